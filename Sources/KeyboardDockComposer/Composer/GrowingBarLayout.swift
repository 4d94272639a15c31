import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a growing composer bar sizes itself: line height, insets, and the range of lines it shows.
///
/// “A Stickler for Details” asks for a growing input field: the bar gains a line as the text wraps,
/// up to a maximum, after which the text view scrolls inside the bar. The text's line count comes
/// from a function the caller injects (on iOS, the text view's layout manager; in the simulator,
/// ``MonospacedTextMeasure``), so this type stays pure arithmetic:
///
/// `height = insets.top + insets.bottom + lineHeight × clamp(lines, minimumLines...maximumLines)`
///
/// ```swift
/// let layout = try GrowingBarLayout(
///   lineHeight: 20, insets: LayoutInsets(top: 8, left: 12, bottom: 8, right: 12),
///   minimumLines: 1, maximumLines: 5)
/// let metrics = try layout.metrics(lineCount: 7)  // height 116, isScrollEnabled true
/// ```
public struct GrowingBarLayout: Sendable, Hashable {
  /// The height of one line of text, in points (`UIFont.lineHeight`).
  public let lineHeight: CGFloat
  /// Space between the bar's edges and its text, in points (text container inset plus padding).
  public let insets: LayoutInsets
  /// The fewest lines the bar is tall enough for, 1 or more.
  public let minimumLines: Int
  /// The most lines the bar grows to; beyond it the text scrolls.
  public let maximumLines: Int
  /// How long a height change animates, in seconds (the keyboard's 0.25, observed on iOS).
  public let animationDuration: TimeInterval
  /// The curve a height change animates with (the keyboard's curve 7, observed on iOS).
  public let animationCurve: KeyboardAnimationCurve

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - lineHeight: One line's height in points, above 0.
  ///   - insets: Insets between the bar's edges and the text, each 0 or more.
  ///   - minimumLines: The fewest lines shown, 1 or more.
  ///   - maximumLines: The most lines shown, at least `minimumLines`.
  ///   - animationDuration: Seconds a height change takes; 0.25 by default, as the keyboard's.
  ///   - animationCurve: The curve of a height change; the keyboard's curve 7 by default.
  /// - Throws: ``ComposerError`` naming the first invalid value.
  public init(
    lineHeight: CGFloat, insets: LayoutInsets = .zero, minimumLines: Int = 1,
    maximumLines: Int = 5, animationDuration: TimeInterval = 0.25,
    animationCurve: KeyboardAnimationCurve = .keyboard
  ) throws(ComposerError) {
    guard lineHeight.isFinite, lineHeight > 0 else { throw .invalidLineHeight(lineHeight) }
    let edges = [insets.top, insets.left, insets.bottom, insets.right]
    guard edges.allSatisfy(ComposerError.isFiniteNonNegative) else {
      throw .invalidInsets(insets)
    }
    guard minimumLines >= 1, maximumLines >= minimumLines else {
      throw .invalidLineLimits(minimum: minimumLines, maximum: maximumLines)
    }
    guard animationDuration.isFinite, animationDuration >= 0 else {
      throw .invalidDuration(animationDuration)
    }
    self.lineHeight = lineHeight
    self.insets = insets
    self.minimumLines = minimumLines
    self.maximumLines = maximumLines
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
  }

  /// The bar's height at ``minimumLines``, in points.
  public var minimumHeight: CGFloat { height(lines: minimumLines) }
  /// The bar's height at ``maximumLines``, in points.
  public var maximumHeight: CGFloat { height(lines: maximumLines) }

  /// The bar's metrics for a text of `lineCount` lines.
  ///
  /// - Parameter lineCount: The number of lines the text lays out in, 0 or more (an empty text
  ///   counts as the minimum).
  /// - Returns: The bar's height, the lines shown, and whether the text scrolls.
  /// - Throws: ``ComposerError/invalidLineCount(_:)`` for a negative count.
  public func metrics(lineCount: Int) throws(ComposerError) -> GrowingBarMetrics {
    guard lineCount >= 0 else { throw .invalidLineCount(lineCount) }
    let shown = min(max(lineCount, minimumLines), maximumLines)
    return GrowingBarMetrics(
      lineCount: lineCount, visibleLineCount: shown, height: height(lines: shown),
      contentHeight: height(lines: max(lineCount, minimumLines)),
      isScrollEnabled: lineCount > maximumLines)
  }

  /// The bar's metrics for `text` in a bar `barWidth` points wide, lines counted by `lineCount`.
  ///
  /// - Parameters:
  ///   - text: The composer's text.
  ///   - barWidth: The bar's width in points; the text gets it minus the left and right insets.
  ///   - lineCount: Counts the lines `text` lays out in at a given text width (points).
  /// - Returns: The metrics for the counted lines.
  /// - Throws: ``ComposerError/invalidWidth(_:)`` for a negative or non-finite width,
  ///   ``ComposerError/invalidLineCount(_:)`` when the counter returns a negative count.
  public func metrics(
    for text: String, barWidth: CGFloat, lineCount: (_ text: String, _ width: CGFloat) -> Int
  ) throws(ComposerError) -> GrowingBarMetrics {
    guard ComposerError.isFiniteNonNegative(barWidth) else { throw .invalidWidth(barWidth) }
    let textWidth = max(0, barWidth - insets.left - insets.right)
    return try metrics(lineCount: lineCount(text, textWidth))
  }

  private func height(lines: Int) -> CGFloat {
    insets.top + insets.bottom + lineHeight * CGFloat(lines)
  }
}
