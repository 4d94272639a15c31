import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import Testing

@Suite("Markdown actions")
struct MarkdownActionTests {
  /// (action, before, after) with `‸` for a caret and `⟨…⟩` for a selection.
  static let cases: [(MarkdownAction, String, String)] = [
    // Strong: empty text, insertion point, selection, markers outside and inside.
    (.strong, "‸", "**‸**"),
    (.strong, "ab‸", "ab**‸**"),
    (.strong, "a‸b", "a**‸**b"),
    (.strong, "a**‸**b", "a‸b"),
    (.strong, "say ⟨hi⟩", "say **⟨hi⟩**"),
    (.strong, "say **⟨hi⟩**", "say ⟨hi⟩"),
    (.strong, "say ⟨**hi**⟩", "say ⟨hi⟩"),
    (.strong, "say __⟨hi⟩__", "say ⟨hi⟩"),
    (.strong, "say ⟨__hi__⟩", "say ⟨hi⟩"),
    (.strong, "*⟨hi⟩*", "***⟨hi⟩***"),
    (.strong, "***⟨hi⟩***", "*⟨hi⟩*"),
    (.strong, "⟨****⟩", "‸"),
    // Whitespace at the ends stays outside: a closing `**` cannot follow a space.
    (.strong, "make ⟨bold ⟩now", "make **⟨bold⟩** now"),
    (.strong, "make⟨ bold⟩ now", "make **⟨bold⟩** now"),
    (.strong, "a⟨  ⟩b", "a  **‸**b"),
    // Partial formatting merges into one span.
    (.strong, "⟨make **it** bold⟩", "**⟨make it bold⟩**"),
    (.strong, "⟨**make** it **bold**⟩", "**⟨make it bold⟩**"),
    (.strong, "⟨make **it⟩ bold**", "**⟨make it bold⟩**"),
    (.strong, "**make ⟨it** bold⟩", "**⟨make it bold⟩**"),
    (.emphasis, "⟨a *b* c⟩", "*⟨a b c⟩*"),
    (.strikethrough, "⟨a ~~b~~ c⟩", "~~⟨a b c⟩~~"),
    (.strong, "⟨👩‍👩‍👧⟩", "**⟨👩‍👩‍👧⟩**"),
    // Emphasis writes `*`, recognises `*` and `_`, and leaves strong alone.
    (.emphasis, "‸", "*‸*"),
    (.emphasis, "*‸*", "‸"),
    (.emphasis, "**‸**", "***‸***"),
    (.emphasis, "⟨hi⟩", "*⟨hi⟩*"),
    (.emphasis, "*⟨hi⟩*", "⟨hi⟩"),
    (.emphasis, "_⟨hi⟩_", "⟨hi⟩"),
    (.emphasis, "⟨*hi*⟩", "⟨hi⟩"),
    (.emphasis, "⟨_hi_⟩", "⟨hi⟩"),
    (.emphasis, "**⟨hi⟩**", "***⟨hi⟩***"),
    (.emphasis, "⟨**hi**⟩", "*⟨**hi**⟩*"),
    (.emphasis, "***⟨hi⟩***", "**⟨hi⟩**"),
    (.emphasis, "snake_⟨case⟩", "snake_*⟨case⟩*"),
    (.emphasis, "snake_⟨case⟩_name", "snake_*⟨case⟩*_name"),
    (.emphasis, "snake⟨_case_⟩name", "snake*⟨_case_⟩*name"),
    (.emphasis, "a ⟨_b_⟩ c", "a ⟨b⟩ c"),
    (.strong, "a__⟨b⟩__c", "a__**⟨b⟩**__c"),
    (.emphasis, "⟨🇺🇸🇫🇷⟩", "*⟨🇺🇸🇫🇷⟩*"),
    // Inline code.
    (.inlineCode, "‸", "`‸`"),
    (.inlineCode, "`‸`", "‸"),
    (.inlineCode, "run ⟨ls⟩ now", "run `⟨ls⟩` now"),
    (.inlineCode, "run `⟨ls⟩` now", "run ⟨ls⟩ now"),
    (.inlineCode, "run ⟨`ls`⟩ now", "run ⟨ls⟩ now"),
    (.inlineCode, "⟨café⟩", "`⟨café⟩`"),
    // A fence longer than any backtick run inside; padding where CommonMark would strip or join.
    (.inlineCode, "⟨a`b⟩", "``⟨a`b⟩``"),
    (.inlineCode, "``⟨a`b⟩``", "⟨a`b⟩"),
    (.inlineCode, "⟨``a`b``⟩", "⟨a`b⟩"),
    (.inlineCode, "⟨`a⟩", "`` ⟨`a⟩ ``"),
    (.inlineCode, "`` ⟨`a⟩ ``", "⟨`a⟩"),
    (.inlineCode, "⟨a ``` b⟩", "````⟨a ``` b⟩````"),
    (.inlineCode, "⟨ a ⟩", "` ⟨ a ⟩ `"),
    (.inlineCode, "` ⟨ a ⟩ `", "⟨ a ⟩"),
    (.inlineCode, "⟨``` x ```⟩", "⟨x⟩"),
    // Backticks alone are content: CommonMark has no empty code span.
    (.inlineCode, "⟨``⟩", "``` ⟨``⟩ ```"),
    // Strikethrough: `~~`; a single `~` is not recognised.
    (.strikethrough, "‸", "~~‸~~"),
    (.strikethrough, "~~‸~~", "‸"),
    (.strikethrough, "⟨old⟩", "~~⟨old⟩~~"),
    (.strikethrough, "~~⟨old⟩~~", "⟨old⟩"),
    (.strikethrough, "⟨~~old~~⟩", "⟨old⟩"),
    (.strikethrough, "~⟨old⟩~", "~~~⟨old⟩~~~"),
    // Code block: fences on their own lines around whole lines.
    (.codeBlock, "‸", "```\n‸\n```"),
    (.codeBlock, "```\n‸\n```", "‸"),
    (.codeBlock, "a‸b", "```\na‸b\n```"),
    (.codeBlock, "ab⟨cd⟩ef", "```\nab⟨cd⟩ef\n```"),
    (.codeBlock, "x\n⟨ab⟩\ny", "x\n```\n⟨ab⟩\n```\ny"),
    (.codeBlock, "x\n```\n⟨ab⟩\n```\ny", "x\n⟨ab⟩\ny"),
    (.codeBlock, "⟨ab\n⟩cd", "```\n⟨ab\n⟩```\ncd"),
    (.codeBlock, "```\n⟨ab\n⟩```\ncd", "⟨ab\n⟩cd"),
    (.codeBlock, "⟨one\ntwo⟩", "```\n⟨one\ntwo⟩\n```"),
    (.codeBlock, "```swift\n⟨let x⟩\n```", "⟨let x⟩"),
    (.codeBlock, "⟨```\nlet x\n```⟩", "⟨let x⟩"),
    (.codeBlock, "⟨```\n```⟩", "‸"),
    (.codeBlock, "a\r\n‸b", "a\r\n```\n‸b\n```"),
    // Link: the placeholder `url` selected; an address becomes the link's address.
    (.link, "‸", "[‸](url)"),
    (.link, "[‸](url)", "‸"),
    (.link, "[](⟨url⟩)", "‸"),
    (.link, "see ⟨docs⟩", "see [docs](⟨url⟩)"),
    (.link, "see [docs](⟨url⟩)", "see ⟨docs⟩"),
    (.link, "see [do‸cs](https://x.io)", "see ⟨docs⟩"),
    (.link, "see ⟨[docs](https://x.io)⟩", "see ⟨docs⟩"),
    (.link, "⟨https://x.io/a⟩", "[‸](https://x.io/a)"),
    (.link, "[‸](https://x.io/a)", "⟨https://x.io/a⟩"),
    (.link, "[a](b)‸", "[a](b)[‸](url)"),
    (.link, "‸[a](b)", "[‸](url)[a](b)"),
    (.link, "⟨👩‍👩‍👧⟩", "[👩‍👩‍👧](⟨url⟩)"),
  ]

