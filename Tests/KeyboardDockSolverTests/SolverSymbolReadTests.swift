import Testing

@_spi(HostedLayout) @testable import KeyboardDockSolver

/// `symbols(of:)` and `values(ofSymbols:into:)`: a layout read through symbols looked up once
/// gives exactly what `values(of:into:)` gives, and `symbolMapVersion` says when the symbols
/// must be looked up again.
@Suite("Solver: reading values through symbols")
struct SolverSymbolReadTests {
  let left = Variable("left")
  let width = Variable("width")
  let right = Variable("right")
  /// Never given to the solver: its symbol is -1 and its value 0.
  let unseen = Variable("unseen")

  func solver() throws -> Solver {
    var solver = Solver()
    try solver.addConstraints([
      Constraint(Expression(left) - 8, .equal),
      Constraint(Expression(right) - Expression(left) - Expression(width), .equal),
      Constraint(Expression(width) - 20, .greaterThanOrEqual),
      Constraint(Expression(width) - 300, .equal, strength: .weak),
    ])
    return solver
  }

  @Test("the values read through symbols are the values read through the variables")
  func sameValues() throws {
    var solver = try solver()
    let variables = [left, width, right, unseen]
    let symbols = solver.symbols(of: variables)
    #expect(symbols.count == 4)
    #expect(symbols[3] == -1)
    let version = solver.symbolMapVersion
    try solver.addEditVariable(width, strength: .strong)
    for suggestion in [120.0, 10, 400, 64.5] {
      try solver.suggestValue(width, suggestion)
      #expect(solver.symbolMapVersion == version)
      var expected: [Double] = []
      solver.values(of: variables, into: &expected)
      var read: [Double] = []
      solver.values(ofSymbols: symbols, into: &read)
      #expect(read.count == 4)
      #expect(read == expected)
    }
    var read: [Double] = []
    solver.values(ofSymbols: symbols, into: &read)
    #expect(read == [8, 64.5, 72.5, 0])
  }

  @Test("a new variable, a reset or a rebuild changes the version")
  func versionChanges() throws {
    var solver = try solver()
    var version = solver.symbolMapVersion
    try solver.addConstraint(Constraint(Expression(unseen) - 1, .equal))
    #expect(solver.symbolMapVersion != version)
    version = solver.symbolMapVersion
    // A constraint on variables already seen keeps every symbol.
    try solver.addConstraint(Constraint(Expression(right) - 500, .lessThanOrEqual))
    #expect(solver.symbolMapVersion == version)
    solver.rebuild(constraints: solver.constraints, edits: solver.editStates)
    #expect(solver.symbolMapVersion > version)
    version = solver.symbolMapVersion
    solver.reset()
    #expect(solver.symbolMapVersion > version)
  }
}
