import Foundation
import KeyboardDockCore
import Testing

@Suite("Replay timeline: table and JSON lines")
struct KeyboardReplayTimelineTests {
  /// A conclusion that depends on the event, so a test can see each step got its own.
  static func conclusion(for event: KeyboardEvent) -> KeyboardReplayStep.Conclusion {
    KeyboardReplayStep.Conclusion(
      phase: event.kind?.isWill == true ? "showing" : "visible", mode: "docked",
      coveredHeight: event.endFrame.height,
      outcome: event.kind == .willShow ? "coalesced" : "accepted",
      note: event.kind == .willShow ? "coalesced: \"same\" frame" : nil,
      synthesised: event.kind == .willHide ? ["didShow at 1 s (never came)"] : [])
  }

  static func timeline(_ name: String) throws -> KeyboardReplayTimeline {
    let log = try Fixture(name: name).log()
    let screen = KeyboardReplayScreen.inferred(from: log.events)
    return KeyboardReplayTimeline(
      log: log, screen: screen, view: .fullScreen(screen.size), conclude: conclusion)
  }

  static let keys: Set<String> = [
    "event", "begin", "end", "duration", "curve", "isLocal", "phase", "mode", "coveredHeight",
    "note", "outcome", "line", "time", "screen",
  ]

  @Test("asks for a conclusion once per event, in file order")
  func concludesInFileOrder() throws {
    let log = try Fixture(name: "iphone-375x667-third-party-burst-objc").log()
    var seen: [KeyboardEvent] = []
    let timeline = KeyboardReplayTimeline(
      log: log, screen: KeyboardReplayScreen(size: CGSize(width: 375, height: 667)),
      view: .fullScreen(CGSize(width: 375, height: 667))
    ) { event in
      seen.append(event)
      return Self.conclusion(for: event)
    }
    #expect(seen == log.events)
    #expect(timeline.steps.map(\.conclusion.coveredHeight) == [0, 216, 259, 259])
    #expect(timeline.steps.map(\.line) == [1, 11, 21, 31])
  }

  @Test("prints exactly one JSON object per notification, with every key, in file order")
  func jsonLinesShape() throws {
    let timeline = try Self.timeline("iphone-375x667-show-objc")
    #expect(timeline.jsonLines.count == 4)
    var events: [String] = []
    for line in timeline.jsonLines {
      #expect(!line.contains("\n"))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(Set(object.keys) == Self.keys)
      events.append(try #require(object["event"] as? String))
      #expect(object["begin"] as? [Double] == [0, 667, 375, 260])
      #expect(object["end"] as? [Double] == [0, 407, 375, 260])
      #expect(object["duration"] as? Double == 0.25)
      #expect(object["curve"] as? Int == 7)
      #expect(object["isLocal"] as? Bool == true)
      #expect(object["mode"] as? String == "docked")
      #expect(object["coveredHeight"] as? Double == 260)
      #expect(object["screen"] as? [Double] == [375, 667])
    }
    #expect(events == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
  }

  @Test("the first JSON line is written exactly so, keys in the documented order")
  func jsonLineText() throws {
    let timeline = try Self.timeline("iphone-375x667-show-objc")
    #expect(
      timeline.jsonLines[1]
        == #"{"event": "willShow", "begin": [0, 667, 375, 260], "end": [0, 407, 375, 260], "#
        + #""duration": 0.25, "curve": 7, "isLocal": true, "phase": "showing", "#
        + #""mode": "docked", "coveredHeight": 260, "note": "coalesced: \"same\" frame", "#
        + #""outcome": "coalesced", "line": 11, "time": 0.000412, "screen": [375, 667]}"#)
  }

  @Test("an unnamed event, an absent begin frame and an absent isLocal are JSON null")
  func jsonNulls() throws {
    let text = """
      [AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375, 216}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 3]
      """
    let log = try KeyboardLogParser().parse(text)
    let timeline = KeyboardReplayTimeline(
      log: log, screen: .inferred(from: log.events),
      view: .fullScreen(CGSize(width: 375, height: 667)), conclude: Self.conclusion)
    let line = try #require(timeline.jsonLines.first)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    for key in ["event", "begin", "isLocal", "note"] {
      #expect(object[key] is NSNull, "\(key) should be null")
    }
    #expect(object["curve"] as? Int == 3)
    #expect(object["duration"] as? Double == 0)
  }

  @Test("the table has a header, one row per event and a reason line under noted events")
  func tableRows() throws {
    let timeline = try Self.timeline("iphone-375x667-third-party-burst-objc")
    let table = timeline.table
    #expect(table.first?.hasPrefix(" time  line  event") == true)
    let rows = table.dropFirst().filter { !$0.contains("↳") }
    let notes = table.filter { $0.contains("↳ coalesced: \"same\" frame") }
    #expect(rows.count == 4)
    #expect(notes.count == 3)
    #expect(rows.first?.contains("{{0, 667}, {375, 0}}") == true)
    #expect(rows.last?.hasPrefix("0.707    31  didShow") == true)
    #expect(table.allSatisfy { !$0.hasSuffix(" ") })
    // Outcomes are counted in a fixed order, whatever order they come in.
    #expect(timeline.summary == "4 notifications: 1 accepted, 3 coalesced")
  }

  @Test("synthesised dids are listed before the row that revealed them and at the end")
  func synthesisedLines() throws {
    let log = try Fixture(name: "iphone-375x812-hide-swift").log()
    let screen = KeyboardReplayScreen.inferred(from: log.events)
    let timeline = KeyboardReplayTimeline(
      log: log, screen: screen, view: .fullScreen(screen.size), conclude: Self.conclusion,
      finish: { ["didHide at 2.644 s (never came)"] })
    let table = timeline.table
    let synthesised = try #require(
      table.firstIndex { $0.contains("+ didShow at 1 s (never came)") })
    #expect(table[synthesised + 1].contains("willHide"))
    #expect(table.last?.hasSuffix("+ didHide at 2.644 s (never came)") == true)
    #expect(timeline.summary.hasSuffix("; 2 \"did\" notifications synthesised by the tracker"))
  }

  @Test("the header says how the screen, the view and the times were decided")
  func header() throws {
    let timeline = try Self.timeline("iphone-375x812-hide-swift")
    #expect(timeline.header[0].hasPrefix("screen   375×812 (inferred: 8 of the log's 8"))
    #expect(timeline.header[1] == "view     {{0, 0}, {375, 812}} (the whole screen)")
    #expect(timeline.header[2].contains("the log has no timestamps"))
    #expect(timeline.header[2].contains("1 s apart"))
  }
}
