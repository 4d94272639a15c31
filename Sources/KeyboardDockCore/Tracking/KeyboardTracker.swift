import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Follows the keyboard from its notifications and from the observed frame of a pseudo input
/// accessory view's superview, and answers where it is at any instant.
///
/// This is the keyboard tracker of “A Stickler for Details”: notifications give the timing of
/// animated moves (show, hide, height change), and the accessory's host frame, observed with KVO,
/// gives the keyboard's frame during an interactive drag, when no notification arrives (observed on
/// iOS). Every input is checked and recorded in ``records`` as accepted, coalesced, refused or
/// synthesised, with a reason; a refused input changes nothing.
///
/// The model the tracker follows (observed on iOS, and the simulator's agreed model):
/// - a "will" notification at `t0` starts
///   `KeyboardAnimation(from: begin, to: end, start: t0, duration:, curve: curve.timingCurve)`;
///   when another one arrives while that animation is in flight, the new animation starts from
///   the frame presented at that instant, so a burst retargets without a jump; a duration of 0
///   moves the keyboard at once, whatever the curve (UIKit animates nothing for 0);
/// - an end frame that gives no position (iPadOS's `CGRect.zero` for a floating keyboard) puts
///   the docked keyboard just below the screen, with mode ``KeyboardMode/floating``;
/// - the host frame jumps once to the end frame at the same instant (ignored: it confirms the
///   target, in whichever order the two arrive);
/// - a host frame that moves without a notification is an interactive drag; the keyboard is
///   where the host frame says. A jump back to the resting frame ends the drag (the finger let
///   go and the keyboard returns on an easeInOut timing curve from that instant,
///   react-native-keyboard-controller PR #515); a
///   notification during the drag ends it too (dismissal), animating from its begin frame.
///
/// ```swift
/// let tracker = try KeyboardTracker(screenBounds: CGRect(x: 0, y: 0, width: 375, height: 812))
/// tracker.receive(willShow)
/// let frame = tracker.frame(at: willShow.time + 0.1)  // part-way up, along curve 7
/// let inset = tracker.coveredHeight(of: chatView, at: now)
/// ```
///
/// Inputs must come in time order; queries may be made at any time at or after the last input.
/// The tracker is not thread-safe: use it from one thread (the main thread on iOS).
public final class KeyboardTracker {
  /// The screen's bounds, in points.
  @exclusivity(unchecked)
  public internal(set) var screenBounds: CGRect
  /// Every input, in order, with what was done with it and why (the latest ``recordLimit``).
  ///
  /// - Complexity: O(1) without a limit; with one, O(*n*) once the limit has been reached (the
  ///   records are kept in a ring, so that recording one more costs O(1)).
  public var records: [Record] { recordLog.records }
  /// The records, in a ring once ``recordLimit`` is reached.
  var recordLog = RecordLog()
  /// How many records to keep, the latest; `nil` (the default) keeps them all.
  ///
  /// A replayed log or a simulation wants every record; an app that tracks the keyboard for
  /// hours gets one record per drag move, so it sets a limit (`1_000` keeps the last few
  /// seconds of drags). When records are dropped, the oldest go first, so indices into
  /// ``records`` shift. A negative limit counts as 0.
  public var recordLimit: Int? {
    didSet { recordLog.trim(to: recordLimit) }
  }

  /// Whether the keyboard cross-fades instead of sliding: Reduce Motion with Prefer
  /// Cross-Fade Transitions (`UIAccessibility.prefersCrossFadeTransitions`, iOS 14).
  ///
  /// The keyboard then changes its layer's opacity, not its position
  /// (react-native-keyboard-controller, `frameTransitionInWindow`), so an animated notification
  /// moves the tracked frame to its end at once; its "did"s still come at the end of the posted
  /// duration. The UIKit adapter sets it from `UIAccessibility` before each notification.
  public var prefersCrossFadeTransitions = false

  // The state that ``state(at:)`` reads, several times per display frame, is marked
  // `@exclusivity(unchecked)`: it is only read and assigned whole or through short mutations
  // that call nothing back, so no two accesses overlap, and the runtime's check of each cost
  // more than the access.

