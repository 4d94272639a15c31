import ArgumentParser
import KeyboardDockSimulator

/// `kbdock devices`: the built-in devices, one line each.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the simulated devices, one line each.")

  @Flag(name: .customLong("estimates"), help: "Also list every estimated value and its reason.")
  var estimates = false

  func run() {
    print(DeviceListing.devices(), terminator: "")
    if estimates {
      print()
      print(DeviceListing.estimates(), terminator: "")
    }
  }
}
