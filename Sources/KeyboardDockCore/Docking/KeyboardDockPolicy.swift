import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Decides, after each input the tracker takes, whether a bar docked on the keyboard must move,
/// to which height, and how: the publish rule of the keyboard tracker of “A Stickler for Details”
/// on device.
///
/// The rule:
/// - during an interactive drag the bar goes where the keyboard is now, at once (the finger
///   moves it; no notification gives a curve; observed on iOS);
/// - otherwise the bar goes where the keyboard will rest (the tracker's frame far in the
///   future, `frame(at: .infinity)`), animated when the keyboard is still moving there: with
///   the notification's duration and curve after a notification, with the keyboard's return
///   (easeInOut over the tracker's return duration, react-native-keyboard-controller PR #515)
///   after a host-frame jump without a notification (a released drag returning), at once after a layout change the keyboard did not announce (rotation, Split View,
///   a grown bar);
/// - a resting height that did not change publishes nothing (a "did" after its "will"), except
///   after a layout change, which always publishes (the view may have moved under the bar).
///
/// The policy remembers the last resting height it published, so it is a value the adapter
/// keeps next to its tracker.
///
/// ```swift
/// var policy = KeyboardDockPolicy()
/// tracker.receive(event)
/// if let update = policy.update(tracker: tracker, in: placement, at: event.time,
///                               after: .notification(event)) {
///   bar.apply(update)
/// }
/// ```
public struct KeyboardDockPolicy: Sendable, Hashable {
  /// The input after which an update is asked for.
  public enum Trigger: Sendable, Hashable {
    /// A keyboard notification the tracker did not refuse.
    case notification(KeyboardEvent)
    /// A keyboard host frame (KVO) the tracker accepted: a drag's move, or its release.
    case hostFrame
    /// The view moved or resized, or the bar grew: nothing the keyboard announced.
    case layoutChange

    /// How a move towards the resting frame is animated after this trigger, if it is.
    var animation: KeyboardDockUpdate.Animation? {
      switch self {
      case .notification(let event):
        event.duration > 0
          ? KeyboardDockUpdate.Animation(duration: event.duration, curve: event.curve) : nil
      case .hostFrame: .keyboardSpring
      case .layoutChange: nil
      }
    }
  }

  /// The resting height last published, in points; `nil` before the first update and during a
  /// drag.
  public private(set) var restingHeight: CGFloat?

  /// Creates a policy that has published nothing.
  public init() {}

  /// The update to publish for the keyboard's state now and where it will rest, or `nil` when
  /// the bar need not move.
  ///
  /// - Parameters:
  ///   - now: The tracker's state at the input's time.
  ///   - resting: The tracker's state far in the future (`state(at: .infinity)`): where the
  ///     keyboard rests once every animation in flight has ended.
  ///   - view: Where the bar's view is on screen.
  ///   - trigger: The input just taken.
  /// - Returns: The update, or `nil` when nothing changed.
  public mutating func update(
    now: KeyboardState, resting: KeyboardState, in view: ViewPlacement, after trigger: Trigger
  ) -> KeyboardDockUpdate? {
    if now.phase == .interactivelyDragged {
      restingHeight = nil
      return KeyboardDockUpdate(
        state: now, coveredHeight: now.coveredHeight(of: view), animation: nil)
    }
    let height = resting.coveredHeight(of: view)
    guard trigger == .layoutChange || height != restingHeight else { return nil }
    restingHeight = height
    let isMoving = now.frame != resting.frame
    return KeyboardDockUpdate(
      state: now, coveredHeight: height, animation: isMoving ? trigger.animation : nil,
      keyboardFrame: resting.frame)
  }

  /// The update to publish after `trigger`, reading the tracker at `time` and at rest.
  ///
  /// - Parameters:
  ///   - tracker: The tracker that just took the input.
  ///   - view: Where the bar's view is on screen.
  ///   - time: The input's time, in seconds, at or after the tracker's last input.
  ///   - trigger: The input just taken.
  /// - Returns: The update, or `nil` when nothing changed.
  public mutating func update(
    tracker: KeyboardTracker, in view: ViewPlacement, at time: TimeInterval, after trigger: Trigger
  ) -> KeyboardDockUpdate? {
    // Queries may be made at any time after the last input; far in the future the keyboard
    // rests at the tracker's target.
    var update = update(
      now: tracker.state(at: time), resting: tracker.state(at: .infinity), in: view,
      after: trigger)
    if trigger == .hostFrame, update?.animation != nil, let back = tracker.lastReturn,
      back.time == time
    {
      // A released drag returns on the tracker's timing curve, not on the posted spring.
      update?.animation = KeyboardDockUpdate.Animation(duration: back.duration, curve: .easeInOut)
    }
    return update
  }
}
