import Foundation
import KeyboardDockSimulator

#if os(Linux)
  import KeyboardDockSimulatorApps
#endif

/// The shipping-code rows of `kbdock simulate`: apps built from the KeyboardDockUIKit adapters
/// on the hosted UIKit (Linux only), run when `--strategy` names them and when it is not given.
extension SimulateCommand {
  /// The shipping-code rows' names (none where the hosted UIKit does not exist).
  static var shippingStrategyNames: [String] {
    #if os(Linux)
      ShippingStrategy.all.map(\.name)
    #else
      []
    #endif
  }

  /// Whether `name` is a shipping-code row.
  static func isShippingStrategy(_ name: String) -> Bool {
    shippingStrategyNames.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
  }

  /// What the shipping-code rows measured.
  struct ShippingOutcome {
    /// One result per run the hosted system could perform.
    var results: [RunResult] = []
    /// The display frames measured.
    var frames = 0
    /// One line per scenario the hosted system cannot run, saying why.
    var notes: [String] = []
    /// Per scenario, the rows' runs side by side, for the report's plot.
    var traces: [RunTrace] = []
  }

  #if os(Linux)
    /// The shipping-code runs of a selection, in the order their results are reported, and a
    /// note per reason some scenarios cannot run.
    struct ShippingPlan {
      /// The suite's runs (each model variant's too) the hosted system can perform under some row.
      private var runs: [ScenarioRun] = []
      /// The shipping rows.
      let strategies: [ShippingStrategy]
      /// Every run the hosted system can perform, as indices in ``runs`` and ``strategies``.
      ///
      /// Each baseline run of the suite under each shipping row, in that order: indices rather
      /// than a ``ShippingRun`` each, whose scenario copies took 7 MB for every version's suite.
      private var pairs: [(run: Int, strategy: Int)] = []
      /// One line per scenario the hosted system cannot run, saying why.
      var notes: [String] = []

      /// The number of runs.
      var count: Int { pairs.count }

      /// The indices of the baseline runs the report records (``SimulateCommand/recordedRuns(_:)``),
      /// by ``SimulateCommand/recordKey(_:)``.
      func recordedRunIndices(suite: SimulationSuite) -> [String: Int] {
        var wanted = Set<String>()
        for (scenario, device, fps, profile) in SimulateCommand.recordedRuns(suite) {
          for strategy in strategies {
            wanted.insert(
              SimulateCommand.recordKey(
                ShippingRun(
                  scenario: scenario, device: device, fps: fps, profile: profile,
                  strategy: strategy)))
          }
        }
        var indices: [String: Int] = [:]
        for index in 0..<count {
          let run = job(index)
          guard run.variant.name == ModelVariant.baseline.name else { continue }
          let key = SimulateCommand.recordKey(run)
          if wanted.contains(key) { indices[key] = index }
        }
        return indices
      }

      /// The run at `index` (below ``count``).
      func job(_ index: Int) -> ShippingRun {
        let (run, strategy) = (runs[pairs[index].run], strategies[pairs[index].strategy])
        var shipping = ShippingRun(
          scenario: run.scenario, device: run.device, fps: run.fps, profile: run.profile,
          strategy: strategy)
        shipping.variant = run.variant
        return shipping
      }

