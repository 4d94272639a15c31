import Foundation

/// An inline Markdown span style (strong, emphasis, inline code, strikethrough) and the toggle
/// that adds or removes its delimiters around a selection.
///
/// Detection counts *runs*: how many copies of a delimiter character touch the selection on each
/// side. A style is present when both runs satisfy its rule (strong needs two `*` or `_` on each
/// side, emphasis an odd number of `*` or `_` on at least one side, …). Counting runs keeps
/// nested styles apart: emphasis is not removed from `**bold**`, and `***both***` loses only the
/// delimiters of the toggled style.
///
/// The toggle is an involution on text that the action wrote itself: toggling twice restores the
/// text and the selection. Two choices follow from that, documented here:
/// - Whitespace at the ends of a selection is wrapped as selected, not trimmed, so the second
///   toggle finds the delimiters where the first one put them.
/// - A selection is wrapped as one span even across lines; Markdown ends a span at a blank line.
///
/// `_` delimiters inside a word (`snake_case_name`) are not emphasis in CommonMark and are never
/// removed.
struct InlineMarkup: Sendable {
  /// The delimiter character this style writes.
  let written: UInt16
  /// Every delimiter character recognised when unwrapping, `written` first.
  let recognised: [UInt16]
  /// How many delimiter characters one side takes (2 for `**`, 1 for `*`).
  let width: Int
  /// Whether runs of `left` and `right` delimiter characters around a span mean the style is
  /// present.
  let isPresent: @Sendable (_ left: Int, _ right: Int) -> Bool

  static let asterisk = UInt16(UInt8(ascii: "*"))
  static let underscore = UInt16(UInt8(ascii: "_"))
  static let backtick = UInt16(UInt8(ascii: "`"))
  static let tilde = UInt16(UInt8(ascii: "~"))

  /// `**strong**`; `__strong__` is recognised too.
  static let strong = InlineMarkup(
    written: asterisk, recognised: [asterisk, underscore], width: 2,
    isPresent: { left, right in left >= 2 && right >= 2 })

  /// `*emphasis*`; `_emphasis_` is recognised too.
  ///
  /// `*` is written because CommonMark ignores `_` inside a word (`snake_case_name`), while `*`
  /// emphasises there too. Runs of two on both sides are strong, not emphasis; three are both.
  static let emphasis = InlineMarkup(
    written: asterisk, recognised: [asterisk, underscore], width: 1,
    isPresent: { left, right in left >= 1 && right >= 1 && !(left % 2 == 0 && right % 2 == 0) })

  /// `` `code` ``.
  static let inlineCode = InlineMarkup(
    written: backtick, recognised: [backtick], width: 1,
    isPresent: { left, right in left >= 1 && right >= 1 })

  /// `~~strikethrough~~` (GitHub Flavored Markdown).
  static let strikethrough = InlineMarkup(
    written: tilde, recognised: [tilde], width: 2,
    isPresent: { left, right in left >= 2 && right >= 2 })

  /// Whether `unit` is `_` touching a word character outside the delimiters.
  ///
  /// The unit before offset `before` or the one at offset `after` is a letter or a digit.
  /// CommonMark does not emphasise with `_` inside a word (`snake_case_name`), so such
  /// underscores are never removed.
  static func isIntraword(_ unit: UInt16, before: Int, after: Int, in text: TextUnits) -> Bool {
    guard unit == underscore else { return false }
    func isWord(_ offset: Int) -> Bool {
      guard offset >= 0, offset < text.count, let scalar = Unicode.Scalar(text.units[offset])
      else { return false }
      return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    return isWord(before - 1) || isWord(after)
  }

  /// The edit that toggles this style on `selection`.
  ///
  /// Tried in order, first on the selection as given, then on it snapped outward to grapheme
  /// clusters: delimiters just outside the selection (or around the caret) are removed;
  /// delimiters just inside the selection are removed. Otherwise the snapped selection is
  /// wrapped (a caret gets an empty pair with the caret between).
  func edit(in text: TextUnits, selection: TextRange) -> TextEdit {
    let snapped = text.snappedOutward(selection)
    for range in [selection, snapped] {
      if let edit = unwrapOutside(in: text, range: range) ?? unwrapInside(in: text, range: range) {
        return edit
      }
    }
    let marker = String(repeating: String(decoding: [written], as: UTF16.self), count: width)
    let inner = text.string(snapped.location..<snapped.upperBound)
    return TextEdit(
      range: snapped, replacement: marker + inner + marker,
      selection: TextRange(location: snapped.location + width, length: snapped.length))
  }

  /// Removes delimiters that touch the range from outside.
  private func unwrapOutside(in text: TextUnits, range: TextRange) -> TextEdit? {
    for unit in recognised {
      let left = text.run(of: unit, endingAt: range.location)
      let right = text.run(of: unit, startingAt: range.upperBound)
      guard isPresent(left, right),
        !Self.isIntraword(
          unit, before: range.location - left, after: range.upperBound + right, in: text)
      else { continue }
      return TextEdit(
        range: TextRange(from: range.location - width, to: range.upperBound + width),
        replacement: text.string(range.location..<range.upperBound),
        selection: TextRange(location: range.location - width, length: range.length))
    }
    return nil
  }

  /// Removes delimiters that lie just inside the ends of a selection.
  private func unwrapInside(in text: TextUnits, range: TextRange) -> TextEdit? {
    guard range.length >= 2 * width else { return nil }
    for unit in recognised {
      var left = text.run(of: unit, startingAt: range.location, ceiling: range.upperBound)
      var right = text.run(of: unit, endingAt: range.upperBound, floor: range.location)
      if left == range.length {
        // The whole selection is delimiters (an empty span): split it between the two sides.
        left = range.length / 2
        right = range.length / 2
      }
      guard isPresent(left, right),
        !Self.isIntraword(unit, before: range.location, after: range.upperBound, in: text)
      else { continue }
      let inner = TextRange(from: range.location + width, to: range.upperBound - width)
      return TextEdit(
        range: range, replacement: text.string(inner.location..<inner.upperBound),
        selection: TextRange(location: range.location, length: inner.length))
    }
    return nil
  }
}
