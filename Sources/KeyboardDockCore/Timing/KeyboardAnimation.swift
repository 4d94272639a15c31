import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A frame moving from one rect to another along a timing curve: one keyboard animation.
///
/// The keyboard, the simulated keyboard and every strategy that animates a bar use this one
/// type, so that "the same curve" means the same numbers everywhere.
///
/// ```swift
/// let slide = KeyboardAnimation(
///   from: hidden, to: shown, start: event.time, duration: event.duration,
///   curve: event.curve.timingCurve)
/// let frameNow = slide.frame(at: now)
/// ```
public struct KeyboardAnimation: Sendable, Hashable {
  /// The frame at the start.
  public var from: CGRect
  /// The frame at the end.
  public var to: CGRect
  /// When the animation starts, in seconds.
  public var start: TimeInterval
  /// The nominal duration in seconds (springs ignore it; see ``TimingCurve``).
  public var duration: TimeInterval
  /// The timing curve.
  public var curve: TimingCurve

  /// Creates an animation.
  public init(
    from: CGRect, to: CGRect, start: TimeInterval, duration: TimeInterval, curve: TimingCurve
  ) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.curve = curve
  }

  /// When the animation ends, in seconds: the start plus the curve's real duration.
  ///
  /// A duration of 0 (or less) ends at the start whatever the curve, springs included: UIKit
  /// makes the change without animating it ("If you specify a negative value or 0, the changes
  /// are made without animating them", `UIView.animate(withDuration:animations:)`). Rotation
  /// bursts and some height changes post curve 7 with duration 0 (observed on iOS).
  public var end: TimeInterval {
    isImmediate ? start : start + curve.totalDuration(nominal: duration)
  }

  /// Whether the change applies at once: a duration of 0 or less (or not a number).
  public var isImmediate: Bool { !(duration > 0) }

  /// The progress at `time`: 0 before the start, 1 from ``end`` on.
  public func progress(at time: TimeInterval) -> Double {
    if isImmediate { return time >= start ? 1 : 0 }
    return curve.progress(elapsed: time - start, duration: duration)
  }

  /// Whether the animation has finished at `time`.
  public func isFinished(at time: TimeInterval) -> Bool { time >= end }

  /// The frame at `time`, each edge interpolated by the curve's progress.
  public func frame(at time: TimeInterval) -> CGRect {
    let p = progress(at: time)
    if p >= 1 { return to }
    if p <= 0 { return from }
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { Self.interpolate(a, b, progress: p) }
    return CGRect(
      x: mix(from.origin.x, to.origin.x), y: mix(from.origin.y, to.origin.y),
      width: mix(from.size.width, to.size.width), height: mix(from.size.height, to.size.height))
  }

  /// A single value moved from `a` to `b` with this animation's timing, at `time`.
  ///
  /// For what animates along the keyboard's timing but is not a frame, such as a constraint's
  /// constant in a `UIView.animate` block: `a` before the start, `b` from ``end`` on.
  public func value(from a: CGFloat, to b: CGFloat, at time: TimeInterval) -> CGFloat {
    Self.interpolate(a, b, progress: progress(at: time))
  }

  /// `frame` with what this animation still adds at `time`, as an earlier animation that a new
  /// one interrupted without stopping it does (UIKit's animations are additive since iOS 8: the
  /// interrupted one keeps contributing `from − to`, scaled by the progress it has left).
  ///
  /// - Parameters:
  ///   - frame: The frame the later animation gives at `time`.
  ///   - time: The instant, in seconds.
  /// - Returns: `frame` moved by this animation's remaining contribution; `frame` itself once
  ///   this animation has ended.
  public func adding(remainderTo frame: CGRect, at time: TimeInterval) -> CGRect {
    guard time < end else { return frame }
    let remaining = 1 - CGFloat(progress(at: time))
    var frame = frame
    frame.origin.x += (from.minX - to.minX) * remaining
    frame.origin.y += (from.minY - to.minY) * remaining
    frame.size.width += (from.width - to.width) * remaining
    frame.size.height += (from.height - to.height) * remaining
    return frame
  }

  private static func interpolate(_ a: CGFloat, _ b: CGFloat, progress: Double) -> CGFloat {
    if progress >= 1 { return b }
    if progress <= 0 { return a }
    return a + (b - a) * CGFloat(progress)
  }
}

extension KeyboardAnimation {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rect: from)
    hasher.combine(rect: to)
    hasher.combine(start)
    hasher.combine(duration)
    hasher.combine(curve)
  }
}
