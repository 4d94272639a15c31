import Foundation
import KeyboardDockCore
import Testing

@Suite("Replay through the KeyboardTracker")
struct KeyboardReplayTrackerTests {
  static func replay(_ name: String, view: String? = nil) throws -> KeyboardReplayTimeline {
    let log = try Fixture(name: name).log()
    let screen = KeyboardReplayScreen.inferred(from: log.events)
    let placement = try view.map(screen.viewPlacement(parsing:)) ?? .fullScreen(screen.size)
    return try KeyboardReplayTimeline(replaying: log, screen: screen, view: placement)
  }

  @Test(
    "the last notification leaves the phase, mode and covered height the fixture describes",
    arguments: [
      ("iphone-375x667-show-objc", "visible", "docked", 260.0),
      ("iphone-375x812-hide-swift", "hidden", "hidden", 0),
      ("iphone-414x896-height-change-duration-zero-objc", "visible", "docked", 346),
      // Hardware keyboard: full-height frame mostly offscreen, 55 pt shortcut bar visible.
      ("ipad-768x1024-hardware-keyboard-objc", "visible", "hardwareShortcutBar", 55),
      // Another app's keyboard (isLocal = 0) covers this app's bottom too: the bar clears it.
      ("ipad-768x1024-other-app-objc", "visible", "otherApp", 313),
      ("iphone-375x667-third-party-burst-objc", "visible", "docked", 259),
    ])
  func lastStep(name: String, phase: String, mode: String, covered: Double) throws {
    let last = try #require(try Self.replay(name).steps.last)
    #expect(last.conclusion.phase == phase)
    #expect(last.conclusion.mode == mode)
    #expect(Double(last.conclusion.coveredHeight) == covered)
  }

  @Test("an iPad zero end frame is floating and covers nothing, never docked with height 0")
  func floatingZeroFrame() throws {
    let steps = try Self.replay("ipad-768x1024-floating-zero-frame-swift").steps
    let zero = steps.filter { $0.event.endFrame == .zero }
    #expect(zero.count == 4)
    for step in zero {
      #expect(step.conclusion.mode == "floating")
      #expect(step.conclusion.coveredHeight == 0)
    }
  }

  @Test("the third-party burst's repeats are coalesced with a reason in the note")
  func thirdPartyBurst() throws {
    let steps = try Self.replay("iphone-375x667-third-party-burst-objc").steps
    let coalesced = steps.filter { $0.conclusion.outcome == "coalesced" }
    #expect(!coalesced.isEmpty)
    #expect(coalesced.allSatisfy { $0.conclusion.note?.isEmpty == false })
    let accepted = steps.filter { $0.conclusion.outcome == "accepted" }
    #expect(!accepted.isEmpty)
    #expect(accepted.allSatisfy { $0.conclusion.note == nil })
  }

  @Test("a view above a 49 pt tab bar is covered only by the part of the keyboard over it")
  func viewAboveTabBar() throws {
    // 667 − 49 = 618: a 260 pt keyboard at y = 407 covers 618 − 407 = 211 pt of the view.
    let steps = try Self.replay("iphone-375x667-show-objc", view: "0,0,375,618").steps
    #expect(steps.map(\.conclusion.coveredHeight) == [211, 211, 211, 211])
  }

  @Test("a show whose did never came gets a synthesised didShow after the last line")
  func synthesisesMissingDid() throws {
    let text = try Fixture(name: "iphone-375x667-show-objc").text()
    let willOnly = text.components(separatedBy: "\n").prefix(20).joined(separator: "\n")
    let log = try KeyboardLogParser().parse(willOnly)
    let screen = KeyboardReplayScreen.inferred(from: log.events)
    let timeline = try KeyboardReplayTimeline(
      replaying: log, screen: screen, view: .fullScreen(screen.size))
    #expect(timeline.steps.count == 2)
    #expect(timeline.epilogue.contains { $0.hasPrefix("didShow at ") })
    #expect(timeline.table.last?.contains("+ didShow at ") == true)
  }

  @Test("every JSON line names a phase and a mode the tracker has")
  func jsonPhasesAndModes() throws {
    let phases = Set(["hidden", "showing", "visible", "hiding", "interactivelyDragged"])
    let modes = Set(KeyboardMode.allCases.map(\.rawValue))
    for name in try Fixture.allNames() {
      for line in try Self.replay(name).jsonLines {
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(phases.contains(object["phase"] as? String ?? ""), "\(name): \(line)")
        #expect(modes.contains(object["mode"] as? String ?? ""), "\(name): \(line)")
      }
    }
  }

  @Test("an unknown raw curve keeps its raw value and the table says which fallback animates it")
  func unknownCurve() throws {
    let text = """
      [AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375, 216}}, \
      AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, \
      AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 9]
      """
    let log = try KeyboardLogParser().parse(text)
    let screen = KeyboardReplayScreen.inferred(from: log.events)
    let timeline = try KeyboardReplayTimeline(
      replaying: log, screen: screen, view: .fullScreen(screen.size))
    #expect(timeline.table.contains { $0.contains("unknown(9) as easeInOut") })
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(timeline.jsonLines[0].utf8)) as? [String: Any])
    #expect(object["curve"] as? Int == 9)
    #expect(object["event"] is NSNull)
    #expect(timeline.steps[0].conclusion.coveredHeight == 216)
  }
}
