import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The six keyboard notifications, by the names UIKit posts them under
/// (`UIResponder.keyboardWillShowNotification` is the string `UIKeyboardWillShowNotification`; in Apple's documentation).
public enum KeyboardNotificationName: String, Sendable, Hashable, CaseIterable {
  case willShow = "UIKeyboardWillShowNotification"
  case didShow = "UIKeyboardDidShowNotification"
  case willHide = "UIKeyboardWillHideNotification"
  case didHide = "UIKeyboardDidHideNotification"
  case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
  case didChangeFrame = "UIKeyboardDidChangeFrameNotification"

  /// The did-notification that completes a will-notification.
  public var completion: KeyboardNotificationName? {
    switch self {
    case .willShow: .didShow
    case .willHide: .didHide
    case .willChangeFrame: .didChangeFrame
    case .didShow, .didHide, .didChangeFrame: nil
    }
  }
}

/// A notification as the simulated iOS posts it: a name, a raw `userInfo` and a time.
public struct PostedNotification: @unchecked Sendable {
  /// Which notification.
  public var name: KeyboardNotificationName
  /// The raw `userInfo`: `NSValue`s of `CGRect` and `NSNumber`s under UIKit's raw key strings.
  public var userInfo: [AnyHashable: Any]
  /// When it was posted, in seconds.
  public var time: TimeInterval
}

/// The `userInfo` of a keyboard notification, built as UIKit builds it.
///
/// Keys are the raw strings of UIKit's constants (printing a notification's `userInfo` on a
/// device shows `UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 476}, {375, 336}}"`, …); frames
/// are `NSValue`s of `CGRect` in screen coordinates, the duration an `NSNumber` of a double, the
/// curve an `NSNumber` of an integer, `isLocal` an `NSNumber` of a bool
/// (https://developer.apple.com/documentation/uikit/uiresponder/keyboard_notification_user_info_keys).
public enum KeyboardUserInfo {
  /// `UIKeyboardFrameBeginUserInfoKey`.
  public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
  /// `UIKeyboardFrameEndUserInfoKey`.
  public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
  /// `UIKeyboardAnimationDurationUserInfoKey`.
  public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
  /// `UIKeyboardAnimationCurveUserInfoKey`.
  public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
  /// `UIKeyboardIsLocalUserInfoKey`.
  public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
  /// `UIKeyboardCenterBeginUserInfoKey` (deprecated, still posted).
  public static let centerBegin = "UIKeyboardCenterBeginUserInfoKey"
  /// `UIKeyboardCenterEndUserInfoKey` (deprecated, still posted).
  public static let centerEnd = "UIKeyboardCenterEndUserInfoKey"
  /// `UIKeyboardBoundsUserInfoKey` (deprecated, still posted).
  public static let bounds = "UIKeyboardBoundsUserInfoKey"
  /// `UIKeyboardFrameChangedByUserInteraction` (private key seen in logs of the floating keyboard).
  public static let frameChangedByUserInteraction = "UIKeyboardFrameChangedByUserInteraction"

  /// The `userInfo` of one notification.
  public static func make(
    begin: CGRect, end: CGRect, duration: TimeInterval, curve: Int, isLocal: Bool,
    changedByUserInteraction: Bool? = nil
  ) -> [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [
      frameBegin: value(begin),
      frameEnd: value(end),
      animationDuration: NSNumber(value: duration),
      animationCurve: NSNumber(value: curve),
      Self.isLocal: NSNumber(value: isLocal),
      centerBegin: value(CGPoint(x: begin.midX, y: begin.midY)),
      centerEnd: value(CGPoint(x: end.midX, y: end.midY)),
      bounds: value(CGRect(origin: .zero, size: end.size)),
    ]
    if let changedByUserInteraction {
      info[frameChangedByUserInteraction] = NSNumber(value: changedByUserInteraction)
    }
    return info
  }

  /// An `NSValue` of a `CGRect`, as `NSValue(cgRect:)` makes it on iOS.
  public static func value(_ rect: CGRect) -> NSValue {
    var copy = rect
    return "{CGRect={CGPoint=dd}{CGSize=dd}}".withCString { NSValue(bytes: &copy, objCType: $0) }
  }

  /// An `NSValue` of a `CGPoint`, as `NSValue(cgPoint:)` makes it on iOS.
  public static func value(_ point: CGPoint) -> NSValue {
    var copy = point
    return "{CGPoint=dd}".withCString { NSValue(bytes: &copy, objCType: $0) }
  }

  /// The `CGRect` in `value` when it is an `NSValue` of a 64-bit `CGRect` (`value(_:)`
  /// or UIKit's `NSValue(cgRect:)`), or `nil`.
  ///
  /// On Apple platforms the value's `objCType` decides. swift-corelibs-foundation (Linux) returns
  /// a new C string from every `objCType` read and never frees it (`NSSpecialValue.objCType`,
  /// marked "leaky" in
  /// https://github.com/swiftlang/swift-corelibs-foundation/blob/main/Sources/Foundation/NSSpecialValue.swift),
  /// so a process reading the frame of every notification grows; there an `NSValue` of a struct
  /// can only be one of Foundation's geometry or range values, which keeps the struct itself in
  /// a stored property, and it is read as stored.
  public static func rect(in value: Any?) -> CGRect? {
    guard let value = value as? NSValue else { return nil }
    #if canImport(Darwin)
      guard String(cString: value.objCType) == "{CGRect={CGPoint=dd}{CGSize=dd}}" else {
        return nil
      }
      var rect = CGRect.zero
      withUnsafeMutableBytes(of: &rect) { buffer in
        if let address = buffer.baseAddress { value.getValue(address, size: buffer.count) }
      }
      return rect
    #else
      var mirror: Mirror? = Mirror(reflecting: value)
      while let current = mirror {
        for child in current.children {
          if let rect = child.value as? CGRect { return rect }
        }
        mirror = current.superclassMirror
      }
      return nil
    #endif
  }

}
