import Foundation
import Testing

/// README's claim for the code users ship: `kbdock simulate --strategy dock` (the UIKit quick
/// start's `KeyboardDock`, with `FormScroller` and `KeyboardChatTranscript` in the form and chat
/// scenarios, on the hosted UIKit) keeps the bar within 0.5 pt of the keyboard at every frame of
/// every built-in scenario, on every device and iOS version, at 60 and 120 Hz.
@Suite("kbdock simulate --strategy dock: the shipping dock within 0.5 pt everywhere")
struct DockBoundTests {
  @Test("every built-in scenario, device, iOS version and frame rate: gap and overlap ≤ 0.5 pt")
  func dockStaysOnTheKeyboard() throws {
    let run = try Kbdock.built().run([
      "simulate", "--strategy", "dock", "--fps", "60", "--fps", "120", "--json", "--no-report",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let results = try #require(object["results"] as? [[String: Any]])
    // Every built-in scenario runs on the dock row (none refused): 74 scenarios on 3 versions.
    let scenarios = Set(results.compactMap { $0["scenario"] as? String })
    #expect(scenarios.count == 74, "\(scenarios.sorted())")
    #expect(Set(results.compactMap { $0["ios"] as? String }) == ["18", "26.0", "26.2"])
    #expect(Set(results.compactMap { $0["fps"] as? Int }) == [60, 120])
    #expect(results.count > 3_000)
    let over = results.filter {
      ($0["maxGap"] as? Double ?? .infinity) > 0.5
        || ($0["maxOverlap"] as? Double ?? .infinity) > 0.5
    }
    #expect(over.isEmpty, "\(over.prefix(5))")
  }
}
