import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Decides a chat transcript's content inset and offset each time the keyboard, or the bar on
/// it, covers more or less of the transcript: the lift behaviours, inverted transcripts, the
/// freeze while a custom input panel replaces the keyboard, and never fighting a user who is
/// scrolling.
///
/// The transcript is a scroll view (`UITableView`, `UICollectionView`, `UIScrollView`) whose
/// bottom edge the keyboard and a docked bar cover. The adapter measures the inset the keyboard
/// side needs (``ViewPlacement/scrollBottomInset(coveredHeight:adjustsForSafeArea:)`` of the
/// covered height, the bar included) and asks ``change(in:keyboardInset:isUserScrolling:)``
/// what to set; it applies both values inside the keyboard's own animation (or at once during a
/// drag), so the content rides the keyboard instead of stepping after it.
///
/// **Inverted transcripts.** A transcript flipped upside down (a `UITableView` with a
/// `scaleY: −1` transform, newest message first) has its newest message at the *top* of its
/// content and the keyboard on the *top* of its own coordinate space: with ``isInverted`` the
/// keyboard inset is the top inset and the end of the transcript is ``ScrollContentPosition/minimumOffset``.
/// Positions are always given in the scroll view's own coordinates.
///
/// ```swift
/// var transcript = ChatTranscriptCoordinator(liftBehavior: .whenAtEnd)
/// let position = ScrollContentPosition(offset: 400, boundsHeight: 600, contentHeight: 1000)
/// let change = try transcript.change(in: position, keyboardInset: 336)
/// change?.keyboardInset  // 336: set as contentInset.bottom
/// change?.offset         // 736: the newest message lifts with the keyboard
/// ```
public struct ChatTranscriptCoordinator: Sendable, Hashable {
  /// What to set on the scroll view.
  public struct Change: Sendable, Hashable, CustomStringConvertible {
    /// The content inset on the keyboard's side, in points.
    ///
    /// `contentInset.bottom`, or `contentInset.top` for an inverted transcript; set the scroll
    /// indicator inset to match.
    public var keyboardInset: CGFloat
    /// The new content offset's y, or `nil` to leave the offset alone.
    public var offset: CGFloat?

    /// Creates a change.
    public init(keyboardInset: CGFloat, offset: CGFloat?) {
      self.keyboardInset = keyboardInset
      self.offset = offset
    }

    public var description: String {
      "inset \(keyboardInset) pt, offset \(offset.map { "\($0)" } ?? "kept")"
    }
  }

  /// How the content moves with the keyboard.
  public var liftBehavior: ChatLiftBehavior
  /// Whether the transcript is flipped, newest message at the top of its content.
  public var isInverted: Bool
  /// Whether changes are held.
  ///
  /// Set it while a custom input panel replaces the keyboard at the same height
  /// (`InputViewSwitch` in KeyboardDockComposer), so that the hide and show UIKit may post
  /// around the swap move nothing. Clearing it does not move anything by itself; the next
  /// change does.
  public var isFrozen = false
  /// The keyboard-side inset last decided, in points; 0 before the first change.
  public private(set) var keyboardInset: CGFloat = 0
  /// The scroll view's bounds height at the last change, and whether the newest message showed
  /// after it: a resized scroll view (a rotation) keeps the newest message if it showed.
  private var lastBoundsHeight: CGFloat?
  /// Whether the newest message showed after the last change.
  private var showedNewest = false

  /// Creates a coordinator.
  ///
  /// - Parameters:
  ///   - liftBehavior: How the content moves with the keyboard; ``ChatLiftBehavior/whenAtEnd``
  ///     by default.
  ///   - isInverted: Whether the transcript is flipped (newest message at the top of its
  ///     content); `false` by default.
  public init(liftBehavior: ChatLiftBehavior = .default, isInverted: Bool = false) {
    self.liftBehavior = liftBehavior
    self.isInverted = isInverted
  }

