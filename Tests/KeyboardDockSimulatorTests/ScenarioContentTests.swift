import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

@Suite("Scenario content: \"form\", \"transcript\" and focus-field \"field\"")
struct ScenarioContentTests {
  static func decode(_ text: String) throws -> Scenario {
    try Scenario(json: Data(text.utf8))
  }

  static let form = #"""
    {"version": 2, "name": "f", "devices": "phone",
     "form": {"fields": [{"id": "a", "frame": [16, 120, 343, 44]},
                         {"id": "b", "frame": [16, 700, 343, 44], "keyboard-type": "number-pad"}],
              "focused": "a", "bottom-offset": 12},
     "steps": [{"action": "focus"}, {"action": "focus-field", "field": "b", "at": 0.8},
               {"action": "dismiss", "at": 1.6}]}
    """#

  @Test("a form reads with its fields, focus and bottom offset, and round-trips")
  func formReads() throws {
    let scenario = try Self.decode(Self.form)
    guard case .form(let form) = scenario.content else {
      Issue.record("no form")
      return
    }
    #expect(form.fields.count == 2)
    #expect(form.fields[1].keyboardType == .numberPad)
    #expect(form.fields[1].frame == CGRect(x: 16, y: 700, width: 343, height: 44))
    #expect(form.focused == "a")
    #expect(form.bottomOffset == 12)
    #expect(scenario.steps[1] == .focusFormField("b"))
    #expect(try Scenario(json: scenario.jsonData()) == scenario)
  }

  @Test("a transcript reads with its defaults, and round-trips")
  func transcriptReads() throws {
    let scenario = try Self.decode(
      #"{"version": 2, "name": "t", "transcript": {"messages": 30, "inverted": true}, "#
        + #""steps": [{"action": "focus"}]}"#)
    #expect(
      scenario.content
        == .transcript(
          ScenarioContent.Transcript(
            messageCount: 30, heights: [44, 64, 88], isInverted: true, liftBehavior: .whenAtEnd)))
    #expect(try Scenario(json: scenario.jsonData()) == scenario)
  }

  @Test(
    "bad content names the field and what is valid",
    arguments: [
      (
        #""transcript": {"messages": 0}"#, "transcript.messages",
        "a number of messages from 1 to 10000"
      ),
      (#""transcript": {"messages": 5, "lift": "sometimes"}"#, "transcript.lift", "\"whenAtEnd\""),
      (#""transcript": {"messages": 5, "heights": []}"#, "transcript.heights", "non-empty"),
      (#""form": {"fields": []}"#, "form.fields", "a non-empty array of fields"),
      (
        #""form": {"fields": [{"id": "a", "frame": [0, 0, 0, 44]}]}"#, "form.fields[0].frame",
        "sizes above 0"
      ),
      (
        #""form": {"fields": [{"id": "a", "frame": [0, 0, 10, 44]}], "focused": "z"}"#,
        "form.focused", "one of the fields' ids (a)"
      ),
      (
        #""form": {"fields": [{"id": "a", "frame": [0, 0, 10, 44]}, {"id": "a", "frame": [0, 60, 10, 44]}]}"#,
        "form.fields[1].id", "no other field has"
      ),
      (
        #""form": {"fields": [{"id": "a", "frame": [0, 0, 10, 44]}]}, "transcript": {"messages": 5}"#,
        "transcript", "not both"
      ),
    ])
  func badContent(content: String, path: String, expected: String) {
    let text = #"{"version": 2, "name": "x", "# + content + #", "steps": [{"action": "focus"}]}"#
    do {
      _ = try Self.decode(text)
      Issue.record("accepted \(content)")
    } catch {
      #expect("\(error)".contains(path), "\(error)")
      #expect("\(error)".contains(expected), "\(error)")
    }
  }

  @Test("focus-field with a field needs a form that has it, and no keyboard-type")
  func focusFieldChecks() {
    let cases = [
      (
        #"{"version": 2, "name": "x", "steps": [{"action": "focus"}, {"action": "focus-field", "field": "a"}]}"#,
        "a \"form\" at the top"
      ),
      (Self.form.replacingOccurrences(of: #""field": "b""#, with: #""field": "c""#), "(a, b)"),
      (
        Self.form.replacingOccurrences(
          of: #""field": "b""#, with: #""field": "b", "keyboard-type": "secure""#),
        "no \"keyboard-type\" with \"field\""
      ),
    ]
    #expect(cases.count == 3)
    for (text, expected) in cases {
      do {
        _ = try Self.decode(text)
        Issue.record("accepted \(text)")
      } catch {
        #expect("\(error)".contains(expected), "\(error)")
      }
    }
  }

  @Test("a form file's focus hop runs, and the inset-only app hides the low field")
  func formRuns() throws {
    let scenario = try Self.decode(Self.form)
    let outcome = try ScenarioRun(
      scenario: scenario, device: try #require(DeviceCatalogue.device(named: "iphone-se")),
      fps: 60, strategies: [TrackerStrategy.descriptor]
    ).run()
    let result = try #require(outcome.results.first)
    #expect(result.content?.focusedFieldHiddenFrames == 0)
    #expect((result.insetOnlyContent?.focusedFieldHiddenFrames ?? 0) > 0)
    #expect(result.content?.lastMessageHiddenFrames == nil)
  }

  /// The form example shipped in `Examples/scenarios/`, as `kbdock simulate --scenario FILE`
  /// reads it.
  @Test("the example form file reads, round-trips and keeps its focused field visible")
  func exampleFile() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/scenarios/signup-form.json")
    let scenario = try Scenario(json: Data(contentsOf: url))
    #expect(scenario.name == "signup-form")
    #expect(try Scenario(json: scenario.jsonData()) == scenario)
    let results = try SimulationSuite(
      scenarios: [scenario], devices: DeviceCatalogue.all,
      strategies: [TrackerStrategy.descriptor], frameRates: [60]
    ).run().results
    // 2 named devices on every simulated iOS version.
    #expect(results.count == 2 * IOSProfile.all.count)
    for result in results {
      #expect(result.content?.focusedFieldHiddenFrames == 0, "\(result.device)")
      #expect((result.insetOnlyContent?.focusedFieldHiddenFrames ?? 0) > 0, "\(result.device)")
      #expect((result.content?.maxContentJump ?? 2) <= 1)
    }
  }
}
