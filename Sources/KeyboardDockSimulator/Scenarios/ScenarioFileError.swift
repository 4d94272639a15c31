import Foundation

/// Why a scenario file could not be read, naming the field by its path.
///
/// The path is the JSON path of the bad field, such as `steps[3].path`; the message says what
/// was expected and what was found:
///
/// ```text
/// steps[3].path: expected an array of [time, y] pairs, got "soon"
/// ```
public struct ScenarioFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The JSON path of the bad field (`steps[3].path`), or `""` for the whole document.
  public var path: String
  /// What was expected.
  public var expected: String
  /// What was found, as short text, or `nil` when the field is missing.
  public var found: String?

  /// Creates an error.
  public init(path: String, expected: String, found: String?) {
    self.path = path
    self.expected = expected
    self.found = found
  }

  public var description: String {
    let location = path.isEmpty ? "scenario" : path
    guard let found else { return "\(location): missing; expected \(expected)" }
    return "\(location): expected \(expected), got \(found)"
  }

  /// A short text for a JSON value: strings quoted, long values cut.
  static func text(_ value: Any) -> String {
    let raw: String
    if let string = value as? String {
      raw = "\"\(string)\""
    } else if JSONValue.isBool(value), let bool = value as? Bool {
      raw = bool ? "true" : "false"
    } else if value is NSNull {
      raw = "null"
    } else if let data = try? JSONSerialization.data(
      withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]),
      let json = String(data: data, encoding: .utf8)
    {
      raw = json
    } else {
      raw = "\(value)"
    }
    return raw.count > 60 ? String(raw.prefix(57)) + "…" : raw
  }
}
