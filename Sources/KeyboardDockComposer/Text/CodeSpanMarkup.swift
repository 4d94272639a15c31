import Foundation

/// The inline-code toggle: a CommonMark code span whose content is exactly the selected text.
///
/// - Wrapping uses a fence of one more backtick than the longest run of backticks in the
///   selection, so backticks inside are content (`` a`b `` becomes ``` ``a`b`` ```). When the
///   selection begins or ends with a backtick, or begins and ends with a space (and is not all
///   spaces), one space of padding goes inside each fence: CommonMark strips exactly one such
///   space from each side, so the rendered code is the selection itself. The selection
///   afterwards is the same text, between the fences and padding.
/// - At an insertion point a pair of single backticks is inserted with the caret between.
/// - Unwrapping recognises a fence of any length: equal runs of backticks just outside the
///   selection (after a padding space on each side, if there is one), or a selection that is
///   exactly one code span; the fences and padding go, the content stays selected.
///
/// Toggling twice restores the text and the selection, unless a backtick lies just outside the
/// selection: it joins the fence into a longer run, as it would for anyone typing it, and the
/// span then ends elsewhere. Other backticks in the paragraph are not escaped: CommonMark pairs
/// an unmatched one with the next run of the same length, which may be a fence written here. A line break inside the selection is
/// rendered as a space, as CommonMark does in every code span; a blank line ends the paragraph,
/// so a selection across one cannot be one span.
enum CodeSpanMarkup {
  static let backtick = UInt16(UInt8(ascii: "`"))
  static let space = UInt16(UInt8(ascii: " "))

  /// The edit that toggles inline code on `selection`.
  static func edit(in text: TextUnits, selection: TextRange) -> TextEdit {
    let snapped = text.snappedOutward(selection)
    for range in [selection, snapped] {
      if let edit = unwrapOutside(in: text, range: range) ?? unwrapInside(in: text, range: range) {
        return edit
      }
    }
    return wrap(snapped, in: text)
  }

  /// Wraps `range` in a fence longer than any backtick run inside, padded where needed.
  private static func wrap(_ range: TextRange, in text: TextUnits) -> TextEdit {
    let content = Array(text.units[range.location..<range.upperBound])
    var longest = 0
    var index = 0
    while index < content.count {
      let run = text.run(
        of: backtick, startingAt: range.location + index, ceiling: range.upperBound)
      longest = max(longest, run)
      index += max(1, run)
    }
    let fence = [UInt16](repeating: backtick, count: longest + 1)
    let padding: [UInt16] = needsPadding(content) ? [space] : []
    let replacement = fence + padding + content + padding + fence
    return TextEdit(
      range: range, replacement: String(decoding: replacement, as: UTF16.self),
      selection: TextRange(
        location: range.location + fence.count + padding.count, length: range.length))
  }

  /// Whether CommonMark would otherwise misread `content` between fences: a backtick at an end
  /// would join the fence, and a space at both ends would be stripped.
  static func needsPadding(_ content: [UInt16]) -> Bool {
    guard let first = content.first, let last = content.last else { return false }
    if first == backtick || last == backtick { return true }
    return first == space && last == space && content.contains { $0 != space }
  }

  /// Removes equal fences just outside `range`, with one padding space each side if present.
  private static func unwrapOutside(in text: TextUnits, range: TextRange) -> TextEdit? {
    let units = text.units
    let content = Array(units[range.location..<range.upperBound])
    let padded =
      range.location > 0 && range.upperBound < units.count
      && units[range.location - 1] == space && units[range.upperBound] == space
    for padding in padded ? [1, 0] : [0] {
      let left = text.run(of: backtick, endingAt: range.location - padding)
      let right = text.run(of: backtick, startingAt: range.upperBound + padding)
      guard left >= 1, left == right else { continue }
      if padding == 0 && needsPadding(content) && !content.isEmpty { continue }
      let start = range.location - padding - left
      return TextEdit(
        range: TextRange(from: start, to: range.upperBound + padding + right),
        replacement: String(decoding: content, as: UTF16.self),
        selection: TextRange(location: start, length: range.length))
    }
    return nil
  }

  /// Unwraps a selection that is exactly one code span.
  private static func unwrapInside(in text: TextUnits, range: TextRange) -> TextEdit? {
    guard range.length >= 2 else { return nil }
    let left = text.run(of: backtick, startingAt: range.location, ceiling: range.upperBound)
    // Backticks alone are not a span (CommonMark has no empty code span): they are content.
    guard left < range.length else { return nil }
    let right = text.run(of: backtick, endingAt: range.upperBound, floor: range.location)
    guard left >= 1, left == right,
      text.run(of: backtick, endingAt: range.location) == 0,
      text.run(of: backtick, startingAt: range.upperBound) == 0
    else { return nil }
    var inner = Array(text.units[(range.location + left)..<(range.upperBound - right)])
    // The fence must not occur inside, or this is more than one span.
    var index = 0
    while index < inner.count {
      let run = text.run(
        of: backtick, startingAt: range.location + left + index,
        ceiling: range.upperBound - right)
      if run == left { return nil }
      index += max(1, run)
    }
    if inner.count >= 2, inner.first == space, inner.last == space,
      inner.contains(where: { $0 != space })
    {
      inner = Array(inner.dropFirst().dropLast())
    }
    return TextEdit(
      range: range, replacement: String(decoding: inner, as: UTF16.self),
      selection: TextRange(location: range.location, length: inner.count))
  }
}
