import PropertyBased
import Testing

@testable import KeyboardDockSolver

@Suite("Solver: random systems")
struct SolverPropertyTests {
  @Test("every accepted required constraint holds and the tableau stays consistent")
  func requiredConstraintsHold() async {
    await propertyCheck(count: 300, input: ConstraintSpec.systems) { specs in
      let system = RandomSystem(specs)
      let solver = system.solveOneByOne()
      #expect(solver.invariantViolations() == [])
      for constraint in system.constraints
      where solver.hasConstraint(constraint) && constraint.strength.isRequired {
        #expect(constraint.isSatisfied(in: solver, tolerance: 1e-6), "\(constraint)")
      }
    }
  }

  @Test("the solution is optimal: no feasible vertex has a smaller weighted error")
  func solutionIsOptimal() async {
    await propertyCheck(count: 300, input: ConstraintSpec.systems) { specs in
      let system = RandomSystem(specs)
      let solver = system.solveOneByOne()
      let accepted = system.constraints.filter { solver.hasConstraint($0) }
      let point = system.values(in: solver)
      let ours = BruteForce.objective(accepted, system.variables, point)
      guard let best = BruteForce.minimum(accepted, system.variables) else {
        Issue.record("no feasible vertex for an accepted system \(specs)")
        return
      }
      #expect(abs(ours - best) <= 1e-6 * max(1, best), "ours \(ours), best \(best), \(specs)")
    }
  }

  @Test("a batch gives the same optimum as adding one constraint at a time")
  func batchMatchesOneByOne() async {
    await propertyCheck(count: 200, input: ConstraintSpec.systems) { specs in
      let system = RandomSystem(specs)
      let oneByOne = system.solveOneByOne()
      let accepted = system.constraints.filter { oneByOne.hasConstraint($0) }
      var batch = Solver()
      #expect(throws: Never.self) { try batch.addConstraints(accepted) }
      let first = BruteForce.objective(accepted, system.variables, system.values(in: oneByOne))
      let second = BruteForce.objective(accepted, system.variables, system.values(in: batch))
      #expect(abs(first - second) <= 1e-6 * max(1, first))
    }
  }

  @Test("the same calls give bit-identical results and state, whatever the object addresses")
  func deterministic() async {
    let input = zip(ConstraintSpec.systems, Gen.int(in: -100...100).array(of: 0...6))
    await propertyCheck(count: 200, input: input) { specs, suggestions in
      func run() -> (values: [UInt64], state: String) {
        let system = RandomSystem(specs)
        var solver = system.solveOneByOne()
        try? solver.addEditVariable(system.variables[0], strength: .strong)
        var values: [UInt64] = []
        for suggestion in suggestions {
          try? solver.suggestValue(system.variables[0], Double(suggestion))
          values += system.values(in: solver).map(\.bitPattern)
        }
        values += system.values(in: solver).map(\.bitPattern)
        return (values, solver.stateDescription)
      }
      let first = run()
      let padding = (0..<64).map { Variable("padding\($0)") }  // shifts later addresses
      let second = run()
      #expect(first.values == second.values)
      #expect(first.state == second.state)
      #expect(padding.count == 64)
    }
  }

  @Test("an unsatisfiable constraint reports an irreducible conflicting set")
  func conflictIsIrreducible() async {
    await propertyCheck(count: 300, input: ConstraintSpec.systems) { specs in
      let system = RandomSystem(specs)
      var solver = Solver()
      for constraint in system.constraints {
        do throws(SolverError) {
          try solver.addConstraint(constraint)
        } catch {
          #expect(error.code == .unsatisfiableConstraint)
          #expect(error.conflict.last === constraint)
          #expect(error.conflict.allSatisfy { $0.strength.isRequired })
          var together = Solver()
          #expect(throws: SolverError.self) { try together.addConstraints(error.conflict) }
          for index in error.conflict.indices {
            var rest = error.conflict
            rest.remove(at: index)
            var without = Solver()
            #expect(throws: Never.self) { try without.addConstraints(rest) }
          }
        }
      }
    }
  }
}
