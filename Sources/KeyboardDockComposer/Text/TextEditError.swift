import Foundation

/// Why a text action or a ``TextEdit`` could not be applied to a text.
///
/// Each case carries the bad value and what would have been valid, so the message can say both.
/// A failed action changes nothing: it throws before it builds an edit.
public enum TextEditError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The range does not lie within the text: a negative location or length, or an end past the
  /// text's UTF-16 length.
  case rangeOutOfBounds(TextRange, utf16Count: Int)
  /// A range boundary falls between the two halves of a surrogate pair (inside one Unicode
  /// scalar), so replacing there would leave broken UTF-16.
  case splitsSurrogatePair(TextRange, offset: Int)

  public var description: String {
    switch self {
    case .rangeOutOfBounds(let range, let count):
      return "range \(range) (location, length in UTF-16 code units) is outside the text; "
        + "valid ranges have 0 ≤ location, 0 ≤ length and location + length ≤ \(count)"
    case .splitsSurrogatePair(let range, let offset):
      return "range \(range) has a boundary at UTF-16 offset \(offset), inside a surrogate "
        + "pair; boundaries must fall between Unicode scalars"
    }
  }
}
