import Testing

@_spi(HostedLayout) @testable import KeyboardDockSolver

/// `replaceConstant(of:with:)`: an equality's constant moved through the tableau gives the
/// solution removing and re-adding the constraint gives, and refuses what it cannot take.
@Suite("Solver: replacing an equality's constant")
struct SolverReplaceConstantTests {
  /// A bar in a container: the container held required at 800 pt, the bar's height preferring
  /// 44 (hugging 250, compression 750 on the hosted engine's scale), its top weakly where it
  /// was; `bottom(lift)` puts its bottom `lift` above the container's bottom.
  struct Bar {
    let top = Variable("bar.y")
    let height = Variable("bar.height")
    let container = Variable("container.height")

    var fixed: [Constraint] {
      [
        Constraint(Expression(container) - 800, .equal),
        Constraint(Expression(height) - 44, .lessThanOrEqual, strength: Strength(17.8)),
        Constraint(Expression(height) - 44, .greaterThanOrEqual, strength: Strength(5623)),
        Constraint(Expression(top) - 300, .equal, strength: Strength(1e-3)),
      ]
    }

    func bottom(_ lift: Double, _ strength: Strength) -> Constraint {
      Constraint(
        Expression(top) + Expression(height) - (Expression(container) - lift), .equal,
        strength: strength)
    }
  }

  @Test(
    "moving the bar's bottom in place gives the values a fresh solver gives",
    arguments: [Strength.required, Strength(7_900_000)])
  func replacementMatchesFreshSolve(strength: Strength) throws {
    let bar = Bar()
    let fixed = bar.fixed
    var bottom = bar.bottom(0, strength)
    var solver = Solver()
    for constraint in fixed + [bottom] { try solver.addConstraint(constraint) }
    let lifts = [12.5, 260, 0, 335.25, 335.25, 40]
    for lift in lifts {
      let replacement = bar.bottom(lift, strength)
      let replaced1 = solver.replaceConstant(of: bottom, with: replacement)
      #expect(replaced1)
      #expect(solver.invariantViolations() == [])
      #expect(solver.hasConstraint(replacement))
      #expect(!solver.hasConstraint(bottom))
      bottom = replacement

      var reference = Solver()
      for constraint in fixed + [bottom] { try reference.addConstraint(constraint) }
      for variable in [bar.top, bar.height, bar.container] {
        #expect(abs(solver.value(of: variable) - reference.value(of: variable)) < 1e-9)
      }
      #expect(abs(solver.value(of: bar.top) + solver.value(of: bar.height) - (800 - lift)) < 1e-9)
    }
    #expect(solver.constraints.count == fixed.count + 1)
  }

  @Test("a required constant that conflicts, an inequality, other terms or strengths are refused")
  func refusals() throws {
    let x = Variable("x")
    let y = Variable("y")
    let pinned = Constraint(Expression(x) - 10, .equal)
    let copy = Constraint(Expression(y) - 10, .equal)
    let same = Constraint(Expression(x) - Expression(y), .equal)
    var solver = Solver()
    for constraint in [pinned, copy, same] { try solver.addConstraint(constraint) }
    // x = y = 10 twice over: moving one pin alone cannot be satisfied.
    let replaced2 = solver.replaceConstant(of: pinned, with: Constraint(Expression(x) - 20, .equal))
    #expect(!replaced2)

    var other = Solver()
    let bound = Constraint(Expression(x) - 5, .greaterThanOrEqual)
    let weak = Constraint(Expression(y) - 5, .equal, strength: .weak)
    try other.addConstraint(bound)
    try other.addConstraint(weak)
    let inequality = other.replaceConstant(
      of: bound, with: Constraint(Expression(x) - 6, .greaterThanOrEqual))
    let otherTerms = other.replaceConstant(
      of: weak, with: Constraint(Expression(x) - 6, .equal, strength: .weak))
    let otherStrength = other.replaceConstant(
      of: weak, with: Constraint(Expression(y) - 6, .equal, strength: .strong))
    let unknown = other.replaceConstant(of: pinned, with: Constraint(Expression(x) - 6, .equal))
    #expect(!inequality && !otherTerms && !otherStrength && !unknown)
    let moved = other.replaceConstant(
      of: weak, with: Constraint(Expression(y) - 6, .equal, strength: .weak))
    #expect(moved)
    #expect(abs(other.value(of: y) - 6) < 1e-12)
    #expect(other.invariantViolations() == [])
  }
}
