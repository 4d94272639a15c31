// Declarations-only interface: Auto Layout, layout guides and the keyboard layout guide.

// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: RawRepresentable, Sendable, Equatable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:)
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/uikit/uilayoutpriority/required
  public static let required = UILayoutPriority(1000)
  // https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
  public static let defaultHigh = UILayoutPriority(750)
  // https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
  public static let defaultLow = UILayoutPriority(250)
}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor
open class NSLayoutConstraint: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  open var isActive: Bool {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  open var constant: CGFloat {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
  open var priority: UILayoutPriority {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
  open var identifier: String?
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/objectivec/nsobject/init()
  public override init() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) { fatalError("declaration only") }

  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case notAnAttribute = 0
  }

  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }
}

// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    fatalError("declaration only")
  }
}

// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor
open class UILayoutGuide: NSObject {
  // https://developer.apple.com/documentation/objectivec/nsobject/init()
  public override init() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
  open var layoutFrame: CGRect { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/owningview
  open weak var owningView: UIView?
  // https://developer.apple.com/documentation/uikit/uilayoutguide/identifier
  open var identifier: String {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
  open var widthAnchor: NSLayoutDimension { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
  open var heightAnchor: NSLayoutDimension { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide
@available(iOS 15.0, *)
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
  // https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/setconstraints(_:activewhenawayfrom:)
  open func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/setconstraints(_:activewhennearedge:)
  open func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitrackinglayoutguide/removealltrackedconstraints()
  open func removeAllTrackedConstraints() { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
@available(iOS 15.0, *)
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  // https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard
  open var followsUndockedKeyboard: Bool {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/usesbottomsafearea
  @available(iOS 17.0, *)
  open var usesBottomSafeArea: Bool {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/keyboarddismisspadding
  @available(iOS 17.0, *)
  open var keyboardDismissPadding: CGFloat {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
}
