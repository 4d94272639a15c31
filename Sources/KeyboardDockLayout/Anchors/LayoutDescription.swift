import Foundation

/// A whole layout: its items, its always-active constraints, the tracked constraints of its
/// keyboard layout guide, and the guide's settings.
///
/// The same description is decoded from a layout file for `kbdock verify`, built in Swift, and
/// realised by the UIKit adapter on device, so what is verified is what ships .
///
/// ```swift
/// var layout = LayoutDescription(items: [LayoutItem("toolbar", intrinsicContentSize: size)])
/// layout.guide.followsUndockedKeyboard = true
/// layout.guide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
/// try layout.validate()
/// ```
public struct LayoutDescription: Sendable, Hashable {
  /// A name for reports, such as the file's name.
  public var name: String
  /// The items positioned by constraints (not the built-in items).
  public var items: [LayoutItem]
  /// The constraints active in every keyboard configuration.
  public var constraints: [LayoutConstraint]
  /// The keyboard layout guide: its settings and tracked constraints.
  ///
  /// Its frame is set per configuration by whoever realises the layout.
  public var guide: KeyboardLayoutGuide

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - name: A name for reports.
  ///   - layoutDirection: Where leading is; left-to-right by default.
  ///   - items: The items positioned by constraints.
  ///   - constraints: The always-active constraints.
  public init(
    name: String = "layout", layoutDirection: LayoutDirection = .leftToRight,
    items: [LayoutItem] = [], constraints: [LayoutConstraint] = []
  ) {
    self.name = name
    self.items = items
    self.constraints = constraints
    self.guide = KeyboardLayoutGuide(layoutDirection: layoutDirection)
  }

  /// The owning view's layout direction (the guide's).
  public var layoutDirection: LayoutDirection {
    get { guide.layoutDirection }
    set { guide.layoutDirection = newValue }
  }

  /// Every item name a constraint may use: the built-in items, then the layout's items.
  public var itemNames: [String] {
    LayoutItem.BuiltIn.allCases.map(\.rawValue) + items.map(\.name)
  }

  /// Every constraint: the always-active ones, then each tracked group's.
  public var allConstraints: [LayoutConstraint] {
    constraints + guide.trackedConstraints.flatMap(\.constraints)
  }

  /// A copy with another layout direction, for verifying right-to-left as well.
  public func withLayoutDirection(_ direction: LayoutDirection) -> Self {
    var copy = self
    copy.layoutDirection = direction
    return copy
  }

  /// Checks that UIKit would accept every item and constraint.
  ///
  /// - Throws: ``LayoutError`` for the first problem found, naming the item or constraint.
  /// - Complexity: O(*n* + *c*) for *n* items and *c* constraints.
  public func validate() throws(LayoutError) {
    var names = Set(LayoutItem.BuiltIn.allCases.map(\.rawValue))
    for item in items {
      guard names.insert(item.name).inserted else { throw .duplicateItem(item.name) }
      let sizes = [
        item.intrinsicContentSize.width, item.intrinsicContentSize.height,
        item.minimumSize.width, item.minimumSize.height,
      ]
      for case let value? in sizes where !value.isFinite || value < 0 {
        throw .invalidSize(item: item.name, value)
      }
    }
    var identifiers = Set<String>()
    for constraint in allConstraints {
      if let identifier = constraint.identifier, !identifiers.insert(identifier).inserted {
        throw .duplicateIdentifier(identifier)
      }
      try validate(constraint, names: names)
    }
  }

  private func validate(
    _ constraint: LayoutConstraint, names: Set<String>
  ) throws(LayoutError) {
    let label = constraint.name
    for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? [])
    where !names.contains(anchor.item) {
      // The list of valid names is built only for the error: per constraint it would make
      // validation quadratic in the number of items.
      throw .unknownItem(anchor.item, constraint: label, valid: itemNames)
    }
    for value in [constraint.constant, constraint.multiplier] where !value.isFinite {
      throw .nonFiniteValue("\(value)", constraint: label)
    }
    guard let second = constraint.second else {
      if !constraint.first.attribute.isDimension {
        throw .positionWithoutSecondAnchor(constraint.first, constraint: label)
      }
      return
    }
    guard constraint.first.attribute.canRelate(to: second.attribute) else {
      throw .incompatibleAnchors(constraint.first, second, constraint: label)
    }
    if constraint.multiplier == 0 && !constraint.first.attribute.isDimension {
      throw .zeroMultiplier(constraint: label)
    }
  }
}
