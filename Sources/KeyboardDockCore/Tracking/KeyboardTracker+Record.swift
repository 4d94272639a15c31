import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTracker {
  /// What the tracker did with one input.
  public enum Outcome: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The input was applied as it came.
    case accepted
    /// The input was merged into what the tracker already knew: a duplicate, a repeat, a
    /// retargeted burst, a late "did". A coalesced input may still move the target (the latest
    /// of a burst wins); its record says what it changed.
    case coalesced
    /// The input contradicts the tracker's state or is malformed; nothing was changed.
    case refused
    /// The tracker made up a "did" notification that never came, once its animation had ended.
    ///
    /// Only records have this outcome; an input's own outcome is one of the other three.
    case synthesised

    public var description: String { rawValue }
  }

  /// One input the tracker received (or synthesised), what it did with it, and why.
  ///
  /// `kbdock replay` prints these; tests read them to check that a refusal has a reason.
  public struct Record: Sendable, Hashable, CustomStringConvertible {
    /// Where an input came from.
    public enum Input: Sendable, Hashable, CustomStringConvertible {
      /// A keyboard notification (or a synthesised "did").
      case notification(KeyboardEvent)
      /// A KVO value of the pseudo accessory view's superview frame, in screen coordinates.
      case hostFrame(CGRect)
      /// New screen bounds (rotation, resizing).
      case screenBounds(CGRect)
      /// The app's scroll-view pan that drives an interactive dismissal is under way (`true`:
      /// began or moved) or ended, with the finger's y in screen coordinates when the app gave
      /// it (``KeyboardTracker/observeDragGesture(isActive:fingerY:at:)``).
      case dragGesture(isActive: Bool, fingerY: CGFloat?)

      public var description: String {
        switch self {
        case .notification(let event):
          let name = event.kind.map(\.rawValue) ?? "unknown notification"
          let begin = event.beginFrame.map(KeyboardEvent.text) ?? "none"
          return "\(name) begin \(begin) end \(KeyboardEvent.text(event.endFrame))"
            + " duration \(event.duration) curve \(event.curve)"
        case .hostFrame(let frame):
          return "host frame \(KeyboardEvent.text(frame))"
        case .screenBounds(let bounds):
          return "screen bounds \(KeyboardEvent.text(bounds))"
        case .dragGesture(let isActive, let fingerY):
          let finger = fingerY.map { " at y \(KeyboardTracker.pointsText($0))" } ?? ""
          return "drag gesture \(isActive ? "active" : "ended")" + finger
        }
      }
    }

    /// The input.
    public var input: Input
    /// When the input was received (for a synthesised "did", when its animation ended).
    public var time: TimeInterval
    /// What the tracker did with it.
    public var outcome: Outcome
    /// Why, in words, so that it reads on its own: the input and its outcome first
    /// (`willShow coalesced: …`, `refused: …`), then the rule that applied and the values it
    /// compared.
    public var reason: String {
      get { detail.text }
      set { detail = .text(newValue) }
    }
    /// ``reason``, kept as its parts: recording a drag's move builds no text (and allocates
    /// nothing) unless someone reads it.
    var detail: Detail
    /// The tracker's state at ``time`` after the input.
    public var state: KeyboardState

    /// Creates a record.
    public init(
      input: Input, time: TimeInterval, outcome: Outcome, reason: String, state: KeyboardState
    ) {
      self.init(input: input, time: time, outcome: outcome, detail: .text(reason), state: state)
    }

    /// Creates a record with its reason as parts.
    init(
      input: Input, time: TimeInterval, outcome: Outcome, detail: Detail, state: KeyboardState
    ) {
      self.input = input
      self.time = time
      self.outcome = outcome
      self.detail = detail
      self.state = state
    }

    public var description: String {
      "\(time) \(input): \(reason) → \(state.phase) \(state.mode)"
    }

    /// A reason: words, or the parts of the one recorded per frame, written out when read.
    enum Detail: Sendable {
      /// The reason in words.
      case text(String)
      /// `host frame accepted: drag moves to {{x, y}, {w, h}}`.
      case dragMove(CGRect)
      /// `host frame coalesced: … the finger holds the keyboard`.
      case fingerHolds(CGRect)
      /// `drag gesture accepted: the pan moved; …`: the pan, and what its finger did.
      case dragGesture(Pan, FingerEffect?)

      /// Where the app's pan is.
      enum Pan: String, Sendable {
        case began, moved, ended
      }

      /// The reason in words.
      var text: String {
        switch self {
        case .text(let text): text
        case .dragMove(let frame): "host frame accepted: drag moves to \(KeyboardEvent.text(frame))"
        case .fingerHolds(let frame):
          "host frame coalesced: \(KeyboardEvent.text(frame)) during a drag whose finger holds "
            + "the keyboard: the finger places it"
        case .dragGesture(let pan, let effect):
          "drag gesture accepted: the pan \(pan.rawValue)" + (effect.map { "; " + $0.text } ?? "")
        }
      }
    }

    /// Records are equal when every public property is, the reason compared as words.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.input == rhs.input && lhs.time == rhs.time && lhs.outcome == rhs.outcome
        && lhs.state == rhs.state && lhs.reason == rhs.reason
    }

    /// Hashes every public property, the reason as words.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(input)
      hasher.combine(time)
      hasher.combine(outcome)
      hasher.combine(reason)
      hasher.combine(state)
    }
  }

  /// Appends a record, publishes the state to observers when the input changed anything, and
  /// returns the outcome.
  @discardableResult
  func record(
    _ input: Record.Input, at time: TimeInterval, _ outcome: Outcome, _ reason: String,
    changed: Bool
  ) -> Outcome {
    record(input, at: time, outcome, .text(reason), changed: changed)
  }

  /// ``record(_:at:_:_:changed:)`` with the reason as parts.
  @discardableResult
  func record(
    _ input: Record.Input, at time: TimeInterval, _ outcome: Outcome, _ detail: Record.Detail,
    changed: Bool
  ) -> Outcome {
    let recordTime = time.isFinite ? time : (lastTime.isFinite ? lastTime : 0)
    let state = self.state(at: recordTime)
    recordLog.append(
      Record(input: input, time: recordTime, outcome: outcome, detail: detail, state: state),
      limit: recordLimit)
    if changed, outcome != .refused { publish(state) }
    return outcome
  }

  /// A time in seconds as a short text, to the millisecond (`0.644`).
  static func seconds(_ time: TimeInterval) -> String {
    time.isFinite ? String(format: "%.3f", time) : "\(time)"
  }

  /// Checks an input's time: finite, and not before the last input.
  ///
  /// - Returns: Why the time is refused, or `nil` when it is fine.
  func timeProblem(_ time: TimeInterval) -> String? {
    guard time.isFinite else { return "its time \(time) is not a finite number of seconds" }
    guard time >= lastTime else {
      return "its time \(Self.seconds(time)) s is before the last input's "
        + "\(Self.seconds(lastTime)) s; inputs must come in order"
    }
    return nil
  }

  /// The largest coordinate or size, in points, the tracker accepts: far beyond any screen, and
  /// small enough that interpolating between two frames can never overflow.
  static let maximumCoordinate: CGFloat = 1_000_000

  /// Checks a frame: finite origin and size within ±``maximumCoordinate``, width and height of 0
  /// or more.
  ///
  /// - Returns: Why the frame is refused, or `nil` when it is fine.
  static func frameProblem(_ frame: CGRect, name: String) -> String? {
    // Four checks written out, not over an array of the numbers: this runs for every frame of
    // a drag, and an array would be a heap allocation each time.
    let (x, y, width, height) = (
      frame.origin.x, frame.origin.y, frame.size.width, frame.size.height
    )
    guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else {
      return "its \(name) \(KeyboardEvent.text(frame)) has a non-finite number; a frame's "
        + "origin and size must be finite"
    }
    guard
      abs(x) <= maximumCoordinate, abs(y) <= maximumCoordinate, abs(width) <= maximumCoordinate,
      abs(height) <= maximumCoordinate
    else {
      return
        "its \(name) \(KeyboardEvent.text(frame)) goes beyond ±1,000,000 pt: not a screen frame"
    }
    guard frame.size.width >= 0, frame.size.height >= 0 else {
      return "its \(name) \(KeyboardEvent.text(frame)) has a negative size; width and height "
        + "must be 0 or more"
    }
    return nil
  }
}

extension KeyboardTracker.Record.Input {
  /// Hashes the case and its value; rects by their components, since `CGRect` is not `Hashable`
  /// at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .notification(let event):
      hasher.combine(0)
      hasher.combine(event)
    case .hostFrame(let frame):
      hasher.combine(1)
      hasher.combine(rect: frame)
    case .screenBounds(let bounds):
      hasher.combine(2)
      hasher.combine(rect: bounds)
    case .dragGesture(let isActive, let fingerY):
      hasher.combine(3)
      hasher.combine(isActive)
      hasher.combine(fingerY.map(Double.init))
    }
  }
}
