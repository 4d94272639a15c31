import ArgumentParser
import Foundation
import KeyboardDockCore
import KeyboardDockSimulator

/// `kbdock replay FILE`: decodes the keyboard notifications of a pasted console log, feeds them
/// to a `KeyboardTracker`, and prints what the tracker concluded from each.
///
/// `kbdock replay --trace FILE`: feeds a recorded keyboard trace's inputs to the strategies that
/// can consume them and measures each bar against the recorded visible keyboard, per display
/// frame.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract:
      "Replay keyboard notifications pasted from the console, or a keyboard trace, through the "
      + "tracker.",
    discussion: """
      FILE is console text holding keyboard notifications, as NSLog("%@", notification) or \
      print(notification) writes them: one per line or spread over lines, with or without log \
      prefixes, mixed with other log lines. Each notification is decoded, validated and given \
      to the tracker; the timeline shows the decoded frames, the tracker's phase and mode, the \
      height of the view the keyboard covers, and why an event was coalesced or refused. A \
      log that spans a rotation is replayed on the screen turned a quarter from the first \
      keyboard frame that fits it (a ⟳ line says so).

      With --trace FILE, FILE is a keyboard trace (docs/trace-format.md), recorded on a device \
      by KeyboardTraceRecorder or made from a model of iOS. Its recorded inputs (notifications' \
      userInfo, KVO keyboard frames, geometry changes) are fed to the keyboard tracker and to \
      notification-driven animation, and each bar, the app's recorded one included, is measured \
      against the recorded visible keyboard at every display frame: max gap, max overlap, \
      frames in error.
      """
  )

  @Argument(help: "A text file of keyboard notifications pasted from the console.")
  var file: String?

  @Option(
    name: .customLong("trace"),
    help: ArgumentHelp(
      "A keyboard trace (JSON) to replay through the strategies instead of a console log.",
      valueName: "file"))
  var trace: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The screen size in points, such as 375x667.",
      discussion: "Default: inferred from the keyboard frames, else 375x667; the output says which."
    ))
  var screen: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The view whose covered height is reported: x,y,width,height in screen points.",
      discussion: "Default: the whole screen. After a rotation it keeps its distances to the "
        + "screen's edges."))
  var view: String?

  @Option(
    name: .customLong("safe-area"), parsing: .unconditional,
    help: ArgumentHelp(
      "The view's safe-area insets: top,left,bottom,right in points, such as 0,0,83,0.",
      discussion: "What the view counts as covered when the keyboard is hidden or floating: "
        + "its bottom inset (a tab bar and the home indicator are part of it). "
        + "Default: none."))
  var safeArea: String?

  @Flag(help: "Print one JSON object per notification, one per line, in file order.")
  var json = false

  /// Checks that a console log or a trace is given, not both, and that the log-only options go
  /// with a log; the values themselves are checked when the command runs.
  func validate() throws {
    switch (file, trace) {
    case (nil, nil):
      throw ValidationError(
        "give a console log FILE, or --trace FILE for a keyboard trace; for example "
          + "Examples/logs/iphone-show-hide-objc.log")
    case (.some(let log), .some(let trace)):
      throw ValidationError(
        "give either a console log ('\(log)') or --trace ('\(trace)'), not both")
    case (nil, .some):
      let given = [("--screen", screen), ("--view", view), ("--safe-area", safeArea)]
        .filter { $0.1 != nil }.map(\.0)
      if !given.isEmpty {
        throw ValidationError(
          "\(given.joined(separator: ", ")) applies to a console log only; a trace records its "
            + "screen, view and safe area")
      }
    case (.some, nil):
      break
    }
  }

  func run() throws {
    if let trace {
      try TraceReplay(path: trace, json: json).run()
      return
    }
    guard let file else { return }
    let requestedScreen: KeyboardReplayScreen?
    do {
      requestedScreen = try screen.map(KeyboardReplayScreen.init(parsing:))
    } catch let error as KeyboardReplayError {
      throw CommandFailure(.usage, error.description, hint: "pass --screen WxH, such as 375x667")
    }
    let hint = "pass the path of a text file, for example Examples/logs/iphone-show-hide-objc.log"
    let data = try FileAccess.read(file, what: "log", hint: hint)
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure(.badInput, "the log \(file) is not UTF-8 text", hint: hint)
    }
    guard !text.allSatisfy(\.isWhitespace) else {
      throw CommandFailure(
        .badInput, "the log \(file) is empty" + (text.isEmpty ? "" : " (only whitespace)"),
        hint:
          "paste notifications as NSLog(\"%@\", notification) or print(notification) prints them")
    }
    let log: KeyboardLog
    do {
      log = try KeyboardLogParser().parse(text)
    } catch let error as KeyboardLogError {
      let hint =
        error.code == .noNotification
        ? "paste notifications as NSLog(\"%@\", notification) or print(notification) prints them"
        : "fix or delete that notification and run again"
      throw CommandFailure(.badInput, "\(file): \(error)", hint: hint)
    }
    let replayScreen =
      requestedScreen
      ?? KeyboardReplayScreen.inferred(
        from: log.events, among: DeviceCatalogue.all.map(\.portraitSize),
        assuming: Self.assumedScreenSize)
    let placement: ViewPlacement
    do {
      placement = try replayScreen.viewPlacement(parsing: view, safeArea: safeArea)
    } catch let error as KeyboardReplayError {
      let size = "\(Int(replayScreen.size.width))x\(Int(replayScreen.size.height))"
      let hint: String
      switch error.code {
      case .invalidSafeArea, .safeAreaLargerThanView:
        hint = "--safe-area is top,left,bottom,right in points, as UIView.safeAreaInsets"
      case .invalidScreen, .invalidView, .viewOutsideScreen:
        hint = "the replay's screen is \(size); if that is wrong, set it with --screen WxH"
      }
      throw CommandFailure(.usage, "\(error)", hint: hint)
    }
    let timeline: KeyboardReplayTimeline
    do {
      timeline = try KeyboardReplayTimeline(replaying: log, screen: replayScreen, view: placement)
    } catch {
      throw CommandFailure(
        screen == nil ? .badInput : .usage, "\(error)",
        hint: "set the replay's screen with --screen WxH, for example 375x667")
    }
    if json {
      print(timeline.jsonLines.joined(separator: "\n"))
    } else {
      print("replay  \(file)")
      print(timeline.text)
    }
  }

  /// The screen assumed when no keyboard frame of the log fits a catalogue device: the first
  /// device of the catalogue, the 375×667 iPhone SE (the `--screen` help names it).
  static var assumedScreenSize: CGSize { DeviceCatalogue.all[0].portraitSize }
}