  /// The frame the keyboard rests at, or is animating to (the host view's model frame).
  @exclusivity(unchecked)
  var target: CGRect
  /// The mode of ``target``.
  @exclusivity(unchecked)
  var mode: KeyboardMode = .hidden
  /// The animation towards ``target``, if one was started (it may have ended).
  @exclusivity(unchecked)
  var animation: KeyboardAnimation?
  /// Earlier animations an interruption did not stop: since iOS 8 UIKit's animations are
  /// additive, so each keeps adding `(from − to) · (1 − progress)` to the frame until it ends
  /// ("Building Interruptible and Responsive Interactions", WWDC 2014 session 236).
  @exclusivity(unchecked)
  var additiveAnimations: [KeyboardAnimation] = []
  /// The phase reported while ``animation`` is in flight.
  @exclusivity(unchecked)
  var animationPhase: KeyboardPhase = .hidden
  /// The interactive drag in progress, if any: from host frames that moved with no
  /// notification, or from the app's pan once its finger grabbed the keyboard.
  @exclusivity(unchecked)
  var drag: Drag?
  /// Whether the app's scroll-view pan is under way, once the app reports it
  /// (``observeDragGesture(isActive:at:)``); `nil` while it never has.
  var isDragGestureActive: Bool?
  /// Where the app's pan last put the finger (screen y, points) while it is under way, if the
  /// app passes locations.
  var lastFingerY: CGFloat?
  /// The "did" notifications the last "will"s announced and that have not come yet.
  var pendingDids: [KeyboardEvent.Kind] = []
  /// When the pending "did"s are due: the end of the animation that announced them, in seconds.
  var didDeadline: TimeInterval = -.infinity
  /// The last targets whose "did"s never came (retargeted or synthesised); late ones coalesce.
  var supersededTargets: [CGRect] = []
  /// The time of the last input that was not refused, in seconds.
  var lastTime: TimeInterval = -.infinity
  /// The last return after a cancelled drag: when it began and how long it lasts, in seconds.
  public internal(set) var lastReturn: (time: TimeInterval, duration: TimeInterval)?
  /// The height, in points, of an input accessory view taken off the keyboard frames this
  /// tracker is fed (the invisible accessory a dock grows to a bar's height), 0 by default.
  ///
  /// The keyboard's return after a cancelled drag animates the view hosting the keys and the
  /// accessory together: its duration is the distance back over that whole height, so the
  /// accessory counts there although the tracked frames leave it out.
  public var removedAccessoryHeight: CGFloat = 0 {
    didSet {
      if !removedAccessoryHeight.isFinite || removedAccessoryHeight < 0 {
        removedAccessoryHeight = oldValue
      }
    }
  }
  /// The instant of the last "will" that repeated the target and moved nothing; a "did" of that
  /// instant completes the repeat, not a running animation (KeyboardTracker+Completion.swift).
  var repeatTime: TimeInterval = -.infinity
  /// The last "will" notification's time, duration and curve (the curve as animated).
  var lastAnnouncement: (time: TimeInterval, duration: TimeInterval, curve: TimingCurve)?
  /// The instant whose model-frame jump the host frame has already reported: later host frames
  /// of that instant are drags.
  var modelFrameTime: TimeInterval = -.infinity
  /// The last host frame taken as part of a drag (its start, a move, its release), with the
  /// motion before and after it: a notification of the same instant, while the motion is still
  /// what that host frame left, turns it back into the notification's model-frame jump.
  var lastDragHostFrame: DragHostFrame?
  /// The height of the last keyboard frame with a height (used for the hidden frame).
  var lastHeight: CGFloat = 0
  /// The height of the last docked keyboard on this screen (for the split rule).
  var dockedHeight: CGFloat?
  /// Registered closures, with their owners held weakly.
  var observers: [Observer] = []
  /// Continuations of the streams handed out by ``states()``.
  var continuations: [AsyncStream<KeyboardState>.Continuation] = []

  /// An interactive drag: where the keyboard is, and what places it.
  struct Drag: Equatable {
    /// Where the keyboard is: the latest host frame, or the finger's frame.
    var frame: CGRect
    /// Whether the app's pan gives the finger's location, which places the keyboard while the
    /// pan is under way (``observeDragGesture(isActive:fingerY:at:)``).
    var isFollowingFinger = false
  }

  /// What the jump back to the resting frame that released a drag stopped.
  struct Release {
    var animation: KeyboardAnimation?
    var additiveAnimations: [KeyboardAnimation]
    var animationPhase: KeyboardPhase
    var lastReturn: (time: TimeInterval, duration: TimeInterval)?
  }

