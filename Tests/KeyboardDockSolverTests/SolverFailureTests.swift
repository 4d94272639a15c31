import PropertyBased
import Testing

@testable import KeyboardDockSolver

/// One random call on a solver, over a pool of constraints and the three variables.
struct Operation: Sendable, CustomStringConvertible {
  var kind: Int
  var index: Int
  var value: Int

  static let generator = zip(Gen.int(in: 0...6), Gen.int(in: 0...7), Gen.int(in: -60...60))
    .map { Operation(kind: $0, index: $1, value: $2) }

  var description: String {
    let names = ["add", "remove", "addEdit", "removeEdit", "suggest", "addBatch", "addNaN"]
    return "\(names[kind])(\(index), \(value))"
  }

  /// Applies the call to `solver`; returns whether it succeeded.
  func apply(
    to solver: inout Solver, pool: [Constraint], variables: [Variable], nan: Constraint
  ) -> Bool {
    let variable = variables[index % variables.count]
    do {
      switch kind {
      case 0: try solver.addConstraint(pool[index % pool.count])
      case 1: try solver.removeConstraint(pool[index % pool.count])
      case 2:
        let strength = ConstraintSpec.strengths[abs(value) % 4]
        try solver.addEditVariable(variable, strength: strength)
      case 3: try solver.removeEditVariable(variable)
      case 4: try solver.suggestValue(variable, Double(value))
      case 5:
        let start = index % pool.count
        try solver.addConstraints(Array(pool[start..<min(pool.count, start + 3)]))
      default: try solver.addConstraint(nan)
      }
      return true
    } catch {
      return false
    }
  }
}

@Suite("Solver: a failed call changes nothing")
struct SolverFailureTests {
  @Test(
    "after any sequence of calls, the state equals that of a solver that never saw the failures")
  func failuresLeaveNoTrace() async {
    let input = zip(ConstraintSpec.systems, Operation.generator.array(of: 1...25))
    await propertyCheck(count: 300, input: input) { specs, operations in
      let system = RandomSystem(specs)
      let nan = system.variables[1] == .nan
      var witness = Solver()
      var clean = Solver()
      for operation in operations {
        let succeeded = operation.apply(
          to: &witness, pool: system.constraints, variables: system.variables, nan: nan)
        if succeeded {
          let again = operation.apply(
            to: &clean, pool: system.constraints, variables: system.variables, nan: nan)
          #expect(again, "\(operation) succeeded only on the solver that saw failures")
        }
        #expect(witness.stateDescription == clean.stateDescription, "after \(operation)")
        #expect(witness.invariantViolations() == [])
        #expect(system.values(in: witness) == system.values(in: clean))
      }
    }
  }

  @Test("a rejected required constraint leaves the tableau exactly as before")
  func rejectedConstraintLeavesNoTrace() throws {
    let x = Variable("x")
    let y = Variable("y")
    var solver = Solver()
    try solver.addConstraint(x >= 10)
    try solver.addConstraint((y == x + 5).withStrength(.weak))
    let before = solver.stateDescription
    let newVariable = Variable("z")
    #expect(throws: SolverError.self) { try solver.addConstraint(x + 0 * newVariable <= 5) }
    #expect(throws: SolverError.self) {
      try solver.addConstraint(x + newVariable == x - 3 + newVariable)
    }
    #expect(solver.stateDescription == before)
    #expect(solver.value(of: y) == 15)
  }
}
