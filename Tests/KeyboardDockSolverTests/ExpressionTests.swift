import Testing

@testable import KeyboardDockSolver

@Suite("Expressions, constraints and strengths")
struct ExpressionTests {
  @Test("operators build the expected linear expression")
  func operatorsBuildExpressions() {
    let x = Variable("x")
    let y = Variable("y")
    let expression = (2 * x + y / 2 - 3 - (x - 1) * 4).reduced()
    #expect(expression.terms.count == 2)
    #expect(expression.terms[0].variable === x)
    #expect(expression.terms[0].coefficient == -2)
    #expect(expression.terms[1].coefficient == 0.5)
    #expect(expression.constant == 1)
    #expect((-(x + 1)).constant == -1)
  }

  @Test("a constraint stores left minus right, merged per variable")
  func constraintStoresDifference() {
    let x = Variable("x")
    let constraint = x + 8 >= x * 2 - 4
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.expression.terms.count == 1)
    #expect(constraint.expression.terms[0].coefficient == -1)
    #expect(constraint.expression.constant == 12)
    #expect(constraint.strength == .required)
  }

  @Test("withStrength makes a new constraint and leaves the original alone")
  func withStrengthMakesNewInstance() {
    let x = Variable("x")
    let required = x == 1
    let weak = required.withStrength(.weak)
    #expect(weak !== required)
    #expect(required.strength == .required)
    #expect(weak.strength == .weak)
  }

  static let scale: [(Strength, Double)] = [
    (Strength.create(1000, 1000, 1000), 1_001_001_000), (Strength.create(1, 0, 0), 1_000_000),
    (Strength.create(0, 1, 0), 1000), (Strength.create(0, 0, 1), 1),
    (Strength.create(2, 3, 4, weight: 0.5), 1_001_502), (Strength.create(5000, 0, 0), 1e9),
    (Strength.create(-1, 0, 0), 0),
  ]

  @Test("strengths follow kiwi's scale", arguments: scale)
  func strengthScale(strength: Strength, expected: Double) {
    #expect(strength.value == expected)
  }

  @Test("the named strengths are ordered and only required is required")
  func namedStrengths() {
    #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    #expect(Strength.required.isRequired && !Strength.strong.isRequired)
    #expect(Strength(2e9) == .required)
    #expect(Strength.required.description == "required")
    #expect(Strength(5).description == "strength(5.0)")
  }

  @Test("descriptions read like the constraint")
  func descriptions() {
    let width = Variable("width")
    #expect((width >= 20).description == "width + -20.0 >= 0 | required")
    #expect((2 * width == 44).withStrength(.weak).description == "2.0 * width + -44.0 == 0 | weak")
    #expect(Variable().description == "<unnamed>")
  }
}
