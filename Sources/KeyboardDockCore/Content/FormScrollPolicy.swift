import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Decides where a form's scroll view must scroll so the first responder's caret (or its whole
/// field) stays visible above the keyboard and the bar: the job of a keyboard-aware scroll view.
///
/// One rule serves every trigger: the keyboard showing, focus moving to another field (including
/// iOS 26's focus change without a keyboard notification, react-native-keyboard-controller
/// #1122), the keyboard's height changing (a language or emoji switch, #1642), a text view
/// growing as the user types (#1583), and rotation. The adapter calls
/// ``offset(revealing:in:keyboard:)`` after each with the scroll view's position, whose bottom
/// inset already holds the keyboard and the bar, and the rectangle to reveal: the smallest
/// scroll that shows the rectangle plus ``bottomOffset`` below it wins, and an offset already
/// good is left alone.
///
/// The scroll rides the keyboard's animation when a keyboard move caused it; while a finger drags
/// the keyboard (interactive dismissal) nothing scrolls. When the keyboard leaves, the offset is
/// brought back into range, or, with ``scrollsBackOnHide``, back to where it was before the
/// keyboard came.
///
/// ```swift
/// var policy = try FormScrollPolicy(bottomOffset: 16)
/// let position = ScrollContentPosition(
///   offset: 0, boundsHeight: 812, contentHeight: 1200, adjustedBottom: 336 + 44)
/// let caret = CGRect(x: 20, y: 600, width: 2, height: 22)
/// policy.offset(revealing: caret, in: position, keyboard: .visible)  // 206: caret + 16 pt above the bar
/// ```
public struct FormScrollPolicy: Sendable, Hashable {
  /// What the keyboard is doing when the policy is asked.
  public enum KeyboardActivity: String, Sendable, Hashable, CaseIterable {
    /// On screen, resting or animating: reveal the rectangle.
    case visible
    /// A finger is dragging it (interactive dismissal): scroll nothing.
    case dragged
    /// Gone (or leaving): scroll back if asked, else only back into range.
    case hidden

    /// The activity for a tracker phase: ``KeyboardPhase/interactivelyDragged`` is
    /// ``dragged``, ``KeyboardPhase/hidden`` and ``KeyboardPhase/hiding`` are ``hidden``.
    public init(_ phase: KeyboardPhase) {
      switch phase {
      case .interactivelyDragged: self = .dragged
      case .hidden, .hiding: self = .hidden
      case .showing, .visible: self = .visible
      }
    }
  }

  /// The space, in points, kept between the revealed rectangle's bottom and the top of the bar
  /// (or keyboard).
  public let bottomOffset: CGFloat
  /// Whether the offset returns to where it was before the keyboard showed once it leaves.
  public var scrollsBackOnHide: Bool
  /// The offset before the keyboard showed, kept while it is up; `nil` while it is hidden.
  public private(set) var offsetBeforeKeyboard: CGFloat?

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - bottomOffset: Points kept free below the revealed rectangle; 0 or more. 16 by default.
  ///   - scrollsBackOnHide: Whether to scroll back when the keyboard leaves; `false` by default.
  /// - Throws: ``ContentScrollError/invalidLength(_:what:)`` when `bottomOffset` is negative or
  ///   not finite.
  public init(bottomOffset: CGFloat = 16, scrollsBackOnHide: Bool = false)
    throws(ContentScrollError)
  {
    try ContentScrollError.checkLength(bottomOffset, "bottom offset")
    self.bottomOffset = bottomOffset
    self.scrollsBackOnHide = scrollsBackOnHide
  }

  /// The offset to scroll to, or `nil` to leave the scroll view as it is.
  ///
  /// - Parameters:
  ///   - rect: The rectangle to keep visible in the scroll view's content coordinates: the first
  ///     responder's caret rect, or its frame; `nil` when nothing is focused.
  ///   - position: The scroll view now, its adjusted bottom inset covering the keyboard and bar.
  ///   - keyboard: What the keyboard is doing.
  /// - Returns: The new content offset's y, within the range a user can scroll to, or `nil`.
  ///   A rectangle taller than the visible area keeps its bottom (where the caret of a growing
  ///   text view is) visible.
  /// - Throws: ``ContentScrollError`` when `rect` or `position` has values that are not finite
  ///   or negative sizes; nothing changes then.
  public mutating func offset(
    revealing rect: CGRect?, in position: ScrollContentPosition, keyboard: KeyboardActivity
  ) throws(ContentScrollError) -> CGFloat? {
    try ContentScrollError.check(position)
    if let rect { try ContentScrollError.check(rect) }
    switch keyboard {
    case .dragged:
      return nil
    case .hidden:
      let saved = offsetBeforeKeyboard
      offsetBeforeKeyboard = nil
      let wanted = scrollsBackOnHide ? (saved ?? position.offset) : position.offset
      let clamped = position.clamped(wanted)
      return clamped == position.offset ? nil : clamped
    case .visible:
      if offsetBeforeKeyboard == nil { offsetBeforeKeyboard = position.offset }
      let wanted = rect.map { revealingOffset(of: $0, in: position) } ?? position.offset
      let clamped = position.clamped(wanted)
      return clamped == position.offset ? nil : clamped
    }
  }

  /// The offset nearest to `position`'s that shows `rect` with ``bottomOffset`` below it.
  private func revealingOffset(of rect: CGRect, in position: ScrollContentPosition) -> CGFloat {
    let visible = position.visibleRange
    let needed = rect.maxY + bottomOffset
    if needed - rect.minY > visible.upperBound - visible.lowerBound {
      // Taller than the visible area: the bottom (the caret's end) wins.
      return position.offset + (needed - visible.upperBound)
    }
    if needed > visible.upperBound { return position.offset + (needed - visible.upperBound) }
    if rect.minY < visible.lowerBound { return position.offset - (visible.lowerBound - rect.minY) }
    return position.offset
  }

  /// Whether `rect` plus ``bottomOffset`` below it shows in `position`, within
  /// ``ScrollContentPosition/tolerance``.
  public func isRevealing(_ rect: CGRect, in position: ScrollContentPosition) -> Bool {
    let visible = position.visibleRange
    let tolerance = ScrollContentPosition.tolerance
    return rect.minY >= visible.lowerBound - tolerance
      && rect.maxY + bottomOffset <= visible.upperBound + tolerance
  }
}
