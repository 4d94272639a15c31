/// A linear relation the solver must satisfy or, when not required, prefers to satisfy.
///
/// A constraint is `expression ⋈ 0` with ⋈ one of `==`, `<=`, `>=`, and a ``Strength``. It is
/// a class because its identity is the instance, as in kiwi: the solver adds, finds and removes
/// *this* constraint, and two constraints with the same text are different constraints. It is
/// immutable; ``withStrength(_:)`` makes a new one.
///
/// Constraints are made with the relational operators between variables, terms, expressions
/// and constants:
///
/// ```swift
/// let fits = right == left + width                          // required
/// let prefers = (width == 44).withStrength(.weak)
/// ```
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
  /// The relation between the expression and zero.
  public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// The relation's operator, `==`, `<=` or `>=`.
    public var description: String {
      switch self {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// The left side minus the right side, with one term per variable.
  public let expression: Expression
  /// How ``expression`` relates to zero.
  public let relation: Relation
  /// How strongly the solver tries to satisfy the constraint.
  public let strength: Strength

  /// Creates the constraint `expression ⋈ 0`.
  ///
  /// - Parameters:
  ///   - expression: The left side minus the right side; its terms are merged per variable.
  ///   - relation: The relation to zero.
  ///   - strength: ``Strength/required`` by default.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    self.expression = expression.reduced()
    self.relation = relation
    self.strength = strength
  }

  /// Creates the constraint `expression ⋈ 0` from an expression already reduced (one term per
  /// variable, none zero, as ``init(_:_:strength:)`` makes them), without reducing it again:
  /// for a caller that builds a constraint from the terms of another one.
  @_spi(HostedLayout) public init(
    reduced expression: Expression, _ relation: Relation, strength: Strength
  ) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// A new constraint with the same relation and another strength.
  ///
  /// - Parameter strength: The strength of the new constraint.
  /// - Returns: A different constraint instance; this one is unchanged.
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// Whether the constraint holds, within `tolerance`, at the solver's current values.
  ///
  /// - Parameters:
  ///   - solver: The solver whose solution gives the variables' values.
  ///   - tolerance: The largest violation still counted as satisfied; 1e-8 by default.
  /// - Returns: `true` if the relation holds.
  public func isSatisfied(in solver: Solver, tolerance: Double = 1e-8) -> Bool {
    let value = expression.value(in: solver)
    switch relation {
    case .equal: return abs(value) <= tolerance
    case .lessThanOrEqual: return value <= tolerance
    case .greaterThanOrEqual: return value >= -tolerance
    }
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The constraint as text, such as `right + -1.0 * left + -1.0 * width == 0 | required`.
  public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}
