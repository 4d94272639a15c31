import Foundation
import KeyboardDockCore
import Testing

/// A log that spans a rotation: the replay turns the tracker's screen before the first frame of
/// the new orientation (rotation bursts, hide + show pairs without animation: Apple Developer
/// Forums thread 5706; iPhone 375×667 keyboards 216 pt portrait, 162 pt landscape, predictive
/// bar off: Stack Overflow question 11284321 "What is the height of iPhone's onscreen keyboard?").
@Suite("Replay across a rotation")
struct KeyboardReplayRotationTests {
  static let portrait = CGSize(width: 375, height: 667)
  static let landscape = CGSize(width: 667, height: 375)

  static func event(
    _ kind: KeyboardEvent.Kind, _ begin: CGRect, _ end: CGRect, at time: TimeInterval,
    duration: TimeInterval = 0
  ) -> KeyboardEvent {
    KeyboardEvent(
      kind: kind, beginFrame: begin, endFrame: end, duration: duration, curve: .keyboard,
      isLocal: true, time: time)
  }

  static func log(_ events: [KeyboardEvent]) -> KeyboardLog {
    KeyboardLog(
      entries: events.enumerated().map { KeyboardLog.Entry(event: $1, line: $0 + 1) },
      timing: .logTimestamps)
  }

