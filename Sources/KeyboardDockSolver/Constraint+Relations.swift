// Relational operators that build required constraints: `lhs ⋈ rhs` becomes `lhs - rhs ⋈ 0`.
//
// Use ``Constraint/withStrength(_:)`` for a preference: `(width == 44).withStrength(.weak)`.

// MARK: - ==

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Double, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint that `lhs` is equal to `rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

// MARK: - <=

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint that `lhs` is at most `rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

// MARK: - >=

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Term) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint that `lhs` is at least `rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}
