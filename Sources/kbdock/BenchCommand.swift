import ArgumentParser
import Foundation
import KbdockAllocationCounter
import KeyboardDockBenchmarks

/// `kbdock bench`: times the solver's workloads against kiwisolver in one run.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Time the solver and the layout engine against kiwisolver (medians).",
    discussion: """
      Build with -c release: `swift run -c release kbdock bench`. It finds a python3 that can \
      import kiwisolver, installing it with `python3 -m pip install kiwisolver` when missing; \
      without Python or kiwisolver only our figures print. The table's ours/kiwi column is the \
      ratio of the medians.
      """
  )

  @Flag(
    help: ArgumentHelp(
      "Print one JSON object, {\"workloads\": [{\"name\", \"ours\", \"peer\", \"ratio\", "
        + "\"calls\", …}]}, times in seconds, instead of the table."))
  var json = false

  @Option(
    name: .customLong("workload"),
    help: ArgumentHelp(
      "Run only this workload (repeat): "
        + BenchmarkWorkload.all.map(\.name).joined(separator: ", ") + ". Default: all."))
  var workloads: [String] = []

  @Flag(help: "Skip kiwisolver; print our figures only.")
  var noPeer = false

  func run() throws {
    let selected: [BenchmarkWorkload]
    do {
      selected = try BenchmarkRunner.select(workloads)
    } catch {
      throw CommandFailure(
        .usage, "\(error)", hint: "`kbdock bench --help` describes the options")
    }
    let log: (String) -> Void = { line in
      var standardError = StandardError()
      print(line, to: &standardError)
    }
    let peer: Result<KiwiPeer, KiwiPeer.Unavailable>
    if noPeer {
      peer = .failure(KiwiPeer.Unavailable(description: "skipped by --no-peer"))
    } else {
      peer = Result { () throws(KiwiPeer.Unavailable) in try KiwiPeer.prepare(log: log) }
    }
    let counter: (@Sendable () -> UInt64)? =
      kbdock_allocation_counting_available() != 0 ? { @Sendable in kbdock_allocation_count() } : nil
    let runner = BenchmarkRunner(workloads: selected, allocationCounter: counter)
    let report: BenchmarkReport
    do {
      report = try runner.run(peer: peer, progress: log)
    } catch {
      throw CommandFailure(.internalError, "a workload failed: \(error)")
    }
    print(json ? report.json : report.table)
  }
}

/// Standard error as a `TextOutputStream`, for progress lines that keep stdout clean.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
