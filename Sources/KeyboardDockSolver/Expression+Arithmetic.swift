// Arithmetic operators that build linear expressions from variables, terms and constants.
//
// Every combination is spelled out as a concrete overload (no generics) so that the type
// checker resolves long layout expressions quickly.

// MARK: - Negation

/// The term `-1 * variable`.
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }

/// The term with its coefficient negated.
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }

/// The expression with every coefficient and the constant negated.
public prefix func - (operand: Expression) -> Expression { operand * -1 }

// MARK: - Scaling by constants

/// The term `coefficient * variable`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }

/// The term `coefficient * variable`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }

/// The term with its coefficient multiplied by a constant.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }

/// The term with its coefficient multiplied by a constant.
public func * (lhs: Double, rhs: Term) -> Term { rhs * lhs }

/// The expression with every coefficient and the constant multiplied by a constant.
public func * (lhs: Expression, rhs: Double) -> Expression {
  Expression(
    lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

/// The expression with every coefficient and the constant multiplied by a constant.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

/// The term `variable / divisor`.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }

/// The term with its coefficient divided by a constant.
public func / (lhs: Term, rhs: Double) -> Term { lhs * (1 / rhs) }

/// The expression with every coefficient and the constant divided by a constant.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

// MARK: - Sums and differences

/// The sum of two linear operands.
public func + (lhs: Variable, rhs: Variable) -> Expression {
  Expression(
    Expression(lhs).terms + Expression(rhs).terms,
    constant: Expression(lhs).constant + Expression(rhs).constant)
}

/// The difference of two linear operands.
public func - (lhs: Variable, rhs: Variable) -> Expression { lhs + -rhs }

/// The sum of two linear operands.
public func + (lhs: Variable, rhs: Term) -> Expression {
  Expression(
    Expression(lhs).terms + Expression(rhs).terms,
    constant: Expression(lhs).constant + Expression(rhs).constant)
}

/// The difference of two linear operands.
public func - (lhs: Variable, rhs: Term) -> Expression { lhs + -rhs }

/// The sum of two linear operands.
public func + (lhs: Variable, rhs: Expression) -> Expression {
  Expression(Expression(lhs).terms + rhs.terms, constant: Expression(lhs).constant + rhs.constant)
}

/// The difference of two linear operands.
public func - (lhs: Variable, rhs: Expression) -> Expression { lhs + -rhs }

/// The operand plus a constant.
public func + (lhs: Variable, rhs: Double) -> Expression {
  Expression(Expression(lhs).terms, constant: Expression(lhs).constant + rhs)
}

/// A constant plus the operand.
public func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }

/// The operand minus a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }

/// A constant minus the operand.
public func - (lhs: Double, rhs: Variable) -> Expression { -rhs + lhs }

/// The sum of two linear operands.
public func + (lhs: Term, rhs: Variable) -> Expression {
  Expression(
    Expression(lhs).terms + Expression(rhs).terms,
    constant: Expression(lhs).constant + Expression(rhs).constant)
}

/// The difference of two linear operands.
public func - (lhs: Term, rhs: Variable) -> Expression { lhs + -rhs }

/// The sum of two linear operands.
public func + (lhs: Term, rhs: Term) -> Expression {
  Expression(
    Expression(lhs).terms + Expression(rhs).terms,
    constant: Expression(lhs).constant + Expression(rhs).constant)
}

/// The difference of two linear operands.
public func - (lhs: Term, rhs: Term) -> Expression { lhs + -rhs }

/// The sum of two linear operands.
public func + (lhs: Term, rhs: Expression) -> Expression {
  Expression(Expression(lhs).terms + rhs.terms, constant: Expression(lhs).constant + rhs.constant)
}

/// The difference of two linear operands.
public func - (lhs: Term, rhs: Expression) -> Expression { lhs + -rhs }

/// The operand plus a constant.
public func + (lhs: Term, rhs: Double) -> Expression {
  Expression(Expression(lhs).terms, constant: Expression(lhs).constant + rhs)
}

/// A constant plus the operand.
public func + (lhs: Double, rhs: Term) -> Expression { rhs + lhs }

/// The operand minus a constant.
public func - (lhs: Term, rhs: Double) -> Expression { lhs + -rhs }

/// A constant minus the operand.
public func - (lhs: Double, rhs: Term) -> Expression { -rhs + lhs }

/// The sum of two linear operands.
public func + (lhs: Expression, rhs: Variable) -> Expression {
  Expression(lhs.terms + Expression(rhs).terms, constant: lhs.constant + Expression(rhs).constant)
}

/// The difference of two linear operands.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }

/// The sum of two linear operands.
public func + (lhs: Expression, rhs: Term) -> Expression {
  Expression(lhs.terms + Expression(rhs).terms, constant: lhs.constant + Expression(rhs).constant)
}

/// The difference of two linear operands.
public func - (lhs: Expression, rhs: Term) -> Expression { lhs + -rhs }

/// The sum of two linear operands.
public func + (lhs: Expression, rhs: Expression) -> Expression {
  Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// The difference of two linear operands.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

/// The operand plus a constant.
public func + (lhs: Expression, rhs: Double) -> Expression {
  Expression(lhs.terms, constant: lhs.constant + rhs)
}

/// A constant plus the operand.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

/// The operand minus a constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

/// A constant minus the operand.
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
