import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Runs one scenario on one device at one frame rate, with strategies side by side.
///
/// The virtual clock advances one display frame at a time. Before each frame, every scripted
/// action and every due did-notification up to that instant happens in time order; the system
/// keyboard's outputs (notifications as raw `userInfo`, decoded here exactly once; KVO host
/// frames; layout-guide changes) go to every strategy in the order posted. Then each strategy's
/// bar is measured against the true visible keyboard.
public struct ScenarioRun: Sendable {
  /// What a run produced.
  public struct Outcome: Sendable {
    /// One result per strategy, in the order given.
    public var results: [RunResult]
    /// Every frame, when ``ScenarioRun/recordsTrace`` was set.
    public var trace: RunTrace?
    /// Display frames simulated.
    public var frames: Int
    /// The run as a keyboard trace, when ``ScenarioRun/exportsKeyboardTrace`` was set.
    public var keyboardTrace: KeyboardTrace?
    /// When what the user sees changed with nothing reaching the app
    /// (``SystemKeyboard/silentChanges``: a finger grabbing a moving keyboard at its model top).
    public var silentChanges: [TimeInterval] = []
    /// When an app was given a value that shows nothing of where the keyboard is
    /// (``KeyboardLayoutChange/hidesPosition``: iOS 26.0's guide without the accessory).
    public var hiddenPositions: [TimeInterval] = []
  }

  /// Seconds the run goes on after everything has settled.
  public static let tail: TimeInterval = 0.3
  /// How long after its last step a run may still be moving before it is a simulator bug.
  ///
  /// In seconds: every keyboard animation ends within a second, so this is never reached by a
  /// correct simulation. There is no limit on the scenario's own length: every step runs.
  public static let settlingLimit: TimeInterval = 60

  /// The scenario.
  public var scenario: Scenario
  /// The device.
  public var device: Device
  /// Display frames per second (60 or 120).
  public var fps: Int
  /// The strategies to run side by side.
  public var strategies: [StrategyDescriptor]
  /// Whether to keep every frame for the report.
  public var recordsTrace: Bool
  /// The order of the notification and the KVO callback of one keyboard change; alternating by
  /// default, so every run exercises both.
  public var eventOrder: EventOrder = .modelled
  /// The iOS version whose keyboard and quirks are simulated; iOS 18 unless set.
  public var profile: IOSProfile = .ios18
  /// The alternative model of one reported or estimated fact the run uses.
  ///
  /// A ``ModelVariant``; the fact table's model unless set. It overrides ``eventOrder`` when it sets one.
  public var variant: ModelVariant = .baseline
  /// Whether ``run()`` reads the scenario's JSON form back to apply the file reader's checks;
  /// a suite that has checked the scenario once turns it off for the scenario's other runs.
  var checksScenarioFile = true
  /// Whether to record the run as a ``KeyboardDockCore/KeyboardTrace``.
  ///
  /// The trace (`kbdock simulate --export-trace`) holds what an app using `KeyboardDock`
  /// observes and the keyboard the user sees at every display frame; `kbdock replay --trace`
  /// replays it to the run's figures.
  public var exportsKeyboardTrace = false

  /// Creates a run.
  public init(
    scenario: Scenario, device: Device, fps: Int, strategies: [StrategyDescriptor],
    recordsTrace: Bool = false
  ) {
    self.scenario = scenario
    self.device = device
    self.fps = fps
    self.strategies = strategies
    self.recordsTrace = recordsTrace
  }

  /// Runs the scenario.
  ///
  /// - Returns: A result per strategy and, if asked, the trace.
  /// - Throws: ``SimulationError/unsupportedFrameRate(_:)`` when ``fps`` is not 60 or 120, and
  ///   ``SimulationError/invalidScenarioFile(path:_:)`` (with the scenario's name as the path)
  ///   when a step's value is outside what a scenario file may hold (a wait of infinity
  ///   seconds, a NaN duration), both before anything runs;
  ///   ``SimulationError/stepFailed(scenario:device:step:action:time:reason:)`` when a step
  ///   cannot happen in the simulated iOS's state (dismissing a hidden keyboard, dragging another
  ///   app's keyboard), naming the step;
  ///   ``SimulationError/undecodableNotification(scenario:device:reason:)`` if the simulated
  ///   system posts a `userInfo` its decoder refuses (a simulator bug).
  /// - Complexity: O(frames × strategies).
  public func run() throws -> Outcome {
    let clock = try VirtualClock(fps: fps)
    if checksScenarioFile {
      // A scenario built in Swift skips the file reader's checks; reading its JSON form back
      // applies them, so a bad value is an error here rather than a trap in the clock.
      do {
        _ = try Scenario(jsonObject: scenario.jsonObject)
      } catch let error as ScenarioFileError {
        throw SimulationError.invalidScenarioFile(path: scenario.name, error)
      }
    }
    let timeline = try ScenarioTimeline(scenario, fps: fps)
    var state: RunState
    do {
      state = try RunState(run: self)
    } catch {
      throw SimulationError.invalidInputBar(scenario: scenario.name, reason: "\(error)")
    }
    let entries = timeline.entries
    var next = 0
    var frame = 0
    var settledAt: TimeInterval?
    let limit = timeline.end + Self.settlingLimit
    while true {
      guard clock.time(ofFrame: frame) <= limit else {
        throw SimulationError.runDidNotSettle(
          scenario: scenario.name, device: device.id, after: Self.settlingLimit)
      }
      let now = clock.time(ofFrame: frame)
      while true {
        let actionTime = next < entries.count ? entries[next].time : .infinity
        let didTime = state.keyboard.nextDueTime ?? .infinity
        guard min(actionTime, didTime) <= now else { break }
        if didTime <= actionTime {
          try state.deliver(upTo: didTime)
        } else {
          let entry = entries[next]
          do {
            try state.perform(entry.action, at: actionTime)
          } catch {
            let step = scenario.steps[entry.step]
            throw SimulationError.stepFailed(
              scenario: scenario.name, device: device.id, step: entry.step + 1,
              action: step.action, time: actionTime,
              reason: (error as? ImpossibleAction)?.reason ?? "\(error)")
          }
          next += 1
          try state.deliver(upTo: actionTime)
        }
      }
      state.measure(at: now, frame: frame)
      frame += 1
      if next >= entries.count, now >= timeline.end, state.keyboard.isSettled(at: now) {
        let since = settledAt ?? now
        settledAt = since
        if now >= since + Self.tail { break }
      } else {
        settledAt = nil
      }
    }
    state.trace?.actionTimes = entries.map(\.time)
    return Outcome(
      results: state.results, trace: state.trace, frames: frame,
      keyboardTrace: state.export?.trace,
      silentChanges: state.keyboard.silentChanges, hiddenPositions: state.silentChanges)
  }
}
