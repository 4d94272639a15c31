import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Bad input to the transcript and form scrolling decisions: the value, and what is valid.
public struct ContentScrollError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, with the offending value.
  public enum Code: Equatable, Sendable {
    /// A lift behaviour name that is none of ``ChatLiftBehavior``'s.
    case unknownLiftBehavior(String)
    /// A length (an inset, a padding, a height) that is not a finite number, 0 or more.
    case invalidLength(CGFloat, what: String)
    /// A scroll position with a value that is not finite, or a negative size.
    case invalidPosition(ScrollContentPosition)
    /// A rectangle to reveal with a value that is not finite or a negative size.
    case invalidRect(CGRect)
  }

  /// What went wrong.
  public let code: Code

  /// Creates an error.
  public init(_ code: Code) { self.code = code }

  /// An unknown lift behaviour name.
  public static func unknownLiftBehavior(_ name: String) -> Self {
    Self(.unknownLiftBehavior(name))
  }
  /// A length that is not finite and 0 or more.
  public static func invalidLength(_ value: CGFloat, what: String) -> Self {
    Self(.invalidLength(value, what: what))
  }
  /// A position with non-finite values or negative sizes.
  public static func invalidPosition(_ position: ScrollContentPosition) -> Self {
    Self(.invalidPosition(position))
  }
  /// A rectangle with non-finite values or a negative size.
  public static func invalidRect(_ rect: CGRect) -> Self { Self(.invalidRect(rect)) }

  public var description: String {
    switch code {
    case .unknownLiftBehavior(let name):
      let valid = ChatLiftBehavior.allCases.map { "\"\($0)\"" }.joined(separator: ", ")
      return "unknown lift behaviour \"\(name)\"; valid: \(valid)"
    case .invalidLength(let value, let what):
      return "\(what) is \(value); it must be a finite number of points, 0 or more"
    case .invalidPosition(let position):
      return "scroll position (\(position)) has a value that is not finite or a negative size"
    case .invalidRect(let rect):
      return
        "rectangle \(KeyboardEvent.text(rect)) has a value that is not finite or a negative size"
    }
  }

  /// Throws ``invalidLength(_:what:)`` unless `value` is finite and 0 or more.
  static func checkLength(_ value: CGFloat, _ what: String) throws(ContentScrollError) {
    guard value.isFinite, value >= 0 else { throw .invalidLength(value, what: what) }
  }

  /// Throws ``invalidPosition(_:)`` unless every value is finite and the sizes are 0 or more.
  static func check(_ position: ScrollContentPosition) throws(ContentScrollError) {
    let values = [
      position.offset, position.boundsHeight, position.contentHeight, position.adjustedTop,
      position.adjustedBottom,
    ]
    guard values.allSatisfy(\.isFinite), position.boundsHeight >= 0, position.contentHeight >= 0
    else { throw .invalidPosition(position) }
  }

  /// Throws ``invalidRect(_:)`` unless every value is finite and the size is 0 or more.
  static func check(_ rect: CGRect) throws(ContentScrollError) {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard values.allSatisfy(\.isFinite), rect.size.width >= 0, rect.size.height >= 0 else {
      throw .invalidRect(rect)
    }
  }
}
