import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A simulated iPhone or iPad: screen size, safe areas and keyboard sizes in both orientations.
///
/// Values come from DESIGN.md §5 where they were observed; every other value is an estimate,
/// listed with its reason in ``DeviceCatalogue`` (the one place that holds estimates) and named
/// in ``estimates``.
public struct Device: Sendable, Equatable, Identifiable, CustomStringConvertible {
  /// Whether the device is a phone or a tablet; some scenarios apply to one only.
  public enum Idiom: String, Sendable, Hashable, CaseIterable {
    case phone
    case pad
  }

  /// Heights of the system keyboard in one orientation, in points, including the home-indicator
  /// area below the keys (the frame UIKit posts).
  public struct KeyboardHeights: Sendable, Hashable {
    /// With the predictive (QuickType) bar.
    public var predictive: CGFloat
    /// Without the predictive bar.
    public var plain: CGFloat
    /// The emoji keyboard.
    public var emoji: CGFloat
    /// A third-party keyboard's final height (it first posts 0, then ``plain``).
    public var thirdParty: CGFloat
    /// The split keyboard (iPad only; 0 on phones).
    public var split: CGFloat

    /// Creates heights.
    public init(
      predictive: CGFloat, plain: CGFloat, emoji: CGFloat, thirdParty: CGFloat, split: CGFloat
    ) {
      self.predictive = predictive
      self.plain = plain
      self.emoji = emoji
      self.thirdParty = thirdParty
      self.split = split
    }
  }

  /// The name used on the command line, such as `iphone-14`.
  public var id: String
  /// The models this entry stands for, such as `iPhone 12 / 13 / 14`.
  public var model: String
  /// Phone or pad.
  public var idiom: Idiom
  /// The screen in portrait, in points.
  public var portraitSize: CGSize
  /// Safe-area insets of a full-screen window in portrait.
  public var portraitSafeArea: SafeAreaInsets
  /// Safe-area insets of a full-screen window in landscape.
  public var landscapeSafeArea: SafeAreaInsets
  /// Keyboard heights in portrait.
  public var portraitKeyboard: KeyboardHeights
  /// Keyboard heights in landscape.
  public var landscapeKeyboard: KeyboardHeights
  /// The visible height of the shortcut bar left on screen with a hardware keyboard.
  public var hardwareBarHeight: CGFloat
  /// The size of the floating (iPad) keyboard; `.zero` on phones.
  public var floatingKeyboardSize: CGSize
  /// The names of the values above that are estimates; reasons are in ``DeviceCatalogue``.
  public var estimates: [String]

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.model == rhs.model && lhs.idiom == rhs.idiom
      && lhs.portraitSize == rhs.portraitSize && lhs.portraitSafeArea == rhs.portraitSafeArea
      && lhs.landscapeSafeArea == rhs.landscapeSafeArea
      && lhs.portraitKeyboard == rhs.portraitKeyboard
      && lhs.landscapeKeyboard == rhs.landscapeKeyboard
      && lhs.hardwareBarHeight == rhs.hardwareBarHeight
      && lhs.floatingKeyboardSize == rhs.floatingKeyboardSize && lhs.estimates == rhs.estimates
  }

  // CGSize is not Hashable on iOS before 18: hash the fields that identify a device.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(model)
  }

  /// Whether the device has a home button (no bottom safe area in portrait).
  public var hasHomeButton: Bool { portraitSafeArea.bottom == 0 }

  /// The screen size in an orientation, in points.
  public func screenSize(_ orientation: Orientation) -> CGSize {
    switch orientation {
    case .portrait: portraitSize
    case .landscape: CGSize(width: portraitSize.height, height: portraitSize.width)
    }
  }

  /// The screen's bounds in an orientation: origin zero, ``screenSize(_:)``.
  public func screenBounds(_ orientation: Orientation) -> CGRect {
    CGRect(origin: .zero, size: screenSize(orientation))
  }

  /// Safe-area insets of a full-screen window in an orientation.
  public func safeArea(_ orientation: Orientation) -> SafeAreaInsets {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// Keyboard heights in an orientation.
  public func keyboard(_ orientation: Orientation) -> KeyboardHeights {
    orientation == .portrait ? portraitKeyboard : landscapeKeyboard
  }

  /// One line for `kbdock devices`.
  public var description: String {
    let size = "\(Int(portraitSize.width))×\(Int(portraitSize.height))"
    let keyboard = "keyboard \(Int(portraitKeyboard.predictive))/\(Int(portraitKeyboard.plain))"
    let estimated = estimates.isEmpty ? "" : "  (estimated: \(estimates.joined(separator: ", ")))"
    return "\(id)  \(model), \(size), \(keyboard) pt portrait, "
      + "\(Int(landscapeKeyboard.plain)) landscape\(estimated)"
  }
}

/// The screen's orientation.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
  case portrait
  case landscape

  /// The other orientation.
  public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
}

/// The interface orientation (`UIInterfaceOrientation`): which way up the app's interface is.
///
/// Landscape-left and landscape-right have the same screen bounds, as portrait and upside down
/// do; turning between them is a 180° turn. iPhone apps do not turn upside down by default:
/// "The default values for this property are `UIInterfaceOrientationMaskAll` for the iPad idiom
/// and `UIInterfaceOrientationMaskAllButUpsideDown` for the iPhone idiom"
/// (`UIViewController.supportedInterfaceOrientations` in Apple's documentation).
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable {
  case portrait
  case portraitUpsideDown = "portrait-upside-down"
  case landscapeLeft = "landscape-left"
  case landscapeRight = "landscape-right"

  /// The screen's shape in this orientation.
  public var shape: Orientation {
    switch self {
    case .portrait, .portraitUpsideDown: .portrait
    case .landscapeLeft, .landscapeRight: .landscape
    }
  }

  /// The interface orientation a scenario starting in `shape` has: portrait, or landscape-right
  /// (the home indicator or button on the right, the usual way to turn a phone).
  public init(starting shape: Orientation) {
    self = shape == .portrait ? .portrait : .landscapeRight
  }

  /// Whether an app on `device` turns to this orientation by default.
  public func isSupported(on device: Device) -> Bool {
    device.idiom == .pad || self != .portraitUpsideDown
  }
}
