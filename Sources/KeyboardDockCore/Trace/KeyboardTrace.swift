import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A recording of what iOS did with the keyboard, display frame by display frame: the versioned
/// JSON trace format that `KeyboardTraceRecorder` writes on a device and `kbdock replay --trace`
/// reads on any platform.
///
/// A trace holds three things:
/// - where it came from (``source``, ``environment``: device model, iOS version, locale, Reduce
///   Motion, display rate) and the app's geometry when it started (``geometry``: screen,
///   window, scene orientation, the observed view and its safe area);
/// - every input an app can observe, in time order (``events``): each keyboard notification
///   with its raw `userInfo` as typed JSON, the KVO values of the keyboard frame that a
///   `KeyboardDock` observes, the keyboard layout guide's frame when it changes, first-responder
///   changes, and geometry changes (rotation, resizing);
/// - per display frame (``frames``), what the user saw: the keyboard's visible frame, which
///   source it was read from (``Frame/Source``), and the bar's frame.
///
/// **No user text is ever recorded.** No field holds a string typed by the user: `userInfo`
/// values are frames, numbers and booleans (any other value is recorded as its type's name
/// only, ``UserInfoValue/unsupported(type:)``), a first responder is recorded as its class
/// name, and the environment is the device's model, system and locale identifiers.
///
/// `kbdock simulate --export-trace` writes the same format from a simulated run
/// (``Source/simulated``), and `kbdock calibrate` measures the simulated iOS against a trace.
///
/// Times are seconds since the recording started; frames are in the screen's coordinate space,
/// in points, written `[x, y, width, height]`. The schema, with an example, is in
/// `docs/trace-format.md`.
///
/// ```swift
/// let trace = try KeyboardTrace(json: Data(contentsOf: url))
/// let replay = KeyboardTraceReplay(trace)
/// print(replay.table)
/// ```
public struct KeyboardTrace: Sendable, Equatable {
  /// The version this package writes.
  public static let currentVersion = 1
  /// The versions this package reads.
  public static let supportedVersions = [1]

  /// Who produced the trace.
  public enum Source: String, Sendable, Hashable, CaseIterable, Codable {
    /// Recorded on a real device (or the iOS Simulator) by `KeyboardTraceRecorder`.
    case device
    /// Produced from a model of iOS: a simulator run, or a trace made by hand from documented
    /// facts. ``KeyboardTrace/note`` says how.
    case simulated
  }

  /// The format's version: ``currentVersion`` when written by this package.
  public var version: Int
  /// Who produced the trace.
  public var source: Source
  /// How the trace was produced, written by the producing tool (never typed by a user of the
  /// recorded app); `nil` for a device recording.
  public var note: String?
  /// The device and the settings that change the keyboard.
  public var environment: Environment
  /// The app's geometry when the recording started.
  public var geometry: Geometry
  /// Everything the app could observe, in time order.
  public var events: [Event]
  /// What the user saw, one element per display frame, in time order.
  public var frames: [Frame]

  /// Creates a trace of the current version.
  public init(
    source: Source, note: String? = nil, environment: Environment, geometry: Geometry,
    events: [Event] = [], frames: [Frame] = []
  ) {
    self.version = Self.currentVersion
    self.source = source
    self.note = note
    self.environment = environment
    self.geometry = geometry
    self.events = events
    self.frames = frames
  }
}

extension KeyboardTrace {
  /// The device a trace was recorded on, and the settings that change the keyboard.
  public struct Environment: Sendable, Hashable {
    /// The hardware model identifier, such as `iPhone15,2` (`uname`'s machine; on the iOS
    /// Simulator, the simulated model), or a simulated device's name.
    public var deviceModel: String
    /// The system's name, such as `iOS` or `iPadOS` (`UIDevice.systemName`).
    public var systemName: String
    /// The system's version, such as `17.5.1` (`UIDevice.systemVersion`).
    public var systemVersion: String
    /// `phone` or `pad` (`UIDevice.userInterfaceIdiom`), or `unknown`.
    public var userInterfaceIdiom: String
    /// The current locale's identifier, such as `en_US` (the keyboard's language may differ).
    public var locale: String
    /// Whether Reduce Motion was on (`UIAccessibility.isReduceMotionEnabled`): the keyboard
    /// cross-fades instead of sliding with it on some iOS versions.
    public var isReduceMotionEnabled: Bool
    /// Whether Prefer Cross-Fade Transitions was on
    /// (`UIAccessibility.prefersCrossFadeTransitions`).
    public var prefersCrossFadeTransitions: Bool
    /// The screen's maximum display frames per second (60, or 120 with ProMotion).
    public var maximumFramesPerSecond: Int

