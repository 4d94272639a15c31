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
      let text = UIDevice.current.systemVersion
      if let parsed, parsed.text == text { return parsed.version }
      let version = (try? SystemVersion(text)) ?? SystemVersion(0)
      parsed = (text, version)
      return version
    }

    /// The last text parsed and its version: the dock reads the version on every display frame
    /// while the keyboard moves (the corner cover's depth), and parsing it each time was 3 % of
    /// a hosted run; a different text (another system in a test process) is parsed again.
    private static var parsed: (text: String, version: SystemVersion)?
  }
#endif
