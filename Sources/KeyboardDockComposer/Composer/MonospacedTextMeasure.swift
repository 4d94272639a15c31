import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Counts the lines a text lays out in when every character has the same advance: a line counter
/// for a growing bar where no text engine exists (the simulator, tests, Linux).
///
/// It breaks lines the way a text view does: at line breaks, then greedily at spaces, with spaces
/// at the end of a line allowed to hang past the edge, and a word longer than a line broken
/// between characters. A character is one grapheme cluster, so 👩‍👩‍👧 is one character, as it is
/// one glyph on screen. On iOS, count lines with the text view's layout instead; this type only
/// stands in where that does not exist.
///
/// ```swift
/// let measure = try MonospacedTextMeasure(characterWidth: 10)
/// let metrics = try layout.metrics(for: text, barWidth: 375, lineCount: measure.lineCount(of:width:))
/// ```
public struct MonospacedTextMeasure: Sendable, Hashable {
  /// The advance of every character, in points.
  public let characterWidth: CGFloat

  /// Creates a measure.
  ///
  /// - Parameter characterWidth: The advance of one character in points, above 0.
  /// - Throws: ``ComposerError/invalidWidth(_:)`` when it is not a finite number above 0.
  public init(characterWidth: CGFloat) throws(ComposerError) {
    guard characterWidth.isFinite, characterWidth > 0 else {
      throw .invalidWidth(characterWidth)
    }
    self.characterWidth = characterWidth
  }

  /// How many characters fit on a line `width` points wide (at least 1).
  ///
  /// A count beyond 2⁶² (a huge width over a tiny character width, which could even overflow
  /// to infinity) is 2⁶²: more characters than any text has, so the line never wraps.
  public func charactersPerLine(width: CGFloat) -> Int {
    guard width.isFinite, width > 0 else { return 1 }
    let count = (width / characterWidth).rounded(.down)
    guard count < 0x1p62 else { return 1 << 62 }
    return max(1, Int(count))
  }

  /// The number of lines `text` lays out in at `width` points: 1 for an empty text, and one more
  /// for a final line break, where the caret then sits.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - width: The width available to the text, in points.
  /// - Returns: The line count, 1 or more.
  /// - Complexity: O(n) in the number of characters.
  public func lineCount(of text: String, width: CGFloat) -> Int {
    let capacity = charactersPerLine(width: width)
    var lines = 0
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      lines += Self.lineCount(of: paragraph, capacity: capacity)
    }
    return lines
  }

  /// Greedy line breaking of one paragraph at `capacity` characters per line.
  private static func lineCount(of paragraph: Substring, capacity: Int) -> Int {
    var lines = 1
    var column = 0
    var word = 0
    func placeWord() {
      guard word > 0 else { return }
      if column > 0, column + word > capacity {
        lines += 1
        column = 0
      }
      // A word longer than a line fills whole lines and continues on the next.
      let extraLines = (column + word - 1) / capacity
      lines += extraLines
      column = column + word - extraLines * capacity
      word = 0
    }
    for character in paragraph {
      if character == " " || character == "\t" {
        placeWord()
        column += 1  // spaces hang past the edge rather than wrap
      } else {
        word += 1
      }
    }
    placeWord()
    return lines
  }
}
