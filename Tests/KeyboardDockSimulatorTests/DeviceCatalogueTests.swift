import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

@Suite("Device catalogue")
struct DeviceCatalogueTests {
  @Test("has at least 8 devices with unique names, phones and pads")
  func hasEnoughDevices() {
    let all = DeviceCatalogue.all
    #expect(all.count >= 8)
    #expect(Set(all.map(\.id)).count == all.count)
    #expect(all.contains { $0.idiom == .phone })
    #expect(all.contains { $0.idiom == .pad })
  }

  /// iPhone keyboard heights in portrait, predictive bar on / off, and the 768×1024 iPad: 216 pt
  /// (Stack Overflow question 11284321) and 313 pt (Stack Overflow question 32319697); for the
  /// others no public source was found (the catalogue records them as observed).
  @Test(
    "uses the catalogue's keyboard heights",
    arguments: [
      ("iphone-se", 260.0, 216.0), ("iphone-8-plus", 271, 226), ("iphone-x", 336, 291),
      ("iphone-11", 346, 301), ("iphone-15-pro-max", 346, 301), ("ipad", 313, 313),
    ])
  func observedHeights(id: String, predictive: Double, plain: Double) throws {
    let device = try #require(DeviceCatalogue.device(named: id))
    #expect(device.portraitKeyboard.predictive == CGFloat(predictive))
    #expect(device.portraitKeyboard.plain == CGFloat(plain))
  }

  /// iPhone landscape (predictive off) 162 pt (Stack Overflow question 11284321); iPad 768×1024
  /// 398 pt landscape (no public source found); the hardware-keyboard shortcut bar 55 pt visible
  /// (Stack Overflow question 32319697).
  @Test("uses the observed landscape heights and the 55-pt shortcut bar")
  func observedLandscapeAndShortcutBar() throws {
    #expect(DeviceCatalogue.all.filter { $0.idiom == .phone }.count >= 2)
    for device in DeviceCatalogue.all where device.idiom == .phone {
      #expect(device.landscapeKeyboard.plain == 162, "\(device.id)")
    }
    let ipad = try #require(DeviceCatalogue.device(named: "ipad"))
    #expect(ipad.landscapeKeyboard.plain == 398)
    #expect(ipad.hardwareBarHeight == 55)
  }

  /// Safe area: home indicator 34 pt portrait, sides 44 pt (notch) in landscape ("Supporting
  /// iPhone X", Use Your Loaf); 21 pt landscape and 59 pt (Dynamic Island) sides ("iOS Layout
  /// Adaptation", csl.cool).
  @Test("uses the observed safe areas")
  func observedSafeAreas() throws {
    let notch = try #require(DeviceCatalogue.device(named: "iphone-x"))
    #expect(notch.portraitSafeArea.bottom == 34)
    #expect(notch.landscapeSafeArea.bottom == 21)
    #expect(notch.landscapeSafeArea.left == 44)
    let island = try #require(DeviceCatalogue.device(named: "iphone-15"))
    #expect(island.landscapeSafeArea.right == 59)
    let homeButton = try #require(DeviceCatalogue.device(named: "iphone-se"))
    #expect(homeButton.hasHomeButton)
  }

  @Test("rotating swaps the screen's width and height")
  func landscapeSwapsSize() {
    for device in DeviceCatalogue.all {
      let portrait = device.screenSize(.portrait)
      let landscape = device.screenSize(.landscape)
      #expect(portrait.width == landscape.height && portrait.height == landscape.width)
    }
  }

  @Test("every device with a value the catalogue does not record as observed names its estimates")
  func estimatesAreNamed() throws {
    for id in ["iphone-14", "iphone-15", "ipad-air", "ipad-pro-12.9", "ipad-mini"] {
      let device = try #require(DeviceCatalogue.device(named: id))
      #expect(!device.estimates.isEmpty, "\(id)")
    }
    #expect(!DeviceCatalogue.sharedEstimates.isEmpty)
  }
}
