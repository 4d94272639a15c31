import Foundation
import Testing

/// `kbdock simulate --export-trace`, `kbdock replay --trace` and `kbdock calibrate` run as a user
/// runs them: the round trip, the calibration table and JSON, and the one-line errors.
@Suite("kbdock simulate --export-trace and kbdock calibrate, end to end")
struct CalibrateCommandTests {
  /// The ideal rows `kbdock replay --trace` also replays, whose figures a round trip compares
  /// (a trace records an ideal row's run; the shipping-code rows record none).
  static let replayedRows = [
    "--strategy", "tracker", "--strategy", "notifications", "--strategy",
    "notifications-ease-in-out",
  ]

  /// Exports one run's trace into a new folder and returns the simulate run and the trace's path.
  static func export(_ arguments: [String]) throws -> (Kbdock.Run, String) {
    let path = try Kbdock.temporaryFolder().appendingPathComponent("run.json").path
    let run = try Kbdock.built().run(
      ["simulate", "--no-report", "--json", "--export-trace", path] + replayedRows + arguments)
    return (run, path)
  }

  static func object(_ run: Kbdock.Run) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
  }

  @Test(
    "simulate --export-trace, then replay --trace: every shared strategy's figures are the run's",
    arguments: [
      ["--scenario", "show-hide", "--device", "iphone-15", "--ios", "18"],
      ["--scenario", "interactive-dismissal-completed", "--device", "iphone-15", "--ios", "26.2"],
      [
        "--scenario", "predictive-bar-toggle", "--device", "ipad-air", "--ios", "17", "--fps",
        "120",
      ],
    ])
  func roundTrip(selection: [String]) throws {
    let (simulated, path) = try Self.export(selection)
    #expect(simulated.status == 0, "\(simulated)")
    let replayed = try Kbdock.built().run(["replay", "--trace", path, "--json"])
    #expect(replayed.status == 0, "\(replayed)")
    let runs = try #require(try Self.object(simulated)["results"] as? [[String: Any]])
    let replays = try #require(try Self.object(replayed)["results"] as? [[String: Any]])
    var compared = 0
    for replay in replays {
      guard let name = replay["strategy"] as? String,
        let run = runs.first(where: { $0["strategy"] as? String == name })
      else { continue }
      compared += 1
      #expect(replay["frames"] as? Int == run["frames"] as? Int, "\(name)")
      #expect(replay["maxGap"] as? Double == run["maxGap"] as? Double, "\(name): \(run)")
      #expect(replay["maxOverlap"] as? Double == run["maxOverlap"] as? Double, "\(name): \(run)")
      #expect(
        replay["framesInError"] as? Int == run["framesVerticalError"] as? Int, "\(name): \(run)")
    }
    #expect(compared == 3)
  }

  @Test("--export-trace with a selection of more than one run is a usage error naming it")
  func exportNeedsOneRun() throws {
    let (run, path) = try Self.export(["--scenario", "show-hide", "--device", "iphone-15"])
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError == "error: --export-trace \(path) writes one run, but the selection "
        + "makes 3 runs: 3 iOS versions (18, 26.0, 26.2)\n"
        + "hint: choose one of each, for example --scenario show-hide --device iphone-15 --ios 18\n"
    )
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("calibrate prints the model, the actions and a residual per fact; --fit proposes a spring")
  func calibrateTable() throws {
    let (_, path) = try Self.export([
      "--scenario", "show-hide", "--device", "iphone-15", "--ios", "18",
    ])
    let run = try Kbdock.built().run(["calibrate", path, "--fit"])
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError.isEmpty, "\(run)")
    let lines = run.outputLines
    #expect(lines.first == "trace    \(path)")
    #expect(
      lines.contains { $0.hasPrefix("model    simulated iOS 18 (trace: iOS 18) on iphone-15") })
    #expect(lines.contains("actions  1 show, 1 hide (inferred from the will-notifications)"))
    let spring = try #require(lines.first { $0.hasPrefix("spring: visible top edge, ") })
    #expect(spring.hasSuffix(" 0.00 pt"), "\(spring)")
    #expect(lines.contains { $0.hasPrefix("show at 0.100 s: keyboard height") })
    #expect(lines.contains { $0.hasPrefix("stiffness ") && $0.hasSuffix(" 0.00 %") })
    #expect(lines.contains { $0.hasPrefix("proposed, not applied") })
  }

  @Test("calibrate --json prints one object per trace with residuals and the fit")
  func calibrateJSON() throws {
    let (_, path) = try Self.export([
      "--scenario", "predictive-bar-toggle", "--device", "iphone-se", "--ios", "26.2",
    ])
    let example = "Examples/traces/iphone-show-drag-dismiss.json"
    let run = try Kbdock.built().run(["calibrate", "--json", "--fit", path, example])
    #expect(run.status == 0, "\(run)")
    let traces = try #require(try Self.object(run)["traces"] as? [[String: Any]])
    #expect(traces.map { $0["trace"] as? String } == [path, example])
    #expect(traces.map { $0["ios"] as? String } == ["26.2", "18"])
    let residuals = try #require(traces[0]["residuals"] as? [[String: Any]])
    #expect(residuals.count > 5)
    for residual in residuals {
      #expect(Set(residual.keys) == ["fact", "trace", "model", "residual", "unit", "isMagnitude"])
    }
    let fit = try #require(traces[0]["fit"] as? [String: Any])
    #expect(fit["applied"] as? Bool == false)
    let drags = try #require(traces[1]["drags"] as? [[String: Any]])
    #expect(drags.count == 1)
    #expect(drags.first?["outcome"] as? String == "hide")
    #expect((drags.first?["path"] as? [[Double]])?.count == 24)
    let proposals = try #require(traces[0]["proposals"] as? [[String: Any]])
    #expect(proposals.contains { $0["parameter"] as? String == "posted duration: show" })
    #expect(proposals.allSatisfy { $0["applied"] as? Bool == false })
  }

  @Test("docs/cli.md shows the example trace's calibration exactly as kbdock prints it")
  func readmeMatchesOutput() throws {
    let readme = try String(
      contentsOf: Kbdock.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    let example = "Examples/traces/iphone-show-drag-dismiss.json"
    let command = "$ swift run kbdock calibrate --fit \(example)\n"
    let start = try #require(readme.range(of: command))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let shown = String(readme[start.upperBound..<end.lowerBound])
    let run = try Kbdock.built().run(["calibrate", "--fit", example])
    #expect(run.status == 0, "\(run)")
    #expect(shown == run.standardOutput)
  }

  @Test("calibrate refuses a bad trace with one error line and a hint, and the right exit code")
  func calibrateErrors() throws {
    let missing = try Kbdock.built().run(["calibrate", "no/such/trace.json"])
    #expect(missing.status == 74, "\(missing)")
    #expect(missing.standardError.hasPrefix("error: cannot read the trace no/such/trace.json"))

    let malformed = try Kbdock.temporaryFile("bad.json", #"{"version": 1, "source": 7}"#)
    let bad = try Kbdock.built().run(["calibrate", malformed])
    #expect(bad.status == 65, "\(bad)")
    let badLines = bad.standardError.split(separator: "\n")
    #expect(badLines.count == 2, "\(bad)")
    #expect(badLines.first?.hasPrefix("error: \(malformed): $.source") == true, "\(bad)")
    #expect(badLines.first?.contains("7") == true, "\(bad)")

    let (_, path) = try Self.export([
      "--scenario", "show-hide", "--device", "iphone-15", "--ios", "18",
    ])
    let text = try String(contentsOfFile: path, encoding: .utf8)
      .replacingOccurrences(of: #""systemVersion":"18""#, with: #""systemVersion":"16.4""#)
    let old = try Kbdock.temporaryFile("old.json", text)
    let unknown = try Kbdock.built().run(["calibrate", old])
    #expect(unknown.status == 65, "\(unknown)")
    #expect(
      unknown.standardError.split(separator: "\n").first.map(String.init)
        == "error: \(old): the trace's iOS version '16.4' has no simulated iOS; the simulated "
        + "versions are 18, 26.0, 26.2")
    #expect(unknown.standardError.split(separator: "\n").count == 2)

    let none = try Kbdock.built().run(["calibrate"])
    #expect(none.status == 64, "\(none)")
  }
}
