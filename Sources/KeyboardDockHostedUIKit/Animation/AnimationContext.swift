#if os(Linux)
  import Foundation
  import KeyboardDockHostedQuartzCore
  import KeyboardDockSimulatedIOS

  /// The animation blocks being executed, innermost last: what a change of a view's geometry
  /// animates with.
  @MainActor
  enum AnimationContext {
    /// One `UIView.animate` block, `performWithoutAnimation` (no timing) or a layout change
    /// the system animates alongside the keyboard.
    final class Block {
      let timing: LayerTiming?
      let delay: TimeInterval
      /// When the latest animation added in the block ends.
      var end: TimeInterval?
      init(timing: LayerTiming?, delay: TimeInterval) {
        self.timing = timing
        self.delay = delay
      }
    }

    @exclusivity(unchecked)
    static var stack: [Block] = []

    /// The block of `performWithoutAnimation(_:)`, shared by every call: a block without
    /// timing is never changed (``timing(for:)`` returns before it records an end), so one
    /// instance serves every nesting level without an allocation per call.
    static let withoutAnimation = Block(timing: nil, delay: 0)
    /// Whether a `CATransaction` disabled implicit actions.
    static var actionsDisabled = false

    /// The timing a geometry change of `view` animates with now, or `nil` to change at once.
    ///
    /// Inside an animation block every change of an animatable view property animates
    /// (`animate(withDuration:delay:options:animations:completion:)` documentation); outside one,
    /// and inside `performWithoutAnimation(_:)`, it does not.
    static func timing(for view: UIView) -> LayerTiming? {
      guard let block = stack.last, let timing = block.timing, !actionsDisabled else {
        return nil
      }
      let end = MediaClock.now + block.delay + timing.duration
      block.end = max(block.end ?? end, end)
      return timing
    }

    /// The delay of the innermost block.
    static var currentDelay: TimeInterval { stack.last?.delay ?? 0 }

    /// Runs `body` in a block.
    static func run(_ block: Block, _ body: () -> Void) {
      stack.append(block)
      defer { stack.removeLast() }
      body()
    }
  }
#endif
