import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

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
  /// Rotation: notifications never carry the screen's size, so the replay infers a rotation
  /// from the frames. When an event's end frame fits the screen turned a quarter and not the
  /// current one (``KeyboardReplayScreen/fits(_:)``: at x = 0, as wide as that screen, on or
  /// below its bottom edge), the screen turned before it: the tracker gets
  /// ``KeyboardTracker/updateScreenBounds(_:at:)`` at the event's time, before the event, and
  /// the step's ``KeyboardReplayStep/Conclusion/rotation`` says why. A rotation burst's first
  /// hide usually ends at the old screen's hidden frame (DESIGN.md §5), which still fits the old
  /// screen, so the turn comes with the first frame of the new orientation. The view turns with
  /// the screen: it keeps its distances to the screen's four edges and its safe-area insets (a
  /// view pinned to its window's edges, as an app's root view is); when those distances leave
  /// no room on the turned screen, it keeps its frame.
  ///
  /// ```swift
  /// let log = try KeyboardLogParser().parse(text)
  /// let phones = [CGSize(width: 375, height: 667), CGSize(width: 375, height: 812)]
  /// let screen = KeyboardReplayScreen.inferred(
  ///   from: log.events, among: phones, assuming: phones[0])
  /// let timeline = try KeyboardReplayTimeline(
  ///   replaying: log, screen: screen, view: .fullScreen(screen.size))
  /// print(timeline.text)
  /// ```
  ///
  /// - Parameters:
  ///   - log: The decoded notifications.
  ///   - screen: The screen the frames are in when the log starts; the tracker is created with
  ///     its bounds, so each side must be from 100 to 1,000,000 points, as
  ///     ``KeyboardReplayScreen/init(parsing:)`` checks and every known screen is.
  ///   - view: The view whose covered height is reported, on `screen`.
  /// - Throws: ``KeyboardReplayError`` with code ``KeyboardReplayError/Code/invalidScreen`` and
  ///   the screen's size when a tracker cannot be made for it.
  /// - Complexity: O(*n*) tracker inputs for *n* notifications.
  public init(
    replaying log: KeyboardLog, screen: KeyboardReplayScreen, view: ViewPlacement
  ) throws(KeyboardReplayError) {
    let tracker: KeyboardTracker
    do {
      tracker = try KeyboardTracker(screenBounds: screen.bounds)
    } catch {
      throw KeyboardReplayError(.invalidScreen, value: KeyboardReplayFormat.size(screen.size))
    }
    var lastSettle: TimeInterval = 0
    var current = (screen: screen, view: view)
    self.init(log: log, screen: screen, view: view) { event in
      let first = tracker.records.count
      var rotation: String?
      let turned = current.screen.rotated
      if !current.screen.fits(event.endFrame), turned.fits(event.endFrame),
        tracker.updateScreenBounds(turned.bounds, at: event.time) == .accepted
      {
        current = (
          turned, Self.view(current.view, turnedFrom: current.screen.size, to: turned.size)
        )
        rotation =
          "the screen turned to \(KeyboardReplayFormat.size(turned.size)): the end frame "
          + "\(KeyboardReplayFormat.rect(event.endFrame)) is as wide as that screen and sits at "
          + "its bottom edge"
      }
      let outcome = tracker.receive(event)
      let received = tracker.records[first...]
      let own = received.last { $0.outcome != .synthesised }
      let synthesised = received.filter { $0.outcome == .synthesised }.map(Self.describe)
      let settle = event.time + event.curve.timingCurve.totalDuration(nominal: event.duration)
      lastSettle = max(lastSettle, settle)
      let state = tracker.state(at: event.time)
      return KeyboardReplayStep.Conclusion(
        phase: state.phase.rawValue, mode: state.mode.rawValue,
        coveredHeight: tracker.coveredHeight(of: current.view, at: max(settle, event.time)),
        outcome: outcome.rawValue, note: outcome == .accepted ? nil : own?.reason,
        synthesised: synthesised, screen: current.screen.size, rotation: rotation)
    } finish: {
      let first = tracker.records.count
      tracker.settle(at: lastSettle)
      return tracker.records[first...].filter { $0.outcome == .synthesised }.map(Self.describe)
    }
  }

  /// A view on a screen that turned from `old` to `new`: the same distances to the screen's
  /// four edges and the same safe-area insets, or the same frame when those distances leave no
  /// room.
  static func view(_ view: ViewPlacement, turnedFrom old: CGSize, to new: CGSize)
    -> ViewPlacement
  {
    let frame = view.frameInScreen
    let size = CGSize(
      width: new.width - frame.minX - (old.width - frame.maxX),
      height: new.height - frame.minY - (old.height - frame.maxY))
    guard size.width > 0, size.height > 0 else { return view }
    let screen = CGRect(origin: .zero, size: new)
    return ViewPlacement(
      windowFrame: screen, viewFrame: CGRect(origin: frame.origin, size: size),
      safeAreaInsets: view.safeAreaInsets)
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
