import Foundation
import KeyboardDockCore
import Testing

/// The agreed iOS model (the simulated iOS's assumptions, each with its public source in
/// `Sources/KeyboardDockSimulatedIOS`), written out independently of
/// the tracker: what the system posts and where the user sees the keyboard.
///
/// A change posts its "will"s at `t` with begin = the frame the keyboard was last set to (its
/// model frame), the host frame (KVO) jumps to the end frame, and an additive animation of the
/// difference runs on top of any still running (UIKit's animations are additive since iOS 8:
/// "Building Interruptible and Responsive Interactions", WWDC 2014 session 236); a duration of 0
/// adds none. A drag posts only host frames and stops every animation; a snap back posts one host
/// frame and returns from the release frame on an easeInEaseOut timing curve.
///
/// The spring is written here as a closed form, without Core's types, so that the tracker's own
/// animation code is what is checked.
private struct ReferenceKeyboard {
  /// One additive animation of curve 7 from an old model frame to the next.
  ///
  /// It is the keyboard's `CASpringAnimation` (mass 3, stiffness 1000, damping 500, read from the live animation in
  /// flutter/engine PR #37604 and react-native-keyboard-controller), moving as a critically
  /// damped spring released from rest, the model both projects match on devices: the part of
  /// the distance left at t seconds is (1 + ωt)·e^(−ωt) with ω = √(1000 / 3). Settled once
  /// within 1/10,000 of the distance, it snaps to its end (the tracker's settling threshold).
  struct Spring {
    var from: CGRect
    var to: CGRect
    var start: TimeInterval
    /// When set, the motion is not the spring but a timing curve of this many seconds:
    /// `kCAMediaTimingFunctionEaseInEaseOut`, the cubic Bézier (0.42, 0, 0.58, 1) of Apple's
    /// "CAMediaTimingFunction" documentation.
    var easeInOutDuration: TimeInterval? = nil

    static let omega = (1000.0 / 3).squareRoot()

    /// The phase ωt at which (1 + ωt)·e^(−ωt) = 10⁻⁴, by bisection.
    static let settlingPhase: Double = {
      var low = 1.0
      var high = 40.0
      for _ in 0..<200 {
        let middle = (low + high) / 2
        if (1 + middle) * exp(-middle) > 1e-4 { low = middle } else { high = middle }
      }
      return (low + high) / 2
    }()

    /// The Bézier (0.42, 0, 0.58, 1) at time fraction `x`: the parameter found by bisection on
    /// x(u) = 3·0.42·u(1−u)² + 3·0.58·u²(1−u) + u³, then y(u) = 3u²(1−u) + u³.
    static func easeInOut(_ x: Double) -> Double {
      let x = min(1, max(0, x))
      var low = 0.0
      var high = 1.0
      for _ in 0..<60 {
        let u = (low + high) / 2
        let xu = 3 * 0.42 * u * (1 - u) * (1 - u) + 3 * 0.58 * u * u * (1 - u) + u * u * u
        if xu < x { low = u } else { high = u }
      }
      let u = (low + high) / 2
      return 3 * u * u * (1 - u) + u * u * u
    }

    var end: TimeInterval { start + (easeInOutDuration ?? Self.settlingPhase / Self.omega) }

    /// The part of the distance still to go at `time`: 1 at the start, 0 once settled.
    func remaining(at time: TimeInterval) -> CGFloat {
      guard time < end else { return 0 }
      if let duration = easeInOutDuration {
        return CGFloat(1 - Self.easeInOut(max(0, time - start) / duration))
      }
      let phase = Self.omega * max(0, time - start)
      return CGFloat((1 + phase) * exp(-phase))
    }
  }

  var screen: CGRect
  /// The model frame: what KVO reports.
  var model: CGRect
  /// The running additive animations, each from an old model frame to the next.
  var animations: [Spring] = []
  var tracker: KeyboardTracker
  /// The time up to which the tracker has been compared with the visible keyboard.
  var sampledUpTo: TimeInterval = 0
  /// The largest difference seen so far, in points.
  var largestError: CGFloat = 0

  init(screen: CGRect, hiddenHeight: CGFloat) throws {
    self.screen = screen
    model = CGRect(x: 0, y: screen.maxY, width: screen.width, height: hiddenHeight)
    tracker = try KeyboardTracker(screenBounds: screen)
  }

