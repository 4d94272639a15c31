import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the user sees, for the metrics: the keyboard's presentation frame, the part of an app
/// view it covers, and where a bar that stays on the keyboard belongs.
///
/// Strategies never read this; they see only notifications, KVO values, the layout guide and
/// display-link ticks.
public struct ScreenTruth: Sendable, Equatable {
  /// The docked keyboard's presentation frame, in screen coordinates.
  public var keyboard: CGRect
  /// The floating keyboard's frame, when it floats.
  public var floatingKeyboard: CGRect?
  /// The keyboard's mode.
  public var mode: SystemKeyboard.Mode
  /// Whether the keyboard belongs to this app.
  public var isLocal: Bool
  /// The app view's scene geometry.
  public var scene: SceneGeometry

  /// The truth at `time` for an app view.
  public init(keyboard: SystemKeyboard, at time: TimeInterval, scene: SceneGeometry) {
    self.keyboard = keyboard.presentationFrame(at: time)
    floatingKeyboard = keyboard.floatingFrame
    mode = keyboard.mode
    isLocal = keyboard.isLocal
    self.scene = scene
  }

  /// The part of the view the docked keyboard covers, in the view's coordinates, or `nil`.
  public var coveredRect: CGRect? {
    let inView = scene.viewRect(fromScreen: keyboard)
    let bounds = scene.bounds
    let top = max(inView.lowY, bounds.lowY)
    let bottom = min(inView.highY, bounds.highY)
    let left = max(inView.lowX, bounds.lowX)
    let right = min(inView.highX, bounds.highX)
    guard bottom > top, right > left else { return nil }
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// How far up from the view's bottom a correct bar's bottom edge sits, in points.
  ///
  /// On the top of the keyboard's covered part whenever the keyboard pushes content up: docked,
  /// undocked, split, the hardware keyboard's shortcut bar, and another app's keyboard (it
  /// covers this app's view just the same). A floating keyboard covers only part of the width
  /// and is moved by the user, so a docked bar stays at the bottom (as the keyboard layout
  /// guide's `followsUndockedKeyboard = false` default does; Apple's `UIKeyboardLayoutGuide` documentation).
  public var barLift: CGFloat {
    guard mode != .floating, let covered = coveredRect else { return 0 }
    return scene.bounds.highY - covered.lowY
  }

  /// Where a correct bar of `contentHeight` points goes, in the view's coordinates, and the
  /// bottom content inset that keeps a scroll view's last row above it.
  ///
  /// Its bottom edge is ``barLift`` above the view's bottom; while the keyboard covers less than
  /// the bottom safe area, the bar's background extends down to it (the home-indicator area is
  /// not left empty: Apple's "Positioning content relative to the safe area",
  /// https://developer.apple.com/documentation/uikit/uiview/positioning_content_relative_to_the_safe_area).
  public func correctBar(contentHeight: CGFloat) -> (frame: CGRect, contentInset: CGFloat) {
    let bounds = scene.bounds
    let lift = barLift
    let padding = max(0, scene.safeArea.bottom - lift)
    let height = contentHeight + padding
    let bottom = bounds.highY - lift
    return (
      CGRect(x: 0, y: bottom - height, width: bounds.absoluteWidth, height: height), lift + height
    )
  }

  /// Where UIKit shows an input accessory view of `contentHeight` points, in the view's
  /// coordinates: on top of this app's docked keyboard as the user sees it, as wide as the
  /// keyboard, padded down to the screen's bottom safe area while the keyboard covers less than
  /// it; at the bottom of the screen when the keyboard is hidden, floating or another app's
  /// (`UIResponder.inputAccessoryView` in Apple's documentation).
  public func inputAccessoryFrame(
    contentHeight: CGFloat, screen: CGRect, screenSafeAreaBottom: CGFloat
  ) -> CGRect {
    let top = isLocal ? min(keyboard.lowY, screen.highY) : screen.highY
    let padding = max(0, screenSafeAreaBottom - (screen.highY - top))
    let height = contentHeight + padding
    let frame = CGRect(
      x: keyboard.lowX, y: top - height, width: keyboard.absoluteWidth, height: height)
    return scene.viewRect(fromScreen: frame)
  }
}
