import Foundation

/// The simulated app's input bar: its height for a number of text lines.
///
/// A growing composer adds one line height per line up to ``maximumLines``, then scrolls (seed
/// 003's "growing input field"). This is the simplest model the scenarios need; the composer's
/// bar-growth type in KeyboardDockCore plugs in here by replacing ``height(lines:)``, and its
/// input-panel height memory by replacing ``inputPanelHeight(remembered:)``.
public struct InputBarModel: Sendable, Hashable {
  /// The height of a one-line bar, in points.
  public var baseHeight: CGFloat = 44
  /// The height each further line adds, in points.
  public var lineHeight: CGFloat = 20
  /// The number of lines after which the bar stops growing and scrolls.
  public var maximumLines = 5

  /// Creates the default bar: 44 pt, 20 pt per line, at most 5 lines.
  public init() {}

  /// The bar's height for `lines` lines of text, in points.
  public func height(lines: Int) -> CGFloat {
    let shown = min(max(1, lines), maximumLines)
    return baseHeight + CGFloat(shown - 1) * lineHeight
  }

  /// The height of a custom input panel opened without an explicit height: the last keyboard's
  /// height, so the panel replaces the keyboard without a jump (seed 004).
  public func inputPanelHeight(remembered keyboardHeight: CGFloat) -> CGFloat { keyboardHeight }
}
