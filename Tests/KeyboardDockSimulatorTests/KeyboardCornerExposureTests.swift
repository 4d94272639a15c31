import Foundation
import Testing

@testable import KeyboardDockSimulator

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@Suite("Keyboard corners: the area iOS 26's rounded keyboard leaves exposed")
struct KeyboardCornerExposureTests {
  static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
  static let keyboard = CGRect(x: 0, y: 507, width: 393, height: 345)
  /// Two notches of (1 − π/4)·30².
  static let notches = 2 * (1 - CGFloat.pi / 4) * 900

  @Test("a bar ending at the keyboard's top exposes both notches; one reaching 30 pt below, none")
  func exposure() {
    let bar = CGRect(x: 0, y: 463, width: 393, height: 44)
    let open = KeyboardCornerExposure.area(
      keyboard: Self.keyboard, radius: 30, screen: Self.screen, barBackground: bar)
    #expect(abs(open - Self.notches) < 1, "\(open)")
    var covered = bar
    covered.size.height += 30
    #expect(
      KeyboardCornerExposure.area(
        keyboard: Self.keyboard, radius: 30, screen: Self.screen, barBackground: covered) < 0.01)
    #expect(
      KeyboardCornerExposure.area(
        keyboard: Self.keyboard, radius: 0, screen: Self.screen, barBackground: bar) == 0)
    let hidden = Self.keyboard.offsetBy(dx: 0, dy: 345)
    #expect(
      KeyboardCornerExposure.area(
        keyboard: hidden, radius: 30, screen: Self.screen, barBackground: bar) == 0)
  }

  @Test("on iOS 26 the tracker covers the corners; the other strategies leave them exposed")
  func suite() throws {
    let suite = try SimulationSuite.select(
      scenarios: ["show-hide"], devices: ["iphone-15"], strategies: [], ios: ["18", "26.2"])
    let results = try suite.run().results
    let onEighteen = results.filter { $0.ios == "18" }.count
    #expect(onEighteen > 1 && results.count == 2 * onEighteen, "every strategy on both profiles")
    #expect(results.contains { $0.ios == "26.2" && $0.strategy == "tracker" })
    for result in results where result.ios == "18" { #expect(result.maxCornerExposure == 0) }
    for result in results where result.ios == "26.2" {
      if result.strategy == "tracker" {
        #expect(result.maxCornerExposure < 1, "\(result)")
      } else {
        #expect(result.maxCornerExposure > 300, "\(result)")
      }
    }
  }
}
