import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One iOS version's keyboard, as a list of quirks: what that version changes in the keyboard
/// itself (its height, its shape) and in what an app observes of it (KVO, the keyboard layout
/// guide, notifications).
///
/// Every quirk of every version is in ``all``, in this one file, with its public source and
/// whether it was observed by someone in public or is an estimate. Quirks that change what an
/// app observes are applied by ``IOSAppObservations`` to the outputs that cross to the app;
/// the keyboard's truth is changed only where iOS changes the keyboard (``Quirk/Kind/tallerKeyboard(by:)``,
/// ``Quirk/Kind/roundedTopCorners(radius:)``).
///
/// The keyboard's own version-dependent behaviour (its spring, the posted duration, whether KVO
/// reports a drag) is read by ``SystemKeyboard`` from the profile's fields; ``baseline`` is the
/// behaviour modelled before iOS 26's changes.
///
/// ```swift
/// let profile = try IOSProfile.named("26.2")
/// let keyboard = SystemKeyboard(
///   device: profile.device(device), orientation: .portrait, profile: profile)
/// ```
public struct IOSProfile: Sendable, Equatable, CustomStringConvertible {
  /// One behaviour of one iOS version.
  public struct Quirk: Sendable, Hashable, CustomStringConvertible {
    /// What the quirk does.
    public enum Kind: Sendable, Hashable {
      /// The phone keyboard is taller by this many points (every height of a phone keyboard;
      /// iPads unchanged).
      case tallerKeyboard(by: CGFloat)
      /// The keyboard has rounded top corners of this radius (apps built with the iOS 26 SDK).
      case roundedTopCorners(radius: CGFloat)
      /// KVO on the view hosting the input accessory view reports nothing.
      case accessoryHostSilent
      /// When the keyboard has finished opening, a view pinned to the keyboard layout guide
      /// reports, once, a keyboard taller than the real one by this factor, inside a layout pass
      /// that ends with the right value (nothing on screen shows it).
      case layoutGuideTallValueAfterShow(factor: CGFloat)
      /// Detaching an input accessory view (the keyboard hides) makes a view pinned to the
      /// layout guide report an invalid frame (zero size at the view's origin) inside a layout
      /// pass.
      case layoutGuideInvalidFrameOnAccessoryDetach
      /// During an interactive dismissal the layout guide follows the keyboard without the
      /// input accessory view's height, while at rest it includes it.
      case layoutGuideDragWithoutAccessory
      /// After `reloadInputViews()` swaps the input view, `keyboardDidShow` is not posted.
      case noDidShowAfterReload
      /// On iPad, with an input accessory view, the end frame of a notification is in the
      /// app view's coordinates instead of the screen's.
      case padEndFrameInViewCoordinates
      /// The phone's system keyboard in this language is taller by this many points (negative:
      /// shorter) than the English one.
      case languageHeight(KeyboardLanguage, by: CGFloat)
      /// While the password AutoFill suggestion strip is shown, the notifications' end frame
      /// leaves the strip out (the frame's top is the strip's height too low); KVO and the
      /// layout guide are right.
      case autofillBarMissingFromEndFrame
    }

    /// What it does.
    public var kind: Kind
    /// Where it is documented: an issue, pull request, feedback number or article.
    public var source: String
    /// Whether someone observed it in public (`true`), or it is an estimate (`false`): a value
    /// or a version range nobody published.
    public var isObserved: Bool
    /// What is estimated about it, if anything (a value, a time, a version).
    public var estimate: String?

