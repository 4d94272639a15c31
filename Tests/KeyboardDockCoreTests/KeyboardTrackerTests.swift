import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

@Suite("Keyboard tracker: animated moves")
struct KeyboardTrackerTests {
  @Test("a new tracker has a hidden keyboard just below the screen")
  func startsHidden() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    let state = tracker.state(at: 0)
    #expect(state.phase == .hidden)
    #expect(state.mode == .hidden)
    #expect(state.frame.minY == Phone.screen.maxY)
    #expect(tracker.coveredHeight(of: .fullScreen(Phone.screen.size), at: 0) == 0)
  }

  /// Show order WillChangeFrame → WillShow → DidChangeFrame → DidShow, 0.25 s, curve 7
  /// (Stack Overflow question 19482573: curve 7, 0.25 s); the visible keyboard follows curve 7
  /// (react-native-keyboard-controller's closed-form spring).
  @Test("a show follows the keyboard spring and ends visible and docked")
  func showFollowsSpring() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 1)
    let animation = KeyboardAnimation(
      from: Phone.hidden, to: Phone.shown, start: 1, duration: 0.25, curve: .keyboardSpring)
    for step in 0...20 {
      let time = 1 + Double(step) * 0.04
      #expect(tracker.frame(at: time) == animation.frame(at: time))
    }
    #expect(tracker.state(at: 1.1).phase == .showing)
    // 0.08 s into a 336 pt move the spring has covered 144.11 pt (the value of
    // react-native-keyboard-controller's closed-form curve-7 spring).
    #expect(abs(tracker.frame(at: 1.08).minY - (812 - 144.11)) < 0.05)
    Phone.didShow(tracker, start: 1)
    let state = tracker.state(at: Phone.springEnd(1))
    #expect(state.phase == .visible)
    #expect(state.mode == .docked)
    #expect(state.frame == Phone.shown)
    #expect(
      tracker.records.map(\.outcome) == [
        .accepted, .coalesced, .coalesced, .accepted, .accepted,
      ])
  }

  @Test("a hide animates down and ends hidden, covering only the safe area")
  func hide() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 1)
    Phone.didShow(tracker, start: 1)
    tracker.receive(Phone.event(.willChangeFrame, Phone.shown, Phone.hidden, at: 3))
    tracker.receive(Phone.event(.willHide, Phone.shown, Phone.hidden, at: 3))
    tracker.observeHostFrame(Phone.hidden, at: 3)
    #expect(tracker.state(at: 3.1).phase == .hiding)
    #expect(tracker.frame(at: 3.1).minY > Phone.shown.minY)
    #expect(tracker.frame(at: 3.1).minY < Phone.hidden.minY)
    tracker.receive(Phone.event(.didChangeFrame, Phone.shown, Phone.hidden, at: Phone.springEnd(3)))
    tracker.receive(Phone.event(.didHide, Phone.shown, Phone.hidden, at: Phone.springEnd(3)))
    let view = ViewPlacement.fullScreen(Phone.screen.size, safeAreaInsets: LayoutInsets(bottom: 34))
    #expect(tracker.state(at: 4).phase == .hidden)
    #expect(tracker.coveredHeight(of: view, at: 4) == 34)
    #expect(!tracker.records.contains { $0.outcome == .refused })
  }

  /// Height changes post 0.25 s with curve 7 (Stack Overflow question 19482573).
  @Test("a height change animates between the two docked frames along curve 7")
  func heightChange() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 1)
    Phone.didShow(tracker, start: 1)
    tracker.receive(Phone.event(.willChangeFrame, Phone.shown, Phone.short, at: 2))
    tracker.observeHostFrame(Phone.short, at: 2)
    let mid = tracker.frame(at: 2.05)
    #expect(mid.minY > Phone.shown.minY && mid.minY < Phone.short.minY)
    #expect(tracker.state(at: 2.05).phase == .visible)
    #expect(tracker.frame(at: Phone.springEnd(2)) == Phone.short)
    let view = ViewPlacement.fullScreen(Phone.screen.size)
    #expect(tracker.coveredHeight(of: view, at: 3) == 291)
  }

  /// Some height changes post a duration of 0 (Stack Overflow question 1419221, "What is the
  /// iPhone's default keyboard animation rate?"), even with curve 7; UIKit makes
  /// a change of duration 0 at once (`UIView.animate(withDuration:)`: "If you specify a negative
  /// value or 0, the changes are made without animating them").
  @Test("a height change of duration 0 lands at once, even with the spring curve")
  func zeroDurationHeightChange() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 1)
    Phone.didShow(tracker, start: 1)
    tracker.receive(Phone.event(.willChangeFrame, Phone.shown, Phone.short, at: 2, duration: 0))
    #expect(tracker.frame(at: 2) == Phone.short)
    #expect(tracker.state(at: 2).phase == .visible)
    let did = Phone.event(.didChangeFrame, Phone.shown, Phone.short, at: 2, duration: 0)
    #expect(tracker.receive(did) == .accepted)
  }

  @Test(
    "a view not flush with the screen bottom is covered by the overlap only (“Customizing the iOS keyboard”)"
  )
  func coveredHeightOfViewAboveTabBar() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    let view = ViewPlacement(
      windowFrame: Phone.screen, viewFrame: CGRect(x: 0, y: 0, width: 375, height: 729))
    // The view ends 83 pt above the screen bottom (a tab bar): 729 − 476 pt are covered.
    #expect(tracker.coveredHeight(of: view, at: 1) == CGFloat(253))
  }

  /// Interactive dismissal: no notification during the drag; WillChangeFrame + WillHide at the
  /// release with begin = the frame at release (the agreed model; no notification during the
  /// drag: “A Stickler for Details”).
  @Test("a drag follows the host frame, and the release animates from the release frame")
  func dragThenRelease() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    for step in 1...10 {
      let frame = Phone.shown.offsetBy(dx: 0, dy: CGFloat(step) * 10)
      tracker.observeHostFrame(frame, at: 2 + Double(step) / 60)
      #expect(tracker.frame(at: 2 + Double(step) / 60) == frame)
      #expect(tracker.state(at: 2 + Double(step) / 60).phase == .interactivelyDragged)
    }
    let release = Phone.shown.offsetBy(dx: 0, dy: 100)
    let releaseTime = 2 + 11.0 / 60
    tracker.receive(Phone.event(.willChangeFrame, release, Phone.hidden, at: releaseTime))
    tracker.receive(Phone.event(.willHide, release, Phone.hidden, at: releaseTime))
    tracker.observeHostFrame(Phone.hidden, at: releaseTime)
    let slide = KeyboardAnimation(
      from: release, to: Phone.hidden, start: releaseTime, duration: 0.25, curve: .keyboardSpring)
    #expect(tracker.frame(at: releaseTime + 0.1) == slide.frame(at: releaseTime + 0.1))
    #expect(tracker.state(at: releaseTime + 0.1).phase == .hiding)
    #expect(tracker.state(at: Phone.springEnd(releaseTime)).phase == .hidden)
  }

  /// The return: no notification; the host frame jumps to the resting frame.
  ///
  /// The keyboard moves back on easeInEaseOut over 0.25 s × 80 / 336 from the release
  /// (kirillzyusko/react-native-keyboard-controller PR #515 "feat: timing animation"). The curve
  /// is symmetric, so half-way through the time it is half-way back.
  @Test("a cancelled drag returns on an easeInOut timing curve")
  func dragThenCancel() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    let dragged = Phone.shown.offsetBy(dx: 0, dy: 80)
    tracker.observeHostFrame(Phone.shown.offsetBy(dx: 0, dy: 40), at: 2)
    tracker.observeHostFrame(dragged, at: 2.1)
    tracker.observeHostFrame(Phone.shown, at: 2.2)
    let duration = 0.25 * 80 / 336
    #expect(abs(tracker.frame(at: 2.2 + duration / 2).minY - (Phone.shown.minY + 40)) < 1e-6)
    #expect(tracker.frame(at: 2.2 + duration / 4).minY > Phone.shown.minY + 40)
    #expect(tracker.state(at: 2.2 + duration / 2).phase == .visible)
    #expect(tracker.state(at: 2.2 + duration).frame == Phone.shown)
    #expect(!tracker.records.contains { $0.outcome == .refused })
  }
}
