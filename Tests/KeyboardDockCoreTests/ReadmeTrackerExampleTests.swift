import Foundation
import KeyboardDockCore
import Testing

/// The tracker example of docs/modules.md (moved from the README), run as written, and the
/// output the page says it prints.
@Suite("docs/modules.md tracker example")
struct ReadmeTrackerExampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// What the snippet prints, line by line (its `print` is this function).
  static func printedLines() throws -> [String] {
    var printed: [String] = []
    func print(_ item: Any) { printed.append("\(item)") }

    // README: begin
    let tracker = try KeyboardTracker(screenBounds: CGRect(x: 0, y: 0, width: 375, height: 812))
    let shown = CGRect(x: 0, y: 476, width: 375, height: 336)
    let hidden = CGRect(x: 0, y: 812, width: 375, height: 336)
    tracker.receive(
      KeyboardEvent(
        kind: .willShow, beginFrame: hidden, endFrame: shown, duration: 0.25, curve: .keyboard,
        time: 1))
    tracker.observeHostFrame(shown, at: 1)
    print(tracker.state(at: 1.08))
    tracker.receive(
      KeyboardEvent(
        kind: .didHide, beginFrame: shown, endFrame: hidden, duration: 0.25, curve: .keyboard,
        time: 1.2))
    let chat = ViewPlacement(
      windowFrame: CGRect(x: 0, y: 0, width: 375, height: 812),
      viewFrame: CGRect(x: 0, y: 0, width: 375, height: 729))  // above a tab bar
    print(tracker.coveredHeight(of: chat, at: 2))
    for record in tracker.records { print(record.reason) }
    // README: end

    return printed
  }

  @Test("docs/modules.md shows the snippet this test runs, and exactly what it prints")
  func readmeMatches() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("docs/modules.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let begin = try #require(source.range(of: "    // README: begin\n"))
    let end = try #require(source.range(of: "    // README: end\n"))
    let snippet = source[begin.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.dropFirst(4) }.joined(separator: "\n")
    #expect(readme.contains("```swift\n" + snippet + "```\n\nprints\n\n```\n"))
    let printed = try Self.printedLines().joined(separator: "\n")
    #expect(readme.contains("prints\n\n```\n" + printed + "\n```\n"), "\(printed)")
  }

  @Test("the example's tracker refuses the unannounced didHide and stays docked")
  func exampleBehaviour() throws {
    let lines = try Self.printedLines()
    #expect(lines.count == 5)
    #expect(lines[1] == "253.0")  // 729 − 476: the keyboard over a view above a tab bar
    #expect(lines.last?.hasPrefix("didHide refused: ") == true)
  }
}
