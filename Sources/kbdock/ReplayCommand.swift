import ArgumentParser
import Foundation
import KeyboardDockCore

/// `kbdock replay FILE`: decodes the keyboard notifications of a pasted console log, feeds them
/// to a `KeyboardTracker`, and prints what the tracker concluded from each.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replays keyboard notifications pasted from the console through the tracker.",
    discussion: """
      FILE is console text holding keyboard notifications, as NSLog("%@", notification) or \
      print(notification) writes them: one per line or spread over lines, with or without log \
      prefixes, mixed with other log lines. Each notification is decoded, validated and given \
      to the tracker; the timeline shows the decoded frames, the tracker's phase and mode, the \
      height of the view the keyboard covers, and why an event was coalesced or refused.
      """
  )

  @Argument(help: "A text file of keyboard notifications pasted from the console.")
  var file: String

  @Option(
    help: ArgumentHelp(
      "The screen size in points, such as 375x667.",
      discussion: "Default: inferred from the keyboard frames, else 375x667; the output says which."
    ))
  var screen: String?

  @Option(
    help: ArgumentHelp(
      "The view whose covered height is reported: x,y,width,height in screen points.",
      discussion: "Default: the whole screen."))
  var view: String?

  @Flag(help: "Print one JSON object per notification, one per line, in file order.")
  var json = false

  func validate() throws {
    do {
      let given = try screen.map(KeyboardReplayScreen.init(parsing:))
      if let view {
        _ = try (given ?? KeyboardReplayScreen(size: KeyboardReplayScreen.defaultSize))
          .viewPlacement(parsing: view)
      }
    } catch let error as KeyboardReplayError {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    let text: String
    do {
      text = try String(contentsOfFile: file, encoding: .utf8)
    } catch {
      throw fail(
        "cannot read \(file) as UTF-8 text (\(error.localizedDescription))",
        hint: "pass the path of a text file, for example Examples/logs/iphone-show-hide-objc.log")
    }
    let log: KeyboardLog
    do {
      log = try KeyboardLogParser().parse(text)
    } catch let error as KeyboardLogError {
      let hint =
        error.code == .noNotification
        ? "paste notifications as NSLog(\"%@\", notification) or print(notification) prints them"
        : "fix or delete that notification and run again"
      throw fail("\(file): \(error)", hint: hint)
    }
    let replayScreen =
      try screen.map(KeyboardReplayScreen.init(parsing:))
      ?? KeyboardReplayScreen.inferred(from: log.events)
    let placement =
      try view.map(replayScreen.viewPlacement(parsing:)) ?? .fullScreen(replayScreen.size)
    let timeline = KeyboardReplayTimeline(replaying: log, screen: replayScreen, view: placement)
    if json {
      print(timeline.jsonLines.joined(separator: "\n"))
    } else {
      print("replay  \(file)")
      print(timeline.text)
    }
  }

  /// Prints `error: reason (hint: …)` on one line to standard error, and returns the exit code.
  private func fail(_ reason: String, hint: String) -> ExitCode {
    let line = "error: \(reason) (hint: \(hint))\n"
    FileHandle.standardError.write(Data(line.utf8))
    return ExitCode.failure
  }
}
