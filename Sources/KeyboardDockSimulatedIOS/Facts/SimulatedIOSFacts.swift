import Foundation

/// Every behaviour of iOS the simulated iOS assumes, in one table (`kbdock facts`).
///
/// The keyboard reads the numbers it runs with from here (``SimulatedIOSFact/values``): a fact
/// changed here changes the model. The facts of the iOS 26 quirks are built from
/// ``IOSProfile``'s quirk list, which carries their sources; the device heights are in
/// ``DeviceCatalogue`` with their estimates.
public enum SimulatedIOSFacts {
  /// Curve 7's spring as the live animation reports it.
  public static let keyboardSpring = SimulatedIOSFact(
    id: "keyboard-spring", grade: .reported,
    source: "flutter/engine PR #37604 (mass 3, stiffness 1000, damping 500 read from the "
      + "keyboard's CASpringAnimation); react-native-keyboard-controller ios/core/SpringAnimation.swift",
    value: "curve 7 is a CASpringAnimation: mass 3, stiffness 1000 (the damping: see "
      + "keyboard-spring-damping)",
    values: [3, 1000, 500], test: "CoreAnimationTests/literalDampingMisses()")

  /// The damping the keyboard moves with: critical.
  public static let keyboardSpringDamping = SimulatedIOSFact(
    id: "keyboard-spring-damping", grade: .reported,
    source: "react-native-keyboard-controller ios/core/SpringAnimation.swift (closed-form "
      + "critically damped spring, ω = √(stiffness/mass)) and its unit-test values 0 → 336 pt: "
      + "144.11 at 0.08 s, 223.45 at 0.125, 316.52 at 0.25, 329.83 at 0.325, 335.63 at 0.5 — "
      + "values of that closed form, not device measurements",
    value: "damping ratio 1 (critical, c = 2·√(k·m) ≈ 109.54): damping 500 taken literally is "
      + "ζ ≈ 4.56, far slower than the keyboard apps see",
    values: [1.0], test: "CoreAnimationTests/springMatchesClosedFormValues()")

  /// When Core Animation removes a settled spring.
  public static let springSettlingThreshold = SimulatedIOSFact(
    id: "spring-settling-threshold", grade: .estimated,
    source: "SwiftUI Spring.settlingDuration documents epsilon 0.001 "
      + "(https://developer.apple.com/documentation/swiftui/spring/settlingduration); the one "
      + "CASpringAnimation.settlingDuration uses is not published",
    value: "a spring is removed once it stays within 0.1 % of its end (the keyboard's: ≈ 0.51 s)",
    values: [1e-3], variants: ["settling-0.01%"],
    test: "CoreAnimationTests/settlingDuration()")

  /// The duration the notifications post.
  public static let postedDuration = SimulatedIOSFact(
    id: "posted-duration", grade: .measured,
    source: "subconsciousnetwork/subconscious AnimationUtilities.swift (\"Duration of keyboard "
      + "animation, as measured in iOS 15.2\": 0.25); logged userInfo dictionaries in public "
      + "posts show UIKeyboardAnimationDurationUserInfoKey 0.25 with curve 7",
    value: "0.25 s with curve 7 (the spring itself runs its settling duration)",
    values: [0.25], test: "SimulatedKeyboardTests/userInfo()")

  /// The order of the show notifications.
  public static let notificationOrder = SimulatedIOSFact(
    id: "notification-order", grade: .measured,
    source: "Stack Overflow question 25946121 (logs on iPhone 6, iOS 8.4–10: "
      + "WillChangeFrame, WillShow, DidChangeFrame, DidShow, also for a predictive-bar change)",
    value: "WillChangeFrame → WillShow → DidChangeFrame → DidShow; a hide posts WillHide/DidHide "
      + "in their place",
    test: "SimulatedKeyboardTests/notificationFirst()")

  /// When the did-notifications come.
  public static let didNotificationTiming = SimulatedIOSFact(
    id: "did-notification-timing", grade: .estimated,
    source: "UIView.animate(withDuration:animations:completion:) documentation (the completion "
      + "runs when the animation sequence ends); that the keyboard posts its did-notifications "
      + "from that completion is not published",
    value: "posted when the animation is removed (its settling end), 0 s after it",
    values: [0], variants: ["did-early", "did-late"],
    test: "SimulatedIOSFactTests/didPostedWhenTheSpringIsRemoved()")

