import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A layer property holding a rect: its model value and the animations running on it.
///
/// Since iOS 8, UIKit's view animations are additive: changing an animated property while an
/// animation is running does not stop that animation; a new animation of the difference between
/// the old and the new model value, decaying to 0, is added, and what the user sees is the model
/// value plus every running animation's contribution ("Building Interruptible and Responsive
/// Interactions", WWDC 2014 session 236, https://developer.apple.com/videos/play/wwdc2014/236/;
/// `CAPropertyAnimation.isAdditive` in Apple's documentation).
/// The value the app reads (KVO, `frame`) is the model value; what the screen shows is the
/// presentation value (`CALayer.presentation()` in Apple's documentation).
public struct AnimatedRect: Sendable, Equatable {
  /// One additive animation: `delta · (1 − progress)` is added to the model value.
  public struct Additive: Sendable, Equatable {
    /// The old model value minus the new one, per edge: x, y, width, height.
    public var delta: (x: Double, y: Double, width: Double, height: Double)
    /// When it started, in seconds.
    public var start: TimeInterval
    /// Its timing.
    public var timing: LayerTiming

    /// When Core Animation removes it.
    public var end: TimeInterval { start + timing.duration }

    /// The fraction of its delta it still adds at `time`.
    func remaining(at time: TimeInterval) -> Double {
      1 - timing.progress(elapsed: time - start)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.delta == rhs.delta && lhs.start == rhs.start && lhs.timing == rhs.timing
    }
  }

  /// The model value: what KVO and the app read.
  public private(set) var model: CGRect
  /// The running animations, oldest first.
  public private(set) var animations: [Additive] = []

  /// A property at rest.
  public init(_ value: CGRect) {
    model = value
  }

  /// Sets the model value; with a timing, adds an animation from the old model value, so what
  /// the user sees moves on without a jump; without one, the change shows at once plus whatever
  /// is still running.
  public mutating func set(_ value: CGRect, timing: LayerTiming?, at time: TimeInterval) {
    prune(at: time)
    if let timing, value != model {
      animations.append(
        Additive(
          delta: (
            Double(model.origin.x - value.origin.x), Double(model.origin.y - value.origin.y),
            Double(model.size.width - value.size.width),
            Double(model.size.height - value.size.height)
          ), start: time, timing: timing))
    }
    model = value
  }

  /// Removes every running animation (`CALayer.removeAllAnimations()`): the presentation jumps
  /// to the model value.
  public mutating func removeAllAnimations() {
    animations.removeAll()
  }

  /// Drops the animations Core Animation has removed by `time`.
  public mutating func prune(at time: TimeInterval) {
    animations.removeAll { $0.end <= time }
  }

  /// What the user sees at `time`: the model value plus every running animation's contribution.
  public func presentation(at time: TimeInterval) -> CGRect {
    var x = Double(model.origin.x)
    var y = Double(model.origin.y)
    var width = Double(model.size.width)
    var height = Double(model.size.height)
    for animation in animations where animation.end > time {
      let remaining = animation.remaining(at: time)
      x += animation.delta.x * remaining
      y += animation.delta.y * remaining
      width += animation.delta.width * remaining
      height += animation.delta.height * remaining
    }
    return CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }

  /// Whether an animation is still running at `time`.
  public func isAnimating(at time: TimeInterval) -> Bool {
    animations.contains { $0.end > time }
  }

  /// When the last running animation is removed, or `nil` when none runs.
  public var animationEnd: TimeInterval? {
    // The latest end, as `animations.map(\.end).max()` finds it, without building the array.
    var latest: TimeInterval?
    for animation in animations {
      let end = animation.end
      if let current = latest, !(current < end) { continue }
      latest = end
    }
    return latest
  }
}
