import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import PropertyBased
import Testing

@Suite("Return key list continuation: properties")
struct ListContinuationPropertyTests {
  static let markers = ["- ", "* ", "+ ", "1. ", "7) ", "- [ ] ", "- [x] ", "12. [X] "]
  static let indents = ["", "  ", "    ", "\t"]
  static let words = ["a", "word", "👩‍👩‍👧", "e\u{301}", "🇺🇸", " ", "x y"]

  static func pick(_ pool: [String]) -> Generator<String, Shrink.Integer<Int>> {
    Gen.int(in: 0...(pool.count - 1)).map { pool[$0] }
  }

  @Test("return twice at the end of a list item is a plain newline: continue, then end the list")
  func returnTwiceIsPlainNewline() async {
    await propertyCheck(
      count: 300, input: Self.pick(Self.indents), Self.pick(Self.markers),
      Self.pick(Self.words).array(of: 1...5)
    ) { indent, marker, words in
      let content = words.joined()
      guard content.contains(where: { !$0.isWhitespace }) else { return }
      let text = "intro\n" + indent + marker + content
      let caret = TextRange.caret(at: text.utf16.count)
      let first = try #require(try ListContinuation.edit(forReturnIn: text, selection: caret))
      let continued = try first.apply(to: text)
      #expect(continued.hasPrefix(text + "\n" + indent))
      let second = try #require(
        try ListContinuation.edit(forReturnIn: continued, selection: first.selection))
      let ended = try second.apply(to: continued)
      #expect(ended == text + "\n")
      #expect(second.selection == .caret(at: ended.utf16.count))
    }
  }

  @Test("the continued marker is the next item's: same bullet, next number, unchecked box")
  func continuedMarker() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...99_999), Self.pick([".", ")"])) {
      number, delimiter in
      let text = "\(number)\(delimiter) item"
      let edit = try #require(
        try ListContinuation.edit(forReturnIn: text, selection: .caret(at: text.utf16.count)))
      #expect(edit.replacement == "\n\(number + 1)\(delimiter) ")
    }
  }
}
