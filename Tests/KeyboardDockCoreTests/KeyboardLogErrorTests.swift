import Foundation
import KeyboardDockCore
import Testing

/// One broken log and the error it must produce.
struct BrokenLog: CustomTestStringConvertible, Sendable {
  var label: String
  var text: String
  var line: Int
  var key: String
  var code: KeyboardEventError.Code
  var value: String?

  var testDescription: String { label }

  /// An Objective-C description of a WillShow whose line 3 (after the wrapper and the curve) is
  /// `replacement`, so every case reports line 3 unless the key is missing.
  static func objc(
    _ label: String, line3 replacement: String, key: String,
    code: KeyboardEventError.Code, value: String?
  ) -> Self {
    let text = """
      2024-03-01 10:22:31.123456+0100 Chat[1234:56789] NSConcreteNotification 0x600000c5c0c0 {name = UIKeyboardWillShowNotification; userInfo = {
          UIKeyboardAnimationCurveUserInfoKey = 7;
          \(replacement)
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
      }}
      """
    return Self(label: label, text: text, line: 3, key: key, code: code, value: value)
  }
}

@Suite("Decoding logged text: bad input")
struct KeyboardLogErrorTests {
  static let begin = "UIKeyboardFrameBeginUserInfoKey"
  static let end = "UIKeyboardFrameEndUserInfoKey"
  static let duration = "UIKeyboardAnimationDurationUserInfoKey"
  static let curve = "UIKeyboardAnimationCurveUserInfoKey"
  static let isLocal = "UIKeyboardIsLocalUserInfoKey"

  static let brokenLogs: [BrokenLog] = [
    .objc(
      "rect text with three numbers", line3: "\(begin) = \"NSRect: {{0, 667}, {375}}\";",
      key: begin, code: .unparseableRect, value: "NSRect: {{0, 667}, {375}}"),
    .objc(
      "rect text that is a word", line3: "\(begin) = \"offscreen\";", key: begin,
      code: .unparseableRect, value: "offscreen"),
    .objc(
      "rect with a NaN origin", line3: "\(begin) = \"NSRect: {{0, nan}, {375, 260}}\";",
      key: begin, code: .nonFiniteFrame, value: nil),
    .objc(
      "rect with an infinite height", line3: "\(begin) = \"NSRect: {{0, 667}, {375, inf}}\";",
      key: begin, code: .nonFiniteFrame, value: nil),
    .objc(
      "rect with a negative width", line3: "\(begin) = \"NSRect: {{0, 667}, {-375, 260}}\";",
      key: begin, code: .negativeSize, value: "{{0, 667}, {-375, 260}}"),
    .objc(
      "point with one number", line3: "UIKeyboardCenterEndUserInfoKey = \"NSPoint: {187.5}\";",
      key: "UIKeyboardCenterEndUserInfoKey",
      code: .wrongType(expected: "a point such as NSPoint: {187.5, 559}"),
      value: "NSPoint: {187.5}"),
    .objc(
      "isLocal of 2", line3: "\(isLocal) = 2;", key: isLocal, code: .unparseableNumber,
      value: "2"),
    .objc(
      "isLocal that is a word", line3: "\(isLocal) = maybe;", key: isLocal,
      code: .unparseableNumber, value: "maybe"),
    BrokenLog(
      label: "negative duration",
      text: "{name = UIKeyboardWillShowNotification; userInfo = {\n"
        + "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 407}, {375, 260}}\";\n"
        + "UIKeyboardAnimationCurveUserInfoKey = 7;\n"
        + "UIKeyboardAnimationDurationUserInfoKey = \"-0.25\";\n}}",
      line: 4, key: duration, code: .invalidDuration, value: "-0.25"),
    BrokenLog(
      label: "duration that is a word",
      text: "[AnyHashable(\"\(end)\"): NSRect: {{0, 407}, {375, 260}}, "
        + "AnyHashable(\"\(duration)\"): fast, AnyHashable(\"\(curve)\"): 7]",
      line: 1, key: duration, code: .unparseableNumber, value: "fast"),
    BrokenLog(
      label: "curve of 7.5",
      text: "[AnyHashable(\"\(end)\"): NSRect: {{0, 407}, {375, 260}}, "
        + "AnyHashable(\"\(duration)\"): 0.25, AnyHashable(\"\(curve)\"): 7.5]",
      line: 1, key: curve, code: .nonIntegerCurve, value: "7.5"),
    BrokenLog(
      label: "curve that is a word",
      text: "[AnyHashable(\"\(end)\"): NSRect: {{0, 407}, {375, 260}}, "
        + "AnyHashable(\"\(duration)\"): 0.25, AnyHashable(\"\(curve)\"): spring]",
      line: 1, key: curve, code: .nonIntegerCurve, value: "spring"),
    BrokenLog(
      label: "missing end frame, reported at the notification's first line",
      text: "app started\nname = UIKeyboardWillShowNotification, object = nil, userInfo = "
        + "Optional([\nAnyHashable(\"\(duration)\"): 0.25,\nAnyHashable(\"\(curve)\"): 7\n])",
      line: 2, key: end, code: .missingKey, value: nil),
    BrokenLog(
      label: "missing duration",
      text: "[AnyHashable(\"\(end)\"): NSRect: {{0, 407}, {375, 260}}, "
        + "AnyHashable(\"\(curve)\"): 7]",
      line: 1, key: duration, code: .missingKey, value: nil),
    BrokenLog(
      label: "a named notification with no userInfo at all",
      text: "name = UIKeyboardDidShowNotification, object = nil, userInfo = nil",
      line: 1, key: end, code: .missingKey, value: nil),
  ]

