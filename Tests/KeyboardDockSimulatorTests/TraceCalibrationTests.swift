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
    arguments: [
      "show-hide", "predictive-bar-toggle", "show-hide-landscape", "rotation-with-keyboard-up",
      "landscape-left-to-right", "emoji-keyboard",
    ])
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
    "a spring perturbed by 5 % is recovered within 10⁻⁸ by the fit, from the unperturbed model",
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
    #expect(abs(stiffnessError) < 1e-8, "stiffness \(fit.after.stiffness)")
    #expect(abs(dampingError) < 1e-8, "damping \(fit.after.damping)")
    #expect(fit.residualAfter.rms < fit.residualBefore.rms / 100, "\(fit)")
  }

  @Test(
    "a drag of the model itself: the finger's path is inferred and every drag fact is 0",
    arguments: [
      ("interactive-dismissal-completed", IOSProfile.ios18, TraceCalibration.Drag.Outcome.hide),
      ("interactive-dismissal-completed", .ios26dot0, .hide),
      ("interactive-dismissal-cancelled", .ios18, .springBack),
      ("interactive-dismissal-cancelled", .ios26dot2, .springBack),
      ("interactive-dismissal-slow-release", .ios17, .hide),
      ("interactive-dismissal-tab-bar", .ios18, .hide),
    ])
  func dragAgreesWithItself(
    scenario: String, profile: IOSProfile, outcome: TraceCalibration.Drag.Outcome
  ) throws {
    let calibration = try TraceCalibration(Self.exported(scenario, profile: profile))
    #expect(calibration.drags.count == 1, "\(calibration.drags)")
    let drag = try #require(calibration.drags.first)
    #expect(drag.outcome == outcome)
    #expect(drag.path.count > 10)
    #expect(drag.release != nil)
    #expect(!calibration.notes.contains { $0.contains("cannot") }, "\(calibration.notes)")
    if outcome == .hide {
      #expect(calibration.actions.contains { $0.kind == .hide && $0.drag == 0 })
    }
    for residual in calibration.residuals {
      if let value = residual.residual { #expect(abs(value) < 1e-9, "\(residual)") }
      #expect(residual.unit != "differs", "\(residual)")
    }
    let facts = calibration.residuals.map(\.fact)
    #expect(facts.contains { $0.contains(": keyboard follows the finger, ") })
    #expect(facts.contains { $0.hasSuffix(": notifications after the release") })
    let after = outcome == .hide ? "drag release → hide at" : "drag release → spring back at"
    let trajectory = try #require(
      calibration.residuals.first { $0.fact.hasPrefix(after) && $0.fact.hasSuffix("(RMS)") })
    #expect(trajectory.fact.contains(" frames "))
    #expect(calibration.trajectory.frames > 60)
  }

  /// Only a completed dismissal: a cancelled one returns on a timing curve, not the spring
  /// (react-native-keyboard-controller PR #515).
  @Test(
    "a spring 5 % stiffer shows in the drag facts after the release, and the fit recovers it",
    arguments: ["interactive-dismissal-completed"])
  func perturbedSpringShowsAfterRelease(scenario: String) throws {
    let truth = Self.perturbed(stiffness: 1.05, damping: 1)
    let calibration = try TraceCalibration(Self.exported(scenario, profile: truth))
    #expect(calibration.profile == .ios18)
    let drag = try #require(calibration.drags.first)
    let prefix =
      drag.outcome == .hide ? "drag release → hide at" : "drag release → spring back at"
    let rms = try #require(
      calibration.residuals.first { $0.fact.hasPrefix(prefix) && $0.fact.hasSuffix("(RMS)") })
    #expect(try #require(rms.residual) > 0.1, "\(rms)")
    // The path is the trace's, whatever the spring: the keyboard still follows the finger.
    let follows = try #require(
      calibration.residuals.first { $0.fact.contains("keyboard follows the finger") })
    #expect(try #require(follows.residual) < 1e-9, "\(follows)")
    let fit = try #require(calibration.fitSpring())
    let error = fit.after.stiffness / truth.keyboardSpring.stiffness - 1
    #expect(abs(error) < 0.01, "stiffness \(fit.after.stiffness)")
  }

  @Test("the example trace's drag is calibrated: its path, its release and the hide after it")
  func exampleTraceDrag() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/traces/iphone-show-drag-dismiss.json")
    let calibration = try TraceCalibration(KeyboardTrace(json: Data(contentsOf: url)))
    let drag = try #require(calibration.drags.first)
    #expect(calibration.drags.count == 1)
    #expect(drag.path.count == 24)
    #expect(drag.outcome == .hide)
    #expect(drag.release == 1.908)
    #expect(!calibration.notes.contains { $0.contains("not simulated") }, "\(calibration.notes)")
    let outcome = try #require(calibration.residuals.first { $0.fact.contains(": release at y") })
    #expect(outcome.trace == "hide" && outcome.model == "hide")
  }

  @Test("a hide from below the resting keyboard with no KVO frame of a drag: a one-sample drag")
  func silentDrag() throws {
    var trace = try Self.exported("interactive-dismissal-completed")
    trace.events.removeAll {
      if case .hostFrame = $0 { return true }
      return false
    }
    let calibration = try TraceCalibration(trace)
    let drag = try #require(calibration.drags.first)
    #expect(calibration.drags.count == 1)
    #expect(drag.source == nil && drag.path.count == 1 && drag.velocity == 0)
    #expect(drag.outcome == .hide)
    #expect(calibration.notes.contains { $0.contains("no KVO frame shows the drag") })
    let begin = try #require(
      calibration.residuals.first { $0.fact.hasSuffix("begin frame top (the release frame)") })
    #expect(begin.trace == "726.00" && begin.residual == 0)
    let outcome = try #require(calibration.residuals.first { $0.fact.contains(": release at y") })
    #expect(outcome.unit == "agrees")
  }

  @Test("a release the model decides otherwise is reported, and nothing after it is compared")
  func divergingRelease() throws {
    // The scenario lifts with -250 pt/s while its path still moves down at 450 pt/s: the trace
    // springs back, the model, which sees only the path, dismisses.
    let calibration = try TraceCalibration(Self.exported("interactive-dismissal-input-accessory"))
    #expect(calibration.drags.map(\.outcome) == [.springBack, .hide])
    let outcome = try #require(calibration.residuals.first { $0.fact.contains(": release at y") })
    #expect(outcome.trace == "spring back" && outcome.model == "hide" && outcome.unit == "differs")
    #expect(
      calibration.notes.contains { $0.contains("where the flick velocity (300 pt/s) decides") })
    #expect(calibration.notes.contains { $0.hasPrefix("from the release at 1.200 s") })
    #expect(!calibration.notes.contains { $0.contains("cannot") }, "\(calibration.notes)")
    #expect(!calibration.residuals.contains { $0.fact.hasPrefix("drag at 2.") })
    #expect(calibration.trajectory.max == 0, "\(calibration.trajectory)")
  }

  @Test("a rotation's burst is inferred from the trace and run with the same number of pairs")
  func rotationBursts() throws {
    let calibration = try TraceCalibration(Self.exported("rotation-with-keyboard-up"))
    let rotations = calibration.actions.filter { $0.kind == .rotation }
    #expect(rotations.map(\.bursts) == [2, 1])
    #expect(calibration.notes.isEmpty, "\(calibration.notes)")
    let height = try #require(
      calibration.residuals.first { $0.fact.hasPrefix("rotation at 0.900 s: keyboard height") })
    #expect(height.trace == "194.00" && height.model == "194.00")
    let burst = try #require(
      calibration.residuals.first { $0.fact == "rotation at 0.900 s: notification burst" })
    #expect(burst.trace == "2 hide + show pairs, 16 notifications")
    #expect(burst.unit == "agrees")
  }

  @Test("the measurement proposals are the mean of the trace's durations and heights")
  func measurementProposals() throws {
    var trace = try Self.exported("show-hide")
    var count = 0
    trace.events = trace.events.map { event in
      guard case .notification(var notification) = event, notification.kind.isWill else {
        return event
      }
      // The show posts 0.3 s, the hide 0.2 s.
      count += 1
      let duration = count <= 2 ? 0.3 : 0.2
      notification.userInfo[KeyboardUserInfoKey.animationDuration] = .number(duration)
      return .notification(notification)
    }
    let fits = try TraceCalibration(trace).fitMeasurements()
    let show = try #require(fits.first { $0.parameter == "posted duration: show" })
    #expect(show.samples == 1 && show.model == 0.25)
    #expect(abs(show.proposed - 0.3) < 1e-12 && abs(show.residualBefore - 0.05) < 1e-12)
    #expect(show.residualAfter == 0)
    let hide = try #require(fits.first { $0.parameter == "posted duration: hide" })
    #expect(abs(hide.proposed - 0.2) < 1e-12)
    let height = try #require(fits.first { $0.parameter == "keyboard height: predictive" })
    #expect(height.proposed == 336 && height.residualBefore == 0)
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
          + "are 18, 26.0, 26.2")
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
