import Foundation
import Testing

@testable import KeyboardDockSimulatedIOS

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the simulated iOS does when the user swipes back, leaves the app, turns on Reduce
/// Motion, gets AutoFill suggestions, dictates or switches the keyboard's language; each fact
/// with the public source it cites.
@Suite("Simulated iOS: navigation, app life cycle, accessibility, AutoFill, dictation, language")
struct SystemEventsKeyboardTests {
  static let phone = DeviceCatalogue.device(named: "iphone-x")!
  static let pad = DeviceCatalogue.device(named: "ipad")!

  static func shown(
    on device: Device = phone, profile: IOSProfile = .ios18, at time: TimeInterval = 0
  ) throws -> SystemKeyboard {
    var keyboard = SystemKeyboard(device: device, orientation: .portrait, profile: profile)
    keyboard.eventOrder = .notificationFirst
    try keyboard.focus(at: time)
    _ = keyboard.drainOutputs(upTo: time + 2)
    return keyboard
  }

  static func names(_ outputs: [SystemKeyboardOutput]) -> [String] {
    outputs.compactMap {
      guard case .notification(let posted) = $0 else { return nil }
      return posted.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
        .replacingOccurrences(of: "Notification", with: "")
    }
  }

  static func notifications(_ outputs: [SystemKeyboardOutput]) -> [PostedNotification] {
    outputs.compactMap { if case .notification(let posted) = $0 { posted } else { nil } }
  }

  static func endFrame(_ posted: PostedNotification) -> CGRect {
    IOSAppObservations.rect(posted.userInfo[KeyboardUserInfo.frameEnd]) ?? .null
  }

  // MARK: - Swipe back

  /// nathantannar4/InputBarAccessoryView #282: the keyboard stays during the swipe.
  @Test("during a swipe back the keyboard stays and nothing is posted; cancelled, it stays")
  func swipeBackCancelled() throws {
    var keyboard = try Self.shown()
    let frame = keyboard.presentationFrame(at: 2)
    try keyboard.beginSwipeBack(at: 2)
    #expect(keyboard.drainOutputs(upTo: 2.2).isEmpty)
    #expect(keyboard.presentationFrame(at: 2.2) == frame)
    try keyboard.endSwipeBack(completed: false, at: 2.3)
    #expect(keyboard.drainOutputs(upTo: 3).isEmpty)
    #expect(keyboard.mode == .docked && keyboard.presentationFrame(at: 3) == frame)
  }

  @Test("a completed swipe back hides the keyboard when the transition completes")
  func swipeBackCompleted() throws {
    var keyboard = try Self.shown()
    try keyboard.beginSwipeBack(at: 2)
    try keyboard.endSwipeBack(completed: true, at: 2.35)
    let outputs = keyboard.drainOutputs(upTo: 2.35)
    #expect(Self.names(outputs) == ["WillChangeFrame", "WillHide"])
    #expect(Self.notifications(outputs).allSatisfy { $0.time == 2.35 })
    #expect(keyboard.mode == .hidden)
    #expect(keyboard.presentationFrame(at: 4).minY == Self.phone.screenBounds(.portrait).maxY)
  }

  @Test("a swipe back without a shown keyboard, twice, or ended unbegun cannot happen")
  func swipeBackRefused() throws {
    var hidden = SystemKeyboard(device: Self.phone, orientation: .portrait)
    #expect(throws: ImpossibleAction.self) { try hidden.beginSwipeBack(at: 0) }
    var keyboard = try Self.shown()
    #expect(throws: ImpossibleAction.self) { try keyboard.endSwipeBack(completed: true, at: 2) }
    try keyboard.beginSwipeBack(at: 2)
    #expect(throws: ImpossibleAction.self) { try keyboard.beginSwipeBack(at: 2.1) }
  }

  // MARK: - Background

