import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Checks every keyboard observation an app makes before the tracker sees it, with the rules of
/// the running iOS version.
///
/// From iOS 26 the values iOS gives an app are not always the keyboard's: the keyboard layout
/// guide and KVO report values taller than the keyboard, invalid frames when an accessory is
/// removed, jumps during interactive dismissal, and on iPad an end frame in view coordinates.
/// Each ``Rule`` answers one such report, names its public source and the versions it applies
/// to. Before iOS 26 no rule changes a value, except those of the layout-guide probe's own
/// geometry (``Rule/guideRestsWithoutDockedKeyboard``), which hold on every version.
///
/// The guard keeps what it needs from the notifications (where the keyboard rests, when its
/// animation ends) and from the previous frame (where a drag is); it never invents a frame. A
/// refused value leaves the tracker as it was: the next good value, or the resting frame the
/// notifications gave, carries the bar.
///
/// ```swift
/// var observations = KeyboardObservationGuard(
///   system: try SystemVersion("26.0"), source: .keyboardLayoutGuide, screenBounds: screen)
/// let verdict = observations.notification(event, in: placement)
/// if let event = verdict.value { tracker.receive(event) }
/// if let frame = observations.hostFrame(probeFrame, at: now).value {
///   tracker.observeHostFrame(frame, at: now)
/// }
/// ```
public struct KeyboardObservationGuard: Sendable {
  /// One known misreport and what the guard does about it.
  public enum Rule: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// On iPadOS 26 with an input accessory view, `keyboardFrameEndUserInfoKey` arrives in the
    /// view's coordinates instead of the screen's: converted to the screen. Craig Hockenberry,
    /// FB18129544, "KeyboardAvoider" (https://github.com/chockenberry/KeyboardAvoider).
    case endFrameInViewCoordinates
    /// iOS 26 reports keyboard positions taller than the keyboard (453.66 pt for a 345 pt
    /// keyboard) after the keyboard opens: refused. react-native-keyboard-controller #1155 and
    /// PR #1159 ("drop any interactive value larger than the keyboard height").
    case tallerThanKeyboard
    /// Detaching an input accessory view on iOS 26 fires KVO with an invalid frame (no width, or
    /// starting above the screen): refused. react-native-keyboard-controller PR #1299.
    case invalidFrame
    /// The keyboard layout guide "jumps around during interactive dismiss" on iOS 26: a value
    /// that leaps up by more than half the keyboard in one report, and is not the snap back to
    /// the resting frame, is refused. FB18129551, "KeyboardAvoider".
    case jumpDuringDrag
    /// On iOS 26.0 and 26.1 the layout guide follows the drag without the input accessory's
    /// height but rests with it: the accessory's height is added back during the drag.
    /// react-native-keyboard-controller PR #1068; PR #1524 says the 26.0 behaviour differs from
    /// 26.2's, where the guide is taken as it is (an estimate: no 26.2 values were published).
    case dragWithoutAccessory
    /// After an input accessory view is removed and the first responder comes back, iOS 26's
    /// layout guide ends up under the keyboard: while it rests below the notifications' frame,
    /// its value is refused and the notifications' frame stands. FB18129558, "KeyboardAvoider".
    case guideBelowKeyboardAfterAccessoryRemoval
    /// A layout-guide probe on the view's bottom (`usesBottomSafeArea` false) is either a
    /// keyboard dragged all the way down or a guide resting with no docked keyboard (hidden,
    /// undocked, floating: `followsUndockedKeyboard` off). While the notifications announce no
    /// keyboard docked on the screen's bottom, a probe value says nothing and is refused; the
    /// notifications carry the keyboard. Likewise a probe value at the instant of a
    /// will-notification that is not the announced frame is the guide's layout for a keyboard it
    /// does not follow (split). Applies to the layout-guide source on every version
    /// that has the guide (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide).
    case guideRestsWithoutDockedKeyboard
    /// On iOS 26 `keyboardFrameEndUserInfoKey` is "occasionally incorrect … particularly when
    /// autofill displays suggested credentials above the keyboard", and the keyboard layout
    /// guide is right (mozilla-mobile/firefox-ios PR #30146, which moved to the guide). A
    /// layout-guide probe value at the instant of a will-notification that is a keyboard docked
    /// on the screen's bottom, as wide as the announced one but with another top, is the
    /// keyboard's frame: the guard takes it, and gives it as the end frame of that
    /// notification, of the others of its instant and of their did-notifications. A change
    /// without animation (a rotation's burst) posts its dids before the guide's layout pass:
    /// a later value of its instant corrects it too, except the first after its DidShow, which
    /// on iOS 26 may be the value taller than the keyboard of #1155; a burst's repeated pair
    /// keeps the correction. A value that continues a drag from an earlier instant shows where
    /// the finger left the keyboard and corrects nothing.
    case guideCorrectsEndFrame

