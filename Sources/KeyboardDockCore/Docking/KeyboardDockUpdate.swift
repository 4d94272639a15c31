import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a bar docked on the keyboard must do now: the height to clear, and how to get there.
///
/// Every number comes from the tracker through ``KeyboardDockPolicy``; the UIKit adapter only
/// applies it. ``animation`` is `nil` when the change must be applied at once (a finger dragging
/// the keyboard, a move with zero duration), and otherwise the notification's duration and curve,
/// or the keyboard's return (easeInOut over the tracker's return duration) when a released drag
/// returns to rest (no notification is posted then; react-native-keyboard-controller PR #515).
///
/// ```swift
/// if let update = policy.update(tracker: tracker, in: placement, at: now, after: .layoutChange) {
///   barBottom.constant = -update.coveredHeight
/// }
/// ```
public struct KeyboardDockUpdate: Sendable, Hashable, CustomStringConvertible {
  /// How a change is animated: a UIKit duration and curve.
  public struct Animation: Sendable, Hashable {
    /// The duration in seconds, as posted (UIKit ignores it for curve 7).
    public var duration: TimeInterval
    /// The curve, with its raw value kept.
    public var curve: KeyboardAnimationCurve

    /// Creates an animation description.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - curve: The curve.
    public init(duration: TimeInterval, curve: KeyboardAnimationCurve) {
      self.duration = duration
      self.curve = curve
    }

    /// Curve 7 with the usual 0.25 s: the animation of a host-frame change when the tracker
    /// started no return at that instant.
    public static let keyboardSpring = Self(duration: 0.25, curve: .keyboard)
  }

  /// The tracker's state at the update's time.
  public var state: KeyboardState
  /// The height the bar must clear from the view's bottom edge when the change is done, in
  /// points; the bottom safe-area inset when no docked keyboard covers the view.
  public var coveredHeight: CGFloat
  /// How to animate to ``coveredHeight``, or `nil` to apply it at once.
  public var animation: Animation?
  /// The keyboard frame that ``coveredHeight`` was measured for, in screen coordinates.
  ///
  /// Where the keyboard is during a drag, where it will rest otherwise; a layout guide driven by
  /// the tracker is placed on it.
  public var keyboardFrame: CGRect

  /// Creates an update.
  ///
  /// - Parameters:
  ///   - state: The tracker's state.
  ///   - coveredHeight: The height to clear, in points.
  ///   - animation: How to get there, or `nil` for at once.
  ///   - keyboardFrame: The keyboard frame the height is measured for; `nil` for the state's.
  public init(
    state: KeyboardState, coveredHeight: CGFloat, animation: Animation?,
    keyboardFrame: CGRect? = nil
  ) {
    self.state = state
    self.coveredHeight = coveredHeight
    self.animation = animation
    self.keyboardFrame = keyboardFrame ?? state.frame
  }

  /// The same update applied at once, for a bar docked after the update was published.
  public var immediate: Self {
    Self(state: state, coveredHeight: coveredHeight, animation: nil, keyboardFrame: keyboardFrame)
  }

  /// Whether the change is animated: it has an animation with a duration above 0.
  ///
  /// UIKit makes a change with a duration of 0 at once ("If you specify a negative value or 0,
  /// the changes are made without animating them", `UIView.animate(withDuration:)`).
  public var isAnimated: Bool { (animation?.duration ?? 0) > 0 }

  /// The height of a scroll view, from its bottom edge, that the keyboard and a bar of
  /// `barHeight` docked on it cover once this update is applied, in points.
  ///
  /// The bar's top edge sits `coveredHeight + barHeight` above the dock's view's bottom edge;
  /// whatever of the scroll view lies below that line is covered (“Customizing the iOS keyboard”:
  /// only the covered part is inset). A scroll view that ends above the bar is not covered at all.
  ///
  /// - Parameters:
  ///   - scrollViewMaxY: The scroll view's bottom edge in the dock's view's coordinates.
  ///   - viewHeight: The dock's view's height, in points.
  ///   - barHeight: The docked bar's height, in points.
  /// - Returns: The covered height, 0 or more, for
  ///   ``ViewPlacement/scrollBottomInset(coveredHeight:adjustsForSafeArea:)``.
  public func scrollViewCoveredHeight(
    scrollViewMaxY: CGFloat, viewHeight: CGFloat, barHeight: CGFloat
  ) -> CGFloat {
    Self.scrollViewCoveredHeight(
      coveredHeight: coveredHeight, scrollViewMaxY: scrollViewMaxY, viewHeight: viewHeight,
      barHeight: barHeight)
  }

  /// The height of a scroll view, from its bottom edge, that the keyboard and a bar of
  /// `barHeight` docked on it cover while the bar's bottom is `coveredHeight` above the dock's
  /// view's bottom edge, in points: the rule of
  /// ``scrollViewCoveredHeight(scrollViewMaxY:viewHeight:barHeight:)`` for any frame of a move.
  ///
  /// - Parameters:
  ///   - coveredHeight: The height the bar clears from the view's bottom edge, in points.
  ///   - scrollViewMaxY: The scroll view's bottom edge in the dock's view's coordinates.
  ///   - viewHeight: The dock's view's height, in points.
  ///   - barHeight: The docked bar's height, in points.
  /// - Returns: The covered height, 0 or more.
  public static func scrollViewCoveredHeight(
    coveredHeight: CGFloat, scrollViewMaxY: CGFloat, viewHeight: CGFloat, barHeight: CGFloat
  ) -> CGFloat {
    let barTop = viewHeight - coveredHeight - barHeight
    return max(0, scrollViewMaxY - barTop)
  }

  public var description: String {
    let how = animation.map { "over \($0.duration) s, curve \($0.curve)" } ?? "at once"
    return "clear \(coveredHeight) pt \(how) (\(state))"
  }
}

extension KeyboardDockUpdate {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(state)
    hasher.combine(coveredHeight)
    hasher.combine(animation)
    hasher.combine(rect: keyboardFrame)
  }
}