  @Test("leaving the app hides its keyboard at once; returning shows it again, animated")
  func backgroundForeground() throws {
    var keyboard = try Self.shown()
    try keyboard.focusSecondField(type: .secure, at: 2)
    _ = keyboard.drainOutputs(upTo: 3)
    let secureHeight = keyboard.modelFrame.height
    try keyboard.enterBackground(at: 3)
    let away = keyboard.drainOutputs(upTo: 3)
    #expect(Self.names(away) == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
    let duration = Self.notifications(away).first?.userInfo[KeyboardUserInfo.animationDuration]
    #expect((duration as? NSNumber)?.doubleValue == 0)
    #expect(keyboard.presentationFrame(at: 3).minY == Self.phone.screenBounds(.portrait).maxY)
    try keyboard.enterForeground(at: 4)
    let back = keyboard.drainOutputs(upTo: 4)
    #expect(Self.names(back) == ["WillChangeFrame", "WillShow"])
    let posted = Self.notifications(back)[1]
    #expect((posted.userInfo[KeyboardUserInfo.animationDuration] as? NSNumber)?.doubleValue == 0.25)
    // The secure field kept first responder: its keyboard (no predictive strip) comes back.
    #expect(Self.endFrame(posted).height == secureHeight)
    #expect(keyboard.presentationFrame(at: 4.05).minY > Self.endFrame(posted).minY)
  }

