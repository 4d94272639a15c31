import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A bar's keyboard coverage animated from one value to another, as a `UIView.animate` block
/// animates a constraint's constant.
///
/// A `UIView` animation interpolates the layout's start and end along its timing curve; the
/// simulated app animates the coverage (points above the view's bottom) the same way.
public struct CoverageAnimation: Sendable, Hashable {
  /// The coverage at the start, in points.
  public var from: CGFloat
  /// The coverage at the end, in points.
  public var to: CGFloat
  /// When the animation starts, in seconds.
  public var start: TimeInterval
  /// The duration passed to `UIView.animate`, in seconds; 0 applies the change at once.
  public var duration: TimeInterval
  /// The timing curve.
  public var curve: TimingCurve

  /// A coverage that does not move.
  public static func resting(_ value: CGFloat) -> Self {
    Self(from: value, to: value, start: 0, duration: 0, curve: .linear)
  }

  /// Creates an animation.
  public init(
    from: CGFloat, to: CGFloat, start: TimeInterval, duration: TimeInterval, curve: TimingCurve
  ) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.curve = curve
  }

  /// The coverage at `time`, in points, timed by Core's ``KeyboardAnimation``.
  public func value(at time: TimeInterval) -> CGFloat {
    KeyboardAnimation(from: .zero, to: .zero, start: start, duration: duration, curve: curve)
      .value(from: from, to: to, at: time)
  }

  /// Starts a new animation from wherever this one is at `time`, as UIKit's
  /// `beginFromCurrentState` does.
  public func retargeted(
    to target: CGFloat, at time: TimeInterval, duration: TimeInterval, curve: TimingCurve
  ) -> Self {
    Self(from: value(at: time), to: target, start: time, duration: duration, curve: curve)
  }
}
