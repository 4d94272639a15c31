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
    let keys = HashableKeys.shared
    var info: [AnyHashable: Any] = [
      keys.frameBegin: value(begin),
      keys.frameEnd: value(end),
      keys.animationDuration: NSNumber(value: duration),
      keys.animationCurve: NSNumber(value: curve),
      keys.isLocal: NSNumber(value: isLocal),
      keys.centerBegin: value(CGPoint(x: begin.midX, y: begin.midY)),
      keys.centerEnd: value(CGPoint(x: end.midX, y: end.midY)),
      keys.bounds: value(CGRect(origin: .zero, size: end.size)),
    ]
    if let changedByUserInteraction {
      info[keys.frameChangedByUserInteraction] = NSNumber(value: changedByUserInteraction)
    }
    return info
  }

  /// An `NSValue` of a `CGRect`, as `NSValue(cgRect:)` makes it on iOS.
  ///
  /// On Linux `NSValue(rect:)` makes the very value `NSValue(bytes:objCType:)` makes for
  /// `@encode(CGRect)` (Foundation's geometry box holding the rect, which reports that encoding),
  /// without parsing the encoding first
  /// (https://github.com/swiftlang/swift-corelibs-foundation/blob/main/Sources/Foundation/NSGeometry.swift).
  public static func value(_ rect: CGRect) -> NSValue {
    #if canImport(Darwin)
      var copy = rect
      return "{CGRect={CGPoint=dd}{CGSize=dd}}".withCString { NSValue(bytes: &copy, objCType: $0) }
    #else
      return NSValue(rect: rect)
    #endif
  }

  /// An `NSValue` of a `CGPoint`, as `NSValue(cgPoint:)` makes it on iOS (on Linux through
  /// `NSValue(point:)`, as ``value(_:)-(CGRect)`` says).
  public static func value(_ point: CGPoint) -> NSValue {
    #if canImport(Darwin)
      var copy = point
      return "{CGPoint=dd}".withCString { NSValue(bytes: &copy, objCType: $0) }
    #else
      return NSValue(point: point)
    #endif
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
  ///
  /// Reading the stored property by reflection costs about 14,000 instructions, so a value of
  /// Foundation's geometry box is first read through public API: `getValue(_:)` copies what the
  /// box holds (at most four doubles: a point, size, rect, range or edge insets; the buffer
  /// has room for eight), and the value is a rect exactly when it equals a box of the rect
  /// those bytes spell, since Foundation's boxes compare equal only when both hold the same
  /// type and equal values (`NSSpecialValue.isEqual(_:)` in the source above). What this does
  /// not settle (a rect with a NaN equals nothing) is read by reflection.
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
      if type(of: value) == GeometryBox.boxClass {
        var words: (Double, Double, Double, Double, Double, Double, Double, Double) = (
          0, 0, 0, 0, 0, 0, 0, 0
        )
        withUnsafeMutableBytes(of: &words) { buffer in
          if let address = buffer.baseAddress { value.getValue(address) }
        }
        let rect = CGRect(x: words.0, y: words.1, width: words.2, height: words.3)
        if value.isEqual(Self.value(rect)) { return rect }
      }
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

#if !canImport(Darwin)
  /// The class Foundation boxes geometry in on Linux, as `NSValue(rect:)` makes it.
  private enum GeometryBox {
    static let boxClass: AnyClass = type(of: NSValue(rect: .zero))
  }
#endif

/// UIKit's `userInfo` keys as `AnyHashable`s, made once for every notification's dictionary.
///
/// `AnyHashable` is not `Sendable`; these hold immutable `String`s and never change.
private struct HashableKeys: @unchecked Sendable {
  static let shared = HashableKeys()

  let frameBegin = AnyHashable(KeyboardUserInfo.frameBegin)
  let frameEnd = AnyHashable(KeyboardUserInfo.frameEnd)
  let animationDuration = AnyHashable(KeyboardUserInfo.animationDuration)
  let animationCurve = AnyHashable(KeyboardUserInfo.animationCurve)
  let isLocal = AnyHashable(KeyboardUserInfo.isLocal)
  let centerBegin = AnyHashable(KeyboardUserInfo.centerBegin)
  let centerEnd = AnyHashable(KeyboardUserInfo.centerEnd)
  let bounds = AnyHashable(KeyboardUserInfo.bounds)
  let frameChangedByUserInteraction = AnyHashable(KeyboardUserInfo.frameChangedByUserInteraction)
}
