import Foundation

/// How an animation's progress (0 → 1) depends on elapsed time.
///
/// UIView's curves 0–3 are cubic Béziers sampled at `elapsed / duration`; the keyboard's curve 7
/// is a spring whose length comes from the spring itself, so the passed duration is ignored, as
/// UIKit ignores it.
///
/// ```swift
/// let curve = KeyboardAnimationCurve.keyboard.timingCurve
/// let y = 336 * curve.progress(elapsed: 0.08, duration: 0.25)  // ≈ 144.11
/// ```
public enum TimingCurve: Sendable, Hashable {
  /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A critically damped spring released from rest, `1 − (1 + ω₀t)·e^(−ω₀t)`.
  case spring(mass: Double, stiffness: Double, damping: Double)

  /// UIView's easeInOut: Bézier (0.42, 0, 0.58, 1).
  public static let easeInOut = cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// UIView's easeIn: Bézier (0.42, 0, 1, 1).
  public static let easeIn = cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// UIView's easeOut: Bézier (0, 0, 0.58, 1).
  public static let easeOut = cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// UIView's linear curve.
  public static let linear = cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
  /// The keyboard's curve 7: mass 3, stiffness 1000, damping 500.
  ///
  /// Sampled on device for a 0 → 336 pt move: 144.11 at 0.08 s, 223.45 at 0.125 s, 316.52 at
  /// 0.25 s, 329.83 at 0.325 s, 335.63 at 0.5 s; the critically
  /// damped closed form with ω₀ = √(stiffness / mass) reproduces them within 0.01 pt.
  public static let keyboardSpring = spring(mass: 3, stiffness: 1000, damping: 500)

  /// The fraction of the distance left at which a spring counts as settled (1/10,000).
  ///
  /// At that point a 1,000 pt move is 0.1 pt from its end; the spring then snaps to 1, as Core
  /// Animation removes a settled spring animation.
  public static let springSettlingFraction = 1e-4

  /// The progress, 0 at the start and exactly 1 from ``totalDuration(nominal:)`` on.
  ///
  /// - Parameters:
  ///   - elapsed: Seconds since the animation started; negative values give 0.
  ///   - duration: The nominal duration in seconds (ignored by springs); 0 gives 1 at once.
  /// - Returns: The progress, within 0...1.
  /// - Complexity: O(1); a Bézier takes at most 8 Newton steps or 40 bisection steps.
  public func progress(elapsed: TimeInterval, duration: TimeInterval) -> Double {
    guard elapsed > 0 else { return 0 }
    let total = totalDuration(nominal: duration)
    guard elapsed < total else { return 1 }
    switch self {
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return Self.bezierY(atX: elapsed / duration, x1: x1, y1: y1, x2: x2, y2: y2)
    case .spring(let mass, let stiffness, _):
      let omegaT = (stiffness / mass).squareRoot() * elapsed
      return min(1, max(0, 1 - (1 + omegaT) * exp(-omegaT)))
    }
  }

  /// The damping a spring animation (UIKit's `UISpringTimingParameters`, SwiftUI's
  /// `interpolatingSpring`) needs to move as ``progress(elapsed:duration:)`` does, or `nil` for a
  /// Bézier.
  ///
  /// The model is the critically damped spring, `2·√(stiffness·mass)`, not the damping the case
  /// carries: the device samples of curve 7 (``keyboardSpring``) follow the critically damped
  /// closed form, so an animation handed to UIKit or SwiftUI with this damping moves with the
  /// keyboard. For curve 7 that is about 109.54.
  public var modelledDamping: Double? {
    guard case .spring(let mass, let stiffness, _) = self else { return nil }
    return 2 * (stiffness * mass).squareRoot()
  }

  /// How long the animation really runs, in seconds.
  ///
  /// For a Bézier, the nominal duration (negative or non-finite values count as 0). For a spring,
  /// the time until it is within ``springSettlingFraction`` of its end, whatever was passed.
  public func totalDuration(nominal: TimeInterval) -> TimeInterval {
    switch self {
    case .cubicBezier:
      return nominal.isFinite ? max(0, nominal) : 0
    case .spring(let mass, let stiffness, _):
      return Self.springSettlingPhase / (stiffness / mass).squareRoot()
    }
  }

  /// The phase u = ω₀t at which a critically damped spring is within
  /// ``springSettlingFraction`` of its end: the root of (1 + u)·e^(−u) = fraction.
  ///
  /// It depends on the fraction alone, not on the spring's mass or stiffness, so it is solved
  /// once (Newton's method from a safe start) instead of on every ``progress(elapsed:duration:)``
  /// call, which the simulator and the tracker make every display frame.
  static let springSettlingPhase: Double = {
    let fraction = springSettlingFraction
    var u = 12.0
    for _ in 0..<50 {
      let f = (1 + u) * exp(-u) - fraction
      let derivative = -u * exp(-u)
      let next = u - f / derivative
      if abs(next - u) < 1e-12 { break }
      u = next
    }
    return u
  }()

  /// Solves x(s) = x for the Bézier parameter s, to 1e-7 in x, and returns y(s).
  private static func bezierY(
    atX x: Double, x1: Double, y1: Double, x2: Double, y2: Double
  ) -> Double {
    let x = min(1, max(0, x))
    // Polynomial coefficients: b(s) = ((a·s + b)·s + c)·s.
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    let cy = 3 * y1
    let by = 3 * (y2 - y1) - cy
    let ay = 1 - cy - by
    func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    let tolerance = 1e-7
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < tolerance { return min(1, max(0, sampleY(s))) }
      let slope = slopeX(s)
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    // Newton failed to converge (flat slope): bisect, which always converges on [0, 1].
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<40 {
      let value = sampleX(s)
      if abs(value - x) < tolerance { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return min(1, max(0, sampleY(s)))
  }
}
