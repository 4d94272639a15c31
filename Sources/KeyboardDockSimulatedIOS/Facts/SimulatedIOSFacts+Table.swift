import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SimulatedIOSFacts {
  /// Every fact, in the order `kbdock facts` prints them: the keyboard's own behaviour, then the
  /// device heights, the profiles, and every iOS 26 quirk.
  public static var all: [SimulatedIOSFact] {
    [
      keyboardSpring, keyboardSpringDamping, springSettlingThreshold, postedDuration,
      notificationOrder, didNotificationTiming, kvoOrder, additiveAnimations, unanimatedChange,
      bezierCurves,
      kvoModelFrame, dragPostsNothing, dragGrab, dragRelease, springBackCurve, thirdPartyBurst,
      rotationBursts, floatingZeroFrame, hardwareBar, displayRates, crossFade, accessoryResize,
      phoneHeights,
      estimatedHeights, oneProfileFor17And18,
    ] + IOSProfile.ios26Quirks.map(fact(of:))
  }

  /// The iPhone keyboard heights that were measured.
  public static let phoneHeights = SimulatedIOSFact(
    id: "keyboard-heights", grade: .reported,
    source: "react-native-keyboard-controller #1155 (336 pt on a 6.1-inch phone, iOS 18); the "
      + "other heights as apps log them, without one published trace (Stack Overflow question "
      + "25946121 logged 258 / 225 pt on iOS 8.4–10 for 375×667, older than the 260 / 216 used)",
    value: "portrait with / without predictive: 375×667 260/216, 414×736 271/226, 375×812 "
      + "336/291, 414×896 346/301; landscape 162; iPad 768×1024 313/398",
    values: [260, 216, 336, 291], test: "DeviceCatalogueTests/observedHeights(id:predictive:plain:)"
  )

  /// The heights nobody published.
  public static let estimatedHeights = SimulatedIOSFact(
    id: "keyboard-heights-estimated", grade: .estimated, source: "none published",
    value: "larger iPads, iPad mini, floating (320×254), split (75 %), emoji, third-party "
      + "(+43 pt): see `kbdock devices --estimates`",
    test: "DeviceCatalogueTests/estimatesAreNamed()")

  /// iOS 17 and 18 are one profile.
  public static let oneProfileFor17And18 = SimulatedIOSFact(
    id: "ios17-ios18", grade: .estimated,
    source: "\"Keep up with the keyboard\", WWDC23 session 10281 (the keyboard out of process "
      + "from iOS 17); no published difference between 17 and 18",
    value: "iOS 17 and 18 are one profile (`--ios 17` runs it)",
    test: "IOSProfileTests/catalogue()")

  /// The fact of an iOS 26 quirk, from its entry in ``IOSProfile``.
  static func fact(of quirk: IOSProfile.Quirk) -> SimulatedIOSFact {
    let slug = quirk.kind.slug
    let variants = ModelVariant.all.filter { $0.fact == "ios26-" + slug }.map(\.name)
    let versions = [IOSProfile.ios26dot0, .ios26dot2].filter { profile in
      profile.quirks.contains { $0.kind.slug == slug }
    }.map(\.version)
    return SimulatedIOSFact(
      id: "ios26-" + slug,
      grade: quirk.isObserved && quirk.estimate == nil ? .reported : .estimated,
      source: quirk.source,
      value: "iOS \(versions.joined(separator: ", ")): \(quirk.name)"
        + (quirk.estimate.map { "; estimated: \($0)" } ?? ""),
      values: quirk.kind.size.map { [Double($0)] } ?? [], variants: variants,
      test: quirkTests[slug] ?? "IOSProfileTests/catalogue()")
  }

  /// The test that pins each quirk.
  static let quirkTests: [String: String] = [
    "taller-keyboard": "IOSProfileTests/heights()",
    "accessory-host-silent": "IOSProfileTests/hostSilent()",
    "guide-tall-after-show": "IOSProfileTests/tallValue()",
    "no-did-show-after-reload": "IOSProfileTests/noDidShowAfterReload()",
    "pad-end-frame-in-view": "IOSProfileTests/padViewCoordinates()",
    "language-height": "SystemEventsKeyboardTests/language()",
    "autofill-end-frame": "SystemEventsKeyboardTests/autofillEndFrameQuirk()",
    "guide-drag-without-accessory": "SystemEventsKeyboardTests/toolbarAccessoryDrag()",
  ]

  /// How many facts have each grade.
  public static var gradeCounts: [(grade: SimulatedIOSFact.Grade, count: Int)] {
    let facts = all
    return SimulatedIOSFact.Grade.allCases.map { grade in
      (grade, facts.filter { $0.grade == grade }.count)
    }
  }
}

extension IOSProfile.Quirk.Kind {
  /// The quirk's size, if it has one: points, a radius, or a factor.
  var size: CGFloat? {
    switch self {
    case .tallerKeyboard(let points): points
    case .roundedTopCorners(let radius): radius
    case .layoutGuideTallValueAfterShow(let factor): factor
    case .languageHeight(_, let points): points
    default: nil
    }
  }
}
