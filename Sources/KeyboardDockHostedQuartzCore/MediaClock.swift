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
    private static let time = Mutex<TimeInterval>(0)

    /// The current time.
    package static var now: TimeInterval { time.withLock { $0 } }

    /// Moves the clock; it never goes back.
    package static func set(_ value: TimeInterval) {
      time.withLock { $0 = Swift.max($0, value) }
    }

    /// Starts a new run at `value` (a new hosted device).
    package static func reset(to value: TimeInterval) {
      time.withLock { $0 = value }
    }

    private static let appRead = Mutex(false)

    /// Whether app code read the clock (`CACurrentMediaTime()`) since the last call; clears it.
    package static func takeAppRead() -> Bool {
      appRead.withLock { read in
        defer { read = false }
        return read
      }
    }

    /// Notes that app code read the clock.
    static func noteAppRead() {
      appRead.withLock { $0 = true }
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
