import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A scroll view of the app as the screen shows it: where its content is drawn at each display
/// frame, whatever the app believes it set.
///
/// A `UIScrollView`'s content offset is its bounds' origin ("The default value is CGPointZero",
/// `UIScrollView.contentOffset`; "the bounds rectangle's origin", `UIView.bounds`, Apple's
/// documentation), so content drawn at `y` in content coordinates appears at
/// `frame.minY + y − bounds.origin.y` in the superview. Setting the offset inside a
/// `UIView.animate` block animates the layer's bounds, additively since iOS 8 (``AnimatedRect``):
/// the screen shows the presentation value. A view flipped with a `scaleY: −1` transform (an
/// inverted chat transcript) draws content coordinate `y` at `frame.maxY − (y − bounds.origin.y)`
/// (`CGAffineTransform`, Apple's documentation).
///
/// The metrics read ``onScreenRect(ofContent:at:)``; the app under test only sets values, with
/// or without an animation, as it would through UIKit.
public struct ScrollViewLayer: Sendable, Equatable {
  /// The scroll view's frame in its superview (the app's view), in points.
  public var frame: CGRect
  /// Whether the view is flipped upside down (`transform = CGAffineTransform(scaleX: 1, y: -1)`).
  public var isFlipped: Bool
  /// The layer's bounds: the model value and its running animations.
  public private(set) var bounds: AnimatedRect
  /// The offset changes applied without an animation since ``takeSteps()``, in points of
  /// content offset: what the screen showed as a step rather than a motion.
  public private(set) var pendingSteps: CGFloat = 0

  /// A scroll view at rest at `offset`.
  public init(frame: CGRect, offset: CGFloat, isFlipped: Bool = false) {
    self.frame = frame
    self.isFlipped = isFlipped
    bounds = AnimatedRect(
      CGRect(x: 0, y: offset, width: frame.size.width, height: frame.size.height))
  }

  /// The content offset's y the app reads (the model value).
  public var contentOffset: CGFloat { bounds.model.origin.y }

  /// Sets the content offset's y, animated with `timing` (a `UIView.animate` block) or at once.
  public mutating func setContentOffset(
    _ offset: CGFloat, timing: LayerTiming?, at time: TimeInterval
  ) {
    var rect = bounds.model
    guard offset != rect.origin.y else { return }
    if timing == nil { pendingSteps += offset - rect.origin.y }
    rect.origin.y = offset
    bounds.set(rect, timing: timing, at: time)
  }

  /// Resizes the scroll view (a rotation, a new window size), at once.
  public mutating func setFrame(_ frame: CGRect, at time: TimeInterval) {
    self.frame = frame
    var rect = bounds.model
    rect.size = frame.size
    bounds.set(rect, timing: nil, at: time)
  }

  /// The offset the screen shows at `time`.
  public func presentedOffset(at time: TimeInterval) -> CGFloat {
    bounds.presentation(at: time).origin.y
  }

  /// Where a rect of the content (content coordinates) is drawn at `time`, in the superview.
  public func onScreenRect(ofContent rect: CGRect, at time: TimeInterval) -> CGRect {
    let offset = presentedOffset(at: time)
    let y =
      isFlipped
      ? frame.maxY - (rect.maxY - offset)
      : frame.minY + rect.minY - offset
    return CGRect(x: frame.minX + rect.minX, y: y, width: rect.width, height: rect.height)
  }

  /// Returns the steps since the last call and starts counting again.
  public mutating func takeSteps() -> CGFloat {
    defer { pendingSteps = 0 }
    return pendingSteps
  }
}
