import Foundation
import Testing

@testable import KeyboardDockSimulator

@Suite("Simulation suite")
struct SimulationSuiteTests {
  @Test("an empty selection means every scenario, device and strategy at 60 Hz")
  func defaults() throws {
    let suite = try SimulationSuite.select(scenarios: [], devices: [], strategies: [])
    #expect(suite.scenarios.count == BuiltInScenarios.all.count)
    #expect(BuiltInScenarios.all.count >= 15)
    #expect(suite.devices.count == DeviceCatalogue.all.count)
    #expect(suite.strategies.map(\.name) == StrategyRegistry.builtIn.map(\.name))
    #expect(suite.frameRates == [60])
    let runs = suite.runs
    #expect(runs.filter(\.recordsTrace).count == suite.scenarios.count)
  }

  @Test(
    "unknown names and frame rates are refused with what is valid",
    arguments: [
      (["nope"], [String](), [String](), [Int](), "no scenario or file named 'nope'"),
      ([], ["pixel"], [], [], "no device named 'pixel'; devices: iphone-se"),
      ([], [], ["magic"], [], "no strategy named 'magic'; strategies: accessory-view"),
      ([], [], [], [30], "frame rate 30 is not supported; use 60 or 120"),
      (["ipad-split-keyboard"], ["iphone-se"], [], [], "scenario 'ipad-split-keyboard' runs on"),
    ])
  func refusals(
    scenarios: [String], devices: [String], strategies: [String], fps: [Int], message: String
  ) {
    #expect {
      _ = try SimulationSuite.select(
        scenarios: scenarios, devices: devices, strategies: strategies, frameRates: fps,
        readFile: { _ in nil })
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }

  @Test("runs spread over the cores give the results of running them one after another")
  func concurrentRunsMatchSequentialOnes() throws {
    let suite = try SimulationSuite.select(
      scenarios: ["show-hide", "interactive-dismissal-cancelled", "rotation-with-keyboard-up"],
      devices: ["iphone-15", "iphone-se"], strategies: [], frameRates: [60, 120])
    let recorder = ProgressCalls()
    let result = try suite.run { done, total, _ in recorder.append(done, total) }
    var expected: [RunResult] = []
    var frames = 0
    for run in suite.runs {
      let outcome = try run.run()
      expected += outcome.results
      frames += outcome.frames
    }
    #expect(result.results == expected)
    #expect(result.frames == frames)
    #expect(result.runs == suite.runs.count)
    let calls = recorder.calls
    #expect(
      calls.map(\.done) == Array(0...suite.runs.count), "one call per finished run, counting up")
    #expect(calls.allSatisfy { $0.total == suite.runs.count })
  }

  @Test("the built-in names say what they do; interactive ones say so")
  func names() {
    let names = BuiltInScenarios.all.map(\.name)
    #expect(Set(names).count == names.count)
    for scenario in BuiltInScenarios.all {
      let drags = scenario.steps.contains {
        if case .dragDismiss = $0 { return true }
        return false
      }
      #expect(drags == scenario.name.contains("interactive"), "\(scenario.name)")
    }
  }

  @Test("every built-in scenario runs on at least one device and ends settled")
  func everyScenarioRuns() throws {
    for scenario in BuiltInScenarios.all {
      let device = try #require(DeviceCatalogue.all.first(where: scenario.applies))
      let outcome = try ScenarioRun(
        scenario: scenario, device: device, fps: 60, strategies: StrategyRegistry.builtIn
      ).run()
      #expect(outcome.frames > 60 && outcome.frames < 60 * 20, "\(scenario.name)")
      #expect(outcome.results.count == StrategyRegistry.builtIn.count)
    }
  }
}

/// Progress calls seen by a test, from any thread.
private final class ProgressCalls: @unchecked Sendable {
  // @unchecked: `storage` is read and written only while holding `lock`.
  private let lock = NSLock()
  private var storage: [(done: Int, total: Int)] = []

  func append(_ done: Int, _ total: Int) {
    lock.lock()
    defer { lock.unlock() }
    storage.append((done, total))
  }

  var calls: [(done: Int, total: Int)] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
