import Foundation
import Testing

@testable import KeyboardDockSimulator

/// A scenario built in Swift meets the same checks as one read from a file: a value no file
/// may hold is an error naming the step and the value, not a trap in the virtual clock.
@Suite("Scenario run validation")
struct ScenarioRunValidationTests {
  static let badSteps: [(ScenarioStep, String)] = [
    (.wait(.infinity), "steps[1].seconds"),
    (.wait(.nan), "steps[1].seconds"),
    (.wait(-1), "steps[1].seconds"),
    (.moveFloating(x: 0, y: 0, duration: .nan), "steps[1].duration"),
    (.typeLines(Int.max, interval: 0.25), "steps[1].lines"),
    (.rotate(to: .landscape, bursts: -3), "steps[1].bursts"),
    (
      .dragDismiss(
        path: [.init(time: 0, y: 0), .init(time: .infinity, y: 100)], velocity: nil,
        fromKeyboardTop: true),
      "steps[1].path[1]"
    ),
  ]

  @Test("a bad step value throws before simulating, naming the field", arguments: badSteps)
  func badStep(step: ScenarioStep, field: String) throws {
    let scenario = Scenario(
      name: "built-in-swift", summary: "", steps: [.focus(keyboard: .system, duration: nil), step])
    let device = try #require(DeviceCatalogue.all.first(where: scenario.applies))
    let run = ScenarioRun(
      scenario: scenario, device: device, fps: 60, strategies: StrategyRegistry.builtIn)
    #expect {
      try run.run()
    } throws: { error in
      guard case .invalidScenarioFile(let path, let fileError) = error as? SimulationError
      else { return false }
      return path == "built-in-swift" && "\(fileError)".hasPrefix(field)
    }
  }

  @Test("every built-in scenario passes the same checks")
  func builtInsPass() throws {
    for scenario in BuiltInScenarios.all {
      _ = try Scenario(jsonObject: scenario.jsonObject)
    }
  }
}
