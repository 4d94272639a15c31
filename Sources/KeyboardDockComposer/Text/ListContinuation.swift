import Foundation

/// What the return key does in a Markdown list or block quote: continue it, or end it.
///
/// Readers of “Customizing the iOS keyboard” asked for exactly this: after `* item` and return, the
/// next line should start with `* `. The rules, applied to the line holding the selection's start:
///
/// | Line | Return gives |
/// |---|---|
/// | `- item`, `* item`, `+ item` | a new line starting with the same bullet |
/// | `1. item`, `7) item`, `09. item` | the next number, same delimiter, same zero-padded width |
/// | `- [x] done`, `1. [ ] todo` | the same marker with an unchecked box `[ ]` |
/// | `> quote`, `> > nested`, `> - item` | the same quote markers (and list marker) |
/// | `  - nested` | the same indentation |
/// | an item with nothing after its marker (`- `, `2. `, `- [ ] `) | the marker removed: the list ends (inside a quote, the quote stays) |
/// | a quote with nothing after `> ` | the quote marker removed |
/// | anything else, a caret inside the marker, a thematic break `---` | `nil`: insert a plain newline |
///
/// Numbers of the following items are not renumbered; Markdown renders an ordered list from its
/// first number, so the rendered list is right either way.
///
/// ```swift
/// // In textView(_:shouldChangeTextIn:replacementText:) when the replacement is "\n":
/// if let edit = try ListContinuation.edit(forReturnIn: text, selection: selection) {
///   perform(edit); return false
/// }
/// ```
public enum ListContinuation {
  /// The edit the return key makes at `selection`, or `nil` when a plain newline is right.
  ///
  /// - Parameters:
  ///   - text: The whole text.
  ///   - selection: The selection in UTF-16 units; a selection is replaced, as return replaces
  ///     it.
  /// - Returns: The edit (new line plus continued prefix, or the removed marker), or `nil`.
  /// - Throws: ``TextEditError/rangeOutOfBounds(_:utf16Count:)`` when the selection is not
  ///   within the text.
  /// - Complexity: O(n) in the text's length.
  public static func edit(
    forReturnIn text: String, selection: TextRange
  ) throws(TextEditError) -> TextEdit? {
    try selection.validate(in: text)
    let units = TextUnits(text)
    let selection = units.snappedOutward(selection)
    let line = units.line(containing: selection.location)
    guard let prefix = ListItemPrefix(units.units, start: line.start, end: line.end) else {
      return nil
    }
    let contentStart = line.start + prefix.length
    let isEmptyItem = units.units[contentStart..<line.end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    if isEmptyItem && selection.isEmpty && selection.location >= line.start + prefix.markedLength {
      // End the innermost structure: the list marker (a quote around it stays), or the quote.
      let keepsQuote = prefix.marker != nil && !prefix.quote.isEmpty
      let keptStart =
        line.start + (keepsQuote ? (prefix.indentation + prefix.quote).utf16.count : 0)
      return TextEdit(
        range: TextRange(from: keptStart, to: line.end), replacement: "",
        selection: .caret(at: keptStart))
    }
    guard selection.location >= contentStart else { return nil }
    let replacement = "\n" + prefix.continued
    return TextEdit(
      range: selection, replacement: replacement,
      selection: .caret(at: selection.location + replacement.utf16.count))
  }
}
