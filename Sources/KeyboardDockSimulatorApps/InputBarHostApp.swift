#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockUIKit

  /// The input accessory view technique with `InputBarHostView`, as its documentation shows: the
  /// controller's view is the host (`loadView()`), which becomes first responder when it moves
  /// into its window and returns the composer as its `inputAccessoryView`, so UIKit shows the
  /// bar at the bottom of the screen with no keyboard and on top of the keys while the composer's
  /// field edits (“UITextField docked like iOS Messenger”).
  ///
  /// The transcript's bottom inset follows the keyboard's frame from its notifications (which
  /// count the accessory), animated with `KeyboardAnimator`, as apps of this technique do.
  @MainActor
  final class InputBarHostViewController: UIViewController, ShippingApp {
    let transcript = UIScrollView()
    /// The bar: a fixed-height composer, as the article's `KeyboardBar` (an accessory is sized
    /// from its intrinsic height or its frame).
    let composer = UIStackView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
    let field = UITextField()
    var observer: KeyboardNotificationObserver?

    override func loadView() {
      view = InputBarHostView(bar: composer)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      ChatScreen.build(in: view, transcript: transcript, composer: composer, field: field)
      transcript.keyboardDismissMode = .interactive
      composer.autoresizingMask = [.flexibleWidth]

      let observer = KeyboardNotificationObserver(view: view)
      observer.onEvent = { [weak self] event in
        guard let self,
          event.kind == .willShow || event.kind == .willHide
            || event.kind == .willChangeFrame
        else { return }
        let covered = ViewPlacement(view: view)?.coveredHeight(byKeyboard: event.endFrame) ?? 0
        let inset = max(0, covered - view.safeAreaInsets.bottom)
        KeyboardAnimator.animate(alongside: event) {
          if self.transcript.contentInset.bottom != inset {
            self.transcript.contentInset.bottom = inset
          }
        }
      }
      self.observer = observer
    }

    var bar: UIView { composer }
    var scrollView: UIScrollView { transcript }
    func focus() { _ = field.becomeFirstResponder() }
    func dismiss() { _ = field.resignFirstResponder() }
  }
#endif
