import Foundation
import Testing

@testable import KeyboardDockSimulator

/// Frame rates no display runs at are refused with a clear error on every path that reaches the
/// clock: the clock itself, one run, a suite made without ``SimulationSuite/select``.
@Suite("Virtual clock frame rates")
struct VirtualClockTests {
  static let badRates = [0, -60, 1, 30, 59, 61, 119, 121, 240, Int.max, Int.min]

  @Test("the clock refuses a rate other than 60 or 120, naming it", arguments: badRates)
  func clockRefuses(fps: Int) {
    #expect(throws: SimulationError.unsupportedFrameRate(fps)) { try VirtualClock(fps: fps) }
  }

  @Test("60 and 120 make clocks", arguments: SimulationSuite.supportedFrameRates)
  func clockAccepts(fps: Int) throws {
    let clock = try VirtualClock(fps: fps)
    #expect(clock.time(ofFrame: fps) == 1)
  }

  @Test("the message names the rate and the valid ones")
  func message() {
    #expect(
      "\(SimulationError.unsupportedFrameRate(0))"
        == "frame rate 0 is not supported; use 60 or 120")
  }

  @Test("a run at an unsupported rate throws before simulating", arguments: badRates)
  func runRefuses(fps: Int) throws {
    let scenario = try #require(BuiltInScenarios.all.first)
    let device = try #require(DeviceCatalogue.all.first(where: scenario.applies))
    let run = ScenarioRun(
      scenario: scenario, device: device, fps: fps, strategies: StrategyRegistry.builtIn)
    #expect(throws: SimulationError.unsupportedFrameRate(fps)) { try run.run() }
  }

  @Test("a suite made directly with a bad rate throws when run")
  func suiteRefuses() throws {
    let scenario = try #require(BuiltInScenarios.all.first)
    let device = try #require(DeviceCatalogue.all.first(where: scenario.applies))
    let suite = SimulationSuite(
      scenarios: [scenario], devices: [device], strategies: StrategyRegistry.builtIn,
      frameRates: [60, 0])
    #expect(throws: SimulationError.unsupportedFrameRate(0)) { try suite.run() }
  }
}
