import Foundation
import Testing

/// `kbdock replay --trace` run as a user runs it: the example trace's table and JSON, and the
/// one-line errors for bad traces and bad option combinations.
@Suite("kbdock replay --trace, end to end")
struct TraceReplayCommandTests {
  static let example = "Examples/traces/iphone-show-drag-dismiss.json"

  @Test("prints the header and a row per strategy for the example trace")
  func printsTable() throws {
    let run = try Kbdock.built().run(["replay", "--trace", Self.example])
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError.isEmpty, "\(run)")
    let lines = run.outputLines
    #expect(lines.first == "trace    \(Self.example)")
    #expect(lines.contains { $0.hasPrefix("source   simulated: made by hand") })
    #expect(lines.contains { $0.hasPrefix("inputs   8 notifications, 26 KVO frames") })
    let header = try #require(lines.firstIndex { $0.hasPrefix("strategy") })
    let rows = lines[(header + 1)...].map { $0.split(separator: " ").map(String.init) }
    #expect(
      rows.map { $0.first ?? "" } == [
        "recorded", "tracker", "notifications", "notifications-ease-in-out",
      ])
    // The tracker follows the drag through its KVO frames; animation on notifications alone
    // cannot: no notification comes during an interactive dismissal.
    #expect(Array(rows[1][1...5]) == ["0.00", "0.00", "0", "/", "166"], "\(rows[1])")
    #expect(Array(rows[2][1...2]) == ["224.00", "0.00"], "\(rows[2])")
  }

  @Test("--json prints one object with a result per strategy, in the simulate style")
  func printsJSON() throws {
    let run = try Kbdock.built().run(["replay", "--trace", Self.example, "--json"])
    #expect(run.status == 0, "\(run)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(object["trace"] as? String == Self.example)
    #expect(object["source"] as? String == "simulated")
    #expect(object["frames"] as? Int == 166)
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(
      results.map { $0["strategy"] as? String } == [
        "recorded", "tracker", "notifications", "notifications-ease-in-out",
      ])
    for result in results {
      #expect(
        Set(result.keys) == [
          "strategy", "frames", "maxGap", "maxOverlap", "framesInError", "worstFrame", "note",
        ])
    }
    #expect(results[1]["framesInError"] as? Int == 0)
    #expect(results[2]["maxGap"] as? Double == 224)
  }

  @Test(
    "a bad trace exits 1 with one line naming the JSON path and the value",
    arguments: [
      (#"{"version": 3}"#, "$.version is 3; this kbdock reads trace versions 1"),
      (#"{"version": 1, "source": "#, "the trace was cut off"),
      ("not json", "the file is not JSON"),
    ])
  func badTrace(text: String, expected: String) throws {
    let file = try Kbdock.temporaryFile("bad.json", text)
    let run = try Kbdock.built().run(["replay", "--trace", file])
    #expect(run.exited)
    // A readable file that is not a valid trace: exit 65, the error line and a hint line.
    #expect(run.status == 65, "\(run)")
    #expect(run.standardOutput.isEmpty)
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.count == 2, "\(run)")
    #expect(run.standardError.hasPrefix("error: \(file): "), "\(run)")
    #expect(lines.first?.contains(expected) == true, "\(run)")
    #expect(lines.last == "hint: docs/trace-format.md describes the format")
  }

  @Test("a missing trace file exits 74 with a hint naming the example")
  func missingFile() throws {
    let run = try Kbdock.built().run(["replay", "--trace", "no/such/trace.json"])
    #expect(run.status == 74, "\(run)")
    #expect(run.standardError.hasPrefix("error: cannot read the trace no/such/trace.json"))
    #expect(run.standardError.contains(Self.example))
  }

  @Test(
    "a log and a trace together, no input at all, or --screen with a trace are usage errors",
    arguments: [
      ["replay", "Examples/logs/iphone-show-hide-objc.log", "--trace", example],
      ["replay"],
      ["replay", "--trace", example, "--screen", "375x812"],
    ])
  func usageErrors(arguments: [String]) throws {
    let run = try Kbdock.built().run(arguments)
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.hasPrefix("error: "), "\(run)")
  }

  @Test("docs/device-traces.md shows the example trace's replay exactly as kbdock prints it")
  func readmeMatchesOutput() throws {
    let readme = try String(
      contentsOf: Kbdock.packageRoot.appendingPathComponent("docs/device-traces.md"),
      encoding: .utf8)
    let command = "$ swift run kbdock replay --trace \(Self.example)\n"
    let start = try #require(readme.range(of: command))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let shown = String(readme[start.upperBound..<end.lowerBound])
    let run = try Kbdock.built().run(["replay", "--trace", Self.example])
    #expect(shown == run.standardOutput)
  }
}
