import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SystemKeyboard {
  /// Posts will-notifications for a change and moves the keyboard.
  ///
  /// The posted begin frame is the host's model frame before the change (the frame the keyboard
  /// was last set to; an estimate for an interrupted animation, where what the user sees differs
  /// from it). Any did-notification still pending belongs to an animation this one supersedes
  /// and is not posted: iOS then posts several will-notifications in a row (third-party
  /// keyboards).
  ///
  /// - Parameters:
  ///   - end: The keyboard's new frame, in screen coordinates.
  ///   - names: The will-notifications to post, in order.
  ///   - postedEnd: The end frame to post when it differs from `end` (`.zero` for a floating
  ///     keyboard).
  ///   - duration: The posted duration; 0 moves the keyboard at once.
  ///   - reportsHostFrame: Whether KVO reports the change.
  ///   - changedByUser: The value of `UIKeyboardFrameChangedByUserInteraction`, if posted.
  ///   - time: When the change is committed.
  mutating func animate(
    to end: CGRect, posting names: [KeyboardNotificationName], postedEnd: CGRect? = nil,
    duration: TimeInterval? = nil, reportsHostFrame: Bool = true,
    changedByUser: Bool? = nil, at time: TimeInterval
  ) {
    let duration = duration ?? profile.postedDuration
    let userInfo = KeyboardUserInfo.make(
      begin: host.model, end: postedEnd ?? end, duration: duration, curve: Self.springCurve,
      isLocal: isLocal, changedByUserInteraction: changedByUser)
    commit(
      names.map { PendingDid(name: $0, userInfo: userInfo) }, to: end, duration: duration,
      reportsHostFrame: reportsHostFrame, at: time)
  }

  /// Posts will-notifications, sets the host's model frame with an additive animation, reports
  /// it, tells the layout guide and schedules the did-notifications.
  mutating func commit(
    _ notifications: [PendingDid], to end: CGRect, duration: TimeInterval,
    reportsHostFrame: Bool, at time: TimeInterval
  ) {
    pendingDids.removeAll()
    let timing = LayerTiming.uiKit(
      curve: Self.springCurve, duration: duration, spring: profile.keyboardSpring)
    let isSameTarget = end == host.model
    var fadeEnd: TimeInterval?
    if prefersCrossFadeTransitions, timing != nil, !isSameTarget {
      // Reduce Motion with Prefer Cross-Fade Transitions: the keyboard's layer animates its
      // `opacity` instead of its position (react-native-keyboard-controller,
      // ios/extensions/UIView.swift `frameTransitionInWindow`: "when cross fade transitions
      // enabled, then keyboard changes its `opacity` instead of `translateY`"). The frame is at
      // its end at once; the fade lasts the posted duration (an estimate: its length is not
      // published).
      crossFade = CrossFade(
        start: time, duration: duration, outgoing: host.presentation(at: time), incoming: end)
      host.removeAllAnimations()
      host.set(end, timing: nil, at: time)
      fadeEnd = time + duration
    } else {
      if timing == nil, !isSameTarget, profile.unanimatedChangeRemovesAnimations {
        // The variant `unanimated-change-removes` of fact `unanimated-change`: the keyboard
        // shows the new frame at once, with nothing of a running animation left.
        host.removeAllAnimations()
      }
      host.set(end, timing: timing, at: time)
    }
    var posted: [SystemKeyboardOutput] = notifications.map {
      .notification(PostedNotification(name: $0.name, userInfo: $0.userInfo, time: time))
    }
    if reportsHostFrame {
      let kvo = SystemKeyboardOutput.hostFrame(end, time: time)
      if kvoComesFirst() { posted.insert(kvo, at: 0) } else { posted.append(kvo) }
    }
    outputs += posted
    // The layout guide gets the posted animation, also under a cross-fade (an estimate: how
    // UIKit animates the guide then is not published).
    outputs.append(
      .layoutChange(
        KeyboardLayoutChange(
          frame: end, floatingFrame: floatingFrame, mode: mode,
          animation: timing.map { _ in
            KeyboardLayoutChange.Animation(duration: duration, curve: Self.springCurve)
          }, time: time)))
    pendingDids = notifications.compactMap { will in
      will.name.completion.map { PendingDid(name: $0, userInfo: will.userInfo) }
    }
    // Setting the value the keyboard is already animating to adds no animation: the running
    // one goes on, and its end is when the change completes.
    // The did-notifications come when the animation is removed (fact
    // `did-notification-timing`), shifted by the profile's delay for the variants.
    let removal: TimeInterval
    if let fadeEnd {
      removal = fadeEnd
    } else if isSameTarget, let running = host.animationEnd, running > time {
      removal = running
    } else {
      removal = time + (timing?.duration ?? 0)
    }
    didTime = removal > time ? max(time, removal + profile.didDelay) : removal
    if end.height > 0, mode != .hidden { lastHeight = end.height }
  }

  /// Whether the KVO callback of the next change comes before its notification.
  mutating func kvoComesFirst() -> Bool {
    defer { changes += 1 }
    switch eventOrder {
    case .notificationFirst: return false
    case .kvoFirst: return true
    case .alternating: return changes % 2 == 1
    }
  }

  /// Posts a complete will + did sequence at once, without animation (rotation bursts).
  mutating func postInstantly(
    _ names: [KeyboardNotificationName], begin: CGRect, end: CGRect, at time: TimeInterval
  ) {
    let userInfo = KeyboardUserInfo.make(
      begin: begin, end: end, duration: 0, curve: Self.springCurve, isLocal: isLocal)
    let all = names + names.compactMap(\.completion)
    for name in all {
      outputs.append(.notification(PostedNotification(name: name, userInfo: userInfo, time: time)))
    }
  }
}
