import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

@Suite("App windows")
struct AppWindowTests {
  static let pad = DeviceCatalogue.device(named: "ipad-pro-12.9")!
  static let phone = DeviceCatalogue.device(named: "iphone-x")!

  @Test(
    "Split View windows sit on their side with their share of the width",
    arguments: [
      (AppWindow.SplitFraction.oneThird, AppWindow.Side.left, 0.0, 375.0),
      (.half, .right, 1366 - 678, 678), (.twoThirds, .right, 1366 - 981, 981),
    ])
  func splitView(fraction: AppWindow.SplitFraction, side: AppWindow.Side, x: Double, width: Double)
  {
    let placement = AppWindow(.splitView(fraction, side)).placement(
      on: Self.pad, orientation: .landscape)
    #expect(placement.windowFrame == CGRect(x: x, y: 0, width: width, height: 1024))
  }

  /// Seed 004: a view above a tab bar is inset only by the part the keyboard covers.
  @Test("a view above a tab bar ends above it, and the keyboard covers less of it")
  func tabBar() {
    let placement = AppWindow(.fullScreen, hasTabBar: true).placement(
      on: Self.phone, orientation: .portrait)
    #expect(placement.viewFrame.height == CGFloat(812 - 49 - 34))
    #expect(placement.safeAreaInsets.bottom == 0)
    let keyboard = CGRect(x: 0, y: 476, width: 375, height: 336)
    #expect(DockingGeometry.coverage(of: keyboard, in: placement) == CGFloat(336 - 83))
  }

  @Test("a form sheet is centered and the keyboard's coverage is converted into it")
  func formSheet() {
    let placement = AppWindow(.formSheet).placement(on: Self.pad, orientation: .landscape)
    #expect(placement.windowFrame == CGRect(x: 413, y: 202, width: 540, height: 620))
    let keyboard = CGRect(x: 0, y: 1024 - 471, width: 1366, height: 471)
    #expect(DockingGeometry.coverage(of: keyboard, in: placement) == CGFloat(822 - 553))
  }

  @Test("iPad-only windows and steps keep a scenario off phones")
  func applicability() throws {
    let split = try #require(BuiltInScenarios.scenario(named: "split-view-half-right"))
    #expect(!split.applies(to: Self.phone) && split.applies(to: Self.pad))
    let float = try #require(BuiltInScenarios.scenario(named: "ipad-undock-float-drag-dock"))
    #expect(!float.applies(to: Self.phone))
    let showHide = try #require(BuiltInScenarios.scenario(named: "show-hide"))
    #expect(showHide.applies(to: Self.phone) && showHide.applies(to: Self.pad))
  }

  @Test("the input accessory view is as wide as the keyboard and rests on the safe area")
  func inputAccessoryFrame() {
    let app = AppContext(
      screenBounds: CGRect(x: 0, y: 0, width: 375, height: 812),
      placement: AppWindow().placement(on: Self.phone, orientation: .portrait), barHeight: 44)
    let hidden = CGRect(x: 0, y: 812, width: 375, height: 336)
    let resting = DockingGeometry.inputAccessoryFrame(
      keyboard: hidden, screenSafeAreaBottom: 34, app: app)
    #expect(resting == CGRect(x: 0, y: 812 - 78, width: 375, height: 78))
  }
}
