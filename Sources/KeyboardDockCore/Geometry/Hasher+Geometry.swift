import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Hashing of Core Graphics geometry by its components.
///
/// `CGRect`, `CGPoint` and `CGSize` are `Hashable` in Linux Foundation and in Apple's SDKs from
/// iOS 18, but not at this package's iOS 13 deployment target, so the package's `Hashable` types
/// that hold them hash their components with these (and never add a retroactive conformance,
/// which would collide with the SDK's). Equal geometry hashes equally: `CGFloat` hashes 0 and -0
/// alike.
///
/// ```swift
/// struct Marker: Hashable {
///   var frame: CGRect
///   func hash(into hasher: inout Hasher) { hasher.combine(rect: frame) }
/// }
/// ```
extension Hasher {
  /// Feeds a point's coordinates.
  public mutating func combine(point: CGPoint) {
    combine(point.x)
    combine(point.y)
  }

  /// Feeds a size's width and height.
  public mutating func combine(size: CGSize) {
    combine(size.width)
    combine(size.height)
  }

  /// Feeds a rect's origin and size.
  public mutating func combine(rect: CGRect) {
    combine(point: rect.origin)
    combine(size: rect.size)
  }

  /// Feeds an optional rect, distinguishing `nil` from every rect.
  public mutating func combine(rect: CGRect?) {
    guard let rect else { return combine(false) }
    combine(true)
    combine(rect: rect)
  }

  /// Feeds an optional size, distinguishing `nil` from every size.
  public mutating func combine(size: CGSize?) {
    guard let size else { return combine(false) }
    combine(true)
    combine(size: size)
  }
}
