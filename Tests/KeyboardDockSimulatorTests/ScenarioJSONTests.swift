import Foundation
import Testing

@testable import KeyboardDockSimulator

@Suite("Scenario files")
struct ScenarioJSONTests {
  static func decode(_ text: String) throws -> Scenario {
    try Scenario(json: Data(text.utf8))
  }

  static func error(_ text: String) -> ScenarioFileError? {
    do {
      _ = try decode(text)
      return nil
    } catch {
      return error as? ScenarioFileError
    }
  }

  @Test("every built-in scenario round-trips through JSON", arguments: BuiltInScenarios.all)
  func roundTrip(scenario: Scenario) throws {
    let data = try scenario.jsonData()
    #expect(try Scenario(json: data) == scenario)
  }

  /// The example shipped in `Examples/scenarios/`, as `kbdock simulate --scenario FILE` reads it.
  @Test("the example scenario file reads, round-trips and keeps the tracker within half a point")
  func exampleFile() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/scenarios/split-view-composer.json")
    let scenario = try Scenario(json: Data(contentsOf: url))
    #expect(scenario.name == "split-view-composer")
    #expect(scenario.steps.first == .focus(keyboard: .otherApp, duration: nil))
    #expect(scenario.steps.contains(.switchInputView(.panel(height: nil))))
    #expect(try Scenario(json: scenario.jsonData()) == scenario)
    let suite = SimulationSuite(
      scenarios: [scenario], devices: DeviceCatalogue.all,
      strategies: [TrackerStrategy.descriptor, NotificationStrategy.descriptor], frameRates: [60])
    let results = try suite.run().results
    // 4 devices × 2 strategies on every simulated iOS version.
    #expect(results.count == 8 * IOSProfile.all.count)
    for result in results {
      #expect(
        result.maxVerticalError <= AcceptanceTests.bound
          && result.maxContentInsetError <= AcceptanceTests.bound,
        "\(result.strategy) on \(result.device): \(result)")
    }
  }

  @Test("a user scenario with every step kind reads as written")
  func readsEveryStep() throws {
    let scenario = try Self.decode(
      """
      {"name": "everything", "devices": "pad", "orientation": "landscape",
       "window": {"kind": "split-view", "fraction": "1/3", "side": "right", "tab-bar": true},
       "predictive": false, "bar-lines": 2,
       "steps": [
        {"action": "focus", "keyboard": "third-party", "duration": 0.4},
        {"action": "type-lines", "lines": 4, "interval": 0.1},
        {"action": "rotate", "to": "portrait", "bursts": 2},
        {"action": "drag-dismiss", "path": [[0, 600], [0.2, 800]], "velocity": 900},
        {"action": "undock", "posts-will-hide": false}, {"action": "float", "x": 10, "y": 20},
        {"action": "move-floating", "x": 100, "y": 200, "duration": 0.3},
        {"action": "split"}, {"action": "dock"}, {"action": "connect-hardware-keyboard"},
        {"action": "disconnect-hardware-keyboard"},
        {"action": "switch-input-view", "height": 260},
        {"action": "switch-input-view", "to": "keyboard"}, {"action": "predictive", "on": true},
        {"action": "emoji", "on": true}, {"action": "wait", "seconds": 1}, {"action": "dismiss"},
        {"action": "switch-input-view"}, {"action": "focus", "keyboard": "other-app"}
       ]}
      """)
    #expect(scenario.window == AppWindow(.splitView(.oneThird, .right), hasTabBar: true))
    #expect(scenario.steps.count == 19)
    #expect(scenario.steps[11] == .switchInputView(.panel(height: 260)))
    #expect(scenario.steps[17] == .switchInputView(.panel(height: nil)))
    #expect(scenario.steps[18] == .focus(keyboard: .otherApp, duration: nil))
    #expect(
      scenario.steps[3]
        == .dragDismiss(
          path: [.init(time: 0, y: 600), .init(time: 0.2, y: 800)], velocity: 900,
          fromKeyboardTop: false))
    #expect(scenario.steps[5] == .float(CGPoint(x: 10, y: 20)))
    #expect(scenario.steps[12] == .switchInputView(.keyboard))
    #expect(try Scenario(json: scenario.jsonData()) == scenario)
  }

  @Test(
    "broken files name the step index and the field",
    arguments: [
      (
        #"{"name": "x", "steps": [{"action": "focus"}, {"action": "wait", "seconds": 1},"#
          + #" {"action": "dismiss"}, {"action": "drag-dismiss", "path": "soon"}]}"#,
        "steps[3].path: expected an array of [time, y] pairs (at least 2), got \"soon\""
      ),
      (
        #"{"name": "x", "steps": [{"action": "drag-dismiss", "path": [[0, 1], [0.1]]}]}"#,
        "steps[0].path[1]: expected a [time, y] pair of numbers, got [0.1]"
      ),
      (
        #"{"name": "x", "steps": [{"action": "switch-input-view", "to": "keyboard", "height": 9}]}"#,
        "steps[0].height: expected no height with \"to\": \"keyboard\", got 9"
      ),
      (
        #"{"name": "x", "steps": [{"action": "fly"}]}"#,
        "steps[0].action: expected one of \"focus\""
      ),
      (
        #"{"name": "x", "steps": [{"action": "wait", "seconds": "long"}]}"#,
        "steps[0].seconds: expected a number (seconds from 0 to 3600), got \"long\""
      ),
      (
        #"{"name": "x", "steps": [{"action": "emoji", "on": 1}]}"#,
        "steps[0].on: expected true or false, got 1"
      ),
      (
        #"{"name": "x", "steps": [{"action": "focus", "speed": 2}]}"#,
        "steps[0].speed: expected no such field (valid: action, duration, keyboard), got 2"
      ),
      (#"{"steps": [{"action": "focus"}]}"#, "name: missing; expected a string"),
      (#"{"name": "x", "steps": []}"#, "steps: expected a non-empty array of steps, got []"),
      (
        #"{"name": "x", "window": {"kind": "popover"}, "steps": [{"action": "focus"}]}"#,
        "window.kind: expected one of \"full-screen\""
      ),
      ("{not json", "not valid JSON: line 1, column 2: expected a key in double quotes"),
      (
        #"{"name": "x", "steps": [{"action": "dismiss"},]}"#,
        "not valid JSON: line 1, column 47: a trailing comma before ']'"
      ),
      (
        #"{"name": "x", "name": "y", "steps": [{"action": "dismiss"}]}"#,
        "not valid JSON: line 1, column 15: the key \"name\" appears twice"
      ),
      (
        #"{"name": "x", "bar-lines": 2.5, "steps": [{"action": "dismiss"}]}"#,
        "bar-lines: expected a whole number (a number of lines from 1 to 20), got 2.5"
      ),
      (
        #"{"name": "x", "steps": [{"action": "type-lines", "lines": 1.9}]}"#,
        "steps[0].lines: expected a whole number (a number of lines from 1 to 20), got 1.9"
      ),
      (
        #"{"name": "x", "steps": [{"action": "wait", "seconds": "1"}]}"#,
        "steps[0].seconds: expected a number (seconds from 0 to 3600), got \"1\""
      ),
      (
        #"{"name": "x", "steps": [{"action": "drag-dismiss", "path": [[0, 400], [0.1, 1e300]]}]}"#,
        "steps[0].path[1][1]: expected a y from -10000 to 10000 points, got 1e+300"
      ),
    ])
  func brokenFiles(json: String, message: String) {
    let error = Self.error(json)
    #expect(error != nil)
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
  }

  @Test("a broken file selected by the suite is reported with its path")
  func suiteReportsFile() {
    let broken = Data(#"{"name": "x", "steps": [{"action": "rotate", "to": "sideways"}]}"#.utf8)
    #expect {
      _ = try SimulationSuite.select(
        scenarios: ["mine.json"], devices: [], strategies: [], readFile: { _ in broken })
    } throws: { error in
      "\(error)".hasPrefix("mine.json: steps[0].to: expected one of \"portrait\"")
    }
  }
}
