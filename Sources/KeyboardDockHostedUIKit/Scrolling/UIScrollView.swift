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
    open var contentSize: CGSize = .zero
    /// The app's inset of the content.
    open var contentInset = UIEdgeInsets.zero
    /// The inset of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The inset of the horizontal scroll indicator.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// How the safe area adds to ``contentInset``; `.automatic` by default.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// How a drag dismisses the keyboard.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether the content bounces at its ends.
    open var alwaysBounceVertical = false

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
