import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Why a composer value (a growing bar's layout, a remembered keyboard height, an input-view
/// switch, a form's fields) could not be made or used.
///
/// Every case carries the bad value; the message says what is wrong, the value, and what is
/// valid. A throwing operation changes nothing.
public enum ComposerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A line height that is not a finite number above 0 (points).
  case invalidLineHeight(CGFloat)
  /// Insets with a negative or non-finite edge.
  case invalidInsets(LayoutInsets)
  /// Line limits that are not `1 ≤ minimum ≤ maximum`.
  case invalidLineLimits(minimum: Int, maximum: Int)
  /// A measured line count below 0.
  case invalidLineCount(Int)
  /// A width that is not a finite number, 0 or more (points).
  case invalidWidth(CGFloat)
  /// A duration that is not a finite number of seconds, 0 or more.
  case invalidDuration(TimeInterval)
  /// A height that is not a finite number, 0 or more (points); `what` names which height.
  case invalidHeight(CGFloat, what: String)
  /// Screen bounds that are empty or not finite.
  case invalidScreenBounds(CGRect)
  /// A row tolerance that is not a finite number, 0 or more (points).
  case invalidRowTolerance(CGFloat)
  /// Two form fields with the same identifier.
  case duplicateFieldID(String)
  /// A form field whose frame is not finite.
  case nonFiniteFieldFrame(id: String, frame: CGRect)
  /// A field identifier that is not among the form's fields.
  case unknownField(String, known: [String])

  public var description: String {
    switch self {
    case .invalidLineHeight(let value):
      return "line height \(value) is invalid; it must be a finite number of points above 0"
    case .invalidInsets(let insets):
      return "insets \(insets) are invalid; every edge must be a finite number of points, 0 or more"
    case .invalidLineLimits(let minimum, let maximum):
      return "line limits \(minimum)...\(maximum) are invalid; they must satisfy "
        + "1 ≤ minimum ≤ maximum"
    case .invalidLineCount(let count):
      return "line count \(count) is invalid; a text has 0 or more lines"
    case .invalidWidth(let width):
      return "width \(width) is invalid; it must be a finite number of points, 0 or more"
    case .invalidDuration(let duration):
      return "duration \(duration) is invalid; it must be a finite number of seconds, 0 or more"
    case .invalidHeight(let height, let what):
      return "\(what) \(height) is invalid; it must be a finite number of points, 0 or more"
    case .invalidScreenBounds(let bounds):
      return
        "screen bounds \(Self.text(bounds)) are invalid; they must be finite with a width and a "
        + "height above 0"
    case .invalidRowTolerance(let tolerance):
      return "row tolerance \(tolerance) is invalid; it must be a finite number of points, "
        + "0 or more"
    case .duplicateFieldID(let id):
      return "field '\(id)' appears more than once; every field needs its own identifier"
    case .nonFiniteFieldFrame(let id, let frame):
      return "field '\(id)' has frame \(Self.text(frame)); a field's frame must be finite"
    case .unknownField(let id, let known):
      let list = known.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
      return "field '\(id)' is not in the form; known fields: \(list)"
        + (known.count > 8 ? ", …" : "")
    }
  }
}

extension ComposerError {
  /// Whether `value` is a finite number, 0 or more.
  static func isFiniteNonNegative(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }

  /// A rect as `(x: 0.0, y: 0.0, width: 375.0, height: 812.0)`, the same on every platform.
  static func text(_ rect: CGRect) -> String {
    "(x: \(rect.minX), y: \(rect.minY), width: \(rect.width), height: \(rect.height))"
  }

  /// Whether `rect`'s origin and size are all finite.
  static func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
      && rect.size.height.isFinite
  }
}
