import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import Testing

@Suite("Keyboard height memory for custom input panels")
struct KeyboardHeightMemoryTests {
  /// iPhone 375×812 (a 336 pt keyboard with the predictive bar).
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
  static let portrait = KeyboardHeightMemory.Key(deviceName: "375x812", orientation: .portrait)

  static func show(height: CGFloat, in screen: CGRect = screen, isLocal: Bool? = true)
    -> KeyboardEvent
  {
    KeyboardEvent(
      kind: .willShow,
      beginFrame: CGRect(x: 0, y: screen.maxY, width: screen.width, height: height),
      endFrame: CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height),
      duration: 0.25, curve: .keyboard, isLocal: isLocal, time: 1)
  }

  @Test("remembers the docked keyboard's height without the accessory view")
  func remembersDockedHeight() throws {
    var memory = KeyboardHeightMemory()
    let outcome = try memory.remember(
      Self.show(height: 336 + 44), in: Self.screen, accessoryHeight: 44, for: Self.portrait)
    #expect(outcome == .remembered(336))
    #expect(memory.height(for: Self.portrait) == 336)
    #expect(memory.panelHeight(for: Self.portrait, default: 300) == 336)
  }

  @Test("heights are kept apart by device, orientation and keyboard kind")
  func keysAreIndependent() throws {
    var memory = KeyboardHeightMemory()
    let landscape = KeyboardHeightMemory.Key(deviceName: "375x812", orientation: .landscape)
    let numberPad = KeyboardHeightMemory.Key(
      deviceName: "375x812", orientation: .portrait, kind: .numberPad)
    let other = KeyboardHeightMemory.Key(deviceName: "414x896", orientation: .portrait)
    try memory.remember(height: 336, for: Self.portrait)
    try memory.remember(height: 162, for: landscape)  // landscape, SO 11284321
    try memory.remember(height: 291, for: numberPad)
    try memory.remember(height: 346, for: other)  // 414×896 with predictive
    #expect(memory.height(for: Self.portrait) == 336)
    #expect(memory.height(for: landscape) == 162)
    #expect(memory.height(for: numberPad) == 291)
    #expect(memory.height(for: other) == 346)
    #expect(
      memory.height(
        for: KeyboardHeightMemory.Key(deviceName: "375x812", orientation: .portrait, kind: .emoji))
        == nil)
    #expect(
      memory.panelHeight(
        for: KeyboardHeightMemory.Key(deviceName: "x", orientation: .portrait), default: 260) == 260
    )
  }

  @Test("the latest height wins: turning the predictive bar off lowers the keyboard")
  func latestWins() throws {
    var memory = KeyboardHeightMemory()
    try memory.remember(Self.show(height: 336), in: Self.screen, for: Self.portrait)
    try memory.remember(Self.show(height: 291), in: Self.screen, for: Self.portrait)
    #expect(memory.height(for: Self.portrait) == 291)
  }

  @Test("hides, other apps' keyboards and keyboards that are not docked are ignored, with a reason")
  func ignoresUndockedAndForeign() throws {
    var memory = KeyboardHeightMemory()
    let hide = KeyboardEvent(
      kind: .willHide, beginFrame: nil, endFrame: CGRect(x: 0, y: 812, width: 375, height: 336),
      duration: 0.25, curve: .keyboard, time: 2)
    let floating = KeyboardEvent(
      kind: .willChangeFrame, beginFrame: nil, endFrame: .zero, duration: 0, curve: .keyboard,
      time: 3)
    // iOS 9+ hardware keyboard: full-height frame with 55 pt visible (Stack Overflow question
    // 32319697).
    let hardware = KeyboardEvent(
      kind: .willShow, beginFrame: nil,
      endFrame: CGRect(x: 0, y: 812 - 55, width: 375, height: 336),
      duration: 0.25, curve: .keyboard, time: 4)
    for event in [hide, floating, hardware, Self.show(height: 336, isLocal: false)] {
      let outcome = try memory.remember(event, in: Self.screen, for: Self.portrait)
      guard case .ignored(let reason) = outcome else {
        Issue.record("\(event) was remembered: \(outcome)")
        continue
      }
      #expect(!reason.isEmpty)
    }
    #expect(memory.heights.isEmpty)
    #expect(
      try memory.remember(
        Self.show(height: 40), in: Self.screen, accessoryHeight: 44, for: Self.portrait)
        != .remembered(-4))
    #expect(memory.heights.isEmpty)
  }

  @Test("bad heights and screens throw, naming the value, and remember nothing")
  func rejectsBadValues() {
    var memory = KeyboardHeightMemory()
    #expect(throws: ComposerError.invalidHeight(0, what: "keyboard height")) {
      try memory.remember(height: 0, for: Self.portrait)
    }
    #expect(throws: ComposerError.invalidHeight(-44, what: "accessory height")) {
      try memory.remember(
        Self.show(height: 336), in: Self.screen, accessoryHeight: -44, for: Self.portrait)
    }
    #expect(throws: ComposerError.invalidScreenBounds(.zero)) {
      try memory.remember(Self.show(height: 336), in: .zero, for: Self.portrait)
    }
    #expect(memory.heights.isEmpty)
    #expect(
      ComposerError.invalidHeight(0, what: "keyboard height").description.contains(
        "keyboard height 0.0"))
  }
}

@Suite("KeyboardHeightMemory.Key(screenBounds:): the key a device's screen gives")
struct KeyboardHeightMemoryScreenKeyTests {
  @Test("both orientations name the device short side first")
  func orientations() {
    let portrait = KeyboardHeightMemory.Key(
      screenBounds: CGRect(x: 0, y: 0, width: 375, height: 812), kind: .emoji)
    let landscape = KeyboardHeightMemory.Key(
      screenBounds: CGRect(x: 0, y: 0, width: 812, height: 375))
    #expect(
      portrait
        == KeyboardHeightMemory.Key(
          deviceName: "375x812", orientation: .portrait, kind: .emoji))
    #expect(landscape?.deviceName == "375x812")
    #expect(landscape?.orientation == .landscape)
  }

  @Test(
    "bounds that are no screen give no key instead of trapping",
    arguments: [
      CGRect(x: 0, y: 0, width: CGFloat.nan, height: 812),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 812),
      CGRect.zero,
    ])
  func badBounds(bounds: CGRect) {
    #expect(KeyboardHeightMemory.Key(screenBounds: bounds) == nil)
  }
}
