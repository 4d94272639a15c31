import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a view sits on screen: its window's frame in the screen, its own frame in the window,
/// and its safe-area insets.
///
/// Keyboard notifications give frames in the screen's coordinate space; a view in a Split View
/// window, in a form sheet or above a tab bar is not at the screen's origin, so every frame must
/// be converted before it is compared with the view.
///
/// ```swift
/// let chat = ViewPlacement(
///   windowFrame: CGRect(x: 0, y: 0, width: 375, height: 812),
///   viewFrame: CGRect(x: 0, y: 0, width: 375, height: 729),  // above a 83 pt tab bar
///   safeAreaInsets: LayoutInsets(top: 44))
/// let covered = chat.coveredHeight(byKeyboard: keyboardFrameInScreen)
/// ```
public struct ViewPlacement: Sendable, Hashable {
  /// The window's frame in screen coordinates.
  public var windowFrame: CGRect
  /// The view's frame in its window's coordinates.
  public var viewFrame: CGRect
  /// The view's safe-area insets, in points (a tab bar or home indicator adds to `bottom`).
  public var safeAreaInsets: LayoutInsets

  /// Creates a placement.
  public init(windowFrame: CGRect, viewFrame: CGRect, safeAreaInsets: LayoutInsets = .zero) {
    self.windowFrame = windowFrame
    self.viewFrame = viewFrame
    self.safeAreaInsets = safeAreaInsets
  }

  /// A view that fills a full-screen window.
  public static func fullScreen(_ screen: CGSize, safeAreaInsets: LayoutInsets = .zero) -> Self {
    let rect = CGRect(origin: .zero, size: screen)
    return Self(windowFrame: rect, viewFrame: rect, safeAreaInsets: safeAreaInsets)
  }

  /// The view's bounds: its own coordinate space, origin at its top-left corner.
  public var bounds: CGRect { CGRect(origin: .zero, size: viewFrame.size) }

  /// The view's frame in screen coordinates.
  public var frameInScreen: CGRect {
    viewFrame.offsetBy(dx: windowFrame.minX, dy: windowFrame.minY)
  }

