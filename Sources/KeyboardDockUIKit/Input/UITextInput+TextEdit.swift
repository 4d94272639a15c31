#if canImport(UIKit)
  import Foundation
  public import KeyboardDockComposer
  public import UIKit

  extension UITextInput {
    /// The whole text and the selected range in UTF-16 code units, as the composer's text actions take
    /// them; `nil` when there is no selection (the view is not editable or not editing).
    ///
    /// Offsets are counted with `offset(from:to:)` from `beginningOfDocument`; `UITextView` and
    /// `UITextField` count UTF-16 code units, the units of their `NSString` text
    /// (https://developer.apple.com/documentation/uikit/uitextinput).
    public var textAndSelection: (text: String, selection: TextRange)? {
      guard let selected = selectedTextRange,
        let whole = textRange(from: beginningOfDocument, to: endOfDocument)
      else { return nil }
      let text = self.text(in: whole) ?? ""
      let location = offset(from: beginningOfDocument, to: selected.start)
      let length = offset(from: selected.start, to: selected.end)
      return (text, TextRange(location: location, length: length))
    }

    /// Performs a composer ``KeyboardDockComposer/TextEdit``: replaces its range with
    /// `replace(_:withText:)`, which the text view's undo manager records, then selects its
    /// selection.
    ///
    /// The edit is checked against the current text first, its selection against the edited
    /// text, so a bad edit throws before anything changes.
    ///
    /// - Parameter edit: The edit, in UTF-16 units of the current text.
    /// - Throws: ``KeyboardDockComposer/TextEditError/rangeOutOfBounds(_:utf16Count:)`` when the
    ///   range does not lie in the text or the selection not in the edited text.
    public func perform(_ edit: TextEdit) throws(TextEditError) {
      let text = textAndSelection?.text ?? ""
      let edited = try edit.apply(to: text)
      try edit.selection.validate(in: edited)
      guard let range = textRange(edit.range) else {
        throw .rangeOutOfBounds(edit.range, utf16Count: text.utf16.count)
      }
      replace(range, withText: edit.replacement)
      selectedTextRange = textRange(edit.selection)
    }

    /// Toggles a Markdown format on the selection: the toolbar buttons of “Customizing the iOS
    /// keyboard”.
    ///
    /// ```swift
    /// try textView.perform(.strong)  // "say hi" with "hi" selected → "say **hi**"
    /// ```
    ///
    /// - Parameter action: The format to toggle.
    /// - Throws: The errors of ``KeyboardDockComposer/MarkdownAction/edit(in:selection:)`` and
    ///   ``perform(_:)``; nothing changes then. Without a selection nothing happens.
    public func perform(_ action: MarkdownAction) throws(TextEditError) {
      guard let (text, selection) = textAndSelection else { return }
      try perform(action.edit(in: text, selection: selection))
    }

    /// Continues a Markdown list when return is typed, as the composer's
    /// ``KeyboardDockComposer/ListContinuation`` decides.
    ///
    /// Call it from `textView(_:shouldChangeTextIn:replacementText:)` when the replacement is
    /// `"\n"`, and return its negation.
    ///
    /// - Returns: Whether the return key was handled (an edit was performed).
    /// - Throws: The errors of ``perform(_:)``; nothing changes then.
    public func performReturnKey() throws(TextEditError) -> Bool {
      guard let (text, selection) = textAndSelection,
        let edit = try ListContinuation.edit(forReturnIn: text, selection: selection)
      else { return false }
      try perform(edit)
      return true
    }

    /// The text range for a UTF-16 range, or `nil` when it lies outside the text.
    private func textRange(_ range: TextRange) -> UITextRange? {
      guard let start = position(from: beginningOfDocument, offset: range.location),
        let end = position(from: start, offset: range.length)
      else { return nil }
      return textRange(from: start, to: end)
    }
  }
#endif
