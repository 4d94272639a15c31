import Foundation
import KeyboardDockCore
import KeyboardDockLayout
import KeyboardDockSimulator
import Testing

/// T3, the keyboard layout guide, run through the simulator against the true keyboard.
@Suite("Layout-guide strategy (keyboard layout guide)")
struct LayoutGuideStrategyTests {
  /// Scenarios in which the guide tracks the keyboard at every frame: docked show and hide,
  /// height changes, rotation, interactive dismissal (“A Stickler for Details”: no notification
  /// during the drag; the guide moves), undocked and split keyboards, Split View (“Keyboard Layout
  /// Guide”).
  static let tracked = [
    "show-hide", "show-hide-landscape", "predictive-bar-toggle", "emoji-keyboard",
    "rotation-with-keyboard-up", "interactive-dismissal-completed",
    "interactive-dismissal-cancelled", "interactive-dismissal-slow-release",
    "third-party-keyboard", "hardware-keyboard-connect-disconnect", "ipad-split-keyboard",
    "split-view-third-left", "split-view-half-right", "split-view-two-thirds-right",
    "growing-bar-1-to-5-lines",
  ]

  @Test(
    "the bar is within half a point of the keyboard at every frame where the guide tracks it",
    arguments: tracked)
  func zeroErrorWhereGuideTracks(scenario: String) throws {
    let suite = try SimulationSuite.select(
      scenarios: [scenario], devices: [], strategies: ["layout-guide"])
    let result = try suite.run()
    #expect(!result.results.isEmpty)
    for run in result.results {
      // The simulated iOS removes a spring at its own settling threshold, which the guide's
      // animation in the app does not know: a few tenths of a point in an animation's last frames.
      #expect(run.maxGap <= AcceptanceTests.bound, "\(run.device): gap \(run.maxGap)")
      #expect(run.maxOverlap <= AcceptanceTests.bound, "\(run.device): overlap \(run.maxOverlap)")
      #expect(run.maxContentInsetError <= AcceptanceTests.bound, "\(run.device)")
    }
  }

  @Test("the strategy is registered as T3 under the name layout-guide")
  func registered() throws {
    let descriptor = try #require(StrategyRegistry.strategy(named: "layout-guide"))
    #expect(descriptor.technique == "keyboard layout guide")
  }

  @Test("the bar layout follows undocked keyboards and drops to the bottom near the top edge")
  func barLayoutIsAdaptive() throws {
    let layout = LayoutGuideStrategy.barLayout(height: 44)
    #expect(layout.guide.followsUndockedKeyboard)
    #expect(!layout.guide.usesBottomSafeArea)
    var engine = try LayoutEngine(layout)
    let placement = ViewPlacement.fullScreen(
      CGSize(width: 1024, height: 768), safeAreaInsets: LayoutInsets(top: 24, bottom: 20))
    engine.update(
      keyboardFrame: CGRect(x: 300, y: 400, width: 320, height: 254), docking: .floating,
      in: placement)
    #expect(engine.frame(of: "bar") == CGRect(x: 0, y: 356, width: 1024, height: 44))
    engine.update(
      keyboardFrame: CGRect(x: 300, y: 24, width: 320, height: 254), docking: .floating,
      in: placement)
    #expect(engine.frame(of: "bar") == CGRect(x: 0, y: 704, width: 1024, height: 64))
  }
}
