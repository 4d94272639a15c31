#if os(Linux)
  import Foundation

  /// Auto Layout in a scroll view, as "Working with Scroll Views" (Auto Layout Guide) describes
  /// it: "Constraints between the edges or margins of the scroll view and its content attach to
  /// the scroll view's content area. Constraints between the height, width, or centers of the
  /// scroll view and its content attach to the scroll view's frame", and the content's
  /// constraints to those edges (or to ``contentLayoutGuide``) define ``contentSize``.
  extension UIScrollView {
    /// The guide of the content area: its edges define the content size, and it moves with
    /// the content offset ("A layout guide based on the untransformed content rectangle of the
    /// scroll view", `contentLayoutGuide` documentation).
    public var contentLayoutGuide: UILayoutGuide { guide(role: .scrollContent) }

    /// The guide of the scroll view's frame: content pinned to it stays in place while the
    /// content scrolls ("A layout guide based on the untranslated frame rectangle of the scroll
    /// view", `frameLayoutGuide` documentation).
    public var frameLayoutGuide: UILayoutGuide { guide(role: .scrollFrame) }

    private func guide(role: UILayoutGuide.Role) -> UILayoutGuide {
      if let guide = layoutGuides.first(where: { $0.role == role }) { return guide }
      let guide = UILayoutGuide()
      guide.identifier =
        role == .scrollContent ? "UIScrollView-contentLayoutGuide" : "UIScrollView-frameLayoutGuide"
      guide.role = role
      addLayoutGuide(guide)
      return guide
    }

    /// The content guide if the app made one.
    var existingContentGuide: UILayoutGuide? {
      layoutGuides.first { $0.role == .scrollContent }
    }

    /// The scroll view whose content area a constraint's `attribute` of `item` means: `item`
    /// is a scroll view, the attribute is an edge, and the constraint's other item is inside it.
    static func contentOwner(
      of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject?
    ) -> UIScrollView? {
      guard let scrollView = item as? UIScrollView else { return nil }
      switch attribute {
      case .left, .right, .leading, .trailing, .top, .bottom: break
      default: return nil
      }
      let otherView = (other as? UIView) ?? (other as? UILayoutGuide)?.owningView
      guard let otherView, otherView !== scrollView, otherView.isDescendant(of: scrollView) else {
        return nil
      }
      return scrollView
    }
  }
#endif
