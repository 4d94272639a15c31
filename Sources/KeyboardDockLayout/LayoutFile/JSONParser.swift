import Foundation

/// A strict JSON parser (RFC 8259) that reports where and why text is not JSON.
///
/// `JSONDecoder` on Linux accepts trailing commas and keeps the first of two equal keys, and its
/// errors carry no line or column. Layout and scenario files are written by hand, so a typo must
/// be found where it is: every error names the line and column (both from 1) and the reason,
/// such as `line 4, column 3: a trailing comma before '}' (JSON allows none)`.
struct JSONParser {
  /// Nesting deeper than this is refused, so a hostile file cannot exhaust the stack.
  static let maximumDepth = 256

  private let bytes: [UInt8]
  private var index = 0

  /// Parses `data` as one JSON value with nothing but whitespace around it.
  ///
  /// - Throws: ``JSONParser/Failure`` with the line, column and reason.
  /// - Complexity: O(n) in the length of `data`.
  static func parse(_ data: Data) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: Array(data))
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < parser.bytes.count else {
      throw parser.failure(data.isEmpty ? "the file is empty" : "the file holds only whitespace")
    }
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.failure("unexpected \(parser.shownCharacter) after the JSON value")
    }
    return value
  }

  /// Why text is not JSON, and where.
  struct Failure: Error {
    /// The line, from 1.
    var line: Int
    /// The column in characters (UTF-8 bytes for non-ASCII text), from 1.
    var column: Int
    /// What is wrong, in words.
    var reason: String

    var description: String { "line \(line), column \(column): \(reason)" }
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The character at the current position, quoted, or "the end of the file".
  private var shownCharacter: String {
    guard let byte = current else { return "the end of the file" }
    if byte < 0x80, byte >= 0x20 { return "'\(Character(Unicode.Scalar(byte)))'" }
    return String(format: "byte 0x%02X", byte)
  }

  private func failure(_ reason: String, at position: Int? = nil) -> Failure {
    let end = min(position ?? index, bytes.count)
    var line = 1
    var lineStart = 0
    for offset in 0..<end where bytes[offset] == UInt8(ascii: "\n") {
      line += 1
      lineStart = offset + 1
    }
    return Failure(line: line, column: end - lineStart + 1, reason: reason)
  }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw failure("nesting deeper than \(Self.maximumDepth) levels")
    }
    switch current {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
      return .number(try number())
    default:
      throw failure(
        "expected a value (an object, array, string, number, true, false "
          + "or null), found \(shownCharacter)")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8
    else {
      throw failure("expected \(word), found \(shownCharacter) (strings need double quotes)")
    }
    index += utf8.count
    return value
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var members: [String: JSONValue] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        if current == UInt8(ascii: "}") {
          throw failure("a trailing comma before '}' (JSON allows none)")
        }
        throw failure("expected a key in double quotes, found \(shownCharacter)")
      }
      let keyStart = index
      let key = try string()
      guard members[key] == nil else {
        throw failure("the key \"\(key)\" appears twice in one object", at: keyStart)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw failure("expected ':' after the key \"\(key)\", found \(shownCharacter)")
      }
      index += 1
      skipWhitespace()
      members[key] = try value(depth: depth + 1)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default:
        throw failure("expected ',' or '}' after the value of \"\(key)\", found \(shownCharacter)")
      }
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      if current == UInt8(ascii: "]") {
        throw failure("a trailing comma before ']' (JSON allows none)")
      }
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default:
        throw failure("expected ',' or ']' after an array element, found \(shownCharacter)")
      }
    }
  }

  private mutating func number() throws(Failure) -> Double {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    func digits(_ parser: inout JSONParser) -> Int {
      let first = parser.index
      while let byte = parser.current, (0x30...0x39).contains(byte) { parser.index += 1 }
      return parser.index - first
    }
    let leadingZero = current == UInt8(ascii: "0")
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw failure("expected a digit after '-'") }
    if leadingZero, integerDigits > 1 {
      throw failure("a number may not start with 0 (write 7, not 07)", at: start)
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw failure("expected a digit after the decimal point") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits(&self) > 0 else { throw failure("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw failure("the number \(text) is too large", at: start)
    }
    return number
  }

  private mutating func string() throws(Failure) -> String {
    let start = index
    index += 1
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else {
        throw failure("a string that is never closed (it starts here)", at: start)
      }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(bytes: utf8, encoding: .utf8) else {
          throw failure("a string that is not valid UTF-8", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &utf8)
      case 0..<0x20:
        throw failure("a control character inside a string (write \\n or \\t instead)")
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
    guard let byte = current else { throw failure("a string that is never closed") }
    index += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let plain = simple[byte] {
      utf8.append(plain)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      throw failure("an unknown escape \\\(Character(Unicode.Scalar(byte)))", at: index - 2)
    }
    var scalar = try hexQuad()
    if (0xD800...0xDBFF).contains(scalar) {
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw failure("a lone UTF-16 surrogate \\u\(String(scalar, radix: 16))") }
      index += 2
      let low = try hexQuad()
      guard (0xDC00...0xDFFF).contains(low) else {
        throw failure("a lone UTF-16 surrogate \\u\(String(scalar, radix: 16))")
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let unicode = Unicode.Scalar(scalar) else {
      throw failure("a lone UTF-16 surrogate \\u\(String(scalar, radix: 16))")
    }
    utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard bytes.count - index >= 4,
      bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw failure("expected four hexadecimal digits after \\u") }
    index += 4
    return value
  }
}
