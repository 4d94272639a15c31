import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Format 2's steps for navigation, the app's life cycle, Reduce Motion, AutoFill, dictation and
/// the keyboard's language: each reads from JSON, happens, or fails the run naming the step,
/// the field and why.
@Suite("Scenario steps: swipe back, background, Reduce Motion, AutoFill, dictation, language")
struct ScenarioSystemEventsTests {
  static func decode(_ steps: String, extra: String = "") throws -> Scenario {
    try Scenario(
      json: Data(#"{"version": 2, "name": "events", \#(extra) "steps": [\#(steps)]}"#.utf8))
  }

  static func run(
    _ scenario: Scenario, on device: String = "iphone-x", profile: IOSProfile = .ios18
  ) throws -> ScenarioRun.Outcome {
    var run = ScenarioRun(
      scenario: scenario, device: DeviceCatalogue.device(named: device)!, fps: 60,
      strategies: [TrackerStrategy.descriptor], recordsTrace: true)
    run.profile = profile
    return try run.run()
  }

  /// The error a file with these steps gives, as text.
  static func fileError(_ steps: String, extra: String = "") -> String {
    do {
      _ = try decode(steps, extra: extra)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  /// The error a run of these steps gives, as text.
  static func runError(_ steps: String, on device: String = "iphone-x") -> String {
    do {
      _ = try run(try decode(steps), on: device)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test("every new step reads from JSON and writes back the same")
  func roundTrip() throws {
    let scenario = try Self.decode(
      #"""
      {"action": "reduce-motion", "on": true}, {"action": "focus"},
      {"action": "swipe-back", "outcome": "cancelled", "duration": 0.3},
      {"action": "language", "to": "sv"}, {"action": "dictation", "on": true},
      {"action": "dictation", "on": false}, {"action": "focus-field", "keyboard-type": "secure"},
      {"action": "autofill", "on": true}, {"action": "background"}, {"action": "foreground"},
      {"action": "swipe-back", "outcome": "completed"}
      """#, extra: #""input-accessory": 44,"#)
    #expect(
      scenario.steps == [
        .reduceMotion(true), .focus(keyboard: .system, duration: nil),
        .swipeBack(completed: false, duration: 0.3), .language(.swedish), .dictation(true),
        .dictation(false), .focusField(.secure), .autofill(true), .background, .foreground,
        .swipeBack(completed: true, duration: 0.35),
      ])
    #expect(scenario.inputAccessoryHeight == 44)
    let again = try Scenario(jsonObject: scenario.jsonObject)
    #expect(again.steps == scenario.steps && again.inputAccessoryHeight == 44)
    // And it runs: every step happens.
    let outcome = try Self.run(scenario)
    #expect(outcome.results[0].maxVerticalError <= AcceptanceTests.bound)
  }

  @Test(
    "bad fields name the step's field and what is valid",
    arguments: [
      (#"{"action": "swipe-back"}"#, "steps[0].outcome", "\"completed\" or \"cancelled\""),
      (#"{"action": "swipe-back", "outcome": "done"}"#, "steps[0].outcome", "\"cancelled\""),
      (
        #"{"action": "swipe-back", "outcome": "completed", "duration": 0}"#,
        "steps[0].duration", "0.05 to 10"
      ),
      (#"{"action": "language", "to": "fr"}"#, "steps[0].to", "\"en\", \"sv\""),
      (#"{"action": "reduce-motion"}"#, "steps[0].on", "true or false"),
      (#"{"action": "autofill", "on": "yes"}"#, "steps[0].on", "true or false"),
      (#"{"action": "background", "on": true}"#, "steps[0].on", "valid: action"),
    ])
  func parseErrors(step: String, path: String, expected: String) {
    let error = Self.fileError(step)
    #expect(error.contains(path), "\(error)")
    #expect(error.contains(expected), "\(error)")
  }

  @Test("an input accessory taller than 200 pt is refused, naming the field")
  func accessoryRange() {
    let error = Self.fileError(#"{"action": "focus"}"#, extra: #""input-accessory": 500,"#)
    #expect(error.contains("input-accessory") && error.contains("0 to 200"), "\(error)")
  }

  @Test(
    "steps that cannot happen fail the run naming the step and why",
    arguments: [
      (#"{"action": "foreground"}"#, "step 1 (\"foreground\"", "not in the background"),
      (
        #"{"action": "focus"}, {"action": "background"}, {"action": "dismiss"}"#,
        "step 3 (\"dismiss\"", "in the background"
      ),
      (#"{"action": "swipe-back", "outcome": "completed"}"#, "step 1", "no keyboard of this app"),
      (
        #"{"action": "focus"}, {"action": "swipe-back", "outcome": "cancelled", "duration": 1}, "#
          + #"{"action": "finger-down", "y": 400, "at": 0.5}, {"action": "finger-up"}"#,
        "step 3 (\"finger-down\"", "swiping back"
      ),
      (
        #"{"action": "focus"}, {"action": "finger-down", "y": 100}, "#
          + #"{"action": "swipe-back", "outcome": "completed"}, {"action": "finger-up"}"#,
        "step 3 (\"swipe-back\"", "a finger is down"
      ),
      (#"{"action": "focus"}, {"action": "autofill", "on": true}"#, "step 2", "predictive strip"),
      (#"{"action": "dictation", "on": true}"#, "step 1", "not shown"),
      (#"{"action": "language", "to": "en"}"#, "step 1", "already in \"en\""),
      (
        #"{"action": "reduce-motion", "on": true}, {"action": "reduce-motion", "on": true}"#,
        "step 2", "already on"
      ),
    ])
  func runErrors(steps: String, step: String, reason: String) {
    let error = Self.runError(steps)
    #expect(error.contains(step), "\(error)")
    #expect(error.contains(reason), "\(error)")
  }

  /// The example shipped in `Examples/scenarios/`, as `kbdock simulate --scenario FILE` reads it.
  @Test("the example file reads, round-trips and keeps the tracker within 0.5 pt on every profile")
  func exampleFile() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/scenarios/leave-and-return.json")
    let scenario = try Scenario(json: Data(contentsOf: url))
    #expect(scenario.inputAccessoryHeight == 44 && scenario.steps.contains(.background))
    #expect(try Scenario(json: scenario.jsonData()) == scenario)
    let suite = SimulationSuite(
      scenarios: [scenario], devices: DeviceCatalogue.all,
      strategies: [TrackerStrategy.descriptor], frameRates: [60, 120])
    let results = try suite.run().results
    #expect(results.count == 2 * 2 * IOSProfile.all.count)
    for result in results {
      #expect(result.maxVerticalError <= AcceptanceTests.bound, "\(result)")
    }
  }

  @Test("a completed swipe back posts its hide when the swipe ends, not before")
  func swipeBackTiming() throws {
    let outcome = try Self.run(
      try Self.decode(
        #"{"action": "focus"}, {"action": "swipe-back", "outcome": "completed", "at": 1}"#))
    let trace = try #require(outcome.trace)
    let hide = try #require(
      trace.notifications.first { $0.name == "UIKeyboardWillHideNotification" })
    #expect(abs(hide.time - (Scenario.startTime + 1 + 0.35)) < 1e-9)
  }

  /// The metrics' rule for a cross-fade: the correct bar is at the keyboard's end frame from
  /// the fade's first frame (the keyboard is in place, fading); the tracker, told of the
  /// setting, is there; a bar that slides along the notification's curve is off.
  @Test("under a cross-fade the tracker is exact; the notification strategy lags")
  func crossFadeMetrics() throws {
    let scenario = try #require(BuiltInScenarios.scenario(named: "reduce-motion-show-hide"))
    for profile in [IOSProfile.ios17, .ios18] {
      var run = ScenarioRun(
        scenario: scenario, device: DeviceCatalogue.device(named: "iphone-15")!, fps: 60,
        strategies: [TrackerStrategy.descriptor, NotificationStrategy.descriptor],
        recordsTrace: true)
      run.profile = profile
      let outcome = try run.run()
      #expect(outcome.results[0].maxVerticalError <= AcceptanceTests.bound)
      #expect(outcome.results[1].maxVerticalError > 100)
      // The truth does not slide: the first frame with the keyboard on screen has all of it
      // (a sliding keyboard's first frames reach below the screen).
      let trace = try #require(outcome.trace)
      let shown = try #require(trace.frames.first { $0.keyboard.minY < $0.screen.maxY })
      #expect(shown.keyboard.maxY == shown.screen.maxY)
    }
  }

  @Test("every new built-in scenario runs on every profile with the tracker within 0.5 pt")
  func builtIns() throws {
    #expect(BuiltInScenarios.systemEvents.count >= 12)
    for scenario in BuiltInScenarios.systemEvents {
      for profile in [IOSProfile.ios17, .ios18] {
        for device in DeviceCatalogue.all where scenario.applies(to: device) {
          for fps in [60, 120] {
            var run = ScenarioRun(
              scenario: scenario, device: device, fps: fps,
              strategies: [TrackerStrategy.descriptor])
            run.profile = profile
            let result = try run.run().results[0]
            #expect(
              result.maxVerticalError <= AcceptanceTests.bound
                && result.maxContentInsetError <= AcceptanceTests.bound,
              "\(scenario.name) on \(device.id), \(profile), \(fps) Hz: \(result)")
          }
        }
      }
    }
  }
}