  /// The order of a notification and the KVO value of one change.
  public static let kvoOrder = SimulatedIOSFact(
    id: "kvo-notification-order", grade: .estimated,
    source: "react-native-keyboard-controller KeyboardMovementObserver.swift (reads KVO and "
      + "notifications independently); no public trace gives the order",
    value: "alternating: a run delivers the KVO value before the notification at every other "
      + "change",
    variants: ["kvo-first", "notification-first"],
    test: "SimulatedKeyboardTests/alternating()")

  /// Animations add up.
  public static let additiveAnimations = SimulatedIOSFact(
    id: "additive-animations", grade: .documented,
    source: "\"Building Interruptible and Responsive Interactions\", WWDC 2014 session 236 "
      + "(https://developer.apple.com/videos/play/wwdc2014/236/); CAPropertyAnimation.isAdditive",
    value: "an interrupted animation keeps adding delta·(1 − progress); the model value jumps at "
      + "once", test: "CoreAnimationTests/additiveInterruption()")

  /// A change made without animation leaves the running animations.
  public static let unanimatedChange = SimulatedIOSFact(
    id: "unanimated-change", grade: .estimated,
    source: "UIView.animate(withDuration:animations:) (\"If you specify a negative value or 0, "
      + "the changes are made without animating them\") and CAAnimation.isRemovedOnCompletion "
      + "(Apple's documentation: an animation is removed when it completes, or by "
      + "removeAnimation(forKey:)); whether the keyboard removes its running animations when it "
      + "changes without animation (the emoji keyboard) is not published",
    value: "a change posted with duration 0 moves the model frame at once and adds no animation; "
      + "animations still running (a show, the return after a cancelled drag) go on adding "
      + "their remainder",
    variants: ["unanimated-change-removes"],
    test: "SimulatedIOSFactTests/unanimatedChangeLeavesRunningAnimations()")

  /// UIKit's curves 0–3.
  public static let bezierCurves = SimulatedIOSFact(
    id: "bezier-curves", grade: .documented,
    source: "CAMediaTimingFunction "
      + "(https://developer.apple.com/documentation/quartzcore/camediatimingfunction)",
    value: "curves 0–3: easeInOut (0.42, 0, 0.58, 1), easeIn (0.42, 0, 1, 1), easeOut (0, 0, "
      + "0.58, 1), linear", values: [0.42, 0, 0.58, 1],
    test: "CoreAnimationTests/bezier()")

  /// What KVO reports of an animated change.
  public static let kvoModelFrame = SimulatedIOSFact(
    id: "kvo-model-frame", grade: .documented,
    source: "CALayer.presentation() and the model layer (Apple's documentation): KVO and frame "
      + "read the model value",
    value: "an animated change reports one KVO value, the end frame, when it is committed",
    test: "SimulatedKeyboardTests/truth()")

  /// The drag posts nothing.
  public static let dragPostsNothing = SimulatedIOSFact(
    id: "drag-posts-nothing", grade: .reported,
    source: "software-mansion/react-native-reanimated PR #5730 (interactive dismissal followed "
      + "by KVO on the keyboard view, no notification during the drag)",
    value: "during an interactive dismissal only KVO (and the layout guide) move; no "
      + "notification", test: "SimulatedKeyboardTests/dragBeforeSettle()")

  /// Which frame the finger grabs.
  public static let dragGrab = SimulatedIOSFact(
    id: "drag-grab", grade: .estimated,
    source: "UIView.hitTest(_:with:) (Apple's documentation: hit-testing uses the views' "
      + "bounds, the model values); kirillzyusko/react-native-keyboard-controller PR #1608 "
      + "(UIKit moves the keyboard interactively while it is still opening)",
    value: "the finger grabs the keyboard once it is below its model frame's top; the "
      + "keyboard's animations are removed and its top follows the finger",
    variants: ["grab-presentation-frame"],
    test: "SimulatedIOSFactTests/fingerGrabsByModelFrame()")

  /// Where a release dismisses.
  public static let dragRelease = SimulatedIOSFact(
    id: "drag-release", grade: .estimated, source: "none published",
    value: "released in the lower half, or flicked down faster than 300 pt/s, the keyboard "
      + "hides; otherwise it returns", values: [300],
    test: "SimulatedIOSFactTests/releaseDismissesFromLowerHalfOrFlick()")

  /// The return after a cancelled drag.
  public static let springBackCurve = SimulatedIOSFact(
    id: "spring-back-curve", grade: .reported,
    source: "kirillzyusko/react-native-keyboard-controller PR #515 \"feat: timing animation\" "
      + "(the return after an interactive dismissal is a CABasicAnimation, fitted to values "
      + "produced by iOS; its test: easeInEaseOut, 0.14518900 s from 122 to 291 pt = "
      + "0.25 s × 169 / 291)",
    value: "a CABasicAnimation, easeInEaseOut, lasting 0.25 s × the distance back ÷ the "
      + "keyboard's height (its host view's, an input accessory included); no notification, KVO "
      + "reports the resting frame",
    values: [0.25], variants: ["spring-back-spring"],
    test: "SimulatedIOSFactTests/cancelledDragReturnsOnATimingCurve()")

