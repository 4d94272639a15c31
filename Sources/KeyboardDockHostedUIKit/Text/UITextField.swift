#if os(Linux)
  public import Foundation

  /// A one-line text field, as `UITextField`: first responder shows the keyboard with its
  /// `inputAccessoryView`; editing posts the begin/end editing notifications.
  @MainActor
  open class UITextField: UIControl, UITextInput, HostedTextInputView {
    /// Posted when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
      "UITextFieldTextDidBeginEditingNotification")
    /// Posted when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
      "UITextFieldTextDidEndEditingNotification")

    private var accessory: UIView?
    private var input: UIView?

    /// The text.
    open var text: String? {
      get { storage.text }
      set { storage.text = newValue ?? "" }
    }
    /// The placeholder.
    open var placeholder: String?
    /// The keyboard the field asks for (`UITextInputTraits.keyboardType`).
    open var keyboardType: UIKeyboardType = .default
    /// Whether the field hides its text (`UITextInputTraits.isSecureTextEntry`).
    open var isSecureTextEntry = false
    /// The Return key's title (`UITextInputTraits.returnKeyType`).
    open var returnKeyType = UIReturnKeyType.default
    /// The border style.
    open var borderStyle = BorderStyle.none
    /// The delegate asked about the Return key.
    open weak var delegate: (any UITextFieldDelegate)?

    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// The view attached on top of the keyboard; settable, as on `UITextField`.
    open override var inputAccessoryView: UIView? {
      get { accessory }
      set { accessory = newValue }
    }
    /// The view shown in place of the keyboard; settable.
    open override var inputView: UIView? {
      get { input }
      set { input = newValue }
    }
    open override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: 34)
    }

    func didBeginEditing() {
      if storage.selection == nil {
        storage.selection = NSRange(location: storage.count, length: 0)
      }
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    func didEndEditing() {
      storage.selection = nil
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: UITextInput (UTF-16 offsets, as Apple's text views count them)

    let storage = HostedTextStorage()

    public var hasText: Bool { !storage.text.isEmpty }
    public func insertText(_ text: String) { storage.insert(text) }
    public func deleteBackward() { storage.deleteBackward() }
    public var selectedTextRange: UITextRange? {
      get { storage.selectedTextRange }
      set { storage.selectedTextRange = newValue }
    }
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: storage.count) }
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
      -> UITextRange?
    { storage.textRange(from: fromPosition, to: toPosition) }
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
      storage.position(position.offset + offset)
    }
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
      toPosition.offset - from.offset
    }
    /// The caret at `position` in the hosted text layout.
    ///
    /// One line, centred vertically in the field.
    public func caretRect(for position: UITextPosition) -> CGRect {
      HostedTextLayout.caretRect(
        at: position.offset, in: storage.text,
        origin: CGPoint(x: 0, y: max(0, (bounds.height - HostedTextLayout.lineHeight) / 2)))
    }

    public func text(in range: UITextRange) -> String? { storage.text(in: range) }
    public func replace(_ range: UITextRange, withText text: String) {
      storage.replace(range, with: text)
    }
  }

  /// A search bar, as `UISearchBar`: it edits through its own text field and carries a
  /// settable `inputAccessoryView`.
  @MainActor
  open class UISearchBar: UIView {
    /// The field the bar edits in.
    public let searchTextField = UITextField()
    private var accessory: UIView?

    public override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(searchTextField)
      searchTextField.frame = CGRect(origin: .zero, size: frame.size)
      searchTextField.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    public required init?(coder: NSCoder) { nil }

    /// The search text.
    open var text: String? {
      get { searchTextField.text }
      set { searchTextField.text = newValue }
    }
    open override var canBecomeFirstResponder: Bool { true }
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
    open override func reloadInputViews() { searchTextField.reloadInputViews() }
    /// The view attached on top of the keyboard; the bar's field carries it.
    open override var inputAccessoryView: UIView? {
      get { accessory }
      set {
        accessory = newValue
        searchTextField.inputAccessoryView = newValue
      }
    }
    open override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: 56)
    }
  }
#endif