    /// A short name, as the report prints it.
    public var name: String {
      switch kind {
      case .tallerKeyboard(let points): "keyboard +\(Int(points)) pt"
      case .roundedTopCorners(let radius): "rounded top corners \(Int(radius)) pt"
      case .accessoryHostSilent: "accessory host KVO silent"
      case .layoutGuideTallValueAfterShow: "layout guide too tall after show"
      case .layoutGuideInvalidFrameOnAccessoryDetach: "layout guide invalid on accessory detach"
      case .layoutGuideDragWithoutAccessory: "layout guide drags without the accessory"
      case .noDidShowAfterReload: "no didShow after reloadInputViews"
      case .padEndFrameInViewCoordinates: "iPad end frame in view coordinates"
      case .languageHeight(let language, let points):
        "\(language.rawValue) keyboard \(points >= 0 ? "+" : "")\(Int(points)) pt"
      case .autofillBarMissingFromEndFrame: "end frame without the AutoFill strip"
      }
    }

    public var description: String {
      "\(name) (\(isObserved ? "observed" : "estimated"); \(source)"
        + (estimate.map { "; estimated: \($0)" } ?? "") + ")"
    }
  }

  /// The profile's name: the version, as `UIDevice.current.systemVersion` reports it, such as
  /// `26.2`, or `baseline`.
  public var name: String
  /// The ``ModelVariant`` applied to the version's model, if any (its name).
  public var variant: String?
  /// The version's quirks.
  public var quirks: [Quirk] = []
  /// The spring of the keyboard's animation curve 7 (``SpringAnimation/keyboard``: mass 3,
  /// stiffness 1000, the damping fitted to device samples).
  public var keyboardSpring: SpringAnimation
  /// The duration the keyboard's notifications post, in seconds (0.25 with curve 7, while the
  /// spring itself runs its settling duration; Flutter's port of the curve and
  /// ioscraft.wiki's "keyboard animations" note both report 0.25 s).
  public var postedDuration: TimeInterval
  /// Whether KVO on the view hosting the input accessory view reports every finger move of an
  /// interactive dismissal (the technique of the pseudo input accessory view; changed on iOS 26
  /// according to react-native-keyboard-controller issue 973).
  public var kvoReportsInteractiveMoves: Bool
  /// How the keyboard returns to rest after a cancelled interactive dismissal (fact
  /// `spring-back-curve`).
  public var springBack: SpringBack = .timingCurve
  /// Whether the finger grabs the keyboard by what the user sees instead of its model frame
  /// (fact `drag-grab`; a ``ModelVariant``).
  public var grabsByPresentationFrame = false
  /// How long after its animation is removed the did-notifications come, in seconds; negative
  /// is earlier (fact `did-notification-timing`; a ``ModelVariant``).
  public var didDelay: TimeInterval = SimulatedIOSFacts.didNotificationTiming.number
  /// Whether a change made without animation removes the animations still running.
  ///
  /// A change posted with duration 0 (the emoji keyboard, the app going to the background) then
  /// shows the new frame at once (fact `unanimated-change`; a ``ModelVariant``). By default the
  /// running animations go on adding their remainder.
  public var unanimatedChangeRemovesAnimations = false
  /// Whether a shown keyboard posts its frame notifications when the first responder's input
  /// accessory view changes height (fact `accessory-resize`; the variant
  /// `accessory-resize-silent` posts none).
  public var accessoryResizePostsNotifications = true

  /// How the keyboard returns after a cancelled interactive dismissal.
  public enum SpringBack: String, Sendable, Hashable {
    /// A `CABasicAnimation`, easeInEaseOut, lasting the posted duration times the distance back
    /// over the keyboard's height (react-native-keyboard-controller PR #515).
    case timingCurve = "timing-curve"
    /// Curve 7's spring, as a show (a ``ModelVariant``).
    case spring
  }

  /// Creates a profile.
  public init(
    name: String, keyboardSpring: SpringAnimation, postedDuration: TimeInterval,
    kvoReportsInteractiveMoves: Bool
  ) {
    self.name = name
    self.keyboardSpring = keyboardSpring
    self.postedDuration = postedDuration
    self.kvoReportsInteractiveMoves = kvoReportsInteractiveMoves
  }

