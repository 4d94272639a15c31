import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Reduce Motion's cross-fade, and an end frame the layout guide contradicts (iOS 26 with
/// AutoFill suggestions, mozilla-mobile/firefox-ios PR #30146).
@Suite("Keyboard tracker: cross-fades and end frames the host frame contradicts")
struct KeyboardTrackerSystemEventsTests {
  /// With Prefer Cross-Fade Transitions the keyboard fades in place
  /// (react-native-keyboard-controller `frameTransitionInWindow`): the frame is at its end at
  /// once, and the did-notifications still come after the posted duration.
  @Test("a cross-fade puts the keyboard at its end frame at once")
  func crossFade() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    tracker.prefersCrossFadeTransitions = true
    Phone.show(tracker, at: 1)
    #expect(tracker.frame(at: 1) == Phone.shown)
    #expect(tracker.frame(at: 1.1) == Phone.shown)
    tracker.receive(Phone.event(.didShow, Phone.hidden, Phone.shown, at: 1.25))
    #expect(tracker.records.last?.outcome != .refused)
    tracker.receive(Phone.event(.willHide, Phone.shown, Phone.hidden, at: 2))
    #expect(tracker.frame(at: 2) == Phone.hidden)
  }

  /// A change posted with duration 0 is made "without animating" whatever Reduce Motion says
  /// (`UIView.animate(withDuration:animations:)`): it is no cross-fade, so a slide still
  /// running — a show begun before the setting was turned on — keeps adding its remainder
  /// (additive animations, WWDC 2014 session 236), as the emoji keyboard's unanimated switch
  /// does without Reduce Motion.
  @Test("with cross-fades on, an unanimated change leaves a running slide adding up")
  func unanimatedChangeIsNoCrossFade() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 1)
    tracker.prefersCrossFadeTransitions = true
    let emoji = CGRect(x: 0, y: 512, width: 375, height: 300)
    tracker.receive(Phone.event(.willChangeFrame, Phone.shown, emoji, at: 1.1, duration: 0))
    tracker.receive(Phone.event(.willShow, Phone.shown, emoji, at: 1.1, duration: 0))
    tracker.observeHostFrame(emoji, at: 1.1)
    // The show's remainder, by the closed form of a critically damped spring with
    // ω = √(1000 / 3) (react-native-keyboard-controller's curve 7): (1 + ωt)·e^(−ωt) of 336 pt.
    let omega = (1000.0 / 3).squareRoot()
    for time in [1.1, 1.15, 1.25] {
      let elapsed = time - 1
      let remainder = 336 * (1 + omega * elapsed) * exp(-omega * elapsed)
      #expect(abs(tracker.frame(at: time).minY - (512 + remainder)) < 0.05, "at \(time) s")
    }
    // An animated change is a cross-fade: the end frame at once, nothing left adding up.
    tracker.receive(Phone.event(.willShow, emoji, Phone.shown, at: 1.3))
    #expect(tracker.frame(at: 1.3) == Phone.shown)
  }

  @Test("without a cross-fade the same show slides along curve 7")
  func slides() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 1)
    #expect(tracker.frame(at: 1).minY == Phone.hidden.minY)
    #expect(tracker.frame(at: 1.1).minY > Phone.shown.minY + 10)
  }

  /// The host frame at the instant of the notification is the change's model frame.
  @Test("a host frame at the notification's instant retargets its animation, keeping its timing")
  func hostFrameRetargets() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    tracker.receive(Phone.event(.willShow, Phone.hidden, Phone.short, at: 1))
    tracker.observeHostFrame(Phone.shown, at: 1)
    #expect(tracker.records.last?.outcome == .accepted)
    #expect(tracker.frame(at: 1).minY == Phone.hidden.minY)
    let mid = tracker.frame(at: 1.1).minY
    #expect(mid < Phone.hidden.minY && mid > Phone.shown.minY)
    #expect(tracker.frame(at: Phone.springEnd(1) + 0.01) == Phone.shown)
  }

  @Test("a repeat of the resting frame whose host frame moves animates there")
  func coalescedRepeatRetargets() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, to: Phone.short, at: 0)
    Phone.didShow(tracker, at: Phone.short, start: 0)
    tracker.receive(Phone.event(.willShow, Phone.short, Phone.short, at: 2))
    tracker.observeHostFrame(Phone.shown, at: 2)
    #expect(tracker.frame(at: 2) == Phone.short)
    let mid = tracker.frame(at: 2.05).minY
    #expect(mid < Phone.short.minY && mid > Phone.shown.minY)
    #expect(tracker.frame(at: Phone.springEnd(2) + 0.01) == Phone.shown)
  }

  @Test("a host frame after the notification's instant is still a drag")
  func laterHostFrameIsDrag() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    let dragged = Phone.shown.offsetBy(dx: 0, dy: 40)
    tracker.observeHostFrame(dragged, at: 2)
    #expect(tracker.frame(at: 2) == dragged)
  }
}

