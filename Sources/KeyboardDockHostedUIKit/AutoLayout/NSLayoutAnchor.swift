#if os(Linux)
  public import Foundation

  /// One attribute of a view or layout guide, for making constraints, as `NSLayoutAnchor`
  /// (https://developer.apple.com/documentation/uikit/nslayoutanchor).
  @MainActor
  open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
      self.item = item
      self.attribute = attribute
    }

    private func make(
      _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
      multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        first: item, attribute, relation, second: anchor?.item,
        anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
      -> NSLayoutConstraint
    { make(.equal, anchor, constant: c) }

    /// `self <= anchor + constant`.
    public func constraint(
      lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c) }

    /// `self >= anchor + constant`.
    public func constraint(
      greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }

    func make(constant relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
      make(relation, nil, constant: c)
    }

    func make(
      _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>,
      multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint { make(relation, anchor, multiplier: m, constant: c) }
  }

  /// A horizontal anchor.
  public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
  /// A vertical anchor.
  public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

  /// A width or height anchor.
  public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
      make(constant: .equal, c)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      make(constant: .lessThanOrEqual, c)
    }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      make(constant: .greaterThanOrEqual, c)
    }
    /// `self == m × anchor + constant`.
    public func constraint(
      equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> NSLayoutConstraint { make(.equal, to: anchor, multiplier: m, constant: c) }
  }

  /// The anchors of views and layout guides.
  @MainActor
  public protocol HostedAnchored: AnyObject {}

  extension HostedAnchored {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  }

  extension UIView: HostedAnchored {}
  extension UILayoutGuide: HostedAnchored {}
#endif
