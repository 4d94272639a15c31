import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import PropertyBased
import Testing

@Suite("Markdown actions: properties")
struct MarkdownActionPropertyTests {
  /// Pieces of text without Markdown syntax: letters, spaces, line breaks, a precomposed and a
  /// decomposed é, a ZWJ family, flags and an emoji with a skin-tone modifier.
  static let plainPieces = [
    "a", "b", "xyz", " ", "é", "e\u{301}", "👩‍👩‍👧", "🇺🇸", "🇫🇷", "👍🏽", "\n", "\r\n",
  ]

  /// The same without line breaks: a link is found on one line.
  static let singleLinePieces = plainPieces.filter { !$0.contains("\n") }

  /// Text made of `pieces`, and a selection between grapheme-cluster boundaries chosen by two
  /// numbers in 0...1000.
  static func sample(_ pieces: [String], _ first: Int, _ second: Int) -> MarkedText {
    let text = pieces.joined()
    var boundaries = [0]
    for character in text {
      boundaries.append(boundaries[boundaries.count - 1] + character.utf16.count)
    }
    let a = boundaries[first * (boundaries.count - 1) / 1000]
    let b = boundaries[second * (boundaries.count - 1) / 1000]
    return MarkedText(text: text, selection: TextRange(from: min(a, b), to: max(a, b)))
  }

  /// A generator of one piece from `pool`.
  static func piece(from pool: [String]) -> Generator<String, Shrink.Integer<Int>> {
    Gen.int(in: 0...(pool.count - 1)).map { pool[$0] }
  }

  static func pieces(for action: MarkdownAction) -> [String] {
    action == .link ? singleLinePieces : plainPieces
  }

  /// The selection a second toggle leaves, as ``MarkdownAction``'s documentation states:
  /// strong, emphasis and strikethrough leave whitespace at the ends of a selection outside
  /// the delimiters and select the formatted text, so that is what comes back selected (a
  /// selection of whitespace only becomes the insertion point at its end); the other actions
  /// restore the selection itself.
  static func documentedSelection(_ action: MarkdownAction, _ input: MarkedText) -> TextRange {
    guard [.strong, .emphasis, .strikethrough].contains(action) else { return input.selection }
    let units = Array(input.text.utf16)
    func isWhitespace(_ unit: UInt16) -> Bool {
      Unicode.Scalar(unit)?.properties.isWhitespace ?? false
    }
    var lower = input.selection.location
    var upper = input.selection.upperBound
    while lower < upper, isWhitespace(units[lower]) { lower += 1 }
    while upper > lower, isWhitespace(units[upper - 1]) { upper -= 1 }
    return lower == upper
      ? .caret(at: input.selection.upperBound) : TextRange(from: lower, to: upper)
  }

  @Test(
    "toggling twice restores the text, and the selection as documented, on plain text",
    arguments: MarkdownAction.allCases)
  func toggleTwiceRestores(action: MarkdownAction) async {
    await propertyCheck(
      count: 300, input: Self.piece(from: Self.pieces(for: action)).array(of: 0...12),
      Gen.int(in: 0...1000), Gen.int(in: 0...1000)
    ) { pieces, first, second in
      let input = Self.sample(pieces, first, second)
      let once = try action.apply(to: input.text, selection: input.selection)
      let twice = try action.apply(to: once.text, selection: once.selection)
      #expect(twice.text == input.text, "after \(once)")
      #expect(twice.selection == Self.documentedSelection(action, input), "after \(once)")
    }
  }

