import Foundation
import KeyboardDockCore

/// A set of scenarios × devices × frame rates, each run under every chosen strategy.
///
/// ```swift
/// let suite = try SimulationSuite.select(scenarios: [], devices: [], strategies: [])
/// let result = try suite.run { done, total, label in print("\(done)/\(total) \(label)") }
/// ```
public struct SimulationSuite: Sendable {
  /// The scenarios.
  public var scenarios: [Scenario]
  /// The devices; each scenario runs on those it applies to.
  public var devices: [Device]
  /// The strategies, side by side in every run.
  public var strategies: [StrategyDescriptor]
  /// Display frame rates (60, 120).
  public var frameRates: [Int]
  /// The iOS versions; every run is made on each (SimulationSuite+IOS.swift).
  public var profiles: [IOSProfile] = IOSProfile.all
  /// Whether every run records itself as a keyboard trace (``ScenarioRun/exportsKeyboardTrace``),
  /// kept in ``SuiteResult/keyboardTraces``.
  public var exportsKeyboardTraces = false

  /// The frame rates a display runs at.
  public static let supportedFrameRates = [60, 120]
  /// Devices whose run of a scenario is kept for the report's plot and filmstrip, by preference.
  public static let showcaseDevices = ["iphone-15", "ipad-air"]

  /// Creates a suite.
  public init(
    scenarios: [Scenario], devices: [Device], strategies: [StrategyDescriptor], frameRates: [Int]
  ) {
    self.scenarios = scenarios
    self.devices = devices
    self.strategies = strategies
    self.frameRates = frameRates
  }

  /// Chooses scenarios, devices, strategies and frame rates by name; an empty list means all.
  ///
  /// - Parameters:
  ///   - scenarios: Built-in scenario names or paths of JSON scenario files.
  ///   - devices: Device names.
  ///   - strategies: Strategy names.
  ///   - frameRates: 60 and/or 120; empty means 60.
  ///   - readFile: Reads a file's bytes, or returns `nil` when there is no file at the path.
  /// - Throws: ``SimulationError`` for an unknown name, an unreadable or broken file, a frame
  ///   rate other than 60 or 120, or a scenario none of the devices runs.
  public static func select(
    scenarios: [String], devices: [String], strategies: [String], frameRates: [Int] = [],
    readFile: (String) throws -> Data? = { path in FileManager.default.contents(atPath: path) }
  ) throws -> SimulationSuite {
    let chosenScenarios =
      try scenarios.isEmpty
      ? BuiltInScenarios.all : scenarios.map { try scenario($0, readFile: readFile) }
    let chosenDevices =
      try devices.isEmpty
      ? DeviceCatalogue.all
      : devices.map { name in
        guard let device = DeviceCatalogue.device(named: name) else {
          throw SimulationError.unknownDevice(name, known: DeviceCatalogue.all.map(\.id))
        }
        return device
      }
    let chosenStrategies =
      try strategies.isEmpty
      ? StrategyRegistry.builtIn
      : strategies.map { name in
        guard let strategy = StrategyRegistry.strategy(named: name) else {
          throw SimulationError.unknownStrategy(name, known: StrategyRegistry.builtIn.map(\.name))
        }
        return strategy
      }
    for fps in frameRates where !supportedFrameRates.contains(fps) {
      throw SimulationError.unsupportedFrameRate(fps)
    }
    if !scenarios.isEmpty {
      for scenario in chosenScenarios where !chosenDevices.contains(where: scenario.applies) {
        throw SimulationError.noApplicableDevice(
          scenario: scenario.name, devices: chosenDevices.map(\.id),
          limitedBy: limitation(of: scenario))
      }
    }
    return SimulationSuite(
      scenarios: chosenScenarios, devices: chosenDevices, strategies: chosenStrategies,
      frameRates: frameRates.isEmpty ? [60] : frameRates)
  }

  /// What limits `scenario` to some devices, in words: its device filter, its window, or the
  /// first step that exists only on iPad.
  static func limitation(of scenario: Scenario) -> String {
    switch scenario.devices {
    case .phone: return "its \"devices\" is \"phone\" (iPhone only)"
    case .pad: return "its \"devices\" is \"pad\" (iPad only)"
    case .all: break
    }
    if scenario.window.requiresPad {
      return "its window (\(scenario.window)) exists only on iPad"
    }
    if let index = scenario.steps.firstIndex(where: \.requiresPad) {
      return "steps[\(index)] (\"\(scenario.steps[index].action)\") runs only on iPad"
    }
    return "no device passes its filter"
  }

