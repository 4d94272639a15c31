#if os(Linux)
  public import Foundation

  /// A controller of a view hierarchy, as `UIViewController`, as far as the adapters and the
  /// example app use it: its view (made by `loadView()`), layout callbacks and presentation.
  @MainActor
  open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller presented over this one, if any.
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The title.
    open var title: String?
    /// The items a navigation bar shows for this controller.
    public private(set) lazy var navigationItem = UINavigationItem()
    /// The item that represents this controller in a tab bar.
    open var tabBarItem: UITabBarItem?
    /// The navigation controller whose stack holds this one.
    weak var parentNavigationController: UINavigationController?
    /// The presentation controller that manages this controller's presentation (made on first
    /// access, as UIKit makes one for the controller's presentation style).
    public private(set) lazy var presentationController: UIPresentationController? =
      UIPresentationController(presentedViewController: self)

    public override init() { super.init() }
    /// Creates a controller; there are no nibs on the hosted UIKit.
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// The root view, loaded on first access.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Apple's declaration (`var view: UIView!`), so the same call sites compile.
    public var view: UIView! {
      get {
        if loadedView == nil {
          loadView()
          if loadedView == nil { loadedView = UIView() }
          loadedView?.viewController = self
          viewDidLoad()
        }
        return loadedView
      }
      set {
        loadedView?.viewController = nil
        loadedView = newValue
        newValue?.viewController = self
      }
    }

    /// The view if it was loaded.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the view was loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view; the default is a plain view.
    open func loadView() { view = UIView() }
    /// Called after the view loaded.
    open func viewDidLoad() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}

    open override var next: UIResponder? { loadedView?.superview }

    /// Presents `controller` over this one (its view covers the window).
    open func present(
      _ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil
    ) {
      presentedViewController = controller
      controller.presentingViewController = self
      if let window = loadedView?.window, let view = controller.view {
        view.frame = window.bounds
        window.addSubview(view)
      }
      completion?()
    }

    /// Dismisses the controller this one presented.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
      let presented = presentedViewController ?? self
      presented.viewIfLoaded?.removeFromSuperview()
      presented.presentingViewController?.presentedViewController = nil
      presented.presentingViewController = nil
      completion?()
    }
  }
#endif
