#if os(Linux)
  public import Foundation

  /// A stack of view controllers under a navigation bar, as `UINavigationController`
  /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller).
  ///
  /// The top controller's view fills the navigation controller's view: the bar is translucent
  /// by default and content extends under it (`edgesForExtendedLayout` is `.all`), so the top
  /// view keeps the window's geometry. The hosted bar draws nothing and adds no safe area; the
  /// keyboard's line at the bottom, which the hosted apps are measured against, is unaffected.
  @MainActor
  open class UINavigationController: UIViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [UIViewController] = []

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      pushViewController(rootViewController, animated: false)
    }

    public required init?(coder: NSCoder) { nil }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Pushes `controller`: its view replaces the top one.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
      topViewController?.viewIfLoaded?.removeFromSuperview()
      viewControllers.append(controller)
      controller.parentNavigationController = self
      if isViewLoaded { show(controller) }
    }

    open override func viewDidLoad() {
      super.viewDidLoad()
      if let top = topViewController { show(top) }
    }

    private func show(_ controller: UIViewController) {
      guard let child = controller.view else { return }
      child.frame = view.bounds
      child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(child)
    }

    open override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      topViewController?.viewIfLoaded?.frame = view.bounds
    }
  }

  extension UIViewController {
    /// The nearest navigation controller above this one, if any.
    public var navigationController: UINavigationController? {
      self as? UINavigationController ?? parentNavigationController
    }
  }
#endif
