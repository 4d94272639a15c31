import Foundation
import Testing

@testable import KeyboardDockLayout

/// The strict JSON parser: every refusal names the line, the column and the reason.
@Suite("JSON parser")
struct JSONParserTests {
  static func error(_ text: String) -> String? {
    do {
      _ = try JSONValue(parsing: Data(text.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "refuses what JSON does not allow, naming line, column and reason",
    arguments: [
      ("{\"a\": 1,}", "line 1, column 9: a trailing comma before '}'"),
      ("[1, 2,\n]", "line 2, column 1: a trailing comma before ']'"),
      ("{\"a\": 1,\n \"a\": 2}", "line 2, column 2: the key \"a\" appears twice"),
      ("{'a': 1}", "line 1, column 2: expected a key in double quotes"),
      ("{\"a\" 1}", "line 1, column 6: expected ':' after the key \"a\""),
      ("[01]", "line 1, column 2: a number may not start with 0"),
      ("[1e999]", "line 1, column 2: the number 1e999 is too large"),
      ("\"open", "line 1, column 1: a string that is never closed"),
      ("", "line 1, column 1: the file is empty"),
      ("{} {}", "line 1, column 4: unexpected '{' after the JSON value"),
      ("[tru]", "line 1, column 2: expected true"),
      ("[\"\\x\"]", "line 1, column 3: an unknown escape \\x"),
      ("[\"\\ud800\"]", "a lone UTF-16 surrogate"),
      (String(repeating: "[", count: 300), "nesting deeper than 256 levels"),
    ])
  func refuses(text: String, message: String) {
    let shown = Self.error(text)
    #expect(shown?.contains(message) == true, "\(shown ?? "accepted")")
  }

  @Test("a string that is not UTF-8 is refused with its position")
  func invalidUTF8() {
    let data = Data([0x5B, 0x22, 0xFF, 0xFE, 0x22, 0x5D])
    #expect(throws: LayoutFileError.self) { try JSONValue(parsing: data) }
    let shown = (try? JSONValue(parsing: data)).map { "\($0)" }
    #expect(shown == nil)
    do {
      _ = try JSONValue(parsing: data)
    } catch {
      #expect(error.description.contains("line 1, column 2: a string that is not valid UTF-8"))
    }
  }

  @Test("reads values: numbers, escapes, surrogate pairs, nesting, a byte-order mark")
  func readsValues() throws {
    let text = "\u{FEFF}{\"a\": [1, -2.5e1, true, null, \"x\\n\\u00e9\\ud83d\\ude00\"], \"b\": {}}"
    let value = try JSONValue(parsing: Data(text.utf8))
    #expect(
      value
        == .object([
          "a": .array([.number(1), .number(-25), .bool(true), .null, .string("x\né😀")]),
          "b": .object([:]),
        ]))
  }
}
