import Foundation

/// A `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) mapping the fraction of the
/// duration elapsed to the fraction of the change done.
///
/// The control points of UIKit's four named curves are Core Animation's named timing functions
/// (`kCAMediaTimingFunctionEaseInEaseOut` (0.42, 0, 0.58, 1), `EaseIn` (0.42, 0, 1, 1), `EaseOut`
/// (0, 0, 0.58, 1), `Linear`; https://developer.apple.com/documentation/quartzcore/camediatimingfunction).
/// The Bézier's parameter for a time fraction is found by bisection on x(s), which is
/// monotonic for control points with x in 0...1, to 1e-12.
public struct CubicBezierTiming: Sendable, Equatable {
  /// The first control point.
  public let x1: Double
  public let y1: Double
  /// The second control point.
  public let x2: Double
  public let y2: Double

  /// Creates a timing function; x values are clamped to 0...1 as Core Animation requires.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = min(1, max(0, x1))
    self.y1 = y1
    self.x2 = min(1, max(0, x2))
    self.y2 = y2
  }

  /// UIView's `.curveEaseInOut` (curve 0).
  public static let easeInOut = Self(0.42, 0, 0.58, 1)
  /// UIView's `.curveEaseIn` (curve 1).
  public static let easeIn = Self(0.42, 0, 1, 1)
  /// UIView's `.curveEaseOut` (curve 2).
  public static let easeOut = Self(0, 0, 0.58, 1)
  /// UIView's `.curveLinear` (curve 3).
  public static let linear = Self(0, 0, 1, 1)

  /// The fraction of the change done when `fraction` of the duration has elapsed.
  public func value(atFraction fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    // B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³ (P0 = 0, P3 = 1), written out per axis.
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let r = 1 - s
      return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if bezier(middle, x1, x2) < fraction { low = middle } else { high = middle }
      if high - low < 1e-12 { break }
    }
    return bezier((low + high) / 2, y1, y2)
  }
}
