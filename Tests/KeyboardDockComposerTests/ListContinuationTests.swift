import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import Testing

@Suite("Return key list continuation")
struct ListContinuationTests {
  /// (before, after) with `‸` for the caret and `⟨…⟩` for a selection.
  static let continued: [(String, String)] = [
    ("- item‸", "- item\n- ‸"),
    ("* item‸", "* item\n* ‸"),
    ("+ item‸", "+ item\n+ ‸"),
    ("-   wide‸", "-   wide\n-   ‸"),
    ("- it‸em", "- it\n- ‸em"),
    ("- ⟨item⟩", "- \n- ‸"),
    ("1. one‸", "1. one\n2. ‸"),
    ("7) seven‸", "7) seven\n8) ‸"),
    ("9. nine‸", "9. nine\n10. ‸"),
    ("09. nine‸", "09. nine\n10. ‸"),
    ("007. bond‸", "007. bond\n008. ‸"),
    ("- [ ] todo‸", "- [ ] todo\n- [ ] ‸"),
    ("- [x] done‸", "- [x] done\n- [ ] ‸"),
    ("* [X] done‸", "* [X] done\n* [ ] ‸"),
    ("3. [x] done‸", "3. [x] done\n4. [ ] ‸"),
    ("> quote‸", "> quote\n> ‸"),
    ("> > nested‸", "> > nested\n> > ‸"),
    (">tight‸", ">tight\n>‸"),
    ("> - quoted item‸", "> - quoted item\n> - ‸"),
    ("  - nested‸", "  - nested\n  - ‸"),
    ("\t1. tabbed‸", "\t1. tabbed\n\t2. ‸"),
    ("a\n- b‸\nc", "a\n- b\n- ‸\nc"),
    ("- 👩‍👩‍👧‸", "- 👩‍👩‍👧\n- ‸"),
  ]

  @Test("return continues lists, tasks and quotes", arguments: continued)
  func continues(before: String, after: String) throws {
    let input = MarkedText(before)
    let edit = try #require(
      try ListContinuation.edit(forReturnIn: input.text, selection: input.selection))
    let result = MarkedText(text: try edit.apply(to: input.text), selection: edit.selection)
    #expect(result == MarkedText(after))
  }

  static let ended: [(String, String)] = [
    ("- ‸", "‸"),
    ("a\n- ‸", "a\n‸"),
    ("- a\n- ‸\nb", "- a\n‸\nb"),
    ("2. ‸", "‸"),
    ("- [ ] ‸", "‸"),
    ("- [ ]‸", "‸"),
    ("  - ‸", "‸"),
    ("- ‸  ", "‸"),
    ("> ‸", "‸"),
    ("> - ‸", "> ‸"),
  ]

  @Test("return on an empty item ends the list by removing the marker", arguments: ended)
  func endsList(before: String, after: String) throws {
    let input = MarkedText(before)
    let edit = try #require(
      try ListContinuation.edit(forReturnIn: input.text, selection: input.selection))
    let result = MarkedText(text: try edit.apply(to: input.text), selection: edit.selection)
    #expect(result == MarkedText(after))
  }

  @Test(
    "return inserts a plain newline outside lists, inside a marker, and on thematic breaks",
    arguments: [
      "‸", "plain‸", "-not a list‸", "‸- item", "-‸ item", "1.5 is a number‸", "---‸",
      "* * *‸", "a\n‸- b", "1234567890. too long‸", "[ ] box‸",
    ])
  func plainNewline(before: String) throws {
    let input = MarkedText(before)
    #expect(try ListContinuation.edit(forReturnIn: input.text, selection: input.selection) == nil)
  }

  @Test("a selection out of bounds throws with the range and the text length")
  func rejectsOutOfBounds() {
    let range = TextRange(location: 3, length: 4)
    #expect(throws: TextEditError.rangeOutOfBounds(range, utf16Count: 6)) {
      try ListContinuation.edit(forReturnIn: "- item", selection: range)
    }
  }
}
