import Testing

@testable import KeyboardDockSolver

/// Constraints added with `removable: false`: solved exactly as removable ones, without the
/// dummy columns that make a long chain of required equalities quadratic in memory.
@Suite("Solver: permanent constraints")
struct SolverPermanentConstraintTests {
  /// A row of `count` views from 0 to `width`, each leading edge on the previous trailing edge,
  /// all widths equal: the constraints in the order the layout engine adds them.
  static func row(count: Int, width: Variable) -> (xs: [Variable], widths: [Variable], [Constraint])
  {
    let xs = (0..<count).map { Variable("v\($0).x") }
    let widths = (0..<count).map { Variable("v\($0).width") }
    var constraints = [xs[0] == 0, xs[count - 1] + widths[count - 1] == width]
    for index in 1..<count {
      constraints.append(xs[index] == xs[index - 1] + widths[index - 1])
      constraints.append(widths[index] == widths[0])
    }
    return (xs, widths, constraints)
  }

  /// The number of cells in every row of the tableau.
  static func cellCount(_ solver: Solver) -> Int {
    solver.rows.indices.filter { solver.rowBasics[$0].isValid }.reduce(0) {
      $0 + solver.rows[$1].count
    }
  }

  @Test("a chain of equal widths keeps a few cells per row when permanent, every dummy when not")
  func permanentChainStaysSparse() throws {
    let count = 300
    let width = Variable("container.width")
    var results: [(cells: Int, values: [Double])] = []
    for removable in [true, false] {
      let (xs, widths, constraints) = Self.row(count: count, width: width)
      var solver = Solver()
      try solver.addEditVariable(width, strength: .strong)
      try solver.suggestValue(width, 600)
      for constraint in constraints {
        try solver.addConstraint(constraint, removable: removable)
      }
      #expect(solver.invariantViolations() == [])
      // Closed form: 600 pt in `count` equal parts.
      let part = 600.0 / Double(count)
      #expect(abs(solver.value(of: widths[count - 1]) - part) < 1e-9)
      #expect(abs(solver.value(of: xs[count - 1]) - part * Double(count - 1)) < 1e-7)
      results.append((Self.cellCount(solver), (xs + widths).map { solver.value(of: $0) }))
    }
    #expect(results.count == 2)
    // Same values to the bit: the dummy columns take part in no pivot.
    #expect(results[0].values == results[1].values)
    // With dummies every row comes to hold about every constraint's: ~2·count rows of ~2·count.
    #expect(results[0].cells > count * count)
    #expect(results[1].cells <= 8 * 2 * count)
  }

  @Test("removing a permanent constraint throws permanentConstraint and changes nothing")
  func removingAPermanentConstraintIsRefused() throws {
    let x = Variable("x")
    let pin = x == 10
    var solver = Solver()
    try solver.addConstraint(pin, removable: false)
    #expect(solver.hasConstraint(pin))
    #expect(throws: SolverError(.permanentConstraint, constraint: pin)) {
      try solver.removeConstraint(pin)
    }
    #expect(solver.hasConstraint(pin))
    #expect(solver.value(of: x) == 10)
    #expect("\(SolverError(.permanentConstraint, constraint: pin))".contains("removable: false"))
  }

  @Test("a permanent copy of a removable equality keeps holding when the original is removed")
  func permanentTwinHoldsAfterOriginalIsRemoved() throws {
    let x = Variable("x")
    let y = Variable("y")
    let original = x == y + 5
    let twin = x == y + 5
    var solver = Solver()
    try solver.addConstraint(original)
    try solver.addConstraint(twin, removable: false)
    try solver.addConstraint((y == 1).withStrength(.weak))
    try solver.addEditVariable(x, strength: .strong)
    try solver.removeConstraint(original)
    try solver.suggestValue(x, 40)
    #expect(solver.invariantViolations() == [])
    // Closed form: x strongly 40, y = x − 5 by the permanent twin, not the weak 1.
    #expect(abs(solver.value(of: x) - 40) < 1e-9)
    #expect(abs(solver.value(of: y) - 35) < 1e-9)
  }

  @Test("a failed permanent insertion changes nothing and names the same conflict")
  func permanentConflictMatchesRemovable() throws {
    var conflicts: [[String]] = []
    for removable in [true, false] {
      let width = Variable("w")
      let (_, widths, constraints) = Self.row(count: 20, width: width)
      var solver = Solver()
      for constraint in constraints { try solver.addConstraint(constraint, removable: removable) }
      let before = solver.constraints.count
      let fixed = width == 100
      try solver.addConstraint(fixed, removable: removable)
      let tooWide = widths[0] == 10
      do {
        try solver.addConstraint(tooWide, removable: removable)
        Issue.record("20 widths of 10 pt fit in 100 pt")
      } catch {
        #expect(error.code == .unsatisfiableConstraint)
        conflicts.append(error.conflict.map { "\($0)" })
      }
      #expect(solver.constraints.count == before + 1)
    }
    #expect(conflicts.count == 2)
    #expect(conflicts[0] == conflicts[1])
    #expect(conflicts[0].count == 2 + 2 * 19 + 1 + 1)
  }
}
