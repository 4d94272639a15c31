import ArgumentParser
import Foundation
import KeyboardDockSimulator

/// `kbdock simulate`: runs scenarios on devices under strategies, prints a summary, writes a
/// report.
struct SimulateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "simulate",
    abstract: "Simulate the iOS keyboard and measure every docking strategy, frame by frame.",
    discussion: """
      With no options, runs every built-in scenario on every device it applies to under every \
      shipping-code row (the KeyboardDockUIKit adapters apps ship, in apps on the hosted UIKit; \
      Linux only: elsewhere every ideal row, with a note), prints a row per scenario × iOS version × row and writes kbdock-report/index.html \
      in the current directory (--report DIR elsewhere, --no-report for none). Exit codes: 0 \
      done, 64 bad option, 65 bad scenario file, 74 a file that cannot be read or written.

      The ideal rows (\(idealRowsHelp)) run when --strategy names them: each is a technique's \
      algorithm re-implemented in the simulator, its bar placed where the algorithm says, not \
      the shipping adapter. Every table marks them "(ideal)", the JSON "ideal": true.

      --export-trace FILE also writes an ideal row's run (--strategy tracker: the shipping-code \
      rows record none) as a keyboard trace (docs/trace-format.md, \
      "source": "simulated"): what an app using KeyboardDock observes (every notification's \
      userInfo, the KVO keyboard frames, the layout guide's frames, geometry changes) and, per \
      display frame, the keyboard the simulated iOS shows. A trace is one run, so the selection \
      must be exactly one scenario on one device at one --fps on one --ios version (a usage \
      error otherwise); `kbdock replay --trace FILE` replays it to the run's figures and \
      `kbdock calibrate FILE` measures the simulated iOS against it.
      """)

  @Option(
    name: .customLong("scenario"),
    help: "A built-in scenario name or a JSON file (repeat). Default: every built-in scenario.")
  var scenarios: [String] = []

  @Option(
    name: .customLong("device"),
    help: "A device name from `kbdock devices` (repeat). Default: every device a scenario runs on."
  )
  var devices: [String] = []

  @Option(
    name: .customLong("strategy"),
    help: ArgumentHelp(
      "A row name (repeat): the shipping code, \(shippingRowsHelp); or an ideal "
        + "re-implementation, \(idealRowsHelp). Default: every shipping-code row."))
  var strategies: [String] = []

  @Option(
    name: .customLong("fps"), parsing: .unconditionalSingleValue,
    help: "Display frames per second: 60 or 120 (repeat). Default: 60.")
  var frameRates: [String] = []

  @Option(
    name: .customLong("ios"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A simulated iOS version (repeat): "
        + IOSProfile.all.map(\.version).joined(separator: ", ") + ". Default: all."))
  var iosVersions: [String] = []

  @Option(
    name: .customLong("variant"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Also run under an alternative model of a reported or estimated fact (repeat), or 'all'.",
      discussion: "`kbdock facts` names each fact's variants. The fact table's model (baseline) "
        + "always runs; a quirk's variant runs on the versions that have the quirk.",
      valueName: "name"))
  var variants: [String] = []

  @Option(
    name: .customLong("report"),
    help: ArgumentHelp(
      "The directory to write the HTML report in (index.html).",
      discussion: "Default: kbdock-report in the current directory. It is created, and checked "
        + "to be writable, before the simulation starts.", valueName: "dir"))
  var reportDirectory = "kbdock-report"

  @Flag(name: .customLong("no-report"), help: "Write no HTML report.")
  var noReport = false

  @Flag(name: .customLong("json"), help: "Print one JSON object instead of the table.")
  var json = false

  @Option(
    name: .customLong("export-trace"),
    help: ArgumentHelp(
      "Also write the run as a keyboard trace (JSON) to this file.",
      discussion: "Needs exactly one scenario, device, --fps and --ios. Checked to be writable "
        + "before the simulation starts.", valueName: "file"))
  var exportTrace: String?

  @Option(
    name: .customLong("jobs"),
    help: ArgumentHelp(
      "How many processes run the shipping-code rows at once.",
      discussion: "Default: one per CPU core. The results and their order do not depend on it.",
      valueName: "n"))
  var jobs: String?

  @Option(name: .customLong("shipping-queue"), help: .hidden)
  var shippingQueue: String?

  @Option(name: .customLong("shipping-output"), help: .hidden)
  var shippingOutput: String?

  func run() throws {
    let rates = try frameRates.map { text throws(CommandFailure) -> Int in
      guard let rate = Int(text) else {
        throw CommandFailure(
          .usage, "--fps '\(text)' is not a whole number; valid: 60 or 120",
          hint: "pass --fps 60 or --fps 120")
      }
      return rate
    }
    var files: [String: Data] = [:]
    for name in scenarios
    where BuiltInScenarios.scenario(named: name) == nil && Self.looksLikeFile(name) {
      files[name] = try FileAccess.read(
        name, what: "scenario file",
        hint: "pass a built-in scenario name (`kbdock scenarios`) or a JSON scenario file")
    }
    let (shippingNames, idealNames) = Self.rows(strategies)
    var suite: SimulationSuite
    do {
      suite = try SimulationSuite.select(
        scenarios: scenarios, devices: devices, strategies: idealNames, frameRates: rates,
        ios: iosVersions, readFile: { files[$0] })
    } catch .unknownStrategy(let name, let ideal) as SimulationError {
      // Name every row: the shipping code's first, then the ideal re-implementations.
      throw Self.failure(
        .unknownStrategy(
          name, known: Self.shippingStrategyNames + ideal.map { ReportRow.label($0) }))
    } catch let error as SimulationError {
      throw Self.failure(error)
    }
    // Only shipping-code rows, named or by default: no ideal row runs.
    if idealNames.isEmpty && !shippingNames.isEmpty {
      suite.strategies = []
      if exportTrace != nil {
        throw CommandFailure(
          .usage,
          "--export-trace records an ideal row's run; "
            + (strategies.isEmpty
              ? "with no --strategy, simulate runs the shipping-code rows ("
                + shippingNames.joined(separator: ", ") + "), which record none"
              : "the shipping-code rows " + shippingNames.joined(separator: ", ")
                + " record none"),
          hint: "add --strategy tracker to export the ideal tracker's run")
      }
    }
    suite.variants = try Self.variants(variants)
    if exportTrace?.isEmpty == true || (!noReport && reportDirectory.isEmpty) {
      let option = exportTrace?.isEmpty == true ? "--export-trace" : "--report"
      throw CommandFailure(
        .usage, "\(option) is an empty path; give a file or directory name",
        hint: "`kbdock simulate --help` lists the options")
    }
    if let exportTrace {
      suite.exportsKeyboardTraces = true
      try Self.checkSingleRun(suite, path: exportTrace)
      try FileAccess.checkWritable(
        exportTrace, what: "trace", hint: "pass --export-trace with a writable file path")
    }
    if !noReport {
      try FileAccess.prepareDirectory(
        reportDirectory, what: "report directory",
        hint: "pass --report with a writable directory, or --no-report")
    }
    if try runAsWorker(shippingNames, suite: suite) { return }
    let progress = Progress(total: suite.strategies.isEmpty ? 0 : suite.runs.count)
    let shippingProgress = Progress(total: suite.runs.count * shippingNames.count)
    // A failure's message goes on a clean line.
    defer { shippingProgress.clear() }
    let clock = ContinuousClock()
    let started = clock.now
    var result = SuiteResult()
    let shipping = try Self.runShipping(
      shippingNames, suite: suite, jobs: try jobCount(), selection: selection(shippingNames),
      recordsTraces: !noReport, progress: shippingProgress
    ) {
      guard !suite.strategies.isEmpty else { return }
      do {
        result = try suite.run { done, total, label in progress.show(done, total, label) }
      } catch let error as SimulationError {
        progress.clear()
        throw Self.failure(error)
      }
      progress.clear()
    }
    shippingProgress.clear()
    let idealFrames = result.frames
    let idealRuns = result.runs
    result.results += shipping.results
    result.frames += shipping.frames
    result.runs += shipping.results.count
    result.traces += shipping.traces
    let elapsed = clock.now - started
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    if json {
      let data = try JSONReport.render(result, seconds: seconds)
      print(String(decoding: data, as: UTF8.self))
    } else {
      let baseline = result.results.filter { $0.variant == ModelVariant.baseline.name }
      print(SummaryTable.render(baseline), terminator: "")
      print()
      print(SummaryTable.totals(baseline), terminator: "")
      print(ReportRow.idealLegend(for: baseline), terminator: "")
      for content in [ContentTable.render(baseline), ShippingContentTable.render(baseline)]
      where !content.isEmpty {
        print()
        print(content, terminator: "")
      }
      if suite.variants.count > 1 {
        print()
        print("model variants (`kbdock facts`): the worst vertical error under each")
        print(VariantSummary.text(result.results), terminator: "")
      }
      for note in shipping.notes + Self.defaultNotes(strategies, shippingNames: shippingNames) {
        print("note: \(note)")
      }
      print(
        Self.summaryLine(
          ideal: (idealFrames, idealRuns, suite.strategies.count),
          shipping: (shipping.frames, shipping.results.count, shippingNames.count),
          seconds: seconds))
    }
    fflush(nil)
    if let exportTrace, let trace = result.keyboardTraces.first {
      let data: Data
      do {
        data = try trace.jsonData()
      } catch {
        throw CommandFailure(.internalError, "cannot encode the trace: \(error)")
      }
      try FileAccess.write(
        data, to: exportTrace, what: "trace",
        hint: "the results above are complete; pass --export-trace with a writable path")
      if !json { print("trace: \(exportTrace)") }
    }
    guard !noReport else { return }
    let html = HTMLReport.render(
      result, scenarios: suite.scenarios,
      rows: Self.reportRows(shippingNames) + suite.strategies.map(ReportRow.init(ideal:)),
      seconds: seconds)
    let path = (reportDirectory as NSString).appendingPathComponent("index.html")
    try FileAccess.write(
      Data(html.utf8), to: path, what: "report",
      hint: "the results above are complete; pass --report with a writable directory")
    if !json { print("report: \(path)") }
  }

  /// The variants `--variant` names, the baseline first.
  static func variants(_ names: [String]) throws(CommandFailure) -> [ModelVariant] {
    if names.contains("all") { return ModelVariant.all }
    var chosen: [ModelVariant] = [.baseline]
    for name in names {
      do {
        let variant = try ModelVariant.named(name)
        if !chosen.contains(variant) { chosen.append(variant) }
      } catch {
        throw CommandFailure(
          .usage, "\(error)", hint: "`kbdock facts` lists each fact's variants; or pass all")
      }
    }
    return chosen
  }

  /// Checks that the suite is one run, as a trace is, naming what to narrow when it is not.
  static func checkSingleRun(_ suite: SimulationSuite, path: String) throws(CommandFailure) {
    let runs = suite.runs
    guard runs.count != 1 else { return }
    let devices = Set(runs.map(\.device.id)).sorted()
    var wide: [String] = []
    if suite.scenarios.count > 1 { wide.append("\(suite.scenarios.count) scenarios") }
    if devices.count > 1 { wide.append("\(devices.count) devices") }
    if suite.frameRates.count > 1 { wide.append("\(suite.frameRates.count) frame rates") }
    if suite.profiles.count > 1 {
      let versions = suite.profiles.map(\.version).joined(separator: ", ")
      wide.append("\(suite.profiles.count) iOS versions (\(versions))")
    }
    if suite.variants.count > 1 { wide.append("\(suite.variants.count) model variants") }
    throw CommandFailure(
      .usage,
      "--export-trace \(path) writes one run, but the selection makes \(runs.count) runs"
        + (wide.isEmpty ? "" : ": " + wide.joined(separator: ", ")),
      hint: "choose one of each, for example --scenario show-hide --device iphone-15 --ios 18")
  }

  /// Whether a scenario argument names a file rather than a built-in scenario.
  static func looksLikeFile(_ name: String) -> Bool {
    name.contains("/") || name.hasSuffix(".json") || FileManager.default.fileExists(atPath: name)
  }
}
