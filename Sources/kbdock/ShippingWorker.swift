#if os(Linux)
  import Foundation
  import KeyboardDockSimulator

  /// Another `kbdock` process running a slice of the shipping-code runs (`kbdock simulate
  /// --jobs`).
  ///
  /// The hosted UIKit is one app on one main thread (its system, clock and notification center
  /// are global), so shipping-code runs use more than one core as processes: the command starts
  /// itself again with the same selection and `--shipping-queue FILE`, and the worker takes runs
  /// from the queue (``ShippingJobQueue``) as the parent does, and writes its results to a file
  /// (a binary property list: every number exactly as measured). The parent puts them in the
  /// plan's order, so the output is the one process's output; a worker that fails fails the
  /// command with its error, and a run without exactly one result fails it too.
  final class ShippingWorker {
    /// The worker's number (1 or more: the parent is 0).
    let number: Int
    private let count: Int
    private let process: Process
    private let folder: URL
    private var output: URL { folder.appendingPathComponent("results.plist") }
    private var errors: URL { folder.appendingPathComponent("stderr") }

    /// The results read so far (``collect()``).
    private var collected: [SimulateCommand.IndexedRunResult] = []
    /// The results file's bytes read but not decoded yet (a record the worker is writing).
    private var unread = Data()
    /// The results file, open for reading once it exists.
    private var reader: FileHandle?

    /// The worker's name in errors.
    private var name: String { "shipping-code worker \(number + 1) of \(count)" }

    private init(number: Int, count: Int, process: Process, folder: URL) {
      self.number = number
      self.count = count
      self.process = process
      self.folder = folder
    }

    /// Starts worker `number` of `count` taking runs from the queue at `queue`, with the
    /// command's selection `selection` (its `--scenario`, `--device`, `--strategy`, `--fps`,
    /// `--ios` and `--variant` options).
    static func start(
      number: Int, of count: Int, queue: String, selection: [String]
    ) throws(CommandFailure) -> ShippingWorker {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kbdock-worker-\(ProcessInfo.processInfo.processIdentifier)-\(number)-\(UUID().uuidString)")
      let process = Process()
      let worker = ShippingWorker(number: number, count: count, process: process, folder: folder)
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
            "--no-report", "--shipping-queue", queue, "--shipping-output", worker.output.path,
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

    /// Waits for the worker and returns its results, checking each is one of the `jobCount`
    /// runs.
    func finish(jobCount: Int) throws(CommandFailure) -> [SimulateCommand.IndexedRunResult] {
      process.waitUntilExit()
      guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        let how =
          process.terminationReason == .exit
          ? "exited with \(process.terminationStatus)"
          : "was killed by signal \(process.terminationStatus)"
        let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n")
        let reason =
          lines.first { $0.hasPrefix("error: ") }.map { String($0.dropFirst("error: ".count)) }
          ?? text
        // A scenario that cannot run fails every process alike: the user's error, as is.
        if process.terminationReason == .exit,
          process.terminationStatus == CommandFailure.Kind.badInput.rawValue
        {
          throw CommandFailure(
            .badInput, reason,
            hint: lines.first { $0.hasPrefix("hint: ") }.map { String($0.dropFirst(6)) })
        }
        throw CommandFailure(
          .internalError, "\(name) \(how): \(reason.isEmpty ? "no error message" : reason)",
          hint: "pass --jobs 1 to run every shipping-code row in this process")
      }
      try collect()
      guard unread.isEmpty else {
        throw CommandFailure(
          .internalError,
          "\(name) wrote no readable results: \(unread.count) bytes after its last whole record")
      }
      let results = collected
      guard results.allSatisfy({ (0..<jobCount).contains($0.index) }) else {
        throw CommandFailure(.internalError, "\(name) returned a run outside the \(jobCount) runs")
      }
      return results
    }

    /// Reads the results the worker has written so far.
    ///
    /// The file holds property lists of up to ``batch`` results each, every one after its length
    /// (8 bytes); a record still being written stays for the next call. Decoding one list at a
    /// time keeps the decoder's object tree small.
    func collect() throws(CommandFailure) {
      do {
        if reader == nil {
          guard FileManager.default.fileExists(atPath: output.path) else { return }
          reader = try FileHandle(forReadingFrom: output)
        }
        if let more = try reader?.readToEnd() { unread.append(more) }
        var offset = unread.startIndex
        while unread.endIndex - offset >= 8 {
          var length: Int64 = 0
          withUnsafeMutableBytes(of: &length) { $0.copyBytes(from: unread[offset..<offset + 8]) }
          let start = offset + 8
          let size = Int(Int64(littleEndian: length))
          guard size >= 0 else { throw CocoaError(.fileReadCorruptFile) }
          guard unread.endIndex - start >= size else { break }
          collected += try PropertyListDecoder().decode(
            [SimulateCommand.IndexedRunResult].self, from: unread[start..<start + size])
          offset = start + size
        }
        unread = Data(unread[offset...])
      } catch {
        throw CommandFailure(.internalError, "\(name) wrote no readable results: \(error)")
      }
    }

    /// How many results each property list of the results file holds.
    static let batch = 200

    /// Stops the worker if it still runs, and deletes its files.
    func discard() {
      if process.isRunning {
        process.terminate()
        process.waitUntilExit()
      }
      try? FileManager.default.removeItem(at: folder)
    }

    /// Runs as a worker: runs of `plan` taken from the queue at `queue`, their results written
    /// to `path`.
    static func run(
      _ plan: SimulateCommand.ShippingPlan, queue: String, output path: String
    ) throws(CommandFailure) {
      guard FileManager.default.createFile(atPath: path, contents: nil),
        let file = FileHandle(forWritingAtPath: path)
      else {
        throw CommandFailure(
          .io, "cannot write the worker results to \(path)",
          hint: "kbdock passes a writable temporary file")
      }
      defer { try? file.close() }
      let encoder = PropertyListEncoder()
      encoder.outputFormat = .binary
      // Whole lists of `batch` results go out as the runs end, the rest after the last, so the
      // parent reads most of them while it runs its own.
      func write(_ results: ArraySlice<SimulateCommand.IndexedRunResult>) throws(CommandFailure) {
        do {
          let list = try encoder.encode(Array(results))
          var record = withUnsafeBytes(of: Int64(list.count).littleEndian) { Data($0) }
          record.append(list)
          try file.write(contentsOf: record)
        } catch {
          throw CommandFailure(
            .internalError, "cannot write the worker's results to \(path): \(error)")
        }
      }
      let shared = ShippingJobQueue(path: queue, count: plan.count)
      let rest = try plan.run(
        .queue(shared, skipping: try shared.skippedRuns()),
        afterChunk: { (results: inout [SimulateCommand.IndexedRunResult]) throws(CommandFailure) in
          guard results.count >= Self.batch else { return }
          try write(results[..<Self.batch])
          results.removeFirst(Self.batch)
        })
      for start in stride(from: 0, to: rest.count, by: Self.batch) {
        try write(rest[start..<min(rest.count, start + Self.batch)])
      }
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

  /// Runs this command as a shipping-code worker when `--shipping-queue` says so.
  ///
  /// - Returns: Whether it ran as a worker (and the command is done).
  func runAsWorker(_ shippingNames: [String], suite: SimulationSuite) throws -> Bool {
    guard shippingQueue != nil || shippingOutput != nil else { return false }
    guard let shippingQueue, let shippingOutput, suite.strategies.isEmpty else {
      throw CommandFailure(
        .usage, "--shipping-queue and --shipping-output go together, with shipping-code rows only",
        hint: "kbdock passes them to the processes it starts itself; use --jobs instead")
    }
    #if os(Linux)
      try ShippingWorker.run(
        ShippingPlan(shippingNames, suite: suite), queue: shippingQueue, output: shippingOutput)
    #endif
    return true
  }
}
