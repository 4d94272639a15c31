import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

/// Every quirk of the keyboard model, each naming where it was observed.
@Suite("Simulated system keyboard")
struct SystemKeyboardTests {
  static let phone = DeviceCatalogue.device(named: "iphone-x")!
  static let pad = DeviceCatalogue.device(named: "ipad")!

  /// Drains and decodes what the keyboard posted up to `time`.
  static func drain(_ keyboard: inout SystemKeyboard, upTo time: TimeInterval) throws
    -> (events: [KeyboardEvent], hostFrames: [CGRect])
  {
    var events: [KeyboardEvent] = []
    var hostFrames: [CGRect] = []
    for output in keyboard.drainOutputs(upTo: time) {
      switch output {
      case .notification(let posted): events.append(try posted.decoded())
      case .hostFrame(let frame, _): hostFrames.append(frame)
      case .layoutChange: break
      }
    }
    return (events, hostFrames)
  }

  static func shown(_ device: Device = phone) throws -> SystemKeyboard {
    var keyboard = SystemKeyboard(device: device, orientation: .portrait)
    try keyboard.focus(at: 0)
    _ = try drain(&keyboard, upTo: 5)
    return keyboard
  }

  /// The show order ("Keyboard on iOS", RulTech, https://www.rultech.com/keyboard-on-ios/) and
  /// 0.25 s with curve 7 (Stack Overflow question 19482573).
  @Test("show posts WillChangeFrame → WillShow at once, DidChangeFrame → DidShow at the end")
  func showOrder() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    try keyboard.focus(at: 1)
    let wills = try Self.drain(&keyboard, upTo: 1)
    #expect(wills.events.map(\.kind) == [.willChangeFrame, .willShow])
    #expect(wills.events.allSatisfy { $0.duration == 0.25 && $0.curve == .keyboard })
    #expect(wills.events.allSatisfy { $0.isLocal == true && $0.time == 1 })
    let end = try #require(keyboard.nextDueTime)
    // The did-notifications come when Core Animation removes the spring: its settling duration.
    #expect(abs(end - (1 + SpringAnimation.keyboard.settlingDuration)) < 1e-9)
    #expect(try Self.drain(&keyboard, upTo: end - 0.001).events.isEmpty)
    let dids = try Self.drain(&keyboard, upTo: end)
    #expect(dids.events.map(\.kind) == [.didChangeFrame, .didShow])
    #expect(dids.events.allSatisfy { $0.time == end })
  }

  /// The hide order ("Keyboard on iOS", RulTech).
  @Test("hide posts WillChangeFrame → WillHide, then DidChangeFrame → DidHide, ending offscreen")
  func hideOrder() throws {
    var keyboard = try Self.shown()
    try keyboard.dismiss(at: 2)
    let wills = try Self.drain(&keyboard, upTo: 2)
    #expect(wills.events.map(\.kind) == [.willChangeFrame, .willHide])
    #expect(wills.events[0].endFrame == CGRect(x: 0, y: 812, width: 375, height: 336))
    let dids = try Self.drain(&keyboard, upTo: 10)
    #expect(dids.events.map(\.kind) == [.didChangeFrame, .didHide])
  }

  /// Curve 7 for 0 → 336 pt as react-native-keyboard-controller's closed-form spring gives it
  /// (0.08 s → 144.11, 0.25 s → 316.52), and KVO, which reads the model layer, jumps once to the
  /// end value when the animation is committed (“A Stickler for Details”; Core Animation's model
  /// and presentation layers, Apple's "Core Animation Programming Guide").
  @Test("the visible keyboard follows curve 7 while KVO jumps once to the end frame")
  func visibleFollowsSpringKVOJumps() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    try keyboard.focus(at: 0)
    let posted = try Self.drain(&keyboard, upTo: 0)
    #expect(posted.hostFrames == [CGRect(x: 0, y: 476, width: 375, height: 336)])
    #expect(abs((812 - keyboard.visibleFrame(at: 0.08).minY) - 144.11) < 0.05)
    #expect(abs((812 - keyboard.visibleFrame(at: 0.25).minY) - 316.52) < 0.05)
    #expect(keyboard.modelFrame == CGRect(x: 0, y: 476, width: 375, height: 336))
  }

  /// Interactive dismissal: no frame notifications during the drag, and the accessory's
  /// superview frame changes with the finger (“A Stickler for Details”).
  @Test("an interactive drag posts no notification and a KVO value per finger move")
  func dragPostsKVOOnly() throws {
    var keyboard = try Self.shown()
    for (index, y) in [500.0, 540, 580, 620].enumerated() {
      try keyboard.fingerMoved(to: y, at: 5 + Double(index) / 60)
    }
    let posted = try Self.drain(&keyboard, upTo: 6)
    #expect(posted.events.isEmpty)
    #expect(posted.hostFrames.map(\.minY) == [500, 540, 580, 620])
    #expect(keyboard.visibleFrame(at: 6).minY == 620)
  }

  /// The keyboard hides when the finger lifts low (`UIScrollView.KeyboardDismissMode.interactive`);
  /// the agreed model: begin = frame at release.
  @Test("releasing in the lower half hides from the released frame along curve 7")
  func releaseLowerHalfHides() throws {
    var keyboard = try Self.shown()
    try keyboard.fingerMoved(to: 700, at: 5)
    _ = try Self.drain(&keyboard, upTo: 5)
    let dismissed = keyboard.fingerLifted(velocity: 0, at: 5.1)
    #expect(dismissed)
    let posted = try Self.drain(&keyboard, upTo: 5.1)
    #expect(posted.events.map(\.kind) == [.willChangeFrame, .willHide])
    #expect(posted.events[0].beginFrame?.minY == 700)
    #expect(posted.events[0].curve == .keyboard && posted.events[0].duration == 0.25)
    #expect(posted.hostFrames.map(\.minY) == [812])
  }

  /// A snap back posts nothing (the model's assumption; no public source describes it).
  @Test("releasing in the upper half or flicking up springs back with no notification")
  func releaseUpperHalfSnapsBack() throws {
    for (y, velocity) in [(520.0, 0.0), (700, -400)] {
      var keyboard = try Self.shown()
      try keyboard.fingerMoved(to: CGFloat(y), at: 5)
      _ = try Self.drain(&keyboard, upTo: 5)
      let dismissed = keyboard.fingerLifted(velocity: CGFloat(velocity), at: 5.1)
      #expect(!dismissed)
      let posted = try Self.drain(&keyboard, upTo: 9)
      #expect(posted.events.isEmpty)
      #expect(posted.hostFrames.map(\.minY) == [476])
      #expect(keyboard.visibleFrame(at: 5.1).minY == CGFloat(y))
      #expect(keyboard.visibleFrame(at: 9).minY == 476)
    }
  }

  /// Third-party keyboards post several WillShow in a row (michaeltyson/TPKeyboardAvoiding #130
  /// and PR #149, ionic-team/cordova-plugin-ionic-keyboard #13; 259 pt is the model's estimate).
  @Test("a third-party keyboard posts WillShow at 0, 216 and 259 pt, then a duplicate")
  func thirdPartyBurst() throws {
    let device = DeviceCatalogue.device(named: "iphone-se")!
    var keyboard = SystemKeyboard(device: device, orientation: .portrait)
    try keyboard.focus(content: .thirdParty, at: 0)
    try keyboard.thirdPartyStep(1, at: 0.05)
    try keyboard.thirdPartyStep(2, at: 0.35)
    keyboard.repeatWillShow(at: 0.45)
    let posted = try Self.drain(&keyboard, upTo: 0.45)
    let willShows = posted.events.filter { $0.kind == .willShow }
    #expect(willShows.map(\.endFrame.height) == [0, 216, 259, 259])
    #expect(!posted.events.contains { $0.kind == .didShow })
  }

  /// Rotation bursts: hide + show pairs, sometimes twice, without animation (Apple Developer
  /// Forums thread 5706; "Keyboard Schmeeboard", apontious.com).
  @Test("rotation posts hide + show pairs with duration 0, twice when asked")
  func rotationBurst() throws {
    var keyboard = try Self.shown()
    keyboard.rotationBursts = 2
    try keyboard.rotate(to: .landscape, at: 3)
    let posted = try Self.drain(&keyboard, upTo: 3)
    let kinds = posted.events.compactMap(\.kind)
    #expect(kinds.filter { $0 == .willHide }.count == 2)
    #expect(kinds.filter { $0 == .willShow }.count == 2)
    #expect(posted.events.allSatisfy { $0.duration == 0 })
    let height = Self.phone.landscapeKeyboard.predictive
    let landscape = CGRect(x: 0, y: 375 - height, width: 812, height: height)
    #expect(posted.events.last?.endFrame == landscape)
    #expect(posted.hostFrames == [landscape])
    #expect(keyboard.visibleFrame(at: 3) == landscape)
  }

  /// The iPad floating keyboard posts no show or hide (MisterJimson/flutter_keyboard_visibility
  /// PR #162); the zero end frame while dragged is the model's assumption (no public source found).
  @Test("a floating keyboard posts zero end frames, without WillHide, and no KVO")
  func floatingZeroFrames() throws {
    var keyboard = try Self.shown(Self.pad)
    try keyboard.float(at: CGPoint(x: 100, y: 300), time: 2)
    try keyboard.moveFloating(to: CGPoint(x: 150, y: 350), at: 2.1)
    let posted = try Self.drain(&keyboard, upTo: 2.1)
    let wills = posted.events.filter { $0.kind?.isWill == true }
    #expect(!wills.isEmpty)
    #expect(wills.allSatisfy { $0.endFrame == .zero })
    #expect(!posted.events.contains { $0.kind == .willHide })
    #expect(posted.hostFrames.isEmpty)
    #expect(keyboard.floatingFrame?.origin == CGPoint(x: 150, y: 350))
  }

  /// WillHide on undock may be missing ("The iPad Split-Keyboard and (Missing) Notifications",
  /// themainthread.com).
  @Test("undocking posts WillHide with the raised frame, or not at all when it is missing")
  func undockWillHide() throws {
    for postsWillHide in [true, false] {
      var keyboard = try Self.shown(Self.pad)
      try keyboard.undock(postsWillHide: postsWillHide, at: 2)
      let posted = try Self.drain(&keyboard, upTo: 2)
      #expect(posted.events.contains { $0.kind == .willHide } == postsWillHide)
      #expect(posted.events[0].endFrame.maxY == 1024 - DeviceCatalogue.undockLift)
    }
  }

  /// Hardware keyboard (iOS 9+): WillShow with the full-height frame placed mostly offscreen, 55 pt
  /// visible (Stack Overflow question 32319697).
  @Test("a hardware keyboard leaves a full-height frame with 55 pt visible")
  func hardwareKeyboardFrame() throws {
    var keyboard = SystemKeyboard(device: Self.pad, orientation: .portrait)
    try keyboard.connectHardwareKeyboard(at: 0)
    try keyboard.focus(at: 1)
    let posted = try Self.drain(&keyboard, upTo: 1)
    let willShow = try #require(posted.events.first { $0.kind == .willShow })
    #expect(willShow.endFrame == CGRect(x: 0, y: 1024 - 55, width: 768, height: 313))
  }

  /// Duration 0 for some height changes (Stack Overflow question 1419221); 0.4 s during a modal
  /// presentation is the model's estimate (no public source found).
  @Test("the emoji switch posts duration 0 and moves at once; a modal focus posts 0.4 s")
  func zeroAndModalDurations() throws {
    var keyboard = SystemKeyboard(
      device: Self.phone, orientation: .portrait, isPredictiveOn: false)
    try keyboard.focus(duration: SystemKeyboard.modalPresentationDuration, at: 0)
    let focused = try Self.drain(&keyboard, upTo: 0).events
    #expect(focused.map(\.kind) == [.willChangeFrame, .willShow])
    #expect(focused.allSatisfy { $0.duration == 0.4 })
    _ = try Self.drain(&keyboard, upTo: 5)
    try keyboard.setEmoji(true, at: 5)
    let posted = try Self.drain(&keyboard, upTo: 5)
    let wills = posted.events.filter { $0.kind?.isWill == true }
    #expect(!wills.isEmpty)
    #expect(wills.allSatisfy { $0.duration == 0 })
    #expect(keyboard.visibleFrame(at: 5).height == Self.phone.portraitKeyboard.emoji)
  }

  /// Key values: NSValue of CGRect, NSNumber duration, curve and isLocal, raw key strings equal to
  /// the constant names (Apple's "Keyboard notification user info keys" documentation).
  @Test("notifications carry UIKit's raw keys with NSValue and NSNumber values")
  func userInfoTypes() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    try keyboard.focus(at: 0)
    guard case .notification(let posted) = keyboard.drainOutputs(upTo: 0).first else {
      Issue.record("no notification")
      return
    }
    let info = posted.userInfo
    #expect(info[AnyHashable("UIKeyboardFrameEndUserInfoKey")] is NSValue)
    #expect(info[AnyHashable("UIKeyboardAnimationDurationUserInfoKey")] is NSNumber)
    #expect(info[AnyHashable("UIKeyboardAnimationCurveUserInfoKey")] as? NSNumber == 7)
    #expect(info[AnyHashable("UIKeyboardIsLocalUserInfoKey")] is NSNumber)
  }

  /// UIKit adds an animation only for a property whose value changes: a duration-0 change to
  /// the frame the keyboard is already animating to leaves the running spring alone (found by
  /// the random-script test: focus and an emoji switch of the same height at one instant).
  @Test("a change to the frame already being animated to keeps the running animation")
  func sameFrameKeepsAnimation() throws {
    let device = DeviceCatalogue.device(named: "iphone-se")!
    var keyboard = SystemKeyboard(device: device, orientation: .portrait)
    try keyboard.focus(at: 0)
    try keyboard.setEmoji(true, at: 0)  // the emoji keyboard is as tall as the predictive one
    let posted = try Self.drain(&keyboard, upTo: 0)
    #expect(posted.events.filter { $0.kind?.isWill == true }.count == 4)
    #expect(abs((667 - keyboard.visibleFrame(at: 0.08).minY) - 260 * 144.11 / 336) < 0.05)
    #expect(keyboard.nextDueTime ?? 0 > 0.5)
  }
}
