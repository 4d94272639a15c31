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
      strategy, prints a row per scenario × strategy and writes kbdock-report/index.html.
      """)

  @Option(name: .customLong("scenario"), help: "A built-in scenario name or a JSON file (repeat).")
  var scenarios: [String] = []

  @Option(name: .customLong("device"), help: "A device name from `kbdock devices` (repeat).")
  var devices: [String] = []

  @Option(
    name: .customLong("strategy"),
    help: ArgumentHelp(
      "A strategy name (repeat): "
        + StrategyRegistry.builtIn.map(\.name).joined(separator: ", ") + "."))
  var strategies: [String] = []

  @Option(name: .customLong("fps"), help: "Display frames per second: 60 or 120 (repeat).")
  var frameRates: [Int] = []

  @Option(
    name: .customLong("ios"),
    help: ArgumentHelp(
      "A simulated iOS version (repeat): "
        + IOSProfile.all.map(\.version).joined(separator: ", ") + ". Default: all."))
  var iosVersions: [String] = []

  @Option(name: .customLong("report"), help: "Where to write the HTML report.")
  var reportDirectory = "kbdock-report"

  @Flag(name: .customLong("json"), help: "Print one JSON object instead of the table.")
  var json = false

  func run() throws {
    let suite: SimulationSuite
    do {
      suite = try SimulationSuite.select(
        scenarios: scenarios, devices: devices, strategies: strategies, frameRates: frameRates,
        ios: iosVersions)
    } catch let error as SimulationError {
      throw fail("\(error)", hint: Self.hint(for: error))
    }
    let clock = ContinuousClock()
    let started = clock.now
    var lastShown = -1
    let result: SuiteResult
    do {
      result = try suite.run { done, total, label in
        let percent = total > 0 ? done * 100 / total : 100
        guard percent != lastShown else { return }
        lastShown = percent
        let line = "\r[\(done)/\(total)] \(label)"
        FileHandle.standardError.write(
          Data((line.padding(toLength: 78, withPad: " ", startingAt: 0)).utf8))
      }
    } catch let error as SimulationError {
      throw fail("\(error)", hint: Self.hint(for: error))
    }
    FileHandle.standardError.write(
      Data("\r".utf8) + Data(String(repeating: " ", count: 78).utf8) + Data("\r".utf8))
    let elapsed = clock.now - started
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let html = HTMLReport.render(
      result, scenarios: suite.scenarios, strategies: suite.strategies, seconds: seconds)
    let reportPath: String
    do {
      reportPath = try HTMLReport.write(html, to: reportDirectory)
    } catch {
      throw fail(
        "cannot write the report in \(reportDirectory): \(error.localizedDescription)",
        hint: "pass --report with a writable directory")
    }
    if json {
      let data = try JSONReport.render(result, seconds: seconds)
      print(String(decoding: data, as: UTF8.self))
    } else {
      print(SummaryTable.render(result.results), terminator: "")
      print()
      print(SummaryTable.totals(result.results), terminator: "")
      let perSecond = seconds > 0 ? Int(Double(result.frames) / seconds) : 0
      print(
        "\(result.frames) frames (× \(suite.strategies.count) strategies) in \(result.runs) runs,"
          + " \(String(format: "%.2f", seconds)) s: \(perSecond) frames simulated per second")
      print("report: \(reportPath)")
    }
  }

  /// What to try next after a selection error.
  static func hint(for error: SimulationError) -> String {
    switch error {
    case .invalidScenarioFile, .unreadableFile:
      "`kbdock scenarios --json show-hide` prints a valid scenario file to start from"
    case .unknownScenario: "`kbdock scenarios` lists the built-in scenarios"
    case .unknownDevice, .noApplicableDevice: "`kbdock devices` lists the devices"
    case .unknownStrategy: "strategies are listed in `kbdock simulate --help`"
    case .unsupportedFrameRate: "pass --fps 60 or --fps 120"
    case .unknownIOSVersion: "pass one of the versions listed, such as --ios 26.2"
    case .invalidInputBar: "use a \"bar-lines\" value from 1 to 20"
    case .undecodableNotification, .runDidNotSettle:
      "please report it with the scenario that caused it"
    case .stepFailed:
      "change the step's time or the steps before it so the keyboard is in a state that allows it"
    }
  }

  /// Prints `error: reason (hint: …)` on one line to standard error, and returns the exit code.
  private func fail(_ reason: String, hint: String) -> ExitCode {
    FileHandle.standardError.write(Data("error: \(reason) (hint: \(hint))\n".utf8))
    return ExitCode.failure
  }
}
