import ArgumentParser
import KeyboardDockCore

/// The `kbdock` command: replays keyboard logs, simulates the iOS keyboard, verifies layouts.
@main
struct Kbdock: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kbdock",
    abstract: "Keeps an input bar on the iOS keyboard, and proves it headlessly.",
    version: KeyboardDockVersion.current.description,
    subcommands: [
      SimulateCommand.self, DevicesCommand.self, ScenariosCommand.self, ReplayCommand.self,
      VerifyCommand.self, BenchCommand.self,
    ]
  )
}
