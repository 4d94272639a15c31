#if os(Linux)
  public import Foundation

  /// An object that can respond to events and own the keyboard, as UIKit's `UIResponder`
  /// (https://developer.apple.com/documentation/uikit/uiresponder).
  ///
  /// Becoming first responder asks the hosted system (``HostedIOS``) for the keyboard: a
  /// responder whose ``inputView`` is `nil` shows the simulated system keyboard, its
  /// ``inputAccessoryView`` is attached on top of it (UIKit attaches it to the
  /// top of the keyboard, `inputAccessoryView` documentation), and resigning hides both.
  @MainActor
  open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder: a view's superview or view controller.
    open var next: UIResponder? { nil }

    /// Whether this responder can become first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder can give up first responder status; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of the hosted system.
    open var isFirstResponder: Bool { HostedIOS.current.firstResponder === self }

    /// Makes this responder first responder, showing its input views, if it can become one
    /// and is in a window.
    ///
    /// - Returns: Whether it is first responder afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
      guard canBecomeFirstResponder else { return false }
      return HostedIOS.current.makeFirstResponder(self)
    }

    /// Gives up first responder status, hiding its input views.
    ///
    /// - Returns: Whether it gave it up (or was not first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool {
      guard isFirstResponder else { return true }
      guard canResignFirstResponder else { return false }
      HostedIOS.current.resign(self)
      return true
    }

    /// The view shown in place of the system keyboard while this responder is first
    /// responder; `nil` for the system keyboard.
    open var inputView: UIView? { nil }

    /// The view attached to the top of the keyboard while this responder is first responder.
    open var inputAccessoryView: UIView? { nil }

    /// Reloads ``inputView`` and ``inputAccessoryView`` while this responder is first responder.
    ///
    /// ("If called while the object is first responder, reloads inputView,
    /// inputAccessoryView, and textInputMode. Otherwise ignored.", `reloadInputViews()`
    /// documentation).
    open func reloadInputViews() {
      guard isFirstResponder else { return }
      HostedIOS.current.reloadInputViews(of: self)
    }

    /// Posted before the keyboard shows.
    nonisolated public static let keyboardWillShowNotification = Notification.Name(
      "UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    nonisolated public static let keyboardDidShowNotification = Notification.Name(
      "UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name(
      "UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    nonisolated public static let keyboardDidHideNotification = Notification.Name(
      "UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
      "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
      "UIKeyboardDidChangeFrameNotification")
    /// The `userInfo` key of the keyboard's frame at the end of the change (an `NSValue`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The `userInfo` key of the keyboard's frame at the start of the change.
    nonisolated public static let keyboardFrameBeginUserInfoKey =
      "UIKeyboardFrameBeginUserInfoKey"
    /// The `userInfo` key of the animation's duration in seconds.
    nonisolated public static let keyboardAnimationDurationUserInfoKey =
      "UIKeyboardAnimationDurationUserInfoKey"
    /// The `userInfo` key of the animation's curve.
    nonisolated public static let keyboardAnimationCurveUserInfoKey =
      "UIKeyboardAnimationCurveUserInfoKey"
  }

  /// The object that hands touches to the app: the accessibility settings' and devices' owner
  /// is ``HostedIOS``; this namespace carries UIKit's accessibility settings.
  @MainActor
  public enum UIAccessibility {
    /// Whether Reduce Motion is on (https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled).
    public static var isReduceMotionEnabled: Bool { HostedIOS.current.isReduceMotionEnabled }
    /// Whether Prefer Cross-Fade Transitions is on (iOS 14+; with Reduce Motion the keyboard
    /// fades in place, https://developer.apple.com/documentation/uikit/uiaccessibility/prefersCrossFadeTransitions).
    public static var prefersCrossFadeTransitions: Bool {
      HostedIOS.current.prefersCrossFadeTransitions
    }
    /// Posted when Prefer Cross-Fade Transitions changes.
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = Notification.Name(
      "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Notification.Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")
  }

  /// The device, as UIKit's `UIDevice`: its model and iOS version are the hosted device's and
  /// version profile's.
  @MainActor
  public final class UIDevice {
    /// The hosted device.
    public static let current = UIDevice()
    /// "iOS".
    public var systemName: String { "iOS" }
    /// The version profile's version, as "17.0" (`UIDevice.systemVersion` documentation).
    public var systemVersion: String { HostedIOS.current.systemVersion }
    /// Phone or pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
      HostedIOS.current.device.idiom == .pad ? .pad : .phone
    }
    /// The model name ("iPhone", "iPad").
    public var model: String { HostedIOS.current.device.idiom == .pad ? "iPad" : "iPhone" }
  }
#endif
