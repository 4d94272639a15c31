import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A replayed keyboard log: every notification, what a tracker concluded from it, and how the
/// replay was set up, ready to print as a table or as JSON lines.
///
/// The timeline does not decide anything itself: `conclude` is called once per event, in file
/// order, and is where a tracker (or anything else that answers phase, mode and covered height)
/// receives the event; `finish` is called once at the end and returns what happened after the
/// last event (the "did"s a tracker synthesised because they never came).
///
/// ```swift
/// let log = try KeyboardLogParser().parse(text)
/// let phones = [CGSize(width: 375, height: 667), CGSize(width: 375, height: 812)]
/// let screen = KeyboardReplayScreen.inferred(
///   from: log.events, among: phones, assuming: phones[0])
/// let timeline = KeyboardReplayTimeline(
///   log: log, screen: screen, view: .fullScreen(screen.size)
/// ) { event in
///   KeyboardReplayStep.Conclusion(phase: "visible", mode: "docked", coveredHeight: 260)
/// }
/// print(timeline.text)
/// ```
public struct KeyboardReplayTimeline: Sendable, Hashable {
  /// The screen the frames are in when the log starts (after a rotation, each step's
  /// ``KeyboardReplayStep/Conclusion/screen`` says which).
  public var screen: KeyboardReplayScreen
  /// The view whose covered height is reported, on ``screen``.
  public var view: ViewPlacement
  /// Where the events' times came from.
  public var timing: KeyboardLog.Timing
  /// One step per notification, in file order.
  public var steps: [KeyboardReplayStep]
  /// What happened after the last notification, in words (synthesised "did"s).
  public var epilogue: [String]

  /// Replays `log`, asking `conclude` about each event in file order.
  ///
  /// - Parameters:
  ///   - log: The decoded notifications.
  ///   - screen: The screen the frames are in.
  ///   - view: The view whose covered height `conclude` reports.
  ///   - conclude: Receives each event and returns what was concluded from it; a conclusion
  ///     that names no ``KeyboardReplayStep/Conclusion/screen`` gets `screen`'s size.
  ///   - finish: Called after the last event; returns what happened after it, in words.
  /// - Complexity: O(*n*) calls of `conclude` for *n* notifications.
  public init(
    log: KeyboardLog, screen: KeyboardReplayScreen, view: ViewPlacement,
    conclude: (KeyboardEvent) -> KeyboardReplayStep.Conclusion,
    finish: () -> [String] = { [] }
  ) {
    self.screen = screen
    self.view = view
    self.timing = log.timing
    self.steps = log.entries.map { entry in
      var conclusion = conclude(entry.event)
      if conclusion.screen == nil { conclusion.screen = screen.size }
      return KeyboardReplayStep(line: entry.line, event: entry.event, conclusion: conclusion)
    }
    self.epilogue = finish()
  }

  /// One JSON object per notification, in file order (see ``KeyboardReplayStep/jsonLine``).
  ///
  /// - Complexity: O(*n*) in the number of steps.
  public var jsonLines: [String] { steps.map(\.jsonLine) }

  /// The header: screen (and whether it turns), view (and its safe area), where times come
  /// from, what "covered" means.
  public var header: [String] {
    typealias Format = KeyboardReplayFormat
    let isWholeScreen = view.frameInScreen == screen.bounds
    var viewText =
      Format.rect(view.frameInScreen)
      + (isWholeScreen ? " (the whole screen)" : " in screen coordinates")
    let insets = view.safeAreaInsets
    if insets != .zero {
      viewText +=
        ", safe area top \(Format.number(insets.top)), left \(Format.number(insets.left)), "
        + "bottom \(Format.number(insets.bottom)), right \(Format.number(insets.right))"
    }
    return [
      "screen   \(screen)"
        + (steps.contains { $0.conclusion.rotation != nil } ? "; turned where ⟳ says" : ""),
      "view     \(viewText)",
      "times    \(timing)",
      "covered  height of the view the keyboard covers once the notification's animation ends "
        + "(its bottom safe-area inset when the keyboard is hidden or floating)",
    ]
  }

