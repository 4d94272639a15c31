import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where an app's scene puts its main view: the window's frame in the screen, the view's frame in
/// the window, and the view's safe-area insets.
///
/// Windows are not rotated or scaled relative to the screen in the cases simulated (UIKit gives
/// every window of a scene the interface orientation's coordinate space since iOS 8,
/// `UICoordinateSpace`, https://developer.apple.com/documentation/uikit/uicoordinatespace), so
/// converting between the screen and the view is a translation.
public struct SceneGeometry: Sendable, Equatable {
  /// The window's frame in screen coordinates.
  public var windowFrame: CGRect
  /// The view's frame in the window.
  public var viewFrame: CGRect
  /// The view's safe-area insets.
  public var safeArea: SafeAreaInsets

  /// Creates a geometry.
  public init(windowFrame: CGRect, viewFrame: CGRect, safeArea: SafeAreaInsets) {
    self.windowFrame = windowFrame
    self.viewFrame = viewFrame
    self.safeArea = safeArea
  }

  /// The view's bounds: origin zero.
  public var bounds: CGRect { CGRect(origin: .zero, size: viewFrame.size) }

  /// The view's frame in screen coordinates.
  public var viewInScreen: CGRect {
    CGRect(
      x: windowFrame.lowX + viewFrame.lowX, y: windowFrame.lowY + viewFrame.lowY,
      width: viewFrame.absoluteWidth, height: viewFrame.absoluteHeight)
  }

  /// A rect in screen coordinates, converted into the view's (`UIView.convert(_:from:)` with the
  /// screen's coordinate space).
  public func viewRect(fromScreen rect: CGRect) -> CGRect {
    let view = viewInScreen
    return CGRect(
      x: rect.lowX - view.lowX, y: rect.lowY - view.lowY, width: rect.absoluteWidth,
      height: rect.absoluteHeight)
  }

  /// A rect in the view's coordinates, converted into the screen's.
  public func screenRect(fromView rect: CGRect) -> CGRect {
    let view = viewInScreen
    return CGRect(
      x: rect.lowX + view.lowX, y: rect.lowY + view.lowY, width: rect.absoluteWidth,
      height: rect.absoluteHeight)
  }
}
