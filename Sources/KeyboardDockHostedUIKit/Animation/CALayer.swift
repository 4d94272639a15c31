#if os(Linux)
  public import Foundation
  import KeyboardDockHostedQuartzCore
  import KeyboardDockSimulatedIOS

  /// A view's Core Animation layer, as `CALayer`
  /// (https://developer.apple.com/documentation/quartzcore/calayer): the model geometry the app
  /// reads, and the animations running on it.
  ///
  /// The animations are the simulated iOS's ``KeyboardDockSimulatedIOS/AnimatedRect``:
  /// additive, so an interrupted animation keeps contributing while the new one runs, as UIKit's
  /// view animations do since iOS 8 ("Building Interruptible and Responsive Interactions", WWDC
  /// 2014 session 236). ``presentation()`` is what the screen shows at the current time.
  public final class CALayer: @unchecked Sendable {
    // Unchecked exclusivity, as `UIView`'s layout state: read on every frame and layout pass
    // through short accesses only.
    @exclusivity(unchecked)
    private var frameValue = AnimatedRect(.zero)
    @exclusivity(unchecked)
    private var originValue = AnimatedRect(.zero)
    /// Whether this is a presentation copy.
    public let isPresentationCopy: Bool
    /// Whether the layer has been on screen (committed), so it has a presentation layer.
    @exclusivity(unchecked)
    var hasBeenCommitted = false

    /// A layer at rest.
    public init() { isPresentationCopy = false }

    private init(frame: CGRect, origin: CGPoint) {
      frameValue = AnimatedRect(frame)
      originValue = AnimatedRect(CGRect(origin: origin, size: .zero))
      isPresentationCopy = true
    }

    /// The model frame.
    public var frame: CGRect { frameValue.model }
    /// The model bounds.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: frameValue.model.size) }
    /// The model position (the center, with the default anchor point).
    public var position: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
    var boundsOrigin: CGPoint { originValue.model.origin }

    /// Sets the model frame; with a timing, an animation starting `delay` seconds from now.
    func setFrame(_ value: CGRect, timing: LayerTiming?, delay: TimeInterval = 0) {
      frameValue.set(value, timing: timing, at: MediaClock.now + delay)
    }

    /// Sets the model bounds origin; with a timing, an animation starting after `delay`.
    func setBoundsOrigin(_ value: CGPoint, timing: LayerTiming?, delay: TimeInterval = 0) {
      if timing == nil {
        let old = originValue.model.origin
        boundsOriginSteps.x += value.x - old.x
        boundsOriginSteps.y += value.y - old.y
      }
      originValue.set(
        CGRect(origin: value, size: .zero), timing: timing, at: MediaClock.now + delay)
    }

    /// The frame Core Animation shows at `time`.
    @MainActor func presentationFrame(at time: TimeInterval) -> CGRect {
      if let renderServerFrame { return renderServerFrame(time) }
      return animatedFrame(at: time)
    }

    /// The frame the layer's own animations show at `time`.
    private func animatedFrame(at time: TimeInterval) -> CGRect {
      // At rest the presentation is the model value (``AnimatedRect/presentation(at:)`` adds
      // nothing to it): read in place, without copying the property and its animations out of
      // the layer for the call, as most layers are on most frames.
      if frameValue.animations.isEmpty { return frameValue.model }
      return frameValue.presentation(at: time)
    }

    /// The frame the render server shows for a layer it animates itself, or `nil`: the
    /// keyboard's host view, which moves as the keyboard does.
    ///
    /// Read on the main actor, where the views asking for presentation values run, so the
    /// hosted system answers without checking its executor on every read.
    var renderServerFrame: (@MainActor (TimeInterval) -> CGRect)?

    /// The sum of the bounds-origin changes made outside an animation since the last
    /// ``takeBoundsOriginSteps()``: what the screen shows as a step rather than a motion.
    @exclusivity(unchecked)
    private var boundsOriginSteps = CGPoint.zero

    /// Returns the bounds-origin changes made without an animation since the last call (a scroll
    /// view's content offset set at once), and starts counting again.
    ///
    /// A change outside an animation block is not animated: UIKit animates a view's properties
    /// only inside an animation block (`UIView.animate(withDuration:animations:)`), never inside
    /// `UIView.performWithoutAnimation(_:)`, and a view's backing layer has no implicit
    /// animation (`CALayer.action(forKey:)`: the view returns `NSNull` outside animation blocks;
    /// both in Apple's documentation). The screen shows such a change at the next frame as a
    /// jump of the whole content, added to any animation still running (``AnimatedRect``).
    public func takeBoundsOriginSteps() -> CGPoint {
      defer { boundsOriginSteps = .zero }
      return boundsOriginSteps
    }

    /// The bounds origin Core Animation shows at `time`.
    func presentationBoundsOrigin(at time: TimeInterval) -> CGPoint {
      // At rest, the model value read in place, as in ``presentationFrame(at:)``.
      if originValue.animations.isEmpty { return originValue.model.origin }
      return originValue.presentation(at: time).origin
    }

    /// When the last running animation ends, if one runs.
    var animationEnd: TimeInterval? {
      // The later of the two, as `[…].compactMap { $0 }.max()` finds it, without the arrays.
      guard let frameEnd = frameValue.animationEnd else { return originValue.animationEnd }
      guard let originEnd = originValue.animationEnd, frameEnd < originEnd else { return frameEnd }
      return originEnd
    }

    /// A copy with the values the screen shows now, or `nil` before the layer was ever
    /// committed to the screen (`presentation()` documentation: the presentation layer is the
    /// state currently displayed, and there is none before the first commit).
    public func presentation() -> CALayer? {
      guard hasBeenCommitted || isPresentationCopy else { return nil }
      let now = MediaClock.now
      // The render server's layer (the keyboard's host) answers on the main actor, as its
      // closure asked for it before.
      let frame =
        renderServerFrame == nil
        ? animatedFrame(at: now) : MainActor.assumeIsolated { presentationFrame(at: now) }
      return CALayer(frame: frame, origin: presentationBoundsOrigin(at: now))
    }

    /// The keys of the running animations ("position", "bounds"), or `nil` at rest.
    public func animationKeys() -> [String]? {
      let now = MediaClock.now
      var keys: [String] = []
      if frameValue.isAnimating(at: now) { keys.append("position") }
      if originValue.isAnimating(at: now) { keys.append("bounds") }
      return keys.isEmpty ? nil : keys
    }

    /// Removes every animation: the presentation jumps to the model value.
    public func removeAllAnimations() {
      frameValue.removeAllAnimations()
      originValue.removeAllAnimations()
    }
  }
#endif