/// ``KeyboardObservationGuard/Rule/guideCorrectsEndFrame``.
@Suite("Observation guard: the layout guide corrects a wrong end frame on iOS 26")
struct KeyboardObservationGuardEndFrameTests {
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  /// The keyboard with the AutoFill strip (the guide) and without it (the posted end frame).
  static let withStrip = CGRect(x: 0, y: 852 - 390, width: 393, height: 390)
  static let withoutStrip = CGRect(x: 0, y: 852 - 345, width: 393, height: 345)

  static func will(_ end: CGRect, at time: TimeInterval) -> KeyboardEvent {
    KeyboardEvent(
      kind: .willShow, beginFrame: withoutStrip, endFrame: end, duration: 0.25, curve: .keyboard,
      isLocal: true, isChangedByUserInteraction: nil, time: time)
  }

  static func guardFor(_ version: String) throws -> KeyboardObservationGuard {
    var observations = KeyboardObservationGuard(
      system: try SystemVersion(version), source: .keyboardLayoutGuide, screenBounds: screen)
    _ = observations.notification(will(withoutStrip, at: 0), in: nil)
    return observations
  }

  @Test("notification first: the guide's frame at that instant is taken, and later ones agree")
  func notificationFirst() throws {
    var observations = try Self.guardFor("26.2")
    _ = observations.notification(Self.will(Self.withoutStrip, at: 1), in: nil)
    let verdict = observations.hostFrame(Self.withStrip, at: 1)
    #expect(verdict.value == Self.withStrip)
    #expect(verdict.rule == .guideCorrectsEndFrame)
    // The did-notification with the same wrong end frame gets the guide's.
    var did = Self.will(Self.withoutStrip, at: 1.6)
    did.kind = .didShow
    #expect(observations.notification(did, in: nil).value?.endFrame == Self.withStrip)
  }

  @Test("guide first: the notification of the same instant gets the guide's frame")
  func guideFirst() throws {
    var observations = try Self.guardFor("26.0")
    _ = observations.hostFrame(Self.withStrip, at: 1)
    let verdict = observations.notification(Self.will(Self.withoutStrip, at: 1), in: nil)
    #expect(verdict.value?.endFrame == Self.withStrip)
    #expect(verdict.rule == .guideCorrectsEndFrame)
  }

  /// A show and a height change at one instant (a field focused with dictation on): the
  /// guide's value after the show is the show's model frame, not a correction of the height
  /// change's end frame that follows.
  @Test("a guide value corrects only the first notification after it")
  func guideValueOfAnEarlierChangeCorrectsNothing() throws {
    var observations = try Self.guardFor("26.0")
    _ = observations.notification(Self.will(Self.withoutStrip, at: 2), in: nil)
    _ = observations.hostFrame(Self.withoutStrip, at: 2)
    var change = Self.will(Self.withStrip, at: 2)
    change.kind = .willChangeFrame
    #expect(observations.notification(change, in: nil).value?.endFrame == Self.withStrip)
    let verdict = observations.notification(Self.will(Self.withStrip, at: 2), in: nil)
    #expect(verdict.value?.endFrame == Self.withStrip)
    #expect(verdict.rule != .guideCorrectsEndFrame)
  }

  @Test("before iOS 26 the end frame stands")
  func before26() throws {
    var observations = try Self.guardFor("18.6")
    _ = observations.hostFrame(Self.withStrip, at: 1)
    let verdict = observations.notification(Self.will(Self.withoutStrip, at: 1), in: nil)
    #expect(verdict.value?.endFrame == Self.withoutStrip)
    #expect(KeyboardObservationGuard.Rule.guideCorrectsEndFrame.firstVersion == SystemVersion(26))
  }

  @Test("a guide resting on the screen's bottom (a split keyboard) corrects nothing")
  func restingGuideIsNoCorrection() throws {
    var observations = try Self.guardFor("26.2")
    _ = observations.notification(Self.will(Self.withoutStrip, at: 1), in: nil)
    let bottom = CGRect(x: 0, y: 852, width: 393, height: 0)
    #expect(observations.hostFrame(bottom, at: 1).rule != .guideCorrectsEndFrame)
  }
}
