import Foundation
import Testing

@testable import KeyboardDockSolver

/// A small deterministic generator (SplitMix64), so a failing sequence is replayed by its seed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One random sequence of solver calls over at most eight variables, replayed against the solver
/// and checked after every call against ``ExactLinearProgram``.
@available(macOS 15.0, iOS 18.0, *)
struct OracleSequence {
  /// What the check of one sequence found.
  struct Finding: CustomStringConvertible {
    var step: Int
    var message: String
    var log: [String]
    var description: String {
      "step \(step): \(message)\n  calls:\n    " + log.joined(separator: "\n    ")
    }
  }

  static let coefficients: [Double] = [-3, -2, -1, -0.5, 0.5, 1, 2, 3]
  static let strengths: [Strength] = [.required, .strong, .medium, .weak]

  let variables: [Variable]
  var generator: SplitMix64
  var solver = Solver()
  var live: [Constraint] = []
  /// The live constraints added with `removable: false`, never chosen for removal.
  var permanent = Set<ObjectIdentifier>()
  var edits: [(variable: Int, strength: Strength, suggestion: Double)] = []
  var log: [String] = []
  /// The calls as JSON objects, for the differential run against kiwisolver.
  var trace: [String] = []
  /// Whether the last call was an add rejected as unsatisfiable.
  var lastCallRejected = false
  /// The trace id of each live constraint.
  var traceIDs: [ObjectIdentifier: Int] = [:]
  /// The trace id the next added constraint gets.
  var nextTraceID = 0
  /// Checks skipped because an exact number left the 128-bit range.
  var overflows = 0

  init(seed: UInt64) {
    generator = SplitMix64(state: seed)
    let count = Int.random(in: 2...8, using: &generator)
    variables = (0..<count).map { Variable("x\($0)") }
  }

  mutating func randomConstraint() -> Constraint {
    var expression = Expression(constant: Double(Int.random(in: -60...60, using: &generator)))
    let termCount = Int.random(in: 1...min(3, variables.count), using: &generator)
    for index in variables.indices.shuffled(using: &generator).prefix(termCount) {
      let coefficient = Self.coefficients.randomElement(using: &generator) ?? 1
      expression = expression + coefficient * variables[index]
    }
    let base: Constraint =
      switch Int.random(in: 0...2, using: &generator) {
      case 0: expression == 0
      case 1: expression <= 0
      default: expression >= 0
      }
    let strength = Self.strengths.randomElement(using: &generator) ?? .weak
    return strength.isRequired ? base : base.withStrength(strength)
  }

  /// Runs `steps` random calls, checking after each; returns the first finding, if any.
  mutating func run(steps: Int) -> Finding? {
    for step in 0..<steps {
      if let finding = performRandomCall(step: step) { return finding }
    }
    return nil
  }

