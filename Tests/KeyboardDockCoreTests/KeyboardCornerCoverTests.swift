import Foundation
import KeyboardDockCore
import Testing

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

@Suite("KeyboardCornerCover: the bar's background under iOS 26's rounded keyboard corners")
struct KeyboardCornerCoverTests {
  @Test("30 pt from iOS 26, none before or with UIDesignRequiresCompatibility")
  func radiusPerVersion() throws {
    #expect(
      KeyboardCornerCover(system: SystemVersion(26), requiresCompatibility: false).radius == 30)
    #expect(
      KeyboardCornerCover(system: try SystemVersion("26.2"), requiresCompatibility: true).radius
        == 0)
    #expect(
      KeyboardCornerCover(system: SystemVersion(18, 6), requiresCompatibility: false).radius == 0)
  }

  @Test("the depth is the radius while the keyboard covers that much, never more than it covers")
  func depth() {
    let cover = KeyboardCornerCover(radius: 30)
    #expect(cover.backgroundDepth(coveredHeight: 345) == 30)
    #expect(cover.backgroundDepth(coveredHeight: 12) == 12)
    #expect(cover.backgroundDepth(coveredHeight: 0) == 0)
    #expect(cover.backgroundDepth(coveredHeight: .nan) == 0)
    #expect(KeyboardCornerCover(radius: -4).radius == 0)
    #expect(KeyboardCornerCover(radius: .infinity).radius == 0)
  }
}
