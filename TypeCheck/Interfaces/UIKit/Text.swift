// Declarations-only interface: text views and the UITextInput protocol.

// https://developer.apple.com/documentation/uikit/uitextposition
@MainActor
open class UITextPosition: NSObject {}

// https://developer.apple.com/documentation/uikit/uitextrange
@MainActor
open class UITextRange: NSObject {
  // https://developer.apple.com/documentation/uikit/uitextrange/isempty
  open var isEmpty: Bool { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitextrange/start
  open var start: UITextPosition { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitextrange/end
  open var end: UITextPosition { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uikeyinput
@MainActor
public protocol UIKeyInput: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uikeyinput/hastext
  var hasText: Bool { get }
  // https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)
  func insertText(_ text: String)
  // https://developer.apple.com/documentation/uikit/uikeyinput/deletebackward()
  func deleteBackward()
}

// https://developer.apple.com/documentation/uikit/uitextinput
@MainActor
public protocol UITextInput: UIKeyInput {
  // https://developer.apple.com/documentation/uikit/uitextinput/text(in:)
  func text(in range: UITextRange) -> String?
  // https://developer.apple.com/documentation/uikit/uitextinput/replace(_:withtext:)
  func replace(_ range: UITextRange, withText text: String)
  // https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
  var selectedTextRange: UITextRange? { get set }
  // https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
  var beginningOfDocument: UITextPosition { get }
  // https://developer.apple.com/documentation/uikit/uitextinput/endofdocument
  var endOfDocument: UITextPosition { get }
  // https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  // https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  // https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

// https://developer.apple.com/documentation/uikit/uitextview
@MainActor
open class UITextView: UIScrollView, UITextInput {
  // https://developer.apple.com/documentation/uikit/uitextview/init(frame:textcontainer:)
  public init(frame: CGRect, textContainer: NSObject?) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitextview/init(coder:)
  public required init?(coder: NSCoder) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitextview/text
  open var text: String! {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uitextview/font
  open var font: UIFont?
  // https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset
  open var textContainerInset: UIEdgeInsets {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uitextview/isscrollenabled
  open var isScrollEnabled: Bool {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uitextview/inputview
  open override var inputView: UIView? {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uitextview/inputaccessoryview
  open override var inputAccessoryView: UIView? {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uitextview/delegate
  open weak var delegate: (any UITextViewDelegate)?

  // UITextView's UITextInput conformance (https://developer.apple.com/documentation/uikit/uitextinput)
  // https://developer.apple.com/documentation/uikit/uikeyinput/hastext
  open var hasText: Bool { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)
  open func insertText(_ text: String) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uikeyinput/deletebackward()
  open func deleteBackward() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitextinput/text(in:)
  open func text(in range: UITextRange) -> String? { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitextinput/replace(_:withtext:)
  open func replace(_ range: UITextRange, withText text: String) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
  open var selectedTextRange: UITextRange? {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
  open var beginningOfDocument: UITextPosition { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitextinput/endofdocument
  open var endOfDocument: UITextPosition { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    fatalError("declaration only")
  }
}

// https://developer.apple.com/documentation/uikit/uitextviewdelegate
@MainActor
public protocol UITextViewDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)
  func textViewDidChange(_ textView: UITextView)
  // https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextin:replacementtext:)
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
}

extension UITextViewDelegate {
  // Optional requirements in Objective-C.
  public func textViewDidChange(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
}

// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/uifont/lineheight
  open var lineHeight: CGFloat { fatalError("declaration only") }

  // https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: RawRepresentable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
  }
}
