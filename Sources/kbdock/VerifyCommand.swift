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

  @Flag(name: .customLong("json"), help: "Print the report as JSON instead of text.")
  var json = false

  func validate() throws {
    guard (1...50).contains(grid) else {
      throw ValidationError("--grid \(grid) is out of range; valid: 1 to 50 positions per axis")
    }
  }

  func run() throws {
    let description = try readLayout()
    let selected = try selectDevices()
    var verifier: LayoutVerifier
    do {
      verifier = try LayoutVerifier(description)
    } catch {
      throw ValidationError("\(layout): \(error)")
    }
    let clock = ContinuousClock()
    let started = clock.now
    let report = verifier.verify(devices: selected.map(VerificationDevice.init), grid: grid)
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
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ValidationError(
        "cannot read '\(layout)'\nhint: pass a layout file such as "
          + "Examples/layouts/adaptive-toolbar.json")
    }
    do {
      return try LayoutDescription(
        layoutFile: data, name: url.deletingPathExtension().lastPathComponent)
    } catch {
      throw ValidationError("\(layout): \(error)")
    }
  }

  /// The devices named with `--device`, or every device of the catalogue.
  private func selectDevices() throws -> [Device] {
    guard !devices.isEmpty else { return DeviceCatalogue.all }
    return try devices.map { name in
      guard let device = DeviceCatalogue.device(named: name) else {
        throw ValidationError(
          "unknown device '\(name)'; valid: "
            + DeviceCatalogue.all.map(\.id).joined(separator: ", "))
      }
      return device
    }
  }
}
