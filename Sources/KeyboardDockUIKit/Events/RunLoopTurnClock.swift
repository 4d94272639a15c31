#if canImport(UIKit)
  import CoreFoundation
  import QuartzCore

  /// One time for everything the app observes in one turn of the main run loop.
  ///
  /// UIKit changes the keyboard inside one Core Animation transaction per run-loop turn: the
  /// notification and the KVO change of the keyboard's host (or of a view pinned to the keyboard
  /// layout guide) come from the same change, and Core Animation starts that turn's animations
  /// together when it commits the transaction ("CATransaction": Core Animation "automatically
  /// creates an implicit transaction" and commits it "on the next iteration of the run loop",
  /// Apple's documentation). `CACurrentMediaTime()` read in each callback differs by a few
  /// microseconds between them; `KeyboardTracker` and `KeyboardObservationGuard` tell a
  /// notification and the KVO value of the same change by equal times, so every callback of a
  /// turn is stamped with the time of the turn's first call.
  ///
  /// The stamp is cleared when the main run loop is about to wait or exits, after Core
  /// Animation's own commit observer has run (the observer's order is the largest), so layout
  /// done in the commit still belongs to the turn.
  @MainActor
  final class RunLoopTurnClock {
    /// The clock of the main run loop.
    static let main = RunLoopTurnClock()

    private var stamp: CFTimeInterval?
    private var observer: CFRunLoopObserver?

    private init() {}

    /// `CACurrentMediaTime()` at the first call in the current run-loop turn; the same value
    /// for every later call in that turn.
    func now() -> CFTimeInterval {
      if let stamp { return stamp }
      let time = CACurrentMediaTime()
      stamp = time
      installObserverIfNeeded()
      return time
    }

    private func installObserverIfNeeded() {
      guard observer == nil else { return }
      let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
      let created = CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, activities, true, CFIndex.max
      ) { _, _ in
        MainActor.assumeIsolated { RunLoopTurnClock.main.stamp = nil }
      }
      guard let created else { return }
      CFRunLoopAddObserver(CFRunLoopGetMain(), created, .commonModes)
      observer = created
    }
  }
#endif