    /// The first iOS version the rule applies to.
    public var firstVersion: SystemVersion {
      self == .guideRestsWithoutDockedKeyboard ? SystemVersion(15, 4) : SystemVersion(26)
    }

    /// The first iOS version the rule no longer applies to, if any.
    public var endVersion: SystemVersion? {
      self == .dragWithoutAccessory ? SystemVersion(26, 2) : nil
    }

    /// Whether the misreport was observed by someone in public (`true`) or the rule's version
    /// range is an estimate (`false`).
    public var isObserved: Bool { self != .dragWithoutAccessory }

    /// Whether the rule applies on `version`.
    public func applies(to version: SystemVersion) -> Bool {
      version >= firstVersion && endVersion.map { version < $0 } ?? true
    }

    public var description: String { rawValue }
  }

  /// What the guard did with one observation.
  public struct Verdict<Value: Sendable>: Sendable {
    /// The value to give the tracker, or `nil` when the observation was refused.
    public var value: Value?
    /// The rule that changed or refused the value, `nil` when it passed unchanged.
    public var rule: Rule?
    /// Why, in words, naming the value.
    public var reason: String {
      get { detail.text }
      set { detail = .text(newValue) }
    }
    /// ``reason``, kept as its parts: the verdict of every frame of a drag builds no text
    /// (and allocates nothing) unless someone reads it.
    var detail: Detail

    /// Whether the observation was refused.
    public var isRefused: Bool { value == nil }

    /// Creates a verdict with its reason in words.
    init(value: Value?, rule: Rule?, reason: String) {
      self.init(value: value, rule: rule, detail: .text(reason))
    }

    /// Creates a verdict with its reason as parts.
    init(value: Value?, rule: Rule?, detail: Detail) {
      self.value = value
      self.rule = rule
      self.detail = detail
    }

    /// A reason: words, or the parts of the common one, written out when read.
    enum Detail: Sendable {
      /// The reason in words.
      case text(String)
      /// `host frame {{x, y}, {w, h}} taken`: a host frame passed every rule unchanged.
      case hostFrameTaken(CGRect)

      /// The reason in words.
      var text: String {
        switch self {
        case .text(let text): text
        case .hostFrameTaken(let frame): "host frame \(KeyboardEvent.text(frame)) taken"
        }
      }
    }
  }

  /// The iOS version whose rules apply.
  public let system: SystemVersion
  /// Where the host frames come from.
  public var source: KeyboardFrameSource
  /// The screen's bounds, in points.
  public var screenBounds: CGRect
  /// The height of an input accessory view the first responder carries, which iOS counts as
  /// part of the keyboard; 0 when there is none.
  public var accessoryHeight: CGFloat = 0

  /// The rules in force on ``system``.
  public var rules: [Rule] { Rule.allCases.filter { $0.applies(to: system) } }

  private var restingFrame: CGRect?
  private var announcementTime: TimeInterval = -.infinity
  private var animationEnd: TimeInterval = -.infinity
  private var lastFrame: CGRect?
  private var accessoryWasRemoved = false
  /// The last probe value and when it came, to correct a notification of the same instant
  /// that comes after it (``Rule/guideCorrectsEndFrame``), and whether it continues a run of
  /// drag values from an earlier instant.
  private var lastProbe: (frame: CGRect, time: TimeInterval, continuesDrag: Bool)?
  /// The end frame iOS posted and the frame the guide showed instead, while it stands, and
  /// when the guide showed it.
  private var correction: (posted: CGRect, actual: CGRect, time: TimeInterval)?
  /// Whether the last will-notification's change has not yet been completed by a did.
  private var awaitsDid = false
  /// When the last DidShow came, and whether a value came after it at that instant.
  private var didShowTime: TimeInterval = -.infinity
  private var sawValueAfterDidShow = false
  /// When the current run of values away from the resting frame, with no animation running,
  /// began: a drag's, unless it is the first value of a change whose notification follows.
  private var dragStart: TimeInterval?

  /// Creates a guard for one iOS version.
  ///
  /// - Parameters:
  ///   - system: The running iOS version (`UIDevice.current.systemVersion`).
  ///   - source: Where host frames come from.
  ///   - screenBounds: The screen's bounds, in points.
  public init(system: SystemVersion, source: KeyboardFrameSource, screenBounds: CGRect) {
    self.system = system
    self.source = source
    self.screenBounds = screenBounds
  }

  /// Checks a keyboard notification.
  ///
  /// - Parameters:
  ///   - event: The decoded notification.
  ///   - placement: Where the app's view is, to recognise an end frame in its coordinates;
  ///     `nil` when unknown (nothing is converted then).
  /// - Returns: The event to give the tracker, converted where a rule says so.
  public mutating func notification(_ event: KeyboardEvent, in placement: ViewPlacement?)
    -> Verdict<KeyboardEvent>
  {
    var event = event
    var verdict = Verdict<KeyboardEvent>(value: nil, rule: nil, reason: "")
    if applies(.endFrameInViewCoordinates), let placement,
      let converted = screenFrame(ofViewFrame: event.endFrame, in: placement)
    {
      verdict.rule = .endFrameInViewCoordinates
      verdict.reason =
        "end frame \(KeyboardEvent.text(event.endFrame)) is in the view's coordinates; "
        + "converted to the screen's \(KeyboardEvent.text(converted))"
      event.endFrame = converted
    } else {
      verdict.reason = "notification taken as posted"
    }
    correctEndFrame(of: &event, verdict: &verdict)
    if event.kind?.isWill ?? true { dragStart = nil }
    if event.kind == .didShow {
      didShowTime = event.time
      sawValueAfterDidShow = false
    }
    awaitsDid = event.kind?.isWill ?? true
    // A probe value corrects at most the first notification after it: one that came before an
    // earlier change of the same instant (a show, then dictation's new height, both at one
    // instant) is that change's model frame, not the next change's.
    lastProbe = nil
    if event.kind?.isWill ?? true {
      restingFrame = event.endFrame
      announcementTime = event.time
      animationEnd = event.time + event.curve.timingCurve.totalDuration(nominal: event.duration)
      lastFrame = nil
    } else if event.endFrame == restingFrame {
      // The did-notification says the change is complete: from now on the observed frames are
      // judged as at rest, although curve 7's spring still settles for a few frames. On iOS 26
      // the layout guide's spurious tall value comes right "after the keyboard opens"
      // (react-native-keyboard-controller #1155), inside that settling time.
      animationEnd = min(animationEnd, event.time)
    }
    verdict.value = event
    return verdict
  }

  /// Checks a frame from the host frame source (the accessory's superview or the layout guide
  /// probe), in screen coordinates.
  ///
  /// - Parameters:
  ///   - observed: The reported frame.
  ///   - time: When it was reported, in seconds.
  /// - Returns: The frame to give the tracker, corrected where a rule says so, or a refusal.
  public mutating func hostFrame(_ observed: CGRect, at time: TimeInterval) -> Verdict<CGRect> {
    // Written out only for a reason that needs it: a drag passes a frame per display frame.
    var text: String { KeyboardEvent.text(observed) }
    let frame = announcedFrame(forProbe: observed)
    func refuse(_ rule: Rule, _ why: String) -> Verdict<CGRect> {
      Verdict(value: nil, rule: rule, reason: "host frame \(text) refused: \(why)")
    }
    if source == .keyboardLayoutGuide {
      lastProbe = (frame, time, dragStart.map { $0 < time } ?? false)
    }
    let isAnimating = time < animationEnd
    let resting = restingFrame
    let isResting = resting.map { Self.isClose(frame, $0) } ?? false
    // At the instant of the change, before its dids, or after the dids of a change without
    // animation (a rotation's burst posts its dids at once, before the guide's layout pass) but
    // not the first value after its DidShow: iOS 26 reports a value taller than the keyboard
    // "after the keyboard opens" (react-native-keyboard-controller #1155).
    let isFirstAfterDidShow =
      source == .keyboardLayoutGuide && didShowTime == time && !sawValueAfterDidShow
    if didShowTime == time { sawValueAfterDidShow = true }
    let isChangeInstant =
      time == announcementTime
      && (awaitsDid || (animationEnd <= announcementTime && !isFirstAfterDidShow))
    if applies(.guideCorrectsEndFrame), source == .keyboardLayoutGuide, isChangeInstant,
      let resting, !isResting, isAnnouncedDocked, isDockedCorrection(frame, of: resting)
    {
      correction = (resting, frame, time)
      restingFrame = frame
      lastFrame = frame
      return Verdict(
        value: frame, rule: .guideCorrectsEndFrame,
        reason:
          "host frame \(text) taken: the layout guide at the instant of the notification shows "
          + "the keyboard at \(Self.points(frame.minY)), not at the end frame's "
          + "\(Self.points(resting.minY))")
    }

    if applies(.guideRestsWithoutDockedKeyboard), source == .keyboardLayoutGuide {
      if !isAnnouncedDocked {
        return refuse(
          .guideRestsWithoutDockedKeyboard,
          restingFrame == nil
            ? "no notification has announced a keyboard yet"
            : "the notifications announce no keyboard docked on the screen's bottom")
      }
      if time == announcementTime, !isResting {
        return refuse(
          .guideRestsWithoutDockedKeyboard,
          "the guide's layout for the keyboard announced at this instant is elsewhere: it does "
            + "not follow that keyboard (split or undocked)")
      }
    }
    if applies(.invalidFrame), let problem = invalidity(of: frame) {
      return refuse(.invalidFrame, problem)
    }
    if applies(.tallerThanKeyboard), let resting, resting.minY < screenBounds.maxY,
      frame.height > resting.height + Self.tolerance, !isAnimating
    {
      return refuse(
        .tallerThanKeyboard,
        "taller than the keyboard the notifications announced (\(Self.points(resting.height)))")
    }
    if applies(.guideBelowKeyboardAfterAccessoryRemoval), source == .keyboardLayoutGuide,
      accessoryWasRemoved, let resting, !isAnimating, resting.minY < screenBounds.maxY,
      frame.minY > resting.minY + Self.tolerance
    {
      return refuse(
        .guideBelowKeyboardAfterAccessoryRemoval,
        "the layout guide rests below the notified keyboard top (\(Self.points(resting.minY))) "
          + "after the accessory was removed")
    }
    if applies(.jumpDuringDrag), !isAnimating, !isResting, let last = lastFrame,
      let resting, last.minY - frame.minY > resting.height / 2
    {
      return refuse(
        .jumpDuringDrag,
        "leaps up \(Self.points(last.minY - frame.minY)) from \(Self.points(last.minY)) in one "
          + "report during a drag")
    }
    var corrected = frame
    var verdict = Verdict<CGRect>(value: nil, rule: nil, detail: .hostFrameTaken(observed))
    if applies(.dragWithoutAccessory), source == .keyboardLayoutGuide, accessoryHeight > 0,
      !isAnimating, !isResting, frame.minY < screenBounds.maxY
    {
      corrected = CGRect(
        x: frame.minX, y: frame.minY - accessoryHeight, width: frame.width,
        height: frame.height + accessoryHeight)
      verdict.rule = .dragWithoutAccessory
      verdict.reason =
        "host frame \(text) follows the drag without the accessory; "
        + "\(Self.points(accessoryHeight)) added back: \(KeyboardEvent.text(corrected))"
    }
    lastFrame = corrected
    dragStart = !isAnimating && !isResting ? (dragStart ?? time) : nil
    verdict.value = corrected
    return verdict
  }

  /// Tells the guard the first responder's input accessory view was removed.
  public mutating func accessoryRemoved() {
    accessoryWasRemoved = true
    accessoryHeight = 0
  }

  /// Tells the guard the layout guide agrees with the keyboard again (a notification's end
  /// frame was reached by the guide), ending the after-removal rule.
  public mutating func guideAgreed() {
    accessoryWasRemoved = false
  }

  // MARK: - Helpers

  /// Gives a notification the layout guide's frame as its end frame where
  /// ``Rule/guideCorrectsEndFrame`` says so.
  private mutating func correctEndFrame(
    of event: inout KeyboardEvent, verdict: inout Verdict<KeyboardEvent>
  ) {
    guard applies(.guideCorrectsEndFrame), source == .keyboardLayoutGuide else { return }
    let isWill = event.kind?.isWill ?? true
    // A rotation's burst repeats its hide/show pair at one instant: the correction of the
    // first pair's end frame holds for the second.
    if isWill, correction?.posted != event.endFrame, correction?.time != event.time {
      correction = nil
    }
    // A probe value that only shows the keyboard where the notifications last left it (a drag
    // released at this instant springs back there) says nothing about this change's end frame.
    let showsLastResting =
      lastProbe.map { probe in
        restingFrame.map { Self.isClose(probe.frame, $0) } ?? false
      } ?? false
    // A probe value that continues a drag from an earlier instant shows where the finger left
    // the keyboard, not where this change ends.
    if isWill, correction == nil, let probe = lastProbe, probe.time == event.time,
      !showsLastResting, !probe.continuesDrag,
      event.endFrame.minY < screenBounds.maxY - Self.tolerance,
      event.endFrame.maxY >= screenBounds.maxY - Self.tolerance,
      !Self.isClose(probe.frame, event.endFrame),
      isDockedCorrection(probe.frame, of: event.endFrame)
    {
      // The probe's value of this instant came before the notification.
      correction = (event.endFrame, probe.frame, probe.time)
    }
    guard let correction, correction.posted == event.endFrame else { return }
    verdict.rule = .guideCorrectsEndFrame
    verdict.reason =
      "end frame \(KeyboardEvent.text(event.endFrame)) disagrees with the layout guide of its "
      + "instant; the guide's \(KeyboardEvent.text(correction.actual)) taken"
    event.endFrame = correction.actual
  }

  /// Whether a probe frame is the announced docked keyboard with another top: as wide, at the
  /// same left edge, reaching the same bottom, with a height.
  private func isDockedCorrection(_ frame: CGRect, of announced: CGRect) -> Bool {
    frame.height > Self.tolerance && abs(frame.minX - announced.minX) <= Self.tolerance
      && abs(frame.width - announced.width) <= Self.tolerance
      && abs(frame.maxY - announced.maxY) <= Self.tolerance
  }

  /// Whether the notifications' last frame is a keyboard on screen that reaches the screen's
  /// bottom (docked; a hardware keyboard's bar extends below it).
  private var isAnnouncedDocked: Bool {
    guard let resting = restingFrame else { return false }
    return resting.minY < screenBounds.maxY - Self.tolerance
      && resting.maxY >= screenBounds.maxY - Self.tolerance && resting.width > 0
  }

  /// The notifications' frame when a layout-guide probe reports its top.
  ///
  /// A probe pinned to the guide knows only the guide's top, so its frame runs from that top to
  /// the screen's bottom; the keyboard the notifications announced can extend below the screen
  /// (with a hardware keyboard only its shortcut bar is on screen, the rest of its full-height
  /// frame is offscreen). A probe frame with the announced keyboard's top is that keyboard, on
  /// every version: otherwise the tracker would see a shorter keyboard and take it for a drag.
  private func announcedFrame(forProbe frame: CGRect) -> CGRect {
    guard source == .keyboardLayoutGuide, let resting = restingFrame,
      resting.minY < screenBounds.maxY, resting.maxY > screenBounds.maxY + Self.tolerance,
      abs(frame.minY - resting.minY) <= Self.tolerance,
      abs(frame.maxY - screenBounds.maxY) <= Self.tolerance
    else { return frame }
    return resting
  }

  /// Values within this many points are the same frame (UIKit rounds to pixels).
  static let tolerance: CGFloat = 1

  private func applies(_ rule: Rule) -> Bool { rule.applies(to: system) }

  private static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
      && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
  }

  private static func points(_ value: CGFloat) -> String {
    value.rounded() == value ? "\(Int(value)) pt" : String(format: "%.2f pt", Double(value))
  }

  /// Why a frame cannot be the keyboard's, or `nil`.
  private func invalidity(of frame: CGRect) -> String? {
    if frame.width <= 0 && frame.height > 0 { return "it has no width" }
    if frame.minY < screenBounds.minY - Self.tolerance {
      return "it starts above the screen (\(Self.points(screenBounds.minY)))"
    }
    return nil
  }

  /// The end frame converted from the view's coordinates to the screen's, when it is in the
  /// view's.
  ///
  /// A frame is in the view's coordinates when it ends at the view's bottom but not at the
  /// screen's, and converted it ends at the screen's bottom; otherwise this is `nil`.
  private func screenFrame(ofViewFrame frame: CGRect, in placement: ViewPlacement) -> CGRect? {
    let origin = placement.frameInScreen.origin
    guard origin != .zero, frame.height > 0, frame.width > 0 else { return nil }
    let endsAtScreenBottom = abs(frame.maxY - screenBounds.maxY) <= Self.tolerance
    let endsAtViewBottom = abs(frame.maxY - placement.bounds.maxY) <= Self.tolerance
    let converted = frame.offsetBy(dx: origin.x, dy: origin.y)
    guard !endsAtScreenBottom, endsAtViewBottom,
      abs(converted.maxY - screenBounds.maxY) <= Self.tolerance
    else { return nil }
    return converted
  }
}
