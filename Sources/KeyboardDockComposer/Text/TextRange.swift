import Foundation

/// A range of UTF-16 code units in a text: what `UITextView.selectedRange` (an `NSRange`) holds.
///
/// `UITextInput` and `NSString` count text in UTF-16 code units, so a selection around
/// "👩‍👩‍👧" is 8 units long though Swift sees one `Character`. Every text action in
/// KeyboardDock takes and returns ranges in these units, so the UIKit adapter can pass them
/// straight through; the actions themselves snap ranges outward to grapheme-cluster boundaries
/// before they insert anything (see ``MarkdownAction``).
///
/// ```swift
/// let selection = TextRange(textView.selectedRange)     // on iOS
/// let caret = TextRange(location: 5, length: 0)           // an insertion point
/// ```
public struct TextRange: Sendable, Hashable, CustomStringConvertible {
  /// The first code unit, counted in UTF-16 units from the start of the text.
  public var location: Int
  /// The number of UTF-16 code units; 0 for an insertion point.
  public var length: Int

  /// Creates a range; validation against a text happens when the range is used.
  public init(location: Int, length: Int) {
    self.location = location
    self.length = length
  }

  /// Creates an insertion point (an empty range) at `location`.
  public static func caret(at location: Int) -> Self { Self(location: location, length: 0) }

  /// Creates the range from `lowerBound` up to, not including, `upperBound`.
  ///
  /// Bounds whose difference is beyond `Int` (from `Int.min` to `Int.max`) give a length of
  /// `Int.max` or `Int.min` instead of trapping; such a range fits no text, so using it throws.
  public init(from lowerBound: Int, to upperBound: Int) {
    let (length, overflow) = upperBound.subtractingReportingOverflow(lowerBound)
    self.init(
      location: lowerBound, length: overflow ? (upperBound > lowerBound ? .max : .min) : length)
  }

  /// Creates a range from Foundation's `NSRange`, as `UITextView.selectedRange` returns it.
  public init(_ range: NSRange) {
    self.init(location: range.location, length: range.length)
  }

  /// The same range as an `NSRange`, for `UITextView.selectedRange`.
  public var nsRange: NSRange { NSRange(location: location, length: length) }

  /// One past the last code unit: `location + length`.
  ///
  /// A sum beyond `Int` (`NSNotFound` plus a length, say) is `Int.max` or `Int.min` instead of
  /// trapping; such a range fits no text (``fits(utf16Count:)``).
  public var upperBound: Int {
    let (sum, overflow) = location.addingReportingOverflow(length)
    return overflow ? (length > 0 ? .max : .min) : sum
  }

  /// Whether this is an insertion point rather than a selection.
  public var isEmpty: Bool { length == 0 }

  /// Whether the range lies within a text of `utf16Count` code units.
  ///
  /// - Parameter utf16Count: The text's length in UTF-16 code units.
  /// - Returns: `true` when `0 ≤ location`, `0 ≤ length` and `location + length ≤ utf16Count`.
  public func fits(utf16Count: Int) -> Bool {
    location >= 0 && length >= 0 && location <= utf16Count && length <= utf16Count - location
  }

  /// Checks that the range lies within `text`.
  ///
  /// - Parameter text: The text the range refers to.
  /// - Throws: ``TextEditError/rangeOutOfBounds(_:utf16Count:)`` when it does not.
  public func validate(in text: String) throws(TextEditError) {
    let count = text.utf16.count
    guard fits(utf16Count: count) else {
      throw .rangeOutOfBounds(self, utf16Count: count)
    }
  }

  public var description: String { "{\(location), \(length)}" }
}
