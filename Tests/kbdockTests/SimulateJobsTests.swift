import Foundation
import Testing

/// `kbdock simulate --jobs`: shipping-code rows in several processes give what one process
/// gives, in the same order; a bad count or a worker's own options alone are usage errors.
@Suite("kbdock simulate --jobs")
struct SimulateJobsTests {
  /// `--json` output without its timings (`seconds`, `framesPerSecond`).
  static func untimed(_ text: String) -> String {
    text.replacingOccurrences(
      of: #""(seconds|framesPerSecond)":[0-9.e+-]+,?"#, with: "", options: .regularExpression)
  }

  #if os(Linux)
    @Test("three processes give one process's results, byte for byte but the timings")
    func workersMatchOneProcess() throws {
      let selection = [
        "simulate", "--json", "--no-report", "--device", "iphone-15", "--ios", "18",
        "--scenario", "show-hide", "--scenario", "rotation-with-keyboard-up", "--scenario",
        "interactive-dismissal-completed", "--strategy", "dock", "--strategy", "animator",
        "--strategy", "tracker",
      ]
      let one = try Kbdock.built().run(selection + ["--jobs", "1"])
      let three = try Kbdock.built().run(selection + ["--jobs", "3"])
      #expect(one.exited && one.status == 0, "\(one)")
      #expect(three.exited && three.status == 0, "\(three)")
      let rows = try JSONSerialization.jsonObject(with: Data(one.standardOutput.utf8))
      let results = (rows as? [String: Any])?["results"] as? [[String: Any]] ?? []
      // 3 scenarios × 3 rows, the ideal tracker first.
      try #require(results.count == 9, "\(one)")
      #expect(
        results.map { $0["strategy"] as? String } == ["tracker"] * 3 + ["dock", "animator"] * 3)
      #expect(Self.untimed(three.standardOutput) == Self.untimed(one.standardOutput))
      #expect(Self.untimed(one.standardOutput) != one.standardOutput)
    }
  #endif

  #if os(Linux)
    @Test("with the report, its recorded runs stand in for the suite's: the same results")
    func recordedRunsGiveTheSuiteResults() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kbdock-jobs-report-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let selection = [
        "simulate", "--json", "--device", "iphone-15", "--device", "ipad-air", "--ios", "18",
        "--scenario", "show-hide", "--scenario", "interactive-dismissal-completed",
        "--strategy", "dock", "--strategy", "input-bar-host",
      ]
      let plain = try Kbdock.built().run(selection + ["--no-report", "--jobs", "1"])
      let one = try Kbdock.built().run(
        selection + ["--report", folder.appendingPathComponent("one").path, "--jobs", "1"])
      let two = try Kbdock.built().run(
        selection + ["--report", folder.appendingPathComponent("two").path, "--jobs", "2"])
      for run in [plain, one, two] { #expect(run.exited && run.status == 0, "\(run)") }
      let rows = try JSONSerialization.jsonObject(with: Data(plain.standardOutput.utf8))
      let results = (rows as? [String: Any])?["results"] as? [[String: Any]] ?? []
      // 2 scenarios × 2 devices × 2 rows; the report records 2 × 2 of them (one device each).
      try #require(results.count == 8, "\(plain)")
      #expect(Self.untimed(one.standardOutput) == Self.untimed(plain.standardOutput))
      #expect(Self.untimed(two.standardOutput) == Self.untimed(plain.standardOutput))
      // The two pages are the same but the run's time: the plot's notification ticks follow
      // the order the system posts them, not the order Foundation calls their observers in
      // (no fixed order on Linux; input-bar-host takes the first responder back from its
      // keyboardDidHide observer, so show-hide posts WillShow inside DidHide's delivery).
      var pages: [String] = []
      for name in ["one", "two"] {
        let page = folder.appendingPathComponent(name).appendingPathComponent("index.html")
        pages.append(try String(contentsOf: page, encoding: .utf8))
      }
      let untimedPages = pages.map {
        $0.replacingOccurrences(
          of: #"rows \(([^)]*)\), [0-9.]+ s\."#, with: "rows ($1).", options: .regularExpression)
      }
      #expect(untimedPages[0] != pages[0])
      #expect(untimedPages[0].contains("DidHide at 1.406 s</title>"))
      #expect(untimedPages[0] == untimedPages[1])
    }
  #endif

  @Test("--jobs outside 1…64: exit 64, one line naming the value", arguments: ["0", "65", "two"])
  func badJobs(value: String) throws {
    let run = try Kbdock.built().run(
      ["simulate", "--scenario", "show-hide", "--no-report", "--jobs", value])
    #expect(run.exited && run.status == 64, "\(run)")
    #expect(run.standardOutput.isEmpty, "\(run)")
    #expect(
      run.standardError.hasPrefix("error: --jobs '\(value)' is not a whole number from 1 to 64"),
      "\(run)")
  }

  @Test("a worker's options alone: exit 64; a queue file that cannot be opened: exit 74")
  func workerOptions() throws {
    let alone = try Kbdock.built().run(
      ["simulate", "--scenario", "show-hide", "--no-report", "--shipping-queue", "queue"])
    #expect(alone.exited && alone.status == 64, "\(alone)")
    #expect(alone.standardError.hasPrefix("error: --shipping-queue and --shipping-output"))
    #if os(Linux)
      let missing = "/nonexistent-kbdock-queue"
      let bad = try Kbdock.built().run(
        [
          "simulate", "--scenario", "show-hide", "--no-report", "--strategy", "dock",
          "--shipping-queue", missing, "--shipping-output", "/dev/null",
        ])
      #expect(bad.exited && bad.status == 74, "\(bad)")
      #expect(
        bad.standardError.hasPrefix("error: the shipping-code run queue \(missing): cannot open"),
        "\(bad)")
    #endif
  }
}

extension Array {
  fileprivate static func * (array: Self, count: Int) -> Self {
    (0..<count).flatMap { _ in array }
  }
}
