#if canImport(UIKit)
  import KeyboardDockCore
  import UIKit

  /// The iOS version the app runs on, for the decisions that depend on it (the frame source,
  /// the observation rules, the keyboard's corners).
  ///
  /// Read from `UIDevice.current.systemVersion` ("17.0", "26.2"), the version the user sees
  /// (https://developer.apple.com/documentation/uikit/uidevice/systemversion); on the hosted
  /// UIKit that is the simulated version profile's. `#available` stays where an API needs it.
  @MainActor
  enum RunningSystem {
    /// The running version; 0.0 if `systemVersion` ever failed to parse, which sorts below
    /// every rule's threshold.
    static var version: SystemVersion {
      (try? SystemVersion(UIDevice.current.systemVersion)) ?? SystemVersion(0)
    }
  }
#endif
