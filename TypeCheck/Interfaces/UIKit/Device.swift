// Declarations-only interface: the device, accessibility settings, and UIKit's NSValue
// additions.

// https://developer.apple.com/documentation/uikit/uidevice
@MainActor
open class UIDevice: NSObject {
  // https://developer.apple.com/documentation/uikit/uidevice/current
  open class var current: UIDevice { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uidevice/systemname
  open var systemName: String { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uidevice/systemversion
  open var systemVersion: String { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
  open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  @MainActor
  public static var isReduceMotionEnabled: Bool { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiaccessibility/preferscrossfadetransitions
  @available(iOS 14.0, *)
  @MainActor
  public static var prefersCrossFadeTransitions: Bool { fatalError("declaration only") }
}

extension NSValue {
  // https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
  public var cgRectValue: CGRect { fatalError("declaration only") }
  // https://developer.apple.com/documentation/foundation/nsvalue/cgpointvalue
  public var cgPointValue: CGPoint { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {
  // https://developer.apple.com/documentation/uikit/uitextfield/textdidbegineditingnotification
  public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  // https://developer.apple.com/documentation/uikit/uitextfield/textdidendeditingnotification
  public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")
}

extension UITextView {
  // https://developer.apple.com/documentation/uikit/uitextview/textdidbegineditingnotification
  public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")
  // https://developer.apple.com/documentation/uikit/uitextview/textdidendeditingnotification
  public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextViewTextDidEndEditingNotification")
}

// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
  open var rightBarButtonItem: UIBarButtonItem? {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor
open class UIBarButtonItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(primaryaction:)
  @available(iOS 14.0, *)
  public convenience init(primaryAction: UIAction?) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uibaritem/title
  open var title: String? {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
}

// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
@MainActor
open class UIActivityViewController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
  public init(activityItems: [Any], applicationActivities: [NSObject]?) {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
  open var barButtonItem: UIBarButtonItem? {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
}

extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  public var navigationItem: UINavigationItem { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  public var popoverPresentationController: UIPopoverPresentationController? {
    fatalError("declaration only")
  }
}