  /// The timeline as a table: one row per notification, an indented `↳` line under each
  /// coalesced or refused one with the reason, an indented `+` line for each "did" the
  /// tracker synthesised (before the row of the event that revealed it, or at the end), and an
  /// indented `⟳` line, after those, before the row of an event the screen turned for.
  ///
  /// - Complexity: O(*n*) in the number of steps.
  public var table: [String] {
    typealias Format = KeyboardReplayFormat
    let titles = [
      "time", "line", "event", "begin", "end", "duration", "curve", "local", "phase", "mode",
      "covered",
    ]
    let rightAligned: Set<Int> = [0, 1, 10]
    let rows: [[String]] = steps.map { step in
      let event = step.event
      return [
        Format.fixed(event.time, decimals: 3), String(step.line),
        event.kind?.rawValue ?? "unknown", event.beginFrame.map(Format.rect) ?? "-",
        Format.rect(event.endFrame), Format.number(event.duration), Self.curveText(event.curve),
        event.isLocal.map { $0 ? "yes" : "no" } ?? "-", step.conclusion.phase,
        step.conclusion.mode, Format.number(step.conclusion.coveredHeight),
      ]
    }
    let widths = titles.indices.map { column in
      ([titles] + rows).map { $0[column].count }.max() ?? 0
    }
    func render(_ cells: [String]) -> String {
      Format.trimmedTrailing(
        cells.indices.map { Format.padded(cells[$0], widths[$0], right: rightAligned.contains($0)) }
          .joined(separator: "  "))
    }
    let noteIndent = String(repeating: " ", count: widths[0] + widths[1] + 4)
    var lines = [render(titles)]
    for (step, row) in zip(steps, rows) {
      for synthesised in step.conclusion.synthesised {
        lines.append(noteIndent + "+ " + synthesised)
      }
      if let rotation = step.conclusion.rotation { lines.append(noteIndent + "⟳ " + rotation) }
      lines.append(render(row))
      if let note = step.conclusion.note { lines.append(noteIndent + "↳ " + note) }
    }
    lines += epilogue.map { noteIndent + "+ " + $0 }
    return lines
  }

  /// A curve as the table shows it: its name, and for a raw value UIKit does not use, the
  /// documented fallback it is animated with (`unknown(9) as easeInOut`).
  static func curveText(_ curve: KeyboardAnimationCurve) -> String {
    curve.isKnown ? curve.description : "\(curve) as \(KeyboardAnimationCurve.fallback)"
  }

  /// The last line: how many notifications, what the tracker did with them (accepted, then
  /// coalesced, then refused, then any other outcome), how many "did"s it synthesised, and how
  /// many times the screen turned.
  ///
  /// ```
  /// 12 notifications: 9 accepted, 3 coalesced; 1 "did" notification synthesised by the tracker
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of steps.
  public var summary: String {
    var outcomes: [(String, Int)] = ["accepted", "coalesced", "refused"].map { ($0, 0) }
    for outcome in steps.map(\.conclusion.outcome) {
      if let index = outcomes.firstIndex(where: { $0.0 == outcome }) {
        outcomes[index].1 += 1
      } else {
        outcomes.append((outcome, 1))
      }
    }
    let synthesised = steps.map(\.conclusion.synthesised.count).reduce(epilogue.count, +)
    let rotations = steps.filter { $0.conclusion.rotation != nil }.count
    var text =
      "\(steps.count) notification\(steps.count == 1 ? "" : "s"): "
      + outcomes.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
    if synthesised > 0 {
      text +=
        "; \(synthesised) \"did\" notification\(synthesised == 1 ? "" : "s") synthesised "
        + "by the tracker"
    }
    if rotations > 0 {
      let times = [1: "once", 2: "twice"][rotations] ?? "\(rotations) times"
      text += "; the screen turned \(times)"
    }
    return text
  }

  /// The whole timeline as text: header, a blank line, the table, a blank line, the summary.
  public var text: String {
    (header + [""] + table + ["", summary]).joined(separator: "\n")
  }
}
