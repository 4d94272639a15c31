import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the simulated app's window sits on the screen, and whether its view is above a tab bar.
///
/// Produces the ``SceneGeometry`` of the app's main view (the bar's superview): where the window
/// is on the screen, where the view is in it, and its safe area.
public struct AppWindow: Sendable, Hashable, CustomStringConvertible {
  /// The app's share of the screen in Split View.
  public enum SplitFraction: String, Sendable, Hashable, CaseIterable {
    case oneThird = "1/3"
    case half = "1/2"
    case twoThirds = "2/3"
  }

  /// Which side of the divider the app is on.
  public enum Side: String, Sendable, Hashable, CaseIterable {
    case left
    case right
  }

  /// The kind of window.
  public enum Kind: Sendable, Hashable {
    /// The whole screen.
    case fullScreen
    /// One side of iPad Split View.
    case splitView(SplitFraction, Side)
    /// The Slide Over panel on the right.
    case slideOver
    /// A Stage Manager window at its default size.
    case stageManager
    /// A Stage Manager window the user resized, in points (clamped to the screen).
    case stageManagerSized(width: CGFloat, height: CGFloat)
    /// A `.formSheet` presented over a full-screen app (iPad).
    case formSheet
  }

  /// The kind of window.
  public var kind: Kind
  /// Whether the view sits above a tab bar (its bottom is not the window's bottom).
  public var hasTabBar: Bool

  /// Creates a window.
  public init(_ kind: Kind = .fullScreen, hasTabBar: Bool = false) {
    self.kind = kind
    self.hasTabBar = hasTabBar
  }

  /// Whether the window exists only on iPad.
  public var requiresPad: Bool {
    if case .fullScreen = kind { return false }
    return true
  }

  /// A short name: `full-screen`, `split-view-1/3-left`, `slide-over`, …, with `+tab-bar`.
  public var description: String {
    let base: String
    switch kind {
    case .fullScreen: base = "full-screen"
    case .splitView(let fraction, let side): base = "split-view-\(fraction.rawValue)-\(side)"
    case .slideOver: base = "slide-over"
    case .stageManager: base = "stage-manager"
    case .stageManagerSized(let width, let height):
      base = "stage-manager-\(Int(width))x\(Int(height))"
    case .formSheet: base = "form-sheet"
    }
    return hasTabBar ? base + "+tab-bar" : base
  }

  /// The placement of the app's main view on a device in an orientation.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: The screen's orientation.
  /// - Returns: The window's frame in the screen, the view's frame in the window, and the view's
  ///   safe-area insets. Sizes that are not in DESIGN.md §5 are estimates from
  ///   ``DeviceCatalogue``.
  public func geometry(on device: Device, orientation: Orientation) -> SceneGeometry {
    let screen = device.screenBounds(orientation)
    let safe = device.safeArea(orientation)
    let window: CGRect
    var insets: SafeAreaInsets
    switch kind {
    case .fullScreen:
      window = screen
      insets = safe
    case .splitView(let fraction, let side):
      let width = Self.splitWidth(fraction, screenWidth: screen.width)
      let x = side == .left ? 0 : screen.width - width
      window = CGRect(x: x, y: 0, width: width, height: screen.height)
      insets = SafeAreaInsets(top: safe.top, bottom: safe.bottom)
    case .slideOver:
      let margin = DeviceCatalogue.slideOverMargin
      let width = Self.compactWidth(screenWidth: screen.width)
      window = CGRect(
        x: screen.width - width - margin, y: margin, width: width,
        height: screen.height - 2 * margin)
      insets = SafeAreaInsets(bottom: max(0, safe.bottom - margin))
    case .stageManager:
      window = CGRect(
        x: (screen.width * 0.1).rounded(), y: (screen.height * 0.08).rounded(),
        width: (screen.width * 0.6).rounded(), height: (screen.height * 0.7).rounded())
      insets = .zero
    case .stageManagerSized(let width, let height):
      // Resized from the default window's top-left corner, kept on the screen (estimate).
      let x = (screen.width * 0.1).rounded()
      let y = (screen.height * 0.08).rounded()
      window = CGRect(
        x: x, y: y, width: min(max(width, 1), screen.width - x),
        height: min(max(height, 1), screen.height - y))
      insets = .zero
    case .formSheet:
      let size = DeviceCatalogue.formSheetSize
      let width = min(size.width, screen.width)
      let height = min(size.height, screen.height - safe.top)
      window = CGRect(
        x: ((screen.width - width) / 2).rounded(), y: ((screen.height - height) / 2).rounded(),
        width: width, height: height)
      insets = .zero
    }
    var view = CGRect(origin: .zero, size: window.size)
    if hasTabBar {
      // The view ends above the tab bar, which covers the bottom safe area too (seed 004).
      let tabBar = DeviceCatalogue.tabBarHeight + insets.bottom
      view.size.height -= tabBar
      insets.bottom = 0
    }
    return SceneGeometry(windowFrame: window, viewFrame: view, safeArea: insets)
  }

  /// The compact width of Slide Over and 1/3 Split View on a screen (estimate).
  static func compactWidth(screenWidth: CGFloat) -> CGFloat {
    screenWidth >= 1194 ? DeviceCatalogue.compactWidthLarge : DeviceCatalogue.compactWidth
  }

  /// The app's width in Split View (estimate, see ``DeviceCatalogue``).
  static func splitWidth(_ fraction: SplitFraction, screenWidth: CGFloat) -> CGFloat {
    let available = screenWidth - DeviceCatalogue.splitDivider
    switch fraction {
    case .oneThird: return compactWidth(screenWidth: screenWidth)
    case .half: return (available / 2).rounded(.down)
    case .twoThirds: return available - compactWidth(screenWidth: screenWidth)
    }
  }
}
