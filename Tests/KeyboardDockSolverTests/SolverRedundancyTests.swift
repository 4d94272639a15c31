import Testing

@testable import KeyboardDockSolver

/// Hand-checked systems where a required equality is added twice (as two instances) and one
/// copy is removed: the copy that stays must keep holding.
@Suite("Solver: equal required constraints")
struct SolverRedundancyTests {
  /// Runs `operation` and expects the tableau to stay consistent.
  func checked(
    _ solver: inout Solver, _ step: String, _ operation: (inout Solver) throws -> Void
  ) throws {
    try operation(&solver)
    #expect(solver.invariantViolations() == [], "after \(step)")
  }

  @Test("removing the first of two equal required constraints keeps the second enforced")
  func removingTheOriginalKeepsTheTwin() throws {
    // The layout engineer's reproduction: a toolbar's edges tied to a keyboard frame whose
    // edit variables move to 0 before the twin is added; the original's dummy marker then
    // sits in the twin's (dummy-basic) row and in slack rows of the width preferences.
    let kx = Variable("kx")
    let kw = Variable("kw")
    let ex = Variable("ex")
    let ew = Variable("ew")
    var solver = Solver()
    try checked(&solver, "edits") {
      try $0.addEditVariable(kx, strength: Strength(1e9))
      try $0.addEditVariable(kw, strength: Strength(1e9))
      try $0.suggestValue(kx, 59)
      try $0.suggestValue(kw, 320)
    }
    let widthAtMost = (ew <= 300).withStrength(Strength(177.8))
    let widthAtLeast = (ew >= 300).withStrength(Strength(5_623_413))
    let original = kx + kw - ex - ew == 0
    let twin = kx + kw - ex - ew == 0
    let pinned = ex - kx == 0
    try checked(&solver, "preferences") {
      try $0.addConstraint(widthAtMost)
      try $0.addConstraint(widthAtLeast)
      try $0.addConstraint(original)
    }
    try checked(&solver, "suggestions") {
      try $0.suggestValue(kx, 0)
      try $0.suggestValue(kw, 0)
    }
    try checked(&solver, "twin") { try $0.addConstraint(twin) }
    try checked(&solver, "pin") { try $0.addConstraint(pinned) }
    try checked(&solver, "removal") { try $0.removeConstraint(original) }
    #expect(twin.isSatisfied(in: solver))
    #expect(solver.value(of: ex) == 0)
    #expect(solver.value(of: ew) == 0)

    var fresh = Solver()
    try fresh.addEditVariable(kx, strength: Strength(1e9))
    try fresh.addEditVariable(kw, strength: Strength(1e9))
    try fresh.addConstraints([widthAtMost, widthAtLeast, twin, pinned])
    for variable in [kx, kw, ex, ew] {
      #expect(solver.value(of: variable) == fresh.value(of: variable), "\(variable)")
    }
    try checked(&solver, "later suggestion") { try $0.suggestValue(kw, 320) }
    #expect(solver.value(of: ew) == 320)
    #expect(twin.isSatisfied(in: solver))
  }

  @Test(
    "removing either copy of an equality blocked by inequalities keeps the other",
    arguments: [0, 1])
  func removingEitherCopy(removed: Int) throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let copies = [x + y == 100, x + y == 100]
    try checked(&solver, "bounds") {
      try $0.addConstraint(x >= 10)
      try $0.addConstraint((x <= 30).withStrength(.strong))
      try $0.addConstraint((y == 0).withStrength(.weak))
      try $0.addConstraint(copies[0])
      try $0.addConstraint(copies[1])
    }
    #expect(solver.value(of: x) == 30)
    try checked(&solver, "removal") { try $0.removeConstraint(copies[removed]) }
    #expect(copies[1 - removed].isSatisfied(in: solver))
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 70)
    try checked(&solver, "second removal") { try $0.removeConstraint(copies[1 - removed]) }
    #expect(solver.value(of: y) == 0)
  }

  @Test("of three equal copies, the last one left still holds, whatever the removal order")
  func threeCopies() throws {
    let orders = [[0, 1], [1, 0], [0, 2], [2, 0], [1, 2], [2, 1]]
    for order in orders {
      let left = Variable("left")
      let right = Variable("right")
      let edge = Variable("edge")
      var solver = Solver()
      let copies = (0..<3).map { _ in right - left == edge }
      try checked(&solver, "setup \(order)") {
        try $0.addEditVariable(edge, strength: .strong)
        try $0.suggestValue(edge, 50)
        try $0.addConstraint(left >= 0)
        try $0.addConstraint((right <= 40).withStrength(.medium))
        for copy in copies { try $0.addConstraint(copy) }
        try $0.suggestValue(edge, 20)
      }
      for index in order {
        try checked(&solver, "removal \(order)") { try $0.removeConstraint(copies[index]) }
      }
      let kept = copies[3 - order[0] - order[1]]
      try checked(&solver, "suggestion \(order)") { try $0.suggestValue(edge, 120) }
      #expect(kept.isSatisfied(in: solver), "\(order)")
      #expect(solver.value(of: right) - solver.value(of: left) == 120, "\(order)")
    }
  }

  @Test("a redundant sum stays enforced when one of the equalities implying it is removed")
  func redundantCombination() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    let xFixed = x == 10
    let yFixed = y == 20
    let sum = x + y == 30
    try checked(&solver, "setup") {
      try $0.addConstraint(x <= 50)
      try $0.addConstraint((y >= 40).withStrength(.strong))
      try $0.addConstraint(xFixed)
      try $0.addConstraint(yFixed)
      try $0.addConstraint(sum)
    }
    try checked(&solver, "removal") { try $0.removeConstraint(yFixed) }
    #expect(sum.isSatisfied(in: solver))
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 20)
    try checked(&solver, "second removal") { try $0.removeConstraint(xFixed) }
    #expect(sum.isSatisfied(in: solver))
    #expect(solver.value(of: y) == 40)
    #expect(solver.value(of: x) == -10)
  }
}