  @Test("background twice, or foreground without background, cannot happen")
  func backgroundRefused() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    #expect(throws: ImpossibleAction.self) { try keyboard.enterForeground(at: 0) }
    try keyboard.enterBackground(at: 0)
    #expect(keyboard.drainOutputs(upTo: 0).isEmpty)
    #expect(throws: ImpossibleAction.self) { try keyboard.enterBackground(at: 1) }
    try keyboard.enterForeground(at: 1)
    #expect(keyboard.drainOutputs(upTo: 2).isEmpty)
  }

  // MARK: - Reduce Motion

  /// react-native-keyboard-controller `frameTransitionInWindow`: the keyboard animates its
  /// opacity, not its position.
  @Test("with cross-fades the keyboard appears in place and fades; notifications unchanged")
  func crossFade() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    try keyboard.setCrossFadeTransitions(true, at: 0)
    try keyboard.focus(at: 1)
    let outputs = keyboard.drainOutputs(upTo: 1)
    let will = try #require(Self.notifications(outputs).last)
    let end = Self.endFrame(will)
    #expect((will.userInfo[KeyboardUserInfo.animationDuration] as? NSNumber)?.doubleValue == 0.25)
    #expect((will.userInfo[KeyboardUserInfo.animationCurve] as? NSNumber)?.intValue == 7)
    #expect(keyboard.presentationFrame(at: 1) == end)
    let fade = try #require(keyboard.crossFadeState(at: 1.125))
    #expect(abs(fade.opacity(at: 1.125) - 0.5) < 1e-9)
    #expect(fade.incoming == end && fade.outgoing.minY == Self.phone.screenBounds(.portrait).maxY)
    #expect(keyboard.crossFadeState(at: 1.25) == nil)
    #expect(Self.names(keyboard.drainOutputs(upTo: 1.25)) == ["DidChangeFrame", "DidShow"])
    try keyboard.dismiss(at: 2)
    #expect(keyboard.presentationFrame(at: 2).minY == Self.phone.screenBounds(.portrait).maxY)
    #expect(keyboard.crossFadeState(at: 2.1)?.outgoing == end)
    #expect(throws: ImpossibleAction.self) { try keyboard.setCrossFadeTransitions(true, at: 3) }
  }

  // MARK: - AutoFill, dictation, language

  @Test("the AutoFill strip grows a secure field's keyboard by the predictive strip's height")
  func autofill() throws {
    var keyboard = try Self.shown()
    #expect(throws: ImpossibleAction.self) { try keyboard.setAutofillBar(true, at: 2) }
    #expect(!keyboard.isAutofillBarShown)
    try keyboard.focusSecondField(type: .secure, at: 2)
    _ = keyboard.drainOutputs(upTo: 3)
    let before = keyboard.modelFrame
    try keyboard.setAutofillBar(true, at: 3)
    let heights = Self.phone.keyboard(.portrait)
    #expect(Self.names(keyboard.drainOutputs(upTo: 3)) == ["WillChangeFrame", "WillShow"])
    #expect(keyboard.modelFrame.height == before.height + heights.predictive - heights.plain)
    #expect(keyboard.autofillStripHeight == heights.predictive - heights.plain)
    try keyboard.dismiss(at: 4)
    #expect(!keyboard.isAutofillBarShown)
  }

  @Test("dictation hides the suggestion strip while it runs and brings it back")
  func dictation() throws {
    var keyboard = try Self.shown()
    let heights = Self.phone.keyboard(.portrait)
    try keyboard.setDictation(true, at: 2)
    #expect(Self.names(keyboard.drainOutputs(upTo: 2)) == ["WillChangeFrame", "WillShow"])
    #expect(keyboard.modelFrame.height == heights.plain)
    #expect(throws: ImpossibleAction.self) { try keyboard.setDictation(true, at: 3) }
    try keyboard.setDictation(false, at: 3)
    #expect(keyboard.modelFrame.height == heights.predictive)
  }

  /// KeyboardKit/KeyboardKit #1006.
  @Test("on iOS 26.0 the Swedish phone keyboard is shorter; on 18 a switch reposts the frame")
  func language() throws {
    var ios26 = try Self.shown(profile: .ios26dot0)
    let english = ios26.modelFrame.height
    try ios26.setLanguage(.swedish, at: 2)
    #expect(Self.names(ios26.drainOutputs(upTo: 2)) == ["WillChangeFrame", "WillShow"])
    #expect(ios26.modelFrame.height == english - 8)
    #expect(IOSProfile.ios26dot0.quirks.contains { $0.source.contains("KeyboardKit #1006") })
    #expect(IOSProfile.ios26dot2.keyboardHeightChange(for: .swedish) == 0)
    var ios18 = try Self.shown(profile: .ios18)
    let before = ios18.modelFrame
    try ios18.setLanguage(.swedish, at: 2)
    #expect(Self.names(ios18.drainOutputs(upTo: 2)) == ["WillChangeFrame", "WillShow"])
    #expect(ios18.modelFrame == before)
    #expect(throws: ImpossibleAction.self) { try ios18.setLanguage(.swedish, at: 3) }
  }

  // MARK: - What an app observes on iOS 26

  /// mozilla-mobile/firefox-ios PR #30146.
  @Test("on iOS 26 the end frame leaves the AutoFill strip out; KVO and iOS 18 do not")
  func autofillEndFrameQuirk() throws {
    #expect(
      IOSProfile.ios26dot2.quirks.contains {
        $0.kind == .autofillBarMissingFromEndFrame && $0.source.contains("firefox-ios PR #30146")
      })
    for profile in [IOSProfile.ios18, .ios26dot2] {
      var keyboard = try Self.shown(profile: profile)
      try keyboard.focusSecondField(type: .secure, at: 2)
      _ = keyboard.drainOutputs(upTo: 3)
      try keyboard.setAutofillBar(true, at: 3)
      let screen = Self.phone.screenBounds(.portrait)
      var observations = IOSAppObservations(profile: profile, hasInputAccessory: false)
      let seen = observations.filter(
        keyboard.drainOutputs(upTo: 3), keyboard: keyboard,
        scene: SceneGeometry(windowFrame: screen, viewFrame: screen, safeArea: .zero))
      let end = Self.endFrame(try #require(Self.notifications(seen).last))
      let strip = profile == .ios18 ? 0 : keyboard.autofillStripHeight
      #expect(end.minY == keyboard.modelFrame.minY + strip, "\(profile)")
    }
  }

  /// react-native-keyboard-controller PR #1068.
  @Test("a toolbar accessory is in the keyboard's frame; iOS 26.0's guide drags without it")
  func toolbarAccessoryDrag() throws {
    var keyboard = SystemKeyboard(
      device: IOSProfile.ios26dot0.device(Self.phone), orientation: .portrait,
      profile: .ios26dot0)
    keyboard.accessoryToolbarHeight = 44
    try keyboard.focus(at: 0)
    _ = keyboard.drainOutputs(upTo: 2)
    let heights = Self.phone.keyboard(.portrait)
    #expect(keyboard.modelFrame.height == heights.predictive + 9 + 44)
    let resting = keyboard.modelFrame
    try keyboard.fingerMoved(to: resting.minY + 5, at: 2)
    try keyboard.fingerMoved(to: resting.minY + 60, at: 2.02)
    var observations = IOSAppObservations(profile: .ios26dot0, hasInputAccessory: false)
    let screen = Self.phone.screenBounds(.portrait)
    let seen = observations.filter(
      keyboard.drainOutputs(upTo: 2.02), keyboard: keyboard,
      scene: SceneGeometry(windowFrame: screen, viewFrame: screen, safeArea: .zero))
    let guide = seen.compactMap { if case .layoutChange(let change) = $0 { change } else { nil } }
    #expect(guide.last?.frame.minY == resting.minY + 60 + 44)
  }
}
