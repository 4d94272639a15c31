import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Samples the tracker on every display frame and reports the keyboard's motion: `start`,
/// `move`, `interactive` and `end` frames with the covered height, progress, duration and
/// target, as react-native-keyboard-controller's `useKeyboardHandler` does for JavaScript.
///
/// Call ``sample(_:in:at:)`` once per display frame (a `CADisplayLink` tick) while the keyboard
/// may move; it returns `nil` on frames where the keyboard rests and did not move. It reads the
/// tracker's state at the frame's time, so animations are reported along the keyboard's own
/// curve and an interactive dismissal move by move. Sampling allocates nothing: the sampler is
/// a value of a few numbers and the tracker's query walks its animations in place.
///
/// ```swift
/// var sampler = KeyboardMotionSampler()
/// // in the display link's callback:
/// if let motion = sampler.sample(tracker, in: placement, at: link.targetTimestamp) {
///   avatar.alpha = 1 - motion.progress
/// }
/// ```
public struct KeyboardMotionSampler: Sendable, Hashable {
  /// What the keyboard was doing on the last sampled frame.
  public enum Activity: String, Sendable, Hashable {
    /// Resting (or no frame sampled yet).
    case resting
    /// Animating towards a target.
    case animating
    /// Following a finger.
    case dragged
  }

  /// What the keyboard was doing on the last sampled frame.
  public private(set) var activity = Activity.resting
  /// The covered height on the last sampled frame, in points; `nil` before the first.
  public private(set) var lastHeight: CGFloat?
  /// The target of the animation on the last sampled frame, in points.
  private var lastTarget: CGFloat = 0
  /// The covered height of the open keyboard in the current (or last) move, in points.
  private var openHeight: CGFloat = 0

  /// Creates a sampler that has seen no frame.
  public init() {}

  /// Whether the keyboard may still move: a move was under way on the last sampled frame, or the
  /// tracker's animation was still in flight there with the covered height at its target.
  ///
  /// UIKit's animations are additive ("Building Interruptible and Responsive Interactions",
  /// WWDC 2014 session 236): after an interruption, an earlier animation's remainder can bring
  /// the keyboard back over the view once its covered height has reached the target (a show
  /// retargeted, then hidden without animation, pushes the keyboard below the screen and then
  /// back above its bottom edge). Keep sampling while this is `true`.
  public var isMoving: Bool { activity != .resting || isAnimationInFlight }
  /// Whether the tracker's animation was in flight on the last sampled frame (not a drag).
  private var isAnimationInFlight = false

  /// The motion on the display frame at `time`, or `nil` when the keyboard rests where it was.
  ///
  /// The phases: the first frame of an animation (or of a new target while one runs) is
  /// ``KeyboardMotionPhase/start``, its later frames ``KeyboardMotionPhase/move``; a frame on
  /// which a drag moved the keyboard is ``KeyboardMotionPhase/interactive``; the first frame at
  /// rest after any of them, or a frame on which the keyboard jumped without animation, is
  /// ``KeyboardMotionPhase/end``.
  ///
  /// - Parameters:
  ///   - tracker: The keyboard tracker, fed with the keyboard's notifications and frames.
  ///   - view: Where the view whose covered height is reported is on screen.
  ///   - time: The display frame's time, in seconds, at or after the tracker's last input.
  /// - Returns: The motion on this frame, or `nil`.
  public mutating func sample(
    _ tracker: KeyboardTracker, in view: ViewPlacement, at time: TimeInterval
  ) -> KeyboardMotion? {
    // Whether an animation is in flight at `time`: never during a drag.
    let isAnimating = tracker.isAnimating(at: time)
    let now = tracker.state(at: time, isAnimating: isAnimating)
    let height = now.coveredHeight(of: view)
    let isDragged = now.phase == .interactivelyDragged
    // During a drag the tracker's target is the frame the keyboard returns to if let go.
    let rest = KeyboardState(frame: tracker.target, phase: .visible, mode: tracker.mode, time: time)
    let target = rest.coveredHeight(of: view)
    let closed = max(0, view.safeAreaInsets.bottom)
    let duration = isDragged ? 0 : tracker.animationDuration(at: time)
    let previous = lastHeight
    let previousActivity = activity
    isAnimationInFlight = isAnimating
    let previousTarget = lastTarget
    lastHeight = height
    lastTarget = target
    func motion(_ phase: KeyboardMotionPhase) -> KeyboardMotion {
      let span = openHeight - closed
      let progress = span > 0 ? Double(min(max((height - closed) / span, 0), 1)) : 0
      return KeyboardMotion(
        phase: phase, height: height, progress: progress, duration: duration, target: target,
        time: time)
    }
    if isDragged {
      if previousActivity != .dragged { openHeight = max(previous ?? height, height, openHeight) }
      activity = .dragged
      return previous == height ? nil : motion(.interactive)
    }
    if isAnimating, height != target {
      activity = .animating
      if previousActivity == .animating, previousTarget == target {
        return motion(.move)
      }
      openHeight = max(height, target, previousActivity == .dragged ? openHeight : 0)
      return motion(.start)
    }
    activity = .resting
    if previousActivity != .resting || (previous != nil && previous != height) {
      if previousActivity == .resting { openHeight = max(previous ?? height, height) }
      return motion(.end)
    }
    return nil
  }
}

extension KeyboardTracker {
  /// The real duration of the animation in flight at `time`, in seconds; 0 when none is.
  func animationDuration(at time: TimeInterval) -> TimeInterval {
    guard let animation, time < animation.end else { return 0 }
    return animation.end - animation.start
  }
}
