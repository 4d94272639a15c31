import Foundation
import KeyboardDockCore
import Testing

@Suite("Replay options: --screen, --view and --safe-area")
struct KeyboardReplayErrorTests {
  @Test(
    "reads screen sizes typed as WxH",
    arguments: [
      ("375x667", CGSize(width: 375, height: 667)), ("768×1024", CGSize(width: 768, height: 1024)),
      ("414X896", CGSize(width: 414, height: 896)),
      ("667.5x375", CGSize(width: 667.5, height: 375)),
    ])
  func readsScreen(text: String, size: CGSize) throws {
    let screen = try KeyboardReplayScreen(parsing: text)
    #expect(screen.size == size)
    #expect(screen.source == .given)
  }

  @Test(
    "refuses screen sizes that are not two numbers from 100 to 1,000,000 points",
    arguments: [
      "", "375", "375x", "x667", "375x667x2", "0x667", "-375x667", "nanx667", "wide", "10x10",
      "99x667", "375x1e9", "infx667",
    ])
  func refusesScreen(text: String) {
    #expect(throws: KeyboardReplayError(.invalidScreen, value: text)) {
      try KeyboardReplayScreen(parsing: text)
    }
  }

  @Test("reads a view frame in screen coordinates, in a window that fills the screen")
  func readsView() throws {
    let screen = KeyboardReplayScreen(size: CGSize(width: 375, height: 667))
    let view = try screen.viewPlacement(parsing: "0, 64, 375, 554")
    #expect(view.frameInScreen == CGRect(x: 0, y: 64, width: 375, height: 554))
    #expect(view.windowFrame == screen.bounds)
    // A 216 pt keyboard covers the bottom 216 − (667 − 618) = 167 pt of a view ending at 618.
    #expect(view.coveredHeight(byKeyboard: CGRect(x: 0, y: 451, width: 375, height: 216)) == 167)
  }

  @Test(
    "refuses view frames that are not four numbers with a positive size",
    arguments: ["", "0,0,375", "0,0,375,0", "0,0,-1,10", "0,,375,667", "a,b,c,d", "0,0,inf,1"])
  func refusesView(text: String) {
    let screen = KeyboardReplayScreen(size: CGSize(width: 375, height: 667))
    #expect(throws: KeyboardReplayError(.invalidView, value: text)) {
      try screen.viewPlacement(parsing: text)
    }
  }

  @Test("refuses a view entirely outside the screen, and says which screen")
  func refusesViewOutside() {
    let screen = KeyboardReplayScreen(size: CGSize(width: 375, height: 667))
    let error = KeyboardReplayError(.viewOutsideScreen(screen: "375×667"), value: "0,700,375,50")
    #expect(throws: error) { try screen.viewPlacement(parsing: "0,700,375,50") }
    #expect(error.description.contains("outside the 375×667 screen"))
  }

  @Test("reads safe-area insets, which a view covers when the keyboard is away or floating")
  func readsSafeArea() throws {
    // 34 pt home indicator ("Supporting iPhone X", Use Your Loaf); a 49 pt tab bar is part of the
    // safe area (“Customizing the iOS keyboard”).
    let screen = KeyboardReplayScreen(size: CGSize(width: 375, height: 812))
    let view = try screen.viewPlacement(parsing: nil, safeArea: "0, 0, 83, 0")
    #expect(view == .fullScreen(screen.size, safeAreaInsets: LayoutInsets(bottom: 83)))
    #expect(view.coveredHeight(byKeyboard: CGRect(x: 0, y: 812, width: 375, height: 336)) == 83)
    #expect(view.coveredHeight(byKeyboard: CGRect(x: 0, y: 476, width: 375, height: 336)) == 336)
  }

  @Test(
    "refuses safe-area insets that are not four numbers, each 0 or more",
    arguments: ["", "0,0,83", "0,0,-1,0", "0,0,nan,0", "a,b,c,d", "0,0,83,0,0"])
  func refusesSafeArea(text: String) {
    let screen = KeyboardReplayScreen(size: CGSize(width: 375, height: 667))
    #expect(throws: KeyboardReplayError(.invalidSafeArea, value: text)) {
      try screen.viewPlacement(parsing: nil, safeArea: text)
    }
  }

  @Test("refuses safe-area insets that leave no room in the view, and names its size")
  func refusesSafeAreaLargerThanView() {
    let screen = KeyboardReplayScreen(size: CGSize(width: 375, height: 667))
    let error = KeyboardReplayError(
      .safeAreaLargerThanView(view: "375×100"), value: "50,0,50,0")
    #expect(throws: error) {
      try screen.viewPlacement(parsing: "0,500,375,100", safeArea: "50,0,50,0")
    }
    #expect(error.description.contains("leave no room in the 375×100 view"))
    #expect(
      throws: KeyboardReplayError(.safeAreaLargerThanView(view: "375×667"), value: "0,200,0,175")
    ) {
      try screen.viewPlacement(parsing: nil, safeArea: "0,200,0,175")
    }
  }

  @Test("a floating keyboard leaves a view with a safe area covered by its bottom inset")
  func safeAreaInReplay() throws {
    let log = try Fixture(name: "ipad-768x1024-floating-zero-frame-swift").log()
    let screen = KeyboardReplayScreen.inferred(from: log.events)
    let view = try screen.viewPlacement(parsing: nil, safeArea: "24,0,20,0")
    let timeline = try KeyboardReplayTimeline(replaying: log, screen: screen, view: view)
    let floating = timeline.steps.filter { $0.conclusion.mode == "floating" }
    #expect(!floating.isEmpty)
    #expect(floating.allSatisfy { $0.conclusion.coveredHeight == 20 })
    #expect(timeline.header[1].hasSuffix("safe area top 24, left 0, bottom 20, right 0"))
  }
}
