#if canImport(UIKit)
  import Foundation
  public import KeyboardDockLayout
  public import UIKit

  extension NSLayoutConstraint {
    /// The UIKit constraint for a KeyboardDockLayout constraint, between the given UIKit items.
    ///
    /// A one-to-one translation: the same anchors (attributes), relation, multiplier, constant,
    /// priority and identifier, through
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint). The result is not
    /// active.
    ///
    /// - Parameters:
    ///   - constraint: The constraint as described (and verified).
    ///   - first: The UIKit item for `constraint.first.item`.
    ///   - second: The UIKit item for `constraint.second?.item`, `nil` for a constant size.
    public convenience init(_ constraint: LayoutConstraint, first: AnyObject, second: AnyObject?) {
      self.init(
        item: first, attribute: Attribute(constraint.first.attribute),
        relatedBy: Relation(constraint.relation), toItem: second,
        attribute: constraint.second.map { Attribute($0.attribute) } ?? .notAnAttribute,
        multiplier: constraint.multiplier, constant: constraint.constant)
      priority = UILayoutPriority(rawValue: constraint.priority.rawValue)
      identifier = constraint.identifier
    }
  }

  extension NSLayoutConstraint.Attribute {
    /// UIKit's attribute for a KeyboardDockLayout attribute (same names, same semantics).
    ///
    /// - Parameter attribute: The described attribute.
    public init(_ attribute: LayoutAttribute) {
      switch attribute {
      case .leading: self = .leading
      case .trailing: self = .trailing
      case .left: self = .left
      case .right: self = .right
      case .top: self = .top
      case .bottom: self = .bottom
      case .centerX: self = .centerX
      case .centerY: self = .centerY
      case .width: self = .width
      case .height: self = .height
      }
    }
  }

  extension NSLayoutConstraint.Relation {
    /// UIKit's relation for a KeyboardDockLayout relation.
    ///
    /// - Parameter relation: The described relation.
    public init(_ relation: LayoutConstraint.Relation) {
      switch relation {
      case .lessThanOrEqual: self = .lessThanOrEqual
      case .equal: self = .equal
      case .greaterThanOrEqual: self = .greaterThanOrEqual
      }
    }
  }

  extension NSDirectionalRectEdge {
    /// UIKit's edge set for a KeyboardDockLayout edge set.
    ///
    /// - Parameter edges: The described edges.
    public init(_ edges: DirectionalRectEdge) {
      var result: NSDirectionalRectEdge = []
      if edges.contains(.top) { result.insert(.top) }
      if edges.contains(.leading) { result.insert(.leading) }
      if edges.contains(.bottom) { result.insert(.bottom) }
      if edges.contains(.trailing) { result.insert(.trailing) }
      self = result
    }
  }
#endif
