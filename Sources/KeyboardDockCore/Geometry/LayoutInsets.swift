import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Insets in points from each edge of a rectangle, as `UIEdgeInsets` has them.
public struct LayoutInsets: Sendable, Hashable, CustomStringConvertible {
  /// Inset from the top edge, in points.
  public var top: CGFloat
  /// Inset from the left edge, in points.
  public var left: CGFloat
  /// Inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// Inset from the right edge, in points.
  public var right: CGFloat

  /// Creates insets; each defaults to 0.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = Self()

  /// `rect` shrunk by these insets.
  public func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + left, y: rect.minY + top,
      width: max(0, rect.width - left - right), height: max(0, rect.height - top - bottom))
  }

  public var description: String {
    "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
  }
}
