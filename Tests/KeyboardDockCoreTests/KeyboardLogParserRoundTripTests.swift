import Foundation
import KeyboardDockCore
import PropertyBased
import Testing

/// Prints events the way the console does, to check the parser reads back what was printed.
enum ConsolePrinter {
  static func number(_ value: Double) -> String {
    value.rounded() == value ? String(Int(value)) : "\(value)"
  }

  static func rect(_ rect: CGRect) -> String {
    "{{\(number(rect.minX)), \(number(rect.minY))}, {\(number(rect.width)), "
      + "\(number(rect.height))}}"
  }

  /// The userInfo entries as (key, Objective-C text, Swift text).
  static func entries(_ event: KeyboardEvent) -> [(String, String, String)] {
    var entries: [(String, String, String)] = [
      (
        "UIKeyboardFrameEndUserInfoKey", "\"NSRect: \(rect(event.endFrame))\"",
        "NSRect: \(rect(event.endFrame))"
      ),
      (
        "UIKeyboardAnimationDurationUserInfoKey", "\"\(number(event.duration))\"",
        number(event.duration)
      ),
      (
        "UIKeyboardAnimationCurveUserInfoKey", "\(event.curve.rawValue)",
        "\(event.curve.rawValue)"
      ),
    ]
    if let begin = event.beginFrame {
      entries.append(
        ("UIKeyboardFrameBeginUserInfoKey", "\"NSRect: \(rect(begin))\"", "NSRect: \(rect(begin))"))
    }
    if let isLocal = event.isLocal {
      entries.append(("UIKeyboardIsLocalUserInfoKey", isLocal ? "1" : "0", isLocal ? "1" : "0"))
    }
    return entries
  }

  static func objectiveC(_ event: KeyboardEvent) -> String {
    let name = event.kind.map { "name = \($0.notificationName); " } ?? ""
    let body = entries(event).sorted { $0.0 < $1.0 }.map { "    \($0.0) = \($0.1);" }
    return (["NSConcreteNotification 0x600000c5c0c0 {\(name)userInfo = {"] + body + ["}}"])
      .joined(separator: "\n")
  }

  static func swift(_ event: KeyboardEvent) -> String {
    let body = entries(event).map { "AnyHashable(\"\($0.0)\"): \($0.2)" }.joined(separator: ", ")
    guard let kind = event.kind else { return "[\(body)]" }
    return "name = \(kind.notificationName), object = nil, userInfo = Optional([\(body)])"
  }
}

@Suite("Decoding logged text: what the console prints reads back")
struct KeyboardLogParserRoundTripTests {
  /// An event built from random integers: frames in half points, any kind or none, curves 0–7.
  static func event(_ numbers: [Int]) -> KeyboardEvent {
    let kinds: [KeyboardEvent.Kind?] = KeyboardEvent.Kind.allCases + [nil]
    func rect(_ offset: Int) -> CGRect {
      CGRect(
        x: Double(numbers[offset] % 1400) / 2, y: Double(numbers[offset + 1] % 2800) / 2,
        width: Double(numbers[offset + 2] % 1400) / 2, height: Double(numbers[offset + 3] % 800) / 2
      )
    }
    return KeyboardEvent(
      kind: kinds[numbers[8] % kinds.count], beginFrame: numbers[9] % 3 == 0 ? nil : rect(4),
      endFrame: rect(0), duration: [0, 0.25, 0.4, 0.125][numbers[10] % 4],
      curve: KeyboardAnimationCurve(rawValue: numbers[11] % 8),
      isLocal: [true, false, nil][numbers[12] % 3], time: 0)
  }

  @Test("events printed as Objective-C descriptions and as Swift prints parse back equal")
  func roundTrip() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...100_000).array(of: 3...39)) { raw in
      let numbers = raw + Array(repeating: 0, count: 39 - raw.count)
      let events = stride(from: 0, to: 39, by: 13).map { Self.event(Array(numbers[$0..<$0 + 13])) }
      let objc = events.map(ConsolePrinter.objectiveC).joined(separator: "\n")
      let swift = events.map(ConsolePrinter.swift).joined(separator: "\n")
      for text in [objc, swift] {
        do {
          let parsed = try KeyboardLogParser().parse(text).events.map { event -> KeyboardEvent in
            var untimed = event
            untimed.time = 0
            return untimed
          }
          #expect(parsed == events, "\(text)")
        } catch {
          Issue.record("\(error) in\n\(text)")
        }
      }
    }
  }
}
