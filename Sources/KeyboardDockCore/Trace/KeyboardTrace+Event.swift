import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTrace {
  /// One thing the app could observe, with its time in seconds since the recording started.
  ///
  /// In JSON, an object whose `type` says which: `notification`, `hostFrame`, `layoutGuide`,
  /// `firstResponder`, `inputAccessory`, `geometry`, `crossFadeTransitions` or `dragGesture`.
  public enum Event: Sendable, Equatable {
    /// A keyboard notification, with its `userInfo` as UIKit posted it.
    case notification(Notification)
    /// A KVO value of the keyboard's frame, as a `KeyboardDock` observes it
    /// (`KeyboardFrameObserver`): the keyboard's frame in screen coordinates, and its source.
    case hostFrame(time: TimeInterval, frame: CGRect, source: KeyboardFrameSource)
    /// The keyboard layout guide's `layoutFrame` changed (its model value), in screen
    /// coordinates.
    case layoutGuide(time: TimeInterval, frame: CGRect)
    /// The first responder changed: the class name of the new one (`UITextView`, an app's own
    /// text view class), or `nil` when none is.
    case firstResponder(time: TimeInterval, className: String?)
    /// The app's geometry changed (rotation, Split View resizing, a new safe area).
    case geometry(time: TimeInterval, Geometry)
    /// The height, in points, of the input accessory toolbar the first responder carries
    /// (`inputAccessoryView`), 0 for none; the app knows it. Absent from a trace: none.
    case inputAccessory(time: TimeInterval, height: CGFloat)
    /// Reduce Motion's Prefer Cross-Fade Transitions changed
    /// (`UIAccessibility.prefersCrossFadeTransitionsStatusDidChange`, iOS 14): its
    /// new value. The keyboard then cross-fades in place instead of sliding.
    case crossFadeTransitions(time: TimeInterval, isOn: Bool)
    /// The app's own pan that drives an interactive dismissal (its scroll view's
    /// `panGestureRecognizer`) began or moved (`true`) or ended, with the finger's y in screen
    /// coordinates when it was recorded (`nil`: not recorded).
    case dragGesture(time: TimeInterval, isActive: Bool, fingerY: CGFloat?)

    /// When the event happened, in seconds since the recording started.
    public var time: TimeInterval {
      switch self {
      case .notification(let notification): notification.time
      case .hostFrame(let time, _, _), .layoutGuide(let time, _),
        .firstResponder(let time, _), .geometry(let time, _), .crossFadeTransitions(let time, _),
        .inputAccessory(let time, _), .dragGesture(let time, _, _):
        time
      }
    }

    /// The event's `type` in JSON.
    public var typeName: String {
      switch self {
      case .notification: "notification"
      case .hostFrame: "hostFrame"
      case .layoutGuide: "layoutGuide"
      case .firstResponder: "firstResponder"
      case .geometry: "geometry"
      case .crossFadeTransitions: "crossFadeTransitions"
      case .inputAccessory: "inputAccessory"
      case .dragGesture: "dragGesture"
      }
    }

    /// Every `type` an event may have.
    public static let typeNames = [
      "notification", "hostFrame", "layoutGuide", "firstResponder", "geometry",
      "crossFadeTransitions", "inputAccessory", "dragGesture",
    ]

    /// The `type`s of settings most traces never change (named in a replay's header only when
    /// they do).
    public static let settingTypeNames: Set<String> = [
      "crossFadeTransitions", "inputAccessory", "dragGesture",
    ]
  }

  /// A keyboard notification as it was posted.
  public struct Notification: Sendable, Equatable {
    /// When it was delivered, in seconds since the recording started.
    public var time: TimeInterval
    /// Which of the six keyboard notifications it was.
    public var kind: KeyboardEvent.Kind
    /// Its `userInfo`, keyed by UIKit's raw key strings (`UIKeyboardFrameEndUserInfoKey`).
    public var userInfo: [String: UserInfoValue]

    /// Creates a notification.
    public init(time: TimeInterval, kind: KeyboardEvent.Kind, userInfo: [String: UserInfoValue]) {
      self.time = time
      self.kind = kind
      self.userInfo = userInfo
    }

    /// The notification decoded and validated as a ``KeyboardEvent``, by the same rules as a
    /// live `userInfo` (``KeyboardEvent/init(kind:userInfo:time:)``): the end frame, the
    /// duration and the curve are required; the begin frame, `isLocal` and
    /// `UIKeyboardFrameChangedByUserInteraction` are optional.
    ///
    /// - Throws: ``KeyboardEventError`` naming the key and the bad value.
    public func event() throws(KeyboardEventError) -> KeyboardEvent {
      typealias Key = KeyboardUserInfoKey
      func rect(_ key: String) throws(KeyboardEventError) -> CGRect? {
        guard let value = userInfo[key] else { return nil }
        guard case .rect(let rect) = value else {
          throw KeyboardEventError(
            .wrongType(expected: "an NSValue of CGRect"), key: key, value: value.description)
        }
        let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard numbers.allSatisfy(\.isFinite) else {
          throw KeyboardEventError(.nonFiniteFrame, key: key, value: KeyboardEvent.text(rect))
        }
        guard rect.width >= 0, rect.height >= 0 else {
          throw KeyboardEventError(.negativeSize, key: key, value: KeyboardEvent.text(rect))
        }
        return rect
      }
      func number(_ key: String, expected: String) throws(KeyboardEventError) -> Double {
        guard let value = userInfo[key] else {
          throw KeyboardEventError(.missingKey, key: key, value: nil)
        }
        guard case .number(let number) = value else {
          throw KeyboardEventError(
            .wrongType(expected: expected), key: key, value: value.description)
        }
        return number
      }
      func bool(_ key: String) throws(KeyboardEventError) -> Bool? {
        switch userInfo[key] {
        case nil: return nil
        case .bool(let bool): return bool
        case .number(0): return false
        case .number(1): return true
        case let value?:
          throw KeyboardEventError(
            .wrongType(expected: "an NSNumber of a bool"), key: key, value: value.description)
        }
      }
      guard let end = try rect(Key.frameEnd) else {
        throw KeyboardEventError(.missingKey, key: Key.frameEnd, value: nil)
      }
      let begin = try rect(Key.frameBegin)
      let duration = try number(Key.animationDuration, expected: "an NSNumber of seconds")
      guard duration.isFinite, duration >= 0 else {
        throw KeyboardEventError(
          .invalidDuration, key: Key.animationDuration, value: "\(duration)")
      }
      let curve = try number(Key.animationCurve, expected: "an NSNumber holding an integer")
      guard curve.isFinite, curve.rounded() == curve, let curveRaw = Int(exactly: curve) else {
        throw KeyboardEventError(.nonIntegerCurve, key: Key.animationCurve, value: "\(curve)")
      }
      let isLocal = try bool(Key.isLocal)
      let changedByUser = try bool(Key.frameChangedByUserInteraction)
      return KeyboardEvent(
        kind: kind, beginFrame: begin, endFrame: end, duration: duration,
        curve: KeyboardAnimationCurve(rawValue: curveRaw), isLocal: isLocal,
        isChangedByUserInteraction: changedByUser, time: time)
    }

    /// The trace's form of an event: the `userInfo` UIKit posts for it (frames, the deprecated
    /// centers and bounds, duration, curve, `isLocal`).
    ///
    /// - Parameters:
    ///   - event: A decoded notification; its kind must be known (a "will" or a "did").
    ///   - time: The time to record, or `nil` for the event's own time.
    /// - Returns: `nil` when the event's kind is unknown.
    public init?(_ event: KeyboardEvent, time: TimeInterval? = nil) {
      guard let kind = event.kind else { return nil }
      typealias Key = KeyboardUserInfoKey
      var info: [String: UserInfoValue] = [
        Key.frameEnd: .rect(event.endFrame),
        Key.centerEnd: .point(CGPoint(x: event.endFrame.midX, y: event.endFrame.midY)),
        Key.bounds: .rect(CGRect(origin: .zero, size: event.endFrame.size)),
        Key.animationDuration: .number(event.duration),
        Key.animationCurve: .number(Double(event.curve.rawValue)),
      ]
      if let begin = event.beginFrame {
        info[Key.frameBegin] = .rect(begin)
        info[Key.centerBegin] = .point(CGPoint(x: begin.midX, y: begin.midY))
      }
      if let isLocal = event.isLocal { info[Key.isLocal] = .bool(isLocal) }
      if let changed = event.isChangedByUserInteraction {
        info[Key.frameChangedByUserInteraction] = .bool(changed)
      }
      self.init(time: time ?? event.time, kind: kind, userInfo: info)
    }
  }

  /// One `userInfo` value, typed: what UIKit's `NSValue`s and `NSNumber`s hold.
  ///
  /// In JSON, an object with one member: `{"rect": [0, 476, 375, 336]}`, `{"point": [187.5,
  /// 644]}`, `{"number": 0.25}`, `{"bool": true}`, or `{"unsupported": "NSString"}`.
  public enum UserInfoValue: Sendable, Equatable, CustomStringConvertible {
    /// An `NSValue` of `CGRect`, in points.
    case rect(CGRect)
    /// An `NSValue` of `CGPoint`, in points.
    case point(CGPoint)
    /// An `NSNumber` (a duration in seconds, a curve's raw value).
    case number(Double)
    /// An `NSNumber` of a bool (`UIKeyboardIsLocalUserInfoKey`).
    case bool(Bool)
    /// Any other value, recorded by its type's name only, never its content, so that no text
    /// can leak into a trace.
    case unsupported(type: String)

    /// The member names a value may have in JSON.
    public static let memberNames = ["rect", "point", "number", "bool", "unsupported"]

    public var description: String {
      switch self {
      case .rect(let rect): "NSRect: \(KeyboardEvent.text(rect))"
      case .point(let point):
        "NSPoint: {\(KeyboardReplayFormat.number(point.x)), \(KeyboardReplayFormat.number(point.y))}"
      case .number(let number): KeyboardReplayFormat.number(number)
      case .bool(let bool): bool ? "1" : "0"
      case .unsupported(let type): "a value of type \(type)"
      }
    }
  }
}
