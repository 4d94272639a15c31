import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

/// `kbdock simulate --export-trace`: a simulated run written as a keyboard trace replays to the
/// run's own figures.
@Suite("Keyboard trace export")
struct KeyboardTraceExportTests {
  /// The strategies both a simulated run and a trace replay run, by name.
  static let shared: [(simulated: StrategyDescriptor, replayed: KeyboardTraceReplay.Strategy)] = [
    (TrackerStrategy.descriptor, .tracker),
    (NotificationStrategy.descriptor, .notifications),
    (NotificationStrategy.easeInOutDescriptor, .notificationsEaseInOut),
  ]

  /// Runs a scenario with an exported trace, writes the trace to JSON and reads it back, replays
  /// it, and returns the run's and the replay's figures, strategy by strategy.
  static func roundTrip(
    _ scenario: Scenario, device: Device, profile: IOSProfile, fps: Int = 60
  ) throws -> [(simulated: RunResult, replayed: KeyboardTraceReplay.Result)] {
    var run = ScenarioRun(
      scenario: scenario, device: device, fps: fps, strategies: shared.map(\.simulated))
    run.profile = profile
    run.exportsKeyboardTrace = true
    let outcome = try run.run()
    let exported = try #require(outcome.keyboardTrace)
    let trace = try KeyboardTrace(json: exported.jsonData())
    #expect(trace == exported)
    #expect(trace.frames.count == outcome.frames)
    let replay = KeyboardTraceReplay(trace, strategies: shared.map(\.replayed))
    #expect(replay.rejectedNotifications.isEmpty)
    return Array(zip(outcome.results, replay.results))
  }

  @Test(
    "every built-in scenario on a phone and an iPad, on every profile, replays to its figures",
    arguments: IOSProfile.all.map(\.version))
  func roundTripIsExact(version: String) throws {
    let profile = try IOSProfile.named(version)
    var compared = 0
    var identical = 0
    for scenario in BuiltInScenarios.all {
      for device in DeviceCatalogue.all where ["iphone-15", "ipad-air"].contains(device.id) {
        guard scenario.applies(to: device) else { continue }
        for (simulated, replayed) in try Self.roundTrip(scenario, device: device, profile: profile)
        {
          compared += 1
          let label = "\(scenario.name) on \(device.id), iOS \(version), \(simulated.strategy)"
          #expect(simulated.frames == replayed.frames, "\(label)")
          #expect(
            simulated.framesVerticalError == replayed.framesInError,
            "\(label): \(simulated) vs \(replayed)")
          // The simulator reads a bar's bottom edge as its frame's maxY, (bottom − h) + h, which
          // can differ from `bottom` in the last bit when the bar's height h changes (a growing
          // bar); a trace holds no bar height, so the replay's bottom edge is exact. Equal to
          // 1e-9 pt; bit-identical everywhere else (counted below).
          #expect(
            abs(simulated.maxGap - replayed.maxGap) <= 1e-9
              && abs(simulated.maxOverlap - replayed.maxOverlap) <= 1e-9,
            "\(label): \(simulated) vs \(replayed)")
          if simulated.maxGap == replayed.maxGap, simulated.maxOverlap == replayed.maxOverlap {
            identical += 1
          } else {
            #expect(
              ["growing-bar-1-to-5-lines", "bar-grows-during-drag"].contains(scenario.name),
              "\(label) differs in the last bits")
          }
        }
      }
    }
    #expect(compared > 60)
    #expect(identical >= compared - 12)
  }
}
