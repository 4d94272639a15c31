import Foundation
import KeyboardDockComposer
import KeyboardDockCore

/// The simulated app's input bar: the composer's ``GrowingBar`` with a chat bar's layout.
///
/// One line is 44 pt (20-pt lines inside 12-pt insets); the bar grows a line at a time up to five
/// lines, each change animated with the keyboard's curve (the growing input field of “A Stickler
/// for Details”), then scrolls. Every strategy reads the same height at every frame, as every
/// technique lays out the same bar.
public enum InputBarModel {
  /// The bar's layout: 20-pt lines, 12-pt top and bottom insets, 1 to 5 lines.
  ///
  /// - Throws: ``ComposerError`` only if these constants were invalid.
  public static func layout() throws(ComposerError) -> GrowingBarLayout {
    try GrowingBarLayout(
      lineHeight: 20, insets: LayoutInsets(top: 12, left: 12, bottom: 12, right: 12),
      minimumLines: 1, maximumLines: 5)
  }

  /// A bar showing `lines` lines, at rest.
  ///
  /// - Throws: ``ComposerError`` for a line count the composer refuses.
  public static func bar(lines: Int) throws(ComposerError) -> GrowingBar {
    try GrowingBar(layout: layout(), lineCount: lines)
  }
}
