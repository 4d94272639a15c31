#if os(Linux)
  public import Foundation
  import KeyboardDockHostedQuartzCore
  import KeyboardDockSimulatedIOS

  extension UIView {
    /// Options of a view animation, as `UIView.AnimationOptions`
    /// (https://developer.apple.com/documentation/uikit/uiview/animationoptions): the curve is
    /// in bits 16–19 (`curveEaseInOut` 0, `curveEaseIn` 1 << 16, `curveEaseOut` 2 << 16,
    /// `curveLinear` 3 << 16); the keyboard's private curve 7 passes through as `7 << 16`.
    public struct AnimationOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let layoutSubviews = Self(rawValue: 1 << 0)
      public static let allowUserInteraction = Self(rawValue: 1 << 1)
      public static let beginFromCurrentState = Self(rawValue: 1 << 2)
      public static let `repeat` = Self(rawValue: 1 << 3)
      public static let autoreverse = Self(rawValue: 1 << 4)
      public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
      public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
      public static let allowAnimatedContent = Self(rawValue: 1 << 7)
      public static let curveEaseInOut = Self(rawValue: 0 << 16)
      public static let curveEaseIn = Self(rawValue: 1 << 16)
      public static let curveEaseOut = Self(rawValue: 2 << 16)
      public static let curveLinear = Self(rawValue: 3 << 16)

      /// The curve's raw value, bits 16–19.
      var curveRawValue: Int { Int((rawValue >> 16) & 0xF) }
    }

    /// The four public animation curves, as `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
      case easeInOut = 0
      case easeIn = 1
      case easeOut = 2
      case linear = 3
    }

    /// Animates the changes `animations` makes, with a curve from `options`.
    ///
    /// The curve bits map to Core Animation timings as the simulated iOS maps a keyboard
    /// notification's curve (``KeyboardDockSimulatedIOS/LayerTiming/uiKit(curve:duration:spring:)``):
    /// 0–3 the four Béziers, 7 the keyboard's spring, anything else easeInOut; a duration of 0
    /// or less makes the changes without animating them. Animations are additive (WWDC 2014
    /// session 236), so `.beginFromCurrentState` changes nothing for frames: what is on
    /// screen never jumps. `completion` is called when the animation ends, with `true`.
    public static func animate(
      withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
      animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
      let timing = LayerTiming.uiKit(
        curve: options.curveRawValue, duration: duration,
        spring: HostedIOS.current.profile.keyboardSpring)
      run(timing: timing, delay: max(0, delay), animations, completion)
    }

    /// Animates with the default curve (easeInOut) and no delay.
    public static func animate(
      withDuration duration: TimeInterval, animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animate(
        withDuration: duration, delay: 0, options: [], animations: animations,
        completion: completion)
    }

    /// Animates with a spring of `dampingRatio`, settling in about `duration`.
    ///
    /// The spring's stiffness and damping follow from a response equal to the duration:
    /// stiffness (2π / response)², damping 4π · ratio / response ("Designing Fluid Interfaces",
    /// WWDC 2018 session 803, which describes springs by damping ratio and response).
    public static func animate(
      withDuration duration: TimeInterval, delay: TimeInterval,
      usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
      options: AnimationOptions = [], animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      guard duration > 0, duration.isFinite else {
        run(timing: nil, delay: 0, animations, completion)
        return
      }
      let response = duration
      let spring = SpringAnimation(
        mass: 1, stiffness: pow(2 * .pi / response, 2),
        damping: 4 * .pi * Double(max(0.01, dampingRatio)) / response,
        initialVelocity: Double(velocity))
      run(timing: .spring(spring), delay: max(0, delay), animations, completion)
    }

    /// Makes the changes in `actionsWithoutAnimation` at once, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
      AnimationContext.run(AnimationContext.withoutAnimation, actionsWithoutAnimation)
    }

    /// The duration of the animation block being executed, in seconds, or 0.
    ///
    /// 0 outside an animation block and inside `performWithoutAnimation(_:)`: "This method only
    /// returns a non-zero value if called within a UIView animation block"
    /// (https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration). A
    /// layout the system runs alongside the keyboard's animation is such a block.
    public static var inheritedAnimationDuration: TimeInterval {
      AnimationContext.stack.last?.timing?.duration ?? 0
    }

    /// Whether changes animate now: inside an animation block that animates.
    public static var areAnimationsEnabled: Bool {
      AnimationContext.stack.last?.timing != nil || AnimationContext.stack.isEmpty
    }

    private static func run(
      timing: LayerTiming?, delay: TimeInterval, _ animations: () -> Void,
      _ completion: ((Bool) -> Void)?
    ) {
      let block = AnimationContext.Block(timing: timing, delay: delay)
      AnimationContext.run(block, animations)
      guard let completion else { return }
      // Without animatable changes the completion still runs, on the next turn.
      HostedIOS.current.schedule(at: block.end ?? MediaClock.now) { completion(true) }
    }
  }

  /// Explicit Core Animation transactions, as `CATransaction`
  /// (https://developer.apple.com/documentation/quartzcore/catransaction).
  @MainActor
  public enum CATransaction {
    private static var disabledStack: [Bool] = []
    private static var completions: [[() -> Void]] = []

    /// Begins a transaction.
    public static func begin() {
      disabledStack.append(AnimationContext.actionsDisabled)
      completions.append([])
    }

    /// Commits the transaction: its completion block runs when its animations end.
    public static func commit() {
      guard let disabled = disabledStack.popLast() else { return }
      AnimationContext.actionsDisabled = disabled
      let blocks = completions.popLast() ?? []
      let end = AnimationContext.stack.last?.end ?? MediaClock.now
      for block in blocks { HostedIOS.current.schedule(at: end, block) }
    }

    /// Turns implicit and view animations off (or on) until the transaction commits.
    public static func setDisableActions(_ flag: Bool) {
      AnimationContext.actionsDisabled = flag
    }

    /// Whether actions are disabled.
    public static func disableActions() -> Bool { AnimationContext.actionsDisabled }

    /// Sets the block called when the transaction's animations end.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
      guard let block else { return }
      if completions.isEmpty {
        HostedIOS.current.schedule(at: MediaClock.now, block)
      } else {
        completions[completions.count - 1].append(block)
      }
    }
  }
#endif
