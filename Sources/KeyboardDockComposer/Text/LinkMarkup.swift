import Foundation

/// The link toggle: `[text](url)`, with the selection left where the user types next.
///
/// - A selection of ordinary text becomes the link's text: `[text](url)`, with the placeholder
///   `url` selected, so typing replaces it with the address.
/// - A selection that is itself an address (it contains `://` and no whitespace) becomes the
///   link's address: `[](https://…)`, with the caret between the brackets for the link's text.
/// - An insertion point gets `[](url)` with the caret between the brackets, so the user types
///   the link's title first; the placeholder `url` then waits to be selected and replaced.
/// - A selection inside a link (in its text, in its address, or the whole link) removes the link
///   and keeps its text, selected; a link with empty text keeps its address instead, unless that
///   is the placeholder, in which case the link is removed entirely.
///
/// Toggling twice therefore restores the text for every text the toggle wrote, and the selection
/// too, except that a selected address comes back selected and a selected link text comes back
/// selected (as they were). Brackets inside the selected text are not escaped: `[` or `]` in a
/// link's text ends or nests the link in CommonMark.
enum LinkMarkup {
  /// The placeholder written where the address goes.
  static let urlPlaceholder = "url"

  private static let openBracket = UInt16(UInt8(ascii: "["))
  private static let closeBracket = UInt16(UInt8(ascii: "]"))
  private static let openParenthesis = UInt16(UInt8(ascii: "("))
  private static let closeParenthesis = UInt16(UInt8(ascii: ")"))

  /// A link found on a line: the offsets of its brackets and parentheses.
  private struct Span {
    /// The offset of `[`.
    var start: Int
    /// The offset of `](`.
    var textEnd: Int
    /// The offset of `)`.
    var urlEnd: Int
    /// One past `)`.
    var end: Int { urlEnd + 1 }
    /// The range of the link's text.
    var text: Range<Int> { (start + 1)..<textEnd }
    /// The range of the link's address.
    var url: Range<Int> { (textEnd + 2)..<urlEnd }
  }

  /// The edit that toggles a link on `selection`.
  static func edit(in text: TextUnits, selection: TextRange) -> TextEdit {
    if let span = span(around: selection, in: text) { return unwrap(span, in: text) }
    let snapped = text.snappedOutward(selection)
    if snapped.isEmpty {
      return TextEdit(
        range: snapped, replacement: "[](\(urlPlaceholder))",
        selection: .caret(at: snapped.location + 1))
    }
    let selected = text.string(snapped.location..<snapped.upperBound)
    if isAddress(selected) {
      return TextEdit(
        range: snapped, replacement: "[](\(selected))", selection: .caret(at: snapped.location + 1))
    }
    let replacement = "[\(selected)](\(urlPlaceholder))"
    let placeholderStart = snapped.location + 1 + snapped.length + 2
    return TextEdit(
      range: snapped, replacement: replacement,
      selection: TextRange(location: placeholderStart, length: urlPlaceholder.utf16.count))
  }

  /// Whether `string` looks like an address: a scheme separator and no whitespace.
  static func isAddress(_ string: String) -> Bool {
    string.contains("://") && !string.contains(where: \.isWhitespace)
  }

  /// The link on the selection's line whose inside (between `[` and `)`) holds the selection,
  /// or which the selection covers exactly.
  private static func span(around selection: TextRange, in text: TextUnits) -> Span? {
    let line = text.line(containing: selection.location)
    guard selection.upperBound <= line.end else { return nil }
    for span in spans(on: line, in: text) {
      let inside = selection.location > span.start && selection.upperBound < span.end
      let exact = selection.location == span.start && selection.upperBound == span.end
      if inside || exact { return span }
    }
    return nil
  }

  /// Every `[text](address)` on `line`: text without brackets, address without parentheses or
  /// whitespace.
  ///
  /// - Complexity: O(length of the line).
  private static func spans(on line: TextUnits.Line, in text: TextUnits) -> [Span] {
    let units = text.units
    var found: [Span] = []
    var index = line.start
    while index < line.end {
      guard units[index] == openBracket else {
        index += 1
        continue
      }
      var close = index + 1
      while close < line.end, units[close] != closeBracket, units[close] != openBracket {
        close += 1
      }
      guard close + 1 < line.end, units[close] == closeBracket,
        units[close + 1] == openParenthesis
      else {
        index = close
        continue
      }
      var urlEnd = close + 2
      while urlEnd < line.end, units[urlEnd] != closeParenthesis,
        !isWhitespaceUnit(units[urlEnd])
      {
        urlEnd += 1
      }
      guard urlEnd < line.end, units[urlEnd] == closeParenthesis else {
        index = close + 1
        continue
      }
      found.append(Span(start: index, textEnd: close, urlEnd: urlEnd))
      index = urlEnd + 1
    }
    return found
  }

  private static func isWhitespaceUnit(_ unit: UInt16) -> Bool {
    unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
  }

  /// Replaces the link with its text (or its address when the text is empty).
  private static func unwrap(_ span: Span, in text: TextUnits) -> TextEdit {
    let linkText = text.string(span.text)
    let address = text.string(span.url)
    let kept = !linkText.isEmpty ? linkText : (address == urlPlaceholder ? "" : address)
    let count = kept.utf16.count
    return TextEdit(
      range: TextRange(from: span.start, to: span.end), replacement: kept,
      selection: TextRange(location: span.start, length: count))
  }
}
