import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Checks a layout in every keyboard configuration of a set of devices.
///
/// For each device and orientation, each app window (full screen, Split View arrangements) and
/// each keyboard (hidden, docked, hardware bar, undocked, split, floating on a grid), the
/// verifier places the keyboard layout guide, solves the layout incrementally with one
/// ``LayoutEngine``, and checks that required constraints hold, no item is ambiguous, every
/// view is inside the owning view, and no item is below its minimum size .
///
/// ```swift
/// let verifier = try LayoutVerifier(layout)
/// let report = verifier.verify(devices: [ipad], grid: 5)
/// print(report.text())
/// ```
public struct LayoutVerifier: Sendable {
  /// How far, in points, a frame may be outside a bound before it counts (rounding slack).
  public static let tolerance: CGFloat = 0.5

  /// The layout being verified.
  public let layout: LayoutDescription
  private var engine: LayoutEngine
  /// The conflicts found for each way the incremental solve failed (``LayoutEngine``'s failure
  /// signature): a sweep diagnoses a failure once, not once per configuration.
  private var conflictsByFailure: [[Int]: [LayoutConflict]] = [:]

  /// Creates a verifier for a layout.
  ///
  /// - Throws: ``LayoutError`` when the layout is not valid.
  public init(_ layout: LayoutDescription) throws(LayoutError) {
    self.layout = layout
    engine = try LayoutEngine(layout)
  }

  /// Every configuration of the devices, in a fixed order.
  ///
  /// - Parameters:
  ///   - devices: The devices to sweep.
  ///   - grid: Keyboard positions per axis (see ``VerificationScreen/keyboards(grid:)``).
  /// - Returns: The configurations, device by device, orientation, window, keyboard.
  public func configurations(devices: [VerificationDevice], grid: Int) -> [LayoutConfiguration] {
    devices.flatMap { device in
      device.screens.flatMap { screen in
        let keyboards = screen.keyboards(grid: grid)
        return screen.windows.flatMap { window in
          keyboards.map { keyboard in
            LayoutConfiguration(
              device: device.name, orientation: screen.orientation, window: window,
              keyboard: keyboard, layoutDirection: layout.layoutDirection)
          }
        }
      }
    }
  }

  /// Checks the layout in every configuration of the devices.
  ///
  /// - Parameters:
  ///   - devices: The devices to sweep.
  ///   - grid: Keyboard positions per axis, 1 or more.
  /// - Returns: The report: every configuration's result, failures first in detail.
  /// - Complexity: O(configurations) solver updates.
  public mutating func verify(devices: [VerificationDevice], grid: Int) -> VerificationReport {
    var results: [ConfigurationResult] = []
    for configuration in configurations(devices: devices, grid: grid) {
      results.append(check(configuration))
    }
    return VerificationReport(layout: layout.name, grid: grid, results: results)
  }

  /// Checks the layout in one configuration.
  ///
  /// - Parameter configuration: Where to check.
  /// - Returns: What was found there.
  public mutating func check(_ configuration: LayoutConfiguration) -> ConfigurationResult {
    let placement = configuration.window.placement
    engine.update(
      keyboardFrame: configuration.keyboard.frame, docking: configuration.keyboard.docking,
      in: placement)
    let bounds = placement.bounds
    var offscreen: [ItemProblem] = []
    var squeezed: [ItemProblem] = []
    for (index, item) in layout.items.enumerated() {
      guard let frame = engine.frame(ofItemAt: index) else { continue }
      if item.kind == .view, let detail = Self.outside(frame, bounds) {
        offscreen.append(ItemProblem(item: item.name, frame: frame, detail: detail))
      }
      if let detail = Self.belowMinimum(frame, item.minimumSize) {
        squeezed.append(ItemProblem(item: item.name, frame: frame, detail: detail))
      }
    }
    return ConfigurationResult(
      configuration: configuration, guideFrame: engine.layout.guide.layoutFrame,
      nearEdges: engine.layout.guide.nearEdges,
      conflicts: conflicts(),
      ambiguousItems: engine.cachedAmbiguousItems(), offscreenItems: offscreen,
      squeezedItems: squeezed, activeTrackedConstraints: engine.activeTrackedConstraints.map(\.name)
    )
  }

  /// The conflicts of the engine's current state, diagnosed once per way of failing.
  ///
  /// Building the conflict sets takes a fresh solver and one insertion per active constraint;
  /// a failing layout usually fails the same way in most configurations (the same constraints
  /// refused, the same system values overridden), so the diagnosis is shared among them.
  private mutating func conflicts() -> [LayoutConflict] {
    guard engine.hasUnsatisfiableConstraints else { return [] }
    let signature = engine.failureSignature
    if let known = conflictsByFailure[signature] { return known }
    let found = engine.unsatisfiableConstraints()
    conflictsByFailure[signature] = found
    return found
  }

  /// How a frame leaves the bounds, or `nil` when it is inside.
  static func outside(_ frame: CGRect, _ bounds: CGRect) -> String? {
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
    else { return "has a non-finite frame" }
    // Most frames are inside: decide that before building any text.
    guard
      bounds.minX - frame.minX > tolerance || bounds.minY - frame.minY > tolerance
        || frame.maxX - bounds.maxX > tolerance || frame.maxY - bounds.maxY > tolerance
    else { return nil }
    let size = "\(ItemProblem.format(bounds.width))×\(ItemProblem.format(bounds.height))"
    let overshoots = [
      ("left", bounds.minX - frame.minX), ("top", bounds.minY - frame.minY),
      ("right", frame.maxX - bounds.maxX), ("bottom", frame.maxY - bounds.maxY),
    ].filter { $0.1 > tolerance }
    guard !overshoots.isEmpty else { return nil }
    let parts = overshoots.map { "\(ItemProblem.format($0.1)) pt past the \($0.0) edge" }
    return parts.joined(separator: ", ") + " of the \(size) view"
  }

  /// How a frame is below its minimum size, or `nil` when it is not.
  static func belowMinimum(_ frame: CGRect, _ minimum: LayoutSize) -> String? {
    guard
      frame.width < max(-tolerance, (minimum.width ?? -.infinity) - tolerance)
        || frame.height < max(-tolerance, (minimum.height ?? -.infinity) - tolerance)
    else { return nil }
    var parts: [String] = []
    for (axis, value, least) in [
      ("width", frame.width, minimum.width), ("height", frame.height, minimum.height),
    ] {
      if value < -tolerance {
        parts.append("negative \(axis) \(ItemProblem.format(value))")
      } else if let least, value < least - tolerance {
        parts.append("\(axis) \(ItemProblem.format(value)) < minimum \(ItemProblem.format(least))")
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
