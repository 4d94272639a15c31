import KeyboardDockSolver
import Testing

@Suite("Solver: hand-checked systems")
struct SolverTests {
  @Test("a required equality fixes a variable")
  func requiredEqualityFixesVariable() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint(x == 10)
    #expect(solver.value(of: x) == 10)
  }

  @Test("a chain of equalities and inequalities solves to the hand-computed values")
  func chainSolvesByHand() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    var solver = Solver()
    try solver.addConstraints([
      left == 8,
      right == left + width,
      width >= 20,
      (width == 44).withStrength(.weak),
      (right <= 40).withStrength(.strong),
    ])
    #expect(solver.value(of: left) == 8)
    #expect(solver.value(of: width) == 32)
    #expect(solver.value(of: right) == 40)
  }

  @Test("a stronger preference wins over a weaker one")
  func strongerPreferenceWins() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 100).withStrength(.weak))
    try solver.addConstraint((x == 50).withStrength(.medium))
    #expect(solver.value(of: x) == 50)
    try solver.addConstraint((x == 70).withStrength(.strong))
    #expect(solver.value(of: x) == 70)
  }

  @Test("suggesting values moves an edit variable and what depends on it")
  func suggestMovesEditVariable() throws {
    let keyboardTop = Variable("keyboardTop")
    let barBottom = Variable("barBottom")
    var solver = Solver()
    try solver.addConstraint(barBottom == keyboardTop - 8)
    try solver.addConstraint(barBottom <= 800)
    try solver.addEditVariable(keyboardTop, strength: .strong)
    for top in [300.0, 500, 812, 900, 0] {
      try solver.suggestValue(keyboardTop, top)
      #expect(solver.value(of: barBottom) == min(top - 8, 800))
    }
  }

  @Test("kiwi's crash sequence works and gives x = 10")
  func kiwiCrashSequence() throws {
    let x = Variable("x")
    var solver = Solver()
    let atLeastTen = x >= 10
    try solver.addConstraint(atLeastTen)
    let requiredAtMostFive = x <= 5
    #expect(throws: SolverError.self) { try solver.addConstraint(requiredAtMostFive) }
    #expect(!solver.hasConstraint(requiredAtMostFive))
    try solver.addConstraint((x <= 5).withStrength(.strong))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 3)
    #expect(solver.value(of: x) == 10)
  }

  @Test("removing a constraint restores the previous solution")
  func removeRestoresSolution() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraint((x == 20).withStrength(.weak))
    let pin = x == 5
    try solver.addConstraint(pin)
    #expect(solver.value(of: x) == 5)
    try solver.removeConstraint(pin)
    #expect(solver.value(of: x) == 20)
    #expect(!solver.hasConstraint(pin))
  }

  @Test("edit variables are added, found and removed")
  func editVariableLifecycle() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addEditVariable(x, strength: .medium)
    #expect(solver.hasEditVariable(x))
    try solver.suggestValue(x, 42)
    #expect(solver.value(of: x) == 42)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
  }

  @Test("reset forgets every constraint and edit variable")
  func resetForgetsEverything() throws {
    let x = Variable("x")
    let pin = x == 3
    var solver = Solver()
    try solver.addConstraint(pin)
    try solver.addEditVariable(x, strength: .weak)
    solver.reset()
    #expect(!solver.hasConstraint(pin))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 0)
  }
}

@Suite("Solver: the documented example")
struct SolverDocumentationTests {
  @Test("the example in Solver's documentation gives the values it states")
  func documentedExample() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let keyboardWidth = Variable("keyboardWidth")
    let preferredWidth = (width == 400).withStrength(.weak)
    var solver = Solver()
    try solver.addConstraints([
      left == 8,
      right == left + width,
      width >= 20,
      preferredWidth,
      (right <= keyboardWidth - 8).withStrength(.strong),
    ])
    try solver.addEditVariable(keyboardWidth, strength: .strong)
    try solver.suggestValue(keyboardWidth, 320)
    #expect(solver.value(of: right) == 312)
    #expect(solver.value(of: width) == 304)
    #expect(solver.violatedConstraints() == [preferredWidth])
    #expect(solver.ambiguousVariables().isEmpty)
  }
}
