import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

/// The acceptance properties of issue 7, measured by the simulator's own metrics.
@Suite("Acceptance")
struct AcceptanceTests {
  static func results(
    _ strategy: StrategyDescriptor, scenarios: [Scenario] = BuiltInScenarios.all,
    frameRates: [Int] = [60]
  ) throws -> [RunResult] {
    let suite = SimulationSuite(
      scenarios: scenarios, devices: DeviceCatalogue.all, strategies: [strategy],
      frameRates: frameRates)
    return try suite.run().results
  }

  static func scenarios(_ names: [String]) -> [Scenario] {
    names.compactMap(BuiltInScenarios.scenario(named:))
  }

  @Test("tracker: 0.00 pt gap and overlap at every frame of every scenario, device, 60/120 Hz")
  func trackerIsExact() throws {
    let results = try Self.results(TrackerStrategy.descriptor, frameRates: [60, 120])
    #expect(results.count > 300)
    for result in results {
      #expect(
        result.maxGap <= FrameMeasurement.tolerance
          && result.maxOverlap <= FrameMeasurement.tolerance && result.framesInError == 0,
        "\(result.scenario) on \(result.device) at \(result.fps) Hz: \(result)")
    }
  }

  @Test("notifications: a gap during interactive dismissal (seed 003)")
  func notificationsGapDuringDrag() throws {
    let interactive = BuiltInScenarios.all.filter { $0.name.contains("interactive") }
    #expect(interactive.count >= 3)
    for result in try Self.results(NotificationStrategy.descriptor, scenarios: interactive) {
      #expect(result.maxGap > 50, "\(result.scenario) on \(result.device)")
    }
  }

  @Test("notifications: no error in plain show and hide")
  func notificationsExactInShowHide() throws {
    let plain = Self.scenarios(["show-hide", "show-hide-landscape", "predictive-bar-toggle"])
    for result in try Self.results(NotificationStrategy.descriptor, scenarios: plain) {
      #expect(result.framesInError == 0, "\(result.scenario) on \(result.device): \(result)")
    }
  }

  @Test("notifications-ease-in-out: the mismatched curve opens a gap and an overlap")
  func easeInOutMismatch() throws {
    let results = try Self.results(
      NotificationStrategy.easeInOutDescriptor, scenarios: Self.scenarios(["show-hide"]))
    for result in results {
      #expect(result.maxGap > 10 && result.maxOverlap > 10, "\(result.device): \(result)")
    }
  }

  @Test("accessory-view: wider than the app in Split View, never off the keyboard vertically")
  func accessoryViewWidthProblem() throws {
    let splitView = BuiltInScenarios.all.filter { $0.name.hasPrefix("split-view") }
    #expect(splitView.count >= 3)
    for result in try Self.results(AccessoryViewStrategy.descriptor, scenarios: splitView) {
      #expect(result.maxBarWidthExcess > 100, "\(result.scenario) on \(result.device)")
      #expect(result.maxVerticalError <= FrameMeasurement.tolerance)
    }
    let fullScreen = BuiltInScenarios.all.filter {
      $0.window == AppWindow() && !$0.name.contains("third-party")
    }
    for result in try Self.results(AccessoryViewStrategy.descriptor, scenarios: fullScreen) {
      #expect(result.maxVerticalError <= FrameMeasurement.tolerance, "\(result.scenario)")
      #expect(result.maxBarWidthExcess <= FrameMeasurement.tolerance)
    }
  }

  /// A tracker read one display frame late: the metrics must see it.
  struct LateTracker: DockingStrategy {
    var inner = TrackerStrategy()
    mutating func receive(_ input: StrategyInput) { inner.receive(input) }
    func layout(at time: TimeInterval, in app: AppContext) -> BarLayout {
      guard let tracker = inner.tracker else { return inner.layout(at: time, in: app) }
      let late = tracker.frame(at: max(time - 1.0 / 60, 0))
      let coverage = DockingGeometry.coverage(of: late, in: app.placement)
      return DockingGeometry.barLayout(coverage: coverage, in: app)
    }
  }

  @Test("the metrics catch a bar one frame late")
  func metricsCatchLateBar() throws {
    let late = StrategyDescriptor(name: "late", technique: "test", summary: "") { LateTracker() }
    let results = try Self.results(late, scenarios: Self.scenarios(["show-hide"]))
    for result in results {
      #expect(result.maxVerticalError > 1 && result.framesInError > 0, "\(result.device)")
    }
  }
}
