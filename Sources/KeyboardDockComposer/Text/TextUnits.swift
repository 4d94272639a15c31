import Foundation

/// A text seen as `UITextInput` sees it, as UTF-16 code units, with the grapheme-cluster and
/// line boundaries the text actions need.
///
/// Internal: the actions take a `String` and a ``TextRange`` and build one of these to measure.
struct TextUnits {
  /// One line: where it starts, where its content ends (before `\n` or `\r\n`), and where the
  /// next line starts (equal to `end` on the last line, which has no terminator).
  struct Line: Equatable {
    var start: Int
    var end: Int
    var next: Int

    /// Whether a line terminator follows the content.
    var hasTerminator: Bool { next > end }
  }

  static let newline = UInt16(0x0A)
  static let carriageReturn = UInt16(0x0D)

  /// The text.
  let text: String
  /// The text's UTF-16 code units.
  let units: [UInt16]

  init(_ text: String) {
    self.text = text
    self.units = Array(text.utf16)
  }

  /// The units of `text`, after checking that `range` lies within it and splits no scalar.
  ///
  /// - Throws: ``TextEditError`` when the range is out of bounds or splits a surrogate pair.
  static func checked(_ text: String, range: TextRange) throws(TextEditError) -> TextUnits {
    try range.validate(in: text)
    let units = TextUnits(text)
    for offset in [range.location, range.upperBound] where !units.isScalarBoundary(offset) {
      throw .splitsSurrogatePair(range, offset: offset)
    }
    return units
  }

  var count: Int { units.count }

  /// Whether `offset` falls between Unicode scalars (not between a high and a low surrogate).
  func isScalarBoundary(_ offset: Int) -> Bool {
    guard offset > 0, offset < units.count else { return true }
    return !(UTF16.isLeadSurrogate(units[offset - 1]) && UTF16.isTrailSurrogate(units[offset]))
  }

  /// The UTF-16 offsets of every grapheme-cluster boundary, from 0 to ``count`` inclusive.
  ///
  /// - Complexity: O(n) in the text's length.
  func graphemeBoundaries() -> [Int] {
    var boundaries = [0]
    var offset = 0
    for character in text {
      offset += character.utf16.count
      boundaries.append(offset)
    }
    return boundaries
  }

  /// `range` widened to the nearest grapheme-cluster boundaries.
  ///
  /// The start moves back and the end moves forward, so no emoji, flag or combining sequence is
  /// split. An insertion point inside a cluster moves to the cluster's start.
  ///
  /// - Complexity: O(n) in the text's length.
  func snappedOutward(_ range: TextRange) -> TextRange {
    let boundaries = graphemeBoundaries()
    let lower = boundaries.last { $0 <= range.location } ?? 0
    if range.isEmpty { return .caret(at: lower) }
    let upper = boundaries.first { $0 >= range.upperBound } ?? units.count
    return TextRange(from: lower, to: upper)
  }

  /// The text of the units in `bounds`.
  func string(_ bounds: Range<Int>) -> String {
    String(decoding: units[bounds], as: UTF16.self)
  }

  /// Whether `marker` occurs at `offset`.
  func has(_ marker: [UInt16], at offset: Int) -> Bool {
    guard offset >= 0, offset + marker.count <= units.count else { return false }
    return units[offset..<(offset + marker.count)].elementsEqual(marker)
  }

  /// How many copies of `unit` end exactly at `offset` (read backwards, not before `floor`).
  func run(of unit: UInt16, endingAt offset: Int, floor: Int = 0) -> Int {
    var index = offset
    while index > max(0, floor), units[index - 1] == unit { index -= 1 }
    return offset - index
  }

  /// How many copies of `unit` start exactly at `offset` (read forwards, not past `ceiling`).
  func run(of unit: UInt16, startingAt offset: Int, ceiling: Int? = nil) -> Int {
    let limit = min(ceiling ?? units.count, units.count)
    var index = offset
    while index < limit, units[index] == unit { index += 1 }
    return index - offset
  }

  /// The line containing `offset` (an offset just after a terminator starts the next line).
  ///
  /// - Complexity: O(length of the line).
  func line(containing offset: Int) -> Line {
    var start = min(max(0, offset), units.count)
    while start > 0, units[start - 1] != Self.newline { start -= 1 }
    var next = start
    while next < units.count, units[next] != Self.newline { next += 1 }
    var end = next
    if next < units.count {
      next += 1
      if end > start, units[end - 1] == Self.carriageReturn { end -= 1 }
    }
    return Line(start: start, end: end, next: next)
  }

  /// The line before `line`, or `nil` for the first line.
  func line(before line: Line) -> Line? {
    line.start > 0 ? self.line(containing: line.start - 1) : nil
  }

  /// The line after `line`, or `nil` when `line` is the last one.
  func line(after line: Line) -> Line? {
    line.hasTerminator ? self.line(containing: line.next) : nil
  }

  /// The paragraph holding `bounds`: from the start of the first line after the last blank line
  /// before it to the end of the last line before the next blank line after it.
  ///
  /// - Complexity: O(length of the paragraph).
  func paragraph(around bounds: Range<Int>) -> Range<Int> {
    func isBlank(_ line: Line) -> Bool {
      units[line.start..<line.end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
    var first = line(containing: bounds.lowerBound)
    while let previous = line(before: first), !isBlank(previous) { first = previous }
    var last = line(containing: bounds.upperBound)
    while let next = line(after: last), !isBlank(next) { last = next }
    return first.start..<max(first.start, last.end)
  }

  /// The content of `line`, without its terminator.
  func content(of line: Line) -> String { string(line.start..<line.end) }
}
