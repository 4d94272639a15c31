// Declarations-only interface: view controllers, colors and other UIKit types.

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
  public init(white: CGFloat, alpha: CGFloat) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uicolor/systembackground
  public class var systemBackground: UIColor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
  public class var secondarySystemBackground: UIColor {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/uicolor/systemblue
  public class var systemBlue: UIColor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uicolor/label
  public class var label: UIColor { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uicolor/clear
  public class var clear: UIColor { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  open func viewWillDisappear(_ animated: Bool) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  open func viewDidLayoutSubviews() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
  open var tabBarItem: UITabBarItem! {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
  open var presentationController: UIPresentationController? { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController: NSObject {
  // https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  // Optional requirement in Objective-C.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
}

// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
  public init(title: String?, image: UIImage?, tag: Int) { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public convenience init?(systemName name: String) { fatalError("declaration only") }
}
