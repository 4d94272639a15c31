import Foundation

/// How one Core Animation animation progresses: a Bézier over a duration, or a spring.
public enum LayerTiming: Sendable, Equatable {
  /// A `CABasicAnimation` with a timing function and a duration in seconds.
  case bezier(CubicBezierTiming, duration: TimeInterval)
  /// A `CASpringAnimation`; it lasts its settling duration, whatever duration was asked for.
  case spring(SpringAnimation)

  /// The timing UIKit uses for a keyboard notification's curve and duration.
  ///
  /// Curves 0–3 are `UIView.AnimationCurve`'s four Béziers over `duration`; 7, the keyboard's
  /// private curve, is its spring (`spring`, by default ``SpringAnimation/keyboard``), which
  /// ignores `duration`. Any
  /// other value animates easeInOut: `UIView.AnimationOptions` with unknown curve bits falls back
  /// to the default curve. A duration of 0 or less is `nil`: "If you specify a negative value or
  /// 0, the changes are made without animating them" (`UIView.animate(withDuration:animations:)` in Apple's documentation).
  public static func uiKit(
    curve: Int, duration: TimeInterval, spring: SpringAnimation = .keyboard
  ) -> LayerTiming? {
    guard duration > 0, duration.isFinite else { return nil }
    switch curve {
    case 1: return .bezier(.easeIn, duration: duration)
    case 2: return .bezier(.easeOut, duration: duration)
    case 3: return .bezier(.linear, duration: duration)
    case 7: return .spring(spring)
    default: return .bezier(.easeInOut, duration: duration)
    }
  }

  /// How long the animation runs, in seconds.
  public var duration: TimeInterval {
    switch self {
    case .bezier(_, let duration): max(0, duration)
    case .spring(let spring): spring.settlingDuration
    }
  }

  /// The progress `elapsed` seconds after the start: 0 before, 1 from ``duration`` on.
  public func progress(elapsed: TimeInterval) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < duration else { return 1 }
    switch self {
    case .bezier(let function, let duration): return function.value(atFraction: elapsed / duration)
    case .spring(let spring): return spring.progress(elapsed: elapsed)
    }
  }
}
