import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Why a ``KeyboardTracker`` could not be made.
///
/// The screen bounds a tracker is created with come from the caller (`UIScreen.bounds`, a
/// replayed log's screen, a simulated device), so unusable bounds are bad input, not a
/// programmer error: the initialiser throws this instead of stopping the app. Every case carries
/// the bad value; the message says what is wrong, the value, and what is valid. Bad bounds given
/// later, to ``KeyboardTracker/updateScreenBounds(_:at:)``, are refused and recorded instead,
/// with the same rule in the record's reason.
public enum KeyboardTrackerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Screen bounds that are not finite, go beyond ±1,000,000 pt, or have a side below 100 pt
  /// (``KeyboardTracker/isValidScreen(_:)``).
  case invalidScreenBounds(CGRect)

  public var description: String {
    switch self {
    case .invalidScreenBounds(let bounds):
      return "screen bounds \(KeyboardEvent.text(bounds)) are invalid; "
        + KeyboardTracker.validScreenText
    }
  }
}

extension KeyboardTracker {
  /// What valid screen bounds are, in words, for error messages and refusal reasons.
  static let validScreenText =
    "the origin and size must be finite, within ±1,000,000 pt, and each side at least 100 pt "
    + "(an iPhone SE is 0,0,375,667)"

  /// The smallest screen width or height the tracker accepts, in points: below any iOS screen
  /// (the smallest is 320 × 480), large enough for the edge tolerance of the classification.
  static let minimumScreenSide: CGFloat = 100

  /// Whether screen bounds are usable: finite, within ±1,000,000 pt (``maximumCoordinate``),
  /// each side at least 100 pt (``minimumScreenSide``).
  ///
  /// The size is read as given, so a negative width or height is refused (`CGRect.width` would
  /// report its magnitude).
  ///
  /// ``init(screenBounds:)`` throws and ``updateScreenBounds(_:at:)`` refuses when it is false;
  /// an adapter may check it first to skip a bad value without a `do`/`catch`.
  ///
  /// - Parameter bounds: The screen's bounds, in points.
  /// - Returns: `true` when a tracker accepts `bounds`.
  public static func isValidScreen(_ bounds: CGRect) -> Bool {
    let numbers = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
    return numbers.allSatisfy { $0.isFinite && abs($0) <= maximumCoordinate }
      && bounds.size.width >= minimumScreenSide && bounds.size.height >= minimumScreenSide
  }

  /// Checks screen bounds by ``isValidScreen(_:)``.
  ///
  /// - Parameter bounds: The screen's bounds, in points.
  /// - Throws: ``KeyboardTrackerError/invalidScreenBounds(_:)`` with `bounds` when they are not
  ///   usable.
  static func checkScreen(_ bounds: CGRect) throws(KeyboardTrackerError) {
    guard isValidScreen(bounds) else { throw .invalidScreenBounds(bounds) }
  }
}
