import Foundation
import PropertyBased
import Testing

@testable import KeyboardDockSimulator

/// Random action sequences on every device: every step either happens or the run fails naming
/// it; a run that completes never posts an undecodable notification, always settles, and the
/// tracker, fed only what an app sees, stays within half a point of the simulated iOS's keyboard.
@Suite("Random scenarios")
struct RandomScenarioTests {
  static let phoneSteps: [ScenarioStep] = [
    .focus(keyboard: .system, duration: nil), .focus(keyboard: .thirdParty, duration: nil),
    .dismiss, .wait(0.1), .wait(0.7), .predictive(false), .predictive(true), .emoji(true),
    .emoji(false), .rotate(to: .landscape, bursts: 2), .rotate(to: .portrait, bursts: 1),
    .dragDismiss(
      path: [.init(time: 0, y: -20), .init(time: 0.3, y: 200)], velocity: 500,
      fromKeyboardTop: true),
    .dragDismiss(
      path: [.init(time: 0, y: 0), .init(time: 0.2, y: 60), .init(time: 0.3, y: 40)],
      velocity: -100, fromKeyboardTop: true),
    .switchInputView(.panel(height: 280)), .switchInputView(.keyboard),
    .switchInputView(.panel(height: nil)), .typeLines(3, interval: 0.1),
    .swipeBack(completed: true, duration: 0.3), .swipeBack(completed: false, duration: 0.3),
    .background, .foreground, .reduceMotion(true), .reduceMotion(false), .autofill(true),
    .autofill(false), .dictation(true), .dictation(false), .language(.swedish),
    .language(.english), .focusField(.secure),
  ]
  static let padSteps: [ScenarioStep] = [
    .undock(postsWillHide: true), .undock(postsWillHide: false), .float(nil),
    .moveFloating(x: 30, y: 60, duration: 0.2), .dock, .split, .connectHardwareKeyboard,
    .disconnectHardwareKeyboard,
  ]

  static func scenario(_ codes: [Int]) -> (Scenario, Device) {
    let device = DeviceCatalogue.all[(codes.first ?? 0) % DeviceCatalogue.all.count]
    let steps = device.idiom == .pad ? phoneSteps + padSteps : phoneSteps
    let script = codes.dropFirst().map { steps[$0 % steps.count] }
    return (Scenario(name: "random", summary: "", steps: script + [.wait(0.2)]), device)
  }

  /// The tracker's bound: half a point at every frame.
  static let trackerBound: CGFloat = 0.5

  /// A regression found by ``randomScripts()``.
  ///
  /// With Reduce Motion on, a field change cross-fades the
  /// keyboard while it still springs back from a cancelled drag; the tracker kept the spring's
  /// remainder (40 pt) where the keyboard shows its end frame at once. On iOS 26 the layout
  /// guide's value of the same instant (the keyboard where it last rested, as the drag is
  /// released) was also taken as a correction of the new end frame (4 pt).
  @Test(
    "a cross-fade during a spring-back after a drag leaves nothing of the spring",
    arguments: IOSProfile.all)
  func crossFadeDuringSpringBack(profile: IOSProfile) throws {
    let (scenario, device) = Self.scenario([0, 411, 0, 852, 839])
    #expect(device.id == "iphone-se")
    #expect(scenario.steps.contains(.reduceMotion(true)))
    for fps in [60, 120] {
      var run = ScenarioRun(
        scenario: scenario, device: device, fps: fps, strategies: [TrackerStrategy.descriptor])
      run.profile = profile
      let tracker = try run.run().results[0]
      #expect(tracker.maxVerticalError <= Self.trackerBound, "\(fps) Hz: \(tracker)")
    }
  }

  @Test("every step happens or fails by name, and the tracker stays on the keyboard")
  func randomScripts() async {
    await propertyCheck(count: 400, input: Gen.int(in: 0...1000).array(of: 1...14)) { codes in
      let (scenario, device) = Self.scenario(codes)
      for fps in [60, 120] {
        let run = ScenarioRun(
          scenario: scenario, device: device, fps: fps,
          strategies: [TrackerStrategy.descriptor, NotificationStrategy.descriptor])
        do {
          let outcome = try run.run()
          let tracker = outcome.results[0]
          #expect(
            tracker.maxVerticalError <= Self.trackerBound,
            "\(device.id) \(fps) Hz \(scenario.steps): \(tracker)")
        } catch SimulationError.stepFailed(_, let failedDevice, let step, let action, _, let why) {
          // An impossible step (dismissing a hidden keyboard, …) fails by name, never silently.
          // nil: the step fails on every device (found when the script is compiled).
          #expect(failedDevice == nil || failedDevice == device.id)
          #expect((1...scenario.steps.count).contains(step))
          #expect(scenario.steps[step - 1].action == action)
          #expect(!why.isEmpty)
        } catch {
          Issue.record("\(device.id) \(scenario.steps): \(error)")
        }
      }
    }
  }
}