  @Test("bad input is a typed error naming the line, the key and the value", arguments: brokenLogs)
  func reportsBadInput(_ broken: BrokenLog) {
    do {
      let log = try KeyboardLogParser().parse(broken.text)
      Issue.record("decoded \(log.entries.count) notifications from a broken log")
    } catch let error as KeyboardLogError {
      #expect(error.line == broken.line)
      let eventError = error.eventError
      #expect(eventError?.key == broken.key)
      #expect(eventError?.code == broken.code)
      if let value = broken.value { #expect(eventError?.value == value) }
      #expect(error.description.hasPrefix("line \(broken.line): \(broken.key)"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test("an error in the second notification names the second notification's line")
  func errorInLaterNotification() throws {
    let good = try Fixture(name: "iphone-375x812-hide-swift").text()
    let bad =
      good + "name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional(["
      + "AnyHashable(\"\(Self.end)\"): NSRect: {{0, 476}, {375, -336}}, "
      + "AnyHashable(\"\(Self.duration)\"): 0.25, AnyHashable(\"\(Self.curve)\"): 7])\n"
    #expect(
      throws: KeyboardLogError(
        .invalidEvent(
          KeyboardEventError(.negativeSize, key: Self.end, value: "{{0, 476}, {375, -336}}")),
        line: 5)
    ) { try KeyboardLogParser().parse(bad) }
  }

  @Test("a wrapper naming a different notification than the one before, with no keys, is broken")
  func namedWithoutKeysAfterAnother() throws {
    let good = try Fixture(name: "iphone-375x812-hide-swift").text()
    let bad = good + "name = UIKeyboardWillShowNotification, object = nil, userInfo = nil\n"
    #expect(
      throws: KeyboardLogError(
        .invalidEvent(KeyboardEventError(.missingKey, key: Self.end, value: nil)), line: 5)
    ) { try KeyboardLogParser().parse(bad) }
    // The same name restated right after its notification (as LLDB's `po` does) is not.
    let restated = good + "- name : UIKeyboardDidHideNotification\n"
    #expect(try KeyboardLogParser().parse(restated).entries.count == 4)
  }

  @Test("text without a keyboard notification is an error with the number of lines read")
  func noNotification() {
    let text = """
      2024-03-01 10:22:31.123456+0100 Chat[1234:56789] viewDidLoad
      reading UIKeyboardFrameEndUserInfoKey from the notification
      observing UIKeyboardWillShowNotification
      """
    #expect(throws: KeyboardLogError(.noNotification, line: 3)) {
      try KeyboardLogParser().parse(text)
    }
    #expect(throws: KeyboardLogError(.noNotification, line: 0)) {
      try KeyboardLogParser().parse("")
    }
    let message = KeyboardLogError(.noNotification, line: 3).description
    #expect(message.hasPrefix("line 3: no keyboard notification found"))
  }

  @Test("timestamps that go backwards are refused at the later notification's line")
  func timestampsGoingBackwards() {
    let info =
      "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 407}, {375, 260}}\"; "
      + "UIKeyboardAnimationDurationUserInfoKey = \"0.25\"; UIKeyboardAnimationCurveUserInfoKey = 7;"
    let text = """
      2024-03-01 10:22:32.000000+0100 Chat[1:2] {name = UIKeyboardWillShowNotification; userInfo = {\(info)}}
      2024-03-01 10:22:31.500000+0100 Chat[1:2] {name = UIKeyboardDidShowNotification; userInfo = {\(info)}}
      """
    #expect(
      throws: KeyboardLogError(
        .timeGoesBackwards(
          previous: "2024-03-01 10:22:32.000000+0100", current: "2024-03-01 10:22:31.500000+0100"),
        line: 2)
    ) { try KeyboardLogParser().parse(text) }
  }

  /// A caller's bad spacing makes parsing throw before reading anything.
  ///
  /// It used to be a precondition of the initialiser, which stopped the process.
  @Test(
    "an unusable untimed spacing is an error naming it, not a trap",
    arguments: [0, -1, 3600.5, .infinity, -.infinity] as [TimeInterval])
  func badUntimedSpacing(spacing: TimeInterval) {
    let parser = KeyboardLogParser(untimedSpacing: spacing)
    #expect(throws: KeyboardLogError(.invalidUntimedSpacing(spacing), line: 0)) {
      try parser.parse("")
    }
    let message = KeyboardLogError(.invalidUntimedSpacing(spacing), line: 0).description
    #expect(message.contains("\(spacing) s"))
    #expect(message.contains("above 0 and at most 3600"))
  }

  @Test("a NaN untimed spacing set after creation is refused too")
  func nanUntimedSpacing() {
    var parser = KeyboardLogParser()
    parser.untimedSpacing = .nan
    #expect {
      try parser.parse("")
    } throws: { error in
      guard let error = error as? KeyboardLogError,
        case .invalidUntimedSpacing(let spacing) = error.code
      else { return false }
      return spacing.isNaN
    }
  }
}
