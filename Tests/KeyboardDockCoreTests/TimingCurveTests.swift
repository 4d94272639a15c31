import Foundation
import KeyboardDockCore
import Testing

@Suite("Timing curves")
struct TimingCurveTests {
  /// Reference values of the keyboard's curve 7 for a 0 → 336 pt move: those of
  /// react-native-keyboard-controller's closed-form spring (its tests), not device measurements.
  @Test(
    "keyboard spring reproduces the device samples within 0.05 pt",
    arguments: [
      (0.08, 144.11), (0.125, 223.45), (0.25, 316.52), (0.325, 329.83), (0.5, 335.63),
    ])
  func keyboardSpringMatchesDeviceSamples(time: Double, expected: Double) {
    let value = 336 * TimingCurve.keyboardSpring.progress(elapsed: time, duration: 0.25)
    #expect(abs(value - expected) < 0.05, "at \(time) s: \(value), expected \(expected)")
  }

  @Test("the keyboard spring ignores the passed duration, as UIKit does for curve 7")
  func springIgnoresDuration() {
    let spring = TimingCurve.keyboardSpring
    #expect(
      spring.progress(elapsed: 0.2, duration: 0.25) == spring.progress(elapsed: 0.2, duration: 5))
    #expect(spring.totalDuration(nominal: 0) == spring.totalDuration(nominal: 0.25))
    #expect(spring.totalDuration(nominal: 0.25) > 0.5)
  }

  static let allCurves: [TimingCurve] = [
    .easeInOut, .easeIn, .easeOut, .linear, .keyboardSpring,
  ]

  @Test("every curve is 0 at the start, 1 at the end, monotonic and bounded", arguments: allCurves)
  func curveIsWellFormed(curve: TimingCurve) {
    let duration = 0.25
    let total = curve.totalDuration(nominal: duration)
    #expect(curve.progress(elapsed: 0, duration: duration) == 0)
    #expect(curve.progress(elapsed: total, duration: duration) == 1)
    var previous = 0.0
    for step in 0...1000 {
      let value = curve.progress(elapsed: total * Double(step) / 1000, duration: duration)
      #expect(value >= previous - 1e-9)
      #expect((0...1).contains(value))
      previous = value
    }
  }

  @Test("easeInOut is symmetric and reaches one half at the midpoint")
  func easeInOutIsSymmetric() {
    let curve = TimingCurve.easeInOut
    #expect(abs(curve.progress(elapsed: 0.5, duration: 1) - 0.5) < 1e-6)
    let a = curve.progress(elapsed: 0.2, duration: 1)
    let b = curve.progress(elapsed: 0.8, duration: 1)
    #expect(abs(a + b - 1) < 1e-6)
  }

  @Test("the Bézier solver is accurate to 1e-6 against bisection on the parametric form")
  func bezierMatchesParametricBisection() {
    // easeIn: x(s) = 3(1-s)²s·0.42 + 3(1-s)s²·1 + s³, y(s) = 3(1-s)s² + s³.
    for step in 1..<100 {
      let s = Double(step) / 100
      let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s + s * s * s
      let y = 3 * (1 - s) * s * s + s * s * s
      let value = TimingCurve.easeIn.progress(elapsed: x, duration: 1)
      #expect(abs(value - y) < 1e-6, "at x = \(x)")
    }
  }

  @Test("unknown raw curves fall back to easeInOut and are reported as unknown")
  func unknownCurveFallsBack() {
    let curve = KeyboardAnimationCurve(rawValue: 5)
    #expect(!curve.isKnown)
    #expect(curve.timingCurve == KeyboardAnimationCurve.fallback.timingCurve)
    #expect(KeyboardAnimationCurve.keyboard.isKnown)
  }

  @Test("a zero duration Bézier completes at once")
  func zeroDurationCompletesAtOnce() {
    #expect(TimingCurve.easeInOut.progress(elapsed: 0.0001, duration: 0) == 1)
  }
}

@Suite("TimingCurve.modelledDamping: the damping a UIKit or SwiftUI spring is given")
struct TimingCurveDampingTests {
  @Test("curve 7's modelled damping is the critical one, 2·√(1000·3)")
  func keyboardSpring() throws {
    let damping = try #require(TimingCurve.keyboardSpring.modelledDamping)
    #expect(abs(damping - 109.544_511_5) < 1e-6)
    #expect(TimingCurve.easeInOut.modelledDamping == nil)
  }

  @Test("a spring with the modelled damping, integrated step by step, moves as progress() says")
  func integratedSpringMatchesProgress() throws {
    // m·x'' + c·x' + k·(x − 1) = 0 from rest at 0, by fourth-order Runge–Kutta at 0.1 ms.
    let (mass, stiffness) = (3.0, 1000.0)
    let damping = try #require(TimingCurve.keyboardSpring.modelledDamping)
    func acceleration(_ x: Double, _ v: Double) -> Double {
      (-damping * v - stiffness * (x - 1)) / mass
    }
    var (x, v, t) = (0.0, 0.0, 0.0)
    let step = 1e-4
    var largest = 0.0
    while t < 0.6 {
      let (k1x, k1v) = (v, acceleration(x, v))
      let (k2x, k2v) = (v + step / 2 * k1v, acceleration(x + step / 2 * k1x, v + step / 2 * k1v))
      let (k3x, k3v) = (v + step / 2 * k2v, acceleration(x + step / 2 * k2x, v + step / 2 * k2v))
      let (k4x, k4v) = (v + step * k3v, acceleration(x + step * k3x, v + step * k3v))
      x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      t += step
      let model = TimingCurve.keyboardSpring.progress(elapsed: t, duration: 0.25)
      largest = max(largest, abs(model - x))
    }
    // Within 0.05 pt of a 336 pt move: the model snaps to 1 with 1/10,000 left (0.034 pt).
    #expect(largest * 336 < 0.05)
  }
}
