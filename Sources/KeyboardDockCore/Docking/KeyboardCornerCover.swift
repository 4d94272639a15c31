import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How far a docked bar's background reaches below its bottom edge, under the keyboard's rounded
/// top corners.
///
/// On iOS 26 the keyboard of an app built with the iOS 26 SDK has rounded top corners (about
/// 30 pt; react-native-keyboard-controller PR #1415, `keyboardBorderRadius() = 30`) unless the
/// app sets `UIDesignRequiresCompatibility`, and whatever the app does not paint behind the two
/// corners shows through as notches (flutter/flutter #179482). A bar sitting on the keyboard covers
/// them when its background reaches one radius below its bottom edge, behind the keyboard: the
/// keyboard is drawn over the rest of it.
///
/// ```swift
/// let cover = KeyboardCornerCover(system: try SystemVersion("26.2"), requiresCompatibility: false)
/// cover.backgroundDepth(coveredHeight: 345)  // 30
/// cover.backgroundDepth(coveredHeight: 0)    // 0: no keyboard, nothing to cover
/// ```
public struct KeyboardCornerCover: Sendable, Hashable {
  /// The radius of the iOS 26 keyboard's top corners, in points.
  public static let iOS26Radius: CGFloat = 30

  /// The keyboard's top corner radius this app gets, in points (0 for a square keyboard).
  public var radius: CGFloat

  /// The cover for a keyboard with corners of `radius` points.
  public init(radius: CGFloat) {
    self.radius = radius.isFinite ? max(0, radius) : 0
  }

  /// The cover for an app on `system`: rounded corners from iOS 26, unless the app's Info.plist
  /// sets `UIDesignRequiresCompatibility` (the keyboard then stays square).
  public init(system: SystemVersion, requiresCompatibility: Bool) {
    self.init(radius: system >= SystemVersion(26) && !requiresCompatibility ? Self.iOS26Radius : 0)
  }

  /// How far the bar's background reaches below the bar's bottom edge: the radius while the
  /// keyboard covers at least that much of the view, else the covered height (nothing below).
  ///
  /// - Parameter coveredHeight: The height of the view the keyboard covers, in points.
  public func backgroundDepth(coveredHeight: CGFloat) -> CGFloat {
    guard coveredHeight.isFinite, coveredHeight > 0 else { return 0 }
    return min(radius, coveredHeight)
  }
}