  func visible(at time: TimeInterval) -> CGRect {
    var frame = model
    for animation in animations where time < animation.end {
      let remaining = animation.remaining(at: time)
      frame.origin.x += (animation.from.minX - animation.to.minX) * remaining
      frame.origin.y += (animation.from.minY - animation.to.minY) * remaining
      frame.size.width += (animation.from.width - animation.to.width) * remaining
      frame.size.height += (animation.from.height - animation.to.height) * remaining
    }
    return frame
  }

  mutating func change(
    to end: CGRect, posting kinds: [KeyboardEvent.Kind], posted: CGRect? = nil,
    duration: TimeInterval = 0.25, at time: TimeInterval
  ) {
    sample(upTo: time)
    let begin = model
    for kind in kinds {
      tracker.receive(
        KeyboardEvent(
          kind: kind, beginFrame: begin, endFrame: posted ?? end, duration: duration,
          curve: .keyboard, time: time))
    }
    if posted == nil { tracker.observeHostFrame(end, at: time) }
    animations.removeAll { $0.end <= time }
    // A duration of 0 changes the frame without animating it; a spring ignores the duration.
    if duration > 0, begin != end { animations.append(Spring(from: begin, to: end, start: time)) }
    model = end
  }

  mutating func drag(to frame: CGRect, at time: TimeInterval) {
    sample(upTo: time)
    tracker.observeHostFrame(frame, at: time)
    animations = []
    model = frame
  }

  mutating func snapBack(to resting: CGRect, at time: TimeInterval) {
    sample(upTo: time)
    tracker.observeHostFrame(resting, at: time)
    // The return is a CABasicAnimation, easeInEaseOut, over 0.25 s × distance / height
    // (kirillzyusko/react-native-keyboard-controller PR #515 "feat: timing animation").
    let duration = 0.25 * min(1, Double(abs(model.minY - resting.minY) / resting.height))
    animations = [Spring(from: model, to: resting, start: time, easeInOutDuration: duration)]
    model = resting
  }

  /// Compares the tracker's frame with the visible frame at 120 Hz from the last comparison up
  /// to `time` (exclusive), after the inputs so far: every edge while the keyboard is on screen,
  /// the top edge while it is below the screen (the hidden keyboard's height is not modelled the
  /// same way, and covers nothing).
  mutating func sample(upTo time: TimeInterval) {
    var at = sampledUpTo
    while at < time {
      let a = tracker.frame(at: at)
      let b = visible(at: at)
      var error = abs(a.minY - b.minY)
      if b.minY < screen.maxY {
        error = max(error, abs(a.minX - b.minX), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
      }
      largestError = max(largestError, error)
      at += 1.0 / 120
    }
    sampledUpTo = max(sampledUpTo, time)
  }
}

@Suite("Keyboard tracker: the agreed iOS model, to 0.00 pt")
struct KeyboardTrackerAgreedModelTests {
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
  static func docked(_ height: CGFloat) -> CGRect {
    CGRect(x: 0, y: 812 - height, width: 375, height: height)
  }

  @Test("show, predictive off, emoji at duration 0, hide: the tracker is the visible keyboard")
  func showChangeHide() throws {
    var keyboard = try ReferenceKeyboard(screen: Self.screen, hiddenHeight: 336)
    keyboard.change(to: Self.docked(336), posting: [.willChangeFrame, .willShow], at: 1)
    keyboard.change(to: Self.docked(291), posting: [.willChangeFrame, .willShow], at: 1.2)
    keyboard.change(to: Self.docked(320), posting: [.willChangeFrame], duration: 0, at: 2)
    keyboard.change(
      to: CGRect(x: 0, y: 812, width: 375, height: 320), posting: [.willChangeFrame, .willHide],
      at: 3)
    keyboard.sample(upTo: 4)
    #expect(keyboard.largestError < 1e-9)
  }

