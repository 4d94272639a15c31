import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A cross-fade of the keyboard (Reduce Motion with Prefer Cross-Fade Transitions): the old
/// keyboard fades out where it was while the new one fades in at its end frame.
public struct CrossFade: Sendable, Equatable {
  /// When the fade began, in seconds.
  public var start: TimeInterval
  /// How long it lasts, in seconds.
  public var duration: TimeInterval
  /// The frame the keyboard fades out from (what the user saw when the fade began).
  public var outgoing: CGRect
  /// The frame the keyboard fades in at: its end frame.
  public var incoming: CGRect

  /// The incoming keyboard's opacity at `time`: 0 at the start, 1 at the end (linear; the
  /// fade's curve is not published, an estimate).
  public func opacity(at time: TimeInterval) -> Double {
    guard duration > 0 else { return 1 }
    return min(1, max(0, (time - start) / duration))
  }

  /// Whether the fade is still running at `time`.
  public func isRunning(at time: TimeInterval) -> Bool { time >= start && time < start + duration }
}

/// The language of the system keyboard, as far as it changes the keyboard's height.
///
/// On iOS 26 the English keyboard was taller than the Swedish one until Apple shortened the
/// English rows in a later 26.x (KeyboardKit/KeyboardKit #1006, maintainer's comments of
/// 2026-02-02/03); the heights per version are in ``IOSProfile`` (``IOSProfile/Quirk/Kind/languageHeight(language:by:)``).
public enum KeyboardLanguage: String, Sendable, Hashable, CaseIterable {
  /// English (the device catalogue's heights).
  case english = "en"
  /// Swedish.
  case swedish = "sv"
}

extension SystemKeyboard {
  /// Turns Reduce Motion's Prefer Cross-Fade Transitions on or off
  /// (`UIAccessibility.prefersCrossFadeTransitions`, iOS 14: "whether the Reduce Motion and
  /// Prefer Cross-Fade Transitions settings are both enabled", Apple's documentation).
  ///
  /// While it is on, every animated keyboard change is a cross-fade (``crossFade``): the frame
  /// is at its end at once, KVO reports it at once as before, and the notifications post the
  /// same duration and curve as without it (an estimate: no source says they change). Nothing
  /// is posted for the setting itself; an app hears of it from UIKit's
  /// `prefersCrossFadeTransitionsStatusDidChange` notification.
  ///
  /// - Throws: ``ImpossibleAction`` when the setting already has that value.
  public mutating func setCrossFadeTransitions(_ isOn: Bool, at time: TimeInterval)
    throws(ImpossibleAction)
  {
    guard prefersCrossFadeTransitions != isOn else {
      throw ImpossibleAction("reduce-motion", "Reduce Motion is already \(isOn ? "on" : "off")")
    }
    prefersCrossFadeTransitions = isOn
  }

  /// What the user sees of a cross-fade at `time`: the frame fading out and the incoming
  /// keyboard's opacity, or `nil` when no fade runs.
  public func crossFadeState(at time: TimeInterval) -> CrossFade? {
    guard let crossFade, crossFade.isRunning(at: time) else { return nil }
    return crossFade
  }

  /// The app goes to the background (the Home gesture, the app switcher) with its text field
  /// first responder.
  ///
  /// The field stays first responder: on return the keyboard is back over the app without the
  /// user tapping the field (mozilla-mobile/focus-ios #1096 "the keyboard remains active over
  /// the splash view"; Block-Equity/stellar-ios-wallet #162 "bringing the application into the
  /// foreground shows the keyboard"). While the app is away its keyboard is hidden and the app
  /// is told so: WillChangeFrame → WillHide, then DidChangeFrame → DidHide, posted with duration
  /// 0 because nothing of the app is on screen to animate (an estimate: the order follows the
  /// keyboard's usual hide; that it is unanimated is not published). Another app's keyboard
  /// (iPad) is left alone.
  ///
  /// - Throws: ``ImpossibleAction`` when the app is already in the background, or a finger is
  ///   dragging the keyboard or swiping back.
  public mutating func enterBackground(at time: TimeInterval) throws(ImpossibleAction) {
    guard !isInBackground else {
      throw ImpossibleAction("background", "the app is already in the background")
    }
    guard !isDragged, !isSwipingBack else {
      throw ImpossibleAction(
        "background", "a finger is on the screen; lift it (\"finger-up\") before leaving the app")
    }
    isInBackground = true
    guard isLocal, mode != .hidden else {
      backgroundedKeyboard = nil
      return
    }
    backgroundedKeyboard = (content, keyboardType)
    mode = .hidden
    floatingFrame = nil
    resetInputState()
    animate(to: hiddenFrame, posting: [.willChangeFrame, .willHide], duration: 0, at: time)
  }

