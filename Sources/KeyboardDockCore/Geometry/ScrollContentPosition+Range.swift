import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScrollContentPosition {
  /// The smallest offset a user can scroll to: the top of the content at the top of the
  /// visible area (`−adjustedTop`).
  public var minimumOffset: CGFloat { -adjustedTop }

  /// The largest offset a user can scroll to: ``contentEndOffset``.
  public var maximumOffset: CGFloat { contentEndOffset }

  /// `offset` held inside ``minimumOffset``…``maximumOffset``: where a scroll view comes to
  /// rest once it is let go.
  public func clamped(_ offset: CGFloat) -> CGFloat {
    min(max(offset, minimumOffset), maximumOffset)
  }

  /// The visible part of the content, in content coordinates (`minY` and `maxY` matter).
  ///
  /// It runs from `offset + adjustedTop` to `offset + boundsHeight − adjustedBottom`; its
  /// height is 0 when the insets leave nothing visible.
  public var visibleRange: ClosedRange<CGFloat> {
    let top = offset + adjustedTop
    return top...max(top, offset + boundsHeight - adjustedBottom)
  }

  /// The same scroll view at another offset.
  public func withOffset(_ offset: CGFloat) -> Self {
    var copy = self
    copy.offset = offset
    return copy
  }
}
