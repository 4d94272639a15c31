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
  final class InputBarHostViewController: UIViewController, FieldOrComposerApp {
    let transcript = UIScrollView()
    /// The bar: a fixed-height composer, as the article's `KeyboardBar` (an accessory is sized
    /// from its intrinsic height or its frame).
    let composer = AccessoryComposer(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
    let field = UITextField()
    var observer: KeyboardNotificationObserver?
    /// What the scenario asks of the bar; set before the view loads.
    var barSetup = ShippingAppBar.oneLine
    private(set) var growingComposer: GrowingComposer?

    override func loadView() {
      view = InputBarHostView(bar: composer)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      growingComposer = ChatScreen.build(
        in: view, transcript: transcript, composer: composer, field: field, bar: barSetup)
      transcript.keyboardDismissMode = .interactive
      composer.autoresizingMask = [.flexibleWidth]
      if let growingComposer {
        // A growing accessory sizes itself by its intrinsic height, invalidated when it
        // changes, so UIKit resizes it on the keyboard (wix react-native-keyboard-tracking-view,
        // ObservingInputAccessoryView; InputBarAccessoryView does the same).
        let margins = composer.layoutMargins.top + composer.layoutMargins.bottom
        composer.height = growingComposer.textHeight + margins
        growingComposer.onHeightChange = { [weak self] change in
          self?.composer.height = change.toHeight + margins
        }
      }

      let observer = KeyboardNotificationObserver(view: view)
      observer.onEvent = { [weak self] event in
        guard let self, event.kind?.isWill == true else { return }
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
  }

  /// The input-bar host's composer: sized by its frame (the article's fixed 50 pt bar), or, once
  /// ``height`` is set, by that intrinsic height, which it invalidates when it changes.
  @MainActor
  final class AccessoryComposer: UIStackView {
    /// The bar's height in points, or `nil` to size it by its frame.
    var height: CGFloat? {
      didSet { if height != oldValue { invalidateIntrinsicContentSize() } }
    }

    override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: height ?? UIView.noIntrinsicMetric)
    }
  }
#endif
