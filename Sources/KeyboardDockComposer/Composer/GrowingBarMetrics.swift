import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A growing bar's size for one text: how tall it is, how many lines it shows, whether it scrolls.
///
/// Made by ``GrowingBarLayout/metrics(lineCount:)``. The UIKit adapter sets the bar's height
/// constraint to ``height`` and the text view's `isScrollEnabled` to ``isScrollEnabled``; the
/// simulator lays the bar out with ``height``.
public struct GrowingBarMetrics: Sendable, Hashable, CustomStringConvertible {
  /// The number of lines the text lays out in, as measured.
  public var lineCount: Int
  /// The number of lines the bar is tall enough for: the line count within the layout's limits.
  public var visibleLineCount: Int
  /// The bar's height in points.
  public var height: CGFloat
  /// The height the whole text needs with the insets, in points: the scrollable content height
  /// when ``isScrollEnabled``, else equal to ``height``.
  public var contentHeight: CGFloat
  /// Whether the text has more lines than the bar shows, so the text view scrolls.
  public var isScrollEnabled: Bool

  /// Creates metrics; ``GrowingBarLayout/metrics(lineCount:)`` is the usual way.
  public init(
    lineCount: Int, visibleLineCount: Int, height: CGFloat, contentHeight: CGFloat,
    isScrollEnabled: Bool
  ) {
    self.lineCount = lineCount
    self.visibleLineCount = visibleLineCount
    self.height = height
    self.contentHeight = contentHeight
    self.isScrollEnabled = isScrollEnabled
  }

  public var description: String {
    "\(lineCount) lines, \(visibleLineCount) shown, height \(height) pt"
      + (isScrollEnabled ? ", scrolls \(contentHeight) pt" : "")
  }
}
