import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import Testing

@Suite("Switching between the keyboard and a custom input panel")
struct InputViewSwitchTests {
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

  @Test("a switch posts WillChangeFrame and WillShow at once, the dids when the animation ends")
  func postsShowSequence() throws {
    let change = try InputViewSwitch(
      screenBounds: Self.screen, fromHeight: 336, toHeight: 300, accessoryHeight: 44, at: 5)
    let events = change.events
    #expect(events.map(\.kind) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(events.map(\.time) == [5, 5, change.animation.end, change.animation.end])
    #expect(change.animation.end > 5.6)  // curve 7 settles after ≈0.644 s whatever the duration
    for event in events {
      #expect(event.beginFrame == CGRect(x: 0, y: 812 - 380, width: 375, height: 380))
      #expect(event.endFrame == CGRect(x: 0, y: 812 - 344, width: 375, height: 344))
      #expect(event.duration == 0.25 && event.curve == .keyboard && event.isLocal == true)
    }
    #expect(change.movesBar)
  }

  @Test("a panel at the remembered height posts begin == end, so the bar does not move")
  func rememberedHeightKeepsBarStill() throws {
    var memory = KeyboardHeightMemory()
    let key = KeyboardHeightMemory.Key(deviceName: "375x812", orientation: .portrait)
    let show = KeyboardEvent(
      kind: .willShow, beginFrame: CGRect(x: 0, y: 812, width: 375, height: 380),
      endFrame: CGRect(x: 0, y: 432, width: 375, height: 380), duration: 0.25, curve: .keyboard,
      time: 0)
    try memory.remember(show, in: Self.screen, accessoryHeight: 44, for: key)
    let panel = memory.panelHeight(for: key, default: 260)
    let toPanel = try InputViewSwitch(
      screenBounds: Self.screen, fromHeight: 336, toHeight: panel, accessoryHeight: 44, at: 2)
    let toKeyboard = try InputViewSwitch(
      screenBounds: Self.screen, fromHeight: panel, toHeight: 336, accessoryHeight: 44, at: 4)
    for change in [toPanel, toKeyboard] {
      #expect(!change.movesBar)
      for event in change.events { #expect(event.beginFrame == event.endFrame) }
    }
  }

  @Test("a tracker fed the round trip keeps the keyboard frame, and so the bar, still")
  func trackerStaysStill() throws {
    let tracker = try KeyboardTracker(screenBounds: Self.screen)
    let shown = CGRect(x: 0, y: 432, width: 375, height: 380)
    let hidden = CGRect(x: 0, y: 812, width: 375, height: 380)
    for (kind, time) in [
      (KeyboardEvent.Kind.willChangeFrame, 0.0), (.willShow, 0), (.didChangeFrame, 0.7),
      (.didShow, 0.7),
    ] {
      tracker.receive(
        KeyboardEvent(
          kind: kind, beginFrame: hidden, endFrame: shown, duration: 0.25, curve: .keyboard,
          time: time))
    }
    let toPanel = try InputViewSwitch(
      screenBounds: Self.screen, fromHeight: 336, toHeight: 336, accessoryHeight: 44, at: 2)
    let toKeyboard = try InputViewSwitch(
      screenBounds: Self.screen, fromHeight: 336, toHeight: 336, accessoryHeight: 44, at: 4)
    for event in toPanel.events + toKeyboard.events { tracker.receive(event) }
    for step in 0...60 {
      let time = 1.0 + Double(step) * 0.1
      #expect(tracker.frame(at: time) == shown, "at \(time) s")
    }
  }

  @Test("a panel at a different height moves the keyboard along the keyboard's curve")
  func differentHeightAnimates() throws {
    let change = try InputViewSwitch(
      screenBounds: Self.screen, fromHeight: 336, toHeight: 260, at: 0)
    let middle = change.animation.frame(at: 0.125)
    #expect(middle.minY > 812 - 336 && middle.minY < 812 - 260)
    #expect(middle.maxY == 812)
  }

  @Test("bad heights, screens and durations throw, naming the value")
  func rejectsBadValues() {
    #expect(throws: ComposerError.invalidHeight(-1, what: "incoming input view height")) {
      try InputViewSwitch(screenBounds: Self.screen, fromHeight: 336, toHeight: -1, at: 0)
    }
    #expect(throws: ComposerError.invalidHeight(.infinity, what: "accessory height")) {
      try InputViewSwitch(
        screenBounds: Self.screen, fromHeight: 336, toHeight: 1, accessoryHeight: .infinity, at: 0)
    }
    #expect(throws: ComposerError.invalidScreenBounds(CGRect(x: 0, y: 0, width: 0, height: 812))) {
      try InputViewSwitch(
        screenBounds: CGRect(x: 0, y: 0, width: 0, height: 812), fromHeight: 1, toHeight: 1, at: 0)
    }
    #expect(throws: ComposerError.invalidDuration(-1)) {
      try InputViewSwitch(
        screenBounds: Self.screen, fromHeight: 1, toHeight: 1, at: 0, duration: -1)
    }
  }
}
