import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a replay writes numbers, rects and JSON values, in one place so the timeline and the JSON
/// lines agree.
enum KeyboardReplayFormat {
  /// A number as a person (and JSON) reads it: `407`, `187.5`, `0.25`.
  ///
  /// Integral values print without a fraction; others print Swift's shortest text that reads
  /// back as the same `Double`, which is also a valid JSON number. Callers pass finite values
  /// only (events are validated); a non-finite value prints as `null` so JSON stays valid.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value.rounded() == value, abs(value) < 1e15 {
      return value == 0 ? "0" : String(Int(value))
    }
    return "\(value)"
  }

  /// A number with a fixed count of decimals, for the timeline's time column.
  static func fixed(_ value: Double, decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }

  /// A rect as UIKit logs it: `{{0, 451}, {375, 216}}`.
  ///
  /// The tracker's records and errors write rects this way too; both use
  /// `KeyboardEvent.text(_:)`, so a replay's timeline and the reasons it quotes agree. A replay's
  /// rects are validated, so finite.
  static func rect(_ rect: CGRect) -> String { KeyboardEvent.text(rect) }

  /// A size as `375×667`.
  static func size(_ size: CGSize) -> String {
    "\(number(size.width))×\(number(size.height))"
  }

  /// A rect as a JSON array `[x, y, width, height]`.
  static func jsonRect(_ rect: CGRect) -> String {
    "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), "
      + "\(number(rect.height))]"
  }

  /// A size as a JSON array `[width, height]`.
  static func jsonSize(_ size: CGSize) -> String {
    "[\(number(size.width)), \(number(size.height))]"
  }

  /// A JSON string literal, quoted and escaped (RFC 8259 §7).
  static func jsonString(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.value < 0x20:
        escaped +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }

  /// A JSON object from keys and already-encoded values, in the given order.
  static func jsonObject(_ members: KeyValuePairs<String, String>) -> String {
    "{" + members.map { "\(jsonString($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
  }

  /// Pads `text` with spaces on the right (or the left, for numbers) to `width` characters.
  static func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }

  /// `line` without its trailing white space (a table's padded last column).
  static func trimmedTrailing(_ line: String) -> String {
    var end = line.endIndex
    while end > line.startIndex, line[line.index(before: end)].isWhitespace {
      end = line.index(before: end)
    }
    return String(line[..<end])
  }
}
