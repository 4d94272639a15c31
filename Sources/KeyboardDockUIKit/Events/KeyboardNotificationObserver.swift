#if canImport(UIKit)
  public import Foundation
  public import KeyboardDockCore
  import QuartzCore
  public import UIKit

  /// Turns UIKit's six keyboard notifications into ``KeyboardDockCore/KeyboardEvent``s for one
  /// view's screen.
  ///
  /// The observer decodes each notification's `userInfo` with
  /// ``KeyboardDockCore/KeyboardEvent/init(kind:userInfo:time:)``, stamps it with
  /// `CACurrentMediaTime()` (the clock Core Animation schedules the keyboard's animation on) as
  /// read at the first callback of the run-loop turn, so the notification and the KVO value of
  /// one change share their time, and hands it on; every decision about the event is the tracker's. A `userInfo` that does not
  /// decode is reported through ``onRejection`` with the key and the bad value, never dropped or
  /// patched.
  ///
  /// Since iOS 16.1 the notification's `object` is the `UIScreen` the keyboard appears on; with
  /// several scenes on several screens (an iPad with an external display) each scene sees every
  /// keyboard. The observer keeps only notifications whose object is the observed view's
  /// `window?.windowScene?.screen`, or `nil` (earlier iOS versions) — never `UIScreen.main`,
  /// which is deprecated and wrong on an external display.
  /// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification)
  ///
  /// ```swift
  /// let observer = KeyboardNotificationObserver(view: view)
  /// observer.onEvent = { event in tracker.receive(event) }
  /// ```
  @MainActor
  public final class KeyboardNotificationObserver {
    /// Called with each decoded notification for the observed view's screen.
    public var onEvent: ((KeyboardEvent) -> Void)?
    /// Called when a notification for this screen carries a `userInfo` that does not decode.
    public var onRejection: ((KeyboardEventError) -> Void)?

    /// The view whose window's screen selects the notifications; held weakly.
    public private(set) weak var view: UIView?

    private var registrations: NotificationRegistrations?

    /// Starts observing the six keyboard notifications for `view`'s screen.
    ///
    /// - Parameters:
    ///   - view: The view whose `window?.windowScene?.screen` selects the notifications.
    ///   - center: The notification center UIKit posts to; `.default` in an app.
    public init(view: UIView, center: NotificationCenter = .default) {
      self.view = view
      var tokens: [any NSObjectProtocol] = []
      for kind in KeyboardEvent.Kind.allCases {
        let token = center.addObserver(
          forName: Self.notificationName(for: kind), object: nil, queue: .main
        ) { [weak self] notification in
          // Decoded here, where the non-Sendable notification lives; only Sendable values
          // cross onto the main actor.
          let decoded = Result {
            try KeyboardEvent(kind: kind, userInfo: notification.userInfo ?? [:], time: 0)
          }
          // The object is a UIScreen (or nil); casting to it is much cheaper than bridging
          // `Any` to `AnyObject`, and gives the same identity. Anything else keeps its own.
          let screen = notification.object.map { object in
            (object as? UIScreen).map(ObjectIdentifier.init)
              ?? ObjectIdentifier(object as AnyObject)
          }
          MainActor.assumeIsolated {
            let time = RunLoopTurnClock.main.now()
            let stamped = decoded.map { event in
              var event = event
              event.time = time
              return event
            }
            self?.deliver(stamped, fromScreen: screen)
          }
        }
        tokens.append(token)
      }
      registrations = NotificationRegistrations(center: center, tokens: tokens)
    }

    /// UIKit's notification name for a kind (`UIResponder.keyboardWillShowNotification`…).
    ///
    /// - Parameter kind: One of the six keyboard notifications.
    /// - Returns: The name UIKit posts it under.
    public static func notificationName(for kind: KeyboardEvent.Kind) -> Notification.Name {
      switch kind {
      case .willShow: UIResponder.keyboardWillShowNotification
      case .didShow: UIResponder.keyboardDidShowNotification
      case .willHide: UIResponder.keyboardWillHideNotification
      case .didHide: UIResponder.keyboardDidHideNotification
      case .willChangeFrame: UIResponder.keyboardWillChangeFrameNotification
      case .didChangeFrame: UIResponder.keyboardDidChangeFrameNotification
      }
    }

    private func deliver(
      _ decoded: Result<KeyboardEvent, any Error>, fromScreen screen: ObjectIdentifier?
    ) {
      guard isForObservedScreen(screen) else { return }
      switch decoded {
      case .success(let event):
        onEvent?(event)
      case .failure(let error as KeyboardEventError):
        onRejection?(error)
      case .failure:
        // KeyboardEvent(kind:userInfo:time:) throws only KeyboardEventError.
        break
      }
    }

    /// Whether a notification whose object is `screen` concerns the observed view, as
    /// ``KeyboardDockCore/KeyboardEvent/concerns(viewScreen:postedFor:)`` decides.
    private func isForObservedScreen(_ screen: ObjectIdentifier?) -> Bool {
      let own = view?.window?.windowScene.map { ObjectIdentifier($0.screen) }
      return KeyboardEvent.concerns(viewScreen: own, postedFor: screen)
    }
  }

  /// Block-based `NotificationCenter` registrations, removed when their owner lets go of them.
  ///
  /// The owners are `@MainActor` views and observers whose `deinit` is nonisolated; keeping the
  /// tokens in this separate object lets the removal run there. `removeObserver(_:)` is
  /// thread-safe and the tokens never change after `init`, which is what makes the unchecked
  /// `Sendable` sound
  /// (https://developer.apple.com/documentation/foundation/notificationcenter).
  final class NotificationRegistrations: @unchecked Sendable {
    private let center: NotificationCenter
    private let tokens: [any NSObjectProtocol]

    /// Keeps `tokens`, returned by `center.addObserver(forName:object:queue:using:)`.
    ///
    /// - Parameters:
    ///   - center: The center the tokens were registered with.
    ///   - tokens: The registrations to remove on `deinit`.
    init(center: NotificationCenter, tokens: [any NSObjectProtocol]) {
      self.center = center
      self.tokens = tokens
    }

    deinit {
      for token in tokens { center.removeObserver(token) }
    }
  }
#endif