    /// Creates an environment.
    public init(
      deviceModel: String, systemName: String, systemVersion: String, userInterfaceIdiom: String,
      locale: String, isReduceMotionEnabled: Bool, prefersCrossFadeTransitions: Bool = false,
      maximumFramesPerSecond: Int
    ) {
      self.deviceModel = deviceModel
      self.systemName = systemName
      self.systemVersion = systemVersion
      self.userInterfaceIdiom = userInterfaceIdiom
      self.locale = locale
      self.isReduceMotionEnabled = isReduceMotionEnabled
      self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
      self.maximumFramesPerSecond = maximumFramesPerSecond
    }
  }

  /// The app's geometry: the screen, the window, the scene's orientation, and the observed view
  /// (the one the bar lives in) with its safe area.
  public struct Geometry: Sendable, Equatable {
    /// The screen's bounds, in points (`UIScreen.bounds` of the window's scene).
    public var screen: CGRect
    /// Pixels per point (`UIScreen.scale`).
    public var scale: Double
    /// The window's frame in screen coordinates (not the whole screen in Split View, Slide Over
    /// or Stage Manager).
    public var window: CGRect
    /// The scene's interface orientation: `portrait`, `portraitUpsideDown`, `landscapeLeft`,
    /// `landscapeRight` or `unknown`.
    public var interfaceOrientation: String
    /// The observed view's frame in its window's coordinates.
    public var view: CGRect
    /// The observed view's safe-area insets, in points.
    public var safeArea: LayoutInsets

    /// Creates a geometry.
    public init(
      screen: CGRect, scale: Double, window: CGRect, interfaceOrientation: String, view: CGRect,
      safeArea: LayoutInsets
    ) {
      self.screen = screen
      self.scale = scale
      self.window = window
      self.interfaceOrientation = interfaceOrientation
      self.view = view
      self.safeArea = safeArea
    }

    /// The observed view's placement on screen, for Core's geometry functions.
    public var placement: ViewPlacement {
      ViewPlacement(windowFrame: window, viewFrame: view, safeAreaInsets: safeArea)
    }

    /// The orientations a trace may name.
    public static let orientations = [
      "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "unknown",
    ]
  }

  /// One display frame: what the user saw.
  public struct Frame: Sendable, Equatable {
    /// Where a frame's keyboard was read.
    public enum Source: String, Sendable, Hashable, CaseIterable, Codable {
      /// The presentation layer of the view that hosts the keyboard: exactly what is on screen.
      /// Reaching that view needs private API on a device, so `KeyboardTraceRecorder` never
      /// writes this; a simulated trace does (its model of iOS knows the keyboard it shows).
      case keyboardHostPresentationLayer
      /// The presentation layer of a zero-height view pinned to the top of the observed view's
      /// keyboard layout guide (public API): where the guide is drawn at that display frame,
      /// following the keyboard's animation.
      case layoutGuidePresentationLayer
      /// The keyboard layout guide's `layoutFrame` (its model value: the end of an animation in
      /// flight), used when no presentation layer was available.
      case layoutGuideLayoutFrame
    }

    /// When the frame was read, in seconds since the recording started.
    public var time: TimeInterval
    /// The keyboard's visible frame in screen coordinates, or `nil` when no keyboard is on
    /// screen (a layout-guide source also says `nil` while the guide rests on the safe area:
    /// the keyboard is below it, if it is there at all).
    public var keyboard: CGRect?
    /// Where ``keyboard`` was read.
    public var keyboardSource: Source
    /// The bar's visible frame (its presentation layer) in screen coordinates, or `nil` when
    /// the recorder was given no bar or the bar was not on screen.
    public var bar: CGRect?

    /// Creates a frame.
    public init(time: TimeInterval, keyboard: CGRect?, keyboardSource: Source, bar: CGRect?) {
      self.time = time
      self.keyboard = keyboard
      self.keyboardSource = keyboardSource
      self.bar = bar
    }
  }
}
