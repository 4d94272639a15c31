#if os(Linux)
  public import Foundation

  /// A scrolling view, as `UIScrollView` (https://developer.apple.com/documentation/uikit/uiscrollview):
  /// the content offset is the bounds origin, so setting it inside an animation block animates
  /// the content with the keyboard.
  @MainActor
  open class UIScrollView: UIView {
    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
      case automatic, scrollableAxes, never, always
    }

    /// How dragging the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
      case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The size of the content.
    @exclusivity(unchecked)
    open var contentSize: CGSize = .zero
    /// The app's inset of the content.
    @exclusivity(unchecked)
    open var contentInset = UIEdgeInsets.zero
    /// The inset of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The inset of the horizontal scroll indicator.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// How the safe area adds to ``contentInset``; `.automatic` by default.
    @exclusivity(unchecked)
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// How a drag dismisses the keyboard.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether the content bounces at its ends.
    open var alwaysBounceVertical = false
    /// The pan, created with the scroll view and attached to it.
    lazy var pan: UIPanGestureRecognizer = {
      let pan = UIPanGestureRecognizer()
      pan.view = self
      return pan
    }()
    /// Whether the user's finger pans the content.
    ///
    /// "A Boolean value that indicates whether the user has begun scrolling the content"
    /// (`isDragging` documentation). The hosted system
    /// delivers a finger's pan to the keyboard, not yet to a scroll view's content, so it stays
    /// `false` unless a test sets it with ``simulateUserScrolling(dragging:decelerating:)``.
    public private(set) var isDragging = false
    /// Whether the content still moves after the user's finger lifted (`isDecelerating`); see
    /// ``isDragging``.
    public private(set) var isDecelerating = false

    /// Marks the content as panned by a finger, or moving on after one, as UIKit does while the
    /// user scrolls: for tests of code that must not fight a user who is scrolling.
    public func simulateUserScrolling(dragging: Bool, decelerating: Bool = false) {
      isDragging = dragging
      isDecelerating = decelerating
    }

    /// The content offset: the bounds origin.
    open var contentOffset: CGPoint {
      get { bounds.origin }
      set { setGeometry(frame: frame, boundsOrigin: newValue) }
    }

    /// Sets the content offset, animated with UIKit's own scroll animation or at once.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
      if animated {
        UIView.animate(withDuration: 0.3, animations: { self.contentOffset = offset })
      } else {
        contentOffset = offset
      }
    }

    /// The content inset plus the safe area where the behaviour adds it ("The insets derived
    /// from the content insets and the safe area of the scroll view", `adjustedContentInset`
    /// documentation): `.automatic` and `.scrollableAxes` add it on the vertical axis of a
    /// vertically scrolling view, `.always` everywhere, `.never` not at all.
    open var adjustedContentInset: UIEdgeInsets {
      let safe = safeAreaInsets
      switch contentInsetAdjustmentBehavior {
      case .never:
        return contentInset
      case .always:
        return UIEdgeInsets(
          top: contentInset.top + safe.top, left: contentInset.left + safe.left,
          bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
      case .automatic, .scrollableAxes:
        return UIEdgeInsets(
          top: contentInset.top + safe.top, left: contentInset.left,
          bottom: contentInset.bottom + safe.bottom, right: contentInset.right)
      }
    }
  }
#endif
