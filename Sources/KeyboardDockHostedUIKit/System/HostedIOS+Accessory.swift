#if os(Linux)
  import Foundation
  import KeyboardDockSimulatedIOS

  extension HostedIOS {
    /// How much of the installed input accessory view the user sees, in points: from the top of
    /// the first view in it that draws something down to the keys, leaving out `excluded` and
    /// its subviews; 0 with no accessory.
    ///
    /// UIKit counts the whole accessory in the keyboard's frame ("attaches the accessory view to
    /// the top of the system-supplied keyboard", `UIResponder.inputAccessoryView`), also an
    /// accessory that draws nothing, such as the invisible view of “A Stickler for Details”,
    /// which a tracker grows to a bar's height: what the user sees of the keyboard starts at
    /// the drawn part. A view draws something when it is not hidden, not fully transparent, and
    /// has a background colour that is not clear, or is a label, a control or a text view (the
    /// views whose content UIKit renders). The metrics measure a bar against it; a bar that is
    /// itself the accessory (`excluded`) belongs on what is under it.
    ///
    /// - Parameter excluded: A view not to count (the bar being measured), or `nil`.
    /// - Returns: The visible height, 0 up to the accessory's height in the keyboard's frame.
    public func visibleAccessoryHeight(excluding excluded: UIView?) -> CGFloat {
      let total = keyboard.accessoryToolbarHeight
      guard total > 0, let accessory = installedAccessory, accessory !== excluded else { return 0 }
      guard let top = Self.drawnTop(of: accessory, offset: 0, excluding: excluded) else {
        return 0
      }
      return min(total, max(0, total - top))
    }

    /// The y, in `view`'s accessory's coordinates, of the topmost drawn part of `view`'s tree.
    private static func drawnTop(
      of view: UIView, offset: CGFloat, excluding excluded: UIView?
    ) -> CGFloat? {
      guard view !== excluded, !view.isHidden, view.alpha > 0 else { return nil }
      var top: CGFloat? = draws(view) ? offset : nil
      for subview in view.subviews {
        let y = offset + subview.frame.minY - view.bounds.minY
        if let drawn = drawnTop(of: subview, offset: y, excluding: excluded) {
          top = min(top ?? drawn, drawn)
        }
      }
      return top
    }

    private static func draws(_ view: UIView) -> Bool {
      guard view.bounds.width > 0, view.bounds.height > 0 else { return false }
      if let color = view.backgroundColor, (color.components.last ?? 0) > 0 { return true }
      return view is UILabel || view is UIControl || view is UITextView || view is UITextField
    }
  }
#endif
