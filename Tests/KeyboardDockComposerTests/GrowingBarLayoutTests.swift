import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import PropertyBased
import Testing

@Suite("Growing bar layout")
struct GrowingBarLayoutTests {
  static let layout = try! GrowingBarLayout(
    lineHeight: 20, insets: LayoutInsets(top: 8, left: 12, bottom: 8, right: 12),
    minimumLines: 1, maximumLines: 5)

  /// Cases of (lines measured, height, lines shown, scrolls).
  @Test(
    "height follows the line count between the minimum and the maximum, then the text scrolls",
    arguments: [
      (0, 36.0, 1, false), (1, 36.0, 1, false), (2, 56.0, 2, false), (4, 96.0, 4, false),
      (5, 116.0, 5, false), (6, 116.0, 5, true), (40, 116.0, 5, true),
    ])
  func heightForLines(lines: Int, height: Double, shown: Int, scrolls: Bool) throws {
    let metrics = try Self.layout.metrics(lineCount: lines)
    #expect(metrics.height == CGFloat(height))
    #expect(metrics.visibleLineCount == shown)
    #expect(metrics.isScrollEnabled == scrolls)
    #expect(metrics.contentHeight == CGFloat(16 + 20 * max(lines, 1)))
  }

  @Test("a minimum above one line keeps the bar tall for short texts")
  func minimumLines() throws {
    let layout = try GrowingBarLayout(lineHeight: 18, minimumLines: 2, maximumLines: 2)
    #expect(try layout.metrics(lineCount: 1).height == 36)
    #expect(try layout.metrics(lineCount: 3).height == 36)
    #expect(try layout.metrics(lineCount: 3).isScrollEnabled)
    #expect(layout.minimumHeight == 36 && layout.maximumHeight == 36)
  }

  @Test("the injected line counter gets the bar's width minus the side insets")
  func measuresAtTextWidth() throws {
    var widths: [CGFloat] = []
    let metrics = try Self.layout.metrics(for: "hello", barWidth: 375) { text, width in
      widths.append(width)
      return text.count > 3 ? 3 : 1
    }
    #expect(widths == [351])
    #expect(metrics.height == 76)
  }

  @Test("invalid layouts throw and name the bad value")
  func rejectsInvalidLayouts() {
    #expect(throws: ComposerError.invalidLineHeight(0)) {
      try GrowingBarLayout(lineHeight: 0)
    }
    #expect(throws: ComposerError.invalidLineHeight(.infinity)) {
      try GrowingBarLayout(lineHeight: .infinity)
    }
    #expect(throws: ComposerError.invalidLineLimits(minimum: 0, maximum: 3)) {
      try GrowingBarLayout(lineHeight: 20, minimumLines: 0, maximumLines: 3)
    }
    #expect(throws: ComposerError.invalidLineLimits(minimum: 4, maximum: 3)) {
      try GrowingBarLayout(lineHeight: 20, minimumLines: 4, maximumLines: 3)
    }
    let insets = LayoutInsets(top: -1)
    #expect(throws: ComposerError.invalidInsets(insets)) {
      try GrowingBarLayout(lineHeight: 20, insets: insets)
    }
    #expect(throws: ComposerError.invalidDuration(-0.25)) {
      try GrowingBarLayout(lineHeight: 20, animationDuration: -0.25)
    }
    #expect(throws: ComposerError.invalidLineCount(-1)) {
      try Self.layout.metrics(lineCount: -1)
    }
    #expect(throws: ComposerError.invalidWidth(-5)) {
      try Self.layout.metrics(for: "", barWidth: -5) { _, _ in 1 }
    }
    #expect(throws: ComposerError.invalidLineCount(-2)) {
      try Self.layout.metrics(for: "", barWidth: 100) { _, _ in -2 }
    }
    #expect(
      ComposerError.invalidLineLimits(minimum: 4, maximum: 3).description
        == "line limits 4...3 are invalid; they must satisfy 1 ≤ minimum ≤ maximum")
  }

  @Test("the height is always within the minimum and maximum heights")
  func heightWithinLimits() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 1...6), Gen.int(in: 0...6), Gen.int(in: 0...50)
    ) { minimum, extra, lines in
      let layout = try GrowingBarLayout(
        lineHeight: 17, insets: LayoutInsets(top: 6, bottom: 6), minimumLines: minimum,
        maximumLines: minimum + extra)
      let metrics = try layout.metrics(lineCount: lines)
      #expect(metrics.height >= layout.minimumHeight)
      #expect(metrics.height <= layout.maximumHeight)
      #expect(metrics.isScrollEnabled == (metrics.contentHeight > metrics.height))
    }
  }
}