  /// The example log: show in portrait, rotate (hide on the old screen, show on the new), hide.
  static func exampleTimeline(view: String? = nil, safeArea: String? = nil) throws
    -> KeyboardReplayTimeline
  {
    let url = try #require(
      try KeyboardLogParserTests.exampleLogs().first {
        $0.lastPathComponent == "iphone-rotation-objc.log"
      })
    let log = try KeyboardLogParser().parse(String(contentsOf: url, encoding: .utf8))
    let screen = KeyboardReplayScreen.inferred(from: log.events)
    let placement = try screen.viewPlacement(parsing: view, safeArea: safeArea)
    return try KeyboardReplayTimeline(replaying: log, screen: screen, view: placement)
  }

  @Test("the example rotation log turns the screen once, at the first landscape frame")
  func exampleLogTurnsOnce() throws {
    let timeline = try Self.exampleTimeline()
    #expect(timeline.screen.size == Self.portrait)
    let turned = timeline.steps.filter { $0.conclusion.rotation != nil }
    #expect(turned.count == 1)
    let first = try #require(turned.first)
    #expect(first.event.endFrame == CGRect(x: 0, y: 213, width: 667, height: 162))
    #expect(first.conclusion.rotation?.hasPrefix("the screen turned to 667×375") == true)
    let index = try #require(timeline.steps.firstIndex(of: first))
    #expect(index > 0, "portrait steps before the turn")
    #expect(timeline.steps[..<index].allSatisfy { $0.conclusion.screen == Self.portrait })
    #expect(timeline.steps[index...].allSatisfy { $0.conclusion.screen == Self.landscape })
    #expect(timeline.table.contains { $0.contains("⟳ the screen turned to 667×375") })
    #expect(timeline.summary.hasSuffix("; the screen turned once"))
    #expect(timeline.header[0].hasPrefix("screen   375×667 (inferred"))
    #expect(timeline.header[0].hasSuffix("; turned where ⟳ says"))
  }

  @Test("across the rotation nothing is refused and the landscape keyboard is docked")
  func exampleLogFollowsTheKeyboard() throws {
    let steps = try Self.exampleTimeline().steps
    #expect(!steps.contains { $0.conclusion.outcome == "refused" })
    let landscapeShown = steps.filter {
      $0.event.endFrame == CGRect(x: 0, y: 213, width: 667, height: 162)
    }
    #expect(landscapeShown.count == 4)
    for step in landscapeShown {
      #expect(step.conclusion.mode == "docked")
      #expect(step.conclusion.coveredHeight == 162)
    }
    #expect(steps.last?.conclusion.phase == "hidden")
    #expect(steps.last?.conclusion.coveredHeight == 0)
  }

  @Test("a view above a tab bar keeps its distances to the screen's edges when it turns")
  func viewTurnsWithTheScreen() throws {
    // Portrait: 0,0,375,618 ends 49 pt above the bottom; landscape it is 0,0,667,326, so the
    // 162 pt landscape keyboard at y = 213 covers 326 − 213 = 113 pt of it.
    let steps = try Self.exampleTimeline(view: "0,0,375,618", safeArea: "0,0,34,0").steps
    let shownPortrait = steps.first { $0.event.kind == .didShow }
    #expect(shownPortrait?.conclusion.coveredHeight == CGFloat(618 - 451))
    let shownLandscape = steps.last { $0.event.kind == .didShow }
    #expect(shownLandscape?.conclusion.coveredHeight == 113)
    // Hidden: the bottom safe-area inset, as given.
    #expect(steps.last?.conclusion.coveredHeight == 34)
  }

  @Test("a log that starts in landscape is inferred in landscape, and turns to portrait")
  func startsInLandscape() throws {
    let landscapeShown = CGRect(x: 0, y: 213, width: 667, height: 162)
    let landscapeHidden = CGRect(x: 0, y: 375, width: 667, height: 162)
    let portraitShown = CGRect(x: 0, y: 451, width: 375, height: 216)
    let portraitHidden = CGRect(x: 0, y: 667, width: 375, height: 216)
    let log = Self.log([
      Self.event(.willShow, landscapeHidden, landscapeShown, at: 0, duration: 0.25),
      Self.event(.didShow, landscapeHidden, landscapeShown, at: 0.645, duration: 0.25),
      Self.event(.willHide, landscapeShown, landscapeHidden, at: 2),
      Self.event(.didHide, landscapeShown, landscapeHidden, at: 2),
      Self.event(.willShow, portraitHidden, portraitShown, at: 2),
      Self.event(.didShow, portraitHidden, portraitShown, at: 2),
    ])
    let screen = KeyboardReplayScreen.inferred(from: log.events)
    #expect(screen.size == Self.landscape)
    #expect(screen.source == .inferred(fitting: 12, frames: 12))
    let timeline = try KeyboardReplayTimeline(
      replaying: log, screen: screen, view: .fullScreen(screen.size))
    #expect(
      timeline.steps.map { $0.conclusion.rotation != nil } == [
        false, false, false, false, true, false,
      ])
    #expect(timeline.steps.last?.conclusion.screen == Self.portrait)
    #expect(timeline.steps.last?.conclusion.mode == "docked")
    #expect(timeline.steps.last?.conclusion.coveredHeight == 216)
  }

  @Test("an iPad turning to portrait hides through the old hidden frame, without refusal")
  func iPadToTallerScreen() throws {
    // 768×1024 iPad, 398 pt landscape and 313 pt portrait keyboards (test inputs).
    let landscapeShown = CGRect(x: 0, y: 370, width: 1024, height: 398)
    let landscapeHidden = CGRect(x: 0, y: 768, width: 1024, height: 398)
    let portraitShown = CGRect(x: 0, y: 711, width: 768, height: 313)
    let portraitHidden = CGRect(x: 0, y: 1024, width: 768, height: 313)
    let log = Self.log([
      Self.event(.willShow, landscapeHidden, landscapeShown, at: 0, duration: 0.25),
      Self.event(.didShow, landscapeHidden, landscapeShown, at: 0.645, duration: 0.25),
      Self.event(.willHide, landscapeShown, landscapeHidden, at: 3),
      Self.event(.didHide, landscapeShown, landscapeHidden, at: 3),
      Self.event(.willShow, portraitHidden, portraitShown, at: 3),
      Self.event(.didShow, portraitHidden, portraitShown, at: 3),
    ])
    let screen = KeyboardReplayScreen.inferred(from: log.events)
    #expect(screen.size == CGSize(width: 1024, height: 768))
    let timeline = try KeyboardReplayTimeline(
      replaying: log, screen: screen, view: .fullScreen(screen.size))
    #expect(!timeline.steps.contains { $0.conclusion.outcome == "refused" })
    #expect(timeline.steps.filter { $0.conclusion.rotation != nil }.count == 1)
    #expect(timeline.steps.last?.conclusion.coveredHeight == 313)
    #expect(timeline.steps.last?.conclusion.mode == "docked")
  }

  @Test("a given screen size still turns when the frames say the other orientation")
  func givenScreenStillTurns() throws {
    // --screen gives the size; the orientation follows the frames.
    let shown = CGRect(x: 0, y: 213, width: 667, height: 162)
    let log = Self.log([
      Self.event(.willShow, CGRect(x: 0, y: 375, width: 667, height: 162), shown, at: 0)
    ])
    let timeline = try KeyboardReplayTimeline(
      replaying: log, screen: KeyboardReplayScreen(size: Self.portrait),
      view: .fullScreen(Self.portrait))
    let step = timeline.steps[0]
    #expect(step.conclusion.rotation != nil)
    #expect(step.conclusion.screen == Self.landscape)
    #expect(step.conclusion.mode == "docked")
    #expect(step.conclusion.coveredHeight == 162)
  }

  @Test("a frame fits a screen when at x = 0, as wide, on or across its bottom edge")
  func fits() {
    let screen = KeyboardReplayScreen(size: Self.portrait)
    #expect(screen.fits(CGRect(x: 0, y: 451, width: 375, height: 216)))
    #expect(screen.fits(CGRect(x: 0, y: 667, width: 375, height: 216)))
    #expect(screen.fits(CGRect(x: 0, y: 600, width: 375, height: 216)))
    #expect(!screen.fits(CGRect(x: 0, y: 213, width: 667, height: 162)))
    #expect(!screen.fits(.zero))
    #expect(!screen.fits(CGRect(x: 20, y: 451, width: 375, height: 216)))
    #expect(screen.rotated.size == Self.landscape)
    #expect(screen.rotated.fits(CGRect(x: 0, y: 213, width: 667, height: 162)))
  }
}
