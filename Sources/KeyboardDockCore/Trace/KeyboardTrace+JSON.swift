import Foundation

extension KeyboardTrace {
  /// Reads a trace from its JSON document, strictly.
  ///
  /// Nothing is defaulted or skipped: a document that is not JSON, is cut off, has a `version`
  /// other than ``supportedVersions``, misses a required member, has a member the format does
  /// not define, a number that is not finite, a rect that is not `[x, y, width, height]` with
  /// a width and height of 0 or more, or times that go back within `events` or `frames`, is
  /// refused with one ``KeyboardTraceError`` naming the JSON path and the value.
  ///
  /// ```swift
  /// do {
  ///   let trace = try KeyboardTrace(json: data)
  /// } catch {
  ///   print(error)  // $.frames[12].time is 0.5, earlier than the one before it (0.516); …
  /// }
  /// ```
  ///
  /// - Parameter data: The file's bytes, UTF-8 JSON.
  /// - Throws: ``KeyboardTraceError``.
  /// - Complexity: O(*n*) in the document's size.
  public init(json data: Data) throws(KeyboardTraceError) {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      if let number = Self.firstNonFiniteNumber(data) {
        throw KeyboardTraceError(.nonFinite, path: number.path, value: number.literal)
      }
      let unclosed = Self.unclosedContainers(data)
      if unclosed > 0 {
        throw KeyboardTraceError(.truncated(unclosed: unclosed), path: "$", value: nil)
      }
      let blank = data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
      throw KeyboardTraceError(
        .notJSON(detail: blank ? "it is empty" : Self.parserDetail(error, in: data)), path: "$",
        value: data.isEmpty ? "an empty file" : nil)
    }
    guard let object = root as? [String: Any] else {
      throw KeyboardTraceError(
        .wrongType(
          expected: "a JSON object with version, source, environment, geometry, "
            + "events and frames"), path: "$", value: KeyboardTraceError.text(of: root))
    }
    // The version first, so that a newer trace says so instead of failing on a new member.
    if let version = object["version"], !(version is NSNull) {
      let number = (version as? NSNumber)?.doubleValue
      if type(of: version) == Bool.self || number.map({ Int(exactly: $0) == nil }) ?? true
        || !Self.supportedVersions.contains(Int(number ?? -1))
      {
        throw KeyboardTraceError(
          .unsupportedVersion(supported: Self.supportedVersions), path: "$.version",
          value: KeyboardTraceError.text(of: version))
      }
    }
    do {
      self = try JSONDecoder().decode(Self.self, from: data)
    } catch let error as KeyboardTraceError {
      throw error
    } catch {
      throw KeyboardTraceError.converting(error, root: root)
        ?? KeyboardTraceError(.invalid(reason: "\(error)"), path: "$", value: nil)
    }
  }

  /// The trace as a JSON document: sorted keys, one event and one display frame per line, so
  /// that a trace reads, greps and diffs well.
  ///
  /// - Returns: UTF-8 JSON that ``init(json:)`` reads back to an equal trace.
  /// - Throws: `EncodingError` only when a number is not finite, which a trace read with
  ///   ``init(json:)`` or made by the recorder never has.
  /// - Complexity: O(*n*) in the number of events and frames.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func compact(_ value: some Encodable) throws -> String {
      String(decoding: try encoder.encode(value), as: UTF8.self)
    }
    func list(_ elements: [String]) -> String {
      elements.isEmpty ? "[]" : "[\n    " + elements.joined(separator: ",\n    ") + "\n  ]"
    }
    var members: [(String, String)] = [
      ("environment", try compact(environment)),
      ("events", list(try events.map(compact))),
      ("frames", list(try frames.map(compact))),
      ("geometry", try compact(geometry)),
      ("source", try compact(source)),
      ("version", String(version)),
    ]
    if let note { members.append(("note", try compact(note))) }
    members.sort { $0.0 < $1.0 }
    let body = members.map { "  \(KeyboardReplayFormat.jsonString($0.0)): \($0.1)" }
    return Data(("{\n" + body.joined(separator: ",\n") + "\n}\n").utf8)
  }

  /// How many objects and arrays are still open at the end of `data` (outside strings): more
  /// than 0 means the document was cut off.
  static func unclosedContainers(_ data: Data) -> Int {
    var depth = 0
    var inString = false
    var escaped = false
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      default: break
      }
    }
    return max(0, depth) + (inString ? 1 : 0)
  }

  /// The first number literal that is too large for a double (`1e999`), with its JSON path:
  /// the parser refuses the whole document for it, without saying where.
  ///
  /// - Complexity: O(*n*) in the document's size.
  static func firstNonFiniteNumber(_ data: Data) -> (path: String, literal: String)? {
    enum Level {
      case object(key: String?, expectingKey: Bool)
      case array(index: Int)
    }
    var stack: [Level] = []
    let bytes = [UInt8](data)
    var position = 0
    func path() -> String {
      var text = "$"
      for level in stack {
        switch level {
        case .object(let key, _):
          if let key {
            text += KeyboardTraceCoding.path([KeyboardTraceCoding.AnyKey(stringValue: key)])
              .dropFirst()
          }
        case .array(let index): text += "[\(index)]"
        }
      }
      return text
    }
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "{"):
        stack.append(.object(key: nil, expectingKey: true))
      case UInt8(ascii: "["):
        stack.append(.array(index: 0))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if !stack.isEmpty { stack.removeLast() }
      case UInt8(ascii: ","):
        switch stack.last {
        case .object(let key, _)?: stack[stack.count - 1] = .object(key: key, expectingKey: true)
        case .array(let index)?: stack[stack.count - 1] = .array(index: index + 1)
        case nil: break
        }
      case UInt8(ascii: "\""):
        var end = position + 1
        var escaped = false
        while end < bytes.count, escaped || bytes[end] != UInt8(ascii: "\"") {
          escaped = !escaped && bytes[end] == UInt8(ascii: "\\")
          end += 1
        }
        if case .object(_, true)? = stack.last {
          let raw = String(decoding: bytes[(position + 1)..<min(end, bytes.count)], as: UTF8.self)
          let key =
            (try? JSONSerialization.jsonObject(
              with: Data("\"\(raw)\"".utf8), options: [.fragmentsAllowed])) as? String ?? raw
          stack[stack.count - 1] = .object(key: key, expectingKey: false)
        }
        position = end
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var end = position
        let numberBytes = Set("+-0123456789.eE".utf8)
        while end < bytes.count, numberBytes.contains(bytes[end]) { end += 1 }
        let literal = String(decoding: bytes[position..<end], as: UTF8.self)
        if let value = Double(literal), !value.isFinite { return (path(), literal) }
        position = end - 1
      default:
        break
      }
      position += 1
    }
    return nil
  }

  /// The parser's own words about a syntax error, on one line, with "around character N" also given as a line and
  /// column (from 1), since Foundation counts characters from 0 over the whole file.
  private static func parserDetail(_ error: any Error, in data: Data) -> String {
    let nsError = error as NSError
    let detail =
      (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    let oneLine = detail.replacingOccurrences(of: "\n", with: " ")
    guard let range = oneLine.range(of: #"character [0-9]+"#, options: .regularExpression),
      let offset = Int(oneLine[range].dropFirst("character ".count)), offset <= data.count
    else { return oneLine }
    let before = data.prefix(offset)
    let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    let column = offset - (before.lastIndex(of: 0x0A).map { $0 - data.startIndex + 1 } ?? 0) + 1
    return "line \(line), column \(column): \(oneLine)"
  }
}
