// The shipping-code rows of `kbdock simulate` (Linux only): apps built from the adapters users
// ship (KeyboardDockUIKit) run on the hosted UIKit over the simulated iOS, and the simulator's
// metrics read their bars from the hosted views. Every file is wrapped in `#if os(Linux)`, so
// the target is empty on iOS (typecheck-ios) and on macOS.
#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockUIKit

  /// The README's UIKit quick start, as written there.
  ///
  /// A transcript and a one-line composer docked with `KeyboardDock`, the pseudo accessory
  /// installed on the field. The adapter tests (KeyboardDockUIKitTests) run this same controller.
  @MainActor
  package final class QuickStartViewController: UIViewController, ShippingApp {
    package let transcript = UIScrollView()
    package let composer = UIStackView()
    package let field = UITextField()
    package var dock: KeyboardDock?

    package override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      transcript.frame = view.bounds
      transcript.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      transcript.keyboardDismissMode = .interactive
      view.addSubview(transcript)

      field.placeholder = "Message"
      let send = UIButton(type: .system)
      send.setTitle("Send", for: .normal)
      composer.addArrangedSubview(field)
      composer.addArrangedSubview(send)
      composer.spacing = 8
      composer.isLayoutMarginsRelativeArrangement = true
      composer.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      composer.backgroundColor = .secondarySystemBackground

      let dock = KeyboardDock(view: view)
      dock.dock(composer, insetting: transcript)
      dock.installAccessory(on: field)
      self.dock = dock
    }

    package override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      dock?.setNeedsUpdate()
    }

    var bar: UIView { composer }
    var scrollView: UIScrollView { transcript }
    func focus() { _ = field.becomeFirstResponder() }
    func dismiss() { _ = field.resignFirstResponder() }
  }

  /// What the runner needs of a shipping app: its bar, its scroll view, and the user's taps.
  @MainActor
  protocol ShippingApp: UIViewController {
    /// The docked bar, whose on-screen presentation frame is measured.
    var bar: UIView { get }
    /// The scroll view the app insets.
    var scrollView: UIScrollView { get }
    /// The user taps the app's text field.
    func focus()
    /// The app's text field resigns.
    func dismiss()
    /// Why the app could not set its bar up, or `nil`.
    var setupError: String? { get }
  }

  extension ShippingApp {
    var setupError: String? { nil }
  }
#endif