      /// The plan for the shipping rows `names` over the runs of `suite` (its
      /// scenarios, devices, frame rates and iOS versions).
      ///
      /// A scenario the hosted system cannot perform is named in ``notes``, never skipped
      /// silently.
      init(_ names: [String], suite: SimulationSuite) {
        strategies = names.compactMap(ShippingStrategy.named)
        // By reason, then by row: the scenarios the row does not run for that reason.
        var unsupported: [String: [(row: String, scenarios: [String])]] = [:]
        var reasons: [String] = []
        // Every run of the suite, each model variant's too (`--variant`); a scenario the hosted
        // system cannot perform is noted once, from its baseline run.
        for run in suite.runs {
          var kept = false
          // What the hosted system cannot perform is the same for every row: worked out once.
          let hosted = strategies.first.flatMap { strategy in
            ShippingRun(
              scenario: run.scenario, device: run.device, fps: run.fps, profile: run.profile,
              strategy: strategy
            ).hostedUnsupportedReason
          }
          for (index, strategy) in strategies.enumerated() {
            let shipping = ShippingRun(
              scenario: run.scenario, device: run.device, fps: run.fps, profile: run.profile,
              strategy: strategy)
            if let reason = hosted ?? shipping.appUnsupportedReason {
              guard run.variant.name == ModelVariant.baseline.name else { continue }
              if unsupported[reason] == nil { reasons.append(reason) }
              var rows = unsupported[reason] ?? []
              if let index = rows.firstIndex(where: { $0.row == strategy.name }) {
                if !rows[index].scenarios.contains(run.scenario.name) {
                  rows[index].scenarios.append(run.scenario.name)
                }
              } else {
                rows.append((strategy.name, [run.scenario.name]))
              }
              unsupported[reason] = rows
              continue
            }
            if !kept { runs.append(run) }
            kept = true
            pairs.append((runs.count - 1, index))
          }
        }
        // One note per reason and list of scenarios: the rows that leave out the same ones.
        for reason in reasons {
          var groups: [(rows: [String], scenarios: [String])] = []
          for entry in unsupported[reason] ?? [] {
            if let index = groups.firstIndex(where: { $0.scenarios == entry.scenarios }) {
              groups[index].rows.append(entry.row)
            } else {
              groups.append(([entry.row], entry.scenarios))
            }
          }
          for group in groups {
            notes.append(
              "\(group.rows.joined(separator: ", ")): \(reason), so \(group.scenarios.count) "
                + "scenario(s) not run: " + group.scenarios.joined(separator: ", "))
          }
        }
      }

      /// Where ``run(_:progress:afterChunk:)`` takes its jobs from.
      enum Jobs {
        /// Chunks claimed from the queue the processes share, until none is left; the runs
        /// listed in `skipping` (the report's recorded runs) are not run.
        case queue(ShippingJobQueue, skipping: Set<Int>)
        /// Exactly these runs, in this order.
        case indices([Int])
      }

      /// Runs `jobs` in this process.
      ///
      /// - Parameter progress: Called after each job with the runs taken so far by every
      ///   process, the total and the job's label.
      /// - Parameter afterChunk: Called with the results not yet handed on each time a chunk of
      ///   runs is taken from the queue; it may take them (a worker writes them out as it goes).
      /// - Returns: Each job's index and result not taken by `afterChunk`, in the order they ran.
      func run(
        _ jobs: Jobs, progress: ((Int, Int, String) -> Void)? = nil,
        afterChunk: ((inout [IndexedRunResult]) throws(CommandFailure) -> Void)? = nil
      ) throws(CommandFailure) -> [IndexedRunResult] {
        var results: [IndexedRunResult] = []
        switch jobs {
        case .indices(let indices):
          for index in indices { results.append(try run(index, progress: progress)) }
        case .queue(let queue, let skipped):
          while let chunk = try queue.claim() {
            try afterChunk?(&results)
            for index in chunk where !skipped.contains(index) {
              results.append(try run(index, progress: progress))
            }
          }
        }
        return results
      }

      /// Runs job `index` and reports it to `progress`.
      private func run(
        _ index: Int, progress: ((Int, Int, String) -> Void)?
      ) throws(CommandFailure) -> IndexedRunResult {
        let shipping = job(index)
        defer {
          progress?(
            index + 1, count,
            "\(shipping.scenario.name) on \(shipping.device.id), iOS "
              + "\(shipping.profile.version), \(shipping.fps) Hz, \(shipping.strategy.name)")
        }
        do {
          return IndexedRunResult(
            index: index, result: try MainQueueWork.run { try shipping.run() })
        } catch let error as ShippingRunError {
          throw SimulateCommand.failure(error)
        } catch let error as SimulationError {
          throw SimulateCommand.failure(error)
        } catch {
          throw CommandFailure(.internalError, "\(error)")
        }
      }
    }
  #endif

