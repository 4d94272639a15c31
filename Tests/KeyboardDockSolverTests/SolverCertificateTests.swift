import Testing

@testable import KeyboardDockSolver

/// The conflict read from one insertion pass (the certificate) against the deletion filter it
/// replaces for required equalities: the same constraints, in the same order.
@Suite("Solver: conflicts among required equalities")
struct SolverCertificateTests {
  /// A random system of required equalities over `variableCount` variables: sparse rows with
  /// small integer coefficients, some chained, some repeated (redundant), in random order.
  static func randomEquations(
    seed: UInt64, count: Int, variableCount: Int
  ) -> (Constraint, [Constraint]) {
    var generator = SplitMix64(state: seed)
    let variables = (0..<variableCount).map { Variable("x\($0)") }
    var equations: [Constraint] = []
    for _ in 0..<count {
      var expression = Expression(constant: Double(Int.random(in: -20...20, using: &generator)))
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let coefficient = Double([-2, -1, 1, 2, 3].randomElement(using: &generator) ?? 1)
        let variable = variables.randomElement(using: &generator) ?? variables[0]
        expression = expression + coefficient * variable
      }
      equations.append(expression == 0)
    }
    let last = equations.removeLast()
    return (last, equations)
  }

  @Test("the certificate names the deletion filter's set whenever it applies", arguments: 0..<40)
  func certificateMatchesDeletionFilter(seed: UInt64) {
    var applied = 0
    var conflicts = 0
    for round in 0..<50 {
      let (constraint, pool) = Self.randomEquations(
        seed: seed &* 1000 &+ UInt64(round), count: 12, variableCount: 6)
      let candidates = Solver.connected(to: constraint, among: pool)
      let filtered = Solver.deletionFilter(adding: constraint, candidates: candidates)
      guard Solver.firstFailure(adding: constraint, then: candidates) != nil else { continue }
      conflicts += 1
      guard let fast = Solver.conflictByCertificate(adding: constraint, candidates: candidates)
      else { continue }
      applied += 1
      #expect(fast.count == filtered.count, "seed \(seed) round \(round)")
      #expect(fast.elementsEqual(filtered, by: ===), "seed \(seed) round \(round)")
    }
    // The comparison must have been made: random systems of 12 equations in 6 unknowns are
    // mostly inconsistent, and many without a redundant equation before the failure.
    #expect(conflicts > 10)
    #expect(applied > 0)
  }

  @Test("a 2,000-view row of 40 pt widths between the safe area's edges: every link conflicts")
  func longChainConflictIsTheWholeChain() throws {
    let count = 2_000
    let left = Variable("safe.left")
    let right = Variable("safe.right")
    let xs = (0..<count).map { Variable("v\($0).x") }
    let widths = (0..<count).map { Variable("v\($0).width") }
    var equations = [left == 0, right == 375, xs[0] == left]
    for index in 0..<count {
      if index > 0 { equations.append(xs[index] == xs[index - 1] + widths[index - 1]) }
      equations.append(widths[index] == 40)
    }
    let closing = xs[count - 1] + widths[count - 1] == right
    var solver = Solver()
    try solver.addConstraints(equations, removable: false)
    let clock = ContinuousClock()
    let start = clock.now
    do {
      try solver.addConstraint(closing, removable: false)
      Issue.record("80,000 pt of views fit in 375 pt")
    } catch {
      #expect(error.code == .unsatisfiableConstraint)
      // Closed form: every equation is needed (remove any one and the rest can hold).
      #expect(error.conflict.count == equations.count + 1)
      #expect(error.conflict.last === closing)
    }
    // One insertion pass, where the deletion filter took minutes.
    #expect(clock.now - start < .seconds(5))
  }
}