  /// The inset and offset to set now that the keyboard side needs `newInset`, or `nil` when
  /// nothing changes.
  ///
  /// `position` is the scroll view as it is now, with its current adjusted insets (which hold
  /// ``keyboardInset``, the inset this coordinator last decided). The rules:
  /// - frozen (``isFrozen``): nothing changes;
  /// - the inset always becomes `newInset`, except that ``ChatLiftBehavior/persistent`` keeps
  ///   as much of the old inset as the lifted content needs to stay where it is;
  /// - the offset moves the content by the change of inset (it lifts or drops with the keyboard)
  ///   for ``ChatLiftBehavior/always``, for ``ChatLiftBehavior/whenAtEnd`` when the newest
  ///   message was showing, and for ``ChatLiftBehavior/persistent`` when the inset grows; it
  ///   is then held to the range a user can scroll to; a transcript showing its newest message
  ///   keeps showing it exactly;
  /// - when the scroll view's height changed since the last change (a rotation, a new window
  ///   size), whether the newest message showed is taken from before the resize: a transcript
  ///   at its newest message stays there (except with ``ChatLiftBehavior/never``);
  /// - while the user is scrolling (`isUserScrolling`: dragging or decelerating the transcript,
  ///   not the keyboard), the offset is left alone: the finger owns it;
  /// - otherwise an offset the smaller inset leaves out of range is brought back in, as UIKit
  ///   would on the next touch, so no blank space is left under the newest message.
  ///
  /// - Parameters:
  ///   - position: The scroll view now, in its own coordinates.
  ///   - newInset: The inset the keyboard side needs, in points (0 or more).
  ///   - isUserScrolling: Whether a finger (or its deceleration) is scrolling the transcript.
  /// - Returns: What to set, or `nil` when the inset and offset stay as they are.
  /// - Throws: ``ContentScrollError`` when `position` or `newInset` is not valid; nothing
  ///   changes then.
  public mutating func change(
    in position: ScrollContentPosition, keyboardInset newInset: CGFloat,
    isUserScrolling: Bool = false
  ) throws(ContentScrollError) -> Change? {
    try ContentScrollError.check(position)
    try ContentScrollError.checkLength(newInset, "keyboard inset")
    guard !isFrozen else { return nil }
    let delta = newInset - keyboardInset
    let isResized = lastBoundsHeight.map { $0 != position.boundsHeight } ?? false
    let showsNewest = isResized ? showedNewest : isShowingNewest(position)
    let lifts: Bool
    switch liftBehavior {
    case .always: lifts = true
    case .whenAtEnd: lifts = showsNewest
    case .persistent: lifts = delta > 0 || (isResized && showsNewest)
    case .never: lifts = false
    }
    var inset = newInset
    if liftBehavior == .persistent, delta < 0, !isUserScrolling {
      // Keep the content where it is: only as much inset goes as leaves the offset in range.
      inset = newInset + overshoot(of: position, withInsetChange: delta)
    }
    let after = moved(position, insetBy: inset - keyboardInset)
    var offset: CGFloat?
    if !isUserScrolling {
      let lifted = isInverted ? position.offset - delta : position.offset + delta
      let wanted = lifts ? (showsNewest ? newestOffset(in: after) : lifted) : position.offset
      let clamped = after.clamped(wanted)
      if clamped != position.offset { offset = clamped }
    }
    lastBoundsHeight = position.boundsHeight
    showedNewest = isShowingNewest(after.withOffset(offset ?? position.offset))
    guard inset != keyboardInset || offset != nil else { return nil }
    keyboardInset = inset
    return Change(keyboardInset: inset, offset: offset)
  }

  /// Whether the newest message shows in `position`, within
  /// ``ScrollContentPosition/tolerance``: the content's end, or its start when inverted.
  public func isShowingNewest(_ position: ScrollContentPosition) -> Bool {
    isInverted
      ? position.offset <= position.minimumOffset + ScrollContentPosition.tolerance
      : position.isShowingContentEnd
  }

  /// The offset that shows the newest message: the end of the content, or its start when
  /// inverted.
  public func newestOffset(in position: ScrollContentPosition) -> CGFloat {
    isInverted ? position.minimumOffset : position.maximumOffset
  }

  /// `position` with the keyboard side's adjusted inset changed by `delta`.
  private func moved(_ position: ScrollContentPosition, insetBy delta: CGFloat)
    -> ScrollContentPosition
  {
    isInverted
      ? position.withAdjustedInsets(
        top: position.adjustedTop + delta, bottom: position.adjustedBottom)
      : position.withAdjustedInsets(
        top: position.adjustedTop, bottom: position.adjustedBottom + delta)
  }

  /// How far, in points, the current offset would lie outside the range a user can scroll to
  /// once the keyboard-side inset changed by `delta` (0 when it stays inside).
  private func overshoot(of position: ScrollContentPosition, withInsetChange delta: CGFloat)
    -> CGFloat
  {
    let after = moved(position, insetBy: delta)
    return isInverted
      ? max(0, after.minimumOffset - position.offset)
      : max(0, position.offset - after.maximumOffset)
  }
}
