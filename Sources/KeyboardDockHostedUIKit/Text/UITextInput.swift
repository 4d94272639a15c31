#if os(Linux)
  public import Foundation

  /// A position in a text input's document, as `UITextPosition`.
  @MainActor
  open class UITextPosition: NSObject {
    /// The offset in UTF-16 code units from the start of the document.
    let offset: Int
    init(offset: Int) { self.offset = offset }
  }

  /// A range in a text input's document, as `UITextRange`.
  @MainActor
  open class UITextRange: NSObject {
    /// The start.
    public let start: UITextPosition
    /// The end.
    public let end: UITextPosition
    /// Whether the range is empty.
    public var isEmpty: Bool { start.offset == end.offset }
    init(start: UITextPosition, end: UITextPosition) {
      self.start = start
      self.end = end
    }
  }

  /// Text entry, as `UIKeyInput`.
  @MainActor
  public protocol UIKeyInput: AnyObject {
    /// Whether there is text.
    var hasText: Bool { get }
    /// Inserts text at the selection.
    func insertText(_ text: String)
    /// Deletes backwards from the selection.
    func deleteBackward()
  }

  /// A document with a selection, as `UITextInput`.
  ///
  /// The members the adapters use (https://developer.apple.com/documentation/uikit/uitextinput).
  /// Offsets count UTF-16 code units, as `UITextView` and `UITextField` do.
  @MainActor
  public protocol UITextInput: UIKeyInput {
    /// The selection.
    var selectedTextRange: UITextRange? { get set }
    /// The start of the document.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the document.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
      -> UITextRange?
    /// The position `offset` code units from `position`, or `nil` outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The code units between two positions.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The text in a range.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range.
    func replace(_ range: UITextRange, withText text: String)
    /// The rectangle of the insertion point at `position`, in the input's coordinates
    /// ("Returns a rectangle to draw the caret at a specified insertion point", `caretRect(for:)`).
    func caretRect(for position: UITextPosition) -> CGRect
  }

  /// The hosted text layout: one line per newline and a fixed advance per UTF-16 unit.
  ///
  /// No wrapping. An estimate, not UIKit's text system: 17 pt system text is about 20.3 pt a line
  /// (`UIFont.lineHeight`) and a caret 2 pt wide; apps and adapters only read where the caret is.
  enum HostedTextLayout {
    static let lineHeight: CGFloat = 20.3
    static let advance: CGFloat = 9
    static let caretWidth: CGFloat = 2

    /// The caret rect at `offset` in `text`, from `origin` (the text container's top left).
    static func caretRect(at offset: Int, in text: String, origin: CGPoint) -> CGRect {
      let units = Array(text.utf16.prefix(max(0, offset)))
      let newline = UInt16(UInt8(ascii: "\n"))
      let line = units.filter { $0 == newline }.count
      let column = units.count - 1 - (units.lastIndex(of: newline) ?? -1)
      return CGRect(
        x: origin.x + CGFloat(column) * advance, y: origin.y + CGFloat(line) * lineHeight,
        width: caretWidth, height: lineHeight)
    }
  }

  /// The text storage and selection shared by the hosted text views and fields.
  @MainActor
  final class HostedTextStorage {
    var text = ""
    /// The selection in UTF-16 code units.
    var selection: NSRange?

    var count: Int { text.utf16.count }

    func position(_ offset: Int) -> UITextPosition? {
      offset >= 0 && offset <= count ? UITextPosition(offset: offset) : nil
    }

    func substring(_ range: NSRange) -> String {
      let utf16 = Array(text.utf16)
      let lower = max(0, min(range.location, utf16.count))
      let upper = max(lower, min(range.location + range.length, utf16.count))
      return String(decoding: utf16[lower..<upper], as: UTF16.self)
    }

    /// Types `text` over the selection (or at the end with no selection), as `insertText(_:)`.
    func insert(_ text: String) {
      replace(selection ?? NSRange(location: count, length: 0), with: text)
    }

    /// Deletes the selection, or the unit before the caret, as `deleteBackward()`.
    func deleteBackward() {
      guard var range = selection else { return }
      if range.length == 0, range.location > 0 {
        range = NSRange(location: range.location - 1, length: 1)
      }
      replace(range, with: "")
    }

    /// The selection as a text range, as `selectedTextRange`.
    var selectedTextRange: UITextRange? {
      get {
        guard let selection, let start = position(selection.location),
          let end = position(selection.location + selection.length)
        else { return nil }
        return UITextRange(start: start, end: end)
      }
      set {
        selection = newValue.map {
          NSRange(location: $0.start.offset, length: $0.end.offset - $0.start.offset)
        }
      }
    }

    /// The range between two positions, or `nil` when they are out of order.
    func textRange(from start: UITextPosition, to end: UITextPosition) -> UITextRange? {
      start.offset <= end.offset ? UITextRange(start: start, end: end) : nil
    }

    /// The text in `range`.
    func text(in range: UITextRange) -> String {
      substring(
        NSRange(location: range.start.offset, length: range.end.offset - range.start.offset))
    }

    /// Replaces the text in `range`.
    func replace(_ range: UITextRange, with text: String) {
      replace(
        NSRange(location: range.start.offset, length: range.end.offset - range.start.offset),
        with: text)
    }

    func replace(_ range: NSRange, with replacement: String) {
      let utf16 = Array(text.utf16)
      let lower = max(0, min(range.location, utf16.count))
      let upper = max(lower, min(range.location + range.length, utf16.count))
      text =
        String(decoding: utf16[..<lower], as: UTF16.self) + replacement
        + String(decoding: utf16[upper...], as: UTF16.self)
      let caret = lower + replacement.utf16.count
      selection = NSRange(location: caret, length: 0)
    }
  }

  /// The views that edit text and post the editing notifications.
  @MainActor
  protocol HostedTextInputView: AnyObject {
    func didBeginEditing()
    func didEndEditing()
  }
#endif
