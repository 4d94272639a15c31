import Testing

@testable import KeyboardDockSolver

@Suite("Solver diagnosis: ambiguity and violated preferences")
struct SolverDiagnosisTests {
  @Test("a fully pinned system has no ambiguous variable")
  func pinnedSystemIsUnambiguous() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraints([x == 10, y == x + 5])
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test("variables tied only to each other are free")
  func freeVariablesAreAmbiguous() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(x + y == 10)
    #expect(solver.ambiguousVariables().map(\.name) == ["x", "y"])
  }

  @Test("a variable between two bounds with no preference is ambiguous; a preference fixes it")
  func boundsWithoutPreference() throws {
    let x = Variable("x")
    var solver = Solver()
    try solver.addConstraints([x >= 0, x <= 10])
    #expect(solver.ambiguousVariables().map(\.name) == ["x"])
    try solver.addConstraint((x == 3).withStrength(.weak))
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.value(of: x) == 3)
  }

  @Test("equally weighted competing preferences leave an alternative optimum (dual degeneracy)")
  func competingPreferencesAreAmbiguous() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraints([
      x + y == 10, (x == 2).withStrength(.weak), (y == 5).withStrength(.weak),
    ])
    #expect(solver.ambiguousVariables().map(\.name) == ["x", "y"])
    let stronger = (y == 5).withStrength(.strong)
    try solver.addConstraint(stronger)
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.value(of: x) == 5)
  }

  @Test("a variable at a degenerate vertex (two bounds active at once) is still found ambiguous")
  func degenerateVertex() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    var solver = Solver()
    // At x = 12 both lower bounds of z meet at -3; z may still grow, x too; y is pinned.
    try solver.addConstraints([x >= 12, y == 4, z >= 1 - y, 3 * z + 2 * x >= 15])
    #expect(solver.ambiguousVariables().map(\.name) == ["x", "z"])
  }

  @Test("violated preferences are listed in the order they were added")
  func violatedPreferences() throws {
    let width = Variable("width")
    let wide = (width == 400).withStrength(.weak)
    let medium = (width == 300).withStrength(.medium)
    var solver = Solver()
    try solver.addConstraints([width <= 320, wide, medium])
    #expect(solver.value(of: width) == 300)
    #expect(solver.violatedConstraints() == [wide])
  }

  @Test("an edit suggestion the solver cannot meet is reported as violated")
  func unmetSuggestion() throws {
    let top = Variable("top")
    var solver = Solver()
    try solver.addConstraint(top <= 500)
    try solver.addEditVariable(top, strength: .strong)
    try solver.suggestValue(top, 450)
    #expect(solver.violatedConstraints().isEmpty)
    try solver.suggestValue(top, 600)
    #expect(solver.violatedConstraints().count == 1)
    #expect(solver.value(of: top) == 500)
  }
}
