import Foundation

extension KeyboardEvent {
  /// Whether a keyboard notification posted for one screen concerns a view on another: the
  /// screen filter of the notification observer.
  ///
  /// Since iOS 16.1 a keyboard notification's `object` is the `UIScreen` the keyboard appears on
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification);
  /// with several scenes on several screens (an iPad with an external display) every scene sees
  /// every keyboard, so a view keeps only the notifications for its own screen, its
  /// `window?.windowScene?.screen`, never `UIScreen.main`. Earlier versions post no object: such
  /// a notification concerns every view. A view in no window has no screen and takes only
  /// those.
  ///
  /// Screens are compared by identity; Core never sees a `UIScreen`.
  ///
  /// ```swift
  /// let posted = notification.object.map { ObjectIdentifier($0 as AnyObject) }
  /// let own = view.window?.windowScene.map { ObjectIdentifier($0.screen) }
  /// guard KeyboardEvent.concerns(viewScreen: own, postedFor: posted) else { return }
  /// ```
  ///
  /// - Parameters:
  ///   - viewScreen: The identity of the observing view's screen, or `nil` when it is on none.
  ///   - notificationScreen: The identity of the notification's object, or `nil` when it has
  ///     none.
  /// - Returns: Whether the view should take the notification.
  public static func concerns(
    viewScreen: ObjectIdentifier?, postedFor notificationScreen: ObjectIdentifier?
  ) -> Bool {
    guard let notificationScreen else { return true }
    return viewScreen == notificationScreen
  }
}
