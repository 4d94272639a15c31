import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

/// The simulated keyboard's custom input panels (issue 6, item 4) and another app's keyboard.
@Suite("Simulated system keyboard: input panels and other apps")
struct SystemKeyboardInputViewTests {
  typealias Base = SystemKeyboardTests

  /// A panel as tall as the keyboard moves nothing; the app decides the height (the composer's
  /// memory, tested in Core, is fed by the notifications the app decodes in the run).
  @Test("a panel as tall as the keyboard posts WillChangeFrame → WillShow and moves nothing")
  func panelAtKeyboardHeight() throws {
    var keyboard = try Base.shown()
    let before = keyboard.modelFrame
    try keyboard.switchToInputView(height: 336, at: 2)
    let end = try #require(keyboard.nextDueTime)
    let posted = try Base.drain(&keyboard, upTo: end)
    #expect(posted.events.map(\.kind) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(posted.events.allSatisfy { $0.endFrame == before && $0.beginFrame == before })
    #expect(posted.hostFrames == [before])
    for time in stride(from: 2.0, through: end, by: 1.0 / 120) {
      #expect(keyboard.visibleFrame(at: time) == before)
    }
    #expect(keyboard.content == .inputView(height: 336))
  }

  @Test("a panel with its own height moves the keyboard; back to the keyboard restores it")
  func panelWithHeightAndBack() throws {
    var keyboard = try Base.shown()
    let docked = keyboard.modelFrame
    try keyboard.switchToInputView(height: 280, at: 2)
    var posted = try Base.drain(&keyboard, upTo: 3)
    #expect(posted.events.map(\.kind) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(posted.events.allSatisfy { $0.endFrame.height == 280 })
    try keyboard.switchToKeyboard(at: 4)
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
    try keyboard.focusInOtherApp(at: 0)
    #expect(keyboard.dockingMode == .otherApp)
    var posted = try Base.drain(&keyboard, upTo: 2)
    #expect(posted.events.map(\.kind) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(posted.events.allSatisfy { $0.isLocal == false })
    #expect(posted.hostFrames.isEmpty)
    #expect(keyboard.visibleFrame(at: 2).maxY == keyboard.screenBounds.maxY)
    // A drag in this app's scroll view cannot move the other app's keyboard: an error, not a
    // silently dropped step.
    #expect(throws: ImpossibleAction.self) {
      try keyboard.fingerMoved(to: keyboard.modelFrame.minY + 50, at: 2.1)
    }
    #expect(try Base.drain(&keyboard, upTo: 2.2).hostFrames.isEmpty)
    try keyboard.dismiss(at: 3)
    posted = try Base.drain(&keyboard, upTo: 5)
    #expect(posted.events.map(\.kind) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
    #expect(posted.events.allSatisfy { $0.isLocal == false })
    #expect(posted.hostFrames.isEmpty)
    // The hiding keyboard is still the other app's; this app's next focus brings its own.
    #expect(!keyboard.isLocal && keyboard.dockingMode == .hidden)
    try keyboard.focus(at: 6)
    let focused = try Base.drain(&keyboard, upTo: 6).events
    #expect(!focused.isEmpty)
    #expect(focused.allSatisfy { $0.isLocal == true })
    #expect(keyboard.isLocal)
  }
}
