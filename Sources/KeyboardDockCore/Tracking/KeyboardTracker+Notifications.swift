import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTracker {
  /// Feeds a keyboard notification to the tracker.
  ///
  /// A "will" (or a notification of unknown kind, treated as a frame change) moves the target
  /// and starts its animation; a "did" completes the "will" that announced it. The record says
  /// which rule applied:
  /// - a "will" whose end frame is the current target (a repeat, `begin == end`, the second of
  ///   WillChangeFrame + WillShow) is coalesced and moves nothing;
  /// - a "will" that comes while an animation is in flight retargets it from the presented frame
  ///   (third-party keyboards post WillShow 0 → 216 → 259, observed on iOS): coalesced, latest
  ///   wins;
  /// - zero-duration hide/show pairs at one instant are a rotation burst (observed on iOS):
  ///   coalesced;
  /// - a WillHide whose end frame is docked on screen, a "did" whose end frame contradicts the
  ///   target with no "will" before it, non-finite values and times out of order are refused;
  /// - the "did"s of a "will" whose animation has ended are synthesised when an input that moves
  ///   the keyboard elsewhere comes (or on ``settle(at:)``); a repeat of the target or a late
  ///   "did" of it does not. UIKit posts a "did" from the animation's completion, when Core
  ///   Animation removes it; for curve 7 that is when the spring is within a threshold of its
  ///   end that Apple does not publish, so a "did" may come before or after the tracker's own
  ///   computed end (within 10⁻⁴ of the distance).
  ///
  /// - Parameter event: The notification, with its frames in screen coordinates.
  /// - Returns: What the tracker did with it (the reason is in ``records``).
  @discardableResult
  public func receive(_ event: KeyboardEvent) -> Outcome {
    let input = Record.Input.notification(event)
    if let problem = eventProblem(event) {
      let name = event.kind?.rawValue ?? "unknown notification"
      return record(input, at: event.time, .refused, "\(name) refused: \(problem)", changed: false)
    }
    // Only a notification that moves the keyboard elsewhere gives up on the pending "did"s: a
    // repeat of the target, or its "did" (posted when the animation is removed, before or after
    // the tracker's computed end), is part of the same change.
    if effectiveEnd(event.endFrame) != target {
      synthesiseDids(before: event.time, unless: event.kind)
    }
    let result: (outcome: Outcome, reason: String, changed: Bool)
    if let kind = event.kind, !kind.isWill {
      result = completion(event, kind: kind)
    } else {
      result = change(event)
    }
    if result.outcome != .refused { lastTime = max(lastTime, event.time) }
    return record(input, at: event.time, result.outcome, result.reason, changed: result.changed)
  }

  /// Why an event is malformed or out of order, or `nil` when it can be applied.
  private func eventProblem(_ event: KeyboardEvent) -> String? {
    if let problem = timeProblem(event.time) { return problem }
    if let problem = Self.frameProblem(event.endFrame, name: "end frame") { return problem }
    if let begin = event.beginFrame, let problem = Self.frameProblem(begin, name: "begin frame") {
      return problem
    }
    guard event.duration.isFinite, event.duration >= 0 else {
      return "its duration \(event.duration) is not a finite number of seconds, 0 or more"
    }
    return nil
  }

  /// Applies a "will" (or a notification of unknown kind).
  private func change(_ event: KeyboardEvent) -> (Outcome, String, Bool) {
    let time = event.time
    let kind = event.kind ?? .willChangeFrame
    let name = event.kind?.rawValue ?? "unknown notification (treated as a frame change)"
    var (endMode, modeReason) = KeyboardMode.classify(
      event.endFrame, in: screenBounds, isLocal: event.isLocal, dockedHeight: dockedHeight)
    if kind == .willHide, endMode == .docked,
      event.endFrame.maxY > screenBounds.maxY + KeyboardMode.edgeTolerance
    {
      // Rotation posts the old screen's hidden frame after the bounds changed (observed in
      // rotation bursts): a hiding keyboard partly below the bottom edge is on its way out.
      (endMode, modeReason) = (.hidden, "a hiding keyboard partly below the bottom edge")
    }
    if kind == .willHide, endMode == .docked {
      return (
        .refused,
        "\(name) refused: ends at \(KeyboardEvent.text(event.endFrame)), "
          + "\(modeReason) (\(endMode)); a hiding keyboard ends below the screen, "
          + "as the hardware bar, or undocked",
        false
      )
    }
    var notes: [String] = []
    let end = effectiveEnd(event.endFrame)
    if end != event.endFrame {
      notes.append(
        "its end frame \(KeyboardEvent.text(event.endFrame)) gives no position (iPadOS posts "
          + "it for a floating keyboard): no docked keyboard is left on screen")
    }
    if kind == .willHide, end != event.endFrame {
      (endMode, modeReason) = (.hidden, "WillHide with a frame that gives no position")
    }
    if takeDragHostFrame(asModelFrameJumpTo: end, at: time) {
      // The host frame's jump for this notification came first: it was not the drag's.
      notes.insert("the host frame at this instant was its model-frame jump, not a drag", at: 0)
    }
    // A duration of 0 changes the frame at once, whatever the curve: "If you specify a negative
    // value or 0, the changes are made without animating them" (UIView.animate(withDuration:)).
    // With cross-fade transitions the keyboard fades in place: its frame moves at once.
    let moving = prefersCrossFadeTransitions ? 0 : event.duration
    let curve = moving > 0 ? event.curve.timingCurve : TimingCurve.linear
    let completionKind = kind.completion ?? .didChangeFrame
    // A "will" that moves the target supersedes the pending "did"s; one that repeats the target
    // (WillChangeFrame + WillShow, posted a few hundred µs apart on device) adds its own.
    if end != target || endMode != mode {
      if !pendingDids.isEmpty { supersede(target) }
      pendingDids = []
    }
    if !pendingDids.contains(completionKind) { pendingDids.append(completionKind) }
    if drag == nil, end == target, endMode == mode {
      didDeadline = max(didDeadline, time + curve.totalDuration(nominal: event.duration))
      if lastAnnouncement?.time != time { lastAnnouncement = (time, moving, curve) }
      repeatTime = time
      let why =
        event.beginFrame == event.endFrame
        ? "begin == end == where the keyboard already is: a repeat, nothing moves"
        : "the keyboard is already at or on its way to this end frame: nothing moves"
      return (.coalesced, "\(name) coalesced: \(why)" + Self.joined(notes), !notes.isEmpty)
    }

    let inFlight = isAnimating(at: time)
    let phaseBefore = state(at: time).phase
    let begin = event.beginFrame.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    let from: CGRect
    if let drag {
      from = begin ?? drag.frame
      additiveAnimations = []
      notes.append("ends the interactive drag")
    } else if inFlight && prefersCrossFadeTransitions && event.duration > 0 {
      // A cross-fade moves nothing: the keyboard shows its end frame at once, and no earlier
      // slide (a return after a drag included) goes on contributing. Only an animated change
      // cross-fades: one posted with duration 0 is made "without animating" whatever the
      // setting (UIView.animate(withDuration:animations:)), so what still runs (a show begun
      // before Reduce Motion was turned on, the return after a cancelled drag) goes on adding
      // up below, as without Reduce Motion.
      additiveAnimations = []
      from = end
      notes.append("a cross-fade replaces the running animation: the end frame at once")
    } else if inFlight {
      // UIKit's animations are additive (WWDC 2014 session 236): the running animation keeps
      // contributing, and the new one moves from the old end frame to the new one on top of it.
      additiveAnimations = additiveAnimations.filter { time < $0.end }
      if let running = animation, time < running.end { additiveAnimations.append(running) }
      from = target
      notes.append("the running animation keeps contributing (UIKit animations are additive)")
    } else {
      additiveAnimations = []
      from = begin ?? frame(at: time)
    }
    let newAnimation = KeyboardAnimation(
      from: from, to: end, start: time, duration: moving, curve: curve)
    let isRotationBurst =
      !inFlight && drag == nil && event.duration == 0 && newAnimation.end == time
      && animation.map { $0.start == time && $0.end == time } == true
    let fromHidden = from.minY >= screenBounds.maxY - KeyboardMode.edgeTolerance
    if endMode == .hidden {
      animationPhase = fromHidden ? .hidden : .hiding
    } else if fromHidden || (inFlight && phaseBefore == .showing) {
      animationPhase = .showing
    } else {
      animationPhase = .visible
    }
    // A cross-fade's "did"s come when the fade ends, after the posted duration.
    didDeadline = max(newAnimation.end, time + curve.totalDuration(nominal: event.duration))
    animation = newAnimation
    lastAnnouncement = (time, moving, curve)
    drag = nil
    target = end
    mode = endMode
    // The hidden frame keeps the height of the last full-width keyboard, as the keyboard does.
    let fullWidthModes: [KeyboardMode] = [.docked, .undocked, .split, .hardwareShortcutBar]
    if end.height > 0, fullWidthModes.contains(endMode) { lastHeight = end.height }
    if endMode == .docked { dockedHeight = end.height }

    if !event.curve.isKnown {
      notes.append(
        "unknown curve \(event.curve.rawValue) animated as \(KeyboardAnimationCurve.fallback)")
    }
    // A presented frame part-way along a curve has many decimals; a hundredth of a point reads.
    let fromText = KeyboardEvent.text(
      CGRect(
        x: (from.minX * 100).rounded() / 100, y: (from.minY * 100).rounded() / 100,
        width: (from.width * 100).rounded() / 100, height: (from.height * 100).rounded() / 100))
    let motion =
      "\(fromText) → \(KeyboardEvent.text(end)) (\(endMode): \(modeReason))"
      + Self.joined(notes)
    if inFlight {
      return (
        .coalesced,
        "\(name) coalesced: retargets the animation in flight from the presented frame, "
          + "latest wins: " + motion, true
      )
    }
    if isRotationBurst {
      return (
        .coalesced,
        "\(name) coalesced: part of a rotation burst (changes without animation at one instant): "
          + motion, true
      )
    }
    return (.accepted, "\(name) accepted: " + motion, true)
  }

  /// The frame a notification's end frame stands for: the hidden frame when it gives no
  /// position (``KeyboardMode/isPositionUnknown(_:in:)``), else the frame itself.
  func effectiveEnd(_ frame: CGRect) -> CGRect {
    KeyboardMode.isPositionUnknown(frame, in: screenBounds) ? hiddenFrame : frame
  }

  /// Notes appended to a reason, each after a semicolon.
  static func joined(_ notes: [String]) -> String {
    notes.isEmpty ? "" : "; " + notes.joined(separator: "; ")
  }
}
