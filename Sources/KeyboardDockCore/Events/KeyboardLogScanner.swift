import Foundation

/// Finds keyboard notification names and `userInfo` key–value pairs in one logged line.
///
/// Both console formats put a key, a separator and a value on one line:
///
/// ```
/// UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";          // NSLog("%@")
/// AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 451}, {375, 216}}, // print()
/// ```
///
/// so the scanner walks the line word by word. A word that is one of
/// ``KeyboardUserInfoKey/all``, followed (after closing quotes and parentheses) by `=` or `:`,
/// starts a pair; its value is a quoted string, or the text up to the next `;`, `,`, `]`, `)`
/// or `}` outside braces (so the commas of `{{0, 451}, {375, 216}}` stay in the value). A word
/// that names a keyboard notification in any spelling ``KeyboardEvent/Kind/init(notificationName:)``
/// accepts is a name; it is *explicit* when it follows `name =`, `name:` or `_rawValue:`, as in
/// the wrappers of both formats, and *bare* otherwise (`print("willShow", userInfo)`).
struct KeyboardLogScanner {
  /// One thing found on a line.
  enum Token: Equatable {
    /// A notification name.
    case name(KeyboardEvent.Kind, isExplicit: Bool)
    /// A known `userInfo` key and its value text, unquoted and trimmed.
    case pair(key: String, value: String)
  }

  /// Returns the names and pairs on `line`, in order.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  static func tokens(in line: Substring) -> [Token] {
    let characters = Array(line)
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      guard isWordCharacter(characters[index]) else {
        index += 1
        continue
      }
      let wordStart = index
      while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
      let word = String(characters[wordStart..<index])
      if KeyboardUserInfoKey.all.contains(word) {
        if let (value, end) = value(after: index, in: characters) {
          tokens.append(.pair(key: word, value: value))
          index = end
        }
      } else if mayNameNotification(word), let kind = KeyboardEvent.Kind(notificationName: word) {
        let before = String(characters[..<wordStart])
        tokens.append(.name(kind, isExplicit: isNameContext(before)))
      }
    }
    return tokens
  }

  /// Identifier characters, plus `.` so `UIResponder.keyboardWillShowNotification` is one word.
  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "_")
      || character == "."
  }

  /// Whether `word` could be a notification name, before asking the slower `Kind` initializer.
  ///
  /// Every spelling ``KeyboardEvent/Kind/init(notificationName:)`` accepts ends in
  /// `Notification`, starts with `NSNotification.Name.`, or is a case name of at most 15
  /// characters (`willChangeFrame`). Most words of a log are neither, which keeps scanning a
  /// long log cheap.
  private static func mayNameNotification(_ word: String) -> Bool {
    word.utf8.count <= 15 || word.hasSuffix("Notification") || word.hasPrefix("NSNotification")
  }

  /// Whether the text before a name ends like `name =`, `name:` or `_rawValue:`.
  private static func isNameContext(_ before: String) -> Bool {
    var text = Substring(before)
    while let last = text.last, last == " " || last == "\"" || last == "(" { text.removeLast() }
    guard let separator = text.last, separator == "=" || separator == ":" else { return false }
    text.removeLast()
    while text.last == " " { text.removeLast() }
    return text.hasSuffix("name") || text.hasSuffix("rawValue")
  }

  /// Reads the separator and the value that follow a key ending at `start`.
  ///
  /// - Returns: The value text and the index after it, or `nil` when no `=` or `:` follows the
  ///   key (the key is only mentioned, not logged with a value).
  private static func value(after start: Int, in characters: [Character]) -> (String, Int)? {
    var index = start
    while index < characters.count, [" ", "\"", ")", "\t"].contains(characters[index]) {
      index += 1
    }
    guard index < characters.count, characters[index] == "=" || characters[index] == ":" else {
      return nil
    }
    index += 1
    while index < characters.count, characters[index] == " " || characters[index] == "\t" {
      index += 1
    }
    if index < characters.count, characters[index] == "\"" {
      let valueStart = index + 1
      var end = valueStart
      while end < characters.count, characters[end] != "\"" { end += 1 }
      let text = String(characters[valueStart..<end])
      return (text.trimmingCharacters(in: .whitespaces), min(end + 1, characters.count))
    }
    let valueStart = index
    var depth = 0
    scan: while index < characters.count {
      switch characters[index] {
      case "{", "[", "(": depth += 1
      case "}", "]", ")":
        if depth == 0 { break scan }
        depth -= 1
      case ";", ",":
        if depth == 0 { break scan }
      default: break
      }
      index += 1
    }
    let text = String(characters[valueStart..<index])
    return (text.trimmingCharacters(in: .whitespaces), index)
  }
}
