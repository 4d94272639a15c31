#if canImport(UIKit)
  public import Foundation
  public import KeyboardDockCore
  public import UIKit

  extension ViewPlacement {
    /// Where `view` sits on its screen right now, or `nil` when it is not in a window on a screen.
    ///
    /// The window's frame is taken in the screen's coordinate space of the view's own scene
    /// (`window.windowScene.screen.coordinateSpace`), never `UIScreen.main`'s: in Split View,
    /// Slide Over and Stage Manager the window is not at the screen's origin, and that offset is
    /// what turns a notification's screen frame into the view's coordinates
    /// (https://developer.apple.com/documentation/uikit/uicoordinatespace).
    ///
    /// - Parameter view: The view whose keyboard coverage is wanted.
    @MainActor
    public init?(view: UIView) {
      guard let window = view.window, let screen = window.windowScene?.screen else { return nil }
      self.init(view: view, window: window, screen: screen)
    }

    /// Where `view` sits on `screen`, for a caller that has just read the view's `window` and
    /// its scene's `screen`.
    @MainActor
    init(view: UIView, window: UIWindow, screen: UIScreen) {
      self.init(
        windowFrame: window.convert(window.bounds, to: screen.coordinateSpace),
        viewFrame: view.convert(view.bounds, to: window),
        safeAreaInsets: LayoutInsets(view.safeAreaInsets))
    }
  }

  extension LayoutInsets {
    /// The same insets as a `UIEdgeInsets`.
    ///
    /// - Parameter insets: UIKit's insets, in points.
    public init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  extension UIEdgeInsets {
    /// The same insets as a ``KeyboardDockCore/LayoutInsets``.
    ///
    /// - Parameter insets: KeyboardDock's insets, in points.
    public init(_ insets: LayoutInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
  }

  extension UIView {
    /// Converts a rect in the screen's coordinate space (a keyboard notification's frame) into
    /// this view's coordinates, through its window and its scene's screen.
    ///
    /// - Parameter rectInScreen: A rect in the coordinate space of the view's screen.
    /// - Returns: The rect in this view's coordinates, or `nil` when the view is not in a window
    ///   on a screen.
    public func convertFromScreen(_ rectInScreen: CGRect) -> CGRect? {
      guard let window, let screen = window.windowScene?.screen else { return nil }
      let inWindow = window.convert(rectInScreen, from: screen.coordinateSpace)
      return convert(inWindow, from: window)
    }

    /// Converts a rect in this view's coordinates into its screen's coordinate space.
    ///
    /// - Parameter rect: A rect in this view's coordinates.
    /// - Returns: The rect in screen coordinates, or `nil` when the view is not in a window on a
    ///   screen.
    public func convertToScreen(_ rect: CGRect) -> CGRect? {
      guard let window, let screen = window.windowScene?.screen else { return nil }
      return window.convert(convert(rect, to: window), to: screen.coordinateSpace)
    }
  }
#endif
