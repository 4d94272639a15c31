import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The strict reading rules every part of a trace shares.
///
/// No unknown members, finite numbers, rects as `[x, y, width, height]`, times of 0 or more.
/// Each failure is a ``KeyboardTraceError`` naming the JSON path and the value.
enum KeyboardTraceCoding {
  /// A coding key for any member name, to list the members an object really has.
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
      self.stringValue = String(intValue)
      self.intValue = intValue
    }
  }

  /// The JSON path of a coding path: `$.events[3].time`.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = "$"
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else if isIdentifier(key.stringValue) {
        text += "." + key.stringValue
      } else {
        text += "[" + KeyboardReplayFormat.jsonString(key.stringValue) + "]"
      }
    }
    return text
  }

  /// Whether a member name can follow a dot in a path: ASCII letters, digits and `_`, not
  /// starting with a digit.
  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  /// The keyed container of `decoder`, after checking that the object has no member outside
  /// `Keys`.
  ///
  /// - Throws: ``KeyboardTraceError/Code/unknownKey(valid:)`` naming the first unknown member.
  static func container<Keys: CodingKey & CaseIterable>(
    _ decoder: any Decoder, keyedBy keys: Keys.Type
  ) throws -> KeyedDecodingContainer<Keys> {
    let all = try decoder.container(keyedBy: AnyKey.self)
    let valid = Keys.allCases.map(\.stringValue)
    for key in all.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
    where !valid.contains(key.stringValue) {
      throw KeyboardTraceError(
        .unknownKey(valid: valid), path: path(all.codingPath + [key]), value: nil)
    }
    return try decoder.container(keyedBy: Keys.self)
  }

  /// A finite number.
  static func number<Keys: CodingKey>(
    _ container: KeyedDecodingContainer<Keys>, _ key: Keys
  ) throws -> Double {
    let value = try container.decode(Double.self, forKey: key)
    guard value.isFinite else {
      throw KeyboardTraceError(
        .nonFinite, path: path(container.codingPath + [key]), value: "\(value)")
    }
    return value
  }

  /// A time in seconds since the recording started: finite, 0 or more.
  static func time<Keys: CodingKey>(
    _ container: KeyedDecodingContainer<Keys>, _ key: Keys
  ) throws -> TimeInterval {
    let value = try number(container, key)
    guard value >= 0 else {
      throw KeyboardTraceError(
        .invalid(reason: "a time is seconds since the recording started, 0 or more"),
        path: path(container.codingPath + [key]), value: KeyboardReplayFormat.number(value))
    }
    return value
  }

  /// A rect written `[x, y, width, height]`: four finite numbers, width and height 0 or more.
  static func rect<Keys: CodingKey>(
    _ container: KeyedDecodingContainer<Keys>, _ key: Keys
  ) throws -> CGRect {
    let numbers = try container.decode([Double].self, forKey: key)
    return try rect(numbers, path: path(container.codingPath + [key]))
  }

  /// An optional rect: absent or `null` is `nil`.
  static func optionalRect<Keys: CodingKey>(
    _ container: KeyedDecodingContainer<Keys>, _ key: Keys
  ) throws -> CGRect? {
    guard let numbers = try container.decodeIfPresent([Double].self, forKey: key) else {
      return nil
    }
    return try rect(numbers, path: path(container.codingPath + [key]))
  }

  /// Checks four numbers as a rect.
  static func rect(_ numbers: [Double], path: @autoclosure () -> String) throws -> CGRect {
    func text() -> String {
      "[" + numbers.map(KeyboardReplayFormat.number).joined(separator: ", ") + "]"
    }
    guard numbers.count == 4 else {
      throw KeyboardTraceError(
        .wrongType(expected: "a rect [x, y, width, height] of 4 numbers"), path: path(),
        value: text())
    }
    guard numbers.allSatisfy(\.isFinite) else {
      throw KeyboardTraceError(.nonFinite, path: path(), value: text())
    }
    guard numbers[2] >= 0, numbers[3] >= 0 else {
      throw KeyboardTraceError(
        .invalid(reason: "a rect's width and height must be 0 or more"), path: path(),
        value: text())
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// A rect's four numbers, for encoding.
  static func numbers(_ rect: CGRect) -> [Double] {
    [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
  }

  /// Checks that the times of a list never go back.
  ///
  /// - Parameters:
  ///   - times: The times, in list order.
  ///   - path: The list's path; an element's is `path[i].time`.
  static func checkOrder(_ times: [TimeInterval], path: String) throws {
    for index in times.indices.dropFirst() where times[index] < times[index - 1] {
      throw KeyboardTraceError(
        .outOfOrder(previous: times[index - 1]), path: "\(path)[\(index)].time",
        value: KeyboardReplayFormat.number(times[index]))
    }
  }
}

extension KeyboardTraceError {
  /// The trace error for a `DecodingError` from `JSONDecoder`, with the value found at its path
  /// in `root` (the document as `JSONSerialization` reads it), or `nil` for another error.
  static func converting(_ error: any Error, root: Any?) -> KeyboardTraceError? {
    guard let error = error as? DecodingError else { return nil }
    typealias Coding = KeyboardTraceCoding
    switch error {
    case .typeMismatch(let type, let context):
      return KeyboardTraceError(
        .wrongType(expected: expectation(type)), path: Coding.path(context.codingPath),
        value: text(at: context.codingPath, in: root))
    case .valueNotFound(let type, let context):
      return KeyboardTraceError(
        .wrongType(expected: expectation(type)), path: Coding.path(context.codingPath),
        value: text(at: context.codingPath, in: root) ?? "null")
    case .keyNotFound(let key, let context):
      return KeyboardTraceError(.missing, path: Coding.path(context.codingPath + [key]), value: nil)
    case .dataCorrupted(let context):
      let found = text(at: context.codingPath, in: root)
      if let number = found.flatMap(Double.init), !number.isFinite || found?.contains("e") == true {
        return KeyboardTraceError(.nonFinite, path: Coding.path(context.codingPath), value: found)
      }
      return KeyboardTraceError(
        .invalid(reason: context.debugDescription), path: Coding.path(context.codingPath),
        value: found)
    @unknown default:
      return nil
    }
  }

  /// What a Swift type is, in JSON words.
  private static func expectation(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Float.Type: "a number"
    case is Int.Type: "an integer"
    case is Bool.Type: "true or false"
    case is String.Type: "a string"
    case is [Double].Type: "an array of numbers"
    default:
      String(describing: type).hasPrefix("Array") ? "an array" : "an object"
    }
  }

  /// The JSON text of the value at `codingPath` in `root`, shortened past 60 characters.
  static func text(at codingPath: [any CodingKey], in root: Any?) -> String? {
    var current = root
    for key in codingPath {
      if let index = key.intValue, let array = current as? [Any], array.indices.contains(index) {
        current = array[index]
      } else if let object = current as? [String: Any] {
        current = object[key.stringValue]
      } else {
        return nil
      }
    }
    guard let current else { return nil }
    return text(of: current)
  }

  /// A JSON value as short JSON text.
  static func text(of value: Any) -> String {
    var text: String
    if value is NSNull {
      text = "null"
    } else if let string = value as? String {
      text = KeyboardReplayFormat.jsonString(string)
    } else if type(of: value) == Bool.self, let bool = value as? Bool {
      text = bool ? "true" : "false"
    } else if let number = value as? NSNumber, !(value is [Any]) {
      if String(cString: number.objCType) == "c" {
        text = number.boolValue ? "true" : "false"
      } else {
        text = KeyboardReplayFormat.number(number.doubleValue)
        if !number.doubleValue.isFinite { text = "\(number)" }
      }
    } else if JSONSerialization.isValidJSONObject(value),
      let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    {
      text = String(decoding: data, as: UTF8.self)
    } else {
      text = "\(value)"
    }
    return text.count > 60 ? String(text.prefix(57)) + "..." : text
  }
}