  /// One shipping-code run's result and its place in the plan's order.
  struct IndexedRunResult: Codable, Sendable {
    /// The run's index in the plan (``ShippingPlan/job(_:)``).
    var index: Int
    /// What the run measured.
    var result: RunResult
  }

  /// Runs the shipping-code rows `names` over the runs of `suite` (its scenarios,
  /// devices, frame rates and iOS versions), in `jobs` processes at once, and reports the
  /// results in the order one process would.
  ///
  /// `selection` is the command's selection as options, which each worker process gets;
  /// `whileRunning` runs in this process while they work (the ideal rows); `progress` is told
  /// of each run this process makes. With `recordsTraces`, this process first records each
  /// scenario's plotted run under every row (``recordTraces(_:suite:)``) while the others work.
  static func runShipping(
    _ names: [String], suite: SimulationSuite, jobs: Int, selection: [String],
    recordsTraces: Bool = false, progress: Progress? = nil,
    whileRunning: () throws -> Void
  ) throws -> ShippingOutcome {
    var outcome = ShippingOutcome()
    #if os(Linux)
      let plan = ShippingPlan(names, suite: suite)
      outcome.notes = plan.notes
      let count = max(1, min(jobs, plan.count))
      var queue: ShippingJobQueue?
      var workers: [ShippingWorker] = []
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kbdock-jobs-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
      defer {
        for worker in workers { worker.discard() }
        if count > 1 { try? FileManager.default.removeItem(at: folder) }
      }
      // The report's recorded runs are runs of the suite: their results come from recording
      // them, so no process runs them again.
      let recorded = recordsTraces ? plan.recordedRunIndices(suite: suite) : [:]
      let skipped = Set(recorded.values)
      if count > 1 {
        do {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
          throw CommandFailure(
            .io, "cannot create \(folder.path) for the shipping-code processes: \(error)",
            hint: "pass --jobs 1 to run every shipping-code row in this process")
        }
        let shared = try ShippingJobQueue.create(
          at: folder.appendingPathComponent("queue").path, count: plan.count,
          skipping: skipped.sorted())
        queue = shared
        for number in 1..<count {
          workers.append(
            try ShippingWorker.start(
              number: number, of: count, queue: shared.path, selection: selection))
        }
      }
      try whileRunning()
      // A plotted run is one of the suite's: a scenario that cannot run fails the suite below
      // with the suite's error (bad input); a recording that fails where the suite does not is
      // kbdock's fault, reported after it.
      var recordingFailure: (any Error)?
      var recordedResults: [String: RunResult] = [:]
      if recordsTraces, plan.count > 0 {
        do {
          outcome.traces = try recordTraces(
            plan.strategies, suite: suite, results: &recordedResults)
        } catch {
          recordingFailure = error
        }
      }
      var ordered = [RunResult?](repeating: nil, count: plan.count)
      // Between its own chunks this process reads what the workers wrote so far, so little is
      // left to read once the last run ends.
      var batches = [
        try plan.run(
          queue.map { .queue($0, skipping: skipped) }
            ?? .indices((0..<plan.count).filter { !skipped.contains($0) }),
          progress: progress?.show,
          afterChunk: { _ throws(CommandFailure) in
            for worker in workers { try worker.collect() }
          })
      ]
      // A skipped run the recording did not give (it failed) runs here, unrecorded.
      var unrecorded = Set<Int>()
      for (key, index) in recorded {
        if let result = recordedResults[key] {
          batches.append([IndexedRunResult(index: index, result: result)])
        } else {
          unrecorded.insert(index)
        }
      }
      if !unrecorded.isEmpty {
        batches.append(
          try plan.run(.indices(unrecorded.sorted())))
      }
      for worker in workers { batches.append(try worker.finish(jobCount: plan.count)) }
      for item in batches.joined() {
        guard ordered[item.index] == nil else {
          throw CommandFailure(
            .internalError, "shipping-code run \(item.index + 1) was run by two processes")
        }
        ordered[item.index] = item.result
      }
      for (index, result) in ordered.enumerated() {
        guard let result else {
          throw CommandFailure(
            .internalError,
            "shipping-code run \(index + 1) of \(ordered.count) has no result after every process"
              + " finished")
        }
        outcome.results.append(result)
        outcome.frames += result.frames
      }
      if let recordingFailure { throw recordingFailure }
    #else
      try whileRunning()
    #endif
    return outcome
  }
}

