import Foundation
import KeyboardDockSimulatedIOS
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The simulated system keyboard seen from outside, as an app sees it: raw notifications, KVO
/// values and layout-guide changes, in order.
@Suite("Simulated system keyboard (iOS module)")
struct SimulatedKeyboardTests {
  static let phone = DeviceCatalogue.device(named: "iphone-x")!
  static let pad = DeviceCatalogue.device(named: "ipad")!

  /// A short name per output: `N:WillShow`, `KVO`, `guide`.
  static func names(_ outputs: [SystemKeyboardOutput]) -> [String] {
    outputs.map {
      switch $0 {
      case .notification(let posted):
        "N:"
          + posted.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
          .replacingOccurrences(of: "Notification", with: "")
      case .hostFrame: "KVO"
      case .layoutChange: "guide"
      }
    }
  }

  /// The end frame of a posted notification.
  static func endFrame(_ posted: PostedNotification) -> CGRect {
    var rect = CGRect.zero
    (posted.userInfo[KeyboardUserInfo.frameEnd] as? NSValue)?.getValue(&rect)
    return rect
  }

  @Test("notification first: WillChangeFrame, WillShow, then KVO, then the layout guide")
  func notificationFirst() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    keyboard.eventOrder = .notificationFirst
    try keyboard.focus(at: 1)
    #expect(
      Self.names(keyboard.drainOutputs(upTo: 1)) == [
        "N:WillChangeFrame", "N:WillShow", "KVO", "guide",
      ])
  }

  @Test("KVO first: the host frame's callback comes before the notifications")
  func kvoFirst() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    keyboard.eventOrder = .kvoFirst
    try keyboard.focus(at: 1)
    #expect(
      Self.names(keyboard.drainOutputs(upTo: 1)) == [
        "KVO", "N:WillChangeFrame", "N:WillShow", "guide",
      ])
  }

  @Test("alternating: consecutive changes come in both orders")
  func alternating() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    keyboard.eventOrder = .alternating
    try keyboard.focus(at: 1)
    #expect(Self.names(keyboard.drainOutputs(upTo: 1)).first == "N:WillChangeFrame")
    _ = keyboard.drainOutputs(upTo: 3)
    try keyboard.dismiss(at: 3)
    #expect(Self.names(keyboard.drainOutputs(upTo: 3)).first == "KVO")
  }

  @Test("userInfo: UIKit's raw keys, NSValue frames, NSNumber duration, curve and isLocal")
  func userInfo() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    try keyboard.focus(at: 0)
    guard case .notification(let posted) = keyboard.drainOutputs(upTo: 0)[0] else {
      Issue.record("the first output is not a notification")
      return
    }
    #expect(Self.endFrame(posted) == CGRect(x: 0, y: 476, width: 375, height: 336))
    #expect((posted.userInfo[KeyboardUserInfo.animationDuration] as? NSNumber)?.doubleValue == 0.25)
    #expect((posted.userInfo[KeyboardUserInfo.animationCurve] as? NSNumber)?.intValue == 7)
    #expect((posted.userInfo[KeyboardUserInfo.isLocal] as? NSNumber)?.boolValue == true)
    let value = try #require(posted.userInfo[KeyboardUserInfo.frameBegin] as? NSValue)
    #expect(String(cString: value.objCType).hasPrefix("{CGRect"))
  }

  /// The first silent drop: a drag that started before the keyboard had settled did nothing.
  ///
  /// UIKit hit-tests model frames (fact `drag-grab`): the finger grabs the keyboard once it is
  /// below the model frame's top, even above what the user sees, and the keyboard jumps to it.
  @Test("a drag during the show animation grabs the keyboard once the finger is in its frame")
  func dragBeforeSettle() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    try keyboard.focus(at: 0)
    _ = keyboard.drainOutputs(upTo: 0)
    // At 0.1 s the keyboard shows about 55 % of its 336 pt: its top is near 627.
    let top = keyboard.presentationFrame(at: 0.1).minY
    #expect(top > 600 && top < 660)
    // A finger above the keyboard's model frame (its top 476) does not touch it.
    let above = try keyboard.fingerMoved(to: 466, at: 0.1)
    #expect(!above)
    let below = try keyboard.fingerMoved(to: top - 20, at: 0.12)
    #expect(below)
    #expect(keyboard.isDragged)
    #expect(keyboard.presentationFrame(at: 0.2).minY == top - 20)
    let outputs = Self.names(keyboard.drainOutputs(upTo: 0.12))
    // The show's animation was removed by the grab: its did-notifications come now.
    #expect(outputs == ["N:DidChangeFrame", "N:DidShow", "KVO", "guide"])
    let dismissed = keyboard.fingerLifted(velocity: 800, at: 0.3)
    #expect(dismissed)
    #expect(keyboard.mode == .hidden)
  }

  /// The second silent drop: another app's field taking focus while this app's keyboard is up.
  @Test("another app's field takes this app's keyboard: WillShow with isLocal false, no KVO")
  func otherAppTakesFocus() throws {
    var keyboard = SystemKeyboard(device: Self.pad, orientation: .landscape)
    try keyboard.focus(at: 0)
    _ = keyboard.drainOutputs(upTo: 2)
    try keyboard.focusInOtherApp(at: 2)
    let outputs = keyboard.drainOutputs(upTo: 2)
    #expect(Self.names(outputs) == ["N:WillChangeFrame", "N:WillShow", "guide"])
    for case .notification(let posted) in outputs {
      #expect((posted.userInfo[KeyboardUserInfo.isLocal] as? NSNumber)?.boolValue == false)
    }
    #expect(!keyboard.isLocal && keyboard.mode == .docked)
    // And back: this app's field takes it again.
    try keyboard.focus(at: 3)
    #expect(keyboard.isLocal)
  }

  @Test("a profile is one value: without KVO during drags, a drag reports only to the guide")
  func profileWithoutDragKVO() throws {
    var profile = IOSProfile.baseline
    profile.name = "no-drag-kvo"
    profile.kvoReportsInteractiveMoves = false
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait, profile: profile)
    try keyboard.focus(at: 0)
    _ = keyboard.drainOutputs(upTo: 2)
    try keyboard.fingerMoved(to: 600, at: 2)
    #expect(Self.names(keyboard.drainOutputs(upTo: 2)) == ["guide"])
    #expect(keyboard.presentationFrame(at: 2).minY == 600)
  }

  @Test("impossible actions are errors naming the action and why, never silent")
  func impossibleActions() throws {
    var keyboard = SystemKeyboard(device: Self.phone, orientation: .portrait)
    #expect(throws: ImpossibleAction("dismiss", "the keyboard is not shown")) {
      try keyboard.dismiss(at: 0)
    }
    #expect(throws: ImpossibleAction.self) { try keyboard.fingerMoved(to: 700, at: 0) }
    #expect(throws: ImpossibleAction.self) { try keyboard.rotate(to: .portrait, at: 0) }
    try keyboard.focus(at: 0)
    #expect(throws: ImpossibleAction("focus", "this app's keyboard is already shown")) {
      try keyboard.focus(at: 1)
    }
    #expect(throws: ImpossibleAction.self) { try keyboard.dock(at: 1) }
  }

  @Test("the truth: a half-width Split View app's covered part and its correct bar")
  func truth() throws {
    var keyboard = SystemKeyboard(device: Self.pad, orientation: .landscape)
    try keyboard.focus(at: 0)
    let scene = AppWindow(.splitView(.half, .right)).geometry(on: Self.pad, orientation: .landscape)
    let truth = ScreenTruth(keyboard: keyboard, at: 5, scene: scene)
    let keyboardHeight = Self.pad.keyboard(.landscape).predictive
    #expect(truth.keyboard.minY == 768 - keyboardHeight)
    let covered = try #require(truth.coveredRect)
    #expect(covered.width == scene.viewFrame.width && covered.height == keyboardHeight)
    #expect(truth.barLift == keyboardHeight)
    let bar = truth.correctBar(contentHeight: 44)
    #expect(bar.frame.maxY == scene.bounds.maxY - keyboardHeight)
    #expect(bar.frame.width == scene.viewFrame.width)
    #expect(bar.contentInset == keyboardHeight + 44)
    // Hidden: the bar sits on the safe area, its background down to the bottom.
    let hidden = ScreenTruth(
      keyboard: SystemKeyboard(device: Self.phone, orientation: .portrait), at: 0,
      scene: AppWindow().geometry(on: Self.phone, orientation: .portrait))
    #expect(hidden.barLift == 0)
    #expect(abs(hidden.correctBar(contentHeight: 44).frame.height - 78) < 1e-9)
  }
}
