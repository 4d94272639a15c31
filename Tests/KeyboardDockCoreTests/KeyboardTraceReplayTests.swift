import Foundation
import KeyboardDockCore
import Testing

/// Replaying a trace: each strategy's bar is measured against the recorded visible keyboard.
@Suite("Keyboard trace replay")
struct KeyboardTraceReplayTests {
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
  static let shown = CGRect(x: 0, y: 476, width: 375, height: 336)

  /// A trace with a keyboard resting at `shown` from the first frame, and `bar` in every frame.
  static func restingTrace(bar: CGRect?, events: [KeyboardTrace.Event] = []) -> KeyboardTrace {
    KeyboardTrace(
      source: .simulated, note: "test",
      environment: KeyboardTrace.Environment(
        deviceModel: "test", systemName: "iOS", systemVersion: "17.0",
        userInterfaceIdiom: "phone", locale: "en_US", isReduceMotionEnabled: false,
        maximumFramesPerSecond: 60),
      geometry: KeyboardTrace.Geometry(
        screen: screen, scale: 3, window: screen, interfaceOrientation: "portrait",
        view: screen, safeArea: LayoutInsets(top: 44, bottom: 34)),
      events: events,
      frames: (0..<10).map {
        KeyboardTrace.Frame(
          time: Double($0) / 60, keyboard: shown, keyboardSource: .layoutGuidePresentationLayer,
          bar: bar)
      })
  }

  @Test("the recorded bar 3 pt above the keyboard is a 3 pt gap in every frame")
  func recordedBarGap() throws {
    let bar = CGRect(x: 0, y: 476 - 3 - 50, width: 375, height: 50)
    let replay = KeyboardTraceReplay(Self.restingTrace(bar: bar), strategies: [.recorded])
    let result = try #require(replay.results.first)
    #expect(result.frames == 10)
    #expect(abs(result.maxGap - 3) < 1e-9)
    #expect(result.maxOverlap == 0)
    #expect(result.framesInError == 10)
    #expect(result.worstFrame?.index == 0)
  }

  @Test("a bar on the keyboard is not in error; one 2 pt into it is a 2 pt overlap")
  func recordedBarOverlap() throws {
    let onTop = KeyboardTraceReplay(
      Self.restingTrace(bar: CGRect(x: 0, y: 426, width: 375, height: 50)),
      strategies: [.recorded])
    #expect(onTop.results.first?.framesInError == 0)
    let into = KeyboardTraceReplay(
      Self.restingTrace(bar: CGRect(x: 0, y: 428, width: 375, height: 50)),
      strategies: [.recorded])
    #expect(into.results.first.map { abs($0.maxOverlap - 2) < 1e-9 } == true)
  }

  @Test("with no input, the tracker and notification bars stay at the view's bottom: an overlap")
  func strategiesWithoutInputs() throws {
    let replay = KeyboardTraceReplay(
      Self.restingTrace(bar: nil), strategies: [.tracker, .notifications])
    for result in replay.results {
      // The keyboard covers 336 pt; a modelled bar believing in no keyboard has its bottom
      // edge on the view's bottom (its background padded over the 34 pt safe area), as
      // `kbdock simulate` places it: 336 pt below the keyboard's top.
      #expect(result.maxOverlap == 336, "\(result)")
      #expect(result.framesInError == 10)
    }
  }

  @Test("a notification whose userInfo does not decode is reported with its path, not dropped")
  func rejectedNotification() throws {
    let broken = KeyboardTrace.Notification(
      time: 0, kind: .willShow, userInfo: [KeyboardUserInfoKey.animationDuration: .number(0.25)])
    let replay = KeyboardTraceReplay(
      Self.restingTrace(bar: nil, events: [.notification(broken)]), strategies: [.tracker])
    #expect(replay.rejectedNotifications.count == 1)
    #expect(
      replay.rejectedNotifications.first?.hasPrefix(
        "$.events[0] (UIKeyboardWillShowNotification at 0.000 s): UIKeyboardFrameEndUserInfoKey "
          + "is missing") == true, "\(replay.rejectedNotifications)")
    #expect(replay.table.last?.hasPrefix("rejected $.events[0]") == true)
  }

  @Test("the tracker follows a notification at the first frame and a KVO drag")
  func trackerFollowsInputs() throws {
    let show = KeyboardEvent(
      kind: .willShow, beginFrame: Self.shown, endFrame: Self.shown, duration: 0, curve: .keyboard,
      time: 0)
    let notification = try #require(KeyboardTrace.Notification(show))
    var trace = Self.restingTrace(bar: nil, events: [.notification(notification)])
    let dragged = CGRect(x: 0, y: 600, width: 375, height: 336)
    trace.events.append(.hostFrame(time: 0.1, frame: dragged, source: .keyboardLayoutGuide))
    for index in trace.frames.indices where trace.frames[index].time >= 0.1 {
      trace.frames[index].keyboard = dragged
    }
    let replay = KeyboardTraceReplay(trace, strategies: [.tracker, .notifications])
    #expect(replay.results[0].framesInError == 0, "\(replay.results[0])")
    // Notifications alone stay at the resting keyboard: 124 pt above the dragged one.
    #expect(abs(replay.results[1].maxGap - 124) < 1e-9, "\(replay.results[1])")
  }

  @Test("a screen too small for a tracker leaves the tracker row with a reason")
  func trackerNotRun() throws {
    var trace = Self.restingTrace(bar: nil)
    trace.geometry.screen = CGRect(x: 0, y: 0, width: 50, height: 50)
    let replay = KeyboardTraceReplay(trace, strategies: [.tracker])
    #expect(replay.results[0].frames == 0)
    #expect(replay.results[0].note?.hasPrefix("not run: ") == true)
  }
}