#if os(Linux)
  extension SimulateCommand {
    /// Each scenario's showcase run under every shipping row in `strategies`, side by side, for
    /// the report's plot and filmstrip: the ideal suite's showcase device (``SimulationSuite/
    /// showcaseDevices``) at the first frame rate on the newest iOS version, of the fact table's
    /// model.
    ///
    /// The runs are deterministic, so a recorded run reproduces the frames its figures came
    /// from. They run in this process, one after another (the hosted UIKit is one app), while
    /// the other processes take the suite's runs from the queue: chosen before the results
    /// exist, the plotted runs cost the suite's wall-clock time half their CPU time on 2 cores,
    /// where plotting each scenario's worst run would cost all of it after the suite.
    ///
    /// - Parameter results: Each recorded run's result, by ``recordKey(_:)``.
    static func recordTraces(
      _ strategies: [ShippingStrategy], suite: SimulationSuite,
      results: inout [String: RunResult]
    ) throws -> [RunTrace] {
      guard let first = strategies.first else { return [] }
      var traces: [RunTrace] = []
      for (scenario, device, fps, profile) in recordedRuns(suite) {
        let run = ShippingRun(
          scenario: scenario, device: device, fps: fps, profile: profile, strategy: first)
        do {
          let (runTraces, runResults) = try MainQueueWork.run {
            var byRow: [String: RunResult] = [:]
            let traces = try run.recordedSideBySide(strategies, results: &byRow)
            return (traces, byRow)
          }
          traces += runTraces
          for (row, result) in runResults { results[recordKey(run, row: row)] = result }
        } catch {
          throw CommandFailure(.internalError, "recording the report's plot: \(error)")
        }
      }
      return traces
    }

    /// The runs the report records: each scenario's showcase device, at the suite's first frame
    /// rate, on its newest iOS version.
    static func recordedRuns(
      _ suite: SimulationSuite
    ) -> [(Scenario, Device, Int, IOSProfile)] {
      guard let profile = suite.profiles.last, let fps = suite.frameRates.first else { return [] }
      return suite.scenarios.compactMap { scenario in
        let applicable = suite.devices.filter(scenario.applies)
        let showcase =
          SimulationSuite.showcaseDevices.lazy.compactMap { id in
            applicable.first { $0.id == id }
          }.first ?? applicable.first
        return showcase.map { (scenario, $0, fps, profile) }
      }
    }

    /// What identifies a baseline shipping run: its scenario, device, frame rate, iOS version
    /// and row (`row`, or the run's own).
    static func recordKey(_ run: ShippingRun, row: String? = nil) -> String {
      [
        run.scenario.name, run.device.id, "\(run.fps)", run.profile.version,
        row ?? run.strategy.name,
      ].joined(separator: "\u{1}")
    }
  }
#endif

extension SimulateCommand {
  /// The shipping-code rows for `--help`.
  static var shippingRowsHelp: String {
    shippingStrategyNames.isEmpty ? "Linux only" : shippingStrategyNames.joined(separator: ", ")
  }
}
