import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SystemKeyboard {
  /// The usual duration of a keyboard animation, in seconds (observed on iOS).
  public static let usualDuration: TimeInterval = 0.25
  /// The duration posted while a modal presentation animates (observed on iOS).
  public static let modalPresentationDuration: TimeInterval = 0.4

  /// Posts will-notifications for a change and moves the keyboard, following the agreed model.
  ///
  /// Any did-notification still pending belongs to an animation this one supersedes and is
  /// dropped: iOS then posts several will-notifications in a row (observed on iOS, third-party
  /// keyboards). The begin frame is what the user sees at `time`, so the visible keyboard moves
  /// on without a jump; the model frame (KVO) jumps once to `to`.
  ///
  /// - Parameters:
  ///   - to: The keyboard's new frame, in screen coordinates.
  ///   - kinds: The will-notifications to post, in order.
  ///   - postedEnd: The end frame to post when it differs from `to` (`.zero` for a floating
  ///     keyboard, observed on iOS).
  ///   - duration: The posted duration; 0 moves the keyboard at once.
  ///   - curve: The posted curve.
  ///   - reportsHostFrame: Whether KVO reports the change (not for a floating keyboard).
  ///   - time: When the change is committed.
  mutating func animate(
    to end: CGRect, posting kinds: [KeyboardEvent.Kind], postedEnd: CGRect? = nil,
    duration: TimeInterval = usualDuration, curve: KeyboardAnimationCurve = .keyboard,
    reportsHostFrame: Bool = true, at time: TimeInterval
  ) {
    let begin = visibleFrame(at: time)
    let events = kinds.map { kind in
      KeyboardEvent(
        kind: kind, beginFrame: begin, endFrame: postedEnd ?? end, duration: duration,
        curve: curve, isLocal: isLocal, time: time)
    }
    commit(events, to: end, reportsHostFrame: reportsHostFrame, at: time)
  }

  /// Posts will-notifications, moves the keyboard from what the user sees to `end` with their
  /// duration and curve, reports the model frame, and schedules their did-notifications.
  ///
  /// - Parameters:
  ///   - events: The will-notifications, in order, all with the same duration and curve.
  ///   - end: The keyboard's new frame, in screen coordinates.
  ///   - reportsHostFrame: Whether KVO reports the change.
  ///   - time: When the change is committed.
  mutating func commit(
    _ events: [KeyboardEvent], to end: CGRect, reportsHostFrame: Bool, at time: TimeInterval
  ) {
    pendingDids.removeAll()
    let begin = visibleFrame(at: time)
    let duration = events.first?.duration ?? 0
    let curve = events.first?.curve ?? .keyboard
    for event in events { post(event) }
    // A change to the frame the keyboard is already animating to sets the same model value: the
    // running animation goes on (a layer animation is replaced only when its value changes).
    var continuing: KeyboardAnimation?
    if end == modelFrame, case .animating(let running) = motion, !running.isFinished(at: time) {
      continuing = running
    } else {
      move(to: end, from: begin, duration: duration, curve: curve, at: time)
    }
    if reportsHostFrame { outputs.append(.hostFrame(end, time: time)) }
    outputs.append(
      .layoutChange(
        KeyboardLayoutChange(
          frame: end, floatingFrame: floatingFrame, mode: mode,
          animation: duration > 0
            ? KeyboardLayoutChange.Animation(duration: duration, curve: curve) : nil,
          time: time)))
    for event in events {
      guard let completion = event.kind?.completion else { continue }
      var did = event
      did.kind = completion
      pendingDids.append(PendingDid(kind: completion, event: did))
    }
    didTime = duration > 0 ? time + curve.timingCurve.totalDuration(nominal: duration) : time
    if let continuing { didTime = max(didTime, continuing.end) }
    if end.height > 0, mode != .hidden { lastHeight = end.height }
  }

  /// Moves the visible keyboard from `begin` to `end` along the curve (at once for 0 s), and
  /// sets the model frame.
  mutating func move(
    to end: CGRect, from begin: CGRect, duration: TimeInterval, curve: KeyboardAnimationCurve,
    at time: TimeInterval
  ) {
    modelFrame = end
    if duration > 0, begin != end {
      motion = .animating(
        KeyboardAnimation(
          from: begin, to: end, start: time, duration: duration, curve: curve.timingCurve))
    } else {
      motion = .resting(end)
    }
  }

  /// Posts one notification as a raw `userInfo` dictionary, and remembers the height of a shown
  /// system keyboard (``heightMemory``).
  mutating func post(_ event: KeyboardEvent) {
    guard let kind = event.kind else { return }
    rememberHeight(of: event)
    outputs.append(
      .notification(PostedNotification(kind: kind, userInfo: event.userInfo, time: event.time)))
  }

  /// Posts a complete sequence at once, without animation (rotation bursts, observed on iOS).
  mutating func postInstantly(
    _ kinds: [KeyboardEvent.Kind], begin: CGRect, end: CGRect, at time: TimeInterval
  ) {
    let wills = kinds.map {
      KeyboardEvent(
        kind: $0, beginFrame: begin, endFrame: end, duration: 0, curve: .keyboard,
        isLocal: isLocal, time: time)
    }
    for event in wills { post(event) }
    for var event in wills {
      event.kind = event.kind?.completion
      post(event)
    }
  }
}
