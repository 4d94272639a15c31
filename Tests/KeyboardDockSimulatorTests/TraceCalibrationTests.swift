import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

/// `kbdock calibrate`: the simulated iOS measured against traces, and the spring fit.
@Suite("Trace calibration")
struct TraceCalibrationTests {
  /// A trace exported from a run of `scenario` on `device` with `profile`, read back from JSON.
  static func exported(
    _ scenario: String = "show-hide", device: String = "iphone-15", profile: IOSProfile = .ios18,
    fps: Int = 60
  ) throws -> KeyboardTrace {
    var run = ScenarioRun(
      scenario: try #require(BuiltInScenarios.scenario(named: scenario)),
      device: try #require(DeviceCatalogue.all.first { $0.id == device }), fps: fps,
      strategies: [TrackerStrategy.descriptor])
    run.profile = profile
    run.exportsKeyboardTrace = true
    return try KeyboardTrace(json: #require(try run.run().keyboardTrace).jsonData())
  }

  /// iOS 18 with its keyboard spring's stiffness and damping scaled.
  static func perturbed(stiffness: Double, damping: Double) -> IOSProfile {
    var profile = IOSProfile.ios18
    let spring = profile.keyboardSpring
    profile.keyboardSpring = SpringAnimation(
      mass: spring.mass, stiffness: spring.stiffness * stiffness, damping: spring.damping * damping)
    return profile
  }

  @Test(
    "a trace of the model itself has no residual, and the fit keeps the model's spring",
    arguments: ["show-hide", "predictive-bar-toggle", "show-hide-landscape"])
  func modelAgreesWithItself(scenario: String) throws {
    let calibration = try TraceCalibration(Self.exported(scenario))
    #expect(calibration.profile == .ios18)
    #expect(calibration.trajectory.frames > 20)
    #expect(calibration.trajectory.max == 0, "\(calibration.trajectory)")
    for residual in calibration.residuals {
      if let value = residual.residual { #expect(value == 0, "\(residual)") }
      #expect(residual.unit != "differs", "\(residual)")
    }
    let fit = try #require(calibration.fitSpring())
    #expect(abs(fit.after.stiffness / fit.before.stiffness - 1) < 1e-6)
    #expect(abs(fit.after.damping / fit.before.damping - 1) < 1e-6)
  }

  @Test("the actions are inferred from the will-notifications, height changes included")
  func inferredActions() throws {
    let calibration = try TraceCalibration(Self.exported("predictive-bar-toggle"))
    let kinds = calibration.actions.map(\.kind)
    #expect(kinds.first == .show)
    #expect(kinds.last == .hide)
    #expect(kinds.filter { $0 == .heightChange }.count == 2, "\(kinds)")
    #expect(calibration.notes.isEmpty, "\(calibration.notes)")
  }

  @Test(
    "a spring perturbed by 5 % is recovered within 1 % by the fit, from the unperturbed model",
    arguments: [(1.05, 0.95), (0.95, 1.05), (1.05, 1.05)])
  func fitRecoversPerturbedSpring(stiffness: Double, damping: Double) throws {
    let truth = Self.perturbed(stiffness: stiffness, damping: damping)
    let trace = try Self.exported(profile: truth)
    // The trace says iOS 18: calibration runs the unperturbed iOS 18 profile.
    let calibration = try TraceCalibration(trace)
    #expect(calibration.profile == .ios18)
    #expect(calibration.trajectory.max > 0.5, "\(calibration.trajectory)")
    let fit = try #require(calibration.fitSpring())
    #expect(fit.before.stiffness == IOSProfile.ios18.keyboardSpring.stiffness)
    let stiffnessError = fit.after.stiffness / truth.keyboardSpring.stiffness - 1
    let dampingError = fit.after.damping / truth.keyboardSpring.damping - 1
    #expect(abs(stiffnessError) < 0.01, "stiffness \(fit.after.stiffness)")
    #expect(abs(dampingError) < 0.01, "damping \(fit.after.damping)")
    #expect(fit.residualAfter.rms < fit.residualBefore.rms / 100, "\(fit)")
  }

  @Test("a trace's version runs the newest profile of its major version that is not newer")
  func profileForVersion() throws {
    #expect(try TraceCalibration.profile(for: "17.5.1") == .ios17)
    #expect(try TraceCalibration.profile(for: "18") == .ios18)
    #expect(try TraceCalibration.profile(for: "26.1") == .ios26dot0)
    #expect(try TraceCalibration.profile(for: "26.3.1") == .ios26dot2)
    for version in ["16.4", "27.0", "beta"] {
      let error = try #require(throws: CalibrationError.self) {
        try TraceCalibration.profile(for: version)
      }
      #expect(
        error.description
          == "the trace's iOS version '\(version)' has no simulated iOS; the simulated versions "
          + "are 17, 18, 26.0, 26.2")
    }
  }

  @Test("a screen no simulated device has is refused, naming it")
  func unknownScreen() throws {
    var trace = try Self.exported()
    trace.environment.deviceModel = "iPhone99,1"
    trace.geometry.screen = CGRect(x: 0, y: 0, width: 400, height: 900)
    let error = try #require(throws: CalibrationError.self) { try TraceCalibration(trace) }
    #expect(error.description == "no simulated device is 'iPhone99,1' or has a 400×900 pt screen")
  }

  @Test("Nelder–Mead finds the minimum of the Rosenbrock function")
  func nelderMead() {
    let minimum = NelderMead.minimise(
      { p in (1 - p[0]) * (1 - p[0]) + 100 * (p[1] - p[0] * p[0]) * (p[1] - p[0] * p[0]) },
      from: [-1.2, 1], step: 0.5, limit: 2000)
    #expect(abs(minimum[0] - 1) < 1e-4 && abs(minimum[1] - 1) < 1e-4, "\(minimum)")
  }
}
