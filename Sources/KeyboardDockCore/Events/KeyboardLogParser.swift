import Foundation

/// Decodes every keyboard notification in console text, as developers paste it.
///
/// It reads both formats the console prints a notification in, one-line or spread over lines,
/// with or without their wrappers and log prefixes, several notifications per text:
///
/// ```
/// 2024-03-01 10:22:31.123456+0100 MyApp[1234:56789] NSConcreteNotification 0x600000c5c0c0 {name = UIKeyboardWillShowNotification; userInfo = {
///     UIKeyboardAnimationCurveUserInfoKey = 7;
///     UIKeyboardAnimationDurationUserInfoKey = "0.25";
///     UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";
/// }}
/// name = UIKeyboardWillHideNotification, object = nil, userInfo = Optional([AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 667}, {375, 260}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25, AnyHashable("UIKeyboardAnimationCurveUserInfoKey"): 7])
/// ```
///
/// A notification starts at a notification name or, in a log without names, at the first key;
/// it ends where the next name starts, or where a key it already has appears again (the next
/// dump of a `userInfo`). Its kind is the name when one was logged and `nil` (unknown) otherwise.
/// A wrapper name with no key after it is a broken notification, unless it restates the
/// notification just read (LLDB's `po notification` prints a summary line, then a dump that
/// repeats the name and mentions each key without a value on the same line); a bare mention of a
/// name or a key without a value (`observing UIKeyboardWillShowNotification`) is log text.
/// Each notification's values are rebuilt as the `NSValue`s and `NSNumber`s UIKit posted and
/// decoded with ``KeyboardEvent/init(kind:userInfo:time:)``, so a logged notification is
/// validated exactly as a live one.
///
/// Times: when every notification's first line (or a line before it, after the previous
/// notification started) carries an `NSLog` timestamp, an event's time is the seconds since the
/// first notification's; otherwise notifications are placed ``untimedSpacing`` apart, and a
/// WillShow or WillHide that follows a WillChangeFrame with the same end frame (or the same for
/// the "did" pair) shares its time, because iOS posts the two at one instant (observed on iOS,
/// notification order). ``KeyboardLog/timing`` says which rule was used.
///
/// ```swift
/// let log = try KeyboardLogParser().parse(String(contentsOfFile: path, encoding: .utf8))
/// for entry in log.entries { tracker.receive(entry.event) }
/// ```
public struct KeyboardLogParser: Sendable {
  /// The default spacing of notifications in a log without timestamps, in seconds.
  ///
  /// One second is longer than any keyboard animation (the curve-7 spring settles in about
  /// 0.644 s), so each notification's animation has ended before the next arrives.
  public static let defaultUntimedSpacing: TimeInterval = 1

  /// The spacing of notifications in a log without timestamps, in seconds.
  public var untimedSpacing: TimeInterval

  /// The largest ``untimedSpacing``, in seconds: an hour, far apart enough for any replay.
  public static let maximumUntimedSpacing: TimeInterval = 3600

  /// Creates a parser.
  ///
  /// - Parameter untimedSpacing: Seconds between notifications when the log has no timestamps:
  ///   finite, above 0 and at most ``maximumUntimedSpacing``. It is checked when a log is
  ///   parsed (the property can be set later too): ``parse(_:)`` throws for another value.
  public init(untimedSpacing: TimeInterval = Self.defaultUntimedSpacing) {
    self.untimedSpacing = untimedSpacing
  }

  /// Decodes every keyboard notification in `text`.
  ///
  /// - Parameter text: Console text: any mix of keyboard notifications and other log lines.
  /// - Returns: The notifications in file order, with their times.
  /// - Throws: ``KeyboardLogError`` for the first bad notification (the line, the key and the
  ///   bad value), for decreasing timestamps, or when the text holds no keyboard notification;
  ///   ``KeyboardLogError/Code/invalidUntimedSpacing(_:)`` (line 0) before reading anything when
  ///   ``untimedSpacing`` is unusable.
  /// - Complexity: O(*n*) in the length of the text.
  public func parse(_ text: String) throws -> KeyboardLog {
    guard untimedSpacing.isFinite, untimedSpacing > 0, untimedSpacing <= Self.maximumUntimedSpacing
    else {
      throw KeyboardLogError(.invalidUntimedSpacing(untimedSpacing), line: 0)
    }
    // `isNewline` splits "\n", "\r\n" (one Character in Swift) and "\r" alike.
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    if lines.last?.isEmpty == true { lines.removeLast() }
    var reader = Reader()
    for (offset, line) in lines.enumerated() {
      try reader.read(line, number: offset + 1)
    }
    try reader.closeCurrent()
    guard !reader.decoded.isEmpty else {
      throw KeyboardLogError(.noNotification, line: lines.count)
    }
    return try timed(reader.decoded)
  }

  /// Gives each decoded notification its time, following the rule in the type's discussion.
  private func timed(_ decoded: [Reader.Decoded]) throws -> KeyboardLog {
    let stamps = decoded.compactMap(\.timestamp)
    if stamps.count == decoded.count, let first = stamps.first {
      var entries: [KeyboardLog.Entry] = []
      var previous = first
      for (item, stamp) in zip(decoded, stamps) {
        guard stamp.seconds(since: previous) >= 0 else {
          throw KeyboardLogError(
            .timeGoesBackwards(previous: previous.text, current: stamp.text), line: item.line)
        }
        var event = item.event
        event.time = stamp.seconds(since: first)
        entries.append(KeyboardLog.Entry(event: event, line: item.line))
        previous = stamp
      }
      return KeyboardLog(entries: entries, timing: .logTimestamps)
    }
    var entries: [KeyboardLog.Entry] = []
    var time: TimeInterval = 0
    var previousWasPaired = false
    for item in decoded {
      var event = item.event
      if let previous = entries.last?.event {
        let paired = !previousWasPaired && Self.isPostedTogether(previous, event)
        time += paired ? 0 : untimedSpacing
        previousWasPaired = paired
      }
      event.time = time
      entries.append(KeyboardLog.Entry(event: event, line: item.line))
    }
    return KeyboardLog(
      entries: entries, timing: .spaced(spacing: untimedSpacing, timestamped: stamps.count))
  }

  /// Whether iOS posts `next` at the same instant as `previous`: WillChangeFrame with WillShow or
  /// WillHide (either order), or the same "did" pair, with equal end frames (observed on iOS).
  static func isPostedTogether(_ previous: KeyboardEvent, _ next: KeyboardEvent) -> Bool {
    guard let first = previous.kind, let second = next.kind, first != second,
      first.isWill == second.isWill, previous.endFrame == next.endFrame
    else { return false }
    let frameChanges: Set<KeyboardEvent.Kind> = [.willChangeFrame, .didChangeFrame]
    return frameChanges.contains(first) != frameChanges.contains(second)
  }
}
