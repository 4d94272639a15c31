import Foundation

/// One replayed notification: the event as decoded, and what the tracker concluded from it.
public struct KeyboardReplayStep: Sendable, Hashable {
  /// What the tracker concluded from one event.
  public struct Conclusion: Sendable, Hashable {
    /// The tracker's phase when it received the event (`"showing"`, `"visible"`…).
    public var phase: String
    /// The tracker's keyboard mode when it received the event (`"docked"`, `"floating"`…).
    public var mode: String
    /// The height of the view the keyboard covers once this event's animation has ended, in
    /// points.
    public var coveredHeight: CGFloat
    /// Why the event was coalesced or refused, or `nil` when it was accepted.
    public var note: String?

    /// Creates a conclusion.
    public init(phase: String, mode: String, coveredHeight: CGFloat, note: String? = nil) {
      self.phase = phase
      self.mode = mode
      self.coveredHeight = coveredHeight
      self.note = note
    }
  }

  /// The 1-based line of the log the notification starts on.
  public var line: Int
  /// The decoded event.
  public var event: KeyboardEvent
  /// What the tracker concluded.
  public var conclusion: Conclusion

  /// Creates a step.
  public init(line: Int, event: KeyboardEvent, conclusion: Conclusion) {
    self.line = line
    self.event = event
    self.conclusion = conclusion
  }

  /// The step as one line of JSON, keys in a fixed order.
  ///
  /// ```json
  /// {"event": "willShow", "begin": [0, 667, 375, 260], "end": [0, 407, 375, 260],
  ///  "duration": 0.25, "curve": 7, "isLocal": true, "phase": "showing", "mode": "docked",
  ///  "coveredHeight": 260, "note": null, "line": 12, "time": 0}
  /// ```
  ///
  /// `event` is `null` for a notification logged without its name, `begin` is `null` when the
  /// notification had no begin frame, `isLocal` is `null` when it had no `isLocal` key.
  public var jsonLine: String {
    typealias Format = KeyboardReplayFormat
    return Format.jsonObject([
      "event": event.kind.map { Format.jsonString($0.rawValue) } ?? "null",
      "begin": event.beginFrame.map(Format.jsonRect) ?? "null",
      "end": Format.jsonRect(event.endFrame),
      "duration": Format.number(event.duration),
      "curve": String(event.curve.rawValue),
      "isLocal": event.isLocal.map { $0 ? "true" : "false" } ?? "null",
      "phase": Format.jsonString(conclusion.phase),
      "mode": Format.jsonString(conclusion.mode),
      "coveredHeight": Format.number(conclusion.coveredHeight),
      "note": conclusion.note.map(Format.jsonString) ?? "null",
      "line": String(line),
      "time": Format.number(event.time),
    ])
  }
}
