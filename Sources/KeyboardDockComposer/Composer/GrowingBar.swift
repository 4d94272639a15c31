import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A growing composer bar's height over time: its layout, its current metrics, and the running
/// height change.
///
/// Feed it the text's line count whenever the text changes; it answers with a
/// ``BarHeightTransition`` when the height changes, and `nil` when it does not (a new line beyond
/// ``GrowingBarLayout/maximumLines`` only turns scrolling on). A change that arrives while another
/// runs starts from the height shown at that moment, as UIKit's animations begin from the
/// current state, so the bar never jumps.
///
/// The UIKit adapter and the simulator drive it identically:
///
/// ```swift
/// var bar = try GrowingBar(layout: layout, lineCount: 1)
/// if let change = try bar.update(lineCount: measure.lineCount(of: text, width: width), at: now) {
///   accessoryHeight = change.pseudoAccessoryHeight
/// }
/// let heightNow = bar.height(at: now)
/// ```
public struct GrowingBar: Sendable, Hashable {
  /// How the bar sizes itself.
  public let layout: GrowingBarLayout
  /// The metrics for the latest line count.
  public private(set) var metrics: GrowingBarMetrics
  /// The latest height change, or `nil` when the height never changed.
  public private(set) var transition: BarHeightTransition?

  /// Creates a bar showing a text of `lineCount` lines, at rest.
  ///
  /// - Parameters:
  ///   - layout: How the bar sizes itself.
  ///   - lineCount: The initial text's line count; 0 (empty) by default.
  /// - Throws: ``ComposerError/invalidLineCount(_:)`` for a negative count.
  public init(layout: GrowingBarLayout, lineCount: Int = 0) throws(ComposerError) {
    self.layout = layout
    self.metrics = try layout.metrics(lineCount: lineCount)
    self.transition = nil
  }

  /// The pseudo accessory view's height: always the bar's final height (“A Stickler for Details”).
  public var pseudoAccessoryHeight: CGFloat { metrics.height }

  /// Takes a new line count at `time`.
  ///
  /// - Parameters:
  ///   - lineCount: The text's line count, 0 or more.
  ///   - time: When the text changed, in seconds.
  /// - Returns: The height change, or `nil` when the height stays.
  /// - Throws: ``ComposerError/invalidLineCount(_:)`` for a negative count; nothing changes then.
  public mutating func update(
    lineCount: Int, at time: TimeInterval
  ) throws(ComposerError) -> BarHeightTransition? {
    let next = try layout.metrics(lineCount: lineCount)
    let shown = height(at: time)
    let previous = metrics
    metrics = next
    guard next.height != previous.height else { return nil }
    let change = BarHeightTransition(
      fromHeight: shown, toHeight: next.height, start: time,
      duration: layout.animationDuration, curve: layout.animationCurve)
    transition = change
    return change
  }

  /// The bar's height shown at `time`, in points: along the running change, or at rest.
  public func height(at time: TimeInterval) -> CGFloat {
    guard let transition, time < transition.end else { return metrics.height }
    return transition.height(at: time)
  }

  /// Whether a height change is still animating at `time`.
  public func isAnimating(at time: TimeInterval) -> Bool {
    guard let transition else { return false }
    return time >= transition.start && time < transition.end
  }
}
