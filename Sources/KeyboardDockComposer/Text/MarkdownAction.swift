import Foundation

/// A formatting button of a Markdown input accessory view (“Customizing the iOS keyboard”): strong,
/// emphasis, inline code, code block, link, strikethrough.
///
/// Each action is a toggle on a text and its selection, exactly as `UITextInput` reports them
/// (a UTF-16 ``TextRange``). It returns a ``TextEdit`` and changes nothing itself, so the UIKit
/// adapter performs the edit through `replace(_:withText:)` and an undo manager records it.
///
/// | Action | Writes | Recognises when removing |
/// |---|---|---|
/// | ``strong`` | `**text**` | `**`, `__` |
/// | ``emphasis`` | `*text*` | `*`, `_` (runs of two on both sides are strong, not emphasis) |
/// | ``inlineCode`` | the text between backticks, with a longer fence when the text holds backticks | a fence of any length |
/// | ``strikethrough`` | `~~text~~` | `~~` |
/// | ``codeBlock`` | fences of three backticks on their own lines around the selected lines | an opening fence with or without an info string |
/// | ``link`` | `[text](url)`, the placeholder `url` selected; at a caret `[](url)`, caret in the title | any `[text](address)` holding the selection |
///
/// What happens to the text and the selection, exactly:
/// - At an insertion point an empty pair is inserted with the caret between (for a link, between
///   the brackets); toggling again removes the empty pair.
/// - Strong, emphasis and strikethrough leave whitespace at the ends of the selection outside
///   the delimiters (CommonMark does not open or close a span next to whitespace) and select the
///   text between the delimiters afterwards; they merge a selection holding some of the style
///   into one span and then select the whole span.
/// - Inline code picks a fence one backtick longer than the longest run of backticks in the
///   selection, pads with one space inside each fence when CommonMark would otherwise strip or
///   join characters, and selects the same text afterwards.
/// - Delimiters just outside the selection, or at both ends of a selection that is exactly one
///   span, are removed instead, and the text they held is selected.
/// - Ranges are snapped outward to grapheme-cluster boundaries before anything is inserted, so an
///   emoji such as 👩‍👩‍👧, a flag or an `e` with a combining accent is never split.
///
/// Toggling twice restores the text whenever the first toggle wrapped, or removed delimiters
/// exactly as this action writes them (`*` and `_` emphasis both unwrap, but `*` is rewritten; a
/// code span is rewritten with the fence this action picks). It restores the selection too,
/// except where the first toggle moved whitespace outside or merged spans: then the text that
/// was formatted stays selected.
///
/// ```swift
/// let text = "make it bold"
/// let edit = try MarkdownAction.strong.edit(in: text, selection: TextRange(location: 8, length: 4))
/// try edit.apply(to: text)   // "make it **bold**", edit.selection == {10, 4}
/// ```
public enum MarkdownAction: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// `**strong**`.
  case strong
  /// `*emphasis*`.
  case emphasis
  /// `inline code` between single backticks.
  case inlineCode
  /// A fenced code block.
  case codeBlock
  /// `[text](url)`.
  case link
  /// `~~strikethrough~~`.
  case strikethrough

  /// The placeholder a new link's address gets, selected so that typing replaces it.
  public static let linkURLPlaceholder = LinkMarkup.urlPlaceholder

  /// The edit that toggles this format on `selection` of `text`.
  ///
  /// - Parameters:
  ///   - text: The whole text of the text view.
  ///   - selection: The selected range in UTF-16 code units (`UITextView.selectedRange`);
  ///     empty for an insertion point.
  /// - Returns: The edit to perform; its ``TextEdit/selection`` is the selection afterwards.
  /// - Throws: ``TextEditError/rangeOutOfBounds(_:utf16Count:)`` when the selection is not within
  ///   the text. A selection that cuts a grapheme cluster, even a surrogate pair, is not an
  ///   error: it is widened to whole clusters.
  /// - Complexity: O(n) in the text's length.
  public func edit(in text: String, selection: TextRange) throws(TextEditError) -> TextEdit {
    try selection.validate(in: text)
    let units = TextUnits(text)
    switch self {
    case .strong: return InlineMarkup.strong.edit(in: units, selection: selection)
    case .emphasis: return InlineMarkup.emphasis.edit(in: units, selection: selection)
    case .inlineCode: return CodeSpanMarkup.edit(in: units, selection: selection)
    case .strikethrough: return InlineMarkup.strikethrough.edit(in: units, selection: selection)
    case .codeBlock: return CodeBlockMarkup.edit(in: units, selection: selection)
    case .link: return LinkMarkup.edit(in: units, selection: selection)
    }
  }

  /// Toggles this format and applies the edit: the edited text and the selection after it.
  ///
  /// - Parameters:
  ///   - text: The whole text.
  ///   - selection: The selected UTF-16 range.
  /// - Returns: The edited text and the new selection.
  /// - Throws: The errors of ``edit(in:selection:)``.
  /// - Complexity: O(n) in the text's length.
  public func apply(
    to text: String, selection: TextRange
  ) throws(TextEditError) -> (text: String, selection: TextRange) {
    let edit = try edit(in: text, selection: selection)
    return (try edit.apply(to: text), edit.selection)
  }

  public var description: String { rawValue }
}
