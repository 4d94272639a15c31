import Foundation

/// Core Animation's `CASpringAnimation`: a damped harmonic oscillator, evaluated by numerical
/// integration.
///
/// The layer's value moves as a mass on a spring towards its end value:
/// `m·x″ = −k·(x − 1) − c·x′`, with `x` the progress from 0 (the from value) to 1 (the to value)
/// and `x′(0)` the initial velocity in progress per second (Apple's `CASpringAnimation`
/// documentation: "mass", "stiffness", "damping", "initialVelocity";
/// https://developer.apple.com/documentation/quartzcore/caspringanimation). The equation is
/// integrated with the classical fourth-order Runge–Kutta method at a fixed step of
/// ``integrationStep`` seconds; values between steps come from cubic Hermite interpolation of
/// the integrated position and velocity. Nothing here uses a closed-form solution.
///
/// The animation lasts its ``settlingDuration``: the time after which the progress stays within
/// its ``threshold`` of 1 (by default ``settlingEpsilon``). At that time Core Animation removes it and the layer shows its model
/// value (`CAAnimation.isRemovedOnCompletion`, true by default).
public struct SpringAnimation: Sendable, Equatable {
  /// The integration step, in seconds (a tenth of a millisecond).
  public static let integrationStep: TimeInterval = 1e-4
  /// The default threshold for "at rest", as a fraction of the distance (fact
  /// `spring-settling-threshold`).
  ///
  /// SwiftUI's `Spring.settlingDuration` documents "a `target` of 1.0, an `initialVelocity` of 0,
  /// and an `epsilon` of 0.001"
  /// (https://developer.apple.com/documentation/swiftui/spring/settlingduration). Using the same
  /// threshold for the keyboard's spring is an estimate: Apple does not publish the one
  /// `CASpringAnimation.settlingDuration` uses. It gives about 0.51 s for the keyboard, the
  /// `settlingDuration: 0.5` Flutter's port of the keyboard curve uses (flutter/engine PR 37604).
  public static let settlingEpsilon = SimulatedIOSFacts.springSettlingThreshold.number
  /// The longest a spring is integrated, in seconds; a spring that has not settled by then is
  /// removed there.
  public static let maximumDuration: TimeInterval = 10

  /// The mass, greater than 0.
  public let mass: Double
  /// The stiffness, greater than 0.
  public let stiffness: Double
  /// The damping, 0 or more.
  public let damping: Double
  /// The initial velocity, in progress per second (1 covers the whole distance in a second).
  public let initialVelocity: Double
  /// The fraction of the distance within which the spring counts as at rest and is removed.
  public let threshold: Double
  /// The integrated progress every ``integrationStep`` seconds, then the velocity, interleaved.
  private let samples: [Double]
  /// How long the animation lasts, in seconds.
  public let settlingDuration: TimeInterval

  /// Integrates a spring.
  ///
  /// Values that are not finite, or a mass or stiffness of 0 or less, are clamped as Core
  /// Animation clamps them ("must be greater than 0"): to 0.001. A threshold outside 1e-9...0.5
  /// is clamped into it.
  public init(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0,
    threshold: Double = settlingEpsilon
  ) {
    func positive(_ value: Double) -> Double { value.isFinite ? max(0.001, value) : 0.001 }
    self.mass = positive(mass)
    self.stiffness = positive(stiffness)
    self.damping = damping.isFinite ? max(0, damping) : 0
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    self.threshold = threshold.isFinite ? min(0.5, max(1e-9, threshold)) : Self.settlingEpsilon
    let (samples, settling) = Self.integrate(
      mass: self.mass, stiffness: self.stiffness, damping: self.damping,
      velocity: self.initialVelocity, threshold: self.threshold)
    self.samples = samples
    settlingDuration = settling
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
      && lhs.initialVelocity == rhs.initialVelocity && lhs.threshold == rhs.threshold
  }