  /// Converts a rect from screen coordinates into the view's coordinates.
  public func convertFromScreen(_ rect: CGRect) -> CGRect {
    let origin = frameInScreen.origin
    return rect.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// Converts a rect from the view's coordinates into screen coordinates.
  public func convertToScreen(_ rect: CGRect) -> CGRect {
    let origin = frameInScreen.origin
    return rect.offsetBy(dx: origin.x, dy: origin.y)
  }

  /// The part of a screen-space keyboard frame that covers the view, in the view's coordinates,
  /// or `nil` when they do not overlap.
  public func coveredRect(byKeyboard keyboardInScreen: CGRect) -> CGRect? {
    let keyboard = convertFromScreen(keyboardInScreen)
    let overlap = bounds.intersection(keyboard)
    guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { return nil }
    return overlap
  }

  /// The height of the view, from its bottom edge, that a keyboard covers, in points.
  ///
  /// UIKit's rule: convert the frame to the view, intersect with the bounds, and take
  /// `bounds.maxY − intersection.minY`; with no intersection, the bottom safe-area inset, so a bar
  /// pinned to this height rests on the safe area when the keyboard is away.
  public func coveredHeight(byKeyboard keyboardInScreen: CGRect) -> CGFloat {
    guard let overlap = coveredRect(byKeyboard: keyboardInScreen) else {
      return safeAreaInsets.bottom
    }
    return bounds.maxY - overlap.minY
  }

  /// The bottom content inset a scroll view filling this view needs, in points.
  ///
  /// With automatic safe-area adjustment (`contentInsetAdjustmentBehavior = .automatic`) UIKit
  /// already adds the bottom safe area, which includes a tab bar, so only the part of the covered
  /// height beyond it is added; without, the whole covered height.
  ///
  /// - Parameters:
  ///   - coveredHeight: What the keyboard (and any bar above it) covers, in points.
  ///   - adjustsForSafeArea: Whether the scroll view adjusts its insets for the safe area.
  public func scrollBottomInset(coveredHeight: CGFloat, adjustsForSafeArea: Bool) -> CGFloat {
    adjustsForSafeArea ? max(0, coveredHeight - safeAreaInsets.bottom) : max(0, coveredHeight)
  }
}

extension ViewPlacement {
  /// The docked keyboard's frame, in screen coordinates, that a keyboard layout guide's top edge
  /// stands for, or `nil` when the guide says nothing about the keyboard.
  ///
  /// This is the rule of the layout-guide frame source, used where the pseudo accessory view no
  /// longer reports the keyboard's moves (iOS 26): a zero-height probe pinned to the top of the
  /// view's `keyboardLayoutGuide` is moved by Auto Layout on every frame of a keyboard move,
  /// interactive dismissal included
  /// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide). A docked keyboard
  /// spans the screen's width from the guide's top to the screen's bottom edge; for a keyboard at
  /// rest that is exactly the notification's end frame, so the tracker recognises the layout pass
  /// that follows a notification as the model frame's jump, as it does for the accessory's host.
  ///
  /// A guide whose top rests on or below the bottom of the view's safe area says nothing: with
  /// no keyboard the guide's height is the bottom safe-area inset, and an undocked keyboard is
  /// not followed (`followsUndockedKeyboard` off). Hiding and undocking are
  /// announced by notifications, which the tracker follows.
  ///
  /// ```swift
  /// let placement = ViewPlacement.fullScreen(CGSize(width: 375, height: 812),
  ///                                          safeAreaInsets: LayoutInsets(bottom: 34))
  /// placement.keyboardFrame(layoutGuideTop: 476, screenBounds: screen)  // (0, 476, 375, 336)
  /// placement.keyboardFrame(layoutGuideTop: 778, screenBounds: screen)  // nil: at rest
  /// ```
  ///
  /// With `usesBottomSafeArea` false (`UIKeyboardLayoutGuide.usesBottomSafeArea`, iOS 17;
  /// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea)
  /// the guide rests on the view's bottom instead, and follows a keyboard dragged below the safe
  /// area: an interactive dismissal is then reported all the way down, which an app built on
  /// the guide needs on iOS 26, where the accessory's host no longer reports the drag
  /// (react-native-keyboard-controller #973; its probe sets `usesBottomSafeArea = false`,
  /// PR #1047).
  ///
  /// A guide on the view's bottom is then reported (a frame from the view's bottom to the
  /// screen's): it is where a keyboard dragged all the way down puts it, and where it rests with
  /// no docked keyboard; the notifications tell the two apart
  /// (``KeyboardObservationGuard/Rule/guideRestsWithoutDockedKeyboard``).
  ///
  /// - Parameters:
  ///   - layoutGuideTop: The y of the guide's top edge in this view's coordinates.
  ///   - screenBounds: The bounds of the view's screen, in its coordinate space.
  ///   - usesBottomSafeArea: The guide's `usesBottomSafeArea` (true before iOS 17).
  /// - Returns: The keyboard's frame in screen coordinates, or `nil` when the guide rests on the
  ///   safe area (`usesBottomSafeArea`), is below the view's bottom, or a value is not finite.
  public func keyboardFrame(
    layoutGuideTop: CGFloat, screenBounds: CGRect, usesBottomSafeArea: Bool = true
  ) -> CGRect? {
    let isBelowRest =
      usesBottomSafeArea
      ? layoutGuideTop >= bounds.maxY - safeAreaInsets.bottom : layoutGuideTop > bounds.maxY
    guard layoutGuideTop.isFinite, !isBelowRest else { return nil }
    let top = frameInScreen.minY + layoutGuideTop
    let frame = CGRect(
      x: screenBounds.minX, y: top, width: screenBounds.width,
      height: max(0, screenBounds.maxY - top))
    let numbers = [frame.minX, frame.minY, frame.width, frame.height]
    return numbers.allSatisfy(\.isFinite) ? frame : nil
  }
}

extension ViewPlacement {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rect: windowFrame)
    hasher.combine(rect: viewFrame)
    hasher.combine(safeAreaInsets)
  }
}
