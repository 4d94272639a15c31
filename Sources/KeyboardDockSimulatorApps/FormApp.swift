#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  import KeyboardDockUIKit

  /// A scenario's form (``KeyboardDockSimulator/ScenarioContent/Form``) as app code: its fields
  /// in a `UIScrollView` filling the view, at the scenario's frames, each keyboard type the
  /// scenario asks for, with the README's one-line composer docked by `KeyboardDock` below and a
  /// `FormScroller` (`scrollForm(_:bottomOffset:)`) keeping the focused field in view, as the
  /// example app's form screen does.
  ///
  /// The pseudo accessory is installed on every field, as `installAccessory(on:)` asks of every
  /// responder that can be first responder while the bar is docked. The user's taps make a field
  /// first responder; the scroller hears it from `textDidBeginEditingNotification`, as it does
  /// on iOS.
  ///
  /// The scenario's bar: a growing composer tells the dock its new height as
  /// ``DockVariantViewController`` does (`setNeedsUpdate()`, then `setAccessoryHeight(_:)` from
  /// `viewDidLayoutSubviews()`); a toolbar (the Previous / Next / Done bar of form apps) is every
  /// field's `inputAccessoryView`, which then cannot carry the dock's accessory: the dock follows
  /// the keyboard layout guide (`preferredFrameSource: .keyboardLayoutGuide`).
  @MainActor
  final class FormAppViewController: UIViewController, ContentShippingApp {
    let form: ScenarioContent.Form
    /// What the scenario asks of the bar.
    let barSetup: ShippingAppBar
    let formView = UIScrollView()
    let composer = UIStackView()
    let field = UITextField()
    private(set) var fields: [String: UITextField] = [:]
    var dock: KeyboardDock?
    var scroller: FormScroller?
    var setupError: String?
    private(set) var growingComposer: GrowingComposer?

    /// Whether a `FormScroller` keeps the focused field in view; without it the dock only insets
    /// the form (`dock(_:insetting:)`), the alternative the ideal rows' "inset only" column
    /// measures.
    let usesFormScroller: Bool

    init(form: ScenarioContent.Form, bar: ShippingAppBar = .oneLine, usesFormScroller: Bool = true)
    {
      self.form = form
      barSetup = bar
      self.usesFormScroller = usesFormScroller
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      growingComposer = ChatScreen.build(
        in: view, transcript: formView, composer: composer, field: field, bar: barSetup)
      formView.keyboardDismissMode = .interactive
      formView.contentSize = CGSize(width: view.bounds.width, height: form.contentHeight)
      let hasToolbar = barSetup.toolbarHeight > 0
      let dock = barSetup.makeDock(in: view)
      dock.dock(composer, insetting: usesFormScroller ? nil : formView)
      barSetup.installAccessory(of: dock, growing: growingComposer, field: field)
      growingComposer?.onHeightChange = { [weak self] _ in self?.dock?.setNeedsUpdate() }
      for entry in form.fields {
        let textField = UITextField()
        textField.frame = entry.frame
        textField.borderStyle = .roundedRect
        textField.placeholder = entry.id
        switch entry.keyboardType {
        case .default: textField.keyboardType = .default
        case .numberPad: textField.keyboardType = .numberPad
        case .emailAddress: textField.keyboardType = .emailAddress
        case .secure: textField.isSecureTextEntry = true
        }
        formView.addSubview(textField)
        if hasToolbar {
          textField.inputAccessoryView = ToolbarAccessory.make(height: barSetup.toolbarHeight)
        } else {
          dock.installAccessory(on: textField)
        }
        fields[entry.id] = textField
      }
      self.dock = dock
      guard usesFormScroller else { return }
      do {
        let scroller = try dock.scrollForm(formView, bottomOffset: form.bottomOffset)
        scroller.fields = form.fields.compactMap { fields[$0.id] }
        self.scroller = scroller
      } catch {
        setupError = "scrollForm refused the bottom offset \(form.bottomOffset): \(error)"
      }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      if let error = barSetup.layOut(dock, composer: composer, growing: growingComposer) {
        setupError = error
      }
    }

    var bar: UIView { composer }
    var scrollView: UIScrollView { formView }
    /// The `focus` step taps the form's first focused field.
    func focus() { _ = fields[form.focused]?.becomeFirstResponder() }
    func dismiss() { _ = fields.values.first(where: \.isFirstResponder)?.resignFirstResponder() }

    func focusFormField(_ id: String) throws(ImpossibleAction) {
      guard let target = fields[id] else {
        throw ImpossibleAction("focus-field", "the app's form has no field \"\(id)\"")
      }
      _ = target.becomeFirstResponder()
    }

    func formField(_ id: String) -> UIView? { fields[id] }
    var newestMessage: UIView? { nil }
  }

  /// What the content measurement needs of an app hosting a form or a transcript, besides its
  /// bar and scroll view: its views, never where it believes they are.
  @MainActor
  protocol ContentShippingApp: ShippingApp {
    /// The user taps the form's field `id`.
    func focusFormField(_ id: String) throws(ImpossibleAction)
    /// The view of the form's field `id`, or `nil` (no form, or no such field).
    func formField(_ id: String) -> UIView?
    /// The transcript's newest message view, or `nil` without a transcript.
    var newestMessage: UIView? { get }
  }
#endif
