import Foundation
import KeyboardDockCore
import Testing

@Suite("Decoding logged text: timestamps and grouping")
struct KeyboardLogTimestampTests {
  static let info =
    "UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 407}, {375, 260}}\"; "
    + "UIKeyboardAnimationDurationUserInfoKey = \"0.25\"; UIKeyboardAnimationCurveUserInfoKey = 7;"

  static func line(_ stamp: String, _ name: String) -> String {
    "\(stamp) {name = UIKeyboard\(name)Notification; userInfo = {\(info)}}"
  }

  @Test(
    "times are seconds since the first timestamp, in every prefix spelling",
    arguments: [
      (
        "2024-03-01 10:22:31.123456+0100 Chat[1234:56789]",
        "2024-03-01 10:22:31.373456+0100 Chat[1234:56789]", 0.25
      ),
      ("2024-03-01T23:59:59.900Z", "2024-03-02T00:00:00.150Z", 0.25),
      ("2024-02-29 23:59:59.5+01:00", "2024-03-01 00:00:01.5+01:00", 2),
      ("2024-03-01 10:22:31.000000+0100 Chat[1:2]", "2024-03-01 09:22:32.000000+0000 Chat[1:2]", 1),
      ("2023-12-31 23:59:59", "2024-01-01 00:00:00", 1),
    ])
  func secondsBetweenStamps(first: String, second: String, seconds: Double) throws {
    let text = [Self.line(first, "WillShow"), Self.line(second, "DidShow")].joined(separator: "\n")
    let log = try KeyboardLogParser().parse(text)
    #expect(log.timing == .logTimestamps)
    #expect(log.events[0].time == 0)
    #expect(abs(log.events[1].time - seconds) < 1e-9, "got \(log.events[1].time)")
  }

  @Test("a multi-line notification takes the timestamp of the line that opened it")
  func timestampBeforeNamelessDump() throws {
    let text = """
      2024-03-01 10:22:31.000000+0100 Chat[1:2] {
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardAnimationCurveUserInfoKey = 7;
      }
      2024-03-01 10:22:31.500000+0100 Chat[1:2] {
          UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 667}, {375, 260}}";
          UIKeyboardAnimationDurationUserInfoKey = "0.25";
          UIKeyboardAnimationCurveUserInfoKey = 7;
      }
      """
    let log = try KeyboardLogParser().parse(text)
    #expect(log.entries.map(\.line) == [2, 7])
    #expect(log.events.map(\.time) == [0, 0.5])
    #expect(log.events.map(\.kind) == [nil, nil])
  }

  @Test("when only some notifications have a timestamp, all are spaced, and the log says so")
  func partlyTimestamped() throws {
    let text = [
      Self.line("2024-03-01 10:22:31.000000+0100", "WillShow"), Self.line("", "DidShow"),
    ].joined(separator: "\n")
    let log = try KeyboardLogParser(untimedSpacing: 0.5).parse(text)
    #expect(log.timing == .spaced(spacing: 0.5, timestamped: 1))
    #expect(log.events.map(\.time) == [0, 0.5])
    #expect(log.timing.description.contains("only 1 notifications had a timestamp"))
  }

  @Test("without timestamps a WillChangeFrame and its WillShow share one instant")
  func pairsShareTime() throws {
    let names = ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "WillHide"]
    let text = names.map { Self.line("", $0) }.joined(separator: "\n")
    let log = try KeyboardLogParser().parse(text)
    #expect(log.events.map(\.time) == [0, 0, 1, 1, 2])
  }

  @Test("other log lines, mentions of keys and bare names without values are skipped")
  func skipsNoise() throws {
    let text = """
      2024-03-01 10:22:30.000000+0100 Chat[1:2] registering for UIKeyboardWillShowNotification
      2024-03-01 10:22:30.100000+0100 Chat[1:2] will read UIKeyboardFrameEndUserInfoKey later
      \(Self.line("2024-03-01 10:22:31.000000+0100 Chat[1:2]", "WillShow"))
      2024-03-01 10:22:31.100000+0100 Chat[1:2] composer height = 52; text = "hello, {world}"
      """
    let log = try KeyboardLogParser().parse(text)
    #expect(log.entries.count == 1)
    #expect(log.entries[0].line == 3)
    #expect(log.events[0].kind == .willShow)
  }

  @Test("Windows (CRLF) and old Mac (CR) line endings count lines like LF")
  func lineEndings() throws {
    let fixture = try Fixture(name: "iphone-375x667-show-objc").text()
    let lf = try KeyboardLogParser().parse(fixture)
    for ending in ["\r\n", "\r"] {
      let other = try KeyboardLogParser().parse(
        fixture.replacingOccurrences(of: "\n", with: ending))
      #expect(other == lf)
    }
  }

  @Test("a name given twice on one line, as print(name, name.rawValue, userInfo) does, is one")
  func nameTwiceOnOneLine() throws {
    let text =
      "NSNotificationName(_rawValue: UIKeyboardWillShowNotification) "
      + "UIKeyboardWillShowNotification [AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): "
      + "NSRect: {{0, 451}, {375, 216}}, AnyHashable(\"UIKeyboardAnimationDurationUserInfoKey\"): "
      + "0.25, AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7]"
    let log = try KeyboardLogParser().parse(text)
    #expect(log.events.map(\.kind) == [.willShow])
  }

  @Test("a key repeated without a name between starts the next notification")
  func repeatedKeySplits() throws {
    let dump =
      "[AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 451}, {375, 216}}, "
      + "AnyHashable(\"UIKeyboardAnimationDurationUserInfoKey\"): 0.25, "
      + "AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7]"
    let log = try KeyboardLogParser().parse(dump + " " + dump + "\n" + dump)
    #expect(log.entries.map(\.line) == [1, 1, 2])
  }
}
