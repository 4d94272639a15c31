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

    private let stamp = Stamp()
    private var observer: CFRunLoopObserver?

    private init() {}

    /// `CACurrentMediaTime()` at the first call in the current run-loop turn; the same value
    /// for every later call in that turn.
    func now() -> CFTimeInterval {
      if let time = stamp.time { return time }
      let time = CACurrentMediaTime()
      stamp.time = time
      installObserverIfNeeded()
      return time
    }

    private func installObserverIfNeeded() {
      guard observer == nil, let created = Self.observer(clearing: stamp) else { return }
      CFRunLoopAddObserver(CFRunLoopGetMain(), created, .commonModes)
      observer = created
    }

    /// The observer that clears `stamp` when the main run loop is about to wait or exits.
    ///
    /// It runs at the end of every turn of the main run loop, so on the main thread (a run loop
    /// calls its observers on the thread that runs it, "Run Loops", Threading Programming
    /// Guide): it clears the stamp directly, without entering the main actor. It is made outside
    /// the main actor, so that its closure is not main-actor isolated either: Swift checks the
    /// executor on every call of an isolated closure from C, and `MainActor.assumeIsolated`
    /// allocates too, both on every turn.
    private nonisolated static func observer(clearing stamp: Stamp) -> CFRunLoopObserver? {
      let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
      return CFRunLoopObserverCreateWithHandler(
        kCFAllocatorDefault, activities, true, CFIndex.max
      ) { _, _ in
        stamp.time = nil
      }
    }

    /// The time of the current turn, or `nil` between turns.
    ///
    /// Read and written on the main thread only: by ``now()``, which is main-actor isolated,
    /// and by the main run loop's observer. That is what makes the unchecked `Sendable` sound.
    private final class Stamp: @unchecked Sendable {
      var time: CFTimeInterval?
    }
  }
#endif
