import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardEvent {
  /// Decodes a keyboard notification's `userInfo`, keyed by UIKit's raw strings.
  ///
  /// Frames are `NSValue`s of `CGRect`, numbers `NSNumber`s, as UIKit posts them. The end frame,
  /// the duration and the curve are required; the begin frame, `isLocal` (absent before iOS 9)
  /// and `UIKeyboardFrameChangedByUserInteraction` are optional. The deprecated center and bounds
  /// keys are accepted and checked for type, but carry nothing the end frame does not.
  ///
  /// - Parameters:
  ///   - kind: The notification's kind, or `nil` when unknown.
  ///   - userInfo: The notification's `userInfo`.
  ///   - time: When the notification was posted, in seconds.
  /// - Throws: ``KeyboardEventError`` naming the key and the bad value.
  public init(kind: Kind?, userInfo: [AnyHashable: Any], time: TimeInterval) throws {
    let fields = UserInfoFields(userInfo)
    guard let endValue = fields.frameEnd else {
      throw KeyboardEventError(.missingKey, key: KeyboardUserInfoKey.frameEnd, value: nil)
    }
    let endFrame = try Self.rect(endValue, key: KeyboardUserInfoKey.frameEnd)
    let beginFrame = try fields.frameBegin.map {
      try Self.rect($0, key: KeyboardUserInfoKey.frameBegin)
    }
    if let bounds = fields.bounds {
      _ = try Self.rect(bounds, key: KeyboardUserInfoKey.bounds)
    }
    if let center = fields.centerBegin {
      try Self.checkPoint(center, key: KeyboardUserInfoKey.centerBegin)
    }
    if let center = fields.centerEnd {
      try Self.checkPoint(center, key: KeyboardUserInfoKey.centerEnd)
    }

    guard let durationValue = fields.animationDuration else {
      throw KeyboardEventError(
        .missingKey, key: KeyboardUserInfoKey.animationDuration, value: nil)
    }
    guard let durationNumber = durationValue as? NSNumber else {
      throw KeyboardEventError(
        .wrongType(expected: "an NSNumber of seconds"),
        key: KeyboardUserInfoKey.animationDuration, value: "\(durationValue)")
    }
    let duration = durationNumber.doubleValue
    guard duration.isFinite, duration >= 0 else {
      throw KeyboardEventError(
        .invalidDuration, key: KeyboardUserInfoKey.animationDuration, value: "\(duration)")
    }

    guard let curveValue = fields.animationCurve else {
      throw KeyboardEventError(.missingKey, key: KeyboardUserInfoKey.animationCurve, value: nil)
    }
    guard let curveNumber = curveValue as? NSNumber else {
      throw KeyboardEventError(
        .wrongType(expected: "an NSNumber holding an integer"),
        key: KeyboardUserInfoKey.animationCurve, value: "\(curveValue)")
    }
    let curveDouble = curveNumber.doubleValue
    guard curveDouble.isFinite, curveDouble.rounded() == curveDouble,
      let curveRaw = Int(exactly: curveDouble)
    else {
      throw KeyboardEventError(
        .nonIntegerCurve, key: KeyboardUserInfoKey.animationCurve, value: "\(curveDouble)")
    }

    let isLocal = try fields.isLocal.map {
      try Self.bool($0, key: KeyboardUserInfoKey.isLocal)
    }
    let changedByUser = try fields.frameChangedByUserInteraction.map {
      try Self.bool($0, key: KeyboardUserInfoKey.frameChangedByUserInteraction)
    }

    self.init(
      kind: kind, beginFrame: beginFrame, endFrame: endFrame, duration: duration,
      curve: KeyboardAnimationCurve(rawValue: curveRaw), isLocal: isLocal,
      isChangedByUserInteraction: changedByUser, time: time)
  }

  /// The `userInfo` UIKit would post for this event, with `NSValue` frames and `NSNumber`s.
  ///
  /// Decoding the result with ``init(kind:userInfo:time:)`` gives this event back; the simulator
  /// posts these dictionaries so the decoder is exercised on every simulated notification.
  public var userInfo: [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [
      KeyboardUserInfoKey.frameEnd: GeometryValue.value(endFrame),
      KeyboardUserInfoKey.animationDuration: NSNumber(value: duration),
      KeyboardUserInfoKey.animationCurve: NSNumber(value: curve.rawValue),
    ]
    if let beginFrame {
      info[KeyboardUserInfoKey.frameBegin] = GeometryValue.value(beginFrame)
      info[KeyboardUserInfoKey.centerBegin] = GeometryValue.value(
        CGPoint(x: beginFrame.midX, y: beginFrame.midY))
    }
    info[KeyboardUserInfoKey.centerEnd] = GeometryValue.value(
      CGPoint(x: endFrame.midX, y: endFrame.midY))
    info[KeyboardUserInfoKey.bounds] = GeometryValue.value(
      CGRect(origin: .zero, size: endFrame.size))
    if let isLocal { info[KeyboardUserInfoKey.isLocal] = NSNumber(value: isLocal) }
    if let isChangedByUserInteraction {
      info[KeyboardUserInfoKey.frameChangedByUserInteraction] = NSNumber(
        value: isChangedByUserInteraction)
    }
    return info
  }

  /// Validates a rect: finite numbers, width and height of 0 or more.
  static func validated(_ rect: CGRect, key: String) throws -> CGRect {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite,
      rect.size.height.isFinite
    else {
      throw KeyboardEventError(.nonFiniteFrame, key: key, value: Self.text(rect))
    }
    guard rect.size.width >= 0, rect.size.height >= 0 else {
      throw KeyboardEventError(.negativeSize, key: key, value: Self.text(rect))
    }
    return rect
  }

  /// A rect as UIKit logs it: `{{0, 451}, {375, 216}}`.
  static func text(_ rect: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
      value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
    return "{{\(number(rect.origin.x)), \(number(rect.origin.y))}, "
      + "{\(number(rect.size.width)), \(number(rect.size.height))}}"
  }

  private static func rect(_ value: Any, key: String) throws -> CGRect {
    // NSNumber is an NSValue subclass: reject it before asking for a rect.
    guard let nsValue = value as? NSValue, !(nsValue is NSNumber),
      let rect = GeometryValue.rect(in: nsValue)
    else {
      throw KeyboardEventError(
        .wrongType(expected: "an NSValue of CGRect"), key: key, value: "\(value)")
    }
    return try validated(rect, key: key)
  }

  private static func checkPoint(_ value: Any, key: String) throws {
    guard let nsValue = value as? NSValue, !(nsValue is NSNumber),
      let point = GeometryValue.point(in: nsValue)
    else {
      throw KeyboardEventError(
        .wrongType(expected: "an NSValue of CGPoint"), key: key, value: "\(value)")
    }
    guard point.x.isFinite, point.y.isFinite else {
      throw KeyboardEventError(.nonFiniteFrame, key: key, value: "\(point)")
    }
  }

  private static func bool(_ value: Any, key: String) throws -> Bool {
    guard let number = value as? NSNumber else {
      throw KeyboardEventError(
        .wrongType(expected: "an NSNumber of a bool"), key: key, value: "\(value)")
    }
    switch number.doubleValue {
    case 0: return false
    case 1: return true
    default:
      throw KeyboardEventError(.unparseableNumber, key: key, value: "\(number)")
    }
  }
}
