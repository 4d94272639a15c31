import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

/// Forms and chat transcripts, measured on the simulated iOS: the recommended setup keeps the
/// focused field and the newest message visible with no unexplained jump on every content
/// scenario, device, iOS profile and frame rate; the inset-only alternative does not.
@Suite("Content: forms and chat transcripts, frame by frame")
struct ContentAcceptanceTests {
  /// Every built-in content scenario on every device, profile and frame rate, `tracker` only
  /// (the row that carries the content figures).
  static let suite: SuiteResult? = try? SimulationSuite(
    scenarios: BuiltInContentScenarios.all, devices: DeviceCatalogue.all,
    strategies: [TrackerStrategy.descriptor], frameRates: SimulationSuite.supportedFrameRates
  ).run()

  @Test("at least 10 content scenarios: forms of 3 to 12 fields, transcripts, iPad, inverted")
  func scenarios() {
    let all = BuiltInContentScenarios.all
    #expect(all.count >= 10)
    let forms = all.compactMap { scenario -> ScenarioContent.Form? in
      if case .form(let form) = scenario.content { return form }
      return nil
    }
    let transcripts = all.compactMap { scenario -> ScenarioContent.Transcript? in
      if case .transcript(let transcript) = scenario.content { return transcript }
      return nil
    }
    #expect(forms.count + transcripts.count == all.count)
    #expect(forms.map(\.fields.count).min() == 3)
    #expect(forms.map(\.fields.count).max() == 12)
    #expect(transcripts.contains { $0.isInverted })
    #expect(transcripts.contains { $0.messageCount < 10 })
    #expect(all.contains { $0.devices == .pad })
    #expect(all.allSatisfy { BuiltInScenarios.scenario(named: $0.name) != nil })
  }

  @Test("recommended: focused field and newest message never hidden, jumps at most 1 pt")
  func recommendedKeepsContentVisible() throws {
    let suite = try #require(Self.suite)
    let measured = suite.results.compactMap { result in result.content.map { (result, $0) } }
    let runs = BuiltInContentScenarios.all.reduce(0) { total, scenario in
      total + DeviceCatalogue.all.filter(scenario.applies).count * IOSProfile.all.count * 2
    }
    #expect(runs > 300)
    #expect(measured.count == runs, "every run carries the content figures")
    for (result, figures) in measured {
      let run = "\(result.scenario) \(result.device) iOS \(result.ios) \(result.fps) Hz"
      #expect(figures.frames == result.frames, "\(run)")
      #expect((figures.focusedFieldHiddenFrames ?? 0) == 0, "\(run): \(figures)")
      #expect((figures.lastMessageHiddenFrames ?? 0) == 0, "\(run): \(figures)")
      #expect(figures.maxContentJump <= 1, "\(run): \(figures)")
      #expect(
        (figures.focusedFieldHiddenFrames == nil) != (figures.lastMessageHiddenFrames == nil),
        "\(run): a form or a transcript")
    }
  }

  @Test("inset only: the field or the newest message is hidden in the scenarios that move them")
  func insetOnlyFails() throws {
    let suite = try #require(Self.suite)
    var hidden: [String: Int] = [:]
    for result in suite.results {
      let figures = try #require(result.insetOnlyContent)
      hidden[result.scenario, default: 0] +=
        (figures.focusedFieldHiddenFrames ?? 0) + (figures.lastMessageHiddenFrames ?? 0)
    }
    #expect(hidden.count == BuiltInContentScenarios.all.count)
    // The short transcript and the form whose fields sit high never reach the keyboard.
    let untouched: Set = ["chat-short-transcript", "form-3-fields"]
    for (scenario, frames) in hidden {
      #expect((frames == 0) == untouched.contains(scenario), "\(scenario): \(frames) frames")
    }
  }

  @Test("the table and JSON carry the three metrics, the HTML report the section")
  func reports() throws {
    let suite = try #require(Self.suite)
    let table = ContentTable.render(suite.results)
    let lines = table.split(separator: "\n")
    #expect(lines.count == 1 + BuiltInContentScenarios.all.count * IOSProfile.all.count)
    #expect(lines.first?.hasPrefix("content, ideal rows (recommended | inset only)") == true)
    #expect(table.contains("chat-long-transcript"))
    let data = try JSONReport.render(suite, seconds: 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == suite.results.count)
    for result in results {
      for key in ["focusedFieldHiddenFrames", "lastMessageHiddenFrames", "maxContentJump"] {
        #expect(result.keys.contains(key), "\(key)")
      }
      #expect(result["insetOnly"] is [String: Any])
    }
    let html = HTMLReport.render(
      suite, scenarios: BuiltInContentScenarios.all, strategies: [TrackerStrategy.descriptor],
      seconds: 1)
    #expect(html.contains("<h2>Forms and chat transcripts: ideal re-implementations</h2>"))
    #expect(ContentTable.render([]) == "")
  }

  @Test("a run without content has null content metrics in JSON")
  func noContentIsNull() throws {
    let suite = try SimulationSuite(
      scenarios: [try #require(BuiltInScenarios.scenario(named: "show-hide"))],
      devices: [try #require(DeviceCatalogue.device(named: "iphone-15"))],
      strategies: [TrackerStrategy.descriptor], frameRates: [60]
    ).run()
    let data = try JSONReport.render(suite, seconds: 1)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == IOSProfile.all.count)
    for result in results {
      #expect(result["lastMessageHiddenFrames"] is NSNull)
      #expect(result["maxContentJump"] is NSNull)
      #expect(result["insetOnly"] is NSNull)
    }
  }
}
