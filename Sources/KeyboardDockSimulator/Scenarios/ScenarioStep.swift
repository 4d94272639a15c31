import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One user action in a scenario, run in order on the virtual clock.
///
/// Actions take effect at the current time; ``wait(_:)``, ``typeLines(_:interval:)``,
/// ``dragDismiss(path:velocity:)`` and ``moveFloating(x:y:duration:)`` advance it. The JSON form
/// of each step is an object with an `"action"` and the fields named in the cases' documentation.
public enum ScenarioStep: Sendable, Equatable {
  /// The text view becomes first responder (`"focus"`; optional `"keyboard"`: `"system"`,
  /// `"third-party"`, or `"other-app"` when a text field of the other app in Split View or Slide
  /// Over takes the keyboard instead; optional `"duration"` in seconds, 0.4 during a modal
  /// presentation).
  case focus(keyboard: FocusKeyboard, duration: TimeInterval?)
  /// The text view resigns first responder (`"dismiss"`).
  case dismiss
  /// Time passes (`"wait"`, `"seconds"`).
  case wait(TimeInterval)
  /// The user types until the bar has `lines` lines, one line every `interval` seconds
  /// (`"type-lines"`, `"lines"`, optional `"interval"`, default 0.25).
  case typeLines(Int, interval: TimeInterval)
  /// The device rotates (`"rotate"`, `"to"`: `"portrait"` or `"landscape"`; optional `"bursts"`:
  /// 1 or 2 hide + show pairs).
  case rotate(to: Orientation, bursts: Int)
  /// The user drags the keyboard down with a finger (`"drag-dismiss"`, `"path"`: an array of
  /// `[time, y]` pairs, seconds from the step's start and the finger's y in screen points;
  /// optional `"velocity"` at release in pt/s, positive downwards, default from the last two
  /// points; optional `"relative-to": "keyboard-top"` to measure y from the keyboard's top when
  /// the drag starts, so one path fits every device).
  case dragDismiss(path: [DragPoint], velocity: CGFloat?, fromKeyboardTop: Bool)
  /// The predictive strip is turned on or off (`"predictive"`, `"on"`).
  case predictive(Bool)
  /// The emoji keyboard is chosen or left (`"emoji"`, `"on"`).
  case emoji(Bool)
  /// The iPad keyboard is undocked (`"undock"`; optional `"posts-will-hide"`, default true).
  case undock(postsWillHide: Bool)
  /// The iPad keyboard becomes floating (`"float"`; optional `"x"`, `"y"`: its top-left corner).
  case float(CGPoint?)
  /// The floating keyboard is dragged to `x`, `y` (`"move-floating"`, `"x"`, `"y"`, optional
  /// `"duration"`, default 0.5).
  case moveFloating(x: CGFloat, y: CGFloat, duration: TimeInterval)
  /// The keyboard docks again (`"dock"`).
  case dock
  /// The iPad keyboard splits (`"split"`).
  case split
  /// A hardware keyboard is connected (`"connect-hardware-keyboard"`).
  case connectHardwareKeyboard
  /// The hardware keyboard is disconnected (`"disconnect-hardware-keyboard"`).
  case disconnectHardwareKeyboard
  /// The first responder swaps its input view (`"switch-input-view"`): to a custom panel of
  /// `"height"` points; without a height, to a panel at the system keyboard height remembered for
  /// the device, orientation and keyboard kind (the composer's `KeyboardHeightMemory`); or back
  /// to the keyboard with `"to": "keyboard"`.
  case switchInputView(InputViewChoice)
  /// A finger touches the scroll view at `y` (`"finger-down"`, `"y"`; optional
  /// `"relative-to": "keyboard-top"`): an interactive dismissal can begin. Format 2.
  case fingerDown(y: CGFloat, fromKeyboardTop: Bool)
  /// The finger moves to `y` over `duration` seconds, one touch per display frame
  /// (`"finger-move"`, `"y"`, optional `"duration"`, default 0). Format 2.
  case fingerMove(y: CGFloat, duration: TimeInterval)
  /// The finger lifts (`"finger-up"`; optional `"velocity"` in pt/s, positive downwards, default
  /// the last move's speed). Format 2.
  case fingerUp(velocity: CGFloat?)
  /// Focus moves to a second field of the app with another keyboard (`"focus-field"`,
  /// `"keyboard-type"`: `"default"`, `"number-pad"`, `"email"` or `"secure"`). Format 2.
  case focusField(SystemKeyboard.KeyboardType)
  /// Focus moves to a field of the scenario's form by id (`"focus-field"` with `"field"`): its
  /// keyboard type is the field's, and the app scrolls it in. Format 2.
  case focusFormField(String)
  /// The interface turns to an orientation by name (`"rotate"` with `"to"`: `"landscape-left"`,
  /// `"landscape-right"`, `"portrait-upside-down"`): a 90° rotation or a 180° turn. Format 2.
  case turn(to: InterfaceOrientation, bursts: Int)
  /// The app's window changes (`"window"`, the same fields as the scenario's `"window"`): a Split
  /// View divider drag, Slide Over ↔ Split View, a Stage Manager resize. Format 2.
  case window(AppWindow)
  /// The user swipes back from the screen's left edge (the navigation controller's interactive
  /// pop) with the keyboard open, for `duration` seconds (`"swipe-back"`, `"outcome"`:
  /// `"completed"` or `"cancelled"`; optional `"duration"`, default 0.35): the keyboard stays
  /// during the swipe; completed, it then hides. Format 2.
  case swipeBack(completed: Bool, duration: TimeInterval)
  /// The app goes to the background with the keyboard open (`"background"`): its keyboard hides.
  /// Format 2.
  case background
  /// The app returns (`"foreground"`): a field that kept first responder shows its keyboard
  /// again. Format 2.
  case foreground
  /// Reduce Motion with Prefer Cross-Fade Transitions is turned on or off (`"reduce-motion"`,
  /// `"on"`): the keyboard cross-fades in place instead of sliding. Format 2.
  case reduceMotion(Bool)
  /// The password AutoFill suggestion strip appears above the keys or goes (`"autofill"`,
  /// `"on"`). Format 2.
  case autofill(Bool)
  /// Dictation starts or stops (`"dictation"`, `"on"`). Format 2.
  case dictation(Bool)
  /// The keyboard's language changes (`"language"`, `"to"`: `"en"` or `"sv"`). Format 2.
  case language(KeyboardLanguage)

