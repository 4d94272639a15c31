import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a scroll view's content is scrolled vertically, and whether its end (the last row of a
/// chat transcript) is visible: the rule that keeps the last row visible while the keyboard's
/// inset changes.
///
/// The numbers are UIKit's (`UIScrollView`): `contentOffset.y`, `bounds.height`,
/// `contentSize.height` and `adjustedContentInset` (the content inset plus the safe area UIKit
/// adds). The visible area runs from `contentOffset.y + adjustedTop` to
/// `contentOffset.y + boundsHeight − adjustedBottom`. When a keyboard's inset grows and the last
/// row was visible, the content must scroll up with it, as a chat transcript does; when the user
/// had scrolled back, the offset is kept (seed 004).
///
/// ```swift
/// let before = ScrollContentPosition(offset: 400, boundsHeight: 600, contentHeight: 1000)
/// let after = before.withAdjustedInsets(top: 0, bottom: 336)
/// before.offset(keepingContentEndIn: after)  // 736: the last row stays above the keyboard
/// ```
public struct ScrollContentPosition: Sendable, Hashable, CustomStringConvertible {
  /// The content offset's y, in points.
  public var offset: CGFloat
  /// The scroll view's bounds height, in points.
  public var boundsHeight: CGFloat
  /// The content size's height, in points.
  public var contentHeight: CGFloat
  /// The adjusted content inset's top, in points.
  public var adjustedTop: CGFloat
  /// The adjusted content inset's bottom, in points.
  public var adjustedBottom: CGFloat

  /// How close, in points, the content's end may come to the visible area's bottom and still
  /// count as visible: half a point absorbs the rounding of pixel-aligned offsets.
  public static let tolerance: CGFloat = 0.5

  /// Creates a position.
  public init(
    offset: CGFloat, boundsHeight: CGFloat, contentHeight: CGFloat, adjustedTop: CGFloat = 0,
    adjustedBottom: CGFloat = 0
  ) {
    self.offset = offset
    self.boundsHeight = boundsHeight
    self.contentHeight = contentHeight
    self.adjustedTop = adjustedTop
    self.adjustedBottom = adjustedBottom
  }

  /// The same scroll view with other adjusted insets, at the same offset.
  ///
  /// - Parameters:
  ///   - top: The new adjusted top inset, in points.
  ///   - bottom: The new adjusted bottom inset, in points.
  public func withAdjustedInsets(top: CGFloat, bottom: CGFloat) -> Self {
    Self(
      offset: offset, boundsHeight: boundsHeight, contentHeight: contentHeight, adjustedTop: top,
      adjustedBottom: bottom)
  }

  /// Whether the end of the content is inside the visible area, within ``tolerance``.
  ///
  /// Content shorter than the visible area always shows its end.
  public var isShowingContentEnd: Bool {
    let visibleBottom = offset + boundsHeight - adjustedBottom
    return visibleBottom >= contentHeight - Self.tolerance
  }

  /// The offset that puts the end of the content at the bottom of the visible area, or the top
  /// of the content at the top when the content is shorter than the visible area.
  public var contentEndOffset: CGFloat {
    max(-adjustedTop, contentHeight - boundsHeight + adjustedBottom)
  }

  /// The offset to set once the insets changed to `after`'s, or `nil` to keep the offset.
  ///
  /// When this position (before the change) showed the end of the content, the end stays
  /// visible: the result is `after`'s ``contentEndOffset``. Otherwise the user scrolled away
  /// from the end, and the offset is left alone.
  ///
  /// - Parameter after: The same scroll view once its insets changed.
  /// - Returns: The new offset's y, or `nil` when the offset must not change.
  public func offset(keepingContentEndIn after: Self) -> CGFloat? {
    isShowingContentEnd ? after.contentEndOffset : nil
  }

  public var description: String {
    "offset \(offset) of \(contentHeight) pt in \(boundsHeight) pt, insets \(adjustedTop)/\(adjustedBottom)"
  }
}
