import PropertyBased
import Testing

@testable import KeyboardDockSolver

/// One step of a random script: add the next constraint, add a copy (a new, equal instance)
/// of one in the solver, remove one, suggest a value, or start or stop editing a variable.
struct ScriptStep: Sendable, CustomStringConvertible {
  enum Kind: Sendable {
    case addNext, addCopy, remove, suggest, toggleEdit
  }

  var kind: Kind
  /// Which constraint or variable the step picks (reduced modulo the candidates).
  var pick: Int
  /// The suggested value.
  var value: Int

  var description: String { "\(kind)(\(pick), \(value))" }

  /// Steps where adds and copies are twice as likely as removals.
  static let generator = zip(Gen.int(in: 0...7), Gen.int(in: 0...15), Gen.int(in: -40...40)).map {
    let kinds: [Kind] = [
      .addNext, .addNext, .addCopy, .addCopy, .remove, .remove, .suggest, .toggleEdit,
    ]
    return ScriptStep(kind: kinds[$0], pick: $1, value: $2)
  }
}

/// A random script run on one solver, checked against a solver built from scratch.
struct ScriptRun {
  let system: RandomSystem
  /// Whether the script's `suggest` and `toggleEdit` steps run.
  let editing: Bool
  /// The edit strength of each variable.
  let editStrengths: [Strength]

  /// Runs `steps`, checking the tableau after each, then compares the result with a fresh
  /// solver given only the remaining constraints and the same edits and suggestions.
  func check(_ steps: [ScriptStep]) {
    var solver = Solver()
    var suggestions: [Double?] = [nil, nil, nil]
    var next = 0
    var added: [Constraint] = []
    for step in steps {
      let live = added.filter { solver.hasConstraint($0) }
      switch step.kind {
      case .addNext:
        guard next < system.constraints.count else { continue }
        if (try? solver.addConstraint(system.constraints[next])) != nil {
          added.append(system.constraints[next])
        }
        next += 1
      case .addCopy:
        guard !live.isEmpty else { continue }
        let original = live[step.pick % live.count]
        let copy = Constraint(original.expression, original.relation, strength: original.strength)
        // The current solution satisfies the original, so it satisfies the copy.
        #expect(throws: Never.self) { try solver.addConstraint(copy) }
        added.append(copy)
      case .remove:
        guard !live.isEmpty else { continue }
        #expect(throws: Never.self) { try solver.removeConstraint(live[step.pick % live.count]) }
      case .suggest:
        let index = step.pick % 3
        guard editing, suggestions[index] != nil else { continue }
        #expect(throws: Never.self) {
          try solver.suggestValue(system.variables[index], Double(step.value))
        }
        suggestions[index] = Double(step.value)
      case .toggleEdit:
        let index = step.pick % 3
        guard editing else { continue }
        let variable = system.variables[index]
        if suggestions[index] == nil {
          #expect(throws: Never.self) {
            try solver.addEditVariable(variable, strength: editStrengths[index])
            try solver.suggestValue(variable, Double(step.value))
          }
          suggestions[index] = Double(step.value)
        } else {
          #expect(throws: Never.self) { try solver.removeEditVariable(variable) }
          suggestions[index] = nil
        }
      }
      #expect(solver.invariantViolations() == [], "after \(step)")
    }
    compare(solver, withFreshSolverFor: suggestions)
  }

  /// Expects `solver` to agree with a solver built from its constraints and edits alone.
  func compare(_ solver: Solver, withFreshSolverFor suggestions: [Double?]) {
    let remaining = solver.constraints
    var fresh = Solver()
    var editConstraints: [Constraint] = []
    for (index, suggestion) in suggestions.enumerated() {
      guard let suggestion else { continue }
      let variable = system.variables[index]
      #expect(throws: Never.self) {
        try fresh.addEditVariable(variable, strength: editStrengths[index])
        try fresh.suggestValue(variable, suggestion)
      }
      editConstraints.append((variable == suggestion).withStrength(editStrengths[index]))
    }
    for constraint in remaining {
      #expect(throws: Never.self) { try fresh.addConstraint(constraint) }
      if constraint.strength.isRequired {
        #expect(constraint.isSatisfied(in: solver, tolerance: 1e-6), "\(constraint)")
      }
    }
    let all = remaining + editConstraints
    let ours = BruteForce.objective(all, system.variables, system.values(in: solver))
    let theirs = BruteForce.objective(all, system.variables, system.values(in: fresh))
    let best = BruteForce.minimum(all, system.variables) ?? 0
    let tolerance = 1e-9 * max(1, best) + 1e-6
    #expect(abs(ours - theirs) <= tolerance, "ours \(ours), fresh \(theirs)")
    #expect(abs(ours - best) <= tolerance, "ours \(ours), best \(best)")
    // Only variables still in some constraint: the fresh solver has never seen the others.
    let used = Set(all.flatMap { $0.expression.terms.map { ObjectIdentifier($0.variable) } })
    let ambiguous = Set(fresh.ambiguousVariables().map(ObjectIdentifier.init))
    let ourAmbiguous = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
    #expect(ourAmbiguous.intersection(used) == ambiguous.intersection(used))
    for variable in system.variables
    where used.contains(ObjectIdentifier(variable))
      && !ambiguous.contains(ObjectIdentifier(variable))
    {
      #expect(
        abs(solver.value(of: variable) - fresh.value(of: variable)) <= 1e-6,
        "\(variable): ours \(solver.value(of: variable)), fresh \(fresh.value(of: variable))")
    }
  }
}

@Suite("Solver: random systems with equal copies of constraints")
struct SolverRedundancyPropertyTests {
  /// Which constraints a script draws and whether it edits.
  enum Variant: Sendable, CaseIterable, CustomTestStringConvertible {
    case required, preferences, mixedWithEdits

    var testDescription: String {
      switch self {
      case .required: "required constraints only"
      case .preferences: "non-required constraints only"
      case .mixedWithEdits: "all strengths, removals during active edits"
      }
    }
  }

  @Test(
    "removing copies keeps every remaining constraint enforced, as in a fresh solver",
    arguments: Variant.allCases)
  func removalsMatchAFreshSolver(variant: Variant) async {
    let input = zip(
      ConstraintSpec.systems, ScriptStep.generator.array(of: 0...30),
      Gen.int(in: 1...3).array(of: 3))
    await propertyCheck(count: 300, input: input) { specs, steps, strengths in
      let adjusted = specs.map { spec in
        var spec = spec
        switch variant {
        case .required: spec.strength = 0
        case .preferences: spec.strength = max(1, spec.strength)
        case .mixedWithEdits: break
        }
        return spec
      }
      let run = ScriptRun(
        system: RandomSystem(adjusted), editing: variant == .mixedWithEdits,
        editStrengths: strengths.map { ConstraintSpec.strengths[$0] })
      run.check(steps)
    }
  }
}