  @Test("each action toggles as the table says", arguments: cases)
  func togglesAsTabled(action: MarkdownAction, before: String, after: String) throws {
    let input = MarkedText(before)
    let expected = MarkedText(after)
    let result = try action.apply(to: input.text, selection: input.selection)
    #expect(MarkedText(text: result.text, selection: result.selection) == expected)
  }

  @Test(
    "each tabled toggle is undone by toggling again, when the first one wrapped", arguments: cases)
  func tabledToggleIsAnInvolution(action: MarkdownAction, before: String, after: String) throws {
    let input = MarkedText(before)
    let once = try action.apply(to: input.text, selection: input.selection)
    guard once.text.utf16.count > input.text.utf16.count else { return }
    let twice = try action.apply(to: once.text, selection: once.selection)
    #expect(twice.text == input.text)
    #expect(twice.selection == MarkdownActionPropertyTests.documentedSelection(action, input))
  }

  /// Ranges that cut a grapheme cluster, written as offsets because marks cannot go inside one.
  static let clusterCases: [(MarkdownAction, String, TextRange, String, TextRange)] = [
    // 👩‍👩‍👧 is 8 UTF-16 units: 👩 (2) ZWJ (1) 👩 (2) ZWJ (1) 👧 (2).
    (
      .strong, "a👩‍👩‍👧b", TextRange(location: 3, length: 2), "a**👩‍👩‍👧**b",
      TextRange(location: 3, length: 8)
    ),
    (.strong, "a👩‍👩‍👧b", .caret(at: 4), "a****👩‍👩‍👧b", .caret(at: 3)),
    (
      .emphasis, "a👩‍👩‍👧b", TextRange(location: 0, length: 2), "*a👩‍👩‍👧*b",
      TextRange(location: 1, length: 9)
    ),
    // A surrogate pair cut in half is widened too.
    (.inlineCode, "👍", TextRange(location: 1, length: 0), "``👍", .caret(at: 1)),
    (.inlineCode, "👍", TextRange(location: 1, length: 1), "`👍`", TextRange(location: 1, length: 2)),
    // 🇺🇸🇫🇷 is two flags of two regional indicators (2 units each).
    (
      .strikethrough, "🇺🇸🇫🇷", TextRange(location: 2, length: 4), "~~🇺🇸🇫🇷~~",
      TextRange(location: 2, length: 8)
    ),
    (
      .strikethrough, "🇺🇸🇫🇷", TextRange(location: 4, length: 2), "🇺🇸~~🇫🇷~~",
      TextRange(location: 6, length: 4)
    ),
    // "café" with a combining acute accent: e + U+0301.
    (
      .strong, "cafe\u{301}!", TextRange(location: 3, length: 1), "caf**e\u{301}**!",
      TextRange(location: 5, length: 2)
    ),
    (
      .strong, "cafe\u{301}!", TextRange(location: 4, length: 1), "caf**e\u{301}**!",
      TextRange(location: 5, length: 2)
    ),
    (
      .codeBlock, "a👩‍👩‍👧", TextRange(location: 2, length: 1), "```\na👩‍👩‍👧\n```",
      TextRange(location: 5, length: 8)
    ),
    (
      .link, "a👩‍👩‍👧", TextRange(location: 2, length: 1), "a[👩‍👩‍👧](url)",
      TextRange(location: 12, length: 3)
    ),
  ]

