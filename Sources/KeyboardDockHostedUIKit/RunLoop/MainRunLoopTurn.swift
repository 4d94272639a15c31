#if os(Linux)
  import CoreFoundation
  import Foundation

  /// Ends a turn of the main run loop: runs it once, without waiting, so the observers an app
  /// added to it (`CFRunLoopAddObserver` on `CFRunLoopGetMain()`) see the turn end
  /// (`kCFRunLoopExit`, "CFRunLoopObserver" documentation), as they do after Core Animation's
  /// commit on iOS.
  ///
  /// On the main thread this is `CFRunLoopRunInMode`. Swift Testing on Linux runs main-actor
  /// code on the main dispatch queue from a worker thread while the main thread parks in
  /// `dispatch_main()`, so there the main run loop is run by reference through
  /// CoreFoundation's exported `CFRunLoopRunSpecific` (declared in `CFPriv.h`); off the main
  /// thread CoreFoundation does not service the main dispatch queue, so no other main-queue
  /// work runs inside the turn.
  enum MainRunLoopTurn {
    private typealias RunSpecific =
      @convention(c) (CFRunLoop?, CFString?, CFTimeInterval, UInt8) -> Int32

    private static let runSpecific: RunSpecific? = {
      guard let handle = dlopen(nil, RTLD_NOW),
        let symbol = dlsym(handle, "CFRunLoopRunSpecific")
      else { return nil }
      return unsafeBitCast(symbol, to: RunSpecific.self)
    }()

    /// A timer that never fires, so the main run loop's default mode is not empty: CoreFoundation
    /// returns from an empty mode before calling any observer.
    private static let keepAlive: Bool = {
      let timer = CFRunLoopTimerCreateWithHandler(
        kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 1e9, 0, 0, 0
      ) { _ in }
      CFRunLoopAddTimer(CFRunLoopGetMain(), timer, kCFRunLoopDefaultMode)
      return true
    }()

    /// The main thread, once a turn has ended on it.
    @MainActor private static var mainThread: pthread_t?

    /// Whether the caller is on the main thread: `Thread.isMainThread` (two system calls on
    /// Linux, `getpid` and `gettid`) once, then a comparison with the main thread's handle,
    /// which stays valid while the process runs.
    @MainActor private static var isOnMainThread: Bool {
      if let mainThread { return pthread_equal(pthread_self(), mainThread) != 0 }
      guard Thread.isMainThread else { return false }
      mainThread = pthread_self()
      return true
    }

    /// Runs the main run loop once in the default mode, returning at once.
    @MainActor static func end() {
      _ = keepAlive
      if isOnMainThread {
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0, true)
      } else if let runSpecific {
        _ = runSpecific(CFRunLoopGetMain(), kCFRunLoopDefaultMode, 0, 1)
      }
    }
  }
#endif