  mutating func performRandomCall(step: Int, checking: Bool = true) -> Finding? {
    let roll = Int.random(in: 0..<100, using: &generator)
    lastCallRejected = false
    do throws(SolverError) {
      if roll < 45 || live.isEmpty && edits.isEmpty {
        let constraint = randomConstraint()
        // One constraint in four is permanent: a required equality then keeps no dummy column,
        // which must change no value (checked by the oracle like any other call).
        let removable = Int.random(in: 0..<4, using: &generator) != 0
        log.append("add \(constraint)" + (removable ? "" : " (permanent)"))
        trace.append(traceJSON(adding: constraint))
        do throws(SolverError) {
          try solver.addConstraint(constraint, removable: removable)
          live.append(constraint)
          if !removable { permanent.insert(ObjectIdentifier(constraint)) }
        } catch  where error.code == .unsatisfiableConstraint {
          log[log.count - 1] += " -> unsatisfiable"
          lastCallRejected = true
          return checking ? check(step: step, rejected: constraint) : nil
        }
      } else if roll < 65,
        let index = live.indices.filter({ !permanent.contains(ObjectIdentifier(live[$0])) })
          .randomElement(using: &generator)
      {
        log.append("remove \(live[index])")
        trace.append(#"{"op":"remove","id":\#(traceIDs[ObjectIdentifier(live[index])] ?? -1)}"#)
        try solver.removeConstraint(live.remove(at: index))
      } else if roll < 75 {
        let index = Int.random(in: variables.indices, using: &generator)
        guard !edits.contains(where: { $0.variable == index }) else { return nil }
        let strength = Self.strengths[Int.random(in: 1...3, using: &generator)]
        log.append("addEditVariable x\(index) \(strength)")
        trace.append(#"{"op":"addEdit","var":\#(index),"strength":\#(strength.value)}"#)
        try solver.addEditVariable(variables[index], strength: strength)
        edits.append((index, strength, 0))
      } else if roll < 95, !edits.isEmpty {
        let edit = Int.random(in: edits.indices, using: &generator)
        let value = Double(Int.random(in: -120...120, using: &generator))
        log.append("suggestValue x\(edits[edit].variable) \(value)")
        trace.append(#"{"op":"suggest","var":\#(edits[edit].variable),"value":\#(value)}"#)
        try solver.suggestValue(variables[edits[edit].variable], value)
        edits[edit].suggestion = value
      } else if !edits.isEmpty {
        let edit = Int.random(in: edits.indices, using: &generator)
        log.append("removeEditVariable x\(edits[edit].variable)")
        trace.append(#"{"op":"removeEdit","var":\#(edits[edit].variable)}"#)
        try solver.removeEditVariable(variables[edits.remove(at: edit).variable])
      } else {
        return nil
      }
    } catch {
      return Finding(step: step, message: "unexpected error \(error)", log: log)
    }
    return checking ? check(step: step, rejected: nil) : nil
  }

  /// The JSON object of an add call; gives the constraint the next trace id.
  mutating func traceJSON(adding constraint: Constraint) -> String {
    let id = nextTraceID
    nextTraceID += 1
    traceIDs[ObjectIdentifier(constraint)] = id
    let terms = constraint.expression.terms.map { term in
      let index = variables.firstIndex { $0 === term.variable } ?? -1
      return "[\(index),\(term.coefficient)]"
    }
    let relation =
      switch constraint.relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    let strength = constraint.strength.isRequired ? #""required""# : "\(constraint.strength.value)"
    return #"{"op":"add","id":\#(id),"terms":[\#(terms.joined(separator: ","))],"#
      + #""constant":\#(constraint.expression.constant),"relation":"\#(relation)","#
      + #""strength":\#(strength)}"#
  }

  /// The exact rows of the live constraints and edits, plus `extra`.
  func exactRows(adding extra: Constraint?) throws(RationalOverflow) -> [ExactLinearProgram.Row] {
    var rows: [ExactLinearProgram.Row] = []
    func append(_ constraint: Constraint) throws(RationalOverflow) {
      var coefficients = [ExactRational](repeating: .zero, count: variables.count)
      for term in constraint.expression.terms {
        guard let index = variables.firstIndex(where: { $0 === term.variable }) else { continue }
        coefficients[index] = try coefficients[index].adding(
          ExactRational(exactly: term.coefficient))
      }
      let relation =
        switch constraint.relation {
        case .lessThanOrEqual: -1
        case .equal: 0
        case .greaterThanOrEqual: 1
        }
      let weight =
        constraint.strength.isRequired
        ? nil : try ExactRational(exactly: constraint.strength.value)
      rows.append(
        ExactLinearProgram.Row(
          coefficients: coefficients,
          constant: try ExactRational(exactly: constraint.expression.constant),
          relation: relation, weight: weight))
    }
    for constraint in live { try append(constraint) }
    for edit in edits {
      try append((variables[edit.variable] == edit.suggestion).withStrength(edit.strength))
    }
    if let extra { try append(extra) }
    return rows
  }

  /// The solver's weighted violation at its current solution, and how much of it rounding
  /// alone can explain: 10⁻¹² of Σ strength × (|constant| + Σ |coefficient|) × the largest
  /// value or constant in play, the size of the numbers whose differences make the violations.
  func solverObjective() -> (value: Double, rounding: Double) {
    let scale = variables.reduce(1.0) { max($0, abs(solver.value(of: $1))) }
    var total = 0.0
    var rounding = 0.0
    var all = live.filter { !$0.strength.isRequired }
    for edit in edits {
      all.append((variables[edit.variable] == edit.suggestion).withStrength(edit.strength))
    }
    for constraint in all {
      let value = constraint.expression.value(in: solver)
      let violation =
        switch constraint.relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
      total += constraint.strength.value * violation
      let magnitude = constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
        $0 + abs($1.coefficient) * scale
      }
      rounding += 1e-12 * constraint.strength.value * magnitude
    }
    return (total, rounding)
  }

  mutating func check(step: Int, rejected: Constraint?) -> Finding? {
    let outcome: ExactLinearProgram.Outcome
    do {
      outcome = try ExactLinearProgram.minimum(
        of: exactRows(adding: rejected), variableCount: variables.count)
    } catch {
      overflows += 1
      return nil
    }
    if rejected != nil {
      return outcome == .infeasible
        ? nil : Finding(step: step, message: "rejected a satisfiable constraint", log: log)
    }
    guard case .optimum(let exact) = outcome else {
      return Finding(step: step, message: "accepted infeasible required constraints", log: log)
    }
    for constraint in live where constraint.strength.isRequired {
      if !constraint.isSatisfied(in: solver, tolerance: 1e-6) {
        return Finding(step: step, message: "required \(constraint) does not hold", log: log)
      }
    }
    let best = exact.doubleValue
    let (ours, rounding) = solverObjective()
    if abs(ours - best) > 1e-9 * max(1, best) + rounding + 1e-9 {
      return Finding(step: step, message: "objective \(ours), optimum \(best)", log: log)
    }
    return nil
  }
}

@Suite("Solver: optimality against an exact linear program")
struct OptimalityOracleTests {
  /// Where `.ci/run` wants the traces for its differential run against kiwisolver and HiGHS.
  static let differentialPath = ProcessInfo.processInfo.environment["KBDOCK_DIFFERENTIAL_TRACE"]

  @Test(
    "writes random call sequences and this solver's results for the differential run",
    .enabled(if: differentialPath != nil, "set KBDOCK_DIFFERENTIAL_TRACE to a file path"))
  @available(macOS 15.0, iOS 18.0, *)
  func writesDifferentialTraces() throws {
    let count =
      ProcessInfo.processInfo.environment["KBDOCK_DIFFERENTIAL_SEQUENCES"].flatMap(Int.init)
      ?? 3000
    let first = Self.firstSeed
    print("differential traces: \(count) sequences, seeds \(first)..<\(first + UInt64(count))")
    var lines: [String] = []
    for offset in 0..<count {
      var sequence = OracleSequence(seed: first + UInt64(offset))
      var results: [String] = []
      for step in 0..<24 {
        let calls = sequence.trace.count
        let finding = sequence.performRandomCall(step: step, checking: false)
        #expect(finding == nil, "\(finding.map(String.init(describing:)) ?? "")")
        guard sequence.trace.count > calls else { continue }
        if sequence.lastCallRejected {
          results.append(#"{"error":"unsatisfiable"}"#)
        } else {
          let values = sequence.variables.map { "\(sequence.solver.value(of: $0))" }
          results.append(#"{"values":[\#(values.joined(separator: ","))]}"#)
        }
      }
      lines.append(
        #"{"seed":\#(first + UInt64(offset)),"variables":\#(sequence.variables.count),"#
          + #""calls":[\#(sequence.trace.joined(separator: ","))],"#
          + #""results":[\#(results.joined(separator: ","))]}"#)
    }
    let path = try #require(Self.differentialPath)
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
  }

  /// The number of sequences: `KBDOCK_ORACLE_SEQUENCES` if set (`.ci/run` asks for 10 000),
  /// else 200, a few seconds of `swift test`.
  static var sequenceCount: Int {
    ProcessInfo.processInfo.environment["KBDOCK_ORACLE_SEQUENCES"].flatMap(Int.init) ?? 200
  }

  /// The first seed: `KBDOCK_ORACLE_SEED` if set, else one drawn now and printed.
  static var firstSeed: UInt64 {
    ProcessInfo.processInfo.environment["KBDOCK_ORACLE_SEED"].flatMap(UInt64.init)
      ?? UInt64.random(in: 0...(1 << 40))
  }

  @Test("after every add, remove, edit and suggestion the solution is the exact optimum")
  @available(macOS 15.0, iOS 18.0, *)
  func everyStepIsOptimal() async {
    let count = Self.sequenceCount
    let first = Self.firstSeed
    print("optimality oracle: \(count) sequences, seeds \(first)..<\(first + UInt64(count))")
    let workers = 2
    let results = await withTaskGroup(of: (findings: [String], overflows: Int).self) { group in
      for worker in 0..<workers {
        group.addTask {
          var findings: [String] = []
          var overflows = 0
          for offset in stride(from: worker, to: count, by: workers) {
            let seed = first + UInt64(offset)
            var sequence = OracleSequence(seed: seed)
            if let finding = sequence.run(steps: 24) {
              findings.append("seed \(seed), \(finding)")
            }
            overflows += sequence.overflows
          }
          return (findings, overflows)
        }
      }
      var all: (findings: [String], overflows: Int) = ([], 0)
      for await result in group {
        all.findings += result.findings
        all.overflows += result.overflows
      }
      return all
    }
    print(
      "optimality oracle: \(results.findings.count) non-optimal, \(results.overflows) unchecked")
    #expect(results.findings.isEmpty, "\(results.findings.prefix(3).joined(separator: "\n"))")
    #expect(results.overflows <= count / 100, "too many steps left unchecked by overflow")
  }
}