  /// Creates a version's profile: the baseline keyboard with the version's quirks (KVO on the
  /// accessory's host silent during drags where ``Quirk/Kind/accessoryHostSilent`` says so).
  public init(version: String, quirks: [Quirk]) {
    self.init(
      name: version, keyboardSpring: .keyboard,
      postedDuration: SimulatedIOSFacts.postedDuration.number,
      kvoReportsInteractiveMoves: !quirks.contains { $0.kind == .accessoryHostSilent })
    self.quirks = quirks
  }

  /// The behaviour modelled so far: the keyboard before iOS 26, with no quirk.
  public static let baseline = IOSProfile(
    name: "baseline", keyboardSpring: .keyboard,
    postedDuration: SimulatedIOSFacts.postedDuration.number,
    kvoReportsInteractiveMoves: true)

  /// The version, such as `26.2` (the ``name``).
  public var version: String {
    get { name }
    set { name = newValue }
  }

  public var description: String {
    "iOS \(version)" + (variant.map { " (\($0))" } ?? "")
  }

  /// Whether the profile has a quirk of this kind.
  public func has(_ kind: Quirk.Kind) -> Bool { quirks.contains { $0.kind == kind } }

  /// How much taller the phone keyboard is than the device catalogue's (which holds iOS 17
  /// values), in points.
  public var keyboardHeightIncrease: CGFloat {
    quirks.reduce(0) { sum, quirk in
      if case .tallerKeyboard(let points) = quirk.kind { return sum + points }
      return sum
    }
  }

  /// How much taller the phone's system keyboard is in `language` than in English, in points
  /// (0 where this version's heights do not differ by language).
  public func keyboardHeightChange(for language: KeyboardLanguage) -> CGFloat {
    quirks.reduce(0) { sum, quirk in
      if case .languageHeight(language, let points) = quirk.kind { return sum + points }
      return sum
    }
  }

  /// The radius of the keyboard's top corners, in points; 0 for a square keyboard.
  public var keyboardCornerRadius: CGFloat {
    for quirk in quirks {
      if case .roundedTopCorners(let radius) = quirk.kind { return radius }
    }
    return 0
  }

  /// The factor of the layout guide's spurious value after show, if this version has it.
  public var tallValueFactor: CGFloat? {
    for quirk in quirks {
      if case .layoutGuideTallValueAfterShow(let factor) = quirk.kind { return factor }
    }
    return nil
  }

  /// Every quirk of the profile that is an estimate, or has an estimated part.
  public var estimatedQuirks: [Quirk] { quirks.filter { !$0.isObserved || $0.estimate != nil } }

  /// The device as this version shows its keyboard: phone keyboards taller by
  /// ``keyboardHeightIncrease`` (the keyboard itself changes, so this changes the truth).
  public func device(_ device: Device) -> Device {
    let increase = keyboardHeightIncrease
    guard increase != 0, device.idiom == .phone else { return device }
    var changed = device
    for keyPath in [\Device.portraitKeyboard, \Device.landscapeKeyboard] {
      changed[keyPath: keyPath].predictive += increase
      changed[keyPath: keyPath].plain += increase
      changed[keyPath: keyPath].emoji += increase
    }
    changed.estimates.append("keyboard +\(Int(increase)) pt on iOS \(version)")
    return changed
  }

  // MARK: - The profiles

  /// iOS 17 and 18: the device catalogue's keyboard; no misreport.
  ///
  /// Notifications, KVO and the layout guide as documented. The keyboard moved out of process
  /// in iOS 17 ("slight differences in timing", WWDC23 "Keep up with the keyboard",
  /// https://developer.apple.com/wwdc23/10281); no app-visible difference between 17 and 18 is
  /// published, so they are one profile. The 6.1" phone's keyboard is 336 pt with the
  /// predictive bar (react-native-keyboard-controller #1155, `onStart: 336` on iOS 18), the
  /// catalogue's value.
  public static let ios18 = IOSProfile(version: "18", quirks: [])

