import Foundation

/// Where a keyboard tracker's frames come from on device, and the rule that picks it.
///
/// Two sources report the keyboard's frame on every display frame, interactive dismissal
/// included:
/// - ``accessorySuperview``: KVO on the superview of an invisible input accessory view, the
///   keyboard tracker of “A Stickler for Details”. Since iOS 26 the keyboard's view hierarchy
///   changed and that superview no longer reports the keyboard's moves.
/// - ``keyboardLayoutGuide``: KVO on a zero-height view pinned to the top of the view's
///   `keyboardLayoutGuide`, which follows the keyboard on every frame
///   (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide). It needs iOS 15.4:
///   on 15.0–15.3 the guide's frame was not always updated (“Keyboard Layout Guide”, FB9733654,
///   FB9754794).
///
/// The rule: start with the guide where the accessory no longer works, or where the app prefers
/// it (no `inputAccessoryView` can be installed, as for a SwiftUI `TextField`) and the guide is
/// reliable; otherwise with the accessory. Once a keyboard is shown, an accessory that is in no
/// window is not attached to that keyboard (another responder is first, or the keyboard no
/// longer hosts accessories the way “A Stickler for Details” relies on), so the source switches to
/// the guide if it is reliable. The guide is never left once chosen.
///
/// ```swift
/// var source = KeyboardFrameSource.initial(
///   preferred: .accessorySuperview, isLayoutGuideReliable: true, isAccessoryHostObservable: true)
/// source = source.afterKeyboardDidShow(isAccessoryInWindow: false, isLayoutGuideReliable: true)
/// // .keyboardLayoutGuide
/// ```
public enum KeyboardFrameSource: String, Sendable, Hashable, CaseIterable,
  CustomStringConvertible
{
  /// KVO on the superview of an invisible input accessory view (“A Stickler for Details”).
  case accessorySuperview
  /// KVO on a zero-height view pinned to the top of the keyboard layout guide.
  case keyboardLayoutGuide

  /// The source to start with.
  ///
  /// - Parameters:
  ///   - preferred: The app's preference where both sources work.
  ///   - isLayoutGuideReliable: Whether the keyboard layout guide can be used (iOS 15.4+).
  ///   - isAccessoryHostObservable: Whether the accessory's superview reports the keyboard's
  ///     moves (before iOS 26).
  /// - Returns: The source to use.
  public static func initial(
    preferred: Self, isLayoutGuideReliable: Bool, isAccessoryHostObservable: Bool
  ) -> Self {
    guard isLayoutGuideReliable else { return .accessorySuperview }
    if !isAccessoryHostObservable { return .keyboardLayoutGuide }
    return preferred
  }

  /// The source to use once a keyboard is shown (`keyboardDidShowNotification`).
  ///
  /// - Parameters:
  ///   - isAccessoryInWindow: Whether the invisible accessory is in a window (attached to the
  ///     shown keyboard).
  ///   - isLayoutGuideReliable: Whether the keyboard layout guide can be used (iOS 15.4+).
  /// - Returns: ``keyboardLayoutGuide`` when the accessory turned out not to be attached and the
  ///   guide is reliable; otherwise this source.
  public func afterKeyboardDidShow(isAccessoryInWindow: Bool, isLayoutGuideReliable: Bool)
    -> Self
  {
    guard self == .accessorySuperview, !isAccessoryInWindow, isLayoutGuideReliable else {
      return self
    }
    return .keyboardLayoutGuide
  }

  public var description: String { rawValue }
}
