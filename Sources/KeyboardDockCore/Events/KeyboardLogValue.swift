import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Turns the logged text of one `userInfo` value back into the object UIKit posted.
///
/// The console prints an `NSValue` of a rect as `NSRect: {{0, 451}, {375, 216}}`, of a point as
/// `NSPoint: {187.5, 559}`, and an `NSNumber` as its digits (`0.25`, `7`, `1`); Swift's `print`
/// and Objective-C's description differ only in quoting, which the scanner has removed. This
/// type rebuilds the `NSValue` or `NSNumber`, and nothing more: whether the value is *valid*
/// (finite, not negative, an integer curve, a 0/1 bool) is decided by
/// ``KeyboardEvent/init(kind:userInfo:time:)``, so logged and live notifications share one
/// validation path. Only text that is not a rect, a point or a number at all is refused here.
enum KeyboardLogValue {
  /// The object UIKit would have put in `userInfo` for `key`, read from its logged text.
  ///
  /// - Parameters:
  ///   - text: The value as logged, without quotes.
  ///   - key: The `userInfo` key, one of ``KeyboardUserInfoKey/all``.
  /// - Returns: An `NSValue` for frame, bounds and center keys, an `NSNumber` otherwise.
  /// - Throws: ``KeyboardEventError`` with code `unparseableRect` for rect text that is not
  ///   `{{x, y}, {width, height}}`, `wrongType` for point text that is not `{x, y}`,
  ///   `unparseableNumber` for a duration or bool that is not a number, `nonIntegerCurve` for a
  ///   curve that is not a number.
  static func object(from text: String, key: String) throws -> Any {
    switch key {
    case KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.frameEnd, KeyboardUserInfoKey.bounds:
      guard let numbers = numbers(in: text, prefixes: ["NSRect", "CGRect"], shape: "{{,},{,}}"),
        numbers.count == 4
      else { throw KeyboardEventError(.unparseableRect, key: key, value: text) }
      return GeometryValue.value(
        CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    case KeyboardUserInfoKey.centerBegin, KeyboardUserInfoKey.centerEnd:
      guard let numbers = numbers(in: text, prefixes: ["NSPoint", "CGPoint"], shape: "{,}"),
        numbers.count == 2
      else {
        throw KeyboardEventError(
          .wrongType(expected: "a point such as NSPoint: {187.5, 559}"), key: key, value: text)
      }
      return GeometryValue.value(CGPoint(x: numbers[0], y: numbers[1]))
    case KeyboardUserInfoKey.animationCurve:
      if let integer = Int(text) { return NSNumber(value: integer) }
      guard let number = Double(text) else {
        throw KeyboardEventError(.nonIntegerCurve, key: key, value: text)
      }
      return NSNumber(value: number)
    case KeyboardUserInfoKey.isLocal, KeyboardUserInfoKey.frameChangedByUserInteraction:
      switch text.lowercased() {
      case "true", "yes": return NSNumber(value: true)
      case "false", "no": return NSNumber(value: false)
      default:
        // Any other number goes to the decoder, which refuses it (a bool is 0 or 1).
        if let integer = Int(text) {
          return integer == 0 || integer == 1
            ? NSNumber(value: integer == 1) : NSNumber(value: integer)
        }
        guard let number = Double(text) else {
          throw KeyboardEventError(.unparseableNumber, key: key, value: text)
        }
        return NSNumber(value: number)
      }
    default:
      guard let number = Double(text) else {
        throw KeyboardEventError(.unparseableNumber, key: key, value: text)
      }
      return NSNumber(value: number)
    }
  }

  /// The numbers of a structure such as `NSRect: {{0, 451}, {375, 216}}`, or `nil` when the text
  /// does not have exactly the given shape.
  ///
  /// - Parameters:
  ///   - text: The value text.
  ///   - prefixes: Type names that may precede the structure, followed by a colon.
  ///   - shape: The structure with every number removed and no spaces, e.g. `{{,},{,}}`.
  private static func numbers(in text: String, prefixes: [String], shape: String) -> [CGFloat]? {
    var body = Substring(text.filter { $0 != " " && $0 != "\t" })
    for prefix in prefixes where body.hasPrefix(prefix + ":") {
      body = body.dropFirst(prefix.count + 1)
    }
    var skeleton = ""
    var numbers: [CGFloat] = []
    var current = ""
    for character in body {
      if "{},".contains(character) {
        if !current.isEmpty {
          guard let number = Double(current) else { return nil }
          numbers.append(CGFloat(number))
          current = ""
        }
        skeleton.append(character)
      } else {
        current.append(character)
      }
    }
    // An empty slot (`{{, 451}, …}`) leaves the skeleton intact but a number short, which the
    // callers' count check refuses.
    guard current.isEmpty, skeleton == shape else { return nil }
    return numbers
  }
}
