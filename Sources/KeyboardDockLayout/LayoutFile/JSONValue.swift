import Foundation

/// A JSON value as parsed, before it is read into a layout or a scenario, so every read can name
/// its path.
///
/// `JSONDecoder` and `Decodable` report coding paths, but they stop at the first type mismatch
/// with a message about Swift types; reading a parsed tree lets a file format say what a value
/// should have been in its own words. It is the one JSON tree of the package: layout files read
/// it through `JSONCursor`, and the simulator's scenario files through `ScenarioFields`. Booleans
/// and numbers stay apart, so `1` is never read as `true`.
public enum JSONValue: Sendable, Hashable {
  /// A JSON object; keys are unordered.
  case object([String: JSONValue])
  /// A JSON array.
  case array([JSONValue])
  /// A JSON string.
  case string(String)
  /// A JSON number.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// Parses JSON text strictly: no trailing commas, no key twice in one object.
  ///
  /// - Parameter data: UTF-8 JSON.
  /// - Throws: ``LayoutFileError`` with code `invalidJSON` and the line, column and reason, such
  ///   as `line 4, column 3: a trailing comma before '}' (JSON allows none)`.
  /// - Complexity: O(n) in the length of `data`.
  public init(parsing data: Data) throws(LayoutFileError) {
    do {
      self = try JSONParser.parse(data)
    } catch {
      throw LayoutFileError(.invalidJSON(error.description), at: "")
    }
  }

  /// The value's JSON type, for error messages ("an object", "a number", …).
  public var typeName: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }

  /// The value as short text for error messages.
  public var shortText: String {
    switch self {
    case .object: "{…}"
    case .array: "[…]"
    case .string(let text): text
    case .number(let number):
      number == number.rounded() && abs(number) < 1e15
        ? "\(Int(number))" : "\(number)"
    case .bool(let flag): "\(flag)"
    case .null: "null"
    }
  }
}

extension JSONValue: Decodable {
  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
      self = .array(values)
      return
    }
    if let object = try? decoder.container(keyedBy: AnyKey.self) {
      var values: [String: JSONValue] = [:]
      for key in object.allKeys {
        values[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
      }
      self = .object(values)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? single.decode(Double.self) {
      self = .number(number)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