  @Test(
    "toggling twice restores the text and the widened selection for any range",
    arguments: MarkdownAction.allCases)
  func toggleTwiceRestoresWidenedSelection(action: MarkdownAction) async {
    await propertyCheck(
      count: 300, input: Self.piece(from: Self.pieces(for: action)).array(of: 0...12),
      Gen.int(in: 0...1000), Gen.int(in: 0...1000)
    ) { pieces, first, second in
      let text = pieces.joined()
      let count = text.utf16.count
      let a = first * count / 1000
      let b = second * count / 1000
      let selection = TextRange(from: min(a, b), to: max(a, b))
      let once = try action.apply(to: text, selection: selection)
      let twice = try action.apply(to: once.text, selection: once.selection)
      #expect(twice.text == text)
      // Whole clusters: the selection now starts and ends on Character boundaries.
      let units = Array(text.utf16)
      for offset in [twice.selection.location, twice.selection.upperBound] {
        let prefix = String(decoding: units[..<offset], as: UTF16.self)
        #expect(prefix.utf16.count == offset && text.hasPrefix(prefix))
      }
      // The documented selection of the range widened to whole clusters.
      var boundaries = [0]
      for character in text {
        boundaries.append(boundaries[boundaries.count - 1] + character.utf16.count)
      }
      let lower = boundaries.last { $0 <= selection.location } ?? 0
      let upper =
        selection.isEmpty ? lower : (boundaries.first { $0 >= selection.upperBound } ?? count)
      let widened = MarkedText(text: text, selection: TextRange(from: lower, to: upper))
      if action != .codeBlock {
        #expect(twice.selection == Self.documentedSelection(action, widened), "after \(once)")
      }
    }
  }

  @Test(
    "with delimiters already in the text, a toggle that wraps without merging is undone by the next",
    arguments: [
      (MarkdownAction.strong, "*"), (.emphasis, "*"), (.inlineCode, "`"), (.strikethrough, "~"),
    ])
  func wrapIsUndoneAmongDelimiters(action: MarkdownAction, delimiter: String) async {
    let pieces = ["a", " ", "👩‍👩‍👧", delimiter, delimiter + delimiter]
    await propertyCheck(
      count: 300, input: Self.piece(from: pieces).array(of: 0...10),
      Gen.int(in: 0...1000), Gen.int(in: 0...1000)
    ) { pieces, first, second in
      let input = Self.sample(pieces, first, second)
      let once = try action.apply(to: input.text, selection: input.selection)
      let added = once.text.utf16.count - input.text.utf16.count
      // A backtick just outside the selection joins the fence; CommonMark cannot tell them apart.
      let units = Array(input.text.utf16)
      let backtick = UInt16(UInt8(ascii: "`"))
      let touchesBacktick =
        (input.selection.location > 0 && units[input.selection.location - 1] == backtick)
        || (input.selection.upperBound < units.count
          && units[input.selection.upperBound] == backtick)
      if action == .inlineCode && touchesBacktick { return }
      // A merge removes delimiters inside the selection: the next toggle cannot know them.
      let width = action == .emphasis ? 1 : 2
      guard action == .inlineCode ? added > 0 : added == 2 * width else { return }
      let twice = try action.apply(to: once.text, selection: once.selection)
      #expect(twice.text == input.text, "after \(once)")
      #expect(twice.selection == Self.documentedSelection(action, input), "after \(once)")
    }
  }

  @Test(
    "every edit's inverse restores the text and the selection", arguments: MarkdownAction.allCases)
  func inverseRestores(action: MarkdownAction) async {
    let pieces = Self.plainPieces + ["*", "_", "`", "~", "[", "](", ")", "```\n", "\n```"]
    await propertyCheck(
      count: 200, input: Self.piece(from: pieces).array(of: 0...10),
      Gen.int(in: 0...1000), Gen.int(in: 0...1000)
    ) { pieces, first, second in
      let input = Self.sample(pieces, first, second)
      let edit = try action.edit(in: input.text, selection: input.selection)
      let edited = try edit.apply(to: input.text)
      let inverse = try edit.inverse(in: input.text, selection: input.selection)
      #expect(try inverse.apply(to: edited) == input.text)
      #expect(inverse.selection == input.selection)
    }
  }
}
