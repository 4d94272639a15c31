import Foundation

extension KeyboardLogParser {
  /// Groups the names and pairs of successive lines into notifications and decodes each one as
  /// soon as it is complete, so errors are reported in file order.
  struct Reader {
    /// A decoded notification, before its time is known.
    struct Decoded {
      var event: KeyboardEvent
      var line: Int
      var timestamp: KeyboardLogTimestamp?
    }

    /// A notification being read.
    private struct Pending {
      var kind: KeyboardEvent.Kind?
      /// Whether the name came from a wrapper (`name = …`): such a notification without any
      /// key is broken, where a bare mention of a name without keys is just log text.
      var isExplicit: Bool
      /// Whether the name repeats the kind of the notification just decoded, as LLDB's `po`
      /// does on its `name : NSNotificationName(_rawValue: …)` lines under the summary line:
      /// without keys, such a name restates that notification rather than starting a broken one.
      var restatesPrevious: Bool
      var line: Int
      var timestamp: KeyboardLogTimestamp?
      var userInfo: [AnyHashable: Any] = [:]
      var keyLines: [String: Int] = [:]
    }

    /// The notifications decoded so far, in file order.
    private(set) var decoded: [Decoded] = []
    private var current: Pending?
    private var lastTimestamp: (stamp: KeyboardLogTimestamp, line: Int)?
    private var lastStartLine = 0

    /// Reads one line.
    ///
    /// - Throws: ``KeyboardLogError`` for a value that is not a rect, point or number, or for a
    ///   notification that this line completes and that does not decode.
    mutating func read(_ line: Substring, number: Int) throws {
      if let stamp = KeyboardLogTimestamp(line: line) { lastTimestamp = (stamp, number) }
      for token in KeyboardLogScanner.tokens(in: line) {
        switch token {
        case .name(let kind, let isExplicit):
          // `name = NSNotificationName(_rawValue: X)` names X twice: keep one notification.
          if let pending = current, pending.userInfo.isEmpty, pending.kind == kind,
            pending.line == number
          {
            current?.isExplicit = pending.isExplicit || isExplicit
            continue
          }
          try closeCurrent()
          start(kind: kind, isExplicit: isExplicit, line: number)
        case .pair(let key, let text):
          if current == nil || current?.keyLines[key] != nil {
            try closeCurrent()
            start(kind: nil, isExplicit: false, line: number)
          }
          let object: Any
          do {
            object = try KeyboardLogValue.object(from: text, key: key)
          } catch let error as KeyboardEventError {
            throw KeyboardLogError(.invalidEvent(error), line: number)
          }
          current?.userInfo[key] = object
          current?.keyLines[key] = number
        }
      }
    }

    /// Decodes the notification being read, if any, and appends it to ``decoded``.
    ///
    /// - Throws: ``KeyboardLogError`` naming the line of the bad key, or the notification's
    ///   first line for a missing key.
    mutating func closeCurrent() throws {
      guard let pending = current else { return }
      current = nil
      if pending.userInfo.isEmpty && (!pending.isExplicit || pending.restatesPrevious) { return }
      do {
        let event = try KeyboardEvent(kind: pending.kind, userInfo: pending.userInfo, time: 0)
        decoded.append(Decoded(event: event, line: pending.line, timestamp: pending.timestamp))
      } catch let error as KeyboardEventError {
        let line = error.code == .missingKey ? pending.line : pending.keyLines[error.key]
        throw KeyboardLogError(.invalidEvent(error), line: line ?? pending.line)
      }
    }

    /// Starts a notification on `line`; it takes the latest timestamp logged after the previous
    /// notification started, at or before this line.
    private mutating func start(kind: KeyboardEvent.Kind?, isExplicit: Bool, line: Int) {
      var timestamp: KeyboardLogTimestamp?
      if let last = lastTimestamp, last.line > lastStartLine {
        timestamp = last.stamp
      }
      let restates = isExplicit && kind != nil && decoded.last?.event.kind == kind
      current = Pending(
        kind: kind, isExplicit: isExplicit, restatesPrevious: restates, line: line,
        timestamp: timestamp)
      lastStartLine = line
    }
  }
}
