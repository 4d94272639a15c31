// Declarations-only interface: UIView (https://developer.apple.com/documentation/uikit/uiview).

// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder, UICoordinateSpace {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/objectivec/nsobject/init()
  public override convenience init() { fatalError("declaration only") }

  // https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiview/center
  open var center: CGPoint {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/subviews
  open var subviews: [UIView] { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:)
  open func willMove(toSuperview newSuperview: UIView?) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
  open func didMoveToSuperview() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  open func didMoveToWindow() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled: Bool {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor?
  // https://developer.apple.com/documentation/uikit/uiview/tintcolor
  open var tintColor: UIColor! {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // Declared on NSObject by the UIAccessibility informal protocol:
  // https://developer.apple.com/documentation/objectivec/nsobject/accessibilitylabel
  open var accessibilityLabel: String?
  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
  open var intrinsicContentSize: CGSize { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()
  open func invalidateIntrinsicContentSize() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
  public static let noIntrinsicMetric: CGFloat = -1
  // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  open var safeAreaInsets: UIEdgeInsets { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
  open var safeAreaLayoutGuide: UILayoutGuide { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/keyboardlayoutguide
  @available(iOS 15.0, *)
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/addlayoutguide(_:)
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { fatalError("declaration only") }

  // https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)
  open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)
  open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    fatalError("declaration only")
  }

  // https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/centerxanchor
  open var centerXAnchor: NSLayoutXAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/centeryanchor
  open var centerYAnchor: NSLayoutYAxisAnchor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/widthanchor
  open var widthAnchor: NSLayoutDimension { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/heightanchor
  open var heightAnchor: NSLayoutDimension { fatalError("declaration only") }

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    fatalError("declaration only")
  }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }

  // https://developer.apple.com/documentation/uikit/uiview/animationoptions
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curvelinear
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }
}
