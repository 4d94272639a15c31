import Foundation
import KeyboardDockCore
import Testing

@Suite("iOS versions")
struct SystemVersionTests {
  @Test(
    "parses major, minor and patch",
    arguments: [
      ("17", SystemVersion(17)), ("18.6", SystemVersion(18, 6)), ("26.2", SystemVersion(26, 2)),
      ("17.5.1", SystemVersion(17, 5, 1)),
    ])
  func parses(text: String, version: SystemVersion) throws {
    #expect(try SystemVersion(text) == version)
  }

  @Test(
    "refuses text that is not a version, naming it",
    arguments: [
      "", "26.", ".2", "26.2.1.4", "twenty-six", "26,2", "-1", "1000", "２６",
    ])
  func refuses(text: String) {
    #expect(throws: SystemVersionError(text: text)) { try SystemVersion(text) }
    #expect(SystemVersionError(text: text).description.contains("'\(text)'"))
  }

  @Test("orders numerically, not as text")
  func orders() throws {
    #expect(try SystemVersion("26.10") > SystemVersion("26.2"))
    #expect(SystemVersion(18, 6) < SystemVersion(26))
    #expect(SystemVersion(26, 2).description == "26.2")
    #expect(SystemVersion(17, 5, 1).description == "17.5.1")
  }
}

