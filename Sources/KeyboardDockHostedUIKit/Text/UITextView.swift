#if os(Linux)
  public import Foundation

  /// A scrolling, editable text view, as `UITextView`: first responder shows the keyboard with
  /// its `inputAccessoryView`; editing posts `textDidBeginEditingNotification` and
  /// `textDidEndEditingNotification` with the view as object (`UITextView` documentation).
  @MainActor
  open class UITextView: UIScrollView, UITextInput, HostedTextInputView {
    /// Posted when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
      "UITextViewTextDidBeginEditingNotification")
    /// Posted when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
      "UITextViewTextDidEndEditingNotification")
    /// Posted when the text changes.
    nonisolated public static let textDidChangeNotification = Notification.Name(
      "UITextViewTextDidChangeNotification")

    private var accessory: UIView?
    private var input: UIView?

    /// The text.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Apple's declaration (`var text: String!`), so the same call sites compile.
    open var text: String! {
      get { storage.text }
      set {
        storage.text = newValue ?? ""
        storage.selection = storage.selection.map { _ in NSRange(location: storage.count, length: 0)
        }
      }
    }
    /// Whether the text can be edited.
    open var isEditable = true
    /// The keyboard the view asks for (`UITextInputTraits.keyboardType`).
    open var keyboardType: UIKeyboardType = .default
    /// Whether the text scrolls.
    open var isScrollEnabled = true
    /// The font of the text.
    open var font: UIFont? = UIFont.preferredFont(forTextStyle: .body)
    /// The inset of the text container: 8 pt top and bottom by default (`textContainerInset`).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The delegate told of the user's edits.
    open weak var delegate: (any UITextViewDelegate)?

    /// The size of the laid-out text, as a text view reports it after laying its text out.
    ///
    /// Its lines (the hosted text layout's, one per newline) at the font's line height, plus the
    /// text container's insets. Setting it has no effect: the text decides.
    open override var contentSize: CGSize {
      get {
        let lines = storage.text.utf16.filter { $0 == UInt16(UInt8(ascii: "\n")) }.count + 1
        let lineHeight = font?.lineHeight ?? HostedTextLayout.lineHeight
        return CGSize(
          width: bounds.width,
          height: textContainerInset.top + CGFloat(lines) * lineHeight + textContainerInset.bottom)
      }
      set {}
    }
    /// The selection in UTF-16 code units.
    open var selectedRange: NSRange {
      get { storage.selection ?? NSRange(location: storage.count, length: 0) }
      set { storage.selection = newValue }
    }

    open override var canBecomeFirstResponder: Bool { isEditable }
    /// The view attached on top of the keyboard; settable, as on `UITextView`.
    open override var inputAccessoryView: UIView? {
      get { accessory }
      set { accessory = newValue }
    }
    /// The view shown in place of the keyboard; settable.
    open override var inputView: UIView? {
      get { input }
      set { input = newValue }
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
    public func insertText(_ text: String) { userEdit(text) { storage.insert(text) } }
    public func deleteBackward() { userEdit("") { storage.deleteBackward() } }

    /// An edit of the user's (the keyboard's `insertText(_:)`, `deleteBackward()`): the delegate
    /// may refuse it, and hears of it after.
    private func userEdit(_ replacement: String, _ edit: () -> Void) {
      let range = selectedRange
      guard
        delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
      else { return }
      edit()
      delegate?.textViewDidChange(self)
    }
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
    /// A text view's container is inset 8 pt top and bottom and its line fragment padding is 5 pt (`textContainerInset`, `lineFragmentPadding` defaults).
    public func caretRect(for position: UITextPosition) -> CGRect {
      HostedTextLayout.caretRect(
        at: position.offset, in: storage.text, origin: CGPoint(x: 5, y: 8))
    }

    public func text(in range: UITextRange) -> String? { storage.text(in: range) }
    public func replace(_ range: UITextRange, withText text: String) {
      storage.replace(range, with: text)
    }
  }
#endif
