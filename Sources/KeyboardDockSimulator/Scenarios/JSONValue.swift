import Foundation

/// Reads fields of a decoded JSON object, throwing ``ScenarioFileError`` with the field's path.
///
/// `JSONSerialization` gives `NSNumber`s for numbers and booleans alike; this reader tells them
/// apart, so `"on": 1` is reported as "expected true or false" rather than accepted.
struct JSONValue {
  /// The object's fields.
  let fields: [String: Any]
  /// The object's path, such as `steps[3]`.
  let path: String

  /// Reads an object at `path`, refusing fields not in `allowed`.
  init(_ value: Any, path: String, allowed: Set<String>) throws {
    guard let fields = value as? [String: Any] else {
      throw ScenarioFileError(
        path: path, expected: "an object", found: ScenarioFileError.text(value))
    }
    if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw ScenarioFileError(
        path: Self.join(path, unknown),
        expected: "no such field (valid: \(allowed.sorted().joined(separator: ", ")))",
        found: ScenarioFileError.text(fields[unknown] ?? NSNull()))
    }
    self.fields = fields
    self.path = path
  }

  /// Whether a value is a JSON boolean.
  static func isBool(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }

  static func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  func fieldPath(_ key: String) -> String { Self.join(path, key) }

  func has(_ key: String) -> Bool { fields[key] != nil && !(fields[key] is NSNull) }

  func string(_ key: String, default fallback: String? = nil) throws -> String {
    guard let value = fields[key] else {
      if let fallback { return fallback }
      throw ScenarioFileError(path: fieldPath(key), expected: "a string", found: nil)
    }
    guard let string = value as? String else {
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
    guard let raw = value as? String, let choice = T(rawValue: raw) else {
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
    guard Self.isBool(value), let bool = value as? Bool else {
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

  /// A finite number that is not a boolean, or `nil`.
  static func number(_ value: Any) -> Double? {
    guard !isBool(value), let number = value as? NSNumber else { return nil }
    let double = number.doubleValue
    return double.isFinite ? double : nil
  }
}
