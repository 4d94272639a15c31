import CoreFoundation
import Dispatch
import Foundation

/// Runs a hosted app's work as an iOS app's code runs: in a block of the main dispatch queue,
/// serviced by the main run loop.
///
/// UIKit apps run on the main thread inside `UIApplicationMain`'s main run loop, which services
/// the main dispatch queue ("Threading Programming Guide", Run Loops: the main thread's run loop
/// runs blocks submitted to the main queue). A run-loop turn the hosted system ends inside such a
/// block is a nested run of the main run loop in the same mode: its observers see it begin and
/// end as before, and CoreFoundation does not poll the main queue's port again, as it does not
/// while servicing that queue (it does at the outermost run only). On Linux that spares every
/// hosted turn two `epoll_ctl` calls that add and remove the queue's port.
enum MainQueueWork {
  /// A time limit above CoreFoundation's longest timer interval, which it takes as none.
  private static let noTimeLimit: CFTimeInterval = 1e10

  /// Runs `body` on the main queue from the main run loop and returns what it returns.
  ///
  /// Call it on the main thread (`ParsableCommand.run()` runs there, as UIKit runs an app).
  static func run<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
    nonisolated(unsafe) var outcome: Result<T, any Error>?
    withoutActuallyEscaping(body) { work in
      DispatchQueue.main.async {
        outcome = MainActor.assumeIsolated { Result { try work() } }
      }
      while outcome == nil {
        // Without a time limit, so CoreFoundation arms no timeout timer: a limited run creates
        // a dispatch timer source and cancels it on return, which on Linux wakes libdispatch's
        // manager thread each time (about 5 % of a default `kbdock simulate` run). The block
        // above is a source this run handles, so it returns once the block has run.
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, Self.noTimeLimit, true)
      }
    }
    guard let outcome else { preconditionFailure("the main run loop returned before the work ran") }
    return try outcome.get()
  }
}
