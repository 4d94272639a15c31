import KeyboardDockSolver

/// Seconds elapsed while running `body`, on the monotonic clock.
func seconds(_ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  try body()
  let elapsed = start.duration(to: clock.now).components
  return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
}

/// Reads every variable's value into `buffer`, the equivalent of kiwi's `updateVariables()`.
@inline(__always)
func readValues(of variables: [Variable], in solver: Solver, into buffer: inout [Double]) {
  solver.values(of: variables, into: &buffer)
}

/// A workload computed a wrong layout: its timing would be meaningless.
public struct WrongBenchmarkResult: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was checked.
  public let quantity: String
  /// The value computed.
  public let value: Double
  /// The value the layout must have.
  public let expected: Double

  /// What is wrong, the value and the expected value.
  public var description: String {
    "wrong benchmark result: \(quantity) is \(value), expected \(expected)"
  }
}

/// Throws ``WrongBenchmarkResult`` unless `value` is `expected` within 1e-6.
func check(_ quantity: String, _ value: Double, equals expected: Double) throws {
  guard abs(value - expected) <= 1e-6 else {
    throw WrongBenchmarkResult(quantity: quantity, value: value, expected: expected)
  }
}

extension BenchmarkWorkload {
  /// The solver's workloads, measured against kiwisolver.
  public static let solverWorkloads: [BenchmarkWorkload] = [
    [toolbarFrame()],
    chainBuild(count: 10, fillsEqually: false, repetitions: 200, peerRepetitions: 50),
    chainBuild(count: 100, fillsEqually: false, repetitions: 20, peerRepetitions: 5),
    chainBuild(count: 1000, fillsEqually: false, repetitions: 3, peerRepetitions: 1),
    [chainResize(count: 100)],
    chainBuild(count: 10, fillsEqually: true, repetitions: 200, peerRepetitions: 20),
    chainBuild(count: 50, fillsEqually: true, repetitions: 10, peerRepetitions: 3),
    chainBuild(count: 100, fillsEqually: true, repetitions: 5, peerRepetitions: 1),
  ].flatMap { $0 }

  /// `toolbar-frame`: 10 000 frames of the eased keyboard slide; seconds per frame.
  static func toolbarFrame(frames: Int = 10_000) -> BenchmarkWorkload {
    BenchmarkWorkload(
      name: "toolbar-frame",
      summary: "~60-constraint toolbar on a keyboard-height edit, eased 0 <-> 336 pt slide",
      unit: .perStep, repetitions: 5, peer: Peer(name: "toolbar-frame", repetitions: 5),
      allocationsPerStep: { counter in
        try steadyStateAllocations(frames: frames, counter: counter)
      },
      measure: {
        let system = ToolbarSystem()
        var solver = try system.build()
        let heights = ToolbarSystem.keyboardHeights(frames: frames)
        var values = [Double](repeating: 0, count: system.variables.count)
        let elapsed = try seconds {
          for height in heights {
            try solver.suggestValue(system.keyboardHeight, height)
            readValues(of: system.variables, in: solver, into: &values)
          }
        }
        let last = heights.last ?? 0
        try check("toolbar bottom", solver.value(of: system.bottom), equals: min(844 - last, 810))
        return elapsed / Double(frames)
      })
  }

  /// Allocations per frame of the toolbar loop after a warm-up slide.
  static func steadyStateAllocations(
    frames: Int, counter: @Sendable () -> UInt64
  ) throws -> Double {
    let system = ToolbarSystem()
    var solver = try system.build()
    let heights = ToolbarSystem.keyboardHeights(frames: frames)
    var values = [Double](repeating: 0, count: system.variables.count)
    for height in heights.prefix(120) {
      try solver.suggestValue(system.keyboardHeight, height)
      readValues(of: system.variables, in: solver, into: &values)
    }
    let before = counter()
    for height in heights {
      try solver.suggestValue(system.keyboardHeight, height)
      readValues(of: system.variables, in: solver, into: &values)
    }
    return Double(counter() - before) / Double(frames)
  }

