import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view or layout guide that constraints position, named so a layout can be written as data.
///
/// Three items exist in every layout and are placed by the system, not by constraints
/// (``BuiltIn``): the owning view (`view`), its safe-area layout guide (`safeArea`) and its
/// keyboard layout guide (`keyboard`). Every other item is a subview or a layout guide of the
/// owning view, with its frame in the owning view's coordinates.
///
/// A view may have an intrinsic content size per axis; as in UIKit it becomes two optional
/// constraints per axis: `size <= intrinsic` at the content-hugging priority and
/// `size >= intrinsic` at the compression-resistance priority. The minimum size is not a
/// constraint: it is what the verifier checks the solved frame against ("squeezed").
///
/// ```swift
/// let toolbar = LayoutItem(
///   "toolbar", intrinsicContentSize: LayoutSize(width: 320, height: 44),
///   minimumSize: LayoutSize(width: 320, height: 44))
/// ```
public struct LayoutItem: Sendable, Hashable {
  /// The items every layout has, placed by the system.
  public enum BuiltIn: String, Sendable, Hashable, CaseIterable {
    /// The owning view: its frame is its bounds, origin at zero, the app's size.
    case view
    /// The owning view's safe-area layout guide (`view.safeAreaLayoutGuide`).
    case safeArea
    /// The owning view's keyboard layout guide (`view.keyboardLayoutGuide`).
    case keyboard
  }

  /// Whether the item is drawn (a view) or only positions others (a layout guide).
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A subview: it is drawn, so the verifier checks it is on screen and not squeezed.
    case view
    /// A `UILayoutGuide`: it has a frame but draws nothing, so only its size is checked.
    case guide
  }

  /// The item's name, unique in its layout and distinct from the built-in names.
  public var name: String
  /// Whether the item is a view or a layout guide.
  public var kind: Kind
  /// The intrinsic content size; `nil` per axis means none (`UIView.noIntrinsicMetric`).
  public var intrinsicContentSize: LayoutSize
  /// Content-hugging priorities (resisting growth beyond the intrinsic size), default 250.
  public var contentHuggingPriority: AxisPriorities
  /// Compression-resistance priorities (resisting shrinking below the intrinsic size),
  /// default 750.
  public var compressionResistancePriority: AxisPriorities
  /// The smallest size the item is usable at; the verifier reports a frame below it.
  public var minimumSize: LayoutSize

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - name: The item's name, unique in its layout.
  ///   - kind: A view (default) or a layout guide.
  ///   - intrinsicContentSize: The intrinsic size per axis; `nil` for none.
  ///   - contentHuggingPriority: Hugging per axis; UIKit's default is 250 (`defaultLow`).
  ///   - compressionResistancePriority: Compression resistance per axis; UIKit's default is
  ///     750 (`defaultHigh`).
  ///   - minimumSize: The usable minimum per axis; `nil` for no check.
  public init(
    _ name: String, kind: Kind = .view, intrinsicContentSize: LayoutSize = LayoutSize(),
    contentHuggingPriority: AxisPriorities = AxisPriorities(.defaultLow),
    compressionResistancePriority: AxisPriorities = AxisPriorities(.defaultHigh),
    minimumSize: LayoutSize = LayoutSize()
  ) {
    self.name = name
    self.kind = kind
    self.intrinsicContentSize = intrinsicContentSize
    self.contentHuggingPriority = contentHuggingPriority
    self.compressionResistancePriority = compressionResistancePriority
    self.minimumSize = minimumSize
  }
}

/// A size whose width and height may each be absent, in points.
public struct LayoutSize: Sendable, Hashable, CustomStringConvertible {
  /// The width in points, or `nil` when the axis has no value.
  public var width: CGFloat?
  /// The height in points, or `nil` when the axis has no value.
  public var height: CGFloat?

  /// Creates a size; each axis defaults to none.
  public init(width: CGFloat? = nil, height: CGFloat? = nil) {
    self.width = width
    self.height = height
  }

  public var description: String {
    let format = { (value: CGFloat?) in value.map { "\(Double($0))" } ?? "none" }
    return "\(format(width))×\(format(height))"
  }
}

/// A priority per axis, as UIKit's `setContentHuggingPriority(_:for:)` takes one per axis.
public struct AxisPriorities: Sendable, Hashable {
  /// The priority for the horizontal axis (the width).
  public var horizontal: LayoutPriority
  /// The priority for the vertical axis (the height).
  public var vertical: LayoutPriority

  /// Creates priorities per axis.
  public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The same priority on both axes.
  public init(_ both: LayoutPriority) {
    self.init(horizontal: both, vertical: both)
  }
}
