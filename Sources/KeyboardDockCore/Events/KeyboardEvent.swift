import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One keyboard notification, decoded and validated: what the system said the keyboard is doing.
///
/// A `KeyboardEvent` is an *input*: it carries exactly what the notification carried, nothing
/// derived. Frames are in the screen's coordinate space, as UIKit posts them; the tracker and
/// the geometry functions turn them into decisions.
///
/// ```swift
/// let event = try KeyboardEvent(
///   kind: .willShow, userInfo: notification.userInfo ?? [:], time: 12.5)
/// tracker.receive(event)
/// ```
public struct KeyboardEvent: Sendable, Hashable {
  /// Which of the six keyboard notifications was posted.
  public enum Kind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case willShow
    case didShow
    case willHide
    case didHide
    case willChangeFrame
    case didChangeFrame

    /// The notification's raw name, as UIKit posts it (`UIKeyboardWillShowNotification`).
    public var notificationName: String {
      switch self {
      case .willShow: "UIKeyboardWillShowNotification"
      case .didShow: "UIKeyboardDidShowNotification"
      case .willHide: "UIKeyboardWillHideNotification"
      case .didHide: "UIKeyboardDidHideNotification"
      case .willChangeFrame: "UIKeyboardWillChangeFrameNotification"
      case .didChangeFrame: "UIKeyboardDidChangeFrameNotification"
      }
    }

    /// Whether this is a "will" notification, posted before the keyboard moves.
    public var isWill: Bool {
      switch self {
      case .willShow, .willHide, .willChangeFrame: true
      case .didShow, .didHide, .didChangeFrame: false
      }
    }

    /// The "did" notification that completes this "will", or `nil` for a "did".
    public var completion: Kind? {
      switch self {
      case .willShow: .didShow
      case .willHide: .didHide
      case .willChangeFrame: .didChangeFrame
      case .didShow, .didHide, .didChangeFrame: nil
      }
    }

    /// Creates a kind from a notification name as it appears in code or in logs.
    ///
    /// Accepts the raw name (`UIKeyboardWillShowNotification`), the Swift spelling
    /// (`UIResponder.keyboardWillShowNotification` or `keyboardWillShowNotification`), and the
    /// case name itself (`willShow`).
    public init?(notificationName: String) {
      // UIKit's own names, as every notification posts them, without the spellings below.
      if let kind = Self.byNotificationName[notificationName] {
        self = kind
        return
      }
      let name = notificationName.trimmingCharacters(in: .whitespacesAndNewlines)
        .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
      for kind in Kind.allCases {
        let capitalized = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
        let candidates = [
          kind.notificationName, "UIResponder.keyboard\(capitalized)Notification",
          "keyboard\(capitalized)Notification", kind.rawValue,
          "NSNotification.Name.UIKeyboard\(capitalized)",
        ]
        if candidates.contains(name) {
          self = kind
          return
        }
      }
      return nil
    }

    public var description: String { rawValue }

    /// Each kind by its ``notificationName``.
    private static let byNotificationName = Dictionary(
      uniqueKeysWithValues: allCases.map { ($0.notificationName, $0) })
  }

  /// Which notification this was, or `nil` when it is unknown (a log without the name).
  public var kind: Kind?
  /// The keyboard's frame before the change, in screen coordinates, when the notification had it.
  public var beginFrame: CGRect?
  /// The keyboard's frame after the change, in screen coordinates.
  ///
  /// iPadOS posts `CGRect.zero` here while a floating keyboard is dragged; that value is kept as
  /// it came, and classified by the tracker.
  public var endFrame: CGRect
  /// The animation's duration in seconds, as posted (UIKit ignores it for curve 7).
  public var duration: TimeInterval
  /// The animation curve, with its raw value kept (including the private 7).
  public var curve: KeyboardAnimationCurve
  /// Whether the keyboard belongs to this app; `nil` when absent (before iOS 9).
  public var isLocal: Bool?
  /// The value of `UIKeyboardFrameChangedByUserInteraction`, when the notification had it.
  public var isChangedByUserInteraction: Bool?
  /// When the notification was posted, in seconds on the source's clock.
  public var time: TimeInterval

  /// Creates an event from already-validated values.
  ///
  /// - Parameters:
  ///   - kind: The notification, or `nil` when unknown.
  ///   - beginFrame: The frame before the change, in screen coordinates.
  ///   - endFrame: The frame after the change, in screen coordinates.
  ///   - duration: The animation duration in seconds.
  ///   - curve: The animation curve.
  ///   - isLocal: Whether the keyboard belongs to this app.
  ///   - isChangedByUserInteraction: Whether the user moved the keyboard.
  ///   - time: When the notification was posted, in seconds.
  public init(
    kind: Kind?, beginFrame: CGRect?, endFrame: CGRect, duration: TimeInterval,
    curve: KeyboardAnimationCurve, isLocal: Bool? = true, isChangedByUserInteraction: Bool? = nil,
    time: TimeInterval
  ) {
    self.kind = kind
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.duration = duration
    self.curve = curve
    self.isLocal = isLocal
    self.isChangedByUserInteraction = isChangedByUserInteraction
    self.time = time
  }
}

extension KeyboardEvent {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(rect: beginFrame)
    hasher.combine(rect: endFrame)
    hasher.combine(duration)
    hasher.combine(curve)
    hasher.combine(isLocal)
    hasher.combine(isChangedByUserInteraction)
    hasher.combine(time)
  }
}
