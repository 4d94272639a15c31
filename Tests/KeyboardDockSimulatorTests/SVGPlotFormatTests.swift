import Foundation
import Testing

@testable import KeyboardDockSimulator

/// `SVGPlot.format(_:places:)` writes what `String(format: "%.Nf")` writes, without it.
@Suite("SVG number format")
struct SVGPlotFormatTests {
  /// Ties and near-ties in binary (0.25 and 2.5 are exact ties; 0.15, 1.005 and 0.35 are not),
  /// signs, zeros, and values at the fast path's limits.
  static let edges: [Double] = [
    0, -0.0, 0.04, -0.04, 0.05, -0.05, 0.15, 0.25, 0.35, 0.45, 2.5, 3.5, -2.5, 1.005, 1.0005,
    0.0005, 0.125, 0.375, 9.95, 99.95, 999.95, 1e-9, -1e-9, 123_456.789, 0x1p40 + 0.5,
    0x1p48 + 0.25, 1e15, -1e15, 1e20, .greatestFiniteMagnitude, .infinity, -.infinity,
    .leastNonzeroMagnitude,
  ]

  @Test("edge values at 0 to 4 places", arguments: 0...4)
  func edgeValues(places: Int) {
    #expect(Self.edges.count == 33)
    for value in Self.edges {
      #expect(
        SVGPlot.format(value, places: places) == String(format: "%.\(places)f", value),
        "\(value) at \(places) places")
    }
  }

  @Test("100,000 values from a fixed generator, halves of a unit among them")
  func generatedValues() {
    var generator = SplitMix64(seed: 20_261_126)
    for index in 0..<100_000 {
      let unit = Double(generator.next() % 2_000_001) / 1_000 - 1_000
      // Every fourth value is a tie at some place: k / 2000, k / 200, k / 20.
      let value =
        index % 4 == 0 ? Double(Int(generator.next() % 4_000_001) - 2_000_000) / 2_000 : unit
      for places in 1...3 {
        #expect(SVGPlot.format(value, places: places) == String(format: "%.\(places)f", value))
      }
    }
  }
}
