import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import Testing

/// Writes generated Markdown edits for `.ci/composer_commonmark.py`, which computes from each
/// text and selection what the action must produce (without the composer's code), compares, and
/// renders each result with the CommonMark reference implementation.
@Suite("Markdown actions: cases for the CommonMark check")
struct MarkdownCommonMarkTraceTests {
  /// Where `.ci/run` wants the cases.
  static let path = ProcessInfo.processInfo.environment["KBDOCK_COMMONMARK_CASES"]

  /// A small deterministic generator (SplitMix64), so a failing case is replayed by its seed.
  struct Random: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func word(_ random: inout Random, backticks: Bool) -> String {
    let letters = Array("abcdefghij")
    var word = String(
      (0..<Int.random(in: 1...5, using: &random)).map { _ in
        letters.randomElement(using: &random) ?? "a"
      })
    if backticks && Bool.random(using: &random) {
      let run = String(repeating: "`", count: Int.random(in: 1...3, using: &random))
      let index = Int.random(in: 0...word.count, using: &random)
      word.insert(contentsOf: run, at: word.index(word.startIndex, offsetBy: index))
    }
    return word
  }

  /// One generated case: a text, a selection and the action; `nil` for a shape the composer
  /// documents it cannot render as asked (backticks outside a code selection).
  static func makeCase(_ random: inout Random) -> (MarkdownAction, String, TextRange, Bool)? {
    let actions: [MarkdownAction] = [.strong, .emphasis, .inlineCode, .link]
    let action = actions.randomElement(using: &random) ?? .strong
    var words = (0..<Int.random(in: 1...6, using: &random)).map { _ in
      word(&random, backticks: action == .inlineCode)
    }
    var merging = false
    if action == .strong || action == .emphasis, words.count >= 3, Bool.random(using: &random) {
      // A span of the same style already in the text, for the merge rule.
      let marker = action == .strong ? "**" : "*"
      let index = Int.random(in: 1..<(words.count - 1), using: &random)
      words[index] = marker + words[index] + marker
      merging = true
    }
    let separator = Int.random(in: 0..<8, using: &random) == 0 ? "  " : " "
    let text = words.joined(separator: separator)
    let units = Array(text.utf16)
    var a = Int.random(in: 0...units.count, using: &random)
    var b = Int.random(in: 0...units.count, using: &random)
    if a > b { swap(&a, &b) }
    if action != .link && action != .inlineCode && a == b { b = min(units.count, a + 1) }
    let selection = TextRange(from: a, to: b)
    if action == .inlineCode {
      let backtick = UInt16(UInt8(ascii: "`"))
      // Backticks outside the selection pair up with each other or with the new fences, as
      // the composer documents: only backticks inside the selection are generated.
      if units[..<a].contains(backtick) || units[b...].contains(backtick) { return nil }
    }
    if merging {
      // Only selections holding a delimiter of the span: a selection wholly inside the span,
      // or one that does not touch it, is not a merge.
      let marker = UInt16(UInt8(ascii: "*"))
      guard units[a..<b].contains(marker) else { return nil }
      // Cutting a delimiter run in half is not a shape a user makes with word selection.
      if (a > 0 && a < units.count && units[a - 1] == marker && units[a] == marker)
        || (b > 0 && b < units.count && units[b - 1] == marker && units[b] == marker)
      {
        return nil
      }
    }
    return (action, text, selection, merging)
  }

  static func json(_ string: String) -> String {
    var escaped = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }

  @Test(
    "writes generated edits with what each should render as",
    .enabled(if: path != nil, "set KBDOCK_COMMONMARK_CASES to a file path"))
  func writesCases() throws {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["KBDOCK_COMMONMARK_COUNT"].flatMap(Int.init) ?? 5000
    let seed =
      environment["KBDOCK_COMMONMARK_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...99_999)
    print("CommonMark cases: \(count), seed \(seed)")
    var random = Random(state: seed)
    var lines: [String] = []
    while lines.count < count {
      guard let (action, text, selection, merging) = Self.makeCase(&random) else { continue }
      let once = try action.apply(to: text, selection: selection)
      let twice = try action.apply(to: once.text, selection: once.selection)
      // Only the input and what the composer did: the script computes what it should have
      // done from the text and the selection, by the rules MarkdownAction documents.
      let fields = [
        "\"action\": \(Self.json(action.rawValue))", "\"text\": \(Self.json(text))",
        "\"selection\": [\(selection.location), \(selection.length)]",
        "\"result\": \(Self.json(once.text))", "\"merging\": \(merging)",
        "\"twice\": \(Self.json(twice.text))",
        "\"twiceSelection\": [\(twice.selection.location), \(twice.selection.length)]",
      ]
      lines.append("{" + fields.joined(separator: ", ") + "}")
    }
    let path = try #require(Self.path)
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
  }
}
