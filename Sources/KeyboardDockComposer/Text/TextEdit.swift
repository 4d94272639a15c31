import Foundation

/// One replacement in a text and the selection after it: what a text action asks the view to do.
///
/// A text action (a ``MarkdownAction``, the return key's ``ListContinuation``) never mutates
/// anything: it returns a `TextEdit`, which the UIKit adapter performs with
/// `UITextInput.replace(_:withText:)` followed by setting `selectedRange`, and which an undo
/// manager can record together with its ``inverse(in:selection:)``. Applying an edit is a pure
/// function of the text, so the simulator and the tests apply it without a text view.
///
/// ```swift
/// let edit = try MarkdownAction.strong.edit(in: "say hi", selection: TextRange(location: 4, length: 2))
/// // edit.range == {4, 2}, edit.replacement == "**hi**", edit.selection == {6, 2}
/// let result = try edit.apply(to: "say hi")  // "say **hi**"
/// ```
public struct TextEdit: Sendable, Hashable, CustomStringConvertible {
  /// The UTF-16 range of the original text that is replaced.
  public var range: TextRange
  /// The text that replaces it.
  public var replacement: String
  /// The selection after the edit, in UTF-16 units of the edited text.
  public var selection: TextRange

  /// Creates an edit.
  ///
  /// - Parameters:
  ///   - range: The UTF-16 range of the original text to replace.
  ///   - replacement: The text that replaces it.
  ///   - selection: The selection after the edit, in the edited text.
  public init(range: TextRange, replacement: String, selection: TextRange) {
    self.range = range
    self.replacement = replacement
    self.selection = selection
  }

  /// The edited text.
  ///
  /// - Parameter text: The text the edit's ``range`` refers to.
  /// - Returns: `text` with ``range`` replaced by ``replacement``.
  /// - Throws: ``TextEditError/rangeOutOfBounds(_:utf16Count:)`` when the range is outside the
  ///   text, ``TextEditError/splitsSurrogatePair(_:offset:)`` when a boundary splits a scalar.
  /// - Complexity: O(n) in the text's length.
  public func apply(to text: String) throws(TextEditError) -> String {
    let units = try TextUnits.checked(text, range: range)
    var edited = Array(units.units[..<range.location])
    edited.append(contentsOf: replacement.utf16)
    edited.append(contentsOf: units.units[range.upperBound...])
    return String(decoding: edited, as: UTF16.self)
  }

  /// The edit that undoes this one: applied to the edited text, it restores `text` and
  /// `selection`.
  ///
  /// - Parameters:
  ///   - text: The text before this edit.
  ///   - selection: The selection before this edit.
  /// - Returns: The inverse edit, for `UndoManager.registerUndo`.
  /// - Throws: The errors of ``apply(to:)``, and ``TextEditError/rangeOutOfBounds(_:utf16Count:)``
  ///   when `selection` is outside `text`.
  /// - Complexity: O(n) in the text's length.
  public func inverse(in text: String, selection: TextRange) throws(TextEditError) -> TextEdit {
    let units = try TextUnits.checked(text, range: range)
    try selection.validate(in: text)
    let replaced = String(decoding: units.units[range.location..<range.upperBound], as: UTF16.self)
    return TextEdit(
      range: TextRange(location: range.location, length: replacement.utf16.count),
      replacement: replaced, selection: selection)
  }

  public var description: String {
    "replace \(range) with \(replacement.debugDescription), select \(selection)"
  }
}
