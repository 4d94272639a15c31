import Foundation
import KeyboardDockCore
import Testing

@Suite("Replay screen: inferred from keyboard frames")
struct KeyboardReplayScreenTests {
  @Test(
    "infers the screen each fixture was logged on",
    arguments: [
      ("iphone-375x667-show-objc", CGSize(width: 375, height: 667)),
      ("iphone-375x812-hide-swift", CGSize(width: 375, height: 812)),
      ("iphone-414x896-height-change-duration-zero-objc", CGSize(width: 414, height: 896)),
      ("iphone-667x375-landscape-oneline-objc", CGSize(width: 667, height: 375)),
      ("ipad-768x1024-floating-zero-frame-swift", CGSize(width: 768, height: 1024)),
      ("ipad-768x1024-hardware-keyboard-objc", CGSize(width: 768, height: 1024)),
      ("iphone-375x667-third-party-burst-objc", CGSize(width: 375, height: 667)),
    ])
  func infersScreen(name: String, size: CGSize) throws {
    let screen = KeyboardReplayScreen.inferred(from: try Fixture(name: name).log().events)
    #expect(screen.size == size)
    guard case .inferred(let fitting, let frames) = screen.source else {
      Issue.record("expected an inferred screen, got \(screen)")
      return
    }
    #expect(fitting > 0 && fitting <= frames)
  }

  @Test("a hardware keyboard's frame straddling the bottom edge still points at its screen")
  func hardwareKeyboardAlone() {
    // WillShow with the full-height frame placed mostly offscreen, ~55 pt visible (Stack Overflow
    // question 32319697).
    let event = KeyboardEvent(
      kind: .willShow, beginFrame: nil, endFrame: CGRect(x: 0, y: 969, width: 768, height: 313),
      duration: 0.25, curve: .keyboard, time: 0)
    let screen = KeyboardReplayScreen.inferred(from: [event])
    #expect(screen.size == CGSize(width: 768, height: 1024))
    #expect(screen.source == .inferred(fitting: 1, frames: 1))
  }

  @Test("only zero and floating frames: assumes 375×667 and says so")
  func assumesDefault() {
    let floating = KeyboardEvent(
      kind: .willChangeFrame, beginFrame: .zero,
      endFrame: CGRect(x: 224, y: 600, width: 320, height: 250), duration: 0, curve: .keyboard,
      time: 0)
    let screen = KeyboardReplayScreen.inferred(from: [floating])
    #expect(screen.size == KeyboardReplayScreen.designDefaultSize)
    #expect(screen.source == .assumed)
    #expect(screen.description.contains("assumed"))
  }

  @Test("infers only among the candidates it is given, else assumes the fallback")
  func candidatesAreTheCallers() throws {
    let events = try Fixture(name: "iphone-375x667-show-objc").log().events
    let elsewhere = KeyboardReplayScreen.inferred(
      from: events, among: [CGSize(width: 414, height: 896)],
      assuming: CGSize(width: 414, height: 896))
    #expect(elsewhere.size == CGSize(width: 414, height: 896))
    #expect(elsewhere.source == .assumed)
    let found = KeyboardReplayScreen.inferred(
      from: events, among: [CGSize(width: 414, height: 896), CGSize(width: 375, height: 667)],
      assuming: .zero)
    #expect(found.size == CGSize(width: 375, height: 667))
    #expect(found.source == .inferred(fitting: 8, frames: 8))
  }

  @Test("a given screen is reported as given")
  func givenScreen() {
    let screen = KeyboardReplayScreen(size: CGSize(width: 430, height: 932))
    #expect(screen.description == "430×932 (given)")
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 430, height: 932))
  }
}
