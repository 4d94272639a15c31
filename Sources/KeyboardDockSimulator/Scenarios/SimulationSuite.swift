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
  /// The alternative models to run under.
  ///
  /// Each ``ModelVariant`` runs on the iOS versions it changes. The fact table's model alone unless set.
  public var variants: [ModelVariant] = [.baseline]
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
            for variant in variants where variant == .baseline || variant.changes(profile) {
              // The report's plots show the fact table's model (the first variant run).
              var run = ScenarioRun(
                scenario: scenario, device: device, fps: fps, strategies: strategies,
                recordsTrace: index == 0 && profileIndex == profiles.count - 1
                  && device.id == showcase?.id && variant == variants.first)
              run.profile = profile
              run.variant = variant
              run.exportsKeyboardTrace = exportsKeyboardTraces
              runs.append(run)
            }
          }
        }
      }
    }
    return runs
  }

  /// Runs every run, spread over the machine's cores; the result is the same as running them
  /// one after another, in order.
  ///
  /// Runs share nothing (each builds its own simulated iOS and fresh strategies), so they run
  /// concurrently; results, traces and the first failure are then taken in run order, so the
  /// output does not depend on which core finished first.
  ///
  /// - Parameter progress: Called as runs finish, one call at a time, with the runs done, the
  ///   total and the label of the run that finished.
  /// - Returns: Every result, the kept traces and the number of frames simulated.
  /// - Throws: The error of the first failing run, in run order (``SimulationError``).
  public func run(progress: (@Sendable (Int, Int, String) -> Void)? = nil) throws -> SuiteResult {
    // Each scenario's file checks run once, not in each of its runs; a scenario that fails them
    // keeps them in its runs, so the failure comes from the same run as it would in order.
    let checked = Set(
      scenarios.lazy.filter { (try? Scenario(jsonObject: $0.jsonObject)) != nil }.map(\.name))
    let runs = self.runs.map { run in
      var run = run
      run.checksScenarioFile = !checked.contains(run.scenario.name)
      return run
    }
    let outcomes = SuiteOutcomes(count: runs.count)
    progress?(0, runs.count, "starting")
    DispatchQueue.concurrentPerform(iterations: runs.count) { index in
      let run = runs[index]
      let outcome = Result { try run.run() }
      outcomes.store(outcome, at: index) { done in
        progress?(
          done, runs.count,
          "\(run.scenario.name) on \(run.device.id), iOS \(run.profile.version), \(run.fps) Hz"
            + (run.variant == .baseline ? "" : ", \(run.variant.name)"))
      }
    }
    var result = SuiteResult()
    for outcome in outcomes.inOrder() {
      let outcome = try outcome.get()
      result.results += outcome.results
      result.frames += outcome.frames
      if let trace = outcome.trace { result.traces.append(trace) }
      if let trace = outcome.keyboardTrace { result.keyboardTraces.append(trace) }
    }
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
      guard
        let worst = Self.worstRun(
          of: scenario.name,
          in: result.results.filter { $0.variant == ModelVariant.baseline.name }),
        let index = result.traces.firstIndex(where: { $0.scenario == scenario.name }),
        result.traces[index].device != worst.device || result.traces[index].fps != worst.fps
          || result.traces[index].ios != worst.ios,
        let device = devices.first(where: { $0.id == worst.device })
      else { continue }
      var run = ScenarioRun(
        scenario: scenario, device: device, fps: worst.fps, strategies: strategies,
        recordsTrace: true)
      run.profile = IOSProfile.profile(named: worst.ios) ?? run.profile
      run.variant = (try? ModelVariant.named(worst.variant)) ?? .baseline
      let outcome = try run.run()
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

/// The outcomes of a suite's runs as they finish on several threads, kept by run index.
private final class SuiteOutcomes: @unchecked Sendable {
  // @unchecked: every access to `slots` and `done` holds `lock`.
  private let lock = NSLock()
  private var slots: [Result<ScenarioRun.Outcome, any Error>?]
  private var done = 0

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// Keeps the outcome of run `index`, then calls `finished` with how many runs have finished,
  /// still holding the lock, so that calls to `finished` never overlap.
  func store(
    _ outcome: Result<ScenarioRun.Outcome, any Error>, at index: Int, finished: (Int) -> Void
  ) {
    lock.lock()
    defer { lock.unlock() }
    slots[index] = outcome
    done += 1
    finished(done)
  }

  /// Every outcome in run order (each run stores exactly one).
  func inOrder() -> [Result<ScenarioRun.Outcome, any Error>] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
