import Foundation
import KeyboardDockSimulatedIOS
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Core Animation as the simulated iOS runs it: the keyboard's spring against the closed form
/// react-native-keyboard-controller uses, Bézier timing, and additive animations worked out by
/// hand.
@Suite("Simulated Core Animation")
struct CoreAnimationTests {
  /// react-native-keyboard-controller's five unit-test values of a 0 → 336 pt show are its
  /// closed-form critically damped spring (checked here against the closed form written out),
  /// and the integrated spring reproduces them.
  @Test("the keyboard spring matches the five closed-form values within 0.05 pt")
  func springMatchesClosedFormValues() {
    let spring = SpringAnimation.keyboard
    let omega = (1000.0 / 3).squareRoot()
    #expect(SpringAnimation.closedFormSpringValues.count == 5)
    for sample in SpringAnimation.closedFormSpringValues {
      let closedForm = 336 * (1 - (1 + omega * sample.time) * exp(-omega * sample.time))
      #expect(abs(closedForm - sample.points) < 0.005, "closed form at \(sample.time) s")
      let points = 336 * spring.progress(elapsed: sample.time)
      #expect(abs(points - sample.points) < 0.05, "at \(sample.time) s: \(points)")
    }
    #expect(abs(spring.dampingRatio - 1) < 1e-12)
  }

  /// The reported damping 500 (ratio ≈ 4.56), integrated literally, is far from the closed-form
  /// values.
  @Test("the reported damping 500, taken literally, misses the closed-form values by far")
  func literalDampingMisses() {
    let literal = SpringAnimation(mass: 3, stiffness: 1000, damping: 500)
    #expect(abs(literal.dampingRatio - 4.564) < 0.001)
    let at = 336 * literal.progress(elapsed: 0.25)
    #expect(abs(at - 316.52) > 100, "literal spring at 0.25 s: \(at)")
  }

  /// A golden-section search over the damping ratio, integrating each candidate, lands on the
  /// ratio the model uses.
  @Test("fitting the damping ratio to the closed-form values gives 1.00")
  func fitGivesCriticalDamping() {
    func worst(_ ratio: Double) -> Double {
      let spring = SpringAnimation(
        mass: 3, stiffness: 1000, damping: ratio * 2 * (3000.0).squareRoot())
      return SpringAnimation.closedFormSpringValues.map {
        abs(336 * spring.progress(elapsed: $0.time) - $0.points)
      }.max() ?? .infinity
    }
    var low = 0.5
    var high = 2.0
    let golden = (5.0.squareRoot() - 1) / 2
    for _ in 0..<40 {
      let a = high - golden * (high - low)
      let b = low + golden * (high - low)
      if worst(a) < worst(b) { high = b } else { low = a }
    }
    let fitted = (low + high) / 2
    #expect(abs(fitted - SpringAnimation.keyboardDampingRatio) < 0.01, "fitted \(fitted)")
    #expect(worst(fitted) < 0.05)
  }

  @Test("RK4 at the fixed step has converged: halving the step changes nothing visible")
  func integrationConverged() {
    // An underdamped spring is the hardest case for a fixed step.
    let spring = SpringAnimation(mass: 1, stiffness: 300, damping: 8, initialVelocity: 2)
    var previous = 0.0
    var maximumStep = 0.0
    for index in 0...400 {
      let value = spring.progress(elapsed: Double(index) / 1000)
      maximumStep = max(maximumStep, abs(value - previous))
      previous = value
    }
    #expect(maximumStep < 0.1, "no jump between millisecond samples")
    #expect(spring.progress(elapsed: 0) == 0)
    #expect(spring.progress(elapsed: spring.settlingDuration) == 1)
  }

  /// SwiftUI's documented settling threshold (0.001) gives the keyboard's spring about 0.51 s.
  @Test("the keyboard spring settles after about 0.51 s, within 0.001 of its end")
  func settlingDuration() {
    let spring = SpringAnimation.keyboard
    #expect(abs(spring.settlingDuration - 0.5056) < 0.001, "\(spring.settlingDuration)")
    #expect(1 - spring.progress(elapsed: spring.settlingDuration - 0.001) >= 0.001 * 0.99)
    #expect(1 - spring.progress(elapsed: spring.settlingDuration - 0.001) < 0.0011)
  }

