// Declarations-only interface: controls, actions, stack views and labels.

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
  // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    public static let normal = State([])
  }
  // https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    public static let touchUpInside = Event(rawValue: 1 << 6)
  }
  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled: Bool {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
}

// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {
  // https://developer.apple.com/documentation/uikit/uibutton/buttontype
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
  }
  // https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  public convenience init(type buttonType: UIButton.ButtonType) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    fatalError("declaration only")
  }
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@MainActor
open class UIAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  // (only the parameters the adapters use; the others have defaults)
  @preconcurrency
  public convenience init(
    title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler
  ) { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uistackview
@MainActor
open class UIStackView: UIView {
  // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  public convenience init(arrangedSubviews views: [UIView]) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis: NSLayoutConstraint.Axis {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
  open var distribution: UIStackView.Distribution {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
  open var alignment: UIStackView.Alignment {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  open func addArrangedSubview(_ view: UIView) { fatalError("declaration only") }

  // https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually = 1
  }
  // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case center = 3
    case trailing = 4
  }
}

extension NSLayoutConstraint {
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont! {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor! {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
}
