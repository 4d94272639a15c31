/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are built with the arithmetic operators from variables, terms and constants,
/// `left + width + 8` or `(left + right) / 2`; multiplication and division are by constants
/// only, so every expression stays linear. Terms are kept as written (a variable may appear
/// more than once); ``reduced()`` merges them.
public struct Expression: Sendable, CustomStringConvertible {
  /// The variable terms, in the order they were written.
  public var terms: [Term]
  /// The constant added to the terms.
  public var constant: Double

  /// Creates `terms[0] + terms[1] + … + constant`.
  ///
  /// - Parameters:
  ///   - terms: The variable terms.
  ///   - constant: The constant part; 0 by default.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression holding one term.
  public init(_ term: Term) {
    self.init([term])
  }

  /// Creates the constant expression `constant`.
  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The same expression with one term per variable, in first-appearance order.
  ///
  /// Terms whose merged coefficient is exactly zero are kept out.
  ///
  /// - Complexity: O(*n*²) for *n* terms; expressions are short.
  public func reduced() -> Expression {
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    for term in terms {
      if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
        merged[index].coefficient += term.coefficient
      } else {
        merged.append(term)
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return Expression(merged, constant: constant)
  }

  /// Evaluates the expression with the values a solver found.
  ///
  /// - Parameter solver: The solver whose current solution gives each variable's value.
  /// - Returns: The sum of the terms at the solver's values plus the constant.
  public func value(in solver: Solver) -> Double {
    var sum = constant
    for term in terms {
      sum += term.coefficient * solver.value(of: term.variable)
    }
    return sum
  }

  /// The expression as text, such as `left + 2.0 * width + 8.0`.
  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty {
      parts.append("\(constant)")
    }
    return parts.joined(separator: " + ")
  }
}