  private static func scenario(_ name: String, readFile: (String) throws -> Data?) throws
    -> Scenario
  {
    if let builtIn = BuiltInScenarios.scenario(named: name) { return builtIn }
    let data: Data?
    do {
      data = try readFile(name)
    } catch {
      throw SimulationError.unreadableFile(path: name, reason: "\(error)")
    }
    guard let data else {
      throw SimulationError.unknownScenario(name, known: BuiltInScenarios.all.map(\.name))
    }
    do {
      return try Scenario(json: data)
    } catch let error as ScenarioFileError {
      throw SimulationError.invalidScenarioFile(path: name, error)
    }
  }

  /// The runs the suite makes: each scenario on each device it applies to, at each frame rate.
  public var runs: [ScenarioRun] {
    var runs: [ScenarioRun] = []
    for scenario in scenarios {
      let applicable = devices.filter(scenario.applies)
      let showcase =
        Self.showcaseDevices.lazy.compactMap { id in applicable.first { $0.id == id } }.first
        ?? applicable.first
      for device in applicable {
        for (index, fps) in frameRates.enumerated() {
          for (profileIndex, profile) in profiles.enumerated() {
            var run = ScenarioRun(
              scenario: scenario, device: device, fps: fps, strategies: strategies,
              recordsTrace: index == 0 && profileIndex == profiles.count - 1
                && device.id == showcase?.id)
            run.profile = profile
            run.exportsKeyboardTrace = exportsKeyboardTraces
            runs.append(run)
          }
        }
      }
    }
    return runs
  }

  /// Runs every run in order.
  ///
  /// - Parameter progress: Called before each run with the runs done, the total and a label.
  /// - Returns: Every result, the kept traces and the number of frames simulated.
  /// - Throws: ``SimulationError`` if a run fails (a simulator bug).
  public func run(progress: ((Int, Int, String) -> Void)? = nil) throws -> SuiteResult {
    let runs = self.runs
    var result = SuiteResult()
    for (index, run) in runs.enumerated() {
      progress?(
        index, runs.count,
        "\(run.scenario.name) on \(run.device.id), iOS \(run.profile.version), \(run.fps) Hz")
      let outcome = try run.run()
      result.results += outcome.results
      result.frames += outcome.frames
      if let trace = outcome.trace { result.traces.append(trace) }
      if let trace = outcome.keyboardTrace { result.keyboardTraces.append(trace) }
    }
    progress?(runs.count, runs.count, "done")
    result.runs = runs.count
    try retrace(&result)
    return result
  }

  /// Replaces each scenario's trace with one of its worst run, so the report plots the device
  /// the summary names as worst.
  ///
  /// Runs are deterministic, so running the worst device again with a trace reproduces the
  /// frames its metrics came from; a scenario whose worst run is already traced, or that has no
  /// error, keeps its trace.
  private func retrace(_ result: inout SuiteResult) throws {
    for scenario in scenarios {
      guard let worst = Self.worstRun(of: scenario.name, in: result.results),
        let index = result.traces.firstIndex(where: { $0.scenario == scenario.name }),
        result.traces[index].device != worst.device || result.traces[index].fps != worst.fps,
        let device = devices.first(where: { $0.id == worst.device })
      else { continue }
      let outcome = try ScenarioRun(
        scenario: scenario, device: device, fps: worst.fps, strategies: strategies,
        recordsTrace: true
      ).run()
      if let trace = outcome.trace { result.traces[index] = trace }
    }
  }

  /// The run of `scenario` with the largest gap or overlap over every strategy, or the most
  /// frames in error when none has a vertical error; `nil` when no frame is in error.
  public static func worstRun(of scenario: String, in results: [RunResult]) -> RunResult? {
    let mine = results.filter { $0.scenario == scenario && $0.framesInError > 0 }
    return mine.max { a, b in
      (a.maxVerticalError, a.framesInError) < (b.maxVerticalError, b.framesInError)
    }
  }
}

/// Everything a suite produced.
public struct SuiteResult: Sendable {
  /// One result per run and strategy.
  public var results: [RunResult] = []
  /// One trace per scenario (its showcase device at the first frame rate).
  public var traces: [RunTrace] = []
  /// Each run as a keyboard trace, in run order, when the suite exported them.
  public var keyboardTraces: [KeyboardTrace] = []
  /// Display frames simulated, over all runs (each frame measures every strategy).
  public var frames = 0
  /// Runs made.
  public var runs = 0

  /// Creates an empty result.
  public init() {}
}
