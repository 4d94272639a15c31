import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a configuration was checked: device, orientation, app window and keyboard.
public struct LayoutConfiguration: Sendable, Hashable, CustomStringConvertible {
  /// The device's name.
  public var device: String
  /// The orientation's name.
  public var orientation: String
  /// The app window.
  public var window: AppPlacement
  /// The keyboard.
  public var keyboard: KeyboardConfiguration
  /// The layout direction the layout was solved in.
  public var layoutDirection: LayoutDirection

  /// Creates a configuration.
  public init(
    device: String, orientation: String, window: AppPlacement, keyboard: KeyboardConfiguration,
    layoutDirection: LayoutDirection
  ) {
    self.device = device
    self.orientation = orientation
    self.window = window
    self.keyboard = keyboard
    self.layoutDirection = layoutDirection
  }

  /// As `ipad portrait split-view-1/3-right, floating x=0 y=764 (rightToLeft)`.
  public var description: String {
    let direction = layoutDirection == .leftToRight ? "" : " (\(layoutDirection))"
    return "\(device) \(orientation) \(window.name), keyboard \(keyboard.name)\(direction)"
  }
}

/// A layout item that failed a check, with its solved frame.
public struct ItemProblem: Sendable, Hashable, CustomStringConvertible {
  /// The item's name.
  public var item: String
  /// The item's solved frame in the owning view's coordinates.
  public var frame: CGRect
  /// What was wrong, such as `extends 48 pt past the trailing edge of the view (320 pt wide)`.
  public var detail: String

  /// Creates a problem.
  public init(item: String, frame: CGRect, detail: String) {
    self.item = item
    self.frame = frame
    self.detail = detail
  }

  public var description: String { "\(item) \(Self.format(frame)): \(detail)" }

  /// A frame as `(x, y, width×height)` with at most one decimal.
  static func format(_ rect: CGRect) -> String {
    let values = [rect.minX, rect.minY, rect.width, rect.height].map(Self.format)
    return "(\(values[0]), \(values[1]), \(values[2])×\(values[3]))"
  }

  /// A number with at most one decimal.
  ///
  /// A layout file may give sizes far beyond any screen (`1e20`); those print in Swift's
  /// exponent notation, since converting them to `Int` would trap.
  static func format(_ value: CGFloat) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() && abs(rounded) < 1e15
      ? "\(Int(rounded))" : "\(Double(rounded))"
  }
}

/// What the verifier found in one configuration.
///
/// A configuration fails when required constraints conflict, an item is ambiguous, a view is
/// partly off screen, or an item is squeezed below its minimum size. The tracked constraints
/// active there are listed either way, as the view debugger shows them (“Keyboard Layout Guide”).
public struct ConfigurationResult: Sendable, Hashable {
  /// Where the layout was checked.
  public var configuration: LayoutConfiguration
  /// The keyboard layout guide's frame there, in the owning view's coordinates.
  public var guideFrame: CGRect
  /// The edges the guide was near.
  public var nearEdges: DirectionalRectEdge
  /// Required constraints that could not all hold.
  public var conflicts: [LayoutConflict]
  /// Items whose frame the constraints did not determine, as `toolbar (x)`.
  public var ambiguousItems: [String]
  /// Views not wholly inside the owning view (and so partly off screen or clipped).
  public var offscreenItems: [ItemProblem]
  /// Items smaller than their minimum size, or with a negative size.
  public var squeezedItems: [ItemProblem]
  /// The names of the tracked constraints active there.
  public var activeTrackedConstraints: [String]

  /// Whether any check failed.
  public var isFailure: Bool {
    !conflicts.isEmpty || !ambiguousItems.isEmpty || !offscreenItems.isEmpty
      || !squeezedItems.isEmpty
  }

  /// The failure lines of a report, indented, one per finding.
  public var findings: [String] {
    conflicts.map { "conflict: \($0)" } + ambiguousItems.map { "ambiguous: \($0)" }
      + offscreenItems.map { "off screen: \($0)" } + squeezedItems.map { "squeezed: \($0)" }
  }
}

extension ItemProblem {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(item)
    hasher.combine(rect: frame)
    hasher.combine(detail)
  }
}

extension ConfigurationResult {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(configuration)
    hasher.combine(rect: guideFrame)
    hasher.combine(nearEdges)
    hasher.combine(conflicts)
    hasher.combine(ambiguousItems)
    hasher.combine(offscreenItems)
    hasher.combine(squeezedItems)
    hasher.combine(activeTrackedConstraints)
  }
}