  /// The damping ratio ζ = c / (2·√(k·m)): 1 is critical damping, above 1 overdamped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The progress `elapsed` seconds after the start: 0 before, exactly 1 from
  /// ``settlingDuration`` on (the animation has been removed).
  public func progress(elapsed: TimeInterval) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < settlingDuration else { return 1 }
    let h = Self.integrationStep
    let position = elapsed / h
    let index = min(Int(position), samples.count / 2 - 2)
    let s = position - Double(index)
    let x0 = samples[2 * index]
    let v0 = samples[2 * index + 1] * h
    let x1 = samples[2 * index + 2]
    let v1 = samples[2 * index + 3] * h
    // Cubic Hermite basis on [0, 1].
    let s2 = s * s
    let s3 = s2 * s
    return (2 * s3 - 3 * s2 + 1) * x0 + (s3 - 2 * s2 + s) * v0 + (-2 * s3 + 3 * s2) * x1
      + (s3 - s2) * v1
  }

  /// RK4 from x = 0, x′ = `velocity` until the progress stays within `threshold` of 1.
  private static func integrate(
    mass: Double, stiffness: Double, damping: Double, velocity: Double, threshold: Double
  ) -> ([Double], TimeInterval) {
    let h = integrationStep
    func acceleration(_ x: Double, _ v: Double) -> Double {
      (-stiffness * (x - 1) - damping * v) / mass
    }
    var x = 0.0
    var v = velocity
    var samples: [Double] = [x, v]
    var lastUnsettled = 0
    // Keep integrating for a while after the last unsettled step: an underdamped spring comes
    // back out of the band.
    let confirmation = Int(0.5 / h)
    var step = 0
    let maximumSteps = Int(maximumDuration / h)
    while step < maximumSteps {
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      step += 1
      samples.append(x)
      samples.append(v)
      if abs(1 - x) >= threshold { lastUnsettled = step }
      if step - lastUnsettled > confirmation { break }
    }
    let settledStep = min(lastUnsettled + 1, step)
    // Keep one sample past the end for the interpolation.
    let kept = min(samples.count, 2 * (settledStep + 2))
    return (Array(samples[0..<kept]), Double(settledStep) * h)
  }
}

extension SpringAnimation {
  /// The spring the system keyboard moves with (animation curve 7): mass 3, stiffness 1000,
  /// critically damped (facts `keyboard-spring` and `keyboard-spring-damping`).
  ///
  /// The keyboard's `CASpringAnimation` reports mass 3, stiffness 1000, damping 500, initial
  /// velocity 0 (read from the live animation by react-native-keyboard-controller, and used by
  /// Flutter: flutter/engine PR 37604). Taken literally, damping 500 is a damping ratio of about
  /// 4.56, and that overdamped spring is far slower than the keyboard apps see.
  /// react-native-keyboard-controller predicts the keyboard's frames with the closed form of the
  /// critically damped spring of the same mass and stiffness (ω = √(1000/3)); this model
  /// integrates that physics numerically. The values its unit tests assert for a 0 → 336 pt show
  /// (``closedFormSpringValues``) are values of that closed form, not device measurements.
  public static let keyboard = keyboard(threshold: settlingEpsilon)

  /// The keyboard's spring, removed within `threshold` of its end.
  public static func keyboard(threshold: Double) -> SpringAnimation {
    let reported = SimulatedIOSFacts.keyboardSpring.values
    let (mass, stiffness) = (reported[0], reported[1])
    return SpringAnimation(
      mass: mass, stiffness: stiffness,
      damping: keyboardDampingRatio * 2 * (stiffness * mass).squareRoot(), threshold: threshold)
  }

  /// The keyboard spring's damping ratio: 1, critical (fact `keyboard-spring-damping`).
  public static let keyboardDampingRatio = SimulatedIOSFacts.keyboardSpringDamping.number

  /// react-native-keyboard-controller's unit-test values of its closed-form keyboard spring.
  ///
  /// For a 0 → 336 pt show: (seconds, points moved). They equal 336·(1 − (1 + ωt)·e^(−ωt)),
  /// ω = √(1000/3), to 0.005 pt: a check of the integration, not a measurement.
  public static let closedFormSpringValues: [(time: TimeInterval, points: Double)] = [
    (0.08, 144.11), (0.125, 223.45), (0.25, 316.52), (0.325, 329.83), (0.5, 335.63),
  ]
}
