import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

/// An iPad 768×1024 in portrait: docked keyboard 313 pt, hardware shortcut bar 55 pt visible
/// (test inputs; `kbdock devices` lists the same).
private enum Pad {
  static let screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
  static let docked = CGRect(x: 0, y: 711, width: 768, height: 313)
  static let hidden = CGRect(x: 0, y: 1024, width: 768, height: 313)
  /// The full-height frame placed so that only 55 pt show (iOS 9+: Stack Overflow question
  /// 32319697, "View aligned to top of keyboard appears in wrong place in shortcut bar mode").
  static let hardwareBar = CGRect(x: 0, y: 969, width: 768, height: 313)
  /// A floating keyboard; its size is an estimate (no public source gives one).
  static let floating = CGRect(x: 224, y: 400, width: 320, height: 250)
}

/// One classification case, labelled for the test report.
struct ModeCase: CustomTestStringConvertible, Sendable {
  var label: String
  var frame: CGRect
  var isLocal: Bool?
  var dockedHeight: CGFloat?
  var expected: KeyboardMode
  var testDescription: String { label }
}

@Suite("Keyboard tracker: modes")
struct KeyboardTrackerModeTests {
  static let cases: [ModeCase] = [
    ModeCase(label: "docked", frame: Pad.docked, expected: .docked),
    ModeCase(label: "offscreen below", frame: Pad.hidden, expected: .hidden),
    ModeCase(
      label: "zero height on the bottom edge (third-party first WillShow, TPKeyboardAvoiding #130)",
      frame: CGRect(x: 0, y: 1024, width: 768, height: 0), expected: .hidden),
    ModeCase(label: "CGRect.zero (floating drag)", frame: .zero, expected: .floating),
    ModeCase(
      label: "zero height on screen", frame: CGRect(x: 0, y: 500, width: 768, height: 0),
      expected: .floating),
    ModeCase(
      label: "entirely left of the screen (garbage)",
      frame: CGRect(x: -2000, y: 100, width: 768, height: 313), expected: .floating),
    ModeCase(
      label: "entirely above the screen (garbage)",
      frame: CGRect(x: 0, y: -400, width: 768, height: 313), expected: .floating),
    ModeCase(label: "narrower and raised", frame: Pad.floating, expected: .floating),
    ModeCase(
      label: "narrower on the bottom edge", frame: CGRect(x: 224, y: 774, width: 320, height: 250),
      expected: .floating),
    ModeCase(
      label: "hardware keyboard shortcut bar (iOS 9+)", frame: Pad.hardwareBar,
      expected: .hardwareShortcutBar),
    ModeCase(
      label: "dragged down less than half", frame: Pad.docked.offsetBy(dx: 0, dy: 100),
      expected: .docked),
    ModeCase(
      label: "full width raised", frame: Pad.docked.offsetBy(dx: 0, dy: -200),
      dockedHeight: 313, expected: .undocked),
    ModeCase(
      label: "full width raised and shorter than docked",
      frame: CGRect(x: 0, y: 500, width: 768, height: 216), dockedHeight: 313, expected: .split),
    ModeCase(
      label: "full width raised and shorter, docked height unknown",
      frame: CGRect(x: 0, y: 500, width: 768, height: 216), expected: .undocked),
    ModeCase(label: "isLocal false", frame: Pad.docked, isLocal: false, expected: .otherApp),
    ModeCase(
      label: "isLocal false and offscreen", frame: Pad.hidden, isLocal: false, expected: .hidden),
    ModeCase(
      label: "isLocal absent (before iOS 9)", frame: Pad.docked, isLocal: nil, expected: .docked),
  ]

  @Test("a frame is classified by the documented rules", arguments: cases)
  func classifies(example: ModeCase) {
    let (mode, reason) = KeyboardMode.classify(
      example.frame, in: Pad.screen, isLocal: example.isLocal, dockedHeight: example.dockedHeight)
    #expect(mode == example.expected, "\(reason)")
    #expect(!reason.isEmpty)
  }

