import Foundation

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
  public var end: TimeInterval { start + curve.totalDuration(nominal: duration) }

  /// The progress at `time`: 0 before the start, 1 from ``end`` on.
  public func progress(at time: TimeInterval) -> Double {
    curve.progress(elapsed: time - start, duration: duration)
  }

  /// Whether the animation has finished at `time`.
  public func isFinished(at time: TimeInterval) -> Bool { time >= end }

  /// The frame at `time`, each edge interpolated by the curve's progress.
  public func frame(at time: TimeInterval) -> CGRect {
    let p = CGFloat(progress(at: time))
    if p >= 1 { return to }
    if p <= 0 { return from }
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
    return CGRect(
      x: mix(from.origin.x, to.origin.x), y: mix(from.origin.y, to.origin.y),
      width: mix(from.size.width, to.size.width), height: mix(from.size.height, to.size.height))
  }
}
