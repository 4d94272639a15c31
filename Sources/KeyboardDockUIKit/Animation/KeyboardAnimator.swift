#if canImport(UIKit)
  import Foundation
  public import KeyboardDockCore
  public import UIKit

  /// Animates layout changes alongside the keyboard with the notification's own duration and
  /// curve: the notification-driven technique of “UITextField docked like iOS Messenger” and
  /// “Customizing the iOS keyboard”.
  ///
  /// UIKit's keyboard posts curve 7, which `UIView.AnimationCurve` has no case for; passing the
  /// raw value through `UIView.AnimationOptions(rawValue: curve << 16)` makes UIKit animate with
  /// the keyboard's own spring, so a bar moved here stays on the keyboard for the whole
  /// animation. The curve's raw value is never narrowed to the four public cases.
  ///
  /// What keyboard notifications cannot do: follow an interactive dismissal. No notification is
  /// posted while the finger drags the keyboard (observed on iOS), so a bar moved only here leaves
  /// a gap; use ``KeyboardDock`` (the keyboard tracker) or the keyboard layout guide for that.
  ///
  /// ```swift
  /// observer.onEvent = { event in
  ///   KeyboardAnimator.animate(alongside: event) {
  ///     barBottom.constant = -(ViewPlacement(view: view)?
  ///       .coveredHeight(byKeyboard: event.endFrame) ?? 0)
  ///     view.layoutIfNeeded()
  ///   }
  /// }
  /// ```
  @MainActor
  public enum KeyboardAnimator {
    /// Runs `animations` in a UIView animation with `event`'s duration and curve.
    ///
    /// A zero duration (some height changes, rotation bursts) applies the changes without
    /// animating, as UIKit does for the keyboard itself.
    ///
    /// - Parameters:
    ///   - event: The keyboard "will" notification to match.
    ///   - animations: The layout changes to animate.
    ///   - completion: Called when the animation ends, with whether it finished.
    public static func animate(
      alongside event: KeyboardEvent, animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animate(
        duration: event.duration, curve: event.curve, animations: animations,
        completion: completion)
    }

    /// Runs `animations` in a UIView animation with a keyboard duration and curve.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds; 0 applies the changes without animating.
    ///   - curve: The curve, passed to UIKit as ``UIKit/UIView/AnimationOptions/init(keyboardCurve:)``.
    ///   - animations: The layout changes to animate.
    ///   - completion: Called when the animation ends, with whether it finished.
    public static func animate(
      duration: TimeInterval, curve: KeyboardAnimationCurve, animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [
          UIView.AnimationOptions(keyboardCurve: curve), .beginFromCurrentState,
          .allowUserInteraction,
        ],
        animations: animations, completion: completion)
    }
  }

  extension UIView.AnimationOptions {
    /// The options that make UIKit animate with a keyboard notification's curve.
    ///
    /// The curve occupies bits 16–19 of the options
    /// (https://developer.apple.com/documentation/uikit/uiview/animationoptions), so the raw
    /// value is shifted by 16. A raw value that is neither one of UIKit's four curves nor the
    /// keyboard's 7 (``KeyboardDockCore/KeyboardAnimationCurve/isKnown``) animates with Core's
    /// documented fallback, ``KeyboardDockCore/KeyboardAnimationCurve/fallback``, exactly as the
    /// simulator models it, instead of handing UIKit bits it does not define.
    ///
    /// - Parameter curve: The curve from the notification, with its raw value kept.
    public init(keyboardCurve curve: KeyboardAnimationCurve) {
      let known = curve.isKnown ? curve : KeyboardAnimationCurve.fallback
      self.init(rawValue: UInt(known.rawValue) << 16)
    }
  }
#endif