  /// iOS 17: the same profile as ``ios18`` (its version reads `18`, its name `17` is accepted).
  public static let ios17 = ios18

  /// The quirks iOS 26.0 and 26.2 share.
  static let ios26Common: [Quirk] = [
    Quirk(
      kind: .tallerKeyboard(by: 9),
      source: "react-native-keyboard-controller #1155 (336 pt on iOS 18, 345 pt on iOS 26)",
      isObserved: true,
      estimate: "+9 pt on every phone, orientation and keyboard; observed only for one "
        + "6.1-inch phone's predictive keyboard in portrait"),
    Quirk(
      kind: .roundedTopCorners(radius: 30),
      source: "react-native-keyboard-controller PR #1415 (keyboardBorderRadius() = 30 for apps "
        + "built with the iOS 26 SDK); flutter/flutter #179482",
      isObserved: true, estimate: nil),
    Quirk(
      kind: .accessoryHostSilent,
      source: "react-native-keyboard-controller #973 (KVO on the keyboard host stopped firing: "
        + "\"keyboard gets closed, but input stays in position\"), PR #1047",
      isObserved: true,
      estimate: "silent for every change, not only for interactive moves"),
    Quirk(
      kind: .layoutGuideTallValueAfterShow(factor: 453.66 / 345),
      source: "react-native-keyboard-controller #1155, PR #1159 (453.66 pt reported after "
        + "opening for a 345 pt keyboard)",
      isObserved: true,
      estimate: "reported once, when the keyboard has finished opening, and corrected in the "
        + "same layout pass"),
    Quirk(
      kind: .layoutGuideInvalidFrameOnAccessoryDetach,
      source: "react-native-keyboard-controller PR #1299 (\"on iOS 26 timings are different\"), "
        + "PR #1304",
      isObserved: true,
      estimate: "the invalid frame is the zero rect at the view's origin"),
    Quirk(
      kind: .noDidShowAfterReload,
      source: "react-native-keyboard-controller PR #1304 (keyboardDidShow may not arrive after "
        + "reloadInputViews())",
      isObserved: true,
      estimate: "never posted after a reload, rather than sometimes"),
    Quirk(
      kind: .autofillBarMissingFromEndFrame,
      source: "mozilla-mobile/firefox-ios PR #30146 (keyboardFrameEndUserInfoKey \"occasionally "
        + "incorrect on iOS 26, particularly when autofill displays suggested credentials above "
        + "the keyboard\"; Firefox moved to UIKeyboardLayoutGuide)",
      isObserved: true,
      estimate: "every time the strip is shown, and wrong by exactly the strip's height"),
    Quirk(
      kind: .padEndFrameInViewCoordinates,
      source: "FB18129544, Craig Hockenberry, KeyboardAvoider "
        + "(https://github.com/chockenberry/KeyboardAvoider)",
      isObserved: true,
      estimate: "only when the app's view is not at the screen's origin (otherwise the two "
        + "coordinate spaces agree)"),
  ]

  /// iOS 26.0: the rounded, taller keyboard; KVO on the accessory host silent; the layout
  /// guide's misreports, and its drag without the accessory's height.
  public static let ios26dot0 = IOSProfile(
    version: "26.0",
    quirks: ios26Common + [
      Quirk(
        kind: .layoutGuideDragWithoutAccessory,
        source: "react-native-keyboard-controller PR #1068 (position without the accessory "
          + "during the drag, with it at rest)",
        isObserved: true, estimate: nil),
      Quirk(
        kind: .languageHeight(.swedish, by: -8),
        source: "KeyboardKit/KeyboardKit #1006 (on iOS 26 the English keyboard is taller than "
          + "the Swedish one, until Apple shortened the English rows from 54 to 52 pt in a later "
          + "26.x)",
        isObserved: true,
        estimate: "8 pt: four rows of 2 pt; that 26.2 is the release that evened them out"),
    ])

