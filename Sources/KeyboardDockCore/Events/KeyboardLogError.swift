import Foundation

/// Why logged text could not be decoded into keyboard events, and on which line.
///
/// A bad value wraps the ``KeyboardEventError`` that the `userInfo` decoder (or the text reader,
/// for text that is not a rect, a point or a number at all) raised, so the message names the
/// key, the bad value and what would be valid, prefixed with the line it was found on:
///
/// ```
/// line 7: UIKeyboardAnimationDurationUserInfoKey is '-0.25'; the duration must be a finite
/// number of seconds, 0 or more
/// ```
public struct KeyboardLogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of problem was found.
  public enum Code: Equatable, Sendable {
    /// The text holds no keyboard notification at all; `line` is the number of lines read.
    case noNotification
    /// A notification's value is missing or invalid.
    case invalidEvent(KeyboardEventError)
    /// A log timestamp is earlier than the previous notification's; both are given as logged.
    case timeGoesBackwards(previous: String, current: String)
    /// The parser's ``KeyboardLogParser/untimedSpacing`` is not a finite number of seconds
    /// above 0 and at most ``KeyboardLogParser/maximumUntimedSpacing`` (reported on line 0).
    case invalidUntimedSpacing(TimeInterval)
  }

  /// What kind of problem was found.
  public var code: Code
  /// The 1-based line the problem was found on (for a missing key: the notification's first
  /// line; for ``Code/noNotification``: the number of lines read).
  public var line: Int

  /// Creates an error.
  public init(_ code: Code, line: Int) {
    self.code = code
    self.line = line
  }

  /// The wrapped event error, when the problem is a bad value.
  public var eventError: KeyboardEventError? {
    if case .invalidEvent(let error) = code { return error }
    return nil
  }

  public var description: String {
    switch code {
    case .noNotification:
      let read = line == 0 ? "the log is empty" : "read \(line) line\(line == 1 ? "" : "s")"
      return "line \(line): no keyboard notification found (\(read)); expected userInfo lines "
        + "such as UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 451}, {375, 216}}\";"
    case .invalidEvent(let error):
      return "line \(line): \(error)"
    case .timeGoesBackwards(let previous, let current):
      return "line \(line): the log timestamp '\(current)' is earlier than the previous "
        + "notification's '\(previous)'; timestamps must not decrease (paste the log in order)"
    case .invalidUntimedSpacing(let spacing):
      return "the untimed spacing \(spacing) s is invalid; it must be a finite number of seconds "
        + "above 0 and at most 3600"
    }
  }
}
