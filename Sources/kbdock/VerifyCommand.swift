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
      there. Exits 1 when any configuration fails.
      """)

  @Argument(help: "The layout file (JSON), such as Examples/layouts/adaptive-toolbar.json.")
  var layout: String

  @Option(name: .customLong("device"), help: "A device name from `kbdock devices` (repeat).")
  var devices: [String] = []

  @Option(name: .customLong("grid"), help: "Keyboard positions per axis (1–50).")
  var grid = 5

  @Option(
    name: .customLong("layout-direction"),
    help: "leftToRight, rightToLeft, or both (default: the file's layoutDirection).")
  var layoutDirection: String?

  @Flag(name: .customLong("json"), help: "Print the report as JSON instead of text.")
  var json = false

  func validate() throws {
    guard (1...50).contains(grid) else {
      throw ValidationError("--grid \(grid) is out of range; valid: 1 to 50 positions per axis")
    }
    if let layoutDirection, layoutDirection != "both",
      LayoutDirection(rawValue: layoutDirection) == nil
    {
      throw ValidationError(
        "--layout-direction '\(layoutDirection)' is not a direction; valid: "
          + LayoutDirection.validNames + ", both")
    }
  }

  func run() throws {
    let description = try readLayout()
    let selected = try selectDevices().map(VerificationDevice.init)
    let directions: [LayoutDirection] =
      switch layoutDirection {
      case "both": LayoutDirection.allCases
      case let name?: LayoutDirection(rawValue: name).map { [$0] } ?? []
      case nil: [description.layoutDirection]
      }
    let clock = ContinuousClock()
    let started = clock.now
    var results: [ConfigurationResult] = []
    for direction in directions {
      var verifier: LayoutVerifier
      do {
        verifier = try LayoutVerifier(description.withLayoutDirection(direction))
      } catch {
        throw Self.failure("\(layout): \(error)", hint: "fix the layout file and run again")
      }
      results += verifier.verify(devices: selected, grid: grid).results
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
    if !report.passed { throw ExitCode(1) }
  }

  /// The layout file, read and decoded; errors name the file and the path inside it.
  private func readLayout() throws -> LayoutDescription {
    let url = URL(fileURLWithPath: layout)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw Self.failure(
        "cannot read '\(layout)': no such file or not readable",
        hint: "pass a layout file such as Examples/layouts/adaptive-toolbar.json")
    }
    do {
      return try LayoutDescription(
        layoutFile: data, name: url.deletingPathExtension().lastPathComponent)
    } catch {
      throw Self.failure(
        "\(layout): \(error)", hint: "the format is in README.md, \"kbdock verify\"")
    }
  }

  /// The devices named with `--device`, or every device of the catalogue.
  private func selectDevices() throws -> [Device] {
    guard !devices.isEmpty else { return DeviceCatalogue.all }
    return try devices.map { name in
      guard let device = DeviceCatalogue.device(named: name) else {
        throw Self.failure(
          "unknown device '\(name)'; valid: "
            + DeviceCatalogue.all.map(\.id).joined(separator: ", "),
          hint: "`kbdock devices` describes them")
      }
      return device
    }
  }

  /// Prints a one-line reason and a hint to standard error; the command then exits with 2.
  private static func failure(_ reason: String, hint: String) -> ExitCode {
    FileHandle.standardError.write(Data("kbdock verify: \(reason)\nhint: \(hint)\n".utf8))
    return ExitCode(2)
  }
}
