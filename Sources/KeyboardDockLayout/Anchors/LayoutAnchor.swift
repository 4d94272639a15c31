import Foundation

/// The attribute of a layout item that a constraint relates, named as UIKit's anchors are.
///
/// `leading` and `trailing` follow the layout direction: in left-to-right they are the left and
/// right edges, in right-to-left the right and left edges. `left` and `right` never flip. As in
/// UIKit, a constraint may not mix the two families, nor relate anchors of different axes.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The leading edge: the left edge in left-to-right, the right edge in right-to-left.
  case leading
  /// The trailing edge: the right edge in left-to-right, the left edge in right-to-left.
  case trailing
  /// The left edge, whatever the layout direction.
  case left
  /// The right edge, whatever the layout direction.
  case right
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The horizontal centre.
  case centerX
  /// The vertical centre.
  case centerY
  /// The width, in points.
  case width
  /// The height, in points.
  case height

  /// The family an attribute belongs to; two anchors may be related only within one family.
  public enum Axis: String, Sendable, Hashable, CustomStringConvertible {
    /// Horizontal positions given by direction-independent edges (`left`, `right`, `centerX`).
    case horizontal
    /// Horizontal positions that follow the layout direction (`leading`, `trailing`, and
    /// `centerX`, which UIKit lets pair with either family).
    case directional
    /// Vertical positions (`top`, `bottom`, `centerY`).
    case vertical
    /// Sizes (`width`, `height`).
    case dimension

    public var description: String { rawValue }
  }

  /// The axis family of the attribute; `centerX` is `.horizontal` but pairs with `.directional`.
  public var axis: Axis {
    switch self {
    case .leading, .trailing: .directional
    case .left, .right, .centerX: .horizontal
    case .top, .bottom, .centerY: .vertical
    case .width, .height: .dimension
    }
  }

  /// Whether the attribute is a size rather than a position.
  public var isDimension: Bool { axis == .dimension }

  /// Whether the attribute lies on the horizontal axis (an x position or the width).
  public var isHorizontal: Bool {
    switch self {
    case .leading, .trailing, .left, .right, .centerX, .width: true
    case .top, .bottom, .centerY, .height: false
    }
  }

  /// Whether UIKit lets a constraint relate this attribute to `other`.
  ///
  /// Positions pair within one axis; `leading`/`trailing` never pair with `left`/`right`
  /// (UIKit raises "a constraint cannot be made between a leading/trailing attribute and a
  /// right/left attribute"); `centerX` pairs with both horizontal families; sizes pair with
  /// sizes, of either axis (an aspect ratio relates width to height).
  public func canRelate(to other: LayoutAttribute) -> Bool {
    switch (axis, other.axis) {
    case (.dimension, .dimension), (.vertical, .vertical), (.directional, .directional):
      return true
    case (.horizontal, .horizontal):
      return true
    case (.horizontal, .directional):
      return self == .centerX
    case (.directional, .horizontal):
      return other == .centerX
    default:
      return false
    }
  }

  /// The attribute names, in declaration order, for error messages.
  public static var validNames: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }

  public var description: String { rawValue }
}

/// One attribute of one named layout item: what `view.leadingAnchor` is in UIKit.
///
/// ```swift
/// let anchor = LayoutAnchor("toolbar", .bottom)
/// let guideTop = LayoutAnchor(.keyboard, .top)
/// ```
public struct LayoutAnchor: Sendable, Hashable, CustomStringConvertible {
  /// The name of the item, one of the layout's items or a built-in item name.
  public var item: String
  /// The attribute of the item.
  public var attribute: LayoutAttribute

  /// Creates an anchor of a named item.
  public init(_ item: String, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// Creates an anchor of a built-in item (the owning view, its safe area, its keyboard guide).
  public init(_ item: LayoutItem.BuiltIn, _ attribute: LayoutAttribute) {
    self.init(item.rawValue, attribute)
  }

  public var description: String { "\(item).\(attribute)" }
}
