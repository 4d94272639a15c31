import KeyboardDockComposer
import KeyboardDockCore

/// A text with its selection written inline, for readable test tables.
///
/// `‸` marks an insertion point; `⟨` and `⟩` mark a selection. Offsets are UTF-16 units of the
/// text without the marks, as `UITextInput` counts them.
struct MarkedText: Equatable, CustomStringConvertible {
  var text: String
  var selection: TextRange

  init(text: String, selection: TextRange) {
    self.text = text
    self.selection = selection
  }

  /// Parses `"say ⟨hi⟩"` or `"say‸"`.
  init(_ marked: String) {
    var text = ""
    var start: Int?
    var end: Int?
    for character in marked {
      switch character {
      case "‸":
        start = text.utf16.count
        end = start
      case "⟨": start = text.utf16.count
      case "⟩": end = text.utf16.count
      default: text.append(character)
      }
    }
    guard let start, let end else { fatalError("no selection marks in \(marked.debugDescription)") }
    self.text = text
    self.selection = TextRange(from: start, to: end)
  }

  /// The text with its selection marks, when they fall between characters.
  var description: String {
    var units = Array(text.utf16)
    if selection.isEmpty {
      units.insert(contentsOf: "‸".utf16, at: selection.location)
    } else {
      units.insert(contentsOf: "⟩".utf16, at: selection.upperBound)
      units.insert(contentsOf: "⟨".utf16, at: selection.location)
    }
    return String(decoding: units, as: UTF16.self).debugDescription
  }
}
