import ArgumentParser
import Foundation
import KeyboardDockCore
import KeyboardDockLayout
import KeyboardDockSimulator

/// `kbdock verify`: checks a layout file in every keyboard configuration of a set of devices.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract:
      "Verify a layout in every keyboard configuration: docked, floating, split, Split View.",
    discussion: """
      Sweeps hidden, docked, hardware-bar, undocked and split keyboards and a floating keyboard \
      on an N×N grid, in full screen and Split View (1/3, 1/2, 2/3, app left and right), in \
      both orientations. Reports conflicting required constraints, ambiguous items, views off \
      screen and items squeezed below their minimum size, with the tracked constraints active \
      there. Exits 1 when any configuration fails, 64 for a bad option, 65 for a layout file \
      that is not valid, 74 for one that cannot be read.
      """)

  @Argument(help: "The layout file (JSON), such as Examples/layouts/adaptive-toolbar.json.")
  var layout: String

  @Option(
    name: .customLong("device"),
    help: "A device name from `kbdock devices` (repeat). Default: every device.")
  var devices: [String] = []

  @Option(
    name: .customLong("grid"), parsing: .unconditional,
    help: "Keyboard positions per axis, a whole number from 1 to 50.")
  var gridText = "5"

  @Option(
    name: .customLong("layout-direction"),
    help: "leftToRight, rightToLeft, or both (default: the file's layoutDirection).")
  var layoutDirection: String?

  @Flag(name: .customLong("json"), help: "Print the report as JSON instead of text.")
  var json = false

  /// `--grid` as a number, or a usage failure naming the value and the valid range.
  func grid() throws(CommandFailure) -> Int {
    guard let grid = Int(gridText), (1...50).contains(grid) else {
      throw CommandFailure(
        .usage, "--grid '\(gridText)' is not a whole number from 1 to 50",
        hint: "pass --grid 5 for a 5×5 grid of floating-keyboard positions")
    }
    return grid
  }

  /// The directions `--layout-direction` asks for, or `nil` for the file's.
  func requestedDirections() throws(CommandFailure) -> [LayoutDirection]? {
    guard let layoutDirection else { return nil }
    if layoutDirection == "both" { return LayoutDirection.allCases }
    guard let direction = LayoutDirection(rawValue: layoutDirection) else {
      throw CommandFailure(
        .usage,
        "--layout-direction '\(layoutDirection)' is not a direction; valid: "
          + LayoutDirection.validNames + ", both",
        hint: "pass --layout-direction both to verify both")
    }
    return [direction]
  }

  func run() throws {
    let grid = try grid()
    let requested = try requestedDirections()
    let selected = try selectDevices().map(VerificationDevice.init)
    let description = try readLayout()
    let directions = requested ?? [description.layoutDirection]
    let clock = ContinuousClock()
    let started = clock.now
    var results: [ConfigurationResult] = []
    for direction in directions {
      var verifier: LayoutVerifier
      do {
        verifier = try LayoutVerifier(description.withLayoutDirection(direction))
      } catch {
        throw CommandFailure(
          .badInput, "\(layout): \(error)", hint: "fix the layout file and run again")
      }
      let configurations = verifier.configurations(devices: selected, grid: grid)
      let progress = Progress(total: configurations.count)
      for (index, configuration) in configurations.enumerated() {
        progress.show(index, configurations.count, "\(configuration)")
        results.append(verifier.check(configuration))
      }
      progress.clear()
    }
    let report = VerificationReport(layout: description.name, grid: grid, results: results)
    let elapsed = (clock.now - started).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    if json {
      print(report.json())
    } else {
      print(report.text(), terminator: "")
      let rate = seconds > 0 ? Int(Double(report.results.count) / seconds) : 0
      print(
        "\(report.results.count) configurations on \(selected.count) device(s) in "
          + String(format: "%.3f", seconds) + " s (\(rate) configurations/s)")
    }
    if !report.passed {
      fflush(nil)
      let failing = report.results.filter(\.isFailure).count
      throw CommandFailure(
        .checkFailed,
        "the layout fails in \(failing) of \(report.results.count) configurations",
        hint: "the report above names each failing configuration and why")
    }
  }

  /// The layout file, read and decoded; errors name the file and the path inside it.
  private func readLayout() throws -> LayoutDescription {
    let url = URL(fileURLWithPath: layout)
    let data = try FileAccess.read(
      layout, what: "layout file",
      hint: "pass a layout file such as Examples/layouts/adaptive-toolbar.json")
    do {
      return try LayoutDescription(
        layoutFile: data, name: url.deletingPathExtension().lastPathComponent)
    } catch {
      throw CommandFailure(
        .badInput, "\(layout): \(error)",
        hint: "the format is in docs/verify.md")
    }
  }

  /// The devices named with `--device`, or every device of the catalogue.
  private func selectDevices() throws -> [Device] {
    guard !devices.isEmpty else { return DeviceCatalogue.all }
    return try devices.map { name in
      guard let device = DeviceCatalogue.device(named: name) else {
        throw CommandFailure(
          .usage,
          "unknown device '\(name)'; valid: "
            + DeviceCatalogue.all.map(\.id).joined(separator: ", "),
          hint: "`kbdock devices` describes them")
      }
      return device
    }
  }
}
