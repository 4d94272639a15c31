import Foundation
import KeyboardDockCore
import Testing

/// What one fixture must decode to.
struct FixtureExpectation: CustomTestStringConvertible, Sendable {
  var fixture: Fixture
  var kinds: [KeyboardEvent.Kind?]
  var lines: [Int]
  var times: [TimeInterval]
  var firstBegin: CGRect?
  var firstEnd: CGRect
  var lastEnd: CGRect
  var duration: TimeInterval = 0.25
  var isLocal: Bool? = true
  var timing: KeyboardLog.Timing

  var testDescription: String { fixture.name }
}

@Suite("Decoding logged text: fixtures")
struct KeyboardLogParserTests {
  static let spaced = KeyboardLog.Timing.spaced(spacing: 1, timestamped: 0)

  /// Heights and positions follow the simulated iOS (`kbdock devices`: iPhone and iPad keyboard
  /// heights; zero frame while floating; hardware keyboard mostly offscreen, Stack Overflow
  /// question 32319697; third-party bursts, TPKeyboardAvoiding PR #149; 0.25 s / curve 7).
  static let expectations: [FixtureExpectation] = [
    FixtureExpectation(
      fixture: Fixture(name: "iphone-375x667-show-objc"),
      kinds: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], lines: [1, 11, 21, 31],
      times: [0, 0.000412, 0.645, 0.645301],
      firstBegin: CGRect(x: 0, y: 667, width: 375, height: 260),
      firstEnd: CGRect(x: 0, y: 407, width: 375, height: 260),
      lastEnd: CGRect(x: 0, y: 407, width: 375, height: 260), timing: .logTimestamps),
    FixtureExpectation(
      fixture: Fixture(name: "iphone-375x812-hide-swift"),
      kinds: [.willChangeFrame, .willHide, .didChangeFrame, .didHide], lines: [1, 2, 3, 4],
      times: [0, 0, 1, 1], firstBegin: CGRect(x: 0, y: 476, width: 375, height: 336),
      firstEnd: CGRect(x: 0, y: 812, width: 375, height: 336),
      lastEnd: CGRect(x: 0, y: 812, width: 375, height: 336), timing: spaced),
    FixtureExpectation(
      fixture: Fixture(name: "iphone-414x896-height-change-duration-zero-objc"),
      kinds: [.willChangeFrame, .didChangeFrame], lines: [1, 11], times: [0, 0.000511],
      firstBegin: CGRect(x: 0, y: 595, width: 414, height: 301),
      firstEnd: CGRect(x: 0, y: 550, width: 414, height: 346),
      lastEnd: CGRect(x: 0, y: 550, width: 414, height: 346), duration: 0,
      timing: .logTimestamps),
    FixtureExpectation(
      fixture: Fixture(name: "ipad-768x1024-floating-zero-frame-swift"),
      kinds: [
        .willChangeFrame, .willShow, .didChangeFrame, .didShow, .willChangeFrame,
        .didChangeFrame, .willChangeFrame, .didChangeFrame,
      ], lines: Array(1...8), times: [0, 0, 1, 1, 2, 3, 4, 5],
      firstBegin: CGRect(x: 0, y: 1024, width: 768, height: 313),
      firstEnd: CGRect(x: 0, y: 711, width: 768, height: 313), lastEnd: .zero, duration: 0.25,
      timing: spaced),
    FixtureExpectation(
      fixture: Fixture(name: "ipad-768x1024-hardware-keyboard-objc"),
      kinds: [.willChangeFrame, .willShow, .didChangeFrame, .didShow], lines: [1, 11, 21, 31],
      times: [0, 0.000412, 0.645, 0.645301],
      firstBegin: CGRect(x: 0, y: 1024, width: 768, height: 313),
      firstEnd: CGRect(x: 0, y: 969, width: 768, height: 313),
      lastEnd: CGRect(x: 0, y: 969, width: 768, height: 313), timing: .logTimestamps),
    FixtureExpectation(
      fixture: Fixture(name: "iphone-375x667-third-party-burst-objc"),
      kinds: [.willShow, .willShow, .willShow, .didShow], lines: [1, 11, 21, 31],
      times: [0, 0.031, 0.062, 0.707], firstBegin: CGRect(x: 0, y: 667, width: 375, height: 0),
      firstEnd: CGRect(x: 0, y: 667, width: 375, height: 0),
      lastEnd: CGRect(x: 0, y: 408, width: 375, height: 259), timing: .logTimestamps),
    FixtureExpectation(
      fixture: Fixture(name: "iphone-userinfo-only-swift"), kinds: [nil, nil], lines: [1, 2],
      times: [0, 1], firstBegin: CGRect(x: 0, y: 667, width: 375, height: 216),
      firstEnd: CGRect(x: 0, y: 451, width: 375, height: 216),
      lastEnd: CGRect(x: 0, y: 667, width: 375, height: 216), timing: spaced),
    FixtureExpectation(
      fixture: Fixture(name: "ipad-768x1024-other-app-objc"), kinds: [.willShow, .didShow],
      lines: [2, 13], times: [0, 0.645], firstBegin: CGRect(x: 0, y: 1024, width: 768, height: 313),
      firstEnd: CGRect(x: 0, y: 711, width: 768, height: 313),
      lastEnd: CGRect(x: 0, y: 711, width: 768, height: 313), isLocal: false,
      timing: .logTimestamps),
    FixtureExpectation(
      fixture: Fixture(name: "iphone-667x375-landscape-oneline-objc"), kinds: [.willShow],
      lines: [1], times: [0], firstBegin: CGRect(x: 0, y: 375, width: 667, height: 162),
      firstEnd: CGRect(x: 0, y: 213, width: 667, height: 162),
      lastEnd: CGRect(x: 0, y: 213, width: 667, height: 162), isLocal: nil, timing: spaced),
    FixtureExpectation(
      fixture: Fixture(name: "iphone-mixed-spellings-swift"), kinds: [.willShow, .willHide],
      lines: [1, 2], times: [0, 1], firstBegin: CGRect(x: 0, y: 667, width: 375, height: 216),
      firstEnd: CGRect(x: 0, y: 451, width: 375, height: 216),
      lastEnd: CGRect(x: 0, y: 667, width: 375, height: 216), timing: spaced),
    FixtureExpectation(
      fixture: Fixture(name: "iphone-lldb-po-swift"), kinds: [.willShow, .didShow],
      lines: [2, 41], times: [0, 1], firstBegin: CGRect(x: 0, y: 812, width: 375, height: 336),
      firstEnd: CGRect(x: 0, y: 476, width: 375, height: 336),
      lastEnd: CGRect(x: 0, y: 476, width: 375, height: 336), timing: spaced),
  ]

  @Test("every fixture file has an expectation")
  func everyFixtureIsChecked() throws {
    let checked = Set(Self.expectations.map(\.fixture.name))
    let names = try Fixture.allNames()
    #expect(names.count >= 8)
    #expect(Set(names) == checked)
  }

  @Test("decodes kinds, lines, times, frames, duration and isLocal", arguments: expectations)
  func decodesFixture(_ expected: FixtureExpectation) throws {
    let log = try expected.fixture.log()
    #expect(log.entries.map(\.event.kind) == expected.kinds)
    #expect(log.entries.map(\.line) == expected.lines)
    #expect(log.timing == expected.timing)
    let times = log.events.map(\.time)
    #expect(times.count == expected.times.count)
    for (time, wanted) in zip(times, expected.times) {
      #expect(abs(time - wanted) < 1e-9, "time \(time), expected \(wanted)")
    }
    let first = try #require(log.events.first)
    #expect(first.beginFrame == expected.firstBegin)
    #expect(first.endFrame == expected.firstEnd)
    #expect(log.events.last?.endFrame == expected.lastEnd)
    #expect(first.duration == expected.duration)
    #expect(first.curve == .keyboard)
    #expect(log.events.allSatisfy { $0.isLocal == expected.isLocal })
  }

  /// The example logs of the README, found from this file's path (they are not test resources).
  static func exampleLogs() throws -> [URL] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Examples/logs")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasSuffix(".log") }.map { folder.appendingPathComponent($0) }
  }

  @Test("every example log in Examples/logs decodes, with a name on every notification")
  func exampleLogsDecode() throws {
    let urls = try Self.exampleLogs()
    #expect(urls.count >= 2)
    for url in urls {
      let log = try KeyboardLogParser().parse(String(contentsOf: url, encoding: .utf8))
      #expect(log.entries.count >= 4, "\(url.lastPathComponent)")
      #expect(log.events.count >= 4, "\(url.lastPathComponent)")
      #expect(log.events.allSatisfy { $0.kind != nil && $0.curve == .keyboard })
    }
  }

  @Test("a logged notification decodes exactly as its userInfo does")
  func sameAsUserInfoDecoding() throws {
    let log = try Fixture(name: "iphone-375x667-show-objc").log()
    let info: [AnyHashable: Any] = [
      "UIKeyboardFrameBeginUserInfoKey": NSValue(
        rect: CGRect(x: 0, y: 667, width: 375, height: 260)),
      "UIKeyboardFrameEndUserInfoKey": NSValue(rect: CGRect(x: 0, y: 407, width: 375, height: 260)),
      "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: 0.25),
      "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: 7),
      "UIKeyboardIsLocalUserInfoKey": NSNumber(value: true),
    ]
    let live = try KeyboardEvent(kind: .willShow, userInfo: info, time: log.events[1].time)
    #expect(log.events[1] == live)
  }

  @Test("the iPad drag update keeps UIKeyboardFrameChangedByUserInteraction")
  func keepsChangedByUserInteraction() throws {
    let log = try Fixture(name: "ipad-768x1024-floating-zero-frame-swift").log()
    #expect(log.events[6].isChangedByUserInteraction == true)
    #expect(log.events[6].duration == 0)
    #expect(log.events[0].isChangedByUserInteraction == nil)
  }

  @Test("one-line and multi-line Objective-C descriptions decode to the same event")
  func oneLineEqualsMultiLine() throws {
    let multi = """
      {name = UIKeyboardWillShowNotification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";
      }}
      """
    let single = multi.replacingOccurrences(of: "\n", with: " ")
    let parser = KeyboardLogParser()
    #expect(try parser.parse(multi).events == parser.parse(single).events)
    #expect(try parser.parse(single).events.first?.beginFrame == nil)
  }

  @Test("Swift print and Objective-C description decode to the same event")
  func swiftEqualsObjectiveC() throws {
    let swift = """
      name = UIKeyboardWillHideNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 667}, {375, 260}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7, AnyHashable("UIKeyboardIsLocalUserInfoKey"): 1])
      """
    let objc = """
      NSConcreteNotification 0x600000c5c0c0 {name = UIKeyboardWillHideNotification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = "7";
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 667}, {375, 260}}";
          UIKeyboardIsLocalUserInfoKey = 1;
      }}
      """
    let parser = KeyboardLogParser()
    let fromSwift = try parser.parse(swift).events
    #expect(fromSwift == (try parser.parse(objc).events))
    #expect(fromSwift.first?.kind == .willHide)
    #expect(fromSwift.first?.isLocal == true)
  }
}