  /// Third-party keyboards: WillShow at 0 pt, then 216, then 259 (michaeltyson/TPKeyboardAvoiding
  /// #130 and PR #149, ionic-team/cordova-plugin-ionic-keyboard #13).
  @Test("a third-party burst, each WillShow added to the running animation")
  func thirdPartyBurst() throws {
    // Hidden with no height yet (no keyboard shown before): the 0-pt WillShow moves nothing, and
    // the 216 and 259 pt ones overlap additively.
    var keyboard = try ReferenceKeyboard(screen: Self.screen, hiddenHeight: 0)
    keyboard.change(to: Self.docked(0), posting: [.willChangeFrame, .willShow], at: 1)
    keyboard.change(to: Self.docked(216), posting: [.willShow], at: 1.05)
    keyboard.change(to: Self.docked(259), posting: [.willShow], at: 1.1)
    keyboard.sample(upTo: 2.2)
    #expect(keyboard.largestError < 1e-9)
    #expect(keyboard.tracker.state(at: 2).mode == .docked)
  }

  @Test("a drag, a snap back, another drag and a dismissal at release")
  func dragsAndRelease() throws {
    var keyboard = try ReferenceKeyboard(screen: Self.screen, hiddenHeight: 336)
    let resting = Self.docked(336)
    keyboard.change(to: resting, posting: [.willChangeFrame, .willShow], at: 0)
    for step in 1...20 {
      keyboard.drag(to: resting.offsetBy(dx: 0, dy: CGFloat(step) * 5), at: 1 + Double(step) / 60)
    }
    keyboard.snapBack(to: resting, at: 1.4)
    for step in 1...30 {
      keyboard.drag(to: resting.offsetBy(dx: 0, dy: CGFloat(step) * 7), at: 2 + Double(step) / 60)
    }
    keyboard.change(
      to: CGRect(x: 0, y: 812, width: 375, height: 336), posting: [.willChangeFrame, .willHide],
      at: 2.6)
    keyboard.sample(upTo: 3.5)
    // The return's Bézier is solved here by bisection and in Core by its own solver, whose
    // tolerance leaves a few millionths of a point (3.5 × 10⁻⁶ measured): the bound is 10⁻⁵ pt.
    #expect(keyboard.largestError < 1e-5)
    #expect(keyboard.tracker.state(at: 3.5).phase == .hidden)
  }

  /// iPad: hardware keyboard bar 55 pt visible; floating keyboard posted as `CGRect.zero`
  /// (hardware bar: Stack Overflow question 32319697; the zero frame: the model's assumption).
  @Test("iPad: hardware bar, disconnect, float with zero frames, dock again")
  func iPadModes() throws {
    let screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
    var keyboard = try ReferenceKeyboard(screen: screen, hiddenHeight: 313)
    let docked = CGRect(x: 0, y: 711, width: 768, height: 313)
    let bar = CGRect(x: 0, y: 969, width: 768, height: 313)
    keyboard.change(to: bar, posting: [.willChangeFrame, .willShow], at: 1)
    keyboard.change(to: docked, posting: [.willChangeFrame, .willShow], at: 2)
    let below = CGRect(x: 0, y: 1024, width: 768, height: 313)
    keyboard.change(to: below, posting: [.willChangeFrame], posted: .zero, duration: 0, at: 3)
    #expect(keyboard.tracker.state(at: 3.5).mode == .floating)
    keyboard.change(to: docked, posting: [.willChangeFrame, .willShow], at: 4)
    keyboard.sample(upTo: 5)
    #expect(keyboard.largestError < 1e-9)
    #expect(keyboard.tracker.state(at: 5).mode == .docked)
  }

  /// Rotation: the screen changes at once and hide + show pairs come without animation, twice
  /// (Apple Developer Forums thread 5706); iPhone landscape keyboard 162 pt (Stack Overflow
  /// question 11284321).
  @Test("a rotation with two bursts lands on the landscape frame at once")
  func rotation() throws {
    var keyboard = try ReferenceKeyboard(screen: Self.screen, hiddenHeight: 336)
    keyboard.change(to: Self.docked(336), posting: [.willChangeFrame, .willShow], at: 0)
    keyboard.sample(upTo: 1)
    let landscape = CGRect(x: 0, y: 0, width: 812, height: 375)
    let shown = CGRect(x: 0, y: 213, width: 812, height: 162)
    let hidden = CGRect(x: 0, y: 375, width: 812, height: 162)
    keyboard.tracker.updateScreenBounds(landscape, at: 1)
    keyboard.screen = landscape
    for (begin, end) in [
      (Self.docked(336), CGRect(x: 0, y: 812, width: 375, height: 336)), (hidden, shown),
      (shown, hidden), (hidden, shown),
    ] {
      let kinds: [KeyboardEvent.Kind] =
        end == shown ? [.willChangeFrame, .willShow] : [.willChangeFrame, .willHide]
      for kind in kinds + kinds.compactMap(\.completion) {
        keyboard.tracker.receive(
          KeyboardEvent(
            kind: kind, beginFrame: begin, endFrame: end, duration: 0, curve: .keyboard, time: 1))
      }
    }
    keyboard.tracker.observeHostFrame(shown, at: 1)
    keyboard.model = shown
    keyboard.animations = []
    keyboard.sample(upTo: 2)
    #expect(keyboard.largestError < 1e-9)
    #expect(!keyboard.tracker.records.contains { $0.outcome == .refused })
    #expect(keyboard.tracker.state(at: 1).mode == .docked)
  }