@Suite("Observation guard: per-version rules for what iOS reports")
struct KeyboardObservationGuardTests {
  /// A 393×852 iPhone; a 336 pt keyboard, 345 pt on iOS 26 (react-native-keyboard-controller
  /// #1155 reports both heights).
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)

  static func keyboard(height: CGFloat) -> CGRect {
    CGRect(x: 0, y: 852 - height, width: 393, height: height)
  }

  static func show(height: CGFloat, at time: TimeInterval = 0) -> KeyboardEvent {
    KeyboardEvent(
      kind: .willShow, beginFrame: CGRect(x: 0, y: 852, width: 393, height: height),
      endFrame: keyboard(height: height), duration: 0.25, curve: .keyboard, isLocal: true,
      isChangedByUserInteraction: nil, time: time)
  }

  static func observing(
    _ version: String, source: KeyboardFrameSource = .keyboardLayoutGuide, height: CGFloat = 345
  ) throws -> KeyboardObservationGuard {
    var observations = KeyboardObservationGuard(
      system: try SystemVersion(version), source: source, screenBounds: screen)
    _ = observations.notification(show(height: height), in: nil)
    return observations
  }

  @Test("before 26 only the probe's own rule; every rule on 26.0; the accessory rule ends at 26.2")
  func rulesPerVersion() throws {
    for version in ["17.0", "17.5.1", "18.6"] {
      let observations = KeyboardObservationGuard(
        system: try SystemVersion(version), source: .accessorySuperview, screenBounds: Self.screen)
      #expect(observations.rules == [.guideRestsWithoutDockedKeyboard], "\(version)")
    }
    let ios15 = KeyboardObservationGuard(
      system: SystemVersion(15, 3), source: .accessorySuperview, screenBounds: Self.screen)
    #expect(ios15.rules.isEmpty)
    let ios26 = KeyboardObservationGuard(
      system: SystemVersion(26), source: .keyboardLayoutGuide, screenBounds: Self.screen)
    #expect(ios26.rules == KeyboardObservationGuard.Rule.allCases)
    let ios262 = KeyboardObservationGuard(
      system: SystemVersion(26, 2), source: .keyboardLayoutGuide, screenBounds: Self.screen)
    #expect(!ios262.rules.contains(.dragWithoutAccessory))
    #expect(ios262.rules.count == KeyboardObservationGuard.Rule.allCases.count - 1)
  }

  @Test("453.66 pt for a 345 pt keyboard is refused on iOS 26, taken on iOS 18")
  func tallerThanKeyboard() throws {
    let spurious = Self.keyboard(height: 453.66)
    var ios26 = try Self.observing("26.0")
    let verdict = ios26.hostFrame(spurious, at: 1)
    #expect(verdict.isRefused)
    #expect(verdict.rule == .tallerThanKeyboard)
    #expect(verdict.reason.contains("345 pt"))
    var ios18 = try Self.observing("18.6", source: .accessorySuperview)
    #expect(ios18.hostFrame(spurious, at: 1).value == spurious)
  }

  @Test("during the show animation a taller value is not judged (the frame is moving)")
  func tallerDuringAnimation() throws {
    var ios26 = try Self.observing("26.0")
    // A height change can report its new frame by KVO before the notification arrives.
    #expect(!ios26.hostFrame(Self.keyboard(height: 360), at: 0.1).isRefused)
  }

  @Test(
    "an invalid frame when the accessory is detached is refused on iOS 26",
    arguments: [
      CGRect(x: 0, y: 507, width: 0, height: 345),
      CGRect(x: 0, y: -40, width: 393, height: 345),
    ])
  func invalidFrame(frame: CGRect) throws {
    var ios26 = try Self.observing("26.2")
    ios26.accessoryRemoved()
    let verdict = ios26.hostFrame(frame, at: 1)
    #expect(verdict.rule == .invalidFrame)
    #expect(verdict.isRefused)
    var ios17 = try Self.observing("17.0", source: .accessorySuperview)
    #expect(ios17.hostFrame(frame, at: 1).value == frame)
  }

  @Test("a leap up by more than half the keyboard during a drag is refused; the snap back is not")
  func jumpDuringDrag() throws {
    var ios26 = try Self.observing("26.2")
    for (index, y) in [560.0, 600, 640].enumerated() {
      let frame = CGRect(x: 0, y: y, width: 393, height: 345)
      #expect(ios26.hostFrame(frame, at: 1 + Double(index) / 60).value == frame)
    }
    let leap = CGRect(x: 0, y: 400, width: 393, height: 345)
    let verdict = ios26.hostFrame(leap, at: 1.05)
    #expect(verdict.rule == .jumpDuringDrag)
    #expect(verdict.isRefused)
    // Released: KVO jumps back to the resting frame, as the keyboard snaps back.
    #expect(
      ios26.hostFrame(Self.keyboard(height: 345), at: 1.1).value == Self.keyboard(height: 345))
  }

  @Test("on iOS 26.0 the drag is reported without the accessory: its height is added back")
  func dragWithoutAccessory() throws {
    var ios260 = try Self.observing("26.0", height: 345 + 44)
    ios260.accessoryHeight = 44
    let dragged = CGRect(x: 0, y: 600, width: 393, height: 252)
    let verdict = ios260.hostFrame(dragged, at: 1)
    #expect(verdict.rule == .dragWithoutAccessory)
    #expect(verdict.value == CGRect(x: 0, y: 556, width: 393, height: 296))
    // At rest the guide includes the accessory: taken as it is.
    #expect(ios260.hostFrame(Self.keyboard(height: 389), at: 2).rule == nil)
    // 26.2 behaves as at rest during the drag too (estimate): taken as it is.
    var ios262 = try Self.observing("26.2", height: 345 + 44)
    ios262.accessoryHeight = 44
    #expect(ios262.hostFrame(dragged, at: 1).value == dragged)
  }

  @Test("an iPad end frame in the view's coordinates is converted on iPadOS 26 only")
  func endFrameInViewCoordinates() throws {
    // A 1024×1366 iPad; the app's view starts 300 pt down and ends at the screen's bottom.
    let screen = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let window = CGRect(x: 0, y: 300, width: 1024, height: 1066)
    let placement = ViewPlacement(
      windowFrame: window, viewFrame: CGRect(x: 0, y: 0, width: 1024, height: 1066))
    let inView = CGRect(x: 0, y: 666, width: 1024, height: 400)
    let event = KeyboardEvent(
      kind: .willShow, beginFrame: nil, endFrame: inView, duration: 0.25, curve: .keyboard,
      isLocal: true, isChangedByUserInteraction: nil, time: 0)
    var ios26 = KeyboardObservationGuard(
      system: SystemVersion(26), source: .accessorySuperview, screenBounds: screen)
    let verdict = ios26.notification(event, in: placement)
    #expect(verdict.rule == .endFrameInViewCoordinates)
    #expect(verdict.value?.endFrame == CGRect(x: 0, y: 966, width: 1024, height: 400))
    var ios18 = KeyboardObservationGuard(
      system: SystemVersion(18), source: .accessorySuperview, screenBounds: screen)
    #expect(ios18.notification(event, in: placement).value?.endFrame == inView)
    // A frame already in screen coordinates (ending at the screen's bottom) is left alone.
    var screenEvent = event
    screenEvent.endFrame = CGRect(x: 0, y: 966, width: 1024, height: 400)
    #expect(ios26.notification(screenEvent, in: placement).rule == nil)
  }

  @Test("after the accessory is removed, a guide resting below the keyboard is refused")
  func guideBelowKeyboardAfterAccessoryRemoval() throws {
    var ios26 = try Self.observing("26.2")
    ios26.accessoryRemoved()
    // The first responder comes back: a new show.
    _ = ios26.notification(Self.show(height: 345, at: 5), in: nil)
    let below = CGRect(x: 0, y: 560, width: 393, height: 292)
    #expect(ios26.hostFrame(below, at: 6).rule == .guideBelowKeyboardAfterAccessoryRemoval)
    ios26.guideAgreed()
    #expect(ios26.hostFrame(below, at: 6.1).rule == nil)
  }
}
