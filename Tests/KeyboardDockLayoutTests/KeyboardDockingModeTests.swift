import Foundation
import KeyboardDockCore
import KeyboardDockLayout
import Testing

@Suite("KeyboardDocking(KeyboardMode): the guide's class for the tracker's mode")
struct KeyboardDockingModeTests {
  @Test(
    "each tracker mode maps to Apple's presentation class",
    arguments: [
      (KeyboardMode.hidden, KeyboardDocking.offscreen),
      (.otherApp, .offscreen),
      (.docked, .docked),
      (.hardwareShortcutBar, .docked),
      (.undocked, .undocked),
      (.split, .undocked),
      (.floating, .floating),
    ])
  func mapping(mode: KeyboardMode, docking: KeyboardDocking) {
    #expect(KeyboardDocking(mode) == docking)
  }

  @Test("a mode is undocked for the guide exactly when it does not follow the frame")
  func agreesWithFollowsFrame() {
    for mode in KeyboardMode.allCases where mode != .otherApp && mode != .hidden {
      #expect(KeyboardDocking(mode).isUndocked == !mode.followsFrame)
    }
  }
}
