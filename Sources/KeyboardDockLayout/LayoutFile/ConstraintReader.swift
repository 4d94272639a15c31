import Foundation

/// Reads one constraint of a layout file, checking each field where it stands.
///
/// A constraint is an object:
///
/// ```json
/// { "identifier": "KB-nearLeading",
///   "first": { "item": "toolbar", "anchor": "leading" }, "relation": "equal",
///   "second": { "item": "keyboard", "anchor": "leading" },
///   "multiplier": 1, "constant": 0, "priority": 1000 }
/// ```
///
/// `relation` is `equal` (default), `lessThanOrEqual` or `greaterThanOrEqual`; `second` may be
/// left out for a size set to a constant; `priority` is a number from 1 to 1000 or one of
/// `required`, `defaultHigh`, `defaultLow`, `fittingSizeLevel`.
struct ConstraintReader {
  private static let keys = [
    "identifier", "first", "relation", "second", "multiplier", "constant", "priority",
  ]

  /// The item names constraints may use, in the layout's order (for error messages).
  let itemNames: [String]
  /// The same names as a set: a lookup per anchor in O(1), so reading is linear in the file.
  private let itemNameSet: Set<String>

  /// Creates a reader for constraints over `itemNames`.
  init(itemNames: [String]) {
    self.itemNames = itemNames
    itemNameSet = Set(itemNames)
  }

  /// Reads the constraint at `cursor`.
  ///
  /// - Throws: ``LayoutFileError`` naming the path of the first bad field.
  func read(_ cursor: JSONCursor) throws(LayoutFileError) -> LayoutConstraint {
    let members = try cursor.object(keys: Self.keys)
    let first = try readAnchor(try cursor.required("first", in: members))
    let second = try cursor.optional("second", in: members).map {
      (anchor) throws(LayoutFileError) in try readAnchor(anchor)
    }
    var constraint = LayoutConstraint(first, .equal, second)
    if let relation = cursor.optional("relation", in: members) {
      constraint.relation = try relation.name(
        "a relation", valid: LayoutConstraint.Relation.allCases.map { ($0.rawValue, $0) })
    }
    if let multiplier = cursor.optional("multiplier", in: members) {
      constraint.multiplier = try multiplier.number(in: -1000...1000, valid: "-1000 to 1000")
    }
    if let constant = cursor.optional("constant", in: members) {
      constraint.constant = try constant.number(
        in: -100_000...100_000, valid: "-100000 to 100000 points")
    }
    if let priority = cursor.optional("priority", in: members) {
      constraint.priority = try Self.readPriority(priority)
    }
    if let identifier = cursor.optional("identifier", in: members) {
      constraint.identifier = try identifier.string()
    }
    try check(constraint, at: cursor, members: members)
    return constraint
  }

  /// Reads a priority: a number in 1...1000 or a UIKit priority name.
  static func readPriority(_ cursor: JSONCursor) throws(LayoutFileError) -> LayoutPriority {
    if case .string = cursor.value {
      return try cursor.name(
        "a priority name", valid: LayoutPriority.named.map { ($0.name, $0.priority) })
    }
    let number = try cursor.number()
    guard let priority = LayoutPriority(Float(number)) else {
      throw LayoutFileError(
        .outOfRange(
          valid: "1...1000 (1000 = required) or "
            + LayoutPriority.named.map(\.name).joined(separator: ", ")),
        at: cursor.path, value: cursor.value.shortText)
    }
    return priority
  }

  private func readAnchor(_ cursor: JSONCursor) throws(LayoutFileError) -> LayoutAnchor {
    let members = try cursor.object(keys: ["item", "anchor"])
    let item = try cursor.required("item", in: members)
    let name = try item.string()
    guard itemNameSet.contains(name) else {
      throw LayoutFileError(
        .unknownName(noun: "an item", valid: itemNames), at: item.path, value: name)
    }
    let attribute = try cursor.required("anchor", in: members).name(
      "an anchor", valid: LayoutAttribute.allCases.map { ($0.rawValue, $0) })
    return LayoutAnchor(name, attribute)
  }

  /// The checks of ``LayoutDescription/validate()`` that concern one constraint, with the path
  /// of the field at fault.
  private func check(
    _ constraint: LayoutConstraint, at cursor: JSONCursor, members: [String: JSONValue]
  ) throws(LayoutFileError) {
    guard let second = constraint.second else {
      if !constraint.first.attribute.isDimension {
        throw LayoutFileError(
          .invalidLayout(
            .positionWithoutSecondAnchor(constraint.first, constraint: constraint.name)),
          at: cursor.child("second").path)
      }
      return
    }
    if !constraint.first.attribute.canRelate(to: second.attribute) {
      throw LayoutFileError(
        .invalidLayout(.incompatibleAnchors(constraint.first, second, constraint: constraint.name)),
        at: cursor.child("second").child("anchor").path, value: second.attribute.rawValue)
    }
    if constraint.multiplier == 0 && !constraint.first.attribute.isDimension {
      throw LayoutFileError(
        .invalidLayout(.zeroMultiplier(constraint: constraint.name)),
        at: cursor.child("multiplier").path, value: "0")
    }
  }
}
