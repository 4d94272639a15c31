import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import Testing

@Suite("Monospaced line counting")
struct MonospacedTextMeasureTests {
  static let measure = try! MonospacedTextMeasure(characterWidth: 10)

  /// Cases of (text, width in points, lines); 100 pt holds 10 characters.
  @Test(
    "breaks at line breaks, then at spaces, then inside long words",
    arguments: [
      ("", 100.0, 1), ("hello", 100.0, 1), ("0123456789", 100.0, 1), ("0123456789a", 100.0, 2),
      ("hello world", 100.0, 2), ("hello big world", 100.0, 2), ("a\nb", 100.0, 2),
      ("a\n", 100.0, 2), ("a\r\nb", 100.0, 2), ("\n\n", 100.0, 3),
      ("abcdefghijklmnopqrstuvwxy", 100.0, 3), ("hi abcdefghijklmnopqrstuvwxy", 100.0, 4),
      ("fits          ", 100.0, 1), ("👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", 20.0, 2), ("abc", 0.0, 3),
    ])
  func countsLines(text: String, width: Double, lines: Int) {
    #expect(Self.measure.lineCount(of: text, width: CGFloat(width)) == lines)
  }

  @Test("feeds a growing bar layout directly")
  func feedsLayout() throws {
    let layout = try GrowingBarLayout(lineHeight: 20, insets: LayoutInsets(left: 10, right: 10))
    let metrics = try layout.metrics(
      for: "one two three four", barWidth: 120, lineCount: Self.measure.lineCount(of:width:))
    #expect(metrics.lineCount == 2)
    #expect(metrics.height == 40)
  }

  @Test("a character width that is not above 0 throws")
  func rejectsBadWidth() {
    #expect(throws: ComposerError.invalidWidth(0)) { try MonospacedTextMeasure(characterWidth: 0) }
    #expect(throws: ComposerError.self) {
      try MonospacedTextMeasure(characterWidth: .nan)
    }
  }

  /// Fuzzing found `Int(width / characterWidth)` trapping when the quotient overflowed.
  @Test(
    "a huge width over a tiny character width is a huge count, not a trap",
    arguments: [(1e300, 1e-300), (1e300, 1e-10), (.greatestFiniteMagnitude, 0.5)]
      as [(CGFloat, CGFloat)])
  func hugeCount(width: CGFloat, characterWidth: CGFloat) throws {
    let measure = try MonospacedTextMeasure(characterWidth: characterWidth)
    #expect(measure.charactersPerLine(width: width) == 1 << 62)
    #expect(measure.lineCount(of: "one two three", width: width) == 1)
  }
}
