import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import Testing

@Suite("Text edits")
struct TextEditTests {
  @Test("applying an edit replaces the UTF-16 range and nothing else")
  func appliesReplacement() throws {
    let edit = TextEdit(
      range: TextRange(location: 4, length: 2), replacement: "**hi**",
      selection: TextRange(location: 6, length: 2))
    #expect(try edit.apply(to: "say hi!") == "say **hi**!")
  }

  @Test("offsets count UTF-16 units, as UITextInput does: 👩‍👩‍👧 is 8 units")
  func countsUTF16Units() throws {
    let text = "a👩‍👩‍👧b"
    #expect(text.utf16.count == 10)
    let edit = TextEdit(
      range: TextRange(location: 9, length: 1), replacement: "c", selection: .caret(at: 10))
    #expect(try edit.apply(to: text) == "a👩‍👩‍👧c")
  }

  @Test("an edit whose range leaves the text throws with the range and the valid length")
  func rejectsOutOfBounds() {
    let edit = TextEdit(
      range: TextRange(location: 2, length: 5), replacement: "", selection: .caret(at: 2))
    #expect(
      throws: TextEditError.rangeOutOfBounds(TextRange(location: 2, length: 5), utf16Count: 3)
    ) {
      try edit.apply(to: "abc")
    }
  }

  @Test("an edit boundary inside a surrogate pair throws instead of corrupting the text")
  func rejectsSplitSurrogatePair() {
    let edit = TextEdit(
      range: TextRange(location: 1, length: 1), replacement: "x", selection: .caret(at: 2))
    #expect(throws: TextEditError.splitsSurrogatePair(TextRange(location: 1, length: 1), offset: 1))
    {
      try edit.apply(to: "👍a")
    }
    #expect(
      TextEditError.splitsSurrogatePair(edit.range, offset: 1).description.contains("offset 1"))
  }

  @Test("the inverse edit restores the text and the selection before the edit")
  func inverseRestores() throws {
    let text = "say hi"
    let selection = TextRange(location: 4, length: 2)
    let edit = try MarkdownAction.strong.edit(in: text, selection: selection)
    let inverse = try edit.inverse(in: text, selection: selection)
    #expect(inverse.range == TextRange(location: 4, length: 6))
    #expect(inverse.replacement == "hi")
    #expect(try inverse.apply(to: try edit.apply(to: text)) == text)
    #expect(inverse.selection == selection)
  }

  @Test("TextRange converts to and from NSRange, as UITextView.selectedRange holds it")
  func convertsNSRange() {
    let range = TextRange(NSRange(location: 3, length: 4))
    #expect(range == TextRange(location: 3, length: 4))
    #expect(range.nsRange == NSRange(location: 3, length: 4))
    #expect(range.upperBound == 7)
    #expect(TextRange(from: 2, to: 5) == TextRange(location: 2, length: 3))
    #expect(TextRange.caret(at: 2).isEmpty)
    #expect(range.description == "{3, 4}")
  }

  @Test(
    "a range fits a text only with a non-negative location and length within it",
    arguments: [
      (TextRange(location: 0, length: 0), 0, true), (TextRange(location: 0, length: 3), 3, true),
      (TextRange(location: 3, length: 0), 3, true), (TextRange(location: 3, length: 1), 3, false),
      (TextRange(location: -1, length: 1), 3, false),
      (TextRange(location: 1, length: -1), 3, false),
      (TextRange(location: 1, length: Int.max), 3, false),
    ])
  func fits(range: TextRange, count: Int, fits: Bool) {
    #expect(range.fits(utf16Count: count) == fits)
  }

  /// A selection from `UITextView` can be `NSNotFound` (`Int.max`) plus a length; adding the
  /// two used to trap on overflow before the range could be refused.
  @Test(
    "ranges whose bounds overflow Int fit nothing and are refused, never trapping",
    arguments: [
      TextRange(NSRange(location: NSNotFound, length: 1)), TextRange(location: Int.min, length: -1),
      TextRange(from: -1, to: Int.max), TextRange(from: Int.max, to: Int.min),
    ])
  func overflowingRange(range: TextRange) {
    #expect(!range.fits(utf16Count: 10))
    #expect(
      range.upperBound == .max || range.upperBound == .min || range.length == .max
        || range.length == .min)
    #expect(throws: TextEditError.rangeOutOfBounds(range, utf16Count: 5)) {
      try range.validate(in: "hello")
    }
    let edit = TextEdit(range: range, replacement: "x", selection: .caret(at: 0))
    #expect(throws: TextEditError.self) { try edit.apply(to: "hello") }
    #expect(throws: TextEditError.self) { try edit.inverse(in: "hello", selection: range) }
    for action in MarkdownAction.allCases {
      #expect(throws: TextEditError.self) { try action.edit(in: "hello", selection: range) }
    }
  }

  @Test("saturated bounds: the sum or difference beyond Int is Int.max or Int.min")
  func saturatedBounds() {
    #expect(TextRange(location: Int.max, length: 1).upperBound == .max)
    #expect(TextRange(location: Int.min, length: -1).upperBound == .min)
    #expect(TextRange(from: -1, to: Int.max).length == .max)
    #expect(TextRange(from: Int.max, to: Int.min).length == .min)
  }
}
