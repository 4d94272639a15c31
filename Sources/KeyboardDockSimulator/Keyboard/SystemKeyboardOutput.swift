import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A keyboard notification as the simulated system posts it: a name and a raw `userInfo`.
///
/// The `userInfo` is the dictionary UIKit would post (`NSValue` frames, `NSNumber`s, raw key
/// strings); the simulation decodes it with ``KeyboardEvent/init(kind:userInfo:time:)`` before
/// any strategy sees it, so the decoder runs on every simulated notification.
public struct PostedNotification {
  /// Which notification.
  public var kind: KeyboardEvent.Kind
  /// The raw `userInfo`.
  public var userInfo: [AnyHashable: Any]
  /// When it was posted, in seconds on the virtual clock.
  public var time: TimeInterval

  /// Creates a notification.
  public init(kind: KeyboardEvent.Kind, userInfo: [AnyHashable: Any], time: TimeInterval) {
    self.kind = kind
    self.userInfo = userInfo
    self.time = time
  }

  /// Decodes the `userInfo` as an app does.
  ///
  /// - Throws: ``KeyboardEventError`` when the dictionary is malformed (a simulator bug).
  public func decoded() throws -> KeyboardEvent {
    try KeyboardEvent(kind: kind, userInfo: userInfo, time: time)
  }
}

/// A change of the keyboard's layout frame, as UIKit's keyboard layout guide receives it.
///
/// The guide gets the keyboard's *model* frame (the end value of an animation, or the dragged
/// frame), in screen coordinates, with the animation that moves it; the simulation converts it
/// into the app view's coordinates before handing it to a strategy.
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

  /// The duration and curve of an animated change.
  public struct Animation: Sendable, Hashable {
    /// The posted duration in seconds.
    public var duration: TimeInterval
    /// The posted curve.
    public var curve: KeyboardAnimationCurve
  }
}

/// One thing the simulated system tells the app, in the order it happens.
public enum SystemKeyboardOutput {
  /// A keyboard notification.
  case notification(PostedNotification)
  /// A KVO change of the pseudo input accessory view's superview frame (“A Stickler for Details”),
  /// in screen coordinates: the keyboard host's *model* frame.
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
