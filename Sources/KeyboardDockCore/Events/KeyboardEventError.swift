import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Why a keyboard notification could not be decoded into a ``KeyboardEvent``.
///
/// Every case names the `userInfo` key and carries the bad value as text, so the message can say
/// what was wrong and what would have been valid. Nothing is ever silently defaulted.
public struct KeyboardEventError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of problem was found.
  public enum Code: Equatable, Sendable {
    /// A required key (the end frame, the duration, the curve) is absent.
    case missingKey
    /// The value is of the wrong type (for example an `NSNumber` where an `NSValue` of
    /// `CGRect` belongs).
    case wrongType(expected: String)
    /// A frame has a non-finite origin or size.
    case nonFiniteFrame
    /// A frame has a negative width or height.
    case negativeSize
    /// Rect text such as `NSRect: {{0, 451}, {375, 216}}` could not be parsed.
    case unparseableRect
    /// The duration is negative or not finite.
    case invalidDuration
    /// The curve is not an integer (for example `7.5` or `"fast"`).
    case nonIntegerCurve
    /// A number (a bool) could not be parsed.
    case unparseableNumber
  }

  /// What kind of problem was found.
  public var code: Code
  /// The `userInfo` key whose value is wrong.
  public var key: String
  /// The bad value as text, or `nil` when the key was missing.
  public var value: String?

  /// Creates an error.
  public init(_ code: Code, key: String, value: String?) {
    self.code = code
    self.key = key
    self.value = value
  }

  public var description: String {
    let shown = value.map { "'\($0)'" } ?? "nothing"
    switch code {
    case .missingKey:
      return "\(key) is missing; a keyboard notification always carries it"
    case .wrongType(let expected):
      return "\(key) is \(shown); expected \(expected)"
    case .nonFiniteFrame:
      return "\(key) is \(shown); a frame's origin and size must be finite numbers"
    case .negativeSize:
      return "\(key) is \(shown); a frame's width and height must be 0 or more"
    case .unparseableRect:
      return "\(key) is \(shown); expected a rect such as NSRect: {{0, 451}, {375, 216}}"
    case .invalidDuration:
      return "\(key) is \(shown); the duration must be a finite number of seconds, 0 or more"
    case .nonIntegerCurve:
      return "\(key) is \(shown); the curve must be an integer such as 0 (easeInOut) or 7"
    case .unparseableNumber:
      return "\(key) is \(shown); expected a number (0 or 1 for a bool)"
    }
  }
}
