import Foundation
import KeyboardDockCore
import PropertyBased
import Testing

@testable import KeyboardDockSimulator

/// The simulator's bar placement is Core's one docking policy, as the UIKit adapter applies it.
@Suite("Docking geometry")
struct DockingGeometryTests {
  static let screen = CGRect(x: 0, y: 0, width: 1024, height: 768)
  static let placement = ViewPlacement(
    windowFrame: CGRect(x: 0, y: 0, width: 507, height: 768),
    viewFrame: CGRect(x: 0, y: 0, width: 507, height: 768),
    safeAreaInsets: LayoutInsets(bottom: 20))
  static let app = AppContext(screenBounds: screen, placement: placement, barHeight: 44)

  @Test("the bar's top edge is where Core's coveredHeight(of:) puts it, in every mode")
  func matchesCore() async {
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0...(KeyboardMode.allCases.count - 1)), Gen.double(in: 300...900),
      Gen.double(in: 0...400)
    ) { modeIndex, top, height in
      let mode = KeyboardMode.allCases[modeIndex]
      let frame = CGRect(x: 0, y: top, width: 1024, height: height)
      let state = KeyboardState(frame: frame, phase: .visible, mode: mode, time: 0)
      let simulated = DockingGeometry.barLayout(
        coverage: DockingGeometry.coverage(of: state, in: Self.placement), in: Self.app)
      let core = DockingGeometry.barLayout(
        coverage: state.coveredHeight(of: Self.placement), in: Self.app)
      #expect(abs(simulated.frame.minY - core.frame.minY) < 1e-9, "\(mode) \(frame)")
      #expect(abs(simulated.contentBottomInset - core.contentBottomInset) < 1e-9)
    }
  }

  @Test(
    "only a floating keyboard leaves the bar on the safe area", arguments: KeyboardMode.allCases)
  func policy(mode: KeyboardMode) {
    let keyboard = CGRect(x: 0, y: 400, width: 1024, height: 368)
    let coverage = DockingGeometry.coverage(of: keyboard, mode: mode, in: Self.placement)
    #expect(coverage == (mode == .floating ? 0 : 368))
  }
}
