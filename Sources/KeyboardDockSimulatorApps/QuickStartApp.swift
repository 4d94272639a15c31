// The shipping-code rows of `kbdock simulate` (Linux only): apps built from the adapters users
// ship (KeyboardDockUIKit) run on the hosted UIKit over the simulated iOS, and the simulator's
// metrics read their bars from the hosted views. Every file is wrapped in `#if os(Linux)`, so
// the target is empty on iOS (typecheck-ios) and on macOS.
#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
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

    /// A second field carries the dock's accessory too, as `installAccessory(on:)` asks of every
    /// responder that can be first responder while the bar is docked.
    func addSecondField() -> UITextField {
      let other = UITextField()
      other.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 8, width: 200, height: 34)
      view.addSubview(other)
      dock?.installAccessory(on: other)
      return other
    }
  }

  /// What the runner needs of a shipping app: its bar, its scroll view, and the user's taps.
  @MainActor
  protocol ShippingApp: UIViewController {
    /// The docked bar, whose on-screen presentation frame is measured: the same view for the
    /// app's whole life (``ShippingRun`` reads it once per run).
    var bar: UIView { get }
    /// The scroll view the app insets: the same view for the app's whole life.
    var scrollView: UIScrollView { get }
    /// The user taps the app's text field.
    func focus()
    /// The app's text field resigns.
    func dismiss()
    /// Why the app could not set its bar up, or `nil`.
    var setupError: String? { get }
    /// Adds a second text field to the app (a form's next field), which the user then taps.
    func addSecondField() -> UITextField
    /// Shows `inputView` in place of the keys for `responder` (`nil`: the keys again), as an
    /// app's input-view switch does: set the responder's `inputView`, then
    /// `reloadInputViews()`.
    func setInputView(_ inputView: UIView?, on responder: UIResponder)
    /// The composer that grows with its text, or `nil` for a one-line field.
    var growingComposer: GrowingComposer? { get }
  }

  /// A shipping app whose user types in a one-line field or, when the scenario asks for one, a
  /// growing composer: the user taps and leaves whichever the app shows.
  protocol FieldOrComposerApp: ShippingApp {
    /// The one-line text field.
    var field: UITextField { get }
  }

  extension FieldOrComposerApp {
    /// The text input the user taps: the growing composer's text view, or the field.
    var textInput: UIResponder { growingComposer.map { $0.textView as UIResponder } ?? field }
    func focus() { _ = textInput.becomeFirstResponder() }
    func dismiss() { _ = textInput.resignFirstResponder() }
  }

  extension ShippingApp {
    var setupError: String? { nil }
    var growingComposer: GrowingComposer? { nil }

    /// The user types in the growing composer until its text has `lines` lines (or sends the
    /// message, leaving `lines`).
    ///
    /// - Throws: ``KeyboardDockSimulatedIOS/ImpossibleAction`` when the app's composer is a
    ///   one-line field.
    func typeLines(_ lines: Int) throws {
      guard let growingComposer else {
        throw ImpossibleAction("type-lines", "the app's composer is a one-line text field")
      }
      growingComposer.type(toLines: lines)
    }

    func addSecondField() -> UITextField {
      let field = UITextField()
      field.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 8, width: 200, height: 34)
      view.addSubview(field)
      return field
    }

    func setInputView(_ inputView: UIView?, on responder: UIResponder) {
      if let field = responder as? UITextField {
        field.inputView = inputView
      } else if let textView = responder as? UITextView {
        textView.inputView = inputView
      }
      responder.reloadInputViews()
    }
  }
#endif
