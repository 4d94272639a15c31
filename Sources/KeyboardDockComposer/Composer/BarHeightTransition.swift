import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One animated change of a growing bar's height, with the height the pseudo accessory view must
/// take so the keyboard tracker keeps following the bar.
///
/// The design of “A Stickler for Details” keeps an invisible input accessory view under the bar and
/// observes its superview's frame; its coordinator "provides method to change height of the managed
/// input accessory view (to support requirement of growing input field)". When the bar grows, the
/// accessory must grow with it at once (``pseudoAccessoryHeight``): the keyboard's frame, which
/// includes the accessory, then reaches up to the bar's new top, so an interactive dismissal
/// starts when the finger reaches the bar, not inside it. The bar's own height animates from
/// ``fromHeight`` to ``toHeight`` with the keyboard's duration and curve, its bottom edge fixed.
///
/// ```swift
/// if let change = try bar.update(lineCount: 3, at: now) {
///   pseudoAccessory.height = change.pseudoAccessoryHeight           // UIKit adapter
///   let slide = change.animation(bottom: keyboardTop, x: 0, width: 375)  // simulator
///   barFrame = slide.frame(at: now + 0.1)
/// }
/// ```
public struct BarHeightTransition: Sendable, Hashable, CustomStringConvertible {
  /// The bar's height when the change starts, in points (mid-animation if one was running).
  public var fromHeight: CGFloat
  /// The bar's height when the change ends, in points.
  public var toHeight: CGFloat
  /// When the change starts, in seconds.
  public var start: TimeInterval
  /// The nominal duration in seconds (curve 7 ignores it, see `KeyboardDockCore.TimingCurve`).
  public var duration: TimeInterval
  /// The animation curve.
  public var curve: KeyboardAnimationCurve

  /// Creates a transition.
  public init(
    fromHeight: CGFloat, toHeight: CGFloat, start: TimeInterval, duration: TimeInterval,
    curve: KeyboardAnimationCurve
  ) {
    self.fromHeight = fromHeight
    self.toHeight = toHeight
    self.start = start
    self.duration = duration
    self.curve = curve
  }

  /// The height the pseudo input accessory view must take, in points: the bar's final height,
  /// set at once (the model value), as UIKit sets a constraint before animating the layout.
  public var pseudoAccessoryHeight: CGFloat { toHeight }

  /// The change in height, in points: positive when the bar grows.
  public var delta: CGFloat { toHeight - fromHeight }

  /// When the animation ends, in seconds.
  public var end: TimeInterval { animation(bottom: 0, x: 0, width: 0).end }

  /// The bar's frame as a `KeyboardDockCore.KeyboardAnimation`, its bottom edge fixed at `bottom`.
  ///
  /// - Parameters:
  ///   - bottom: The y of the bar's bottom edge (the keyboard's top, or the screen's bottom).
  ///   - x: The bar's x.
  ///   - width: The bar's width.
  /// - Returns: An animation from the old frame to the new one with this change's timing.
  public func animation(bottom: CGFloat, x: CGFloat, width: CGFloat) -> KeyboardAnimation {
    KeyboardAnimation(
      from: CGRect(x: x, y: bottom - fromHeight, width: width, height: fromHeight),
      to: CGRect(x: x, y: bottom - toHeight, width: width, height: toHeight),
      start: start, duration: duration, curve: curve.timingCurve)
  }

  /// The bar's height at `time`, in points, along the curve.
  public func height(at time: TimeInterval) -> CGFloat {
    animation(bottom: 0, x: 0, width: 0).frame(at: time).height
  }

  /// The keyboard frame (screen coordinates, accessory included) after the pseudo accessory
  /// view takes ``pseudoAccessoryHeight``: the top moves up by ``delta``, the bottom stays.
  ///
  /// - Parameter keyboardFrame: The keyboard's frame with the accessory at ``fromHeight``.
  /// - Returns: The frame with the accessory at ``toHeight``.
  public func keyboardFrame(resizing keyboardFrame: CGRect) -> CGRect {
    CGRect(
      x: keyboardFrame.minX, y: keyboardFrame.minY - delta, width: keyboardFrame.width,
      height: keyboardFrame.height + delta)
  }

  public var description: String {
    "bar \(fromHeight) → \(toHeight) pt from \(start) s (\(curve), \(duration) s)"
  }
}
