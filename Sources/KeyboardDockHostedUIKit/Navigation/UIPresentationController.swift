#if os(Linux)
  public import Foundation

  /// The object that manages a presented view controller, as `UIPresentationController`
  /// (https://developer.apple.com/documentation/uikit/uipresentationcontroller).
  @MainActor
  open class UIPresentationController: NSObject {
    /// The controller being presented.
    public unowned let presentedViewController: UIViewController
    /// The delegate told of adaptive changes and of a dismissal by the user.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    init(presentedViewController: UIViewController) {
      self.presentedViewController = presentedViewController
      super.init()
    }
  }

  /// The presentation of a popover, as `UIPopoverPresentationController`: anchored to a bar
  /// button item on iPad.
  @MainActor
  open class UIPopoverPresentationController: UIPresentationController {
    /// The bar button item the popover points to.
    open var barButtonItem: UIBarButtonItem?
  }

  /// What a presentation tells its delegate, as `UIAdaptivePresentationControllerDelegate`
  /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate).
  @MainActor
  public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// "Notifies the delegate after a presentation is dismissed": called when the user swipes
    /// a sheet away, not when the app dismisses it.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  }

  extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) {}
  }

  /// The share sheet, as `UIActivityViewController`
  /// (https://developer.apple.com/documentation/uikit/uiactivityviewcontroller): it holds the
  /// items to share; the hosted system shares nothing.
  @MainActor
  open class UIActivityViewController: UIViewController {
    /// The items to share.
    public let activityItems: [Any]
    private lazy var popover = UIPopoverPresentationController(presentedViewController: self)

    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [AnyObject]?) {
      self.activityItems = activityItems
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    /// The popover presentation ("nil if the view controller is not presented as a popover"
    /// only after presentation in another style; before presentation UIKit returns one for a
    /// share sheet, whose iPad presentation is a popover).
    public var popoverPresentationController: UIPopoverPresentationController? { popover }
  }
#endif
