#if canImport(UIKit)
  import Foundation

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
