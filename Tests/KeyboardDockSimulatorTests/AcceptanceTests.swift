import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

/// The acceptance properties of issue 7, measured by the simulator's own metrics.
@Suite("Acceptance")
struct AcceptanceTests {
  /// The bound the tracker and the exact strategies must keep at every frame, in points:
  /// the simulated iOS removes a spring at its own settling threshold, which no app can see, so
  /// the last few frames of some animations differ by a few tenths of a point.
  static let bound: CGFloat = 0.5

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

  @Test("tracker: within 0.5 pt at every frame of every scenario, device, 60/120 Hz")
  func trackerIsExact() throws {
    let results = try Self.results(TrackerStrategy.descriptor, frameRates: [60, 120])
    #expect(results.count > 300)
    for result in results {
      #expect(
        result.maxVerticalError <= Self.bound && result.maxContentInsetError <= Self.bound
          && result.maxBarWidthExcess <= FrameMeasurement.tolerance,
        "\(result.scenario) on \(result.device) at \(result.fps) Hz: \(result)")
    }
  }

  @Test("notifications: a gap during interactive dismissal (“A Stickler for Details”)")
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
      #expect(
        result.maxVerticalError <= Self.bound, "\(result.scenario) on \(result.device): \(result)")
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
    let splitView = BuiltInScenarios.all.filter {
      $0.name.hasPrefix("split-view") && !$0.name.contains("other-app")
    }
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

  /// Apple's `keyboardIsLocalUserInfoKey`: "With Multitasking in iPadOS, the system notifies all
  /// visible apps when the keyboard appears and disappears." The other app's keyboard covers this
  /// app's bottom, so the one docking policy has the bar clear it.
  @Test("another app's keyboard in Split View: tracker and notifications clear it exactly")
  func otherAppKeyboard() throws {
    let scenario = Self.scenarios(["split-view-other-app-keyboard"])
    #expect(scenario.count == 1)
    for strategy in [TrackerStrategy.descriptor, NotificationStrategy.descriptor] {
      let results = try Self.results(strategy, scenarios: scenario, frameRates: [60, 120])
      #expect(!results.isEmpty)
      for result in results {
        #expect(
          result.maxVerticalError <= Self.bound && result.maxContentInsetError <= Self.bound,
          "\(strategy.name) on \(result.device): \(result)")
      }
    }
    // A bar pinned to the safe area would be covered: the keyboard really reaches this app.
    let pinned = StrategyDescriptor(name: "pinned", technique: "test", summary: "") {
      PinnedBar()
    }
    for result in try Self.results(pinned, scenarios: scenario) {
      #expect(result.maxOverlap > 200, "\(result.device): \(result)")
    }
  }

  /// Issue 6, items 4 and 6: the panel opens at the remembered keyboard height.
  @Test("custom-input-view: keyboard → panel → keyboard, the bar does not move")
  func customInputViewBarStays() throws {
    let scenario = Self.scenarios(["custom-input-view"])
    for strategy in [TrackerStrategy.descriptor, NotificationStrategy.descriptor] {
      for result in try Self.results(strategy, scenarios: scenario) {
        #expect(
          result.maxVerticalError <= Self.bound && result.maxContentInsetError <= Self.bound,
          "\(strategy.name) on \(result.device): \(result)")
      }
    }
    // The true keyboard top stays put from the settled show to the dismissal.
    // Focus at 0.1 s settles by 0.75 s; the panel opens at 0.9 s, the keyboard returns at 1.7 s,
    // the dismissal starts at 2.5 s.
    for device in DeviceCatalogue.all where scenario[0].applies(to: device) {
      let run = ScenarioRun(
        scenario: scenario[0], device: device, fps: 60, strategies: [TrackerStrategy.descriptor],
        recordsTrace: true)
      let trace = try #require(try run.run().trace)
      let still = trace.frames.filter { $0.time > 0.8 && $0.time < 2.49 }
      #expect(!still.isEmpty)
      #expect(Set(still.map(\.keyboardTop)).count == 1, "\(device.id)")
    }
  }

  /// Issue 6, items 1 and 6: the simulated bar is the composer's `GrowingBar`.
  @Test("growing-bar-1-to-5-lines: the composer's bar grows 44 → 124 pt, animated, on the keyboard")
  func growingBar() throws {
    let scenario = Self.scenarios(["growing-bar-1-to-5-lines"])
    for strategy in [TrackerStrategy.descriptor, NotificationStrategy.descriptor] {
      for result in try Self.results(strategy, scenarios: scenario) {
        #expect(
          result.maxVerticalError <= Self.bound && result.maxContentInsetError <= Self.bound,
          "\(strategy.name) on \(result.device): \(result)")
      }
    }
    let device = try #require(DeviceCatalogue.device(named: "iphone-15"))
    let run = ScenarioRun(
      scenario: scenario[0], device: device, fps: 60, strategies: [TrackerStrategy.descriptor],
      recordsTrace: true)
    let trace = try #require(try run.run().trace)
    // The keyboard is up from 0.75 s, the lines come at 0.9–1.5 s, the last growth settles at
    // 2.14 s (the keyboard spring), while the keyboard, dismissed at 2.0 s, still covers more
    // than the safe area (no padding under the bar).
    let up = trace.frames.filter { $0.time > 0.8 && $0.time < 2.2 }.map { $0.bars[0].height }
    let layout = try InputBarModel.layout()
    #expect(up.first == layout.minimumHeight)
    #expect(up.max() == layout.maximumHeight)
    #expect(layout.minimumHeight == 44 && layout.maximumHeight == 124)
    let steps = Set(try (1...5).map { try layout.metrics(lineCount: $0).height })
    #expect(up.contains { !steps.contains($0) }, "the growth is animated, not a jump")
  }

  /// A bar that never moves off the bottom safe area.
  struct PinnedBar: DockingStrategy {
    mutating func receive(_ input: StrategyInput) {}
    func layout(at time: TimeInterval, in app: AppContext) -> BarLayout {
      DockingGeometry.barLayout(coverage: 0, in: app)
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