  /// What a ``switchInputView(_:)`` step shows.
  public enum InputViewChoice: Sendable, Hashable {
    /// The system keyboard returns.
    case keyboard
    /// A custom panel (custom input views, “Customizing the iOS keyboard”) of `height` points, or
    /// of the remembered keyboard height for `nil`.
    case panel(height: CGFloat?)
  }

  /// Which keyboard a focus brings up.
  public enum FocusKeyboard: String, Sendable, Hashable, CaseIterable {
    case system
    case thirdParty = "third-party"
    /// Another app's text field (iPad multitasking): this app is notified with `isLocal` false.
    case otherApp = "other-app"
  }

  /// One sample of a finger's path.
  public struct DragPoint: Sendable, Hashable {
    /// Seconds from the start of the step.
    public var time: TimeInterval
    /// The finger's y in screen coordinates, in points.
    public var y: CGFloat

    /// Creates a sample.
    public init(time: TimeInterval, y: CGFloat) {
      self.time = time
      self.y = y
    }
  }

  /// The step's `"action"` name in JSON.
  public var action: String {
    switch self {
    case .focus: "focus"
    case .dismiss: "dismiss"
    case .wait: "wait"
    case .typeLines: "type-lines"
    case .rotate: "rotate"
    case .dragDismiss: "drag-dismiss"
    case .predictive: "predictive"
    case .emoji: "emoji"
    case .undock: "undock"
    case .float: "float"
    case .moveFloating: "move-floating"
    case .dock: "dock"
    case .split: "split"
    case .connectHardwareKeyboard: "connect-hardware-keyboard"
    case .disconnectHardwareKeyboard: "disconnect-hardware-keyboard"
    case .switchInputView: "switch-input-view"
    case .fingerDown: "finger-down"
    case .fingerMove: "finger-move"
    case .fingerUp: "finger-up"
    case .focusField, .focusFormField: "focus-field"
    case .turn: "rotate"
    case .window: "window"
    case .swipeBack: "swipe-back"
    case .background: "background"
    case .foreground: "foreground"
    case .reduceMotion: "reduce-motion"
    case .autofill: "autofill"
    case .dictation: "dictation"
    case .language: "language"
    }
  }

  /// Every action name, for error messages.
  public static let actions = [
    "focus", "dismiss", "wait", "type-lines", "rotate", "drag-dismiss", "predictive", "emoji",
    "undock", "float", "move-floating", "dock", "split", "connect-hardware-keyboard",
    "disconnect-hardware-keyboard", "switch-input-view", "finger-down", "finger-move",
    "finger-up", "focus-field", "window", "swipe-back", "background", "foreground",
    "reduce-motion", "autofill", "dictation", "language",
  ]

  /// Whether the step exists only on iPad (undocking, floating, splitting, the shortcut bar).
  public var requiresPad: Bool {
    switch self {
    case .undock, .float, .moveFloating, .split, .connectHardwareKeyboard,
      .disconnectHardwareKeyboard, .focus(keyboard: .otherApp, _):
      true
    case .window(let window): window.requiresPad
    case .turn(let orientation, _): orientation == .portraitUpsideDown
    default:
      false
    }
  }

  /// How long the step lasts on the virtual clock, in seconds.
  public var duration: TimeInterval {
    switch self {
    case .wait(let seconds): seconds
    case .typeLines(let lines, let interval): Double(max(0, lines - 1)) * interval
    case .dragDismiss(let path, _, _): path.last?.time ?? 0
    case .moveFloating(_, _, let duration): duration
    case .fingerMove(_, let duration): duration
    case .swipeBack(_, let duration): duration
    default: 0
    }
  }
}
