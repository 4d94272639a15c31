import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The direction text runs in, which decides where `leading` and `trailing` are, as
/// `UIUserInterfaceLayoutDirection` does.
///
/// In right-to-left, UIKit measures every horizontal constraint that involves `leading` or
/// `trailing` in the reading direction: `a.leading == b.leading + 16` puts `a`'s right edge 16 pt
/// left of `b`'s. The layout engine reproduces this by solving such a constraint in mirrored
/// coordinates (x ↦ −x), where the leading edge is the right one.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Left to right, as in English: leading is left.
  case leftToRight
  /// Right to left, as in Arabic and Hebrew: leading is right.
  case rightToLeft

  /// Whether leading is the right edge.
  public var isRightToLeft: Bool { self == .rightToLeft }

  /// The names accepted in a layout file, for error messages.
  public static var validNames: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// The distance from a frame's leading edge to the leading edge of the bounds, in points.
  ///
  /// - Parameters:
  ///   - frame: A frame in the bounds' coordinates.
  ///   - bounds: The rectangle whose leading edge is measured from.
  /// - Returns: How far `frame`'s leading edge lies inside `bounds`' leading edge.
  public func leadingInset(of frame: CGRect, in bounds: CGRect) -> CGFloat {
    isRightToLeft ? bounds.maxX - frame.maxX : frame.minX - bounds.minX
  }

  /// The distance from a frame's trailing edge to the trailing edge of the bounds, in points.
  ///
  /// - Parameters:
  ///   - frame: A frame in the bounds' coordinates.
  ///   - bounds: The rectangle whose trailing edge is measured from.
  /// - Returns: How far `frame`'s trailing edge lies inside `bounds`' trailing edge.
  public func trailingInset(of frame: CGRect, in bounds: CGRect) -> CGFloat {
    isRightToLeft ? frame.minX - bounds.minX : bounds.maxX - frame.maxX
  }

  public var description: String { rawValue }
}