  @Test("the hardware keyboard's shortcut bar covers 55 pt (Stack Overflow question 32319697)")
  func hardwareKeyboardBar() throws {
    let tracker = try KeyboardTracker(screenBounds: Pad.screen)
    tracker.receive(Phone.event(.willShow, Pad.hidden, Pad.hardwareBar, at: 1))
    tracker.observeHostFrame(Pad.hardwareBar, at: 1)
    let state = tracker.state(at: 2)
    #expect(state.mode == .hardwareShortcutBar)
    #expect(state.phase == .visible)
    #expect(tracker.coveredHeight(of: .fullScreen(Pad.screen.size), at: 2) == 55)
    #expect(tracker.records.first?.reason.contains("55 pt visible") == true)
  }

  /// iPadOS posts WillChangeFrame with end `CGRectZero` while a floating keyboard is dragged,
  /// and WillHide on undock may be missing ("The iPad Split-Keyboard and (Missing)
  /// Notifications", themainthread.com; the zero frame is the model's assumption).
  @Test("an iPad floating keyboard with zero end frames is floating, never docked at height 0")
  func floatingWithZeroFrames() throws {
    let tracker = try KeyboardTracker(screenBounds: Pad.screen)
    let view = ViewPlacement.fullScreen(Pad.screen.size, safeAreaInsets: LayoutInsets(bottom: 20))
    tracker.receive(Phone.event(.willShow, Pad.hidden, Pad.docked, at: 0))
    #expect(tracker.coveredHeight(of: view, at: 1) == 313)
    tracker.receive(Phone.event(.willChangeFrame, Pad.docked, Pad.floating, at: 2))
    for step in 0..<5 {
      let time = 3 + Double(step) * 0.1
      let zero = Phone.event(.willChangeFrame, .zero, .zero, at: time, duration: 0)
      #expect(tracker.receive(zero) != .refused)
      let state = tracker.state(at: time + 0.05)
      #expect(state.mode == .floating)
      #expect(state.phase == .visible)
      #expect(tracker.coveredHeight(of: view, at: time + 0.05) == 20)
      // The docked keyboard is gone below the screen, so a bar that follows the frame rests.
      #expect(state.frame == Pad.hidden)
    }
    #expect(!tracker.records.contains { $0.state.mode == .docked && $0.state.frame.height == 0 })
    #expect(!tracker.records.contains { $0.outcome == .refused })
  }

