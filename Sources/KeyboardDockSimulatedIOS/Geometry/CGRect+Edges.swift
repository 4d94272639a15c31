import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A rect's edges and size, computed where they are read.
///
/// The values are those of `CGRect.minX`, `maxX`, `minY`, `maxY`, `width` and `height` as
/// swift-corelibs-foundation defines them (`origin.x + min(size.width, 0)`,
/// `origin.x + max(size.width, 0)`, `abs(size.width)`…, in
/// https://github.com/swiftlang/swift-corelibs-foundation/blob/main/Sources/Foundation/NSGeometry.swift),
/// written out: on Linux each of Foundation's accessors is a call into another library, and the
/// screen's truth reads a dozen of them for every display frame.
extension CGRect {
  /// The smallest x, as `minX`.
  @inline(__always) var lowX: CGFloat { origin.x + min(size.width, 0) }
  /// The largest x, as `maxX`.
  @inline(__always) var highX: CGFloat { origin.x + max(size.width, 0) }
  /// The smallest y, as `minY`.
  @inline(__always) var lowY: CGFloat { origin.y + min(size.height, 0) }
  /// The largest y, as `maxY`.
  @inline(__always) var highY: CGFloat { origin.y + max(size.height, 0) }
  /// The width, as `width`.
  @inline(__always) var absoluteWidth: CGFloat { abs(size.width) }
  /// The height, as `height`.
  @inline(__always) var absoluteHeight: CGFloat { abs(size.height) }
}
