import Foundation
import KeyboardDockCore
import Testing

/// The library example of docs/modules.md (moved from the README), run as written, so the page
/// cannot drift from the API.
@Suite("docs/modules.md library example")
struct ReadmeExampleTests {
  @Test("a third-party keyboard's burst settles at 259 pt, docked")
  func libraryExample() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let path = examples.appendingPathComponent("Examples/logs/third-party-keyboard-objc.log").path

    // README: begin
    let log = try KeyboardLogParser().parse(String(contentsOfFile: path, encoding: .utf8))
    let tracker = try KeyboardTracker(screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667))
    for entry in log.entries where entry.event.time < 1 { tracker.receive(entry.event) }

    let chat = ViewPlacement.fullScreen(CGSize(width: 375, height: 667))
    let covered = tracker.coveredHeight(of: chat, at: 1.0)  // 259
    let mode = tracker.state(at: 1.0).mode  // docked
    // README: end

    #expect(Double(covered) == 259)
    #expect(mode == .docked)
  }

  @Test("docs/modules.md shows the example exactly as this test runs it")
  func readmeMatchesTest() throws {
    let tests = URL(fileURLWithPath: #filePath)
    let root = tests.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("docs/modules.md"), encoding: .utf8)
    let source = try String(contentsOf: tests, encoding: .utf8)
    let begin = try #require(source.range(of: "    // README: begin\n"))
    let end = try #require(source.range(of: "    // README: end\n"))
    let snippet = source[begin.upperBound..<end.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { $0.dropFirst(4) }.joined(separator: "\n")
    #expect(readme.contains("import KeyboardDockCore\n\n" + snippet + "```"))
  }
}
