import Foundation

/// The keyboard notifications decoded from a logged text, in the order they were logged.
///
/// Made by ``KeyboardLogParser``. Each entry keeps the line its notification started on, so a
/// replay can point back into the file, and the log says where the events' times came from.
public struct KeyboardLog: Sendable, Hashable {
  /// One decoded notification.
  public struct Entry: Sendable, Hashable {
    /// The decoded, validated event; its `time` follows the log's ``KeyboardLog/timing``.
    public var event: KeyboardEvent
    /// The 1-based line the notification starts on (its name, or its first key).
    public var line: Int

    /// Creates an entry.
    public init(event: KeyboardEvent, line: Int) {
      self.event = event
      self.line = line
    }
  }

  /// Where the events' times came from.
  public enum Timing: Sendable, Hashable, CustomStringConvertible {
    /// Every notification had a log timestamp: times are seconds since the first one.
    case logTimestamps
    /// Not every notification had a timestamp (`timestamped` of them did): notifications are
    /// placed `spacing` seconds apart, except that a will (did) notification that iOS posts at
    /// the same instant as the one before it shares that one's time (see
    /// ``KeyboardLogParser/untimedSpacing``).
    case spaced(spacing: TimeInterval, timestamped: Int)

    public var description: String {
      switch self {
      case .logTimestamps:
        return "from the log's timestamps, in seconds since the first notification"
      case .spaced(let spacing, let timestamped):
        let why =
          timestamped == 0
          ? "the log has no timestamps" : "only \(timestamped) notifications had a timestamp"
        return "not logged (\(why)): notifications placed "
          + "\(KeyboardReplayFormat.number(spacing)) s apart; a will/did pair that iOS posts "
          + "together shares one time"
      }
    }
  }

  /// The notifications, in file order.
  public var entries: [Entry]
  /// Where the times came from.
  public var timing: Timing

  /// Creates a log.
  public init(entries: [Entry], timing: Timing) {
    self.entries = entries
    self.timing = timing
  }

  /// The decoded events, in file order.
  public var events: [KeyboardEvent] { entries.map(\.event) }
}
