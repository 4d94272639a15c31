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
      #expect(
        abs(ours - best) <= 1e-9 * max(1, best) + 1e-6, "ours \(ours), best \(best), \(specs)")
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
      #expect(abs(first - second) <= 1e-9 * max(1, first) + 1e-6)
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

@Suite("Solver: ambiguity against brute force")
struct SolverAmbiguityPropertyTests {
  @Test("a variable reported ambiguous takes two different values at two optimal points")
  func ambiguityHasAWitness() async {
    await propertyCheck(count: 300, input: ConstraintSpec.systems) { specs in
      let system = RandomSystem(specs)
      let solver = system.solveOneByOne()
      let accepted = system.constraints.filter { solver.hasConstraint($0) }
      let candidates = BruteForce.candidates(accepted, system.variables)
      guard let best = candidates.map(\.value).min() else { return }
      let optimal = candidates.filter { abs($0.value - best) <= 1e-9 * max(1, best) + 1e-6 }
      let ambiguous = solver.ambiguousVariables()
      for (index, variable) in system.variables.enumerated()
      where ambiguous.contains(where: { $0 === variable }) {
        let values = optimal.map { $0.point[index] }
        let spread = (values.max() ?? 0) - (values.min() ?? 0)
        #expect(spread > 1e-6, "\(variable) reported ambiguous in \(specs)")
      }
    }
  }

  @Test("a variable with two different optimal values is reported ambiguous")
  func alternativeOptimaAreReported() async {
    await propertyCheck(count: 300, input: ConstraintSpec.systems) { specs in
      let system = RandomSystem(specs)
      let solver = system.solveOneByOne()
      let accepted = system.constraints.filter { solver.hasConstraint($0) }
      let candidates = BruteForce.candidates(accepted, system.variables)
      guard let best = candidates.map(\.value).min() else { return }
      let optimal = candidates.filter { abs($0.value - best) <= 1e-9 * max(1, best) + 1e-6 }
      let ambiguous = solver.ambiguousVariables()
      let used = Set(accepted.flatMap { $0.expression.terms.map { ObjectIdentifier($0.variable) } })
      for (index, variable) in system.variables.enumerated()
      where used.contains(ObjectIdentifier(variable)) {
        let values = optimal.map { $0.point[index] }
        let spread = (values.max() ?? 0) - (values.min() ?? 0)
        if spread > 1e-6 {
          #expect(ambiguous.contains { $0 === variable }, "\(variable) not reported in \(specs)")
        }
      }
    }
  }
}

@Suite("Solver: the cached ambiguity answer")
struct SolverAmbiguityCacheTests {
  @Test("after every suggestion and removal, the cached answer equals a fresh one")
  func cachedEqualsFresh() async {
    let input = zip(
      ConstraintSpec.systems, Gen.int(in: 0...2), Gen.int(in: -40...40).array(of: 1...8),
      Gen.bool.array(of: 8))
    await propertyCheck(count: 300, input: input) { specs, editIndex, values, removals in
      let system = RandomSystem(specs)
      var solver = system.solveOneByOne()
      func expectSame() {
        let fresh = solver.ambiguousVariables().map(ObjectIdentifier.init)
        let cached = solver.cachedAmbiguousVariables().map(ObjectIdentifier.init)
        #expect(cached == fresh, "\(specs)")
      }
      expectSame()
      let variable = system.variables[editIndex]
      #expect(throws: Never.self) { try solver.addEditVariable(variable, strength: .strong) }
      for value in values {
        #expect(throws: Never.self) { try solver.suggestValue(variable, Double(value)) }
        expectSame()
      }
      for (constraint, removes) in zip(system.constraints, removals)
      where removes && solver.hasConstraint(constraint) {
        #expect(throws: Never.self) { try solver.removeConstraint(constraint) }
        expectSame()
        #expect(throws: Never.self) { try solver.suggestValue(variable, Double(values[0])) }
        expectSame()
      }
    }
  }
}

@Suite("Solver: removal and edits against brute force")
struct SolverIncrementalPropertyTests {
  @Test("after removing constraints, the solution is optimal for the ones that remain")
  func removalKeepsOptimality() async {
    let input = zip(ConstraintSpec.systems, Gen.bool.array(of: 8))
    await propertyCheck(count: 300, input: input) { specs, removals in
      let system = RandomSystem(specs)
      var solver = system.solveOneByOne()
      for (constraint, removes) in zip(system.constraints, removals)
      where removes && solver.hasConstraint(constraint) {
        #expect(throws: Never.self) { try solver.removeConstraint(constraint) }
      }
      #expect(solver.invariantViolations() == [])
      let remaining = system.constraints.filter { solver.hasConstraint($0) }
      let ours = BruteForce.objective(remaining, system.variables, system.values(in: solver))
      let best = BruteForce.minimum(remaining, system.variables) ?? 0
      #expect(abs(ours - best) <= 1e-9 * max(1, best) + 1e-6, "ours \(ours), best \(best)")
      for constraint in remaining where constraint.strength.isRequired {
        #expect(constraint.isSatisfied(in: solver, tolerance: 1e-6))
      }
    }
  }

  @Test(
    "after each suggestion (dual simplex), the solution is optimal with the edit as a constraint")
  func suggestionsKeepOptimality() async {
    let input = zip(
      ConstraintSpec.systems, Gen.int(in: 0...2), Gen.int(in: 1...3),
      Gen.int(in: -40...40).array(of: 1...6))
    await propertyCheck(count: 300, input: input) { specs, editIndex, strengthIndex, values in
      let system = RandomSystem(specs)
      var solver = system.solveOneByOne()
      let variable = system.variables[editIndex]
      let strength = ConstraintSpec.strengths[strengthIndex]
      #expect(throws: Never.self) { try solver.addEditVariable(variable, strength: strength) }
      let accepted = system.constraints.filter { solver.hasConstraint($0) }
      for value in values {
        #expect(throws: Never.self) { try solver.suggestValue(variable, Double(value)) }
        #expect(solver.invariantViolations() == [])
        let edit = (variable == Double(value)).withStrength(strength)
        let all = accepted + [edit]
        let ours = BruteForce.objective(all, system.variables, system.values(in: solver))
        let best = BruteForce.minimum(all, system.variables) ?? 0
        #expect(abs(ours - best) <= 1e-9 * max(1, best) + 1e-6, "ours \(ours), best \(best)")
      }
    }
  }
}
