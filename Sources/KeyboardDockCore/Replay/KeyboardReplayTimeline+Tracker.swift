import Foundation

extension KeyboardReplayTimeline {
  /// Replays `log` through a new ``KeyboardTracker`` on `screen`.
  ///
  /// Each event is given to ``KeyboardTracker/receive(_:)`` in file order. Its step reports the
  /// tracker's phase and mode at the event's time, the outcome and reason of the event's own
  /// record, the "did"s the tracker synthesised before it (records with outcome
  /// ``KeyboardTracker/Outcome/synthesised``), and the covered height of `view` once the
  /// event's animation has ended: at `event.time` plus the curve's real duration (for curve 7,
  /// the spring's settling time, whatever the posted duration). After the last event the tracker
  /// is settled at the end of its animation, and the "did"s it then synthesises form the
  /// ``epilogue``.
  ///
  /// ```swift
  /// let log = try KeyboardLogParser().parse(text)
  /// let screen = KeyboardReplayScreen.inferred(from: log.events)
  /// let timeline = KeyboardReplayTimeline(
  ///   replaying: log, screen: screen, view: .fullScreen(screen.size))
  /// print(timeline.text)
  /// ```
  ///
  /// - Parameters:
  ///   - log: The decoded notifications.
  ///   - screen: The screen the frames are in; the tracker is created with its bounds.
  ///   - view: The view whose covered height is reported.
  /// - Complexity: O(*n*) tracker inputs for *n* notifications.
  public init(replaying log: KeyboardLog, screen: KeyboardReplayScreen, view: ViewPlacement) {
    let tracker = KeyboardTracker(screenBounds: screen.bounds)
    var lastSettle: TimeInterval = 0
    self.init(log: log, screen: screen, view: view) { event in
      let first = tracker.records.count
      let outcome = tracker.receive(event)
      let received = tracker.records[first...]
      let own = received.last { $0.outcome != .synthesised }
      let synthesised = received.filter { $0.outcome == .synthesised }.map(Self.describe)
      let settle = event.time + event.curve.timingCurve.totalDuration(nominal: event.duration)
      lastSettle = max(lastSettle, settle)
      let state = tracker.state(at: event.time)
      return KeyboardReplayStep.Conclusion(
        phase: state.phase.rawValue, mode: state.mode.rawValue,
        coveredHeight: tracker.coveredHeight(of: view, at: max(settle, event.time)),
        outcome: outcome.rawValue, note: outcome == .accepted ? nil : own?.reason,
        synthesised: synthesised)
    } finish: {
      let first = tracker.records.count
      tracker.settle(at: lastSettle)
      return tracker.records[first...].filter { $0.outcome == .synthesised }.map(Self.describe)
    }
  }

  /// A synthesised "did" in words: `didShow at 0.645 s (reason)`.
  private static func describe(_ record: KeyboardTracker.Record) -> String {
    var name = "a notification"
    if case .notification(let event) = record.input {
      name = event.kind?.rawValue ?? "an unknown notification"
    }
    return "\(name) at \(KeyboardReplayFormat.fixed(record.time, decimals: 3)) s "
      + "(\(record.reason))"
  }
}