  /// Dismissing a floating keyboard posts WillChangeFrame + WillHide with a zero end frame
  /// (the simulated iOS's model of the floating keyboard); the keyboard is then hidden.
  @Test("a WillHide with a zero end frame hides a floating keyboard")
  func hideFloatingWithZeroFrame() throws {
    let tracker = try KeyboardTracker(screenBounds: Pad.screen)
    tracker.receive(Phone.event(.willShow, Pad.hidden, Pad.docked, at: 0))
    tracker.receive(Phone.event(.willChangeFrame, Pad.docked, .zero, at: 2, duration: 0))
    #expect(tracker.state(at: 2).mode == .floating)
    for kind in [KeyboardEvent.Kind.willChangeFrame, .willHide] {
      tracker.receive(Phone.event(kind, Pad.hidden, .zero, at: 3))
    }
    for kind in [KeyboardEvent.Kind.didChangeFrame, .didHide] {
      #expect(
        tracker.receive(Phone.event(kind, Pad.hidden, .zero, at: Phone.springEnd(3))) != .refused)
    }
    let state = tracker.state(at: 4)
    #expect(state.mode == .hidden)
    #expect(state.phase == .hidden)
    #expect(state.frame == Pad.hidden)
  }

  /// "With Multitasking in iPadOS, the system notifies all visible apps when the keyboard
  /// appears and disappears" (Apple's `keyboardIsLocalUserInfoKey` documentation): the other
  /// app's keyboard covers this app's bottom too, so a docked bar follows it.
  @Test("another app's keyboard pushes a docked bar along its animation; its hide is followed")
  func otherAppKeyboard() throws {
    let tracker = try KeyboardTracker(screenBounds: Pad.screen)
    let view = ViewPlacement.fullScreen(Pad.screen.size, safeAreaInsets: LayoutInsets(bottom: 20))
    tracker.receive(Phone.event(.willShow, Pad.hidden, Pad.docked, at: 0, isLocal: false))
    #expect(tracker.state(at: 0.1).mode == .otherApp)
    #expect(tracker.state(at: 0.1).phase == .showing)
    let midway = tracker.frame(at: 0.1)
    #expect(midway.minY > Pad.docked.minY && midway.minY < Pad.screen.maxY)
    #expect(tracker.coveredHeight(of: view, at: 0.1) == view.coveredHeight(byKeyboard: midway))
    #expect(tracker.coveredHeight(of: view, at: 1) == 313)
    tracker.receive(Phone.event(.willHide, Pad.docked, Pad.hidden, at: 2, isLocal: false))
    #expect(tracker.state(at: 3).mode == .hidden)
    #expect(tracker.state(at: 3).phase == .hidden)
    #expect(tracker.coveredHeight(of: view, at: 3) == 20)
  }

  @Test(
    "only a floating keyboard leaves a docked bar on the safe area",
    arguments: KeyboardMode.allCases)
  func dockingPolicy(mode: KeyboardMode) {
    let view = ViewPlacement.fullScreen(Pad.screen.size, safeAreaInsets: LayoutInsets(bottom: 20))
    let state = KeyboardState(frame: Pad.docked, phase: .visible, mode: mode, time: 0)
    #expect(mode.followsFrame == (mode != .floating))
    #expect(state.coveredHeight(of: view) == (mode == .floating ? 20 : 313))
  }

  /// An input accessory view stays attached to an undocked or split iPad keyboard (T1), so a
  /// docked bar follows the raised keyboard.
  @Test("an undock without WillHide raises the keyboard and the bar with it")
  func undockWithoutWillHide() throws {
    let tracker = try KeyboardTracker(screenBounds: Pad.screen)
    tracker.receive(Phone.event(.willShow, Pad.hidden, Pad.docked, at: 0))
    let raised = Pad.docked.offsetBy(dx: 0, dy: -300)
    tracker.receive(Phone.event(.willChangeFrame, Pad.docked, raised, at: 2))
    #expect(tracker.state(at: 3).mode == .undocked)
    #expect(tracker.state(at: 3).phase == .visible)
    #expect(abs(tracker.coveredHeight(of: .fullScreen(Pad.screen.size), at: 3) - 613) < 0.01)
    // A split keyboard is shorter than the docked one seen before on this screen.
    let split = CGRect(x: 0, y: 400, width: 768, height: 216)
    tracker.receive(Phone.event(.willChangeFrame, raised, split, at: 4))
    #expect(tracker.state(at: 5).mode == .split)
    #expect(abs(tracker.coveredHeight(of: .fullScreen(Pad.screen.size), at: 5) - 624) < 0.01)
  }

  @Test("a rotation moves a hidden keyboard below the new screen")
  func rotationWhileHidden() throws {
    let tracker = try KeyboardTracker(screenBounds: Pad.screen)
    tracker.receive(Phone.event(.willShow, Pad.hidden, Pad.docked, at: 0))
    tracker.receive(Phone.event(.willHide, Pad.docked, Pad.hidden, at: 1))
    let landscape = CGRect(x: 0, y: 0, width: 1024, height: 768)
    #expect(tracker.updateScreenBounds(landscape, at: 2) == .accepted)
    #expect(tracker.frame(at: 2) == CGRect(x: 0, y: 768, width: 1024, height: 313))
    #expect(tracker.updateScreenBounds(landscape, at: 3) == .coalesced)
    #expect(tracker.updateScreenBounds(.zero, at: 4) == .refused)
    #expect(tracker.screenBounds == landscape)
  }
}
