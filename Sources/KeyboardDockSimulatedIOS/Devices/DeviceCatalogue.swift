import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The built-in devices, and the one place where every estimated value of the simulator lives.
///
/// Observed values come from DESIGN.md §5 (the table of facts) and are used as they are. Every
/// other value is an estimate: for devices it is named in ``Device/estimates`` with its reason,
/// and the model's own estimates (window sizes, timings, thresholds) are the ``Estimate``
/// constants at the end of this file, so that a measurement on a device changes one line here.
public enum DeviceCatalogue {
  /// Every built-in device, phones first.
  public static let all: [Device] = [
    phone(
      "iphone-se", "iPhone SE 2nd/3rd gen, 6, 7, 8", 375, 667, top: 20, bottom: 0, side: 0,
      portrait: (260, 216), landscapePlain: 162, estimates: []),
    phone(
      "iphone-8-plus", "iPhone 6/7/8 Plus", 414, 736, top: 20, bottom: 0, side: 0,
      portrait: (271, 226), landscapePlain: 162, estimates: []),
    phone(
      "iphone-x", "iPhone X, XS, 11 Pro, 12 mini, 13 mini", 375, 812, top: 44, bottom: 34,
      side: 44, portrait: (336, 291), landscapePlain: 162, estimates: []),
    phone(
      "iphone-11", "iPhone XR, XS Max, 11, 11 Pro Max", 414, 896, top: 48, bottom: 34, side: 44,
      portrait: (346, 301), landscapePlain: 162,
      estimates: ["safe-area top 48 pt: the taller notch of the 414-pt models"]),
    phone(
      "iphone-14", "iPhone 12, 13, 14", 390, 844, top: 47, bottom: 34, side: 44,
      portrait: (336, 291), landscapePlain: 162,
      estimates: [
        "keyboard 336/291 pt: same key rows as the 375×812 notch phones",
        "safe-area top 47 pt: notch of the 390-pt models",
      ]),
    phone(
      "iphone-15", "iPhone 14 Pro, 15, 16", 393, 852, top: 59, bottom: 34, side: 59,
      portrait: (336, 291), landscapePlain: 162,
      estimates: ["keyboard 336/291 pt: same key rows as the 375×812 phones"]),
    phone(
      "iphone-15-pro-max", "iPhone 14 Pro Max, 15 Plus/Pro Max, 16 Plus", 430, 932, top: 59,
      bottom: 34, side: 59, portrait: (346, 301), landscapePlain: 162,
      estimates: ["keyboard without predictive 301 pt: same 45-pt strip as the 414×896 phones"]),
    pad(
      "ipad", "iPad 768×1024 (iPad 1–6, Air 1–2, mini 1–5)", 768, 1024, top: 20, bottom: 0,
      keyboard: (313, 398), estimates: []),
    pad(
      "ipad-mini", "iPad mini 6th gen", 744, 1133, top: 24, bottom: 20,
      keyboard: (323, 408),
      estimates: ["keyboard 323/408 pt: the 768×1024 iPad's keys plus a 10-pt home-indicator row"]),
    pad(
      "ipad-air", "iPad Air 4/5, iPad 10th gen", 820, 1180, top: 24, bottom: 20,
      keyboard: (333, 418),
      estimates: ["keyboard 333/418 pt: the 768×1024 iPad's keys plus the 20-pt home indicator"]),
    pad(
      "ipad-pro-12.9", "iPad Pro 12.9-inch 3rd gen and later", 1024, 1366, top: 24, bottom: 20,
      keyboard: (378, 471),
      estimates: ["keyboard 378/471 pt: the 768×1024 iPad's keys plus a number row (~45 pt)"]),
  ]

