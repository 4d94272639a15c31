import Foundation
import Testing

/// Every command reports a failure the same way: one `error:` line on standard error, at most one
/// `hint:` line after it, nothing on standard output, and a documented exit code (docs/cli.md, "Errors
/// and exit codes"): 64 bad option or value, 65 bad input file, 74 a file that cannot be read or
/// written, 1 a check that found errors.
@Suite("kbdock error contract")
struct ErrorContractTests {
  /// One bad invocation and what it must produce.
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    /// Text the `error:` line must contain.
    var mentions: String

    var testDescription: String { "kbdock \(arguments.joined(separator: " ")) → \(status)" }
  }

  /// Files the cases read, made once: bad JSON, an empty log, a file to put a path under.
  static let files: [String: String] = {
    var files: [String: String] = [:]
    let contents = [
      "trailing-comma.json":
        "{\n  \"name\": \"x\",\n  \"steps\": [{\"action\": \"dismiss\"},]\n}\n",
      "duplicate.json": "{\"name\": \"a\", \"name\": \"b\", \"steps\": []}",
      "bar-lines.json":
        "{\"name\": \"x\", \"bar-lines\": 2.5, \"steps\": [{\"action\": \"dismiss\"}]}",
      "seconds.json": "{\"name\": \"x\", \"steps\": [{\"action\": \"wait\", \"seconds\": \"1\"}]}",
      "phone-float.json":
        "{\"name\": \"x\", \"steps\": [{\"action\": \"focus\"}, {\"action\": \"float\"}]}",
      "layout.json": "{\"name\": \"x\" \"items\": []}",
      "empty.log": "",
      "late-emoji.json":
        "{\"version\": 2, \"name\": \"bad\", \"steps\": [{\"action\": \"focus\"}, "
        + "{\"action\": \"dismiss\"}, {\"action\": \"emoji\", \"on\": true, \"at\": 1.1}]}",
      "empty.json": "\n",
      "not-json.json": "{\"version\": 1,\n \"source\": x}",
      "not-a-log.log": "hello\nworld\n",
      "a-file": "",
    ]
    let folder = (try? Kbdock.temporaryFolder()) ?? FileManager.default.temporaryDirectory
    for (name, text) in contents {
      let url = folder.appendingPathComponent(name)
      try? text.write(to: url, atomically: true, encoding: .utf8)
      files[name] = url.path
    }
    files["folder"] = folder.path
    return files
  }()

  static func file(_ name: String) -> String { files[name] ?? "/missing-\(name)" }

  static let one = ["--scenario", "show-hide", "--device", "iphone-se", "--no-report"]

  static let cases: [Case] = [
    Case(arguments: ["simulate", "--fps", "abc"], status: 64, mentions: "'abc'"),
    Case(arguments: ["simulate", "--fps", "-5"] + one, status: 64, mentions: "-5"),
    Case(arguments: ["simulate", "--fps", "30"] + one, status: 64, mentions: "60 or 120"),
    Case(arguments: ["simulate", "--bogus"], status: 64, mentions: "--bogus"),
    Case(arguments: ["simulate", "--device", "pixel"], status: 64, mentions: "'pixel'"),
    Case(arguments: ["simulate", "--strategy", "magic"], status: 64, mentions: "'magic'"),
    Case(arguments: ["simulate", "--scenario", "no-such"], status: 64, mentions: "'no-such'"),
    Case(
      arguments: ["simulate", "--scenario", "/no/such/dir/x.json"], status: 74,
      mentions: "no such directory"),
    Case(
      arguments: ["simulate", "--scenario", file("folder")], status: 74,
      mentions: "a directory, not a file"),
    Case(
      arguments: ["simulate", "--scenario", file("trailing-comma.json")], status: 65,
      mentions: "line 3, column 35: a trailing comma"),
    Case(
      arguments: ["simulate", "--scenario", file("duplicate.json")], status: 65,
      mentions: "\"name\" appears twice"),
    Case(
      arguments: ["simulate", "--scenario", file("bar-lines.json")], status: 65,
      mentions: "a whole number"),
    Case(
      arguments: ["simulate", "--scenario", file("seconds.json")], status: 65,
      mentions: "expected a number"),
    Case(
      arguments: ["simulate", "--scenario", file("phone-float.json"), "--device", "iphone-se"],
      status: 64, mentions: "steps[1] (\"float\") runs only on iPad"),
    Case(
      arguments: ["simulate", "--report", file("a-file") + "/report"] + one.dropLast(),
      status: 74, mentions: "is a file, not a directory"),
    Case(
      arguments: ["simulate", "--report", "/proc/kbdock-report"] + one.dropLast(), status: 74,
      mentions: "/proc does not accept new directories"),
    Case(arguments: ["verify"], status: 64, mentions: "<layout>"),
    Case(arguments: ["verify", "x.json", "--grid", "0"], status: 64, mentions: "'0'"),
    Case(arguments: ["verify", "x.json", "--grid", "-3"], status: 64, mentions: "'-3'"),
    Case(arguments: ["verify", "x.json", "--grid", "many"], status: 64, mentions: "'many'"),
    Case(
      arguments: ["verify", "x.json", "--layout-direction", "up"], status: 64, mentions: "'up'"),
    Case(
      arguments: ["verify", "Examples/layouts/adaptive-toolbar.json", "--device", "pixel"],
      status: 64, mentions: "'pixel'"),
    Case(arguments: ["verify", "/no-such-layout.json"], status: 74, mentions: "no such file"),
    Case(arguments: ["verify", file("folder")], status: 74, mentions: "a directory, not a file"),
    Case(
      arguments: ["verify", file("layout.json")], status: 65,
      mentions: "line 1, column 14: expected ',' or '}'"),
    Case(
      arguments: ["verify", file("trailing-comma.json")], status: 65, mentions: "trailing comma"),
    Case(arguments: ["replay"], status: 64, mentions: "--trace FILE"),
    Case(arguments: ["replay", "x.log", "--screen", "0x0"], status: 64, mentions: "'0x0'"),
    Case(
      arguments: ["replay", "Examples/logs/iphone-show-hide-objc.log", "--view", "1,2,3"],
      status: 64, mentions: "1,2,3"),
    Case(
      arguments: ["replay", "Examples/logs/iphone-show-hide-objc.log", "--safe-area", "-1"],
      status: 64, mentions: "-1"),
    Case(arguments: ["replay", "/no-such.log"], status: 74, mentions: "no such file"),
    Case(arguments: ["calibrate"], status: 64, mentions: "give at least one TRACE"),
    Case(arguments: ["calibrate", "/no-such-trace.json"], status: 74, mentions: "no such file"),
    Case(
      arguments: ["calibrate", file("folder")], status: 74, mentions: "a directory, not a file"),
    Case(
      arguments: [
        "simulate", "--no-report", "--export-trace", "/no-such/run.json", "--strategy", "tracker",
      ], status: 64, mentions: "writes one run"),
    Case(
      arguments: ["simulate", "--export-trace", "/no-such/run.json", "--ios", "18"] + one,
      status: 64, mentions: "with no --strategy, simulate runs the shipping-code rows"),
    Case(arguments: ["replay", file("folder")], status: 74, mentions: "a directory, not a file"),
    Case(arguments: ["replay", file("empty.log")], status: 65, mentions: "is empty"),
    Case(arguments: ["replay", file("not-a-log.log")], status: 65, mentions: "no keyboard"),
    Case(arguments: ["scenarios", "--json", "nope"], status: 64, mentions: "'nope'"),
    Case(arguments: ["scenarios", "--bogus"], status: 64, mentions: "--bogus"),
    Case(arguments: ["devices", "extra"], status: 64, mentions: "extra"),
    Case(arguments: ["bench", "--workload", "nope"], status: 64, mentions: "'nope'"),
    Case(arguments: ["nonsense"], status: 64, mentions: "nonsense"),
    Case(arguments: ["help", "nope"], status: 64, mentions: "no command named 'nope'"),
    Case(arguments: ["simulate", "--ios", "-17"] + one, status: 64, mentions: "'-17'"),
    Case(
      arguments: [
        "simulate", "--scenario", file("late-emoji.json"), "--device", "iphone-se", "--no-report",
      ], status: 65, mentions: "step 3 (\"emoji\" at 1.100 s) cannot happen"),
    // With a report the plotted runs are recorded first: the suite's error all the same.
    Case(
      arguments: [
        "simulate", "--scenario", file("late-emoji.json"), "--device", "iphone-se", "--report",
        file("folder") + "/late-emoji-report",
      ], status: 65, mentions: "step 3 (\"emoji\" at 1.100 s) cannot happen"),
    Case(
      arguments: ["simulate", "--report", "", "--scenario", "show-hide"], status: 64,
      mentions: "--report is an empty path"),
    Case(
      arguments: ["simulate", "--export-trace", "", "--strategy", "tracker"] + one, status: 64,
      mentions: "--export-trace is an empty path"),
    Case(arguments: ["verify", "x.json", "--grid", "1.5"], status: 64, mentions: "whole number"),
    Case(
      arguments: [
        "simulate", "--export-trace", "/proc/kbdock-run.json", "--ios", "18", "--strategy",
        "tracker",
      ] + one, status: 74, mentions: "/proc does not accept new files"),
    Case(
      arguments: ["replay", "--trace", file("empty.json")], status: 65, mentions: "it is empty"),
    Case(arguments: ["calibrate", file("not-json.json")], status: 65, mentions: "line 2, column"),
  ]

  @Test("one error line, a hint at most, the documented exit code", arguments: cases)
  func reportsOneError(_ badCase: Case) throws {
    let run = try Kbdock.built().run(badCase.arguments)
    #expect(run.exited, "\(run)")
    #expect(run.status == badCase.status, "\(run)")
    #expect(run.standardOutput.isEmpty, "\(run)")
    let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(run.standardError.hasSuffix("\n"), "\(run)")
    let shown = lines.dropLast()
    #expect(shown.count == 1 || shown.count == 2, "\(run)")
    #expect(shown.first?.hasPrefix("error: ") == true, "\(run)")
    if shown.count == 2 { #expect(shown.last?.hasPrefix("hint: ") == true, "\(run)") }
    #expect(shown.first?.contains(badCase.mentions) == true, "\(run)")
    for foundationText in ["NSCocoaErrorDomain", "Error Domain", "The operation could not"] {
      #expect(!run.standardError.contains(foundationText), "\(run)")
    }
    #expect(!run.standardError.contains("\r"), "\(run)")
  }

  @Test("a layout that fails a configuration: the report on stdout, one error line, exit 1")
  func failingLayoutExitsOne() throws {
    let layout = try Kbdock.temporaryFile(
      "too-wide.json",
      """
      {"name": "too-wide", "items": [{"name": "bar", "minimumSize": {"width": 5000}}],
       "constraints": [
        {"first": {"item": "bar", "anchor": "leading"}, "second": {"item": "safeArea", "anchor": "leading"}},
        {"first": {"item": "bar", "anchor": "top"}, "second": {"item": "safeArea", "anchor": "top"}},
        {"first": {"item": "bar", "anchor": "width"}, "constant": 5000},
        {"first": {"item": "bar", "anchor": "height"}, "constant": 44}]}
      """)
    let run = try Kbdock.built().run(["verify", layout, "--device", "iphone-se", "--grid", "1"])
    #expect(run.status == 1, "\(run)")
    #expect(!run.standardOutput.isEmpty, "\(run)")
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.count == 2, "\(run)")
    #expect(lines.first?.hasPrefix("error: the layout fails in ") == true, "\(run)")
  }

  @Test("simulate writes no progress when standard error is not a terminal")
  func noProgressInPipes() throws {
    let run = try Kbdock.built().run(
      [
        "simulate", "--scenario", "show-hide", "--device", "iphone-se", "--device", "ipad-air",
        "--no-report",
      ])
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError.isEmpty, "\(run)")
    #expect(!run.standardOutput.contains("report:"), "\(run)")
  }

  @Test("--json with an unwritable report directory fails before simulating, printing nothing")
  func unwritableReportFailsFirst() throws {
    let run = try Kbdock.built().run(
      [
        "simulate", "--json", "--scenario", "show-hide", "--device", "iphone-se", "--report",
        Self.file("a-file") + "/report",
      ])
    #expect(run.status == 74, "\(run)")
    #expect(run.standardOutput.isEmpty, "\(run)")
  }

  @Test("--json and a report: the JSON on stdout and the report's index.html written")
  func jsonAndReport() throws {
    let folder = try Kbdock.temporaryFolder().appendingPathComponent("new/report")
    let run = try Kbdock.built().run(
      [
        "simulate", "--json", "--scenario", "show-hide", "--device", "iphone-se", "--report",
        folder.path,
      ])
    #expect(run.status == 0, "\(run)")
    #expect(
      (try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))) != nil, "\(run)")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
  }

  @Test("--help states where the report goes")
  func helpNamesReportLocation() throws {
    let run = try Kbdock.built().run(["simulate", "--help"])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("Default: kbdock-report in the current directory"))
    #expect(run.standardOutput.contains("--no-report"))
  }
}
