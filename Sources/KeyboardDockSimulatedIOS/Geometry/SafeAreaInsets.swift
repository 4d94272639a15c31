import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view's safe-area insets (`UIView.safeAreaInsets`), in points.
public struct SafeAreaInsets: Sendable, Hashable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = Self()
}