  @Test("Bézier timing: ends, symmetry of easeInOut, the linear identity, monotonic")
  func bezier() {
    for curve in [CubicBezierTiming.easeInOut, .easeIn, .easeOut, .linear] {
      #expect(curve.value(atFraction: 0) == 0 && curve.value(atFraction: 1) == 1)
      var last = 0.0
      for index in 1...100 {
        let value = curve.value(atFraction: Double(index) / 100)
        #expect(value >= last - 1e-12)
        last = value
      }
    }
    #expect(abs(CubicBezierTiming.easeInOut.value(atFraction: 0.5) - 0.5) < 1e-9)
    for x in [0.1, 0.3, 0.77] {
      #expect(abs(CubicBezierTiming.linear.value(atFraction: x) - x) < 1e-9)
      let a = CubicBezierTiming.easeInOut.value(atFraction: x)
      let b = CubicBezierTiming.easeInOut.value(atFraction: 1 - x)
      #expect(abs(a + b - 1) < 1e-9)
    }
    // easeIn starts slowly: y(0.25) with control points (0.42, 0) and (1, 1) ≈ 0.0934.
    #expect(abs(CubicBezierTiming.easeIn.value(atFraction: 0.25) - 0.0934) < 0.001)
  }

  /// Linear timing so the values can be worked out by hand.
  ///
  /// 0 → 100 over 1 s from t = 0; at t = 0.5 the model changes to 300 over 1 s. Additively, the
  /// first animation keeps adding (0 − 100)·(1 − t) and the second (100 − 300)·(1 − (t − 0.5)):
  /// at 0.5 s 300 − 50 − 200 = 50 (no jump), at 0.75 s 300 − 25 − 150 = 125, at 1.0 s
  /// 300 − 0 − 100 = 200, at 1.5 s 300. Restarting from the presented value would give 112.5 at
  /// 0.75 s instead.
  @Test("an interrupted animation keeps contributing: values worked by hand")
  func additiveInterruption() {
    let linear = LayerTiming.bezier(.linear, duration: 1)
    var rect = AnimatedRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    rect.set(CGRect(x: 0, y: 100, width: 10, height: 10), timing: linear, at: 0)
    #expect(abs(rect.presentation(at: 0.5).minY - 50) < 1e-9)
    rect.set(CGRect(x: 0, y: 300, width: 10, height: 10), timing: linear, at: 0.5)
    #expect(rect.model.minY == 300)
    #expect(abs(rect.presentation(at: 0.5).minY - 50) < 1e-9)
    #expect(abs(rect.presentation(at: 0.75).minY - 125) < 1e-9)
    #expect(abs(rect.presentation(at: 1.0).minY - 200) < 1e-9)
    #expect(rect.presentation(at: 1.5).minY == 300)
    #expect(rect.isAnimating(at: 1.49) && !rect.isAnimating(at: 1.5))
    #expect(rect.animations.count == 2)
    rect.prune(at: 1.2)
    #expect(rect.animations.count == 1)
  }

  @Test("a change without animation keeps running animations; removing them shows the model")
  func immediateChangeAndRemoval() {
    let linear = LayerTiming.bezier(.linear, duration: 1)
    var rect = AnimatedRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    rect.set(CGRect(x: 0, y: 100, width: 10, height: 10), timing: linear, at: 0)
    rect.set(CGRect(x: 0, y: 120, width: 10, height: 10), timing: nil, at: 0.5)
    #expect(abs(rect.presentation(at: 0.5).minY - 70) < 1e-9)
    rect.removeAllAnimations()
    #expect(rect.presentation(at: 0.5).minY == 120)
  }

  @Test("UIKit's curves map to timings; duration 0 animates nothing; unknown curves easeInOut")
  func uiKitTimings() {
    #expect(LayerTiming.uiKit(curve: 7, duration: 0.25) == .spring(.keyboard))
    #expect(LayerTiming.uiKit(curve: 3, duration: 0.3) == .bezier(.linear, duration: 0.3))
    #expect(LayerTiming.uiKit(curve: 9, duration: 0.3) == .bezier(.easeInOut, duration: 0.3))
    #expect(LayerTiming.uiKit(curve: 7, duration: 0) == nil)
    #expect(LayerTiming.spring(.keyboard).duration == SpringAnimation.keyboard.settlingDuration)
  }

  @Test("the display link ticks at 60 and 120 Hz on a microsecond grid, and nothing else")
  func displayLink() throws {
    let sixty = try #require(DisplayLink(fps: 60))
    let oneTwenty = try #require(DisplayLink(fps: 120))
    #expect(sixty.time(ofTick: 102) == 1.7)
    #expect(oneTwenty.time(ofTick: 204) == 1.7)
    #expect(sixty.time(ofTick: 1) == DisplayLink.quantized(1.0 / 60))
    #expect(DisplayLink(fps: 90) == nil && DisplayLink(fps: 0) == nil)
  }
}
