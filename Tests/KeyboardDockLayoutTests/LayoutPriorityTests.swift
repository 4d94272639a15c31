import Foundation
import KeyboardDockLayout
import Testing

/// UIKit's priority scale and its map onto solver weights.
@Suite("Layout priorities")
struct LayoutPriorityTests {
  @Test(
    "priorities outside UIKit's 1...1000 are refused", arguments: [0, -1, 1000.5, .nan, .infinity])
  func outOfRangeRefused(value: Float) {
    #expect(LayoutPriority(value) == nil)
  }

  @Test("UIKit's named priorities have UIKit's values")
  func namedValues() {
    #expect(LayoutPriority.required.rawValue == 1000)
    #expect(LayoutPriority.defaultHigh.rawValue == 750)
    #expect(LayoutPriority.defaultLow.rawValue == 250)
    #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
  }

  @Test("required has no weight; optional weights keep UIKit's order")
  func weightsKeepOrder() throws {
    #expect(LayoutPriority.required.strengthWeight == nil)
    var previous = 0.0
    for value in 1...999 {
      let weight = try #require(LayoutPriority(Float(value))?.strengthWeight)
      #expect(weight > previous)
      previous = weight
    }
    #expect(previous < 1e9)
  }

  @Test("defaultHigh outweighs defaultLow by 10^4.5")
  func highOverLowRatio() throws {
    let high = try #require(LayoutPriority.defaultHigh.strengthWeight)
    let low = try #require(LayoutPriority.defaultLow.strengthWeight)
    #expect(abs(high / low - pow(10, 4.5)) < 1e-6 * high / low)
  }
}
