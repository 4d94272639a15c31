import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockLayout

/// The engine followed through the verifier's configurations in several orders agrees with a
/// fresh engine per configuration: adding and removing tracked constraints leaves no trace.
@Suite("Layout engine: configurations in any order")
struct LayoutEngineOrderTests {
  /// `configurations` in order, reversed, and in two fixed pseudo-random permutations.
  static func orders(_ configurations: [LayoutConfiguration]) -> [[LayoutConfiguration]] {
    var orders = [configurations, configurations.reversed()]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2 {
      var shuffled = configurations
      for index in shuffled.indices.reversed() where index > 0 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        shuffled.swapAt(index, Int(state >> 33) % (index + 1))
      }
      orders.append(shuffled)
    }
    return orders
  }

  // Apple's sample (“Keyboard Layout Guide”) has a trailing pin in two tracked groups (near the
  // bottom, near the trailing edge): leaving one group while the other stays active removes one of two equal
  // required constraints, and the copy that stays must keep holding.
  @Test(
    "each configuration gives a fresh engine's frames, whatever came before",
    arguments: ["apple-sample", "adaptive-toolbar"], LayoutDirection.allCases)
  func incrementalMatchesFresh(name: String, direction: LayoutDirection) throws {
    var layout = try LayoutFileTests.example(name)
    layout.layoutDirection = direction
    let configurations = try LayoutVerifier(layout).configurations(
      devices: [LayoutVerifierTests.pad, LayoutVerifierTests.phone], grid: 5)
    for order in Self.orders(configurations) {
      var engine = try LayoutEngine(layout)
      for configuration in order {
        let keyboard = configuration.keyboard
        let placement = configuration.window.placement
        engine.update(keyboardFrame: keyboard.frame, docking: keyboard.docking, in: placement)
        var fresh = try LayoutEngine(layout)
        fresh.update(keyboardFrame: keyboard.frame, docking: keyboard.docking, in: placement)
        #expect(engine.hasUnsatisfiableConstraints == fresh.hasUnsatisfiableConstraints)
        let ambiguous = fresh.ambiguousItems()
        for item in layout.items where !ambiguous.contains(item.name) {
          let ours = try #require(engine.frame(of: item.name))
          let theirs = try #require(fresh.frame(of: item.name))
          let distance =
            [
              ours.minX - theirs.minX, ours.minY - theirs.minY, ours.width - theirs.width,
              ours.height - theirs.height,
            ].map(abs).max() ?? 0
          #expect(distance <= 1e-6, "\(item.name) \(ours) ≠ \(theirs) in \(configuration)")
        }
      }
    }
  }
}
