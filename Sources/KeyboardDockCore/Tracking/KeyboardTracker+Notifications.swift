import Foundation

extension KeyboardTracker {
  /// Feeds a keyboard notification to the tracker.
  ///
  /// A "will" (or a notification of unknown kind, treated as a frame change) moves the target
  /// and starts its animation; a "did" completes the "will" that announced it. The record says
  /// which rule applied:
  /// - a "will" whose end frame is the current target (a repeat, `begin == end`, the second of
  ///   WillChangeFrame + WillShow) is coalesced and moves nothing;
  /// - a "will" that comes while an animation is in flight retargets it from the presented frame
  ///   (third-party keyboards post WillShow 0 → 216 → 259, DESIGN.md §5): coalesced, latest wins;
  /// - zero-duration hide/show pairs at one instant are a rotation burst (DESIGN.md §5): coalesced;
  /// - a WillHide whose end frame is docked on screen, a "did" whose end frame contradicts the
  ///   target with no "will" before it, non-finite values and times out of order are refused;
  /// - the "did"s of a "will" whose animation has ended are synthesised when the next input comes.
  ///
  /// - Parameter event: The notification, with its frames in screen coordinates.
  /// - Returns: What the tracker did with it (the reason is in ``records``).
  @discardableResult
  public func receive(_ event: KeyboardEvent) -> Outcome {
    let input = Record.Input.notification(event)
    if let problem = eventProblem(event) {
      return record(input, at: event.time, .refused, "refused: \(problem)", changed: false)
    }
    synthesiseDids(before: event.time, unless: event.kind)
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
    let end = event.endFrame
    let kind = event.kind ?? .willChangeFrame
    let name = event.kind?.rawValue ?? "unknown notification (treated as a frame change)"
    let (endMode, modeReason) = KeyboardMode.classify(
      end, in: screenBounds, isLocal: event.isLocal, dockedHeight: dockedHeight)
    if kind == .willHide, endMode == .docked || endMode == .hardwareShortcutBar {
      return (
        .refused,
        "refused: \(name) ends at \(KeyboardEvent.text(end)), \(modeReason) (\(endMode)); "
          + "a hiding keyboard ends below the screen or undocked", false
      )
    }
    var notes: [String] = []
    if let drag, drag.moves == 1, drag.start == time {
      // The host frame's jump for this notification came first: it was not a drag.
      animation = drag.animationBefore
      animationPhase = drag.animationPhaseBefore
      self.drag = nil
      notes.append("the host frame at this instant was its model-frame jump, not a drag")
    }
    let completionKind = kind.completion ?? .didChangeFrame
    if drag == nil, end == target, endMode == mode {
      if !pendingDids.contains(completionKind) { pendingDids.append(completionKind) }
      let due = time + event.curve.timingCurve.totalDuration(nominal: event.duration)
      didDeadline = max(didDeadline, due, animation?.end ?? due)
      let why =
        event.beginFrame == end
        ? "begin == end == the current frame: a repeat, nothing moves"
        : "same end frame as the current target: nothing moves"
      return (.coalesced, "\(name) coalesced: \(why)", !notes.isEmpty)
    }

    let presented = frame(at: time)
    let inFlight = isAnimating(at: time)
    let phaseBefore = state(at: time).phase
    let begin = event.beginFrame.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    let from: CGRect
    if let drag {
      from = begin ?? drag.frame
      notes.append("ends the interactive drag")
    } else if inFlight {
      from = presented
    } else {
      from = begin ?? presented
    }
    let newAnimation = KeyboardAnimation(
      from: from, to: end, start: time, duration: event.duration, curve: event.curve.timingCurve)
    let isRotationBurst =
      !inFlight && animation.map { $0.start == time && $0.end == $0.start } == true
      && newAnimation.end == newAnimation.start && drag == nil

    let fromHidden =
      KeyboardMode.classify(
        from, in: screenBounds, isLocal: true, dockedHeight: nil
      ).mode == .hidden
    if endMode == .hidden {
      animationPhase = fromHidden ? .hidden : .hiding
    } else if fromHidden || (inFlight && phaseBefore == .showing) {
      animationPhase = .showing
    } else {
      animationPhase = .visible
    }
    if !pendingDids.isEmpty { supersede(target) }
    pendingDids = [completionKind]
    didDeadline = newAnimation.end
    animation = newAnimation
    drag = nil
    target = end
    mode = endMode
    if end.height > 0 { lastHeight = end.height }
    if endMode == .docked { dockedHeight = end.height }

    let motion =
      "\(KeyboardEvent.text(from)) → \(KeyboardEvent.text(end)) (\(endMode): \(modeReason))"
    if !event.curve.isKnown {
      notes.append(
        "unknown curve \(event.curve.rawValue) animated as \(KeyboardAnimationCurve.fallback)")
    }
    let extra = notes.isEmpty ? "" : "; " + notes.joined(separator: "; ")
    if inFlight {
      return (
        .coalesced,
        "\(name) coalesced: retargets the animation in flight from the presented frame, "
          + "latest wins: \(motion)\(extra)", true
      )
    }
    if isRotationBurst {
      return (
        .coalesced,
        "\(name) coalesced into a rotation burst (zero-duration changes at one instant): "
          + "\(motion)\(extra)", true
      )
    }
    return (.accepted, "\(name) accepted: \(motion)\(extra)", true)
  }
}
