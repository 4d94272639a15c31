import Foundation
import KeyboardDockLayout

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Reads fields of a JSON object in a scenario file, throwing ``ScenarioFileError`` with the
/// field's path.
///
/// The values are the layout file's parsed ``JSONValue`` tree, which keeps booleans and numbers
/// apart, so `"on": 1` is reported as "expected true or false" rather than accepted.
struct ScenarioFields {
  /// The object's fields.
  let fields: [String: JSONValue]
  /// The object's path, such as `steps[3]`.
  let path: String

  /// Reads an object at `path`, refusing fields not in `allowed`.
  init(_ value: JSONValue, path: String, allowed: Set<String>) throws {
    guard case .object(let fields) = value else {
      throw ScenarioFileError(
        path: path, expected: "an object", found: ScenarioFileError.text(value))
    }
    if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw ScenarioFileError(
        path: Self.join(path, unknown),
        expected: "no such field (valid: \(allowed.sorted().joined(separator: ", ")))",
        found: ScenarioFileError.text(fields[unknown] ?? .null))
    }
    self.fields = fields
    self.path = path
  }

  static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  func fieldPath(_ key: String) -> String { Self.join(path, key) }

  func has(_ key: String) -> Bool { fields[key] != nil && fields[key] != .null }

  func string(_ key: String, default fallback: String? = nil) throws -> String {
    guard let value = fields[key] else {
      if let fallback { return fallback }
      throw ScenarioFileError(path: fieldPath(key), expected: "a string", found: nil)
    }
    guard case .string(let string) = value else {
      throw ScenarioFileError(
        path: fieldPath(key), expected: "a string", found: ScenarioFileError.text(value))
    }
    return string
  }

  func choice<T: RawRepresentable>(_ key: String, default fallback: T?) throws -> T
  where T: CaseIterable, T.RawValue == String {
    let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    guard let value = fields[key] else {
      if let fallback { return fallback }
      throw ScenarioFileError(path: fieldPath(key), expected: "one of \(names)", found: nil)
    }
    guard case .string(let raw) = value, let choice = T(rawValue: raw) else {
      throw ScenarioFileError(
        path: fieldPath(key), expected: "one of \(names)", found: ScenarioFileError.text(value))
    }
    return choice
  }

  func bool(_ key: String, default fallback: Bool?) throws -> Bool {
    guard let value = fields[key] else {
      if let fallback { return fallback }
      throw ScenarioFileError(path: fieldPath(key), expected: "true or false", found: nil)
    }
    guard case .bool(let bool) = value else {
      throw ScenarioFileError(
        path: fieldPath(key), expected: "true or false", found: ScenarioFileError.text(value))
    }
    return bool
  }

  func number(
    _ key: String, default fallback: Double? = nil, in range: ClosedRange<Double>,
    expected: String
  ) throws -> Double {
    guard let value = fields[key] else {
      if let fallback { return fallback }
      throw ScenarioFileError(path: fieldPath(key), expected: expected, found: nil)
    }
    guard let number = Self.number(value), range.contains(number) else {
      throw ScenarioFileError(
        path: fieldPath(key), expected: expected, found: ScenarioFileError.text(value))
    }
    return number
  }

  /// A finite number, or `nil` for anything else (booleans included).
  static func number(_ value: JSONValue) -> Double? {
    guard case .number(let number) = value, number.isFinite else { return nil }
    return number
  }

  /// The ``JSONValue`` for what ``Scenario/jsonObject`` or `JSONSerialization` builds, or `nil`
  /// for a value JSON has no type for.
  ///
  /// Numbers that are not finite are kept, so the field's range check names them.
  static func value(foundationObject object: Any) -> JSONValue? {
    switch object {
    case let flag as Bool where type(of: object) == Bool.self: return .bool(flag)
    case let number as NSNumber:
      return String(cString: number.objCType) == "c"
        ? .bool(number.boolValue) : .number(number.doubleValue)
    case let number as Int: return .number(Double(number))
    case let number as Double: return .number(number)
    case let number as CGFloat: return .number(Double(number))
    case let string as String: return .string(string)
    case is NSNull: return .null
    case let members as [String: Any]:
      var values: [String: JSONValue] = [:]
      for (key, member) in members {
        guard let value = value(foundationObject: member) else { return nil }
        values[key] = value
      }
      return .object(values)
    case let elements as [Any]:
      var values: [JSONValue] = []
      for element in elements {
        guard let value = value(foundationObject: element) else { return nil }
        values.append(value)
      }
      return .array(values)
    default: return nil
    }
  }
}