  /// A build workload twice: with kiwi's calls, and with our batch API; seconds per build.
  ///
  /// `chain-N-build` or `fill-equally-N-build` makes kiwi's calls (one constraint at a time,
  /// edit last); the same name with `-batch` uses our batch API. Both are timed against the
  /// same kiwi run, which always adds one constraint at a time.
  static func chainBuild(
    count: Int, fillsEqually: Bool, repetitions: Int, peerRepetitions: Int
  ) -> [BenchmarkWorkload] {
    let name = fillsEqually ? "fill-equally-\(count)-build" : "chain-\(count)-build"
    let views = "\(count) views in a row\(fillsEqually ? " with equal widths (medium)" : "")"
    func workload(batch: Bool) -> BenchmarkWorkload {
      BenchmarkWorkload(
        name: batch ? name + "-batch" : name,
        summary: batch
          ? "\(views), built with our batch API (edit first, one addConstraints)"
          : "\(views), built with the same calls as kiwi (one addConstraint each, edit last)",
        unit: .perBuild, repetitions: repetitions,
        peer: Peer(name: name, repetitions: peerRepetitions),
        calls: batch ? .batch : .sameAsKiwi,
        // Like for like, the aim is at most half of kiwi's time.
        targetRatio: batch ? nil : 0.5,
        measure: {
          let system = ChainSystem(count: count, fillsEqually: fillsEqually)
          let variables = system.variables
          var values = [Double](repeating: 0, count: variables.count)
          let elapsed = try seconds {
            let solver = try batch ? system.build() : system.buildWithKiwisCalls()
            readValues(of: variables, in: solver, into: &values)
          }
          // 40 pt per view instead of 52: the widths give way (weak), the spacing holds (strong).
          try check("last right edge", values.last ?? 0, equals: system.buildSuggestion - 8)
          if fillsEqually {
            try check("last width", values[values.count - 2], equals: 32)
          }
          return elapsed
        })
    }
    return [workload(batch: false), workload(batch: true)]
  }

  /// `chain-100-resize`: 2000 suggestions of the container edge; seconds per suggestion.
  static func chainResize(count: Int, steps: Int = 2000) -> BenchmarkWorkload {
    BenchmarkWorkload(
      name: "chain-\(count)-resize",
      summary: "\(count) views in a row, container edge resized 28 <-> 60 pt per view",
      unit: .perStep, repetitions: 5, peer: Peer(name: "chain-\(count)-resize", repetitions: 3),
      allocationsPerStep: { counter in
        let system = ChainSystem(count: count, fillsEqually: false)
        var solver = try system.build()
        let suggestions = system.resizeSuggestions(steps: steps)
        let variables = system.variables
        var values = [Double](repeating: 0, count: variables.count)
        for value in suggestions.prefix(200) {
          try solver.suggestValue(system.containerRight, value)
          readValues(of: variables, in: solver, into: &values)
        }
        let before = counter()
        for value in suggestions {
          try solver.suggestValue(system.containerRight, value)
          readValues(of: variables, in: solver, into: &values)
        }
        return Double(counter() - before) / Double(steps)
      },
      measure: {
        let system = ChainSystem(count: count, fillsEqually: false)
        var solver = try system.build()
        let suggestions = system.resizeSuggestions(steps: steps)
        let variables = system.variables
        var values = [Double](repeating: 0, count: variables.count)
        let elapsed = try seconds {
          for value in suggestions {
            try solver.suggestValue(system.containerRight, value)
            readValues(of: variables, in: solver, into: &values)
          }
        }
        let natural = ChainSystem.spacing + Double(count) * 52
        try check(
          "last right edge", (values.last ?? 0) + 8, equals: min(suggestions.last ?? 0, natural))
        return elapsed / Double(steps)
      })
  }
}
