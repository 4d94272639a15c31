import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTracker {
  /// Feeds a KVO value of the pseudo input accessory view's superview frame (“A Stickler for
  /// Details”).
  ///
  /// What KVO delivers (observed on iOS): during an animated move, one jump to the end frame at the
  /// instant the animation is committed; during an interactive drag, a value for every finger
  /// move; after the finger lifts, one more jump. So:
  /// - a value equal to the target confirms the model frame of the animation in flight:
  ///   coalesced, nothing moves;
  /// - a value that differs, with no notification, begins or continues an interactive drag: the
  ///   keyboard is where the value says — unless the app's pan has the finger inside the
  ///   keyboard's model frame (``observeDragGesture(isActive:fingerY:at:)``): the value then only
  ///   says the finger grabbed the keyboard, whose top is at the finger (the value can be wrong
  ///   on iOS 26.0, whose layout guide leaves the input accessory view out during a drag);
  /// - during a drag, a jump back to the resting frame is the drag cancelled: the keyboard
  ///   returns from the last dragged frame on a `CABasicAnimation`, easeInEaseOut, lasting
  ///   0.25 s times the distance back over the keyboard's height, starting now
  ///   (kirillzyusko/react-native-keyboard-controller PR #515 "feat: timing animation": the
  ///   return is a `CABasicAnimation`; its test animates 122 → 291 pt in 0.25 × 169 / 291 s).
  ///
  /// A notification at the same instant as the last value a drag took (its first, a move, or the
  /// jump back that released it) turns that value back into the notification's model-frame
  /// jump, so the order of the two at one instant does not matter: the notification then
  /// animates from where the drag was, as when it comes first.
  ///
  /// - Parameters:
  ///   - frame: The host view's frame, already converted to screen coordinates.
  ///   - time: When KVO reported it, in seconds.
  /// - Returns: What the tracker did with it (the reason is in ``records``).
  @discardableResult
  public func observeHostFrame(_ frame: CGRect, at time: TimeInterval) -> Outcome {
    let input = Record.Input.hostFrame(frame)
    if let problem = timeProblem(time) ?? Self.frameProblem(frame, name: "host frame") {
      return record(input, at: time, .refused, "host frame refused: \(problem)", changed: false)
    }
    if frame != target { synthesiseDids(before: time, unless: nil) }
    lastTime = max(lastTime, time)
    // Written out only for a reason that needs it: a drag records a move per display frame.
    var text: String { KeyboardEvent.text(frame) }
    // The first host frame at a notification's instant is that change's model frame.
    let isModelFrame =
      lastAnnouncement?.time == time && modelFrameTime != time && drag == nil
    if lastAnnouncement?.time == time { modelFrameTime = time }
    if var drag {
      if drag.isFollowingFinger, isDragGestureActive == true {
        // While the finger holds the keyboard, its top is at the finger (the keyboard "follows
        // the dragging touch"); what iOS reports then adds nothing, and can be wrong: iOS 26.0's
        // layout guide drops the input accessory view during a drag and rests on the screen's
        // bottom once only the accessory is left (react-native-keyboard-controller PR #1068),
        // and iOS 26 reports values taller than the keyboard (#1155).
        return record(input, at: time, .coalesced, .fingerHolds(frame), changed: false)
      }
      if frame == target, isDragGestureActive == true {
        // The finger is still down: it pushed the keyboard back up to where it rests, and the
        // drag goes on from there (the pan has not ended, so this is no release).
        drag.frame = frame
        rememberDragHostFrame(frame, at: time, leaving: drag)
        self.drag = drag
        return record(
          input, at: time, .accepted,
          "host frame accepted: drag reaches the resting frame \(text); the finger is still down",
          changed: true)
      }
      if frame == target {
        let release = Release(
          animation: animation, additiveAnimations: additiveAnimations,
          animationPhase: animationPhase, lastReturn: lastReturn)
        let duration = Self.returnDuration(
          from: drag.frame, to: target, accessoryHeight: removedAccessoryHeight)
        animation = KeyboardAnimation(
          from: drag.frame, to: target, start: time, duration: duration, curve: .easeInOut)
        lastReturn = (time, duration)
        // The drag stopped every earlier animation: only the return moves the keyboard.
        additiveAnimations = []
        animationPhase = mode == .hidden ? .hiding : .visible
        rememberDragHostFrame(frame, at: time, leaving: nil, release: release)
        self.drag = nil
        let reason =
          "host frame accepted: jumped back to the resting frame \(text) with no "
          + "notification: the drag was released and the keyboard returns on easeInOut over "
          + "\(Self.seconds(duration)) s"
        return record(input, at: time, .accepted, reason, changed: true)
      }
      if frame == drag.frame {
        // The same value again (UIKit reports a view's center and its bounds to KVO one by
        // one, so one change of the host can call back more than once): nothing moved, and a
        // notification of this instant can still turn the drag back into its model frame.
        let reason = "host frame coalesced: the drag is already at \(text)"
        return record(input, at: time, .coalesced, reason, changed: false)
      }
      drag.frame = frame
      rememberDragHostFrame(frame, at: time, leaving: drag)
      self.drag = drag
      return record(input, at: time, .accepted, .dragMove(frame), changed: true)
    }
    if frame == target {
      let reason =
        "host frame coalesced: confirms the target \(text) (the model frame jumps at once)"
      return record(input, at: time, .coalesced, reason, changed: false)
    }
    if isModelFrame, let announced = lastAnnouncement, mode == .docked, frame.height > 0,
      frame.minY < screenBounds.maxY, target.minY < screenBounds.maxY,
      abs(frame.maxY - target.maxY) <= KeyboardMode.edgeTolerance,
      abs(frame.width - target.width) <= KeyboardMode.edgeTolerance
    {
      // The host frame at the instant a notification committed its change is that change's
      // model frame (the layer's own value); where it differs from the posted end frame, the
      // end frame was wrong (iOS 26 with AutoFill suggestions, mozilla-mobile/firefox-ios PR
      // #30146): the change animates there, with the notification's timing.
      if let running = animation, running.start == time {
        animation = KeyboardAnimation(
          from: running.from, to: frame, start: running.start, duration: running.duration,
          curve: running.curve)
      } else {
        // A new change on top of whatever still runs: UIKit's animations are additive.
        let from: CGRect
        if isAnimating(at: time) {
          additiveAnimations = additiveAnimations.filter { time < $0.end }
          if let running = animation, time < running.end { additiveAnimations.append(running) }
          from = target
        } else {
          additiveAnimations = []
          from = self.frame(at: time)
        }
        animation = KeyboardAnimation(
          from: from, to: frame, start: time, duration: announced.duration,
          curve: announced.curve)
        animationPhase = .visible
        didDeadline = max(didDeadline, animation?.end ?? time)
      }
      target = frame
      if frame.height > 0 {
        lastHeight = frame.height
        dockedHeight = frame.height
      }
      let reason =
        "host frame accepted: the model frame of the change announced at this instant is "
        + "\(text), not its end frame: the animation now ends there"
      return record(input, at: time, .accepted, reason, changed: true)
    }
    if isDragGestureActive == true, let fingerY = lastFingerY, fingerY > target.minY,
      mode == .docked || mode == .hardwareShortcutBar
    {
      // The finger is inside the frame the keyboard is animating to (UIKit hit-tests model
      // frames) but above what is shown, and the keyboard's host moved with no notification:
      // the finger grabbed it, and from now on its top is at the finger. The value itself can
      // be wrong on iOS 26.0, whose layout guide leaves the input accessory view out during a
      // drag and rests on the screen's bottom once only the accessory is left
      // (react-native-keyboard-controller PR #1068).
      let placed = fingerFrame(fingerY)
      let grabbed = Drag(frame: placed, isFollowingFinger: true)
      rememberDragHostFrame(frame, at: time, leaving: grabbed)
      drag = grabbed
      let reason =
        "host frame accepted: moved to \(text) with no notification while the app's pan has "
        + "the finger inside the keyboard's model frame: grabbed, the keyboard's top follows "
        + "the finger to \(KeyboardEvent.text(placed))"
      return record(input, at: time, .accepted, reason, changed: true)
    }
    let started = Drag(frame: frame)
    rememberDragHostFrame(frame, at: time, leaving: started)
    drag = started
    let reason =
      "host frame accepted: moved to \(text) with no notification: an interactive drag"
    return record(input, at: time, .accepted, reason, changed: true)
  }

  /// Remembers that the host frame `frame` at `time` was taken as part of a drag, as it changes
  /// the drag to `after`: called once the animation is the one it leaves (releasing the drag,
  /// the return; `release` holds what that stopped), before the drag changes.
  private func rememberDragHostFrame(
    _ frame: CGRect, at time: TimeInterval, leaving after: Drag?, release: Release? = nil
  ) {
    lastDragHostFrame = DragHostFrame(
      frame: frame, time: time, dragBefore: drag, release: release, dragAfter: after,
      animationAfter: animation)
  }

  /// Turns the last host frame taken as part of a drag back into the model-frame jump of a
  /// notification ending at `end` at `time`, when it came at that instant, nothing has moved
  /// the keyboard since, and it began the drag or is that end frame.
  ///
  /// KVO reports the host's jump to a change's model frame at the instant the change is
  /// committed, before or after its notification (observed on iOS; the order is not
  /// documented). When the jump comes first during a drag, it looks like one more move, or like
  /// the jump back to the resting frame that releases the drag; the notification says what it
  /// was, and the drag is as it was before that value (a drag's first value leaves no drag). A
  /// drag's later value elsewhere than the end frame is the finger's move of that display frame,
  /// and stays the drag's.
  ///
  /// - Returns: Whether a host frame was turned back.
  func takeDragHostFrame(asModelFrameJumpTo end: CGRect, at time: TimeInterval) -> Bool {
    guard let last = lastDragHostFrame else { return false }
    lastDragHostFrame = nil
    guard last.time == time, drag == last.dragAfter, animation == last.animationAfter,
      last.dragBefore == nil || last.frame == end
    else { return false }
    drag = last.dragBefore
    if let release = last.release {
      animation = release.animation
      additiveAnimations = release.additiveAnimations
      animationPhase = release.animationPhase
      lastReturn = release.lastReturn
    }
    modelFrameTime = time
    return true
  }

  /// How long the keyboard's return after a cancelled drag lasts, in seconds: the posted
  /// 0.25 s times the distance back over the keyboard's height, at most 0.25 s
  /// (react-native-keyboard-controller PR #515's test: 0.25 × 169 / 291 s for 122 → 291 pt);
  /// the height counts an accessory taken off the frames (``removedAccessoryHeight``), which
  /// moves with the keys.
  static func returnDuration(
    from released: CGRect, to resting: CGRect, accessoryHeight: CGFloat = 0
  ) -> TimeInterval {
    let distance = Double(abs(released.minY - resting.minY))
    let height = Double(max(resting.height + accessoryHeight, 1))
    return 0.25 * min(1, distance / height)
  }

  /// Tells the tracker the screen's bounds changed (rotation, window resizing).
  ///
  /// Rotation comes with a burst of hide and show notifications without animation
  /// (observed on iOS); this call only moves a hidden keyboard's offscreen frame below the new
  /// screen, at once, and forgets the docked height (it differs per orientation). A visible
  /// keyboard keeps its frame until the burst says where it went.
  ///
  /// - Parameters:
  ///   - bounds: The new bounds in points: finite, each side at least 100 pt (else refused).
  ///   - time: When they changed, in seconds.
  /// - Returns: What the tracker did with it (the reason is in ``records``).
  @discardableResult
  public func updateScreenBounds(_ bounds: CGRect, at time: TimeInterval) -> Outcome {
    let input = Record.Input.screenBounds(bounds)
    let text = KeyboardEvent.text(bounds)
    if let problem = timeProblem(time) {
      return record(input, at: time, .refused, "screen bounds refused: \(problem)", changed: false)
    }
    guard Self.isValidScreen(bounds) else {
      let reason =
        "screen bounds refused: \(text) is not usable; \(Self.validScreenText)"
      return record(input, at: time, .refused, reason, changed: false)
    }
    synthesiseDids(before: time, unless: nil)
    lastTime = max(lastTime, time)
    guard bounds != screenBounds else {
      return record(
        input, at: time, .coalesced, "screen bounds coalesced: the same as before", changed: false)
    }
    if bounds.size != screenBounds.size {
      dockedHeight = nil
      // Animations in the old screen's coordinates end with it: the rotation's burst places the
      // keyboard on the new screen without animation.
      additiveAnimations = []
      if let running = animation, running.end > time {
        animation = KeyboardAnimation(
          from: running.to, to: running.to, start: time, duration: 0, curve: running.curve)
      }
    }
    screenBounds = bounds
    var reason = "screen bounds accepted: now \(text)"
    if mode == .hidden && drag == nil {
      target = hiddenFrame
      animation = nil
      reason += "; the hidden keyboard moves below the new screen"
    }
    return record(input, at: time, .accepted, reason, changed: true)
  }
}
