import Foundation

/// A constraint's priority on UIKit's scale: 1 to 1000, where 1000 is required.
///
/// UIKit's priorities are strictly ordered levels: Auto Layout satisfies every constraint of
/// priority 751 as well as it can before it considers any of priority 750, however many there
/// are. A Cassowary solver (kiwi, and `KeyboardDockSolver`) minimises a weighted sum instead, so
/// enough weaker errors can outweigh one stronger. ``strengthWeight`` maps the scale
/// geometrically, `10^(9·p/1000)`, so order is preserved and the weights of two levels differ by
/// the factor `10^(9·Δp/1000)`: `defaultHigh` (750) weighs 10^4.5 ≈ 31,600 times `defaultLow`
/// (250), and no realistic layout sums that many low-priority points of error. Required (1000)
/// is not a weight: it maps to the solver's required strength, which must hold exactly or be
/// reported as unsatisfiable. Weights stay below 10^9, under the strength the layout engine gives
/// the system-placed items (the owning view, the safe area and the keyboard guide).
public struct LayoutPriority: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The priority's value, from 1 to 1000.
  public let rawValue: Float

  /// The valid range of priorities, as UIKit enforces it (`0 < priority <= 1000`).
  public static let validRange: ClosedRange<Float> = 1...1000

  /// Creates a priority, or `nil` when the value is outside 1...1000 or not finite.
  public init?(_ rawValue: Float) {
    guard rawValue.isFinite, Self.validRange.contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  private init(known rawValue: Float) {
    self.rawValue = rawValue
  }

  /// 1000: the constraint must hold.
  public static let required = Self(known: 1000)
  /// 750: UIKit's default compression resistance.
  public static let defaultHigh = Self(known: 750)
  /// 250: UIKit's default content hugging.
  public static let defaultLow = Self(known: 250)
  /// 50: the level `systemLayoutSizeFitting` uses to hug as tightly as possible.
  public static let fittingSizeLevel = Self(known: 50)

  /// The priorities with names, as the layout file accepts them.
  public static let named: [(name: String, priority: LayoutPriority)] = [
    ("required", .required), ("defaultHigh", .defaultHigh), ("defaultLow", .defaultLow),
    ("fittingSizeLevel", .fittingSizeLevel),
  ]

  /// Whether the constraint must hold exactly.
  public var isRequired: Bool { rawValue >= 1000 }

  /// The solver weight of an optional priority: `10^(9·p/1000)`, from ≈1.02 (p = 1) to
  /// ≈9.8·10^8 (p = 999); `nil` for required.
  ///
  /// The map is strictly increasing, so UIKit's order of priorities is kept; see the type's
  /// discussion for why a weighted sum cannot keep UIKit's strict levels.
  public var strengthWeight: Double? {
    isRequired ? nil : pow(10, 9 * Double(rawValue) / 1000)
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String {
    if let name = Self.named.first(where: { $0.priority == self })?.name {
      return "\(name) (\(Int(rawValue)))"
    }
    return rawValue == rawValue.rounded() ? "\(Int(rawValue))" : "\(rawValue)"
  }
}