  /// iOS 26.2: as 26.0, but the layout guide keeps the accessory's height during a drag, and
  /// the English and Swedish keyboards have the same height.
  ///
  /// react-native-keyboard-controller PR #1524: "the fix on iOS 26.0 breaks the behavior on
  /// iOS 26.2"; no 26.2 values were published, so that 26.2 simply includes the accessory is an
  /// estimate.
  public static let ios26dot2 = IOSProfile(version: "26.2", quirks: ios26Common)

  /// Every profile, oldest first: iOS 17 and 18 are one profile (``ios18``), because no
  /// published difference between their keyboards is modelled.
  public static let all: [IOSProfile] = [ios18, ios26dot0, ios26dot2]

  /// The profile for `version` (`26.0` and `26` are the same; `17` is ``ios18``), or `nil`.
  public static func profile(named version: String) -> IOSProfile? {
    if version == "17" || version == "17.0" { return ios17 }
    return all.first { $0.version == version }
      ?? all.first { $0.version == version + ".0" || $0.version + ".0" == version }
  }

  /// The profile for `version`.
  ///
  /// - Throws: ``UnknownIOSVersion`` naming the version and the valid ones.
  public static func named(_ version: String) throws(UnknownIOSVersion) -> IOSProfile {
    guard let profile = profile(named: version) else {
      throw UnknownIOSVersion(version: version, known: all.map(\.version))
    }
    return profile
  }
}

extension IOSProfile.Quirk.Kind {
  /// A short stable name for the quirk, without its size: `taller-keyboard`.
  public var slug: String {
    switch self {
    case .tallerKeyboard: "taller-keyboard"
    case .roundedTopCorners: "rounded-corners"
    case .accessoryHostSilent: "accessory-host-silent"
    case .layoutGuideTallValueAfterShow: "guide-tall-after-show"
    case .layoutGuideInvalidFrameOnAccessoryDetach: "guide-invalid-on-detach"
    case .layoutGuideDragWithoutAccessory: "guide-drag-without-accessory"
    case .noDidShowAfterReload: "no-did-show-after-reload"
    case .padEndFrameInViewCoordinates: "pad-end-frame-in-view"
    case .languageHeight: "language-height"
    case .autofillBarMissingFromEndFrame: "autofill-end-frame"
    }
  }

  /// Whether the quirk has a size a variant can scale.
  public var isSized: Bool {
    switch self {
    case .tallerKeyboard, .roundedTopCorners, .layoutGuideTallValueAfterShow, .languageHeight:
      true
    default: false
    }
  }

  /// The quirk with its size times `factor` (the tall value's excess over 1 for the layout
  /// guide's factor); a quirk without a size is unchanged.
  public func scaled(by factor: CGFloat) -> Self {
    switch self {
    case .tallerKeyboard(let points): .tallerKeyboard(by: points * factor)
    case .roundedTopCorners(let radius): .roundedTopCorners(radius: radius * factor)
    case .layoutGuideTallValueAfterShow(let tall):
      .layoutGuideTallValueAfterShow(factor: 1 + (tall - 1) * factor)
    case .languageHeight(let language, let points): .languageHeight(language, by: points * factor)
    default: self
    }
  }
}

extension IOSProfile {
  /// Every iOS 26 quirk, once (26.0's and 26.2's), in the order the profiles list them.
  public static var ios26Quirks: [Quirk] {
    var seen: Set<String> = []
    return (ios26dot0.quirks + ios26dot2.quirks).filter { seen.insert($0.kind.slug).inserted }
  }
}

/// An iOS version the simulated iOS has no profile for.
public struct UnknownIOSVersion: Error, Equatable, Sendable, CustomStringConvertible {
  /// The version asked for.
  public var version: String
  /// The versions there are profiles for.
  public var known: [String]

  public var description: String {
    "no simulated iOS '\(version)'; the versions are \(known.joined(separator: ", "))"
  }
}
