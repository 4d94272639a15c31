import Foundation
import Testing

/// `kbdock replay` run as a user runs it: the built executable, an example log, its exit code,
/// its table, its JSON lines and its one-line errors.
@Suite("kbdock replay, end to end")
struct ReplayCommandTests {
  static let keys: Set<String> = [
    "event", "begin", "end", "duration", "curve", "isLocal", "phase", "mode", "coveredHeight",
    "note", "outcome", "line", "time", "screen",
  ]

  static let exampleLogs = [
    "iphone-show-hide-objc.log", "iphone-rotation-objc.log", "ipad-floating-swift.log",
    "ipad-hardware-keyboard-objc.log", "third-party-keyboard-objc.log",
  ]

  /// One parsed JSON line.
  static func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test("prints the timeline of an example log and exits 0", arguments: exampleLogs)
  func printsTimeline(name: String) throws {
    let run = try Kbdock.built().run(["replay", "Examples/logs/\(name)"])
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError.isEmpty, "\(run)")
    let lines = run.outputLines
    #expect(lines.first == "replay  Examples/logs/\(name)")
    #expect(lines.dropFirst().first?.hasPrefix("screen   ") == true, "\(run)")
    #expect(lines.contains { $0.hasPrefix(" time  line  event") }, "\(run)")
    let summary = try #require(lines.last)
    #expect(
      summary.range(of: #"^\d+ notifications: \d+ accepted"#, options: .regularExpression) != nil,
      "\(summary)")
  }

  @Test("the iPhone show/hide log: the rows docs/cli.md shows")
  func showHideRows() throws {
    let run = try Kbdock.built().run(["replay", "Examples/logs/iphone-show-hide-objc.log"])
    #expect(run.status == 0)
    let lines = run.outputLines
    #expect(lines[1].hasPrefix("screen   375×667 (inferred"))
    let rows = lines.filter {
      $0.range(of: #"^\d+\.\d{3} +\d+ "#, options: .regularExpression) != nil
    }
    #expect(rows.count == 12)
    #expect(
      rows.first?.contains("willChangeFrame  {{0, 667}, {375, 260}}  {{0, 407}, {375, 260}}")
        == true)
    #expect(rows.first?.hasSuffix("showing  docked      260") == true, "\(rows)")
    #expect(rows.last?.hasSuffix("hidden   hidden        0") == true, "\(rows)")
    #expect(lines.last == "12 notifications: 9 accepted, 3 coalesced")
  }

  @Test(
    "--json prints one object per notification, in file order, with every key",
    arguments: exampleLogs)
  func printsJSONLines(name: String) throws {
    let kbdock = try Kbdock.built()
    let run = try kbdock.run(["replay", "--json", "Examples/logs/\(name)"])
    #expect(run.status == 0, "\(run)")
    #expect(run.standardError.isEmpty)
    let table = try kbdock.run(["replay", "Examples/logs/\(name)"]).outputLines
    let rowCount = table.filter {
      $0.range(of: #"^\d+\.\d{3} +\d+ "#, options: .regularExpression) != nil
    }.count
    let lines = run.outputLines
    #expect(lines.count == rowCount)
    var previousLine = 0
    for line in lines {
      let object = try Self.object(line)
      #expect(Set(object.keys) == Self.keys, "\(line)")
      let events = [
        "willShow", "didShow", "willHide", "didHide", "willChangeFrame", "didChangeFrame",
      ]
      #expect(events.contains(object["event"] as? String ?? ""), "\(line)")
      #expect((object["end"] as? [Double])?.count == 4)
      #expect(object["curve"] is Int)
      #expect(object["duration"] is Double)
      #expect((object["coveredHeight"] as? Double).map { $0 >= 0 } == true)
      #expect(object["note"] is NSNull || object["note"] is String)
      let fileLine = try #require(object["line"] as? Int)
      #expect(fileLine > previousLine, "lines not in file order: \(line)")
      previousLine = fileLine
    }
  }

  @Test("--json on the rotation log: the screen turns with the frames")
  func rotationJSON() throws {
    let run = try Kbdock.built().run(["replay", "--json", "Examples/logs/iphone-rotation-objc.log"])
    #expect(run.status == 0)
    let screens = try run.outputLines.map { try Self.object($0)["screen"] as? [Double] }
    #expect(screens.first == [375, 667])
    #expect(screens.last == [667, 375])
    #expect(Set(screens.compactMap { $0 }).count == 2)
  }

  @Test("--view and --safe-area change the covered height")
  func viewAndSafeArea() throws {
    let run = try Kbdock.built().run([
      "replay", "--json", "--view", "0,0,375,618", "--safe-area", "0,0,34,0",
      "Examples/logs/iphone-show-hide-objc.log",
    ])
    #expect(run.status == 0, "\(run)")
    let covered = try run.outputLines.map { try Self.object($0)["coveredHeight"] as? Double }
    // 618 − 407 = 211 with the 260 pt keyboard, 618 − 451 = 167 with 216 pt, then the 34 pt inset.
    #expect(covered.first == 211)
    #expect(covered.last == 34)
  }

  @Test(
    "a broken notification: exit 65, one line naming the file, the line, the key and the value")
  func brokenFile() throws {
    let text = """
      2024-03-01 10:22:31.412031+0100 Chat[1234:56789] composer became first responder
      name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7])
      """
    let path = try Kbdock.temporaryFile("broken.log", text)
    for arguments in [["replay", path], ["replay", "--json", path]] {
      let run = try Kbdock.built().run(arguments)
      #expect(run.status == 65, "\(run)")
      #expect(run.standardOutput.isEmpty, "\(run)")
      let lines = run.standardError.split(separator: "\n")
      #expect(lines.count == 2, "\(run)")
      #expect(
        run.standardError.hasPrefix(
          "error: \(path): line 2: UIKeyboardFrameEndUserInfoKey is 'NSRect: {{0, 451}, {375}}'"),
        "\(run)")
      #expect(lines.last?.hasPrefix("hint: ") == true, "\(run)")
    }
  }

  @Test(
    "a file with no notification: exit 65, the error with the line number, then a hint",
    arguments: [
      (
        "no-notification.log", "2024-03-01 10:22:31.412031+0100 Chat[1234:56789] hello\nworld\n",
        "line 2: no keyboard notification found"
      ),
      ("empty.log", "", "is empty"),
      ("blank.log", "\n  \n", "is empty (only whitespace)"),
    ])
  func noNotification(name: String, text: String, message: String) throws {
    let path = try Kbdock.temporaryFile(name, text)
    let run = try Kbdock.built().run(["replay", path])
    #expect(run.status == 65, "\(run)")
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.split(separator: "\n").count == 2, "\(run)")
    #expect(run.standardError.hasPrefix("error: "), "\(run)")
    #expect(run.standardError.contains(message), "\(run)")
  }

  @Test("a missing file: exit 74, the error in words, then a hint")
  func missingFile() throws {
    let run = try Kbdock.built().run(["replay", "Examples/logs/no-such.log"])
    #expect(run.status == 74)
    #expect(run.standardError.split(separator: "\n").count == 2, "\(run)")
    #expect(
      run.standardError.hasPrefix(
        "error: cannot read the log Examples/logs/no-such.log: no such file"))
  }

  @Test(
    "bad options: exit 64 and a message saying what is valid",
    arguments: [
      (["--screen", "0x667"], "the screen size '0x667' is not WIDTHxHEIGHT"),
      // Below the tracker's smallest screen: refused, never a crash.
      (["--screen", "10x10"], "the screen size '10x10' is not WIDTHxHEIGHT"),
      (["--view", "0,0,375"], "the view frame '0,0,375' is not x,y,width,height"),
      (
        ["--safe-area", "0,0,-1,0"], "the safe-area insets '0,0,-1,0' are not top,left,bottom,right"
      ),
    ])
  func badOptions(options: [String], message: String) throws {
    let run = try Kbdock.built().run(
      ["replay"] + options + ["Examples/logs/iphone-show-hide-objc.log"])
    #expect(run.exited, "\(run)")
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains(message), "\(run)")
  }
}
