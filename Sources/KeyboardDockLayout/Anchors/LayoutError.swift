import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Why a layout description is not one UIKit would accept.
///
/// Each case carries the offending value and says what would be valid. A ``LayoutDescription``
/// that validates without error can be realised by the layout engine and by UIKit.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Two items share a name, or an item takes a built-in name.
  case duplicateItem(String)
  /// A constraint names an item the layout does not have.
  case unknownItem(String, constraint: String, valid: [String])
  /// A constraint relates anchors UIKit cannot relate (different axes, or leading/trailing with
  /// left/right).
  case incompatibleAnchors(LayoutAnchor, LayoutAnchor, constraint: String)
  /// A position is constrained to a constant, which UIKit forbids (only sizes may be).
  case positionWithoutSecondAnchor(LayoutAnchor, constraint: String)
  /// A position is multiplied by zero, which UIKit forbids.
  case zeroMultiplier(constraint: String)
  /// A constant or multiplier is not a finite number.
  case nonFiniteValue(String, constraint: String)
  /// A size (intrinsic or minimum) is negative or not finite.
  case invalidSize(item: String, CGFloat)
  /// Two constraints share an identifier, so reports could not tell them apart.
  case duplicateIdentifier(String)

  public var description: String {
    switch self {
    case .duplicateItem(let name):
      return "item '\(name)' is declared twice or is a built-in item (view, safeArea, keyboard);"
        + " give it a unique name"
    case .unknownItem(let name, let constraint, let valid):
      return "constraint \(constraint) names item '\(name)', which is not in the layout; valid: "
        + valid.joined(separator: ", ")
    case .incompatibleAnchors(let first, let second, let constraint):
      return "constraint \(constraint) relates \(first) to \(second); anchors must share an axis,"
        + " and leading/trailing cannot pair with left/right"
    case .positionWithoutSecondAnchor(let anchor, let constraint):
      return "constraint \(constraint) sets position \(anchor) to a constant; only width and height"
        + " may be constants, positions need a second anchor"
    case .zeroMultiplier(let constraint):
      return "constraint \(constraint) multiplies a position by 0; use a non-zero multiplier"
    case .nonFiniteValue(let value, let constraint):
      return "constraint \(constraint) has the value \(value); constants and multipliers must be"
        + " finite numbers"
    case .invalidSize(let item, let value):
      return "item '\(item)' has the size \(value); sizes must be finite and 0 or more"
    case .duplicateIdentifier(let identifier):
      return "two constraints have the identifier '\(identifier)'; identifiers must be unique"
    }
  }
}
