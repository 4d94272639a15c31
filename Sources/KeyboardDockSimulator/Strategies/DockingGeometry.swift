import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The one rule every strategy and the metrics use to turn a keyboard frame into a bar.
///
/// The keyboard's coverage of the view is `bounds.maxY − intersection.minY` of the keyboard
/// converted into the view (DESIGN.md §4), or 0 when they do not intersect. The bar's bottom edge
/// sits on that line; when the keyboard covers less than the bottom safe area the bar grows a
/// padding below its content, as a chat bar's background fills the home-indicator area. Because
/// the line is linear in the keyboard's position, a bar animated along the keyboard's own curve
/// matches the keyboard at every frame, and any error a strategy shows is an error of what it
/// believes the keyboard does.
public enum DockingGeometry {
  /// How much of the view, from its bottom edge, a keyboard frame covers, in points.
  ///
  /// - Parameters:
  ///   - keyboard: The keyboard's frame in screen coordinates.
  ///   - placement: The view's placement.
  /// - Returns: 0 when the keyboard does not overlap the view.
  public static func coverage(of keyboard: CGRect, in placement: ViewPlacement) -> CGFloat {
    guard let covered = placement.coveredRect(byKeyboard: keyboard) else { return 0 }
    return placement.bounds.maxY - covered.minY
  }

  /// How much of the view a keyboard in `mode` covers for a docked bar, in points: the package's
  /// one docking policy, ``KeyboardMode/followsFrame``, applied to a frame.
  ///
  /// In every mode but floating the bar follows the keyboard: this is
  /// the frame's coverage. A floating keyboard does not push a docked bar: 0, the bar
  /// rests on the bottom safe area. The bar this gives (``barLayout(coverage:in:)``) has the same
  /// top edge as one placed on Core's ``KeyboardState/coveredHeight(of:)``, which the UIKit
  /// adapter uses; only the safe area is drawn as padding below the bar rather than left empty.
  ///
  /// - Parameters:
  ///   - keyboard: The keyboard's frame in screen coordinates.
  ///   - mode: The keyboard's mode (the tracker's conclusion, or the simulator's truth).
  ///   - placement: The view's placement.
  /// - Returns: 0 when the keyboard floats or does not overlap the view.
  public static func coverage(
    of keyboard: CGRect, mode: KeyboardMode, in placement: ViewPlacement
  ) -> CGFloat {
    mode.followsFrame ? coverage(of: keyboard, in: placement) : 0
  }

  /// How much of the view the keyboard of a tracker state covers for a docked bar, in points:
  /// ``coverage(of:mode:in:)`` of the state's frame and mode.
  public static func coverage(of state: KeyboardState, in placement: ViewPlacement) -> CGFloat {
    coverage(of: state.frame, mode: state.mode, in: placement)
  }

  /// The bar and content inset for a coverage.
  ///
  /// - Parameters:
  ///   - coverage: The keyboard's coverage of the view, in points.
  ///   - app: The app's geometry.
  /// - Returns: A full-width bar whose bottom edge is `coverage` above the view's bottom, padded
  ///   up to the safe area, and the inset that keeps the last row above it.
  public static func barLayout(coverage: CGFloat, in app: AppContext) -> BarLayout {
    let bounds = app.placement.bounds
    let padding = max(0, app.placement.safeAreaInsets.bottom - coverage)
    let bottom = bounds.maxY - coverage
    let height = app.barHeight + padding
    return BarLayout(
      frame: CGRect(x: 0, y: bottom - height, width: bounds.width, height: height),
      contentBottomInset: coverage + height)
  }

  /// Where UIKit puts an input accessory view of the app's bar height, in the view's coordinates.
  ///
  /// The accessory sits on the visible docked keyboard, as wide as the keyboard, padded by the
  /// screen's bottom safe area while the keyboard covers less than it; when the keyboard floats
  /// or hides, it rests at the bottom of the screen (T1, seed 003's caveats).
  ///
  /// - Parameters:
  ///   - keyboard: The visible docked keyboard, in screen coordinates.
  ///   - screenSafeAreaBottom: The full-screen window's bottom safe-area inset.
  ///   - app: The app's geometry.
  public static func inputAccessoryFrame(
    keyboard: CGRect, screenSafeAreaBottom: CGFloat, app: AppContext
  ) -> CGRect {
    let screen = app.screenBounds
    let top = min(keyboard.minY, screen.maxY)
    let padding = max(0, screenSafeAreaBottom - (screen.maxY - top))
    let height = app.barHeight + padding
    let frame = CGRect(x: keyboard.minX, y: top - height, width: keyboard.width, height: height)
    return app.placement.convertFromScreen(frame)
  }
}
