#if canImport(UIKit)
  public import Foundation
  import KeyboardDockComposer
  import KeyboardDockCore
  public import UIKit

  /// A view that docks a bar to the keyboard as its `inputAccessoryView`: the technique of
  /// “UITextField docked like iOS Messenger”.
  ///
  /// When a responder becomes first responder, UIKit attaches its `inputAccessoryView` to the top
  /// of the keyboard, or to the bottom of the screen when there is no keyboard
  /// (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview). So this
  /// view answers `true` to `canBecomeFirstResponder` and returns ``bar``; the bar then follows
  /// every show, hide, height change and interactive dismissal, because UIKit moves it with the
  /// keyboard.
  ///
  /// The *view* owns the bar, never the view controller: returning a controller-owned accessory
  /// from the controller leaks the controller once it is pushed on a navigation stack (the iOS 8
  /// retain cycle “UITextField docked like iOS Messenger” warns about). Use this view as the
  /// controller's `view` (in `loadView()`), or as a full-size subview.
  ///
  /// The bar goes away whenever something else takes the first responder: an alert, another text
  /// field, a sheet. This view takes it back when the keyboard has gone down
  /// (`keyboardDidHideNotification`) and it is in a key window with nothing presented over its
  /// controller, and when it moves into a window; after a sheet is swiped away (no notification
  /// is posted then), call ``reclaimFirstResponder()`` from
  /// `presentationControllerDidDismiss(_:)`. The rule is the composer's
  /// ``KeyboardDockComposer/FirstResponderReclaim``; this view only reports what it observes.
  ///
  /// Caveats “A Stickler for Details” names: the bar lives in the keyboard's window, not in the
  /// app's view hierarchy, and it is as wide as the keyboard, so in Split View it spans the
  /// keyboard's width, not the app's. ``KeyboardDock`` keeps the bar in the app instead.
  ///
  /// ```swift
  /// override func loadView() {
  ///   view = InputBarHostView(bar: composer)
  /// }
  /// ```
  @MainActor
  open class InputBarHostView: UIView {
    /// The docked bar, owned by this view and returned as its `inputAccessoryView`.
    public let bar: UIView

    private var registrations: NotificationRegistrations?

    /// Creates a host for `bar`.
    ///
    /// - Parameters:
    ///   - bar: The view to dock; size it with Auto Layout (an intrinsic height) or a frame.
    ///   - frame: The host's own frame.
    public init(bar: UIView, frame: CGRect = .zero) {
      self.bar = bar
      super.init(frame: frame)
      let center = NotificationCenter.default
      let token = center.addObserver(
        forName: UIResponder.keyboardDidHideNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { _ = self?.reclaim(after: .keyboardDidHide) }
      }
      registrations = NotificationRegistrations(center: center, tokens: [token])
    }

    /// Not supported: the bar must be given in code.
    @available(*, unavailable, message: "Use init(bar:frame:)")
    public required init?(coder: NSCoder) {
      nil
    }

    /// `true`: this view becomes first responder so UIKit shows ``bar``.
    override open var canBecomeFirstResponder: Bool { true }

    /// ``bar``, which UIKit attaches above the keyboard while this view or a view inside the bar
    /// is first responder.
    override open var inputAccessoryView: UIView? { bar }

    override open func didMoveToWindow() {
      super.didMoveToWindow()
      _ = reclaim(after: .movedToWindow)
    }

    /// Makes this view first responder again, bringing the bar back, unless it or a view inside
    /// the bar (the bar's text view, while editing) already is, or it is in no window.
    ///
    /// - Returns: Whether this view or a view in the bar is first responder afterwards.
    @discardableResult
    public func reclaimFirstResponder() -> Bool {
      reclaim(after: .requested)
    }

    /// Asks ``KeyboardDockComposer/FirstResponderReclaim`` whether to take the first responder back
    /// after `trigger`, from what this view observes, and does what it decides.
    ///
    /// - Returns: Whether this view or a view in the bar is first responder afterwards.
    private func reclaim(after trigger: FirstResponderReclaim.Trigger) -> Bool {
      let facts = FirstResponderReclaim.Facts(
        ownsFirstResponder: isFirstResponder || bar.containsFirstResponder,
        isInWindow: window != nil, isWindowKey: window?.isKeyWindow ?? false,
        isPresenting: owningViewController?.presentedViewController != nil)
      switch FirstResponderReclaim.decide(after: trigger, facts) {
      case .reclaim: return becomeFirstResponder()
      case .alreadyFirstResponder: return true
      case .leave: return false
      }
    }

    /// The view controller whose view hierarchy holds this view, found along the responder chain.
    private var owningViewController: UIViewController? {
      var responder: UIResponder? = next
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }
  }

  extension UIView {
    /// Whether this view or one of its descendants is first responder.
    fileprivate var containsFirstResponder: Bool {
      isFirstResponder || subviews.contains { $0.containsFirstResponder }
    }
  }
#endif