  @Test(
    "ranges inside emoji, flags and combining sequences widen to whole clusters",
    arguments: clusterCases)
  func widensToClusters(
    action: MarkdownAction, text: String, selection: TextRange, expectedText: String,
    expectedSelection: TextRange
  ) throws {
    let result = try action.apply(to: text, selection: selection)
    #expect(result.text == expectedText)
    #expect(result.selection == expectedSelection)
    // The edit never leaves a lone surrogate or a split cluster behind.
    #expect(result.text.unicodeScalars.count == expectedText.unicodeScalars.count)
  }

  @Test(
    "a range outside the text throws with the range and the valid length",
    arguments: [
      TextRange(location: -1, length: 0), TextRange(location: 0, length: 4),
      TextRange(location: 4, length: 0), TextRange(location: 2, length: -1),
      TextRange(location: Int.max, length: 1),
    ])
  func rejectsOutOfBoundsRanges(range: TextRange) {
    for action in MarkdownAction.allCases {
      #expect(throws: TextEditError.rangeOutOfBounds(range, utf16Count: 3)) {
        try action.edit(in: "abc", selection: range)
      }
    }
  }

  @Test("the out-of-bounds message names the range and what is valid")
  func outOfBoundsMessage() {
    let error = TextEditError.rangeOutOfBounds(TextRange(location: 2, length: 5), utf16Count: 3)
    #expect(error.description.contains("{2, 5}"))
    #expect(error.description.contains("location + length ≤ 3"))
  }

  @Test("the link placeholder is public and is what a new link selects")
  func linkPlaceholder() throws {
    let result = try MarkdownAction.link.apply(
      to: "docs", selection: TextRange(location: 0, length: 4))
    let units = Array(result.text.utf16)[result.selection.location..<result.selection.upperBound]
    #expect(String(decoding: units, as: UTF16.self) == MarkdownAction.linkURLPlaceholder)
  }
}
