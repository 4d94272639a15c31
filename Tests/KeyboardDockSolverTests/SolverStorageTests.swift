import PropertyBased
import Testing

@_spi(HostedLayout) @testable import KeyboardDockSolver

/// The two ways the hosted Auto Layout engine saves work change how the solver keeps its
/// storage, never what it computes: each test runs the same calls both ways and compares the
/// values bit for bit and the whole tableau.
@Suite("Solver: storage and fallback copies do not change results")
struct SolverStorageTests {
  /// Adds `constraints` one at a time (rejected ones skipped), makes `variables[0]` an edit
  /// variable and suggests `suggestions`; returns the values after each step, as bit patterns.
  private static func proceed(
    _ solver: inout Solver, adding constraints: [Constraint], _ variables: [Variable],
    suggesting suggestions: [Int]
  ) -> [UInt64] {
    var values: [UInt64] = []
    for constraint in constraints {
      try? solver.addConstraint(constraint)
      values += variables.map { solver.value(of: $0).bitPattern }
    }
    try? solver.addEditVariable(variables[0], strength: .strong)
    for suggestion in suggestions {
      try? solver.suggestValue(variables[0], Double(suggestion))
      values += variables.map { solver.value(of: $0).bitPattern }
    }
    return values
  }

  @Test("a solver whose rows were shrunk, and its copies, solve exactly as the original")
  func shrunkStorageSolvesTheSame() async {
    let input = zip(
      ConstraintSpec.systems, ConstraintSpec.systems, Gen.int(in: -100...100).array(of: 0...6))
    await propertyCheck(count: 200, input: input) { before, after, suggestions in
      let system = RandomSystem(before + after)
      let built = RandomSystem.solve(system.constraints.prefix(before.count))
      var original = built
      var shrunk = built
      shrunk.shrinkStorage()
      #expect(shrunk.invariantViolations() == [])
      #expect(shrunk.stateDescription == original.stateDescription)
      var copy = shrunk
      let rest = Array(system.constraints.dropFirst(before.count))
      let expected = Self.proceed(
        &original, adding: rest, system.variables, suggesting: suggestions)
      let fromShrunk = Self.proceed(
        &shrunk, adding: rest, system.variables, suggesting: suggestions)
      let fromCopy = Self.proceed(&copy, adding: rest, system.variables, suggesting: suggestions)
      #expect(expected.count == (rest.count + suggestions.count) * system.variables.count)
      #expect(fromShrunk == expected)
      #expect(fromCopy == expected)
      #expect(shrunk.stateDescription == original.stateDescription)
      #expect(copy.stateDescription == original.stateDescription)
    }
  }

  @Test("adding without a copy to fall back on succeeds and fails exactly as adding with one")
  func discardingAdditionMatchesRestoringAddition() async {
    await propertyCheck(count: 300, input: ConstraintSpec.systems) { specs in
      let system = RandomSystem(specs)
      var solver = Solver()
      var added = 0
      for constraint in system.constraints {
        var discarding = solver
        let restored = (try? solver.addConstraint(constraint)) != nil
        let kept = discarding.addConstraintDiscardingOnFailure(constraint)
        #expect(kept == restored, "\(constraint)")
        if restored {
          added += 1
          #expect(discarding.stateDescription == solver.stateDescription)
          #expect(
            system.values(in: discarding).map(\.bitPattern)
              == system.values(in: solver).map(\.bitPattern))
        }
      }
      #expect(added == system.constraints.filter { solver.hasConstraint($0) }.count)
    }
  }
}

extension RandomSystem {
  /// A solver with `constraints` added one at a time; rejected ones are skipped.
  static func solve(_ constraints: ArraySlice<Constraint>) -> Solver {
    var solver = Solver()
    for constraint in constraints {
      try? solver.addConstraint(constraint)
    }
    return solver
  }
}
