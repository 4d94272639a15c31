import Foundation

/// A set of edges named by reading direction, as `NSDirectionalRectEdge`: top, leading,
/// bottom, trailing.
///
/// The keyboard layout guide reports which edges of its owning view it is near with this set,
/// and tracked constraints name the edges that activate them.
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable, CustomStringConvertible {
  public let rawValue: UInt

  /// Creates a set from its raw bits (`NSDirectionalRectEdge`'s values).
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = Self(rawValue: 1 << 0)
  /// The leading edge: left in left-to-right, right in right-to-left.
  public static let leading = Self(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = Self(rawValue: 1 << 2)
  /// The trailing edge: right in left-to-right, left in right-to-left.
  public static let trailing = Self(rawValue: 1 << 3)
  /// All four edges.
  public static let all: Self = [.top, .leading, .bottom, .trailing]

  /// The single edges with their names, in `NSDirectionalRectEdge`'s order.
  public static let named: [(name: String, edge: DirectionalRectEdge)] = [
    ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
  ]

  /// The names accepted in a layout file, for error messages.
  public static var validNames: String {
    named.map(\.name).joined(separator: ", ")
  }

  /// The single edge with a name, or `nil` when the name is not an edge.
  public init?(name: String) {
    guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
    self = match.edge
  }

  /// The names of the edges in the set, in `NSDirectionalRectEdge`'s order.
  public var names: [String] {
    Self.named.filter { contains($0.edge) }.map(\.name)
  }

  /// The set as `[top, leading]`, or `[]` when empty.
  public var description: String {
    "[" + names.joined(separator: ", ") + "]"
  }
}
