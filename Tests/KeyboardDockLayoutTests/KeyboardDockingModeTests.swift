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

  /// The one docking policy (`KeyboardMode.followsFrame`): a docked bar follows the keyboard in
  /// every mode but floating, including an undocked or split one, which the guide still classes
  /// as away from the bottom edge.
  @Test("a mode floats for the guide exactly when a docked bar does not follow the frame")
  func agreesWithFollowsFrame() {
    for mode in KeyboardMode.allCases {
      #expect((KeyboardDocking(mode) == .floating) == !mode.followsFrame, "\(mode)")
    }
  }
}
