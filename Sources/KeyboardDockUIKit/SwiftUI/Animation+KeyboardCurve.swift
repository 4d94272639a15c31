#if canImport(UIKit) && canImport(SwiftUI)
  import Foundation
  public import KeyboardDockCore
  public import SwiftUI

  extension Animation {
    /// The SwiftUI animation that moves like the keyboard for a notification's duration and
    /// curve, translated from Core's ``KeyboardDockCore/TimingCurve``.
    ///
    /// UIKit's curves 0–3 are cubic Béziers and become `timingCurve(_:_:_:_:duration:)` with the
    /// same control points. The keyboard's curve 7 is the spring Core models: critically damped
    /// with ω₀ = √(stiffness / mass), which reproduces the on-device samples of DESIGN.md §4; it
    /// becomes `interpolatingSpring` with the same mass and stiffness and the critical damping
    /// 2·√(stiffness · mass), and like UIKit it ignores the duration.
    ///
    /// - Parameters:
    ///   - duration: The notification's duration in seconds.
    ///   - curve: The notification's curve (unknown raw values use Core's fallback).
    /// - Returns: The animation, or `nil` for a zero duration (apply at once).
    public static func keyboard(duration: TimeInterval, curve: KeyboardAnimationCurve)
      -> Animation?
    {
      guard duration > 0 else { return nil }
      switch curve.timingCurve {
      case .cubicBezier(let x1, let y1, let x2, let y2):
        return .timingCurve(x1, y1, x2, y2, duration: duration)
      case .spring(let mass, let stiffness, _):
        return .interpolatingSpring(
          mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot(),
          initialVelocity: 0)
      }
    }
  }
#endif
