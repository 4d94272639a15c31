import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What one strategy's bar looks like against the true keyboard at one display frame.
///
/// The reference is the true visible keyboard (never shown to strategies) put through the same
/// ``DockingGeometry`` rule the strategies use: the line the bar's bottom edge belongs on.
public struct FrameMeasurement: Sendable, Hashable {
  /// The tolerance within which two positions count as equal, in points.
  public static let tolerance: CGFloat = 0.01

  /// The frame's time, in seconds.
  public var time: TimeInterval
  /// The top of the keyboard's coverage of the app view, in the view's coordinates: where the
  /// bar's bottom edge belongs.
  public var keyboardTop: CGFloat
  /// The bar's bottom edge, in the view's coordinates.
  public var barBottom: CGFloat
  /// How far the bar floats above the keyboard, in points (0 when it does not).
  public var gap: CGFloat
  /// How far the bar reaches below the keyboard's top, in points (0 when it does not).
  public var overlap: CGFloat
  /// Whether the bar's frame lies entirely on the screen.
  public var isBarOnScreen: Bool
  /// The bar's width minus the app view's width, in points (positive: wider than the app).
  public var barWidthExcess: CGFloat
  /// The strategy's bottom content inset minus the inset the true keyboard calls for, in points.
  public var contentInsetError: CGFloat
  /// Whether the last content row, scrolled to the bottom, is above both bar and keyboard.
  public var isLastRowVisible: Bool

  /// Measures a bar against the true keyboard.
  ///
  /// - Parameters:
  ///   - layout: The strategy's bar and inset.
  ///   - truth: The layout the true keyboard calls for (``DockingGeometry``).
  ///   - trueCoverage: The true keyboard's coverage of the view, in points.
  ///   - app: The app's geometry.
  ///   - time: The frame's time.
  ///   - contentEndShift: How far below the content's end at its model scroll position the
  ///     screen shows it at this frame, in points (0 unless a content-offset animation is in
  ///     flight): the last row, scrolled to the bottom, shows this much lower than the inset
  ///     alone puts it.
  public init(
    layout: BarLayout, truth: BarLayout, trueCoverage: CGFloat, app: AppContext,
    time: TimeInterval, contentEndShift: CGFloat = 0
  ) {
    let bounds = app.placement.bounds
    self.time = time
    keyboardTop = bounds.maxY - trueCoverage
    barBottom = layout.frame.maxY
    gap = max(0, keyboardTop - barBottom)
    overlap = max(0, barBottom - keyboardTop)
    let onScreen = app.placement.convertToScreen(layout.frame)
    let screen = app.screenBounds.insetBy(dx: -Self.tolerance, dy: -Self.tolerance)
    isBarOnScreen = screen.contains(onScreen)
    barWidthExcess = layout.frame.width - bounds.width
    contentInsetError = layout.contentBottomInset - truth.contentBottomInset
    let lastRowBottom = bounds.maxY - layout.contentBottomInset + contentEndShift
    isLastRowVisible = lastRowBottom <= min(layout.frame.minY, keyboardTop) + Self.tolerance
  }

  /// Whether anything is wrong at this frame: a gap, an overlap, the bar off screen or wider or
  /// narrower than the app, a wrong content inset, or the last row hidden.
  public var isInError: Bool {
    gap > Self.tolerance || overlap > Self.tolerance || !isBarOnScreen
      || abs(barWidthExcess) > Self.tolerance || abs(contentInsetError) > Self.tolerance
      || !isLastRowVisible
  }

  /// The vertical error: the larger of gap and overlap, in points.
  public var verticalError: CGFloat { max(gap, overlap) }
}
