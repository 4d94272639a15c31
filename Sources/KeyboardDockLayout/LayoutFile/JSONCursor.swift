import Foundation

/// A JSON value with its path in the file, so every read that fails can name where.
///
/// Reads are strict: a wrong type, a missing required key, or a key the format does not define
/// is an error naming the path (``LayoutFileError``), never a silent default.
struct JSONCursor {
  /// The value at this position.
  let value: JSONValue
  /// The path of the value inside the file, such as `constraints[3].first`.
  let path: String

  /// The members of an object, after checking every key is one the format defines.
  ///
  /// - Parameter keys: The keys the format defines here, in the order the message lists them.
  func object(keys: [String]) throws(LayoutFileError) -> [String: JSONValue] {
    guard case .object(let members) = value else {
      throw LayoutFileError(.wrongType(expected: "an object"), at: path, value: value.shortText)
    }
    if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
      throw LayoutFileError(.unknownKey(valid: keys), at: child(unknown).path)
    }
    return members
  }

  /// The elements of an array, each with its path.
  func array() throws(LayoutFileError) -> [JSONCursor] {
    guard case .array(let elements) = value else {
      throw LayoutFileError(.wrongType(expected: "an array"), at: path, value: value.shortText)
    }
    return elements.enumerated().map { JSONCursor(value: $1, path: "\(path)[\($0)]") }
  }

  /// The string at this position.
  func string() throws(LayoutFileError) -> String {
    guard case .string(let text) = value else {
      throw LayoutFileError(.wrongType(expected: "a string"), at: path, value: value.shortText)
    }
    return text
  }

  /// The finite number at this position.
  func number() throws(LayoutFileError) -> Double {
    guard case .number(let number) = value, number.isFinite else {
      throw LayoutFileError(.wrongType(expected: "a number"), at: path, value: value.shortText)
    }
    return number
  }

  /// The number at this position, within `range`; `valid` describes the range in the message.
  func number(in range: ClosedRange<Double>, valid: String) throws(LayoutFileError) -> Double {
    let number = try number()
    guard range.contains(number) else {
      throw LayoutFileError(.outOfRange(valid: valid), at: path, value: value.shortText)
    }
    return number
  }

  /// The boolean at this position.
  func bool() throws(LayoutFileError) -> Bool {
    guard case .bool(let flag) = value else {
      throw LayoutFileError(
        .wrongType(expected: "true or false"), at: path, value: value.shortText)
    }
    return flag
  }

  /// A string that must be one of `valid`, returned as the matching value.
  ///
  /// - Parameters:
  ///   - noun: What the string names, with its article, such as "an anchor".
  ///   - valid: The valid names and their values.
  func name<Value>(
    _ noun: String, valid: [(String, Value)]
  ) throws(LayoutFileError) -> Value {
    let text = try string()
    guard let match = valid.first(where: { $0.0 == text }) else {
      throw LayoutFileError(
        .unknownName(noun: noun, valid: valid.map(\.0)), at: path, value: text)
    }
    return match.1
  }

  /// The cursor for a member, at `path.key` (the value is `null` when absent).
  func child(_ key: String) -> JSONCursor {
    let members: [String: JSONValue]
    if case .object(let object) = value { members = object } else { members = [:] }
    return JSONCursor(value: members[key] ?? .null, path: path.isEmpty ? key : "\(path).\(key)")
  }

  /// The cursor for a required member.
  func required(_ key: String, in members: [String: JSONValue]) throws(LayoutFileError)
    -> JSONCursor
  {
    guard members[key] != nil else { throw LayoutFileError(.missingKey, at: child(key).path) }
    return child(key)
  }

  /// The cursor for an optional member, or `nil` when the key is absent.
  func optional(_ key: String, in members: [String: JSONValue]) -> JSONCursor? {
    members[key] == nil ? nil : child(key)
  }
}
