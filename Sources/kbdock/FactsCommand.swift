import ArgumentParser
import Foundation
import KeyboardDockSimulator

/// `kbdock facts`: every behaviour of iOS the simulated iOS assumes, graded by its source.
struct FactsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "facts",
    abstract: "List what the simulated iOS assumes, each fact graded by its public source.",
    discussion: """
      Grades: measured (device numbers in a public source), documented (Apple's documentation \
      or headers), reported (a public issue, pull request or post), estimated (ours). Facts \
      graded reported or estimated name the `kbdock simulate --variant` runs that replace them.
      """)

  @Flag(name: .customLong("json"), help: "Print {\"facts\": [...]} as JSON.")
  var json = false

  func run() throws {
    if json {
      let data = try FactListing.json()
      FileHandle.standardOutput.write(data)
      print()
    } else {
      print(FactListing.text(), terminator: "")
    }
  }
}
