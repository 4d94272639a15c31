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
///
/// The scanner works on the line's UTF-8 bytes: every word it looks for is ASCII, and only words
/// that could be a key or a name become `String`s, which keeps a 100,000-line log fast.
struct KeyboardLogScanner {
  /// One thing found on a line.
  enum Token: Equatable {
    /// A notification name.
    case name(KeyboardEvent.Kind, isExplicit: Bool)
    /// A known `userInfo` key and its value text, unquoted and trimmed.
    case pair(key: String, value: String)
  }

  /// The keys, for constant-time lookup.
  private static let keys = Set(KeyboardUserInfoKey.all)
  /// The shortest and longest key, in bytes.
  private static let keyLengths: ClosedRange<Int> = {
    let lengths = KeyboardUserInfoKey.all.map(\.utf8.count)
    return (lengths.min() ?? 0)...(lengths.max() ?? 0)
  }()

  /// Returns the names and pairs on `line`, in order.
  ///
  /// - Complexity: O(*n*) in the length of the line.
  static func tokens(in line: Substring) -> [Token] {
    let bytes = Array(line.utf8)
    var tokens: [Token] = []
    var index = 0
    while index < bytes.count {
      guard isWordByte(bytes[index]) else {
        index += 1
        continue
      }
      let wordStart = index
      while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
      let word = bytes[wordStart..<index]
      if word.first == UInt8(ascii: "U"), keyLengths.contains(word.count),
        case let text = String(decoding: word, as: UTF8.self), keys.contains(text)
      {
        if let (value, end) = value(after: index, in: bytes) {
          tokens.append(.pair(key: text, value: value))
          index = end
        }
      } else if mayNameNotification(word),
        let kind = KeyboardEvent.Kind(notificationName: String(decoding: word, as: UTF8.self))
      {
        tokens.append(.name(kind, isExplicit: isNameContext(bytes[..<wordStart])))
      }
    }
    return tokens
  }

  /// Identifier bytes, plus `.` so `UIResponder.keyboardWillShowNotification` is one word.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// Whether `word` could be a notification name, before asking the slower `Kind` initializer.
  ///
  /// Every spelling ``KeyboardEvent/Kind/init(notificationName:)`` accepts ends in
  /// `Notification`, starts with `NSNotification.Name.`, or is a case name (`willShow`,
  /// `didChangeFrame`: starting with `w` or `d`, at most 15 bytes). Most words of a log are
  /// none of these, which keeps scanning a long log cheap.
  private static func mayNameNotification(_ word: ArraySlice<UInt8>) -> Bool {
    guard let first = word.first else { return false }
    if word.count <= 15 { return first == UInt8(ascii: "w") || first == UInt8(ascii: "d") }
    return word.starts(with: "NSNotification".utf8)
      || word.suffix(12).elementsEqual("Notification".utf8)
  }

  /// Whether the bytes before a name end like `name =`, `name:` or `_rawValue:`.
  private static func isNameContext(_ before: ArraySlice<UInt8>) -> Bool {
    var text = before
    while let last = text.last,
      [UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: "(")]
        .contains(last)
    {
      text.removeLast()
    }
    guard let separator = text.last,
      separator == UInt8(ascii: "=") || separator == UInt8(ascii: ":")
    else { return false }
    text.removeLast()
    while text.last == UInt8(ascii: " ") { text.removeLast() }
    return text.suffix(4).elementsEqual("name".utf8)
      || text.suffix(8).elementsEqual("rawValue".utf8)
  }

  /// Reads the separator and the value that follow a key ending at `start`.
  ///
  /// - Returns: The value text and the index after it, or `nil` when no `=` or `:` follows the
  ///   key (the key is only mentioned, not logged with a value).
  private static func value(after start: Int, in bytes: [UInt8]) -> (String, Int)? {
    let space = UInt8(ascii: " ")
    let tab = UInt8(ascii: "\t")
    let quote = UInt8(ascii: "\"")
    var index = start
    while index < bytes.count, [space, quote, UInt8(ascii: ")"), tab].contains(bytes[index]) {
      index += 1
    }
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: ":")
    else { return nil }
    index += 1
    while index < bytes.count, bytes[index] == space || bytes[index] == tab { index += 1 }
    if index < bytes.count, bytes[index] == quote {
      let valueStart = index + 1
      var end = valueStart
      while end < bytes.count, bytes[end] != quote { end += 1 }
      return (trimmed(bytes[valueStart..<end]), min(end + 1, bytes.count))
    }
    let valueStart = index
    var depth = 0
    scan: while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
        if depth == 0 { break scan }
        depth -= 1
      case UInt8(ascii: ";"), UInt8(ascii: ","):
        if depth == 0 { break scan }
      default: break
      }
      index += 1
    }
    return (trimmed(bytes[valueStart..<index]), index)
  }

  /// The bytes as text, without leading or trailing spaces and tabs.
  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
  }
}
