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
      (.otherApp, .docked),
      (.docked, .docked),
      (.hardwareShortcutBar, .docked),
      (.undocked, .undocked),
      (.split, .undocked),
      (.floating, .floating),
    ])
  func mapping(mode: KeyboardMode, docking: KeyboardDocking) {
    #expect(KeyboardDocking(mode) == docking)
  }

  /// The guide and the bar policy answer different questions: an undocked or split keyboard is
  /// `undocked` for UIKit's guide (it drops to the safe area unless `followsUndockedKeyboard`),
  /// while the package's docked bar still rides it, as an input accessory view does on iPad.
  @Test("only the floating keyboard is undocked for the guide and not followed by the bar")
  func guideClassAndBarPolicyDifferOnlyWhereDocumented() {
    for mode in KeyboardMode.allCases where mode != .otherApp && mode != .hidden {
      let guideUndocked = KeyboardDocking(mode).isUndocked
      switch mode {
      case .undocked, .split: #expect(guideUndocked && mode.followsFrame)
      case .floating: #expect(guideUndocked && !mode.followsFrame)
      default: #expect(!guideUndocked && mode.followsFrame)
      }
    }
  }
}