  /// Estimates shared by every device, printed by `kbdock devices --estimates`.
  public static let sharedEstimates: [String] = [
    "iPhone landscape with predictive: 162 + 32 pt (the landscape predictive strip)",
    "emoji keyboard: as tall as the keyboard with the predictive strip (its category strip)",
    "third-party keyboard: 43 pt taller than the plain keyboard (DESIGN §5's 216 → 259, applied to"
      + " every size)",
    "iPad keyboard without predictive: unchanged (the shortcut row stays)",
    "iPad split keyboard: 75 % of the docked height, docked at the bottom",
    "iPhone hardware-keyboard bar: 0 pt (no shortcut bar on iPhone; the scenario is iPad only)",
    "iPad floating keyboard: \(Int(floatingSize.width))×\(Int(floatingSize.height)) pt, an"
      + " iPhone-sized keyboard with its grabber",
    "Split View widths: compact \(Int(compactWidth)) pt (\(Int(compactWidthLarge)) on"
      + " screens ≥ 1,194 pt wide), divider \(Int(splitDivider)) pt, half = (width − divider) / 2",
    "Slide Over: compact width, \(Int(slideOverMargin)) pt from the right, top and bottom edges",
    "Stage Manager window: 60 % × 70 % of the screen at (10 %, 8 %)",
    "form sheet: \(Int(formSheetSize.width))×\(Int(formSheetSize.height)) pt centered (.formSheet's"
      + " long-standing default; UIKit's lifting of the sheet above the keyboard is not modelled)",
    "tab bar: \(Int(tabBarHeight)) pt plus the bottom safe area",
    "undocked keyboard: \(Int(undockLift)) pt above its docked position",
    "floating: the docked keyboard leaves at once (posted with duration 0) and the floating one"
      + " appears; the morph between them is not modelled",
    "interactive dismissal: a release moving down faster than \(Int(flickVelocity)) pt/s dismisses"
      + " even from the upper half",
    "third-party keyboard: WillShow 0 pt at focus, plain height after"
      + " \(thirdPartyDelays.0) s, final height after \(thirdPartyDelays.1) s",
    "keyboard spring removed (did-notifications posted) within 0.1 % of its end, about 0.51 s:"
      + " SwiftUI's documented settling threshold, not published for CASpringAnimation",
    "an interrupted animation's notification posts the frame the keyboard was last set to as"
      + " its begin frame",
    "focus moving to a second field posts WillChangeFrame and WillShow again with the new"
      + " keyboard's frame; number pads and secure fields have no predictive strip on iPhone",
    "another app's field taking the keyboard while this app's is up: the keyboard stays up and"
      + " is posted again with isLocal false",
    "a 180° turn posts the rotation's hide + show pair with unchanged frames; a running"
      + " animation goes on",
    "a window resize (Split View divider, Slide Over, Stage Manager) applies at once when let go",
    "a finger catches a moving keyboard once it reaches what the user sees; the keyboard's"
      + " animation is removed and its did-notifications posted then",
    "a change during a drag (emoji, rotation, another field) ends the drag; the keyboard"
      + " animates on from where the finger left it",
  ]

  /// The floating keyboard's size (estimate: an iPhone-sized keyboard with its grabber).
  public static let floatingSize = CGSize(width: 320, height: 254)
  /// The compact Split View / Slide Over width on screens narrower than 1,194 pt (estimate).
  public static let compactWidth: CGFloat = 320
  /// The compact width on the widest iPads (estimate, from Apple's multitasking size table).
  public static let compactWidthLarge: CGFloat = 375
  /// The Split View divider's width (estimate).
  public static let splitDivider: CGFloat = 10
  /// The Slide Over window's distance from the screen's right, top and bottom edges (estimate).
  public static let slideOverMargin: CGFloat = 8
  /// The form sheet's size (estimate: UIKit's long-standing `.formSheet` default).
  public static let formSheetSize = CGSize(width: 540, height: 620)
  /// The tab bar's height above the bottom safe area (UIKit's compact tab bar; estimate on iPad).
  public static let tabBarHeight: CGFloat = 49
  /// How far above its docked position an undocked keyboard rests, in points (estimate).
  public static let undockLift: CGFloat = 120
  /// Release velocity (pt/s, downwards) above which a drag dismisses from anywhere (estimate).
  public static let flickVelocity: CGFloat = 300
  /// Seconds after focus at which a third-party keyboard posts its second and third WillShow.
  public static let thirdPartyDelays: (TimeInterval, TimeInterval) = (0.05, 0.35)

  /// The device named `id`, or `nil`.
  public static func device(named id: String) -> Device? {
    all.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
  }

  private static func phone(
    _ id: String, _ model: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat,
    bottom: CGFloat, side: CGFloat, portrait: (CGFloat, CGFloat), landscapePlain: CGFloat,
    estimates: [String]
  ) -> Device {
    let landscapePredictive = landscapePlain + 32
    return Device(
      id: id, model: model, idiom: .phone, portraitSize: CGSize(width: width, height: height),
      portraitSafeArea: SafeAreaInsets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeSafeArea: SafeAreaInsets(
        top: 0, left: side, bottom: bottom > 0 ? 21 : 0, right: side),
      portraitKeyboard: Device.KeyboardHeights(
        predictive: portrait.0, plain: portrait.1, emoji: portrait.0,
        thirdParty: portrait.1 + 43, split: 0),
      landscapeKeyboard: Device.KeyboardHeights(
        predictive: landscapePredictive, plain: landscapePlain, emoji: landscapePredictive,
        thirdParty: landscapePlain + 43, split: 0),
      hardwareBarHeight: 0, floatingKeyboardSize: .zero, estimates: estimates)
  }

  private static func pad(
    _ id: String, _ model: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat,
    bottom: CGFloat, keyboard: (CGFloat, CGFloat), estimates: [String]
  ) -> Device {
    func heights(_ value: CGFloat) -> Device.KeyboardHeights {
      Device.KeyboardHeights(
        predictive: value, plain: value, emoji: value, thirdParty: value + 43,
        split: (value * 0.75).rounded())
    }
    return Device(
      id: id, model: model, idiom: .pad, portraitSize: CGSize(width: width, height: height),
      portraitSafeArea: SafeAreaInsets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeSafeArea: SafeAreaInsets(top: top, left: 0, bottom: bottom, right: 0),
      portraitKeyboard: heights(keyboard.0), landscapeKeyboard: heights(keyboard.1),
      hardwareBarHeight: 55, floatingKeyboardSize: floatingSize, estimates: estimates)
  }
}
