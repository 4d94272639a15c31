import Foundation

/// Why a keyboard trace file cannot be read.
///
/// Every error names the place in the JSON document, as a path from its root (`$`,
/// `$.frames[12].time`, `$.events[3].userInfo.UIKeyboardFrameEndUserInfoKey.rect`), and the
/// value found there, so that the one-line message says what is wrong, where, and what is valid.
/// A trace that does not decode is never partly used.
public struct KeyboardTraceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of problem was found.
  public enum Code: Equatable, Sendable {
    /// The file is not JSON at all (`detail` says what the parser saw).
    case notJSON(detail: String)
    /// The JSON ends before its last object or array is closed: the file was cut off.
    case truncated(unclosed: Int)
    /// `version` is a number this reader does not know.
    case unsupportedVersion(supported: [Int])
    /// A required member is absent.
    case missing
    /// A member this version of the format does not define (a typo, or a newer writer).
    case unknownKey(valid: [String])
    /// The value has the wrong JSON type or shape (`expected` says what belongs there).
    case wrongType(expected: String)
    /// A number is not finite (too large for a double).
    case nonFinite
    /// A time goes back: it is earlier than the one before it in the same list.
    case outOfOrder(previous: Double)
    /// The value is of the right type but not allowed (`reason` says why and what is).
    case invalid(reason: String)
  }

  /// What kind of problem was found.
  public var code: Code
  /// Where, as a JSON path from the document's root: `$`, `$.frames[12].time`.
  public var path: String
  /// The value found there as JSON text (shortened past 60 characters), or `nil` when there was
  /// none.
  public var value: String?

  /// Creates an error.
  public init(_ code: Code, path: String, value: String?) {
    self.code = code
    self.path = path
    self.value = value
  }

  public var description: String {
    let shown = value ?? "nothing"
    switch code {
    case .notJSON(let detail):
      return "\(path): the file is not JSON (\(detail)); a trace is one JSON object"
    case .truncated(let unclosed):
      return "\(path): the JSON ends with \(unclosed) object\(unclosed == 1 ? "" : "s") or "
        + "array\(unclosed == 1 ? "" : "s") still open: the trace was cut off; record or copy it "
        + "again"
    case .unsupportedVersion(let supported):
      let list = supported.map(String.init).joined(separator: ", ")
      return "\(path) is \(shown); this kbdock reads trace versions \(list)"
    case .missing:
      return "\(path) is missing; a trace must have it (see docs/trace-format.md)"
    case .unknownKey(let valid):
      return "\(path) is not part of the trace format here; valid: \(valid.joined(separator: ", "))"
    case .wrongType(let expected):
      return "\(path) is \(shown); expected \(expected)"
    case .nonFinite:
      return "\(path) is \(shown); numbers in a trace must be finite"
    case .outOfOrder(let previous):
      return
        "\(path) is \(shown), earlier than the one before it (\(KeyboardReplayFormat.number(previous))); "
        + "times in a list must not go back"
    case .invalid(let reason):
      return "\(path) is \(shown); \(reason)"
    }
  }
}
