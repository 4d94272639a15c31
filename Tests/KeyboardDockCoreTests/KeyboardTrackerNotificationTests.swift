import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

/// An iPhone 375×667 (216 pt without the predictive bar: Stack Overflow question 11284321).
private enum SmallPhone {
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  static func docked(_ height: CGFloat) -> CGRect {
    CGRect(x: 0, y: 667 - height, width: 375, height: height)
  }
}

@Suite("Keyboard tracker: messy notifications")
struct KeyboardTrackerNotificationTests {
  /// Third-party keyboards post several WillShow in a row, heights 0 → 216 → 259
  /// (michaeltyson/TPKeyboardAvoiding #130 and PR #149,
  /// ionic-team/cordova-plugin-ionic-keyboard #13).
  @Test("a third-party WillShow burst adds to the running animation, without a jump")
  func thirdPartyBurst() throws {
    let tracker = try KeyboardTracker(screenBounds: SmallPhone.screen)
    let heights: [CGFloat] = [0, 216, 259]
    var previous = SmallPhone.docked(0)
    for (index, height) in heights.enumerated() {
      let time = 1 + Double(index) * 0.05
      let before = tracker.frame(at: time)
      tracker.receive(Phone.event(.willShow, previous, SmallPhone.docked(height), at: time))
      let after = tracker.frame(at: time)
      #expect(
        abs(after.minY - before.minY) < 1e-9 && abs(after.height - before.height) < 1e-9,
        "jump at the WillShow of height \(height)")
      tracker.observeHostFrame(SmallPhone.docked(height), at: time)
      previous = SmallPhone.docked(height)
    }
    #expect(tracker.records.filter { $0.outcome == .coalesced }.count >= 2)
    #expect(tracker.state(at: 1.12).phase == .showing)
    let end = Phone.springEnd(1.1)
    for (index, height) in heights.enumerated() {
      let late = index < heights.count - 1
      let outcome = tracker.receive(Phone.event(.didShow, nil, SmallPhone.docked(height), at: end))
      #expect(outcome == (late ? .coalesced : .accepted))
    }
    let state = tracker.state(at: end)
    #expect(state.frame == SmallPhone.docked(259))
    #expect(state.phase == .visible)
    #expect(state.mode == .docked)
  }

  /// Rotation: hide + show pairs without animation, sometimes twice (Apple Developer Forums thread
  /// 5706); iPhone landscape keyboard 162 pt (Stack Overflow question 11284321).
  @Test("a rotation burst lands on the new frame at once, with no refusal")
  func rotationBurst() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    let landscape = CGRect(x: 0, y: 0, width: 812, height: 375)
    let hidden = CGRect(x: 0, y: 375, width: 812, height: 162)
    let shown = CGRect(x: 0, y: 213, width: 812, height: 162)
    tracker.updateScreenBounds(landscape, at: 5)
    var begin = Phone.shown
    for _ in 0..<2 {
      for (kind, end) in [(KeyboardEvent.Kind.willHide, hidden), (.didHide, hidden)] {
        tracker.receive(Phone.event(kind, begin, end, at: 5, duration: 0, curve: .easeInOut))
      }
      for kind in [KeyboardEvent.Kind.willShow, .didShow] {
        tracker.receive(Phone.event(kind, hidden, shown, at: 5, duration: 0, curve: .easeInOut))
      }
      begin = shown
    }
    let state = tracker.state(at: 5)
    #expect(state.frame == shown)
    #expect(state.phase == .visible)
    #expect(state.mode == .docked)
    let outcomes = tracker.records.suffix(9).map(\.outcome)
    #expect(!outcomes.contains(.refused))
    #expect(outcomes.filter { $0 == .coalesced }.count == 3)
  }

  @Test("a begin == end repeat of the current frame is coalesced and moves nothing")
  func beginEqualsEndRepeat() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    let outcome = tracker.receive(Phone.event(.willShow, Phone.shown, Phone.shown, at: 2))
    #expect(outcome == .coalesced)
    #expect(tracker.records.last?.reason.contains("begin == end") == true)
    #expect(tracker.frame(at: 2.1) == Phone.shown)
    #expect(tracker.receive(Phone.event(.didShow, Phone.shown, Phone.shown, at: 2.3)) == .accepted)
  }

  @Test("the host frame's jump may come before the notification of the same instant")
  func hostFrameBeforeNotification() throws {
    let first = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(first, at: 1)
    let second = try KeyboardTracker(screenBounds: Phone.screen)
    second.observeHostFrame(Phone.shown, at: 1)
    second.receive(Phone.event(.willChangeFrame, Phone.hidden, Phone.shown, at: 1))
    second.receive(Phone.event(.willShow, Phone.hidden, Phone.shown, at: 1))
    for step in 0...20 {
      let time = 1 + Double(step) * 0.04
      #expect(first.state(at: time) == second.state(at: time))
    }
  }

  static let refusals: [(String, KeyboardEvent)] = [
    (
      "didHide while visible with no willHide",
      Phone.event(.didHide, Phone.shown, Phone.hidden, at: 2)
    ),
    ("didShow of another frame with no willShow", Phone.event(.didShow, nil, Phone.short, at: 2)),
    ("willHide ending docked on screen", Phone.event(.willHide, Phone.shown, Phone.short, at: 2)),
    ("time before the last input", Phone.event(.willHide, Phone.shown, Phone.hidden, at: 0.5)),
    (
      "non-finite end frame",
      Phone.event(.willHide, nil, CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), at: 2)
    ),
    ("infinite time", Phone.event(.willHide, nil, Phone.hidden, at: .infinity)),
    (
      "negative size",
      Phone.event(.willChangeFrame, nil, CGRect(x: 0, y: 0, width: -5, height: 10), at: 2)
    ),
    ("negative duration", Phone.event(.willHide, nil, Phone.hidden, at: 2, duration: -1)),
    (
      "frame beyond a million points",
      Phone.event(.willChangeFrame, nil, CGRect(x: 0, y: 2e6, width: 1, height: 1), at: 2)
    ),
  ]

  @Test(
    "an illogical or malformed notification is refused with a reason and changes nothing",
    arguments: refusals)
  func refuses(label: String, event: KeyboardEvent) throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    let before = (0...10).map { tracker.state(at: 2 + Double($0) * 0.1) }
    #expect(tracker.receive(event) == .refused, "\(label)")
    let record = tracker.records.last
    #expect(record?.outcome == .refused)
    #expect(record?.reason.contains(" refused: ") == true)
    #expect((record?.reason.count ?? 0) > 30)
    #expect((0...10).map { tracker.state(at: 2 + Double($0) * 0.1) } == before)
  }

  @Test("a didShow while hidden with no willShow is refused")
  func didShowWhileHidden() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    #expect(tracker.receive(Phone.event(.didShow, Phone.hidden, Phone.shown, at: 1)) == .refused)
    #expect(tracker.state(at: 1).phase == .hidden)
    #expect(tracker.records.last?.reason.contains("willShow") == true)
  }

  @Test("a missing did is synthesised when the next will comes after the animation ended")
  func synthesisesMissingDid() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 1)
    // The show's dids never come; the next will arrives after the spring settled.
    tracker.receive(Phone.event(.willHide, Phone.shown, Phone.hidden, at: 3))
    let synthesised = tracker.records.filter { $0.outcome == .synthesised }
    #expect(synthesised.count == 2)
    let kinds = synthesised.compactMap { record -> KeyboardEvent.Kind? in
      if case .notification(let event) = record.input { return event.kind }
      return nil
    }
    #expect(kinds == [.didChangeFrame, .didShow])
    #expect(synthesised.allSatisfy { $0.time == Phone.springEnd(1) })
    #expect(synthesised.allSatisfy { $0.state.phase == .visible })
    #expect(tracker.records.last?.outcome == .accepted)
  }

  /// On device the WillShow follows its WillChangeFrame by a few hundred µs and the dids come
  /// about a millisecond after the animation's computed end (the example logs of
  /// `Examples/logs/`, taken from the console).
  @Test("device timing jitter neither loses a pending did nor synthesises one that came late")
  func toleratesDeviceTiming() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    tracker.receive(Phone.event(.willChangeFrame, Phone.hidden, Phone.shown, at: 0))
    tracker.receive(Phone.event(.willShow, Phone.hidden, Phone.shown, at: 0.000412))
    tracker.receive(Phone.event(.didChangeFrame, Phone.hidden, Phone.shown, at: 0.645))
    tracker.receive(Phone.event(.didShow, Phone.hidden, Phone.shown, at: 0.6453))
    let change = [KeyboardEvent.Kind.willChangeFrame, .willShow, .didChangeFrame, .didShow]
    for (index, kind) in change.enumerated() {
      let time = 2.316 + Double(index) * 0.0004
      tracker.receive(Phone.event(kind, Phone.shown, Phone.short, at: time, duration: 0))
    }
    let outcomes = tracker.records.map(\.outcome)
    #expect(
      outcomes == [.accepted, .coalesced, .accepted, .accepted] + [
        .accepted, .coalesced, .accepted, .accepted,
      ])
  }

  @Test("settle records the missing did once the animation has ended, and not before")
  func settleSynthesises() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    tracker.receive(Phone.event(.willShow, Phone.hidden, Phone.shown, at: 1))
    #expect(tracker.state(at: 2).phase == .visible)
    tracker.settle(at: 1.2)
    #expect(!tracker.records.contains { $0.outcome == .synthesised })
    tracker.settle(at: 2)
    #expect(tracker.records.last?.outcome == .synthesised)
    // The real did, late, now repeats the state already reached.
    #expect(
      tracker.receive(Phone.event(.didShow, Phone.hidden, Phone.shown, at: 2.1)) == .coalesced)
  }

  /// The dids of a resized accessory complete its repeat, not the show still running.
  ///
  /// A resized input accessory posts WillChangeFrame + WillShow with duration 0 and their dids
  /// at once (the simulated iOS's fact `accessory-resize`; MessageKit follows a growing input bar
  /// from them): when the dock takes the accessory's height off, they repeat the keys' target.
  /// Near the end of the show's spring, within its settling threshold, those dids once ended
  /// the show: the bar jumped to the end frame while the keys still rose (0.93 pt in
  /// `kbdock simulate --strategy dock --ios 18 --fps 120` on a random scenario typing lines
  /// during a show). A did of the show itself at that moment still ends it.
  @Test(
    "a did at the instant of a will that moved nothing does not end the running show",
    arguments: [false, true])
  func repeatDidLeavesTheShowRunning(isRepeat: Bool) throws {
    let reference = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(reference, at: 0)
    // The first millisecond at which the spring is within 0.8 pt of its end, still moving.
    let time = try #require(
      (1...1_000).lazy.map { Double($0) / 1_000 }.first {
        Phone.shown.minY - reference.frame(at: $0).minY > -0.8
      })
    #expect(reference.frame(at: time).minY - Phone.shown.minY > 0.05)
    #expect(reference.state(at: time).phase == .showing)
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    if isRepeat {
      for kind in [KeyboardEvent.Kind.willChangeFrame, .willShow] {
        let outcome = tracker.receive(
          Phone.event(kind, Phone.shown, Phone.shown, at: time, duration: 0))
        #expect(outcome == .coalesced)
      }
    }
    for kind in [KeyboardEvent.Kind.didChangeFrame, .didShow] {
      let begin = isRepeat ? Phone.shown : Phone.hidden
      let outcome = tracker.receive(
        Phone.event(kind, begin, Phone.shown, at: time, duration: isRepeat ? 0 : 0.25))
      #expect(outcome == .accepted)
    }
    let later = time + 0.01
    if isRepeat {
      // The keys still rise along the show's spring, and the tracker follows them.
      #expect(tracker.frame(at: later) == reference.frame(at: later))
      #expect(tracker.frame(at: later) != Phone.shown)
      #expect(tracker.state(at: later).phase == .showing)
    } else {
      #expect(tracker.frame(at: later) == Phone.shown)
      #expect(tracker.state(at: later).phase == .visible)
    }
  }

  @Test("a notification of unknown kind is applied as a frame change, and says so")
  func unknownKind() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    #expect(tracker.receive(Phone.event(nil, Phone.hidden, Phone.shown, at: 1)) == .accepted)
    #expect(tracker.records.last?.reason.contains("unknown notification") == true)
    #expect(tracker.state(at: 2).frame == Phone.shown)
  }
}
