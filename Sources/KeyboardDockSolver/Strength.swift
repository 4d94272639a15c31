/// How strongly the solver tries to satisfy a constraint, on kiwi's numeric scale.
///
/// A ``required`` constraint must hold; the others are preferences the solver satisfies as well
/// as it can, a stronger one winning over any number of weaker ones in practice. The scale is
/// kiwi's: `create(a, b, c, w)` is `clamp(a·w)·1 000 000 + clamp(b·w)·1 000 + clamp(c·w)`, each
/// part clamped to 0…1000, so ``strong`` is 1 000 000, ``medium`` 1 000, ``weak`` 1 and
/// ``required`` 1 001 001 000. Values above ``required`` are clamped to it, negative values
/// to zero.
///
/// ```swift
/// let c = (toolbarBottom == keyboardTop).withStrength(.strong)
/// let between = Strength.create(0, 500, 0)   // between medium and strong
/// ```
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The numeric weight, between 0 and ``required``'s value.
  public let value: Double

  /// Creates a strength with a numeric weight, clamped to 0 … ``required``.
  ///
  /// A NaN weight is kept as NaN so that ``Solver/addConstraint(_:)`` can reject it with
  /// ``SolverError/Code-swift.enum/nonFiniteValue`` instead of silently replacing it.
  ///
  /// - Parameter value: The weight on kiwi's scale.
  public init(_ value: Double) {
    self.value = value.isNaN ? value : min(max(value, 0), Self.requiredValue)
  }

  /// Builds a strength from kiwi's three levels, each scaled by `weight` and clamped to 0…1000.
  ///
  /// - Parameters:
  ///   - strong: The strong part (the millions).
  ///   - medium: The medium part (the thousands).
  ///   - weak: The weak part (the units).
  ///   - weight: A factor applied to every part before clamping; 1 by default.
  /// - Returns: The strength `clamp(strong·w)·1e6 + clamp(medium·w)·1e3 + clamp(weak·w)`.
  public static func create(
    _ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1
  ) -> Strength {
    func clamp(_ part: Double) -> Double { min(max(part * weight, 0), 1000) }
    return Strength(clamp(strong) * 1_000_000 + clamp(medium) * 1000 + clamp(weak))
  }

  private static let requiredValue = 1000.0 * 1_000_000 + 1000 * 1000 + 1000

  /// A constraint that must hold: `create(1000, 1000, 1000)`.
  public static let required = Strength(requiredValue)
  /// A strong preference: `create(1, 0, 0)`, one million.
  public static let strong = Strength(1_000_000)
  /// A medium preference: `create(0, 1, 0)`, one thousand.
  public static let medium = Strength(1000)
  /// A weak preference: `create(0, 0, 1)`, one.
  public static let weak = Strength(1)

  /// Whether this is the required strength, the only one the solver never gives up.
  public var isRequired: Bool { value >= Self.requiredValue }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

  /// The strength's name when it is one of the four standard levels, else its value.
  public var description: String {
    switch self {
    case .required: "required"
    case .strong: "strong"
    case .medium: "medium"
    case .weak: "weak"
    default: "strength(\(value))"
    }
  }
}
