import Foundation

/// Whether a view that shows an input bar as its `inputAccessoryView` takes the first responder
/// back: the rule that brings the bar back after alerts, other text fields and sheets.
///
/// UIKit shows a responder's `inputAccessoryView` only while it (or a view inside the accessory)
/// is first responder (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview),
/// so the bar of “UITextField docked like iOS Messenger” disappears whenever something else takes
/// the first responder: an alert, another text field, a sheet. The host takes it back when nothing
/// covers it any more:
///
/// - when it moves into a window (its controller appeared);
/// - when the keyboard went down (`keyboardDidHideNotification`) while its window is key and its
///   view controller presents nothing: another text field resigned, an alert was dismissed
///   (while the alert is up, the alert's window is key and the host's is not);
/// - when the app asks, after a sheet was swiped away (`presentationControllerDidDismiss(_:)`;
///   no keyboard notification is posted then).
///
/// It never takes the first responder outside a window (UIKit refuses it there), and does
/// nothing when it or a view in the bar already has it (the bar's text view while editing).
///
/// ```swift
/// let facts = FirstResponderReclaim.Facts(
///   ownsFirstResponder: false, isInWindow: true, isWindowKey: true, isPresenting: false)
/// FirstResponderReclaim.decide(after: .keyboardDidHide, facts)  // .reclaim
/// ```
public enum FirstResponderReclaim: Sendable, Hashable, CustomStringConvertible {
  /// Become first responder now.
  case reclaim
  /// The host or a view in its bar is already first responder: nothing to do.
  case alreadyFirstResponder
  /// Leave the first responder where it is, for the reason given.
  case leave(Reason)

  /// What prompted the question.
  public enum Trigger: String, Sendable, Hashable, CaseIterable {
    /// The host moved into a window.
    case movedToWindow
    /// The keyboard finished hiding (`keyboardDidHideNotification`).
    case keyboardDidHide
    /// The app asked (after a sheet was swiped away).
    case requested
  }

  /// Why the first responder is left alone.
  public enum Reason: String, Sendable, Hashable, CaseIterable {
    /// The host is in no window.
    case notInWindow
    /// Another window (an alert's) is key.
    case windowNotKey
    /// The host's view controller presents another one (a sheet, an alert).
    case presenting
  }

  /// What the host can observe when it decides.
  public struct Facts: Sendable, Hashable {
    /// Whether the host or a view inside its bar is first responder.
    public var ownsFirstResponder: Bool
    /// Whether the host is in a window.
    public var isInWindow: Bool
    /// Whether the host's window is the key window.
    public var isWindowKey: Bool
    /// Whether the host's view controller has a `presentedViewController`.
    public var isPresenting: Bool

    /// Creates the facts.
    public init(ownsFirstResponder: Bool, isInWindow: Bool, isWindowKey: Bool, isPresenting: Bool) {
      self.ownsFirstResponder = ownsFirstResponder
      self.isInWindow = isInWindow
      self.isWindowKey = isWindowKey
      self.isPresenting = isPresenting
    }
  }

  /// Decides whether the host takes the first responder back after `trigger`.
  ///
  /// - Parameters:
  ///   - trigger: What prompted the question.
  ///   - facts: What the host observes now.
  /// - Returns: ``reclaim``, ``alreadyFirstResponder``, or ``leave(_:)`` with the reason.
  public static func decide(after trigger: Trigger, _ facts: Facts) -> Self {
    if facts.ownsFirstResponder { return .alreadyFirstResponder }
    guard facts.isInWindow else { return .leave(.notInWindow) }
    switch trigger {
    case .movedToWindow, .requested:
      return .reclaim
    case .keyboardDidHide:
      // Something still covers the host: the bar comes back when it is dismissed.
      if !facts.isWindowKey { return .leave(.windowNotKey) }
      if facts.isPresenting { return .leave(.presenting) }
      return .reclaim
    }
  }

  public var description: String {
    switch self {
    case .reclaim: "reclaim the first responder"
    case .alreadyFirstResponder: "already first responder"
    case .leave(let reason): "leave the first responder (\(reason.rawValue))"
    }
  }
}
