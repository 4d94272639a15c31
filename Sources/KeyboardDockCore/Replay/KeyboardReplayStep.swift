import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

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
    /// What the tracker did with the event: `"accepted"`, `"coalesced"` or `"refused"`.
    public var outcome: String
    /// Why the event was coalesced or refused, in words, or `nil` when it was accepted.
    public var note: String?
    /// The "did" notifications the tracker synthesised, because they never came, before it
    /// took this event, each described in words.
    public var synthesised: [String]
    /// The size of the screen the event was replayed on, in points; `nil` until the timeline
    /// fills in its screen.
    public var screen: CGSize?
    /// Why the screen turned before this event (a rotation), in words, or `nil`.
    public var rotation: String?

    /// Creates a conclusion.
    public init(
      phase: String, mode: String, coveredHeight: CGFloat, outcome: String = "accepted",
      note: String? = nil, synthesised: [String] = [], screen: CGSize? = nil,
      rotation: String? = nil
    ) {
      self.phase = phase
      self.mode = mode
      self.coveredHeight = coveredHeight
      self.outcome = outcome
      self.note = note
      self.synthesised = synthesised
      self.screen = screen
      self.rotation = rotation
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
  ///  "coveredHeight": 260, "note": null, "outcome": "accepted", "line": 12, "time": 0,
  ///  "screen": [375, 667]}
  /// ```
  ///
  /// `event` is `null` for a notification logged without its name, `begin` is `null` when the
  /// notification had no begin frame, `isLocal` is `null` when it had no `isLocal` key, and
  /// `screen` is `[width, height]` of the screen it was replayed on (it changes after a
  /// rotation), or `null` when the conclusion names none. The
  /// "did"s the tracker synthesised are not notifications of the file and have no line here;
  /// the table shows them.
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
      "outcome": Format.jsonString(conclusion.outcome),
      "line": String(line),
      "time": Format.number(event.time),
      "screen": conclusion.screen.map(Format.jsonSize) ?? "null",
    ])
  }
}

extension KeyboardReplayStep.Conclusion {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(phase)
    hasher.combine(mode)
    hasher.combine(coveredHeight)
    hasher.combine(outcome)
    hasher.combine(note)
    hasher.combine(synthesised)
    hasher.combine(size: screen)
    hasher.combine(rotation)
  }
}
