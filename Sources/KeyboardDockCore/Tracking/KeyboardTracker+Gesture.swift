import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTracker {
  /// Feeds the state of the app's own pan gesture that drives an interactive dismissal: its
  /// scroll view's `panGestureRecognizer` began (`true`) or ended (`false`).
  ///
  /// The same as ``observeDragGesture(isActive:fingerY:at:)`` without the finger's location:
  /// the tracker learns whether the finger is down, not where.
  ///
  /// - Parameters:
  ///   - isActive: Whether the pan is under way.
  ///   - time: When it began or ended, in seconds.
  /// - Returns: What the tracker did with it (the reason is in ``records``).
  @discardableResult
  public func observeDragGesture(isActive: Bool, at time: TimeInterval) -> Outcome {
    observeDragGesture(isActive: isActive, fingerY: nil, at: time)
  }

  /// Feeds the app's own pan gesture that drives an interactive dismissal — its scroll view's
  /// `panGestureRecognizer` — with the finger's location: call it when the pan begins
  /// (`isActive` true), on every change (true), and when it ends or is cancelled (false).
  ///
  /// With `UIScrollView.KeyboardDismissMode.interactive` "the keyboard follows the dragging
  /// touch offscreen, and can be pulled upward again to cancel the dismiss" (Apple's
  /// documentation of `UIScrollView.KeyboardDismissMode.interactive`). So the app knows where a
  /// dragged keyboard is from its own gesture, even when iOS tells it nothing: once the finger
  /// is inside the keyboard — below the top of the frame it rests at or is animating to (the
  /// model frame, which UIKit hit-tests) and below the top of the frame shown now; an input
  /// accessory view the keyboard carries counts as part of it — the keyboard is grabbed: a
  /// running animation stops, and the keyboard's top is at the finger, never above its resting
  /// top and never below the screen's bottom (with an accessory taken off the frames,
  /// ``removedAccessoryHeight``, the accessory's top never below it), until the finger lifts.
  /// Between the two tops (only while the keyboard moves) a host frame that moves with no
  /// notification says the keyboard was grabbed, and the finger places it from then on. Chat libraries that moved the keyboard themselves did the same
  /// (danielamitay/DAKeyboardControl: the keyboard's origin at the touch's location in the
  /// keyboard's window, bounded by the window's bottom and the keyboard's resting top).
  ///
  /// While the pan is under way and the finger holds the keyboard, the finger places it: a
  /// host frame (KVO or the layout guide) of the drag is recorded and coalesced. What iOS
  /// reports during a drag is only what the finger did, and on iOS 26 it can be silent or wrong:
  /// its keyboard no longer moves the accessory's host (KVO says nothing,
  /// react-native-keyboard-controller #973); iOS 26.0's layout guide leaves the input accessory
  /// view out during a drag and rests on the screen's bottom once only the accessory is left on
  /// screen (PR #1068); and values taller than the keyboard come after it opens (#1155). When
  /// the finger lifts, iOS says what happens — a hide notification, or the keyboard's return to
  /// its resting frame, which then starts from the last frame the finger gave. A lift grabs
  /// nothing: only a moving finger takes the keyboard along.
  ///
  /// When the pan ends, a KVO value equal to the resting frame says the keyboard is at rest; it
  /// does not say whether the finger lifted (the keyboard then returns on its timing curve) or
  /// is still down above the keyboard's top (the keyboard stays there and follows the finger
  /// when it comes back down). The app knows which from its gesture
  /// (`UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`):
  /// with the finger down, such a value continues the drag; a gesture that ends with the
  /// keyboard at rest ends the drag there.
  ///
  /// ```swift
  /// @objc func pan(_ pan: UIPanGestureRecognizer) {
  ///   let window = pan.location(in: nil)  // in the window's coordinates
  ///   let y = view.window.map { $0.convert(window, to: $0.screen.coordinateSpace).y }
  ///   let isActive = pan.state == .began || pan.state == .changed
  ///   tracker.observeDragGesture(isActive: isActive, fingerY: y, at: CACurrentMediaTime())
  /// }
  /// ```
  ///
  /// An app that never passes a location keeps every rule without it.
  ///
  /// - Parameters:
  ///   - isActive: Whether the pan is under way (`.began`, `.changed`) or over (`.ended`,
  ///     `.cancelled`, `.failed`).
  ///   - fingerY: The finger's y in the screen's coordinate space, in points, or `nil` when the
  ///     app does not know it; finite, within ±1,000,000 pt (else refused).
  ///   - time: When the pan reported it, in seconds.
  /// - Returns: What the tracker did with it (the reason is in ``records``).
  @discardableResult
  public func observeDragGesture(isActive: Bool, fingerY: CGFloat?, at time: TimeInterval)
    -> Outcome
  {
    let input = Record.Input.dragGesture(isActive: isActive, fingerY: fingerY)
    if let problem = timeProblem(time) ?? fingerY.flatMap(Self.fingerProblem) {
      return record(input, at: time, .refused, "drag gesture refused: \(problem)", changed: false)
    }
    lastTime = max(lastTime, time)
    let wasActive = isDragGestureActive == true
    isDragGestureActive = isActive
    lastFingerY = isActive ? fingerY : nil
    let pan: Record.Detail.Pan = isActive ? (wasActive ? .moved : .began) : .ended
    // A lift grabs nothing: only a moving finger takes the keyboard along.
    let effect = fingerY.flatMap { y in
      isActive || drag?.isFollowingFinger == true ? follow(fingerY: y, at: time) : nil
    }
    guard !isActive, let drag, drag.frame == target else {
      return record(
        input, at: time, .accepted, .dragGesture(pan, effect),
        changed: effect?.changesFrame ?? false)
    }
    // The finger lifted with the keyboard where it rests: the drag is over, nothing moves.
    self.drag = nil
    animation = nil
    additiveAnimations = []
    return record(
      input, at: time, .accepted,
      "drag gesture accepted: the pan ended with the keyboard at rest at "
        + "\(KeyboardEvent.text(drag.frame)): the drag is over", changed: true)
  }

  /// What the finger's location did to the tracked keyboard.
  enum FingerEffect: Sendable {
    /// The keyboard is not docked on the screen's bottom (hidden, floating…): it stays.
    case notFollowing(KeyboardMode)
    /// The finger is above the keyboard's top (points): the keyboard is not grabbed.
    case notGrabbed(top: CGFloat)
    /// The finger grabbed the keyboard: its frame now.
    case grabbed(CGRect)
    /// The grabbed keyboard follows the finger: its frame now.
    case follows(CGRect)

    /// What happened, in words.
    var text: String {
      switch self {
      case .notFollowing(let mode):
        "the keyboard is \(mode): only a keyboard on the screen's bottom follows the finger"
      case .notGrabbed(let top):
        "the finger is above the keyboard's top (\(KeyboardTracker.pointsText(top))): not grabbed"
      case .grabbed(let frame):
        "the finger is below the keyboard's top: grabbed, the keyboard's top follows it to "
          + KeyboardEvent.text(frame)
      case .follows(let frame):
        "the keyboard follows the finger to \(KeyboardEvent.text(frame))"
      }
    }

    /// Whether the tracked frame moved.
    var changesFrame: Bool {
      switch self {
      case .grabbed, .follows: true
      case .notFollowing, .notGrabbed: false
      }
    }
  }

  /// Moves the keyboard with the finger where the finger has grabbed it.
  private func follow(fingerY: CGFloat, at time: TimeInterval) -> FingerEffect {
    guard mode == .docked || mode == .hardwareShortcutBar,
      target.minY < screenBounds.maxY - KeyboardMode.edgeTolerance
    else { return .notFollowing(mode) }
    if var drag {
      let frame = fingerFrame(fingerY)
      drag.isFollowingFinger = true
      drag.frame = frame
      self.drag = drag
      // The finger moved the keyboard since the last host frame: that one stays a drag's.
      lastDragHostFrame = nil
      return .follows(frame)
    }
    // The finger holds the keyboard once it is inside it: below its top, both the frame it
    // rests at or is animating to (UIKit hit-tests model frames) and the frame shown now. While
    // the keyboard still moves and the finger is between the two, only iOS's report (a host
    // frame that moves with no notification) says whether it was grabbed.
    let top = max(target.minY, frame(at: time).minY)
    guard fingerY > top else { return .notGrabbed(top: top) }
    let frame = fingerFrame(fingerY)
    drag = Drag(frame: frame, isFollowingFinger: true)
    return .grabbed(frame)
  }

  /// The keyboard's frame with its top at the finger: never above where it rests, and its top
  /// never below the screen's bottom, or, with an accessory taken off the frames
  /// (``removedAccessoryHeight``), that accessory's top never below the screen's bottom.
  ///
  /// The finger holds the keyboard by its top, an input accessory view's top where it carries
  /// one ("attaches the input accessory view to the top of the input view",
  /// `UIResponder.inputAccessoryView` documentation), and the keyboard "follows the dragging
  /// touch offscreen" (`UIScrollView.KeyboardDismissMode.interactive`): the accessory's top
  /// reaches the screen's bottom, the keys then that accessory's height below it.
  func fingerFrame(_ fingerY: CGFloat) -> CGRect {
    var frame = target
    frame.origin.y = min(max(fingerY, target.minY), screenBounds.maxY + removedAccessoryHeight)
    return frame
  }

  /// A number of points as a short text (`412 pt`, `412.50 pt`).
  static func pointsText(_ value: CGFloat) -> String {
    value.rounded() == value && abs(value) < 1e15
      ? "\(Int(value)) pt" : String(format: "%.2f pt", Double(value))
  }

  /// Why a finger location is refused, or `nil`.
  static func fingerProblem(_ y: CGFloat) -> String? {
    guard y.isFinite, abs(y) <= maximumCoordinate else {
      return "its finger y \(y) is not a finite number of points within ±1,000,000"
    }
    return nil
  }
}
