import Foundation

/// Runs `body` as an operation of `OperationQueue.main`, as UIKit runs an app's code on the main
/// queue: there `OperationQueue.current` is `.main`, so `NotificationCenter` calls the adapters'
/// `queue: .main` observers synchronously, as on iOS. (A Swift Testing `@MainActor` test runs on
/// the main dispatch queue but not inside the main operation queue, where swift-corelibs-foundation
/// would enqueue the observer and wait for it: a deadlock.)
///
/// - Parameter body: The app code to run; what it throws is rethrown.
public func onMainQueue(_ body: @escaping @MainActor @Sendable () throws -> Void) async throws {
  let result: Result<Void, any Error> = await withCheckedContinuation { continuation in
    OperationQueue.main.addOperation {
      let outcome = MainActor.assumeIsolated { Result { try body() } }
      continuation.resume(returning: outcome)
    }
  }
  try result.get()
}