  /// The app returns to the foreground.
  ///
  /// If its field kept first responder, the keyboard shows again as it does on focus:
  /// WillChangeFrame → WillShow, sliding up with curve 7 over the usual 0.25 s, then the
  /// did-notifications (openradar 48608694: keyboard notifications reach an iPhone app on
  /// returning from the app switcher; irccloud/ios #164 "the view height is wrong when resuming
  /// the app with the keyboard visible"; that the keyboard slides in again rather than being in
  /// place is an estimate).
  ///
  /// - Throws: ``ImpossibleAction`` when the app is not in the background.
  public mutating func enterForeground(at time: TimeInterval) throws(ImpossibleAction) {
    guard isInBackground else {
      throw ImpossibleAction(
        "foreground", "the app is not in the background; add a \"background\" step first")
    }
    isInBackground = false
    guard let kept = backgroundedKeyboard else { return }
    backgroundedKeyboard = nil
    isLocal = true
    content = kept.content
    keyboardType = kept.type
    mode = isHardwareKeyboardConnected ? .hardwareBar : .docked
    animate(
      to: frame(for: mode, height: currentHeight), posting: [.willChangeFrame, .willShow],
      at: time)
  }

  /// The user starts the navigation controller's edge swipe back (the interactive pop) while
  /// this app's keyboard is shown.
  ///
  /// The keyboard stays where it is during the swipe and nothing is posted: the text field is
  /// still first responder until the transition completes (nathantannar4/InputBarAccessoryView
  /// #282: "keyboard stays as is" while the view is dragged right, "because the keyboard stays
  /// on the screen during the animation"; subconsciousnetwork/subconscious #105 and the Stack
  /// Overflow question it links, "Animate the keyboard in sync with the UIView while
  /// edge-swiping back in iOS 7": the keyboard does not follow the swipe by itself).
  ///
  /// - Throws: ``ImpossibleAction`` when no keyboard of this app is shown, a swipe is already
  ///   under way, or a finger is dragging the keyboard.
  public mutating func beginSwipeBack(at time: TimeInterval) throws(ImpossibleAction) {
    guard !isSwipingBack else {
      throw ImpossibleAction("swipe-back", "a swipe back is already under way")
    }
    guard isLocal, mode != .hidden else {
      throw ImpossibleAction(
        "swipe-back",
        "no keyboard of this app is shown; swiping back with the keyboard open needs a "
          + "\"focus\" first")
    }
    guard !isDragged else {
      throw ImpossibleAction(
        "swipe-back", "a finger is dragging the keyboard; lift it (\"finger-up\") first")
    }
    isSwipingBack = true
  }

  /// The swipe back ends: completed, the popped screen's text field leaves the window and
  /// resigns, and the keyboard hides as on dismiss (WillChangeFrame → WillHide, curve 7, 0.25 s;
  /// an estimate that the hide starts when the transition completes, as
  /// nathantannar4/InputBarAccessoryView #282 describes the keyboard staying during the
  /// swipe); cancelled, the screen stays, its field keeps first responder and nothing is posted
  /// (MixinNetwork/ios-app PR #225 "Fix keyboard got dismissed after swipe back is aborted" and
  /// GetStream/stream-chat-swiftui #247: the keyboard is lost after a cancelled swipe only when
  /// the app resigns the field itself).
  ///
  /// - Throws: ``ImpossibleAction`` when no swipe is under way, or the keyboard was taken
  ///   elsewhere during it (hidden, another app's).
  public mutating func endSwipeBack(completed: Bool, at time: TimeInterval)
    throws(ImpossibleAction)
  {
    guard isSwipingBack else {
      throw ImpossibleAction("swipe-back", "no swipe back is under way")
    }
    isSwipingBack = false
    guard completed else { return }
    guard isLocal, mode != .hidden else {
      throw ImpossibleAction(
        "swipe-back", "the keyboard was hidden or taken by another app during the swipe")
    }
    try dismiss(at: time)
  }