  /// A host frame the tracker took as part of a drag: what it changed, and what it left.
  ///
  /// A drag's move copies two drags and an animation, no more: it runs on every display frame.
  struct DragHostFrame {
    /// The host frame.
    var frame: CGRect
    /// When it came, in seconds.
    var time: TimeInterval
    /// The drag before it (`nil`: it began the drag).
    var dragBefore: Drag?
    /// What it stopped, when it released the drag.
    var release: Release?
    /// The drag it left: once anything else changed the drag or the animation, it is no longer
    /// undone.
    var dragAfter: Drag?
    /// The animation it left (the return, when it released the drag).
    var animationAfter: KeyboardAnimation?
  }

  /// Creates a tracker with a hidden keyboard just below the screen.
  ///
  /// - Parameter screenBounds: The screen's bounds in points (`UIScreen.bounds`): finite,
  ///   within ±1,000,000 pt, with each side at least 100 pt (``isValidScreen(_:)``).
  /// - Throws: ``KeyboardTrackerError/invalidScreenBounds(_:)`` with `screenBounds` when they
  ///   are not; nothing is created.
  public init(screenBounds: CGRect) throws(KeyboardTrackerError) {
    try Self.checkScreen(screenBounds)
    self.screenBounds = screenBounds
    self.target = CGRect(
      x: screenBounds.minX, y: screenBounds.maxY, width: screenBounds.width, height: 0)
  }

  deinit {
    for continuation in continuations { continuation.finish() }
  }

  /// The keyboard's frame when hidden: offscreen just below the screen, with the last height.
  public var hiddenFrame: CGRect {
    CGRect(
      x: screenBounds.minX, y: screenBounds.maxY, width: screenBounds.width, height: lastHeight)
  }

  /// The keyboard's visible frame at `time`, in screen coordinates.
  ///
  /// During a drag, the latest host frame; while an animation is in flight, the animation's
  /// frame at `time` (its start frame before it starts); otherwise the resting frame.
  ///
  /// - Parameter time: The instant, in seconds, at or after the last input.
  /// - Returns: A frame with finite values.
  public func frame(at time: TimeInterval) -> CGRect {
    if let drag { return drag.frame }
    var frame = target
    if let animation, time < animation.end { frame = animation.frame(at: time) }
    // Usually none: no interruption left one running.
    if additiveAnimations.isEmpty { return frame }
    return additiveAnimations.reduce(frame) { $1.adding(remainderTo: $0, at: time) }
  }

  /// Whether an animation is in flight at `time` (and no drag is in progress).
  func isAnimating(at time: TimeInterval) -> Bool {
    guard drag == nil else { return false }
    if let animation, time < animation.end { return true }
    return !additiveAnimations.isEmpty && additiveAnimations.contains { time < $0.end }
  }

  /// The keyboard's state at `time`: frame, phase and mode.
  ///
  /// Past the end of an animation whose "did" never came, the phase is already the settled one
  /// (visible or hidden): the missing "did" is implied. ``settle(at:)`` records it.
  ///
  /// - Parameter time: The instant, in seconds, at or after the last input.
  /// - Returns: The frame (finite, in screen coordinates), phase and mode at `time`.
  public func state(at time: TimeInterval) -> KeyboardState {
    state(at: time, isAnimating: isAnimating(at: time))
  }

  /// ``state(at:)`` for a caller that has just asked ``isAnimating(at:)`` for the same `time`
  /// (the motion sampler, on every display frame): the answer is not worked out twice.
  func state(at time: TimeInterval, isAnimating: Bool) -> KeyboardState {
    let phase: KeyboardPhase
    if drag != nil {
      phase = .interactivelyDragged
    } else if isAnimating {
      phase = animationPhase
    } else {
      phase = mode == .hidden ? .hidden : .visible
    }
    return KeyboardState(frame: frame(at: time), phase: phase, mode: mode, time: time)
  }

  /// The height of `view`, from its bottom edge, that a bar docked to the keyboard must clear.
  ///
  /// The state at `time` decides, by ``KeyboardState/coveredHeight(of:)`` and the one docking
  /// policy ``KeyboardMode/followsFrame``: in every mode but floating the keyboard covers by the
  /// UIKit rule applied to its frame at `time`, so the result follows animations and
  /// drags; a floating keyboard gives the view's bottom safe-area inset.
  ///
  /// - Parameters:
  ///   - view: Where the view is on screen.
  ///   - time: The instant, in seconds.
  /// - Returns: The covered height in points, 0 or more.
  public func coveredHeight(of view: ViewPlacement, at time: TimeInterval) -> CGFloat {
    state(at: time).coveredHeight(of: view)
  }
}
