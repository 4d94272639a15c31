import Foundation

/// An inline Markdown span style (strong, emphasis, strikethrough) and the toggle that adds or
/// removes its delimiters around a selection, so that a CommonMark renderer shows exactly the
/// selected text in that style.
///
/// Detection counts *runs*: how many copies of a delimiter character touch the selection on each
/// side. A style is present when both runs satisfy its rule (strong needs two `*` or `_` on each
/// side, emphasis an odd number of `*` or `_` on at least one side, …). Counting runs keeps
/// nested styles apart: emphasis is not removed from `**bold**`, and `***both***` loses only the
/// delimiters of the toggled style.
///
/// Wrapping follows CommonMark's flanking rules (a closing `**` cannot follow whitespace, an
/// opening one cannot precede it):
/// - Whitespace at the ends of the selection is left outside the delimiters: `make «bold »now`
///   becomes `make **bold** now`, and the selection afterwards is `bold`, without the space.
/// - A selection that already holds some of the style is merged into one span: the style's
///   delimiters inside it are removed before wrapping (`«make **it** bold»` becomes
///   `**make it bold**`); when the selection holds only one end of a span, the span's other
///   delimiter, before or after the selection in the same paragraph, is removed too and the
///   wrap extends to it, and the selection afterwards covers the whole merged span.
/// - A selection of whitespace only is treated as an insertion point at its end.
///
/// Toggling twice restores the text whenever the first toggle wrapped; it restores the selection
/// too when the selection had no whitespace at its ends and held none of the style, and
/// otherwise selects the text the first toggle formatted.
///
/// Limits, which no choice of `*` placement can avoid: a selection that begins or ends with
/// punctuation right next to a letter outside it (`a«"b"»c`) cannot open or close there, and a
/// span cannot cross a blank line. `_` delimiters inside a word (`snake_case_name`) are not
/// emphasis in CommonMark and are never removed.
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
  /// Whether a run of this many delimiter characters inside a text carries this style (and so
  /// loses ``width`` characters when spans are merged).
  let carries: @Sendable (_ run: Int) -> Bool

  static let asterisk = UInt16(UInt8(ascii: "*"))
  static let underscore = UInt16(UInt8(ascii: "_"))
  static let backtick = UInt16(UInt8(ascii: "`"))
  static let tilde = UInt16(UInt8(ascii: "~"))

  /// `**strong**`; `__strong__` is recognised too.
  static let strong = InlineMarkup(
    written: asterisk, recognised: [asterisk, underscore], width: 2,
    isPresent: { left, right in left >= 2 && right >= 2 }, carries: { $0 >= 2 })

  /// `*emphasis*`; `_emphasis_` is recognised too.
  ///
  /// `*` is written because CommonMark ignores `_` inside a word (`snake_case_name`), while `*`
  /// emphasises there too. Runs of two on both sides are strong, not emphasis; three are both.
  static let emphasis = InlineMarkup(
    written: asterisk, recognised: [asterisk, underscore], width: 1,
    isPresent: { left, right in left >= 1 && right >= 1 && !(left % 2 == 0 && right % 2 == 0) },
    carries: { $0 % 2 == 1 })

  /// `~~strikethrough~~` (GitHub Flavored Markdown).
  static let strikethrough = InlineMarkup(
    written: tilde, recognised: [tilde], width: 2,
    isPresent: { left, right in left >= 2 && right >= 2 }, carries: { $0 >= 2 })

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
  /// Tried in order, on the selection as given, on it snapped outward to grapheme clusters,
  /// and on that without whitespace at its ends: delimiters just outside the selection (or around the caret) are removed;
  /// delimiters just inside the ends of a selection that holds exactly one span are removed.
  /// Otherwise the snapped selection is wrapped as the type's documentation describes (a caret
  /// gets an empty pair with the caret between).
  func edit(in text: TextUnits, selection: TextRange) -> TextEdit {
    let snapped = text.snappedOutward(selection)
    for range in [selection, snapped, Self.trimmed(snapped, in: text)] {
      if let edit = unwrapOutside(in: text, range: range) ?? unwrapInside(in: text, range: range) {
        return edit
      }
    }
    return wrap(snapped, in: text)
  }

  /// `range` without the whitespace at its ends (a caret at its end if it is all whitespace).
  static func trimmed(_ range: TextRange, in text: TextUnits) -> TextRange {
    var lower = range.location
    var upper = range.upperBound
    while lower < upper, isWhitespace(text.units[lower]) { lower += 1 }
    while upper > lower, isWhitespace(text.units[upper - 1]) { upper -= 1 }
    return lower == upper ? .caret(at: range.upperBound) : TextRange(from: lower, to: upper)
  }

  /// The delimiters this style writes on one side.
  private var marker: String {
    String(repeating: String(decoding: [written], as: UTF16.self), count: width)
  }

  /// Wraps `range`, whitespace at its ends left outside, merging spans of the style in it.
  private func wrap(_ range: TextRange, in text: TextUnits) -> TextEdit {
    let units = text.units
    let core = Self.trimmed(range, in: text)
    let lower = core.location
    let upper = core.upperBound
    if core.isEmpty {
      let caret = range.upperBound
      return TextEdit(
        range: .caret(at: caret), replacement: marker + marker, selection: .caret(at: caret + width)
      )
    }
    var runs = styleRuns(in: lower..<upper, of: text)
    var start = lower
    var end = upper
    if runs.count % 2 == 1 {
      // One end of a span is inside: its other delimiter is before or after, in the paragraph.
      let paragraph = text.paragraph(around: lower..<upper)
      let before = styleRuns(in: paragraph.lowerBound..<lower, of: text)
      if before.count % 2 == 1, let opener = before.last {
        start = opener.lowerBound
        runs.insert(opener, at: 0)
      } else if let closer = styleRuns(in: upper..<paragraph.upperBound, of: text).first {
        end = closer.upperBound
        runs.append(closer)
      }
    }
    var content: [UInt16] = []
    var index = start
    for run in runs {
      content += units[index..<run.lowerBound]
      content += units[run.lowerBound..<(run.upperBound - width)]
      index = run.upperBound
    }
    content += units[index..<end]
    return TextEdit(
      range: TextRange(from: start, to: end),
      replacement: marker + String(decoding: content, as: UTF16.self) + marker,
      selection: TextRange(location: start + width, length: content.count))
  }

  /// The maximal runs of a recognised delimiter character lying wholly in `bounds` that carry
  /// this style, in order; `_` runs inside a word are not delimiters and are skipped.
  private func styleRuns(in bounds: Range<Int>, of text: TextUnits) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var index = bounds.lowerBound
    while index < bounds.upperBound {
      let unit = text.units[index]
      guard recognised.contains(unit) else {
        index += 1
        continue
      }
      let length = text.run(of: unit, startingAt: index)
      let before = text.run(of: unit, endingAt: index)
      let run = (index - before)..<(index + length)
      index += length
      guard run.lowerBound >= bounds.lowerBound, run.upperBound <= bounds.upperBound,
        carries(run.count),
        !Self.isIntraword(unit, before: run.lowerBound, after: run.upperBound, in: text)
      else { continue }
      runs.append(run)
    }
    return runs
  }

  /// Whether a UTF-16 unit is whitespace to CommonMark (a space, tab, line ending or other
  /// Unicode space separator).
  static func isWhitespace(_ unit: UInt16) -> Bool {
    guard let scalar = Unicode.Scalar(unit) else { return false }
    return scalar.properties.isWhitespace
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
      // `«**make** it **bold**»` is two spans, not one: it is merged by wrapping instead.
      let between = (range.location + left)..<max(range.location + left, range.upperBound - right)
      guard styleRuns(in: between, of: text).isEmpty else { continue }
      return TextEdit(
        range: range, replacement: text.string(inner.location..<inner.upperBound),
        selection: TextRange(location: range.location, length: inner.length))
    }
    return nil
  }
}
