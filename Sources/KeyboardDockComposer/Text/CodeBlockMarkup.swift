import Foundation

/// The fenced code block toggle: ```` ``` ```` fences on their own lines around whole lines.
///
/// A code block is a block element, so the toggle works on whole lines: the opening fence is
/// inserted as a line of its own before the first selected line, the closing fence as a line of
/// its own after the last one, and the selection keeps its place in the text. An insertion point
/// on an empty line (or in empty text) gets an empty block with the caret on the line between the
/// fences. The toggle removes fences that are the lines just outside the selected lines, or the
/// first and last selected lines themselves; an opening fence may carry an info string
/// (```` ```swift ````).
///
/// A selection that ends just after a line break (at the start of the next line) covers the lines
/// before that break; the closing fence then goes at the selection's end, as the line it starts.
/// That keeps the toggle an involution: toggling twice restores text and selection.
enum CodeBlockMarkup {
  static let fence = "```"
  private static let fenceUnits = Array(fence.utf16)

  /// The edit that toggles a fenced code block around the lines of `selection`.
  static func edit(in text: TextUnits, selection: TextRange) -> TextEdit {
    // Nothing is inserted inside a line, but the selection still keeps to whole clusters.
    let selection = text.snappedOutward(selection)
    let first = text.line(containing: selection.location)
    // A selection ending at a line start covers the lines before it.
    let endsAtLineStart =
      selection.length > 0 && text.units[selection.upperBound - 1] == TextUnits.newline
    let last =
      endsAtLineStart
      ? text.line(containing: selection.upperBound - 1)
      : text.line(containing: selection.upperBound)
    if let edit = unwrapOutside(text, selection, first, last, endsAtLineStart) {
      return edit
    }
    if let edit = unwrapInside(text, selection, first, last) { return edit }
    let opening = fence + "\n"
    let shift = opening.utf16.count
    if endsAtLineStart {
      // Insert "```\n" before the first line and again at the selection's end.
      let inner = text.string(first.start..<selection.upperBound)
      return TextEdit(
        range: TextRange(from: first.start, to: selection.upperBound),
        replacement: opening + inner + opening,
        selection: TextRange(location: selection.location + shift, length: selection.length))
    }
    let inner = text.string(first.start..<last.end)
    return TextEdit(
      range: TextRange(from: first.start, to: last.end),
      replacement: opening + inner + "\n" + fence,
      selection: TextRange(location: selection.location + shift, length: selection.length))
  }

  /// Whether `line` is an opening fence: three backticks, then an optional info string without
  /// backticks.
  private static func isOpeningFence(_ line: TextUnits.Line, in text: TextUnits) -> Bool {
    guard text.has(fenceUnits, at: line.start), line.end - line.start >= fenceUnits.count else {
      return false
    }
    return !text.units[(line.start + fenceUnits.count)..<line.end].contains(InlineMarkup.backtick)
  }

  /// Whether `line` is a closing fence: exactly three backticks.
  private static func isClosingFence(_ line: TextUnits.Line, in text: TextUnits) -> Bool {
    line.end - line.start == fenceUnits.count && text.has(fenceUnits, at: line.start)
  }

  /// Removes fence lines just above the first and just below the last selected line.
  private static func unwrapOutside(
    _ text: TextUnits, _ selection: TextRange, _ first: TextUnits.Line, _ last: TextUnits.Line,
    _ endsAtLineStart: Bool
  ) -> TextEdit? {
    guard let above = text.line(before: first), isOpeningFence(above, in: text),
      let below = text.line(after: last), isClosingFence(below, in: text)
    else { return nil }
    let removed = above.next - above.start
    if endsAtLineStart {
      // The closing fence is the line the selection's end starts: remove it with its break.
      let kept = text.string(first.start..<below.start)
      return TextEdit(
        range: TextRange(from: above.start, to: below.next), replacement: kept,
        selection: TextRange(location: selection.location - removed, length: selection.length))
    }
    let kept = text.string(first.start..<last.end)
    return TextEdit(
      range: TextRange(from: above.start, to: below.end), replacement: kept,
      selection: TextRange(location: selection.location - removed, length: selection.length))
  }

  /// Removes fences that are the first and last selected lines.
  private static func unwrapInside(
    _ text: TextUnits, _ selection: TextRange, _ first: TextUnits.Line, _ last: TextUnits.Line
  ) -> TextEdit? {
    guard first != last, selection.location == first.start, isOpeningFence(first, in: text),
      isClosingFence(last, in: text), selection.upperBound >= last.end
    else { return nil }
    let innerStart = first.next
    // The block's content ends before the line break that precedes the closing fence.
    let innerEnd = max(innerStart, text.line(before: last).map(\.end) ?? innerStart)
    let inner = text.string(innerStart..<innerEnd)
    return TextEdit(
      range: TextRange(from: first.start, to: last.end), replacement: inner,
      selection: TextRange(location: first.start, length: inner.utf16.count))
  }
}
