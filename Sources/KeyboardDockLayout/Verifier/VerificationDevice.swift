import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The geometry of a device the verifier sweeps: per orientation, the screen, the app windows
/// to try, and the keyboards the device can show.
///
/// The layout module knows no device catalogue (the simulator owns it and depends on this
/// module), so whoever runs the verifier passes the geometry in: `kbdock verify` builds these
/// from the simulator's catalogue, tests build them from DESIGN.md §5.
public struct VerificationDevice: Sendable, Hashable {
  /// The device's name in reports, such as `ipad`.
  public var name: String
  /// The orientations to sweep, each with its own geometry.
  public var screens: [VerificationScreen]

  /// Creates a device.
  public init(name: String, screens: [VerificationScreen]) {
    self.name = name
    self.screens = screens
  }
}

/// One orientation of a device: the screen, app windows and keyboards to sweep.
public struct VerificationScreen: Sendable, Hashable {
  /// The orientation's name in reports, such as `portrait`.
  public var orientation: String
  /// The screen's size in points.
  public var size: CGSize
  /// The screen's safe-area insets; a floating keyboard is kept below the top inset.
  public var safeArea: LayoutInsets
  /// The app windows to try: full screen, and on iPad the Split View arrangements.
  public var windows: [AppPlacement]
  /// The docked keyboard's height, in points.
  public var dockedKeyboardHeight: CGFloat
  /// The visible height of the hardware keyboard's shortcut bar, or `nil` where there is none.
  public var hardwareBarHeight: CGFloat?
  /// The split keyboard's height, or `nil` where the keyboard cannot split (iPhone).
  public var splitKeyboardHeight: CGFloat?
  /// The floating keyboard's size, or `nil` where the keyboard cannot float (iPhone).
  public var floatingKeyboardSize: CGSize?

  /// Creates the geometry of one orientation.
  ///
  /// - Parameters:
  ///   - orientation: The orientation's name in reports.
  ///   - size: The screen's size in points.
  ///   - safeArea: The screen's safe-area insets.
  ///   - windows: The app windows to try.
  ///   - dockedKeyboardHeight: The docked keyboard's height.
  ///   - hardwareBarHeight: The shortcut bar's visible height; `nil` for none.
  ///   - splitKeyboardHeight: The split keyboard's height; `nil` for none.
  ///   - floatingKeyboardSize: The floating keyboard's size; `nil` for none.
  public init(
    orientation: String, size: CGSize, safeArea: LayoutInsets, windows: [AppPlacement],
    dockedKeyboardHeight: CGFloat, hardwareBarHeight: CGFloat? = nil,
    splitKeyboardHeight: CGFloat? = nil, floatingKeyboardSize: CGSize? = nil
  ) {
    self.orientation = orientation
    self.size = size
    self.safeArea = safeArea
    self.windows = windows
    self.dockedKeyboardHeight = dockedKeyboardHeight
    self.hardwareBarHeight = hardwareBarHeight
    self.splitKeyboardHeight = splitKeyboardHeight
    self.floatingKeyboardSize = floatingKeyboardSize
  }

  /// The keyboards to try on this screen with `grid` positions per axis.
  ///
  /// Hidden and docked always; on a screen that has them, the hardware shortcut bar, the
  /// undocked full-width and split keyboards at `grid` heights, and the floating keyboard at a
  /// `grid`×`grid` lattice of positions from the screen's leading edge to its trailing edge and
  /// from below the top safe area to the bottom edge.
  ///
  /// - Parameter grid: Positions per axis, 1 or more (1 places the keyboard in the middle).
  /// - Returns: The keyboards, in a fixed order.
  /// - Complexity: O(`grid`²).
  public func keyboards(grid: Int) -> [KeyboardConfiguration] {
    let height = size.height
    let width = size.width
    var result: [KeyboardConfiguration] = [
      KeyboardConfiguration(
        name: "hidden", docking: .offscreen,
        frame: CGRect(x: 0, y: height, width: width, height: dockedKeyboardHeight)),
      KeyboardConfiguration(
        name: "docked", docking: .docked,
        frame: CGRect(
          x: 0, y: height - dockedKeyboardHeight, width: width, height: dockedKeyboardHeight)),
    ]
    if let bar = hardwareBarHeight {
      // The full-height keyboard frame placed mostly offscreen, bar visible (DESIGN.md §5).
      result.append(
        KeyboardConfiguration(
          name: "hardware-bar", docking: .docked,
          frame: CGRect(x: 0, y: height - bar, width: width, height: dockedKeyboardHeight)))
    }
    let top = safeArea.top
    // Only an iPad keyboard undocks and splits; both are full-width frames moved up.
    let undocked = splitKeyboardHeight.map {
      [("undocked", dockedKeyboardHeight), ("split", $0)]
    }
    for (name, keyboardHeight) in undocked ?? [] {
      for y in Self.steps(from: top, to: height - keyboardHeight, count: grid) {
        result.append(
          KeyboardConfiguration(
            name: "\(name) y=\(Int(y.rounded()))", docking: .undocked,
            frame: CGRect(x: 0, y: y, width: width, height: keyboardHeight)))
      }
    }
    if let floating = floatingKeyboardSize {
      for y in Self.steps(from: top, to: height - floating.height, count: grid) {
        for x in Self.steps(from: 0, to: width - floating.width, count: grid) {
          result.append(
            KeyboardConfiguration(
              name: "floating x=\(Int(x.rounded())) y=\(Int(y.rounded()))", docking: .floating,
              frame: CGRect(origin: CGPoint(x: x, y: y), size: floating)))
        }
      }
    }
    return result
  }

  /// `count` evenly spaced values from `start` to `end` inclusive; the midpoint when 1.
  static func steps(from start: CGFloat, to end: CGFloat, count: Int) -> [CGFloat] {
    guard count > 1 else { return [((start + end) / 2).rounded()] }
    return (0..<count).map { index in
      (start + (end - start) * CGFloat(index) / CGFloat(count - 1)).rounded()
    }
  }
}

/// An app window to verify in: its name in reports and where its view sits.
public struct AppPlacement: Sendable, Hashable {
  /// The window's name, such as `full-screen` or `split-view-1/3-right`.
  public var name: String
  /// The app's view on screen, with its safe-area insets.
  public var placement: ViewPlacement

  /// Creates a named placement.
  public init(name: String, placement: ViewPlacement) {
    self.name = name
    self.placement = placement
  }
}

/// One keyboard to verify with: its name in reports, how it is presented, its screen frame.
public struct KeyboardConfiguration: Sendable, Hashable {
  /// The keyboard's name, such as `docked` or `floating x=0 y=764`.
  public var name: String
  /// How the keyboard is presented.
  public var docking: KeyboardDocking
  /// The keyboard's frame in screen coordinates.
  public var frame: CGRect
}

extension VerificationScreen {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(orientation)
    hasher.combine(size: size)
    hasher.combine(safeArea)
    hasher.combine(windows)
    hasher.combine(dockedKeyboardHeight)
    hasher.combine(hardwareBarHeight)
    hasher.combine(splitKeyboardHeight)
    hasher.combine(size: floatingKeyboardSize)
  }
}

extension KeyboardConfiguration {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(docking)
    hasher.combine(rect: frame)
  }
}
