import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

/// The simulated keyboard's custom input panels (issue 6, item 4) and another app's keyboard.
@Suite("Simulated system keyboard: input panels and other apps")
struct SystemKeyboardInputViewTests {
  typealias Base = SystemKeyboardTests

  /// Issue 6, item 4: a panel opens at the height the keyboard had, so nothing moves; the
  /// sequence is the composer's `InputViewSwitch.events`.
  @Test(
    "a panel without a height opens at the remembered keyboard height and posts InputViewSwitch")
  func panelAtRememberedHeight() throws {
    var keyboard = try Base.shown()
    let key = keyboard.memoryKey(.default)
    let remembered = try #require(keyboard.heightMemory.height(for: key))
    #expect(remembered == 336)
    let before = keyboard.modelFrame
    keyboard.switchToInputView(height: nil, at: 2)
    let expected = try InputViewSwitch(
      screenBounds: keyboard.screenBounds, fromHeight: 336, toHeight: 336, at: 2
    ).events
    let end = try #require(keyboard.nextDueTime)
    let posted = try Base.drain(&keyboard, upTo: end)
    #expect(posted.events == expected)
    #expect(posted.hostFrames == [before])
    for time in stride(from: 2.0, through: end, by: 1.0 / 120) {
      #expect(keyboard.visibleFrame(at: time) == before)
    }
    #expect(keyboard.content == .inputView(height: 336))
    // The panel's own frame is not remembered as the keyboard's height.
    #expect(keyboard.heightMemory.height(for: key) == 336)
  }

  @Test("the memory is kept per orientation and keyboard kind")
  func memoryPerOrientationAndKind() throws {
    var keyboard = try Base.shown()
    keyboard.setEmoji(true, at: 2)
    keyboard.rotate(to: .landscape, at: 3)
    _ = try Base.drain(&keyboard, upTo: 5)
    let heights = Base.phone.keyboard(.portrait)
    #expect(keyboard.heightMemory.height(for: keyboard.memoryKey(.emoji)) != nil)
    #expect(
      keyboard.heightMemory.height(
        for: KeyboardHeightMemory.Key(deviceName: "iphone-x", orientation: .portrait, kind: .emoji))
        == heights.emoji)
    #expect(
      keyboard.heightMemory.height(for: keyboard.memoryKey(.default)) == nil,
      "no default keyboard was shown in landscape yet")
  }

  @Test("a panel with its own height moves the keyboard; back to the keyboard restores it")
  func panelWithHeightAndBack() throws {
    var keyboard = try Base.shown()
    let docked = keyboard.modelFrame
    keyboard.switchToInputView(height: 280, at: 2)
    var posted = try Base.drain(&keyboard, upTo: 3)
    #expect(posted.events.map(\.kind) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(posted.events.allSatisfy { $0.endFrame.height == 280 })
    keyboard.switchToKeyboard(at: 4)
    posted = try Base.drain(&keyboard, upTo: 5)
    #expect(posted.events.last?.endFrame == docked)
    #expect(keyboard.modelFrame == docked)
  }

  /// Another app's keyboard is posted to this app too.
  ///
  /// Apple's `keyboardIsLocalUserInfoKey`: "With Multitasking in iPadOS, the system notifies all
  /// visible apps when the keyboard appears and disappears."
  @Test("another app's keyboard posts show and hide with isLocal false and no KVO")
  func otherAppKeyboard() throws {
    var keyboard = SystemKeyboard(device: Base.pad, orientation: .landscape)
    keyboard.focusInOtherApp(at: 0)
    #expect(keyboard.dockingMode == .otherApp)
    var posted = try Base.drain(&keyboard, upTo: 2)
    #expect(posted.events.map(\.kind) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(posted.events.allSatisfy { $0.isLocal == false })
    #expect(posted.hostFrames.isEmpty)
    #expect(keyboard.visibleFrame(at: 2).maxY == keyboard.screenBounds.maxY)
    // A drag in this app's scroll view does not move the other app's keyboard.
    keyboard.fingerMoved(to: keyboard.modelFrame.minY + 50, at: 2.1)
    #expect(try Base.drain(&keyboard, upTo: 2.2).hostFrames.isEmpty)
    keyboard.dismiss(at: 3)
    posted = try Base.drain(&keyboard, upTo: 5)
    #expect(posted.events.map(\.kind) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
    #expect(posted.events.allSatisfy { $0.isLocal == false })
    #expect(posted.hostFrames.isEmpty)
    // The hiding keyboard is still the other app's; this app's next focus brings its own.
    #expect(!keyboard.isLocal && keyboard.dockingMode == .hidden)
    keyboard.focus(at: 6)
    #expect(try Base.drain(&keyboard, upTo: 6).events.allSatisfy { $0.isLocal == true })
    #expect(keyboard.isLocal)
  }

  @Test(
    "the truth's docking mode follows the keyboard's mode",
    arguments: [
      (SystemKeyboard.Mode.hidden, KeyboardMode.hidden), (.docked, .docked), (.undocked, .undocked),
      (.floating, .floating), (.split, .split), (.hardwareBar, .hardwareShortcutBar),
    ])
  func dockingMode(mode: SystemKeyboard.Mode, expected: KeyboardMode) {
    var keyboard = SystemKeyboard(device: Base.pad, orientation: .portrait)
    keyboard.mode = mode
    #expect(keyboard.dockingMode == expected)
  }
}
