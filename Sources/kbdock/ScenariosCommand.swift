import ArgumentParser
import Foundation
import KeyboardDockSimulator

/// `kbdock scenarios`: the built-in scenarios, one line each, or one scenario as JSON.
struct ScenariosCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenarios",
    abstract: "List the built-in scenarios, one line each.",
    discussion: "With --json NAME, prints that scenario as a JSON file to start your own from.")

  @Option(
    name: .customLong("json"),
    help: ArgumentHelp("Print this built-in scenario as JSON.", valueName: "name"))
  var json: String?

  func run() throws {
    guard let name = json else {
      print(DeviceListing.scenarios(), terminator: "")
      return
    }
    guard let scenario = BuiltInScenarios.scenario(named: name) else {
      throw CommandFailure(
        .usage,
        "no built-in scenario named '\(name)'; valid: "
          + BuiltInScenarios.all.map(\.name).joined(separator: ", "),
        hint: "`kbdock scenarios` lists them with a line each")
    }
    print(String(decoding: try scenario.jsonData(), as: UTF8.self))
  }
}
