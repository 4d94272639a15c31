import Foundation

/// The Markdown structure at the start of a line that the return key continues: indentation,
/// block-quote markers, and a bullet, ordered or task list marker.
///
/// Parsed from UTF-16 units; every part of a prefix is ASCII, so its length in units is its
/// length in characters. Internal: ``ListContinuation`` is the public face.
struct ListItemPrefix: Equatable {
  /// A list item's marker.
  enum Marker: Equatable {
    /// `-`, `*` or `+`.
    case bullet(Character)
    /// A number followed by `.` or `)`; `digits` keeps the written width (`07.` has 2).
    case ordered(number: Int, digits: Int, delimiter: Character)
  }

  /// Whitespace before everything else.
  var indentation = ""
  /// Block-quote markers with their spaces (`> `, `> > `), or empty.
  var quote = ""
  /// Whitespace between the quote markers and the list marker (a nested item inside a quote).
  var listIndentation = ""
  /// The list marker, or `nil` for a quoted line that is not a list item.
  var marker: Marker?
  /// The whitespace after the list marker.
  var spacing = ""
  /// Whether the item is a task (`[ ]` or `[x]` after the marker).
  var isTask = false
  /// The whitespace after the task box.
  var taskSpacing = ""
  /// The prefix's length in UTF-16 units.
  var length = 0
  /// The length up to the end of its last mark (`>`, the list marker or the task box), before
  /// the whitespace that follows.
  var markedLength = 0

  private static let space = UInt16(0x20)
  private static let tab = UInt16(0x09)

  /// Parses the prefix of `units[start..<end]`, or returns `nil` when the line has neither a
  /// block quote nor a list marker, or is a thematic break (`---`, `* * *`).
  init?(_ units: [UInt16], start: Int, end: Int) {
    var index = start
    func take(while accept: (UInt16) -> Bool) -> String {
      let from = index
      while index < end, accept(units[index]) { index += 1 }
      return String(decoding: units[from..<index], as: UTF16.self)
    }
    func isBlank(_ unit: UInt16) -> Bool { unit == Self.space || unit == Self.tab }
    func ascii(_ character: Character) -> UInt16 { UInt16(character.asciiValue ?? 0) }

    if Self.isThematicBreak(units[start..<end]) { return nil }
    indentation = take(while: isBlank)
    let quoteStart = index
    while index < end, units[index] == ascii(">") {
      index += 1
      if index < end, units[index] == Self.space { index += 1 }
    }
    quote = String(decoding: units[quoteStart..<index], as: UTF16.self)
    markedLength = index - start
    let markerStart = index
    listIndentation = quote.isEmpty ? "" : take(while: isBlank)
    if let (marker, afterMarker) = Self.marker(in: units, at: index, end: end) {
      index = afterMarker
      markedLength = index - start
      let spacing = take(while: isBlank)
      if !spacing.isEmpty || index == end {
        self.marker = marker
        self.spacing = spacing
        if let afterBox = Self.taskBoxEnd(in: units, at: index, end: end) {
          isTask = true
          index = afterBox
          markedLength = index - start
          taskSpacing = take(while: isBlank)
        }
      } else {
        index = markerStart
        listIndentation = ""
      }
    } else {
      index = markerStart
      listIndentation = ""
    }
    guard marker != nil || !quote.isEmpty else { return nil }
    length = index - start
  }

  /// The offset after a task box `[ ]`, `[x]` or `[X]` at `index` that is followed by whitespace
  /// or the line's end, or `nil` when there is none.
  private static func taskBoxEnd(in units: [UInt16], at index: Int, end: Int) -> Int? {
    guard index + 3 <= end, units[index] == UInt16(UInt8(ascii: "[")),
      [UInt16(UInt8(ascii: " ")), UInt16(UInt8(ascii: "x")), UInt16(UInt8(ascii: "X"))]
        .contains(units[index + 1]), units[index + 2] == UInt16(UInt8(ascii: "]"))
    else { return nil }
    let afterBox = index + 3
    guard afterBox == end || units[afterBox] == space || units[afterBox] == tab else { return nil }
    return afterBox
  }

  /// The list marker at `index` and the offset after it.
  private static func marker(in units: [UInt16], at index: Int, end: Int) -> (Marker, Int)? {
    guard index < end else { return nil }
    let unit = units[index]
    if let scalar = Unicode.Scalar(unit), "-*+".unicodeScalars.contains(scalar) {
      return (.bullet(Character(scalar)), index + 1)
    }
    var digitsEnd = index
    while digitsEnd < end, digitsEnd - index < 9, (0x30...0x39).contains(units[digitsEnd]) {
      digitsEnd += 1
    }
    guard digitsEnd > index, digitsEnd < end,
      let delimiter = Unicode.Scalar(units[digitsEnd]), ".)".unicodeScalars.contains(delimiter),
      let number = Int(String(decoding: units[index..<digitsEnd], as: UTF16.self))
    else { return nil }
    let ordered = Marker.ordered(
      number: number, digits: digitsEnd - index, delimiter: Character(delimiter))
    return (ordered, digitsEnd + 1)
  }

  /// Whether the line is a thematic break: three or more `-`, `*` or `_`, spaces allowed.
  private static func isThematicBreak(_ line: ArraySlice<UInt16>) -> Bool {
    let marks = line.filter { $0 != space && $0 != tab }
    guard marks.count >= 3, let first = marks.first,
      [UInt16(UInt8(ascii: "-")), UInt16(UInt8(ascii: "*")), UInt16(UInt8(ascii: "_"))]
        .contains(first)
    else { return false }
    return marks.allSatisfy { $0 == first }
  }

  /// The prefix of the next item: the same structure, the next number, an unchecked box.
  var continued: String {
    guard let marker else { return indentation + quote }
    var next = indentation + quote + listIndentation
    switch marker {
    case .bullet(let character):
      next.append(character)
    case .ordered(let number, let digits, let delimiter):
      let text = String(number + 1)
      next += String(repeating: "0", count: max(0, digits - text.count)) + text
      next.append(delimiter)
    }
    next += spacing.isEmpty ? " " : spacing
    if isTask { next += "[ ]" + (taskSpacing.isEmpty ? " " : taskSpacing) }
    return next
  }
}
