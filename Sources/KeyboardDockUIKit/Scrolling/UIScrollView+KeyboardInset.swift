#if canImport(UIKit)
  public import Foundation
  public import KeyboardDockCore
  public import UIKit

  extension UIScrollView {
    /// Insets the bottom of the content and the scroll indicator by the part of this scroll view
    /// that the keyboard (and a bar docked on it) covers, and no more: the rule of “Customizing the
    /// iOS keyboard”.
    ///
    /// The keyboard is anchored to the bottom of the window, which is not necessarily the
    /// bottom of this view: above a tab bar or in a form sheet, only the overlap is covered. The
    /// inset comes from ``KeyboardDockCore/ViewPlacement/scrollBottomInset(coveredHeight:adjustsForSafeArea:)``,
    /// which leaves out the bottom safe area when UIKit already adds it
    /// (`contentInsetAdjustmentBehavior` other than `.never`).
    ///
    /// When the last row was visible before the change, the content is scrolled so it stays
    /// visible above the keyboard, as a chat transcript expects; otherwise the offset is kept.
    /// Call this inside ``KeyboardAnimator/animate(alongside:animations:completion:)`` so the
    /// inset moves with the keyboard.
    ///
    /// ```swift
    /// KeyboardAnimator.animate(alongside: event) {
    ///   let placement = ViewPlacement(view: tableView)
    ///   let covered = placement?.coveredHeight(byKeyboard: event.endFrame) ?? 0
    ///   tableView.setKeyboardCoveredHeight(covered + bar.bounds.height)
    /// }
    /// ```
    ///
    /// - Parameter coveredHeight: The height covered from this scroll view's bottom edge, in
    ///   points, as ``KeyboardDockCore/ViewPlacement/coveredHeight(byKeyboard:)`` measures it
    ///   for this scroll view.
    /// - Returns: The bottom inset applied, in points.
    @discardableResult
    public func setKeyboardCoveredHeight(_ coveredHeight: CGFloat) -> CGFloat {
      // Only the safe area enters the inset rule; the covered height already holds the geometry.
      let placement = ViewPlacement(
        windowFrame: bounds, viewFrame: bounds, safeAreaInsets: LayoutInsets(safeAreaInsets))
      let inset = placement.scrollBottomInset(
        coveredHeight: coveredHeight, adjustsForSafeArea: contentInsetAdjustmentBehavior != .never)
      let before = contentPosition
      contentInset.bottom = inset
      verticalScrollIndicatorInsets.bottom = inset
      if let offset = before.offset(keepingContentEndIn: contentPosition) {
        contentOffset.y = offset
      }
      return inset
    }

    /// Where the content is scrolled, in Core's terms (``KeyboardDockCore/ScrollContentPosition``).
    public var contentPosition: ScrollContentPosition {
      // Read once for both edges.
      let adjusted = adjustedContentInset
      return ScrollContentPosition(
        offset: contentOffset.y, boundsHeight: bounds.height, contentHeight: contentSize.height,
        adjustedTop: adjusted.top, adjustedBottom: adjusted.bottom)
    }

    /// Whether the end of the content is inside the visible area, within half a point
    /// (``KeyboardDockCore/ScrollContentPosition/isShowingContentEnd``).
    public var isShowingContentEnd: Bool { contentPosition.isShowingContentEnd }

    /// Scrolls so the end of the content sits at the bottom of the visible area, or the top of
    /// the content at the top when it is shorter than the visible area
    /// (``KeyboardDockCore/ScrollContentPosition/contentEndOffset``).
    public func scrollToContentEnd() {
      contentOffset.y = contentPosition.contentEndOffset
    }
  }
#endif
