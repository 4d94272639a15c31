/// A variable multiplied by a constant coefficient: one term of a linear ``Expression``.
///
/// Terms are usually made by the arithmetic operators, `2 * width` or `width / 2`, rather than
/// by this initializer.
public struct Term: Sendable, CustomStringConvertible {
  /// The unknown this term scales.
  public var variable: Variable
  /// The constant factor applied to ``variable``.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  ///
  /// - Parameters:
  ///   - variable: The unknown.
  ///   - coefficient: The constant factor; 1 by default.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term as text, such as `2.0 * width`.
  public var description: String {
    coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
  }
}