  /// Third-party keyboards' bursts.
  public static let thirdPartyBurst = SimulatedIOSFact(
    id: "third-party-burst", grade: .reported,
    source: "\"Keyboard on iOS\" (rultech.wordpress.com, 2014: several WillShow for one "
      + "appearance); heights 0 → 216 → 259 as reported there",
    value: "WillShow at 0 pt, at the plain height after 0.05 s, at its own height after 0.35 s, "
      + "then once more unchanged; a dismiss abandons the burst",
    values: [0.05, 0.35], test: "SystemKeyboardTests/thirdPartyBurst()")

  /// Rotation bursts.
  public static let rotationBursts = SimulatedIOSFact(
    id: "rotation-bursts", grade: .measured,
    source: "Apple Developer Forums thread 5706 (backtraces: iOS 8.3 posts willHide/willShow "
      + "twice on rotation, iOS 7.1 once; performWithoutAnimation)",
    value: "a rotation posts hide + show pairs without animation, once or twice",
    values: [1, 2], test: "SystemKeyboardTests/rotationBurst()")

  /// iPad's floating keyboard.
  public static let floatingZeroFrame = SimulatedIOSFact(
    id: "floating-zero-frame", grade: .reported,
    source: "\"Adjusting Your Layout with Keyboard Layout Guide\", WWDC 2021 session 10259 "
      + "(https://developer.apple.com/videos/play/wwdc2021/10259/): notifications do not "
      + "describe the floating keyboard",
    value: "a floating keyboard is posted with the end frame CGRect.zero",
    test: "SystemKeyboardTests/floatingZeroFrames()")

  /// Hardware keyboard bar.
  public static let hardwareBar = SimulatedIOSFact(
    id: "hardware-bar", grade: .reported,
    source: "IQKeyboardManager and InputBarAccessoryView issues on the iPad shortcut bar "
      + "(the full-height frame placed mostly offscreen)",
    value: "with a hardware keyboard the full-height frame is posted mostly offscreen; 55 pt "
      + "visible on iPad", values: [55], test: "SystemKeyboardTests/hardwareKeyboardFrame()")

  /// Display link rates.
  public static let displayRates = SimulatedIOSFact(
    id: "display-rates", grade: .documented,
    source: "CADisplayLink; \"Optimizing ProMotion refresh rates for iPhone 13 Pro and iPad "
      + "Pro\" (Apple's documentation)",
    value: "frames at 60 Hz, or 120 Hz on ProMotion displays", values: [60, 120],
    test: "CoreAnimationTests/displayLink()")

  /// Reduce Motion.
  public static let crossFade = SimulatedIOSFact(
    id: "cross-fade", grade: .reported,
    source: "react-native-keyboard-controller ios/extensions/UIView.swift frameTransitionInWindow "
      + "(\"when cross fade transitions enabled, then keyboard changes its opacity\")",
    value: "with Reduce Motion and Prefer Cross-Fade Transitions the keyboard fades at its end "
      + "frame over the posted duration",
    test: "ScenarioSystemEventsTests/crossFadeMetrics()")

  /// An installed input accessory view that changes height.
  public static let accessoryResize = SimulatedIOSFact(
    id: "accessory-resize", grade: .reported,
    source: "wix/react-native-keyboard-tracking-view ObservingInputAccessoryView (a "
      + "flexible-height accessory resized by invalidateIntrinsicContentSize() while shown, its "
      + "host's center observed by KVO); MessageKit maintainPositionOnKeyboardFrameChanged "
      + "(\"when the height of the MessageInputBar changes\", handled in its keyboard-frame "
      + "observer); ruslanskorb/RSKGrowingTextView issue 15 (reloadInputViews() resizes a "
      + "frame-sized accessory); against: MessageKit issue 744 (no UIKeyboardWillChangeFrame "
      + "after an accessory's frame change)",
    value: "the keyboard's frame grows by the accessory's change at once, its keys in place; KVO "
      + "reports it and WillChangeFrame → WillShow are posted with duration 0 (none during a "
      + "drag)",
    values: [0], variants: ["accessory-resize-silent"],
    test: "SimulatedIOSFactTests/accessoryResizeGrowsTheKeyboardFrame()")
}
