import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTrace.UserInfoValue {
  /// A `userInfo` value as the trace records it: an `NSValue` of `CGRect` or `CGPoint`, an
  /// `NSNumber` (a bool when its type encoding is a boolean's and it holds 0 or 1), or, for
  /// anything else, only its type's name.
  ///
  /// This is where a trace's "no user text" guarantee holds: a string, data, or any other
  /// object never has its content recorded, whatever key it comes under.
  ///
  /// - Parameter value: A value of a notification's `userInfo`.
  public init(recording value: Any) {
    if let number = value as? NSNumber {
      // BOOL is `c` (signed char) or `B` (C99 bool) in an NSNumber's type encoding.
      let type = String(cString: number.objCType)
      if ["c", "B"].contains(type), number.int64Value == 0 || number.int64Value == 1 {
        self = .bool(number.boolValue)
      } else {
        self = .number(number.doubleValue)
      }
      return
    }
    if let boxed = value as? NSValue {
      let type = String(cString: boxed.objCType)
      if let rect = GeometryValue.rect(in: boxed) {
        self = .rect(rect)
      } else if let point = GeometryValue.point(in: boxed) {
        self = .point(point)
      } else {
        self = .unsupported(type: "NSValue of \(type)")
      }
      return
    }
    self = .unsupported(type: String(describing: type(of: value)))
  }
}

extension KeyboardTrace.Notification {
  /// A notification's `userInfo` as the trace records it, keyed by the raw key strings; each
  /// value by ``KeyboardTrace/UserInfoValue/init(recording:)``.
  ///
  /// A key that is not a string (UIKit's never are) is recorded by its type's name.
  ///
  /// - Parameter userInfo: The notification's `userInfo`.
  /// - Returns: The typed values.
  public static func recordedUserInfo(_ userInfo: [AnyHashable: Any])
    -> [String: KeyboardTrace.UserInfoValue]
  {
    var values: [String: KeyboardTrace.UserInfoValue] = [:]
    for (key, value) in userInfo {
      let name = (key.base as? String) ?? "a key of type \(type(of: key.base))"
      values[name] = KeyboardTrace.UserInfoValue(recording: value)
    }
    return values
  }
}
