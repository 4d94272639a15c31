#if os(Linux)
  import Foundation
  import KeyboardDockSimulator

  /// Another `kbdock` process running a slice of the shipping-code runs (`kbdock simulate
  /// --jobs`).
  ///
  /// The hosted UIKit is one app on one main thread (its system, clock and notification center
  /// are global), so shipping-code runs use more than one core as processes: the command starts
  /// itself again with the same selection and `--shipping-slice K/N`, and the worker runs every
  /// N-th run from the K-th and writes its results to a file (a binary property list: every
  /// number exactly as measured). The parent puts them in the plan's order, so the output is
  /// the one process's output; a worker that fails, or leaves out a run of its slice, fails the
  /// command with its error.
  final class ShippingWorker {
    /// The slice this worker runs (1 or more: the parent runs slice 0).
    let slice: Int
    private let count: Int
    private let process: Process
    private let folder: URL
    private var output: URL { folder.appendingPathComponent("results.plist") }
    private var errors: URL { folder.appendingPathComponent("stderr") }

    private init(slice: Int, count: Int, process: Process, folder: URL) {
      self.slice = slice
      self.count = count
      self.process = process
      self.folder = folder
    }

    /// Starts a worker for slice `slice` of `count` with the command's selection `selection`
    /// (its `--scenario`, `--device`, `--strategy`, `--fps`, `--ios` and `--variant` options).
    static func start(
      slice: Int, of count: Int, selection: [String]
    ) throws(CommandFailure) -> ShippingWorker {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kbdock-worker-\(ProcessInfo.processInfo.processIdentifier)-\(slice)-\(UUID().uuidString)")
      let process = Process()
      let worker = ShippingWorker(slice: slice, count: count, process: process, folder: folder)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: worker.errors.path, contents: nil) else {
          throw CocoaError(.fileWriteUnknown)
        }
        process.executableURL = URL(
          fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(
            atPath: "/proc/self/exe"))
        process.arguments =
          ["simulate"] + selection + [
            "--no-report", "--shipping-slice", "\(slice)/\(count)", "--shipping-output",
            worker.output.path,
          ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: worker.errors)
        try process.run()
      } catch {
        worker.discard()
        throw CommandFailure(
          .io, "cannot start a shipping-code worker process in \(folder.path): \(error)",
          hint: "pass --jobs 1 to run every shipping-code row in this process")
      }
      return worker
    }

    /// Waits for the worker and returns its results, checking that it ran exactly `indices`.
    func finish(expecting indices: StrideTo<Int>) throws(CommandFailure) -> [SimulateCommand
      .IndexedRunResult]
    {
      process.waitUntilExit()
      let name = "shipping-code worker \(slice + 1) of \(count)"
      guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        let how =
          process.terminationReason == .exit
          ? "exited with \(process.terminationStatus)"
          : "was killed by signal \(process.terminationStatus)"
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let reason =
          text.split(separator: "\n").first { $0.hasPrefix("error: ") }
          .map { String($0.dropFirst("error: ".count)) } ?? text
        throw CommandFailure(
          .internalError, "\(name) \(how): \(reason.isEmpty ? "no error message" : reason)",
          hint: "pass --jobs 1 to run every shipping-code row in this process")
      }
      let results: [SimulateCommand.IndexedRunResult]
      do {
        results = try PropertyListDecoder().decode(
          [SimulateCommand.IndexedRunResult].self, from: Data(contentsOf: output))
      } catch {
        throw CommandFailure(.internalError, "\(name) wrote no readable results: \(error)")
      }
      let expected = Array(indices)
      guard results.map(\.index) == expected else {
        throw CommandFailure(
          .internalError,
          "\(name) returned \(results.count) results for its \(expected.count) runs")
      }
      return results
    }

    /// Stops the worker if it still runs, and deletes its files.
    func discard() {
      if process.isRunning {
        process.terminate()
        process.waitUntilExit()
      }
      try? FileManager.default.removeItem(at: folder)
    }

    /// Runs as a worker: slice `text` ("K/N") of `plan`, its results written to `path`.
    static func runSlice(
      _ text: String, of plan: SimulateCommand.ShippingPlan, output path: String
    ) throws(CommandFailure) {
      let parts = text.split(separator: "/").compactMap { Int($0) }
      guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else {
        throw CommandFailure(
          .usage, "--shipping-slice '\(text)' is not K/N with 0 ≤ K < N",
          hint: "kbdock passes it to the processes it starts itself")
      }
      let results = try plan.run(plan.indices(slice: parts[0], of: parts[1]))
      let encoder = PropertyListEncoder()
      encoder.outputFormat = .binary
      let data: Data
      do {
        data = try encoder.encode(results)
      } catch {
        throw CommandFailure(.internalError, "cannot encode the worker's results: \(error)")
      }
      try FileAccess.write(
        data, to: path, what: "worker results", hint: "kbdock passes a writable temporary file")
    }
  }
#endif

extension SimulateCommand {
  /// The number of processes for the shipping-code rows: `--jobs`, or one per CPU core.
  func jobCount() throws(CommandFailure) -> Int {
    guard let jobs else { return ProcessInfo.processInfo.activeProcessorCount }
    guard let count = Int(jobs), (1...64).contains(count) else {
      throw CommandFailure(
        .usage, "--jobs '\(jobs)' is not a whole number from 1 to 64",
        hint: "pass --jobs 1 to run everything in one process, or leave it out for one per core")
    }
    return count
  }

  /// The selection's options for a worker process: the scenarios, devices, shipping rows,
  /// frame rates, iOS versions and variants this command was given.
  func selection(_ shippingNames: [String]) -> [String] {
    let options: [(String, [String])] = [
      ("--scenario", scenarios), ("--device", devices), ("--strategy", shippingNames),
      ("--fps", frameRates), ("--ios", iosVersions), ("--variant", variants),
    ]
    return options.flatMap { name, values in values.flatMap { [name, $0] } }
  }

  /// Runs this command as a shipping-code worker when `--shipping-slice` says so.
  ///
  /// - Returns: Whether it ran as a worker (and the command is done).
  func runAsWorker(_ shippingNames: [String], suite: SimulationSuite) throws -> Bool {
    guard shippingSlice != nil || shippingOutput != nil else { return false }
    guard let shippingSlice, let shippingOutput, suite.strategies.isEmpty else {
      throw CommandFailure(
        .usage, "--shipping-slice and --shipping-output go together, with shipping-code rows only",
        hint: "kbdock passes them to the processes it starts itself; use --jobs instead")
    }
    #if os(Linux)
      try ShippingWorker.runSlice(
        shippingSlice, of: ShippingPlan(shippingNames, suite: suite), output: shippingOutput)
    #endif
    return true
  }
}