  /// The password AutoFill suggestion strip (saved credentials above the keys) appears or goes.
  ///
  /// It takes the place of the predictive strip, so it changes the keyboard's height only where
  /// that strip is not shown (a secure field on iPhone, or predictive text off): the keyboard
  /// grows by the predictive strip's height (an estimate: the strip's height is not published)
  /// with WillChangeFrame → WillShow, animated like the predictive strip. On iOS 26 the posted
  /// end frame may leave the strip out (``IOSProfile/Quirk/Kind/autofillBarMissingFromEndFrame``;
  /// mozilla-mobile/firefox-ios PR #30146).
  ///
  /// - Throws: ``ImpossibleAction`` when this app's system keyboard is not shown, the strip
  ///   already is (or is not), or the predictive strip is shown, so nothing would change.
  public mutating func setAutofillBar(_ isOn: Bool, at time: TimeInterval) throws(ImpossibleAction)
  {
    guard isLocal, mode != .hidden, content == .system else {
      throw ImpossibleAction("autofill", "this app's system keyboard is not shown")
    }
    guard isAutofillBarShown != isOn else {
      throw ImpossibleAction(
        "autofill", "the AutoFill suggestion strip is already \(isOn ? "shown" : "hidden")")
    }
    let before = currentHeight
    isAutofillBarShown = isOn
    guard currentHeight != before else {
      isAutofillBarShown.toggle()
      throw ImpossibleAction(
        "autofill",
        "the predictive strip is shown, and the suggestions appear in it without changing the "
          + "keyboard; use a \"secure\" field or turn predictive text off")
    }
    try changeHeight("autofill", duration: profile.postedDuration, at: time)
  }

  /// The user taps the dictation (microphone) key, or stops dictating.
  ///
  /// The keyboard's height changes while dictating (forcedotcom/ServiceSDK-iOS #10 "Wrong Keypad
  /// height for dictation", whose height changed between iOS 10 and 11; GetStream
  /// stream-chat-swift #2584: the height is not restored after dictation): WillChangeFrame →
  /// WillShow with the new frame, animated. How it changes on iOS 17 and later is an estimate:
  /// the suggestion strip goes while dictating, and comes back when it stops.
  ///
  /// - Throws: ``ImpossibleAction`` when this app's system keyboard is not shown, or dictation
  ///   is already in that state.
  public mutating func setDictation(_ isOn: Bool, at time: TimeInterval) throws(ImpossibleAction) {
    guard isLocal, mode != .hidden, content == .system else {
      throw ImpossibleAction("dictation", "this app's system keyboard is not shown")
    }
    guard isDictating != isOn else {
      throw ImpossibleAction("dictation", "dictation is already \(isOn ? "running" : "stopped")")
    }
    isDictating = isOn
    try changeHeight("dictation", duration: profile.postedDuration, at: time)
  }

  /// The user switches the keyboard's language (the globe key, or a setting while hidden).
  ///
  /// A shown system keyboard posts WillChangeFrame → WillShow with its frame in the new
  /// language, animated (KeyboardKit/KeyboardKit #1006: heights differ by language on iOS 26,
  /// "expect willChangeFrame on language switch"; the animation is an estimate); where the
  /// heights are equal the same frame is posted again. A hidden keyboard shows the language at
  /// its next show.
  ///
  /// - Throws: ``ImpossibleAction`` when the keyboard is already in that language.
  public mutating func setLanguage(_ next: KeyboardLanguage, at time: TimeInterval)
    throws(ImpossibleAction)
  {
    guard language != next else {
      throw ImpossibleAction("language", "the keyboard is already in \"\(next.rawValue)\"")
    }
    language = next
    guard isLocal, content == .system else { return }
    try changeHeight("language", duration: profile.postedDuration, at: time)
  }

  /// The height the AutoFill suggestion strip adds to the keyboard now, in points (0 when it
  /// is not shown, or dictation hides it).
  public var autofillStripHeight: CGFloat {
    guard isAutofillBarShown, !isDictating, content == .system, mode != .hidden else { return 0 }
    let heights = device.keyboard(orientation)
    return heights.predictive - heights.plain
  }

  /// Forgets the state of one first responder's keyboard (AutoFill strip, dictation), as a new
  /// field or a hide does.
  mutating func resetInputState() {
    isAutofillBarShown = false
    isDictating = false
  }
}
