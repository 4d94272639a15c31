/// The raw `userInfo` keys of UIKit's keyboard notifications.
///
/// The raw strings equal the constants' names (observed by printing `userInfo` on device, and
/// listed in observed on iOS), which is what lets a log pasted from the console be decoded.
public enum KeyboardUserInfoKey {
  /// `UIKeyboardFrameBeginUserInfoKey`: `NSValue` of `CGRect`, screen coordinates.
  public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// `UIKeyboardFrameEndUserInfoKey`: `NSValue` of `CGRect`, screen coordinates.
  public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// `UIKeyboardAnimationDurationUserInfoKey`: `NSNumber` of a double, seconds.
  public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  /// `UIKeyboardAnimationCurveUserInfoKey`: `NSNumber` of an unsigned integer.
  public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  /// `UIKeyboardIsLocalUserInfoKey`: `NSNumber` of a bool (iOS 9 and later).
  public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
  /// `UIKeyboardCenterBeginUserInfoKey` (deprecated in iOS 3.2): `NSValue` of `CGPoint`.
  public static let centerBegin = "UIKeyboardCenterBeginUserInfoKey"
  /// `UIKeyboardCenterEndUserInfoKey` (deprecated in iOS 3.2): `NSValue` of `CGPoint`.
  public static let centerEnd = "UIKeyboardCenterEndUserInfoKey"
  /// `UIKeyboardBoundsUserInfoKey` (deprecated in iOS 3.2): `NSValue` of `CGRect`.
  public static let bounds = "UIKeyboardBoundsUserInfoKey"
  /// `UIKeyboardFrameChangedByUserInteraction`: `NSNumber` of a bool (private, seen in logs).
  public static let frameChangedByUserInteraction = "UIKeyboardFrameChangedByUserInteraction"

  /// Every key the decoder understands.
  public static let all: [String] = [
    frameBegin, frameEnd, animationDuration, animationCurve, isLocal, centerBegin, centerEnd,
    bounds, frameChangedByUserInteraction,
  ]
}
