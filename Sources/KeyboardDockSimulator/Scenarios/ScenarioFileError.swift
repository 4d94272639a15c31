import Foundation
import KeyboardDockLayout

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

  /// Why the text is not JSON (line, column and reason), or `nil` when it is JSON.
  public var invalidJSONReason: String?

  /// Creates an error.
  public init(path: String, expected: String, found: String?) {
    self.path = path
    self.expected = expected
    self.found = found
  }

  /// The file is not JSON; `reason` gives the line, column and the parser's reason.
  public static func invalidJSON(_ reason: String) -> ScenarioFileError {
    var error = ScenarioFileError(path: "", expected: "valid JSON", found: nil)
    error.invalidJSONReason = reason
    return error
  }

  public var description: String {
    if let invalidJSONReason { return "not valid JSON: \(invalidJSONReason)" }
    let location = path.isEmpty ? "scenario" : path
    guard let found else { return "\(location): missing; expected \(expected)" }
    return "\(location): expected \(expected), got \(found)"
  }

  /// A short text for a JSON value: strings quoted, long values cut.
  static func text(_ value: JSONValue) -> String {
    let raw: String
    switch value {
    case .string(let string): raw = "\"\(string)\""
    case .bool(let bool): raw = bool ? "true" : "false"
    case .null: raw = "null"
    case .number, .array, .object:
      if let data = try? JSONSerialization.data(
        withJSONObject: foundationObject(value), options: [.sortedKeys, .fragmentsAllowed]),
        let json = String(data: data, encoding: .utf8)
      {
        raw = json
      } else {
        raw = value.shortText
      }
    }
    return raw.count > 60 ? String(raw.prefix(57)) + "…" : raw
  }

  /// A short text for a string read from the file: quoted, long strings cut.
  static func text(_ string: String) -> String { text(.string(string)) }

  /// The value as `JSONSerialization` objects, whole numbers as integers so `1` prints as `1`.
  private static func foundationObject(_ value: JSONValue) -> Any {
    switch value {
    case .object(let members): members.mapValues(foundationObject)
    case .array(let elements): elements.map(foundationObject)
    case .string(let string): string
    case .number(let number):
      number == number.rounded() && abs(number) < 1e15 ? Int(number) as Any : number
    case .bool(let bool): bool
    case .null: NSNull()
    }
  }
}
