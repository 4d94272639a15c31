// kbdock: the command-line tool. It owns the commands (`simulate`, `replay`, `calibrate`,
// `verify`, `bench`, `devices`, `scenarios`), their options, and how a failure is reported (one
// `error:` line, one `hint:` line, an exit code by kind; `CommandFailure.swift`). It holds no
// keyboard logic: it imports Foundation, ArgumentParser (imported nowhere else),
// `KeyboardDockCore`, `KeyboardDockLayout`, `KeyboardDockSimulator`, `KeyboardDockBenchmarks` and
// the C `KbdockAllocationCounter`, and prints what they compute.

import ArgumentParser
import Foundation
import KeyboardDockCore

/// The `kbdock` command: replays keyboard logs, simulates the iOS keyboard, verifies layouts.
@main
struct Kbdock: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kbdock",
    abstract: "Keeps an input bar on the iOS keyboard, and proves it headlessly.",
    discussion: """
      Errors print as one `error:` line on standard error, then a `hint:` line. Exit codes: 0 \
      success; 1 a check found errors (verify); 64 a bad option or value; 65 a bad input file; \
      70 a bug in kbdock; 74 a file or directory that cannot be read or written.
      """,
    version: KeyboardDockVersion.current.description,
    subcommands: [
      SimulateCommand.self, DevicesCommand.self, FactsCommand.self, ScenariosCommand.self,
      ReplayCommand.self,
      CalibrateCommand.self, VerifyCommand.self, BenchCommand.self,
    ]
  )

  /// Parses and runs the command, reporting every failure in one shape (``CommandFailure``):
  /// ArgumentParser's own errors too, which it would print as `Error:` and a usage block.
  static func main() {
    HeapTuning.apply()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let names = configuration.subcommands.map { $0._commandName }
    // ArgumentParser answers `kbdock help NAME` for an unknown NAME with the general help, exit 0.
    if arguments.first == "help", let name = arguments.dropFirst().first, !names.contains(name) {
      CommandFailure(
        .usage, "no command named '\(name)'; commands: \(names.joined(separator: ", "))",
        hint: "`kbdock --help` lists the commands"
      ).exit()
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let failure as CommandFailure {
      failure.exit()
    } catch let code as ExitCode {
      Foundation.exit(code.rawValue)
    } catch {
      let code = exitCode(for: error)
      guard code != .success else { exit(withError: error) }
      usageFailure(message(for: error), code: code, arguments: arguments).exit()
    }
  }

  /// ArgumentParser's message as a ``CommandFailure``: its first line, starting lower-case, and
  /// a hint naming the subcommand's help.
  static func usageFailure(_ message: String, code: ExitCode, arguments: [String])
    -> CommandFailure
  {
    let lines = message.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    var reason = lines.first ?? "the command line could not be read"
    if let first = reason.first, first.isUppercase, reason.dropFirst().first?.isLowercase == true {
      reason = first.lowercased() + reason.dropFirst()
    }
    if reason.hasPrefix("error: ") { reason.removeFirst("error: ".count) }
    let names = configuration.subcommands.map { $0._commandName }
    let help = ["kbdock"] + arguments.prefix(1).filter(names.contains) + ["--help"]
    let kind: CommandFailure.Kind = code == .validationFailure ? .usage : .internalError
    return CommandFailure(kind, reason, hint: "`\(help.joined(separator: " "))` lists the options")
  }
}
