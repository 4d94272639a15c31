#if canImport(UIKit)
  public import Foundation
  public import KeyboardDockCore

  /// What a bar docked by ``KeyboardDock`` must do now: the height to clear, and how to get there.
  ///
  /// Every number comes from the tracker; the adapters only apply it. ``animation`` is `nil`
  /// when the change must be applied at once (a finger dragging the keyboard, a move with zero
  /// duration), and otherwise the notification's duration and curve, or the keyboard's spring
  /// when the keyboard snaps back after a released drag (no notification is posted then).
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

      /// The keyboard's own snap-back: curve 7 with the usual 0.25 s (DESIGN.md §5).
      public static let keyboardSpring = Self(duration: 0.25, curve: .keyboard)
    }

    /// The tracker's state at the update's time.
    public var state: KeyboardState
    /// The height the bar must clear from the view's bottom edge when the change is done, in
    /// points; the bottom safe-area inset when no docked keyboard covers the view.
    public var coveredHeight: CGFloat
    /// How to animate to ``coveredHeight``, or `nil` to apply it at once.
    public var animation: Animation?

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - state: The tracker's state.
    ///   - coveredHeight: The height to clear, in points.
    ///   - animation: How to get there, or `nil` for at once.
    public init(state: KeyboardState, coveredHeight: CGFloat, animation: Animation?) {
      self.state = state
      self.coveredHeight = coveredHeight
      self.animation = animation
    }

    public var description: String {
      let how = animation.map { "over \($0.duration) s, curve \($0.curve)" } ?? "at once"
      return "clear \(coveredHeight) pt \(how) (\(state))"
    }
  }
#endif