  /// Rotating an iPad from landscape to portrait: the burst's first hide ends at the landscape
  /// hidden frame, which lies across the bottom of the taller portrait screen (398 pt
  /// landscape, 313 pt portrait keyboards on 768×1024, as `kbdock devices` lists them).
  @Test("a rotation to a taller screen hides through the old hidden frame, without refusal")
  func rotationToTallerScreen() throws {
    let landscape = CGRect(x: 0, y: 0, width: 1024, height: 768)
    var keyboard = try ReferenceKeyboard(screen: landscape, hiddenHeight: 398)
    let shownLandscape = CGRect(x: 0, y: 370, width: 1024, height: 398)
    keyboard.change(to: shownLandscape, posting: [.willChangeFrame, .willShow], at: 0)
    keyboard.sample(upTo: 1)
    let portrait = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let shown = CGRect(x: 0, y: 711, width: 768, height: 313)
    let hidden = CGRect(x: 0, y: 1024, width: 768, height: 313)
    keyboard.tracker.updateScreenBounds(portrait, at: 1)
    keyboard.screen = portrait
    let oldHidden = CGRect(x: 0, y: 768, width: 1024, height: 398)
    for (begin, end, show) in [
      (shownLandscape, oldHidden, false), (hidden, shown, true), (shown, hidden, false),
      (hidden, shown, true),
    ] {
      let kinds: [KeyboardEvent.Kind] =
        show ? [.willChangeFrame, .willShow] : [.willChangeFrame, .willHide]
      for kind in kinds + kinds.compactMap(\.completion) {
        keyboard.tracker.receive(
          KeyboardEvent(
            kind: kind, beginFrame: begin, endFrame: end, duration: 0, curve: .keyboard, time: 1))
      }
    }
    keyboard.tracker.observeHostFrame(shown, at: 1)
    keyboard.model = shown
    keyboard.animations = []
    keyboard.sample(upTo: 2)
    #expect(keyboard.largestError < 1e-9)
    #expect(!keyboard.tracker.records.contains { $0.outcome == .refused })
    #expect(keyboard.tracker.state(at: 1).mode == .docked)
  }

  /// iPad undock (WillChangeFrame + WillHide with the raised frame; "The iPad Split-Keyboard and
  /// (Missing) Notifications", themainthread.com) and a split
  /// keyboard on the bottom edge (the simulator's estimate: 75 % of the docked height).
  @Test("iPad: undock, split on the bottom edge, dock")
  func undockSplitDock() throws {
    let screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
    var keyboard = try ReferenceKeyboard(screen: screen, hiddenHeight: 313)
    let docked = CGRect(x: 0, y: 711, width: 768, height: 313)
    keyboard.change(to: docked, posting: [.willChangeFrame, .willShow], at: 0)
    keyboard.change(
      to: docked.offsetBy(dx: 0, dy: -200), posting: [.willChangeFrame, .willHide], at: 1)
    #expect(keyboard.tracker.state(at: 1.9).mode == .undocked)
    let split = CGRect(x: 0, y: 789, width: 768, height: 235)
    keyboard.change(to: split, posting: [.willChangeFrame], at: 2)
    keyboard.change(to: docked, posting: [.willChangeFrame, .willShow], at: 3)
    keyboard.sample(upTo: 4)
    #expect(keyboard.largestError < 1e-9)
    #expect(!keyboard.tracker.records.contains { $0.outcome == .refused })
  }
}
