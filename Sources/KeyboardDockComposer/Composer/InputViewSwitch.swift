import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard notifications iOS posts when a first responder swaps its input view, for example
/// from the system keyboard to an emoji or attachment panel and back.
///
/// The app sets the responder's `inputView` and calls `reloadInputViews()` ("Updates the custom
/// input and accessory views when the object is the first responder", Apple's documentation of
/// `UIResponder.reloadInputViews()`). UIKit then presents the new input view as it shows a
/// keyboard: WillChangeFrame → WillShow at the swap, DidChangeFrame → DidShow when the animation
/// ends (show order, observed on iOS), with the usual 0.25 s and curve 7. The begin frame has the
/// old input view's height and the end frame the new one's, both including the input accessory view
/// and docked at the screen's bottom. When the heights match, as they do when the panel opens at
/// the height ``KeyboardHeightMemory`` remembered, begin equals end, so a bar driven by these
/// notifications (the keyboard notifications technique) does not move.
///
/// Sources: Apple documents only that `reloadInputViews()` swaps the views; the notification
/// sequence and its frames are the behaviour recorded in issue 6 of this project, posted in the
/// show order iOS posts. The simulator uses the same sequence, so both stay in step if a
/// device observation ever refines it.
///
/// Not modelled: a hardware keyboard, and a floating or split keyboard on iPad, where the panel
/// is presented docked regardless.
///
/// ```swift
/// let toPanel = try InputViewSwitch(
///   screenBounds: screen, fromHeight: 336, toHeight: memory.panelHeight(for: key, default: 300),
///   accessoryHeight: 44, at: now)
/// for event in toPanel.events { tracker.receive(event) }
/// ```
public struct InputViewSwitch: Sendable, Hashable {
  /// The screen's bounds; frames are in its coordinate space.
  public let screenBounds: CGRect
  /// The outgoing input view's height in points, without the accessory view.
  public let fromHeight: CGFloat
  /// The incoming input view's height in points, without the accessory view.
  public let toHeight: CGFloat
  /// The input accessory view's height in points (0 without one); it is part of both frames.
  public let accessoryHeight: CGFloat
  /// When `reloadInputViews()` runs, in seconds: the "will" notifications' time.
  public let time: TimeInterval
  /// The posted duration in seconds.
  public let duration: TimeInterval
  /// The posted curve.
  public let curve: KeyboardAnimationCurve

  /// Creates a switch.
  ///
  /// - Parameters:
  ///   - screenBounds: The screen's bounds, finite and not empty.
  ///   - fromHeight: The outgoing input view's height in points, 0 or more.
  ///   - toHeight: The incoming input view's height in points, 0 or more.
  ///   - accessoryHeight: The accessory view's height in points, 0 or more.
  ///   - time: When the input view is swapped, in seconds.
  ///   - duration: The posted duration; 0.25 s by default (observed on iOS).
  ///   - curve: The posted curve; 7 by default (observed on iOS).
  /// - Throws: ``ComposerError`` naming the first invalid value.
  public init(
    screenBounds: CGRect, fromHeight: CGFloat, toHeight: CGFloat, accessoryHeight: CGFloat = 0,
    at time: TimeInterval, duration: TimeInterval = 0.25, curve: KeyboardAnimationCurve = .keyboard
  ) throws(ComposerError) {
    guard ComposerError.isFinite(screenBounds), screenBounds.width > 0, screenBounds.height > 0
    else { throw .invalidScreenBounds(screenBounds) }
    for (value, what) in [
      (fromHeight, "outgoing input view height"), (toHeight, "incoming input view height"),
      (accessoryHeight, "accessory height"),
    ] where !ComposerError.isFiniteNonNegative(value) {
      throw .invalidHeight(value, what: what)
    }
    guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
    self.screenBounds = screenBounds
    self.fromHeight = fromHeight
    self.toHeight = toHeight
    self.accessoryHeight = accessoryHeight
    self.time = time
    self.duration = duration
    self.curve = curve
  }

  /// The keyboard frame before the switch: the outgoing input view plus the accessory.
  public var beginFrame: CGRect { frame(inputViewHeight: fromHeight) }
  /// The keyboard frame after the switch: the incoming input view plus the accessory.
  public var endFrame: CGRect { frame(inputViewHeight: toHeight) }
  /// Whether the keyboard's frame changes, and with it a bar docked on it.
  public var movesBar: Bool { beginFrame != endFrame }

  /// The visible keyboard's movement.
  public var animation: KeyboardAnimation {
    KeyboardAnimation(
      from: beginFrame, to: endFrame, start: time, duration: duration, curve: curve.timingCurve)
  }

  /// The notifications in the order iOS posts them: WillChangeFrame and WillShow at ``time``,
  /// DidChangeFrame and DidShow when the animation ends.
  public var events: [KeyboardEvent] {
    let end = animation.end
    return [
      (KeyboardEvent.Kind.willChangeFrame, time), (.willShow, time), (.didChangeFrame, end),
      (.didShow, end),
    ].map { kind, at in
      KeyboardEvent(
        kind: kind, beginFrame: beginFrame, endFrame: endFrame, duration: duration, curve: curve,
        isLocal: true, time: at)
    }
  }

  private func frame(inputViewHeight: CGFloat) -> CGRect {
    let height = inputViewHeight + accessoryHeight
    return CGRect(
      x: screenBounds.minX, y: screenBounds.maxY - height, width: screenBounds.width,
      height: height)
  }
}

extension InputViewSwitch {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rect: screenBounds)
    hasher.combine(fromHeight)
    hasher.combine(toHeight)
    hasher.combine(accessoryHeight)
    hasher.combine(time)
    hasher.combine(duration)
    hasher.combine(curve)
  }
}
