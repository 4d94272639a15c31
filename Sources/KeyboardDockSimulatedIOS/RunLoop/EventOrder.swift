import Foundation

/// The order in which, within one run-loop turn, an app hears about one keyboard change: the
/// keyboard notification first, or the KVO callback of the keyboard host's frame first.
///
/// Both happen on iOS: notifications are posted synchronously from the keyboard's frame change,
/// while a KVO observer of the input accessory view's superview fires when UIKit sets that
/// view's frame, which can be before or after the notification depending on which layout pass
/// sets it (react-native-keyboard-controller keeps both paths for this reason; its
/// `KeyboardMovementObserver` reads KVO and notifications independently,
/// https://github.com/kirillzyusko/react-native-keyboard-controller). A correct app copes with
/// either, so the simulated iOS can deliver either.
public enum EventOrder: String, Sendable, Hashable, CaseIterable {
  /// The notification, then the KVO callback.
  case notificationFirst = "notification-first"
  /// The KVO callback, then the notification.
  case kvoFirst = "kvo-first"
  /// Alternates at every change, starting with the notification: one run exercises both.
  case alternating

  /// The fact table's model (`SimulatedIOSFacts.kvoOrder`, `kvo-notification-order`): the
  /// order a run uses unless a variant sets one.
  public static let modelled = EventOrder.alternating
}
