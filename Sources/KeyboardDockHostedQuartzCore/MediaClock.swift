#if os(Linux)
  public import CoreFoundation
  import Foundation
  import Synchronization

  /// The host's time in seconds: the simulated iOS's virtual clock, which Core Animation, the
  /// display link and `CACurrentMediaTime()` read.
  ///
  /// `CACurrentMediaTime()` is "the current absolute time, in seconds" of the clock Core
  /// Animation schedules animations on
  /// (https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime); here only
  /// the hosted system (``HostedIOS``) moves it, so runs are deterministic.
  package enum MediaClock {
    /// The time's bit pattern: an atomic word, read on every display frame without a lock.
    private static let time = Atomic<UInt64>(TimeInterval(0).bitPattern)

    /// The current time.
    package static var now: TimeInterval {
      TimeInterval(bitPattern: time.load(ordering: .acquiring))
    }

    /// Moves the clock; it never goes back.
    package static func set(_ value: TimeInterval) {
      var current = time.load(ordering: .relaxed)
      while value > TimeInterval(bitPattern: current) {
        let (exchanged, original) = time.compareExchange(
          expected: current, desired: value.bitPattern, ordering: .acquiringAndReleasing)
        if exchanged { return }
        current = original
      }
    }

    /// Starts a new run at `value` (a new hosted device).
    package static func reset(to value: TimeInterval) {
      time.store(value.bitPattern, ordering: .releasing)
    }

    /// Whether app code read the clock since the last ``takeAppRead()``: an atomic flag, set on
    /// every `CACurrentMediaTime()` without a lock.
    private static let appRead = Atomic<Bool>(false)

    /// Whether app code read the clock (`CACurrentMediaTime()`) since the last call; clears it.
    package static func takeAppRead() -> Bool {
      appRead.exchange(false, ordering: .acquiringAndReleasing)
    }

    /// Notes that app code read the clock.
    static func noteAppRead() {
      appRead.store(true, ordering: .releasing)
    }
  }

  /// The current time on Core Animation's clock, in seconds: the hosted system's virtual time.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // Apple's name (QuartzCore), so the adapters' calls compile unchanged.
  public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.noteAppRead()
    return MediaClock.now
  }
#endif
