import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A change of the keyboard's layout frame, as UIKit's keyboard layout guide receives it.
///
/// The guide gets the keyboard's model frame (the end value of an animation, or the dragged
/// frame) in screen coordinates, with the animation UIKit lays the owning view out in.
public struct KeyboardLayoutChange: Sendable, Equatable {
  /// The keyboard's frame in screen coordinates (the docked part; offscreen when hidden or
  /// floating).
  public var frame: CGRect
  /// The floating keyboard's frame in screen coordinates, when it floats.
  public var floatingFrame: CGRect?
  /// The keyboard's mode after the change.
  public var mode: SystemKeyboard.Mode
  /// The animation that moves the guide, or `nil` when it moves at once (a drag, duration 0).
  public var animation: Animation?
  /// When the change was committed, in seconds.
  public var time: TimeInterval
  /// Whether the value is reported inside a layout pass that ends elsewhere, so nothing on
  /// screen shows it; only KVO on a view pinned to the guide sees it (``IOSAppObservations``).
  public var isTransient = false
  /// Whether the value no longer shows where the keyboard is (iOS 26.0's guide without the
  /// input accessory view, pinned at the view's bottom while the accessory is still on screen):
  /// what the user sees moves while the value says nothing of it.
  public var hidesPosition = false
  /// Whether a finger moved the keyboard to this frame (an interactive dismissal's move), as
  /// opposed to an animated or instant change of the system's.
  public var isInteractive = false

  /// Creates a change.
  public init(
    frame: CGRect, floatingFrame: CGRect?, mode: SystemKeyboard.Mode, animation: Animation?,
    time: TimeInterval
  ) {
    self.frame = frame
    self.floatingFrame = floatingFrame
    self.mode = mode
    self.animation = animation
    self.time = time
  }

  /// The duration and curve of an animated change, as the keyboard notification posts them.
  public struct Animation: Sendable, Hashable {
    /// The posted duration in seconds.
    public var duration: TimeInterval
    /// The posted curve's raw value (7 for the keyboard's spring).
    public var curve: Int

    /// Creates an animation.
    public init(duration: TimeInterval, curve: Int) {
      self.duration = duration
      self.curve = curve
    }
  }
}

/// One thing the simulated iOS tells the app, in the order it happens.
public enum SystemKeyboardOutput: @unchecked Sendable {
  /// A keyboard notification.
  case notification(PostedNotification)
  /// A KVO change of the frame of the view hosting the first responder's input accessory view
  /// (the keyboard host), in screen coordinates: its model frame.
  case hostFrame(CGRect, time: TimeInterval)
  /// A change of the keyboard layout guide's frame.
  case layoutChange(KeyboardLayoutChange)

  /// When it happens, in seconds.
  public var time: TimeInterval {
    switch self {
    case .notification(let posted): posted.time
    case .hostFrame(_, let time): time
    case .layoutChange(let change): change.time
    }
  }
}

/// A user action the simulated iOS cannot perform in its current state.
public struct ImpossibleAction: Error, Equatable, Sendable, CustomStringConvertible {
  /// The action, such as `dismiss`.
  public var action: String
  /// Why it cannot happen now.
  public var reason: String

  /// Creates an error.
  public init(_ action: String, _ reason: String) {
    self.action = action
    self.reason = reason
  }

  public var description: String { "\(action) cannot happen: \(reason)" }
}
