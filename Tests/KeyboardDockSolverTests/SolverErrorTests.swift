import Testing

@testable import KeyboardDockSolver

@Suite("Solver errors")
struct SolverErrorTests {
  @Test("adding the same constraint instance twice is a duplicate")
  func duplicateConstraint() throws {
    let x = Variable("x")
    let pin = x == 1
    var solver = Solver()
    try solver.addConstraint(pin)
    #expect(throws: SolverError(.duplicateConstraint, constraint: pin)) {
      try solver.addConstraint(pin)
    }
    #expect(throws: SolverError(.duplicateConstraint, constraint: pin)) {
      try solver.addConstraints([x >= 0, pin])
    }
    #expect(solver.constraints == [pin])
  }

  @Test("an equal-looking constraint is a different constraint")
  func identityIsTheInstance() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(x >= 1)
    try solver.addConstraint(x >= 1)
    #expect(solver.constraints.count == 2)
  }

  @Test("removing a constraint that is not in the solver is unknown")
  func unknownConstraint() {
    let x = Variable("x")
    let never = x == 1
    var solver = Solver()
    #expect(throws: SolverError(.unknownConstraint, constraint: never)) {
      try solver.removeConstraint(never)
    }
  }

  @Test("edit variable errors carry the variable")
  func editVariableErrors() throws {
    let x = Variable("x")
    var solver = Solver()
    #expect(throws: SolverError(.requiredEditStrength, variable: x)) {
      try solver.addEditVariable(x, strength: .required)
    }
    #expect(!solver.hasEditVariable(x))
    #expect(throws: SolverError(.unknownEditVariable, variable: x)) {
      try solver.suggestValue(x, 1)
    }
    #expect(throws: SolverError(.unknownEditVariable, variable: x)) {
      try solver.removeEditVariable(x)
    }
    try solver.addEditVariable(x, strength: .strong)
    #expect(throws: SolverError(.duplicateEditVariable, variable: x)) {
      try solver.addEditVariable(x, strength: .weak)
    }
  }

  @Test("non-finite numbers are rejected, never solved", arguments: [Double.nan, .infinity])
  func nonFiniteValues(bad: Double) throws {
    let x = Variable("x")
    var solver = Solver()
    let constraint = x == bad
    #expect(throws: SolverError.self) { try solver.addConstraint(constraint) }
    #expect(!solver.hasConstraint(constraint))
    #expect(throws: SolverError.self) {
      try solver.addConstraint(Constraint(Expression(x) * bad, .equal))
    }
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 4)
    do throws(SolverError) {
      try solver.suggestValue(x, bad)
      Issue.record("a non-finite suggestion was accepted")
    } catch {
      #expect(error.code == .nonFiniteValue)
      #expect(error.variable === x)
    }
    #expect(solver.value(of: x) == 4)
  }

  @Test("an unsatisfiable constraint names the conflicting required constraints")
  func unsatisfiableNamesConflict() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let other = Variable("other")
    let fits = right == left + width
    let atLeast = width >= 100
    let unrelated = other == 7
    let leftPin = left == 0
    var solver = Solver()
    try solver.addConstraints([
      fits, unrelated, atLeast, leftPin, (width == 50).withStrength(.weak),
    ])
    let tooNarrow = right <= 60
    do throws(SolverError) {
      try solver.addConstraint(tooNarrow)
      Issue.record("an unsatisfiable constraint was accepted")
    } catch {
      #expect(error.code == .unsatisfiableConstraint)
      #expect(error.constraint === tooNarrow)
      #expect(
        error.conflict.map(ObjectIdentifier.init)
          == [fits, atLeast, leftPin, tooNarrow].map(ObjectIdentifier.init))
      #expect(error.description.contains("right"))
      #expect(error.description.contains("non-required"))
    }
    #expect(solver.value(of: right) == 100)
  }

  @Test("messages say what is wrong, the value, and what is valid")
  func messages() {
    let x = Variable("keyboardTop")
    let nanError = SolverError(.nonFiniteValue, variable: x, value: .nan)
    #expect(nanError.description.contains("nan"))
    #expect(nanError.description.contains("keyboardTop"))
    #expect(nanError.description.contains("must be finite"))
    let required = SolverError(.requiredEditStrength, variable: x)
    #expect(required.description.contains("below required"))
  }
}

@Suite("Solver: edit constraints stay internal")
struct SolverEditConstraintTests {
  @Test("an edit's constraint, seen through violatedConstraints, cannot be removed directly")
  func editConstraintCannotBeRemoved() throws {
    let top = Variable("top")
    var solver = Solver()
    try solver.addConstraint(top <= 500)
    try solver.addEditVariable(top, strength: .strong)
    try solver.suggestValue(top, 600)
    let violated = try #require(solver.violatedConstraints().first)
    #expect(!solver.hasConstraint(violated))
    #expect(throws: SolverError(.unknownConstraint, constraint: violated)) {
      try solver.removeConstraint(violated)
    }
    #expect(throws: SolverError(.duplicateConstraint, constraint: violated)) {
      try solver.addConstraint(violated)
    }
    try solver.suggestValue(top, 300)
    #expect(solver.value(of: top) == 300)
  }
}
