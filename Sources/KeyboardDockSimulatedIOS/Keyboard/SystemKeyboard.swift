import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The iOS system keyboard on a virtual clock.
///
/// For each user action (focus, rotation, a drag, undocking, …) it posts the notifications iOS
/// posts, as raw `userInfo` dictionaries, reports the keyboard host's model frame to KVO, tells
/// the keyboard layout guide, and moves what the user sees with Core Animation:
///
/// - An animated change posts its will-notifications at `t0`; the host's model frame (what KVO
///   reports) changes once to the end frame, and an additive animation of the difference runs
///   on it (``AnimatedRect``): the presentation frame moves along curve 7's spring
///   (``SpringAnimation/keyboard``) or a Bézier, and an interrupted animation keeps contributing
///   while the new one starts. The did-notifications follow when the new animation ends.
/// - A duration of 0 changes the frame at once.
/// - An interactive drag posts nothing; the model frame follows every finger move. On release
///   the keyboard either hides or springs back with no notification.
///
/// The presentation frame is the truth the metrics use; strategies never read it.
public struct SystemKeyboard: Sendable {
  /// What the keyboard is doing.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    case hidden
    case docked
    case undocked
    case floating
    case split
    case hardwareBar
  }

  /// What the first responder shows in place of keys.
  public enum Content: Sendable, Hashable {
    /// The system keyboard.
    case system
    /// The emoji keyboard.
    case emoji
    /// A third-party keyboard extension.
    case thirdParty
    /// The app's custom `inputView` of a height in points.
    case inputView(height: CGFloat)
  }

  /// The first responder's `keyboardType` and secure entry, as far as they change the keyboard.
  ///
  /// A number pad has no predictive strip on iPhone and secure text entry hides it (the
  /// QuickType bar is not shown for `isSecureTextEntry` fields); on iPad both show the full
  /// keyboard (estimates: heights of these keyboards are not in a public table).
  public enum KeyboardType: String, Sendable, Hashable, CaseIterable {
    case `default`
    case numberPad = "number-pad"
    case emailAddress = "email"
    case secure
  }

  /// A did-notification waiting for its animation to end.
  struct PendingDid: @unchecked Sendable {
    var name: KeyboardNotificationName
    var userInfo: [AnyHashable: Any]
  }

  /// The usual duration of a keyboard animation, in seconds: 0.25, posted with curve 7 (fact
  /// `posted-duration`).
  public static let usualDuration: TimeInterval = SimulatedIOSFacts.postedDuration.number
  /// The duration posted while a modal presentation animates: 0.4 s.
  public static let modalPresentationDuration: TimeInterval = 0.4
  /// The keyboard's private animation curve.
  public static let springCurve = 7

  /// The iOS version's behaviours.
  public let profile: IOSProfile
  /// The device.
  public let device: Device
  /// The current orientation.
  public internal(set) var orientation: Orientation
  /// What the keyboard is doing.
  public internal(set) var mode: Mode = .hidden
  /// Whether the predictive strip is shown.
  public internal(set) var isPredictiveOn: Bool
  /// What the keyboard shows.
  public internal(set) var content: Content = .system
  /// The focused field's keyboard type.
  public internal(set) var keyboardType: KeyboardType = .default
  /// Whether the keyboard belongs to this app; `false` while another app's text field has it.
  public internal(set) var isLocal = true
  /// Whether a hardware keyboard is connected.
  public internal(set) var isHardwareKeyboardConnected = false
  /// The keyboard host's frame: its model value is what KVO reports, its presentation what the
  /// user sees.
  public internal(set) var host: AnimatedRect
  /// The floating keyboard's frame while it floats, in screen coordinates.
  public internal(set) var floatingFrame: CGRect?
  /// How many hide + show pairs a rotation posts (1 or 2).
  public var rotationBursts = 1
  /// The order of the notification and the KVO callback of one change.
  public var eventOrder: EventOrder = .notificationFirst
  /// Whether Reduce Motion and Prefer Cross-Fade Transitions are on: the keyboard fades in
  /// place instead of sliding (``setCrossFadeTransitions(_:at:)``).
  public internal(set) var prefersCrossFadeTransitions = false
  /// The cross-fade in progress or last run, if the keyboard ever faded.
  public internal(set) var crossFade: CrossFade?
  /// Whether the app is in the background (``enterBackground(at:)``).
  public internal(set) var isInBackground = false
  /// Whether the password AutoFill suggestion strip is shown above the keys.
  public internal(set) var isAutofillBarShown = false
  /// Whether dictation is running.
  public internal(set) var isDictating = false
  /// The language of the system keyboard.
  public internal(set) var language: KeyboardLanguage = .english
  /// The height of a visible input accessory view (a toolbar) the first responder carries,
  /// in points: UIKit shows it on top of the keyboard and counts it in the keyboard's frame
  /// (`UIResponder.inputAccessoryView`, Apple's documentation; IQKeyboardManager's toolbar).
  public var accessoryToolbarHeight: CGFloat = 0
  /// Whether a navigation swipe-back is under way (``beginSwipeBack(at:)``).
  public internal(set) var isSwipingBack = false
  /// The first responder's keyboard kept while the app is in the background, to show again on
  /// return.
  var backgroundedKeyboard: (content: Content, type: KeyboardType)?

  /// When what the user sees changed with nothing posted, reported to KVO or told to the
  /// layout guide (a finger grabbing the keyboard exactly at its model frame's top while it
  /// moves removes its animation and changes no value): no app can follow such a change.
  public internal(set) var silentChanges: [TimeInterval] = []

  var pendingDids: [PendingDid] = []
  var didTime: TimeInterval = 0
  /// The keyboard's resting frame while a finger drags it.
  var dragRestingFrame: CGRect?
  /// How far a third-party keyboard's appearing burst has got: 0 at focus, 1 and 2 after its
  /// second and third WillShow, 3 once the duplicate is posted (the burst is over).
  var thirdPartyStage = 3
  var lastHeight: CGFloat
  var outputs: [SystemKeyboardOutput] = []
  var changes = 0

  /// Creates a hidden keyboard.
  public init(
    device: Device, orientation: Orientation, isPredictiveOn: Bool = true,
    profile: IOSProfile = .baseline
  ) {
    self.profile = profile
    self.device = device
    self.orientation = orientation
    self.isPredictiveOn = isPredictiveOn
    let heights = device.keyboard(orientation)
    lastHeight = isPredictiveOn ? heights.predictive : heights.plain
    let screen = device.screenBounds(orientation)
    host = AnimatedRect(CGRect(x: 0, y: screen.maxY, width: screen.width, height: lastHeight))
  }

  /// The screen's bounds now.
  public var screenBounds: CGRect { device.screenBounds(orientation) }

  /// The host's model frame: the value KVO reports.
  public var modelFrame: CGRect { host.model }

  /// The docked keyboard's presentation frame at `time`: what the user sees.
  ///
  /// The floating keyboard is ``floatingFrame``.
  public func presentationFrame(at time: TimeInterval) -> CGRect {
    host.presentation(at: time)
  }

  /// The same as ``presentationFrame(at:)``.
  public func visibleFrame(at time: TimeInterval) -> CGRect { presentationFrame(at: time) }

  /// Whether nothing is moving at `time` and no notification is pending.
  public func isSettled(at time: TimeInterval) -> Bool {
    pendingDids.isEmpty && !host.isAnimating(at: time)
  }

  /// Whether the keyboard is being dragged by a finger.
  public var isDragged: Bool { dragRestingFrame != nil }

  /// When the next did-notification is due, if one is pending.
  public var nextDueTime: TimeInterval? { pendingDids.isEmpty ? nil : didTime }

  /// Posts the did-notifications due by `time` and returns everything posted since the last call.
  public mutating func drainOutputs(upTo time: TimeInterval) -> [SystemKeyboardOutput] {
    if !pendingDids.isEmpty, didTime <= time { postDids() }
    // Most calls (one per display frame) find nothing; handing the buffer over instead of
    // emptying it in place spares the copy `removeAll(keepingCapacity:)` makes of a shared one.
    guard !outputs.isEmpty else { return [] }
    let drained = outputs
    outputs = []
    return drained
  }

  /// Posts the pending did-notifications now, at their due time.
  mutating func postDids() {
    for pending in pendingDids {
      outputs.append(
        .notification(
          PostedNotification(name: pending.name, userInfo: pending.userInfo, time: didTime)))
    }
    pendingDids.removeAll()
  }

  // MARK: - Frames

  /// The height of the docked keyboard for the current content and orientation.
  var currentHeight: CGFloat {
    let heights = device.keyboard(orientation)
    switch content {
    case .system:
      let hidesStrip =
        device.idiom == .phone && (keyboardType == .numberPad || keyboardType == .secure)
      let language = device.idiom == .phone ? profile.keyboardHeightChange(for: language) : 0
      if isDictating { return heights.plain + language }
      let strip = isPredictiveOn && !hidesStrip
      return (strip || isAutofillBarShown ? heights.predictive : heights.plain) + language
    case .emoji: return heights.emoji
    case .thirdParty: return heights.thirdParty
    case .inputView(let height): return height
    }
  }

  /// Offscreen just below the screen, with the last height.
  public var hiddenFrame: CGRect {
    let screen = screenBounds
    return CGRect(x: 0, y: screen.maxY, width: screen.width, height: lastHeight)
  }

  /// The frame of the keyboard in `mode` with height `height`, in screen coordinates.
  func frame(for mode: Mode, height keys: CGFloat) -> CGRect {
    let screen = screenBounds
    let height = keys + (mode == .split || mode == .floating ? 0 : accessoryToolbarHeight)
    let docked = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
    switch mode {
    case .hidden, .floating:
      return CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
    case .docked:
      return docked
    case .undocked:
      return docked.offsetBy(dx: 0, dy: -DeviceCatalogue.undockLift)
    case .split:
      let split = device.keyboard(orientation).split
      return CGRect(x: 0, y: screen.maxY - split, width: screen.width, height: split)
    case .hardwareBar:
      // iOS 9+: the full-height frame placed mostly offscreen, ~55 pt visible.
      return CGRect(
        x: 0, y: screen.maxY - device.hardwareBarHeight - accessoryToolbarHeight,
        width: screen.width, height: height)
    }
  }
}
