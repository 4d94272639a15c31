import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The previous / next / done order over a form's fields, by where they are on screen.
///
/// Mobile Safari's form accessory has "previous" and "next" buttons (“Customizing the iOS
/// keyboard”); a composer's accessory bar can offer the same. The order is the reading order of the
/// fields' frames:
///
/// 1. Fields are grouped into rows: sorted by their top edge, a field joins the current row when
///    its top or its vertical centre is within ``rowTolerance`` points of the row's first field's.
/// 2. Rows are read top to bottom; within a row, fields are read leading to trailing: by left
///    edge for ``UserInterfaceLayoutDirection/leftToRight``, by right edge from the right for
///    ``UserInterfaceLayoutDirection/rightToLeft``.
/// 3. Ties keep the order the fields were given in.
///
/// Disabled and hidden fields keep their place in the reading order but are skipped, so
/// navigation can start from a field that was just disabled.
///
/// ```swift
/// let form = try FormNavigation(fields: [
///   FormField(id: "first", frame: CGRect(x: 16, y: 100, width: 160, height: 44)),
///   FormField(id: "last", frame: CGRect(x: 192, y: 100, width: 160, height: 44)),
///   FormField(id: "email", frame: CGRect(x: 16, y: 160, width: 336, height: 44)),
/// ])
/// try form.next(after: "first")       // "last"
/// try form.returnKey(for: "email")    // .done
/// ```
public struct FormNavigation<ID: Hashable & Sendable>: Sendable {
  /// Every field's identifier in reading order, skipped fields included.
  public let readingOrder: [ID]
  /// The identifiers navigation visits, in order: enabled, visible fields.
  public let order: [ID]
  /// How far apart, in points, two fields' tops or centres may be and still share a row.
  public let rowTolerance: CGFloat
  /// The reading direction within a row.
  public let layoutDirection: UserInterfaceLayoutDirection

  private let isNavigable: [ID: Bool]
  private let position: [ID: Int]

  /// Creates the navigation order over `fields`.
  ///
  /// - Parameters:
  ///   - fields: The form's fields, frames in one coordinate space.
  ///   - layoutDirection: The reading direction within a row; left to right by default.
  ///   - rowTolerance: Points two fields' tops or centres may differ by in one row; 8 by default.
  /// - Throws: ``ComposerError/duplicateFieldID(_:)``, ``ComposerError/nonFiniteFieldFrame(id:frame:)``
  ///   or ``ComposerError/invalidRowTolerance(_:)``.
  /// - Complexity: O(n log n) in the number of fields.
  public init(
    fields: [FormField<ID>], layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
    rowTolerance: CGFloat = 8
  ) throws(ComposerError) {
    guard ComposerError.isFiniteNonNegative(rowTolerance) else {
      throw .invalidRowTolerance(rowTolerance)
    }
    var seen: Set<ID> = []
    for field in fields {
      guard seen.insert(field.id).inserted else { throw .duplicateFieldID("\(field.id)") }
      guard ComposerError.isFinite(field.frame) else {
        throw .nonFiniteFieldFrame(id: "\(field.id)", frame: field.frame)
      }
    }
    let sorted = Self.readingOrder(fields, direction: layoutDirection, tolerance: rowTolerance)
    readingOrder = sorted.map(\.id)
    order = sorted.filter(\.isNavigable).map(\.id)
    isNavigable = Dictionary(uniqueKeysWithValues: fields.map { ($0.id, $0.isNavigable) })
    position = Dictionary(uniqueKeysWithValues: readingOrder.enumerated().map { ($1, $0) })
    self.rowTolerance = rowTolerance
    self.layoutDirection = layoutDirection
  }

  /// The first field navigation visits, or `nil` when none is navigable.
  public var first: ID? { order.first }
  /// The last field navigation visits, or `nil` when none is navigable.
  public var last: ID? { order.last }

  /// The field after `id` in reading order that navigation may visit, or `nil` at the end.
  ///
  /// - Throws: ``ComposerError/unknownField(_:known:)`` when `id` is not in the form.
  /// - Complexity: O(n) in the number of fields.
  public func next(after id: ID) throws(ComposerError) -> ID? {
    let index = try readingIndex(of: id)
    return readingOrder[(index + 1)...].first { isNavigable[$0] == true }
  }

  /// The field before `id` in reading order that navigation may visit, or `nil` at the start.
  ///
  /// - Throws: ``ComposerError/unknownField(_:known:)`` when `id` is not in the form.
  /// - Complexity: O(n) in the number of fields.
  public func previous(before id: ID) throws(ComposerError) -> ID? {
    let index = try readingIndex(of: id)
    return readingOrder[..<index].last { isNavigable[$0] == true }
  }

  /// The return key `id` should show: ``FormReturnKey/next`` when a field follows, else
  /// ``FormReturnKey/done``.
  ///
  /// - Throws: ``ComposerError/unknownField(_:known:)`` when `id` is not in the form.
  public func returnKey(for id: ID) throws(ComposerError) -> FormReturnKey {
    try next(after: id) == nil ? .done : .next
  }

  private func readingIndex(of id: ID) throws(ComposerError) -> Int {
    guard let index = position[id] else {
      throw .unknownField("\(id)", known: readingOrder.map { "\($0)" })
    }
    return index
  }

  /// Sorts fields into rows, then each row by the reading direction.
  private static func readingOrder(
    _ fields: [FormField<ID>], direction: UserInterfaceLayoutDirection, tolerance: CGFloat
  ) -> [FormField<ID>] {
    let byTop = fields.enumerated().sorted { a, b in
      a.element.frame.minY != b.element.frame.minY
        ? a.element.frame.minY < b.element.frame.minY : a.offset < b.offset
    }
    var rows: [[(offset: Int, element: FormField<ID>)]] = []
    for field in byTop {
      if let anchor = rows.last?.first?.element.frame,
        abs(field.element.frame.minY - anchor.minY) <= tolerance
          || abs(field.element.frame.midY - anchor.midY) <= tolerance
      {
        rows[rows.count - 1].append(field)
      } else {
        rows.append([field])
      }
    }
    return rows.flatMap { row in
      row.sorted { a, b in
        let (x, y) =
          direction == .leftToRight
          ? (a.element.frame.minX, b.element.frame.minX)
          : (-a.element.frame.maxX, -b.element.frame.maxX)
        return x != y ? x < y : a.offset < b.offset
      }.map(\.element)
    }
  }
}
