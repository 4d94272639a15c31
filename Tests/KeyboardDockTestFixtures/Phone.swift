import Foundation
import KeyboardDockCore

/// Frames and events of an iPhone 375×812 for the tests that drive a tracker (Core's and the
/// composer's): the keyboard with and without the predictive bar, and its notifications.
public enum Phone {
  public static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
  public static let shown = CGRect(x: 0, y: 476, width: 375, height: 336)
  public static let hidden = CGRect(x: 0, y: 812, width: 375, height: 336)
  /// The keyboard without the predictive bar (291 pt on 375×812).
  public static let short = CGRect(x: 0, y: 521, width: 375, height: 291)

  /// A notification as the agreed iOS model posts it: duration 0.25, curve 7.
  public static func event(
    _ kind: KeyboardEvent.Kind?, _ begin: CGRect?, _ end: CGRect, at time: TimeInterval,
    duration: TimeInterval = 0.25, curve: KeyboardAnimationCurve = .keyboard,
    isLocal: Bool? = true
  ) -> KeyboardEvent {
    KeyboardEvent(
      kind: kind, beginFrame: begin, endFrame: end, duration: duration, curve: curve,
      isLocal: isLocal, time: time)
  }

  /// The end of a curve-7 animation that starts at `time`.
  public static func springEnd(_ time: TimeInterval) -> TimeInterval {
    time + TimingCurve.keyboardSpring.totalDuration(nominal: 0.25)
  }

  /// WillChangeFrame + WillShow at `time`, then the host frame's jump (the order in "Keyboard on
  /// iOS", RulTech, https://www.rultech.com/keyboard-on-ios/).
  public static func show(_ tracker: KeyboardTracker, to end: CGRect = shown, at time: TimeInterval)
  {
    tracker.receive(event(.willChangeFrame, hidden, end, at: time))
    tracker.receive(event(.willShow, hidden, end, at: time))
    tracker.observeHostFrame(end, at: time)
  }

  /// DidChangeFrame + DidShow when the animation started at `time` ends.
  public static func didShow(_ tracker: KeyboardTracker, at end: CGRect = shown, start time: Double)
  {
    tracker.receive(event(.didChangeFrame, hidden, end, at: springEnd(time)))
    tracker.receive(event(.didShow, hidden, end, at: springEnd(time)))
  }
}
