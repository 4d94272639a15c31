import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The built-in scenarios with a form or a chat transcript above the bar: the content metrics'
/// cases (``ContentFigures``).
///
/// Forms start with a visible field focused (a user taps what they see) and move focus with
/// `focus-field`, as a form's previous / next buttons do; transcripts start at their newest
/// message.
public enum BuiltInContentScenarios {
  /// Every built-in content scenario, in report order.
  public static let all: [Scenario] = forms + transcripts

  /// The form scenarios.
  static let forms: [Scenario] = [
    form(
      "form-3-fields", "a 3-field form: focus, next, next, dismiss",
      .stacked(3),
      [
        (0, focus), (0.8, .focusFormField("field-2")), (1.6, .focusFormField("field-3")),
        (2.4, .dismiss), (nil, .wait(1)),
      ]),
    form(
      "form-12-fields-next",
      "a 12-field form of text, e-mail and number fields: next through every field",
      .stacked(12, types: [.default, .emailAddress, .numberPad]),
      nextThroughTwelve),
    form(
      "form-low-field-height-changes",
      "the lowest visible field is focused; the predictive strip goes off and on",
      .stacked(6, spacing: 80, types: [.default]).focusing("field-6"),
      [
        (0, focus), (0.8, .predictive(false)), (1.6, .predictive(true)), (2.4, .dismiss),
        (nil, .wait(1)),
      ]),
    form(
      "form-focus-hop-during-show",
      "focus moves from the first field to the ninth 0.1 s into the keyboard's show",
      .stacked(10),
      [(0, focus), (0.1, .focusFormField("field-9")), (1.2, .dismiss), (nil, .wait(1))]),
    form(
      "form-focus-hop-during-drag",
      "focus moves to the eighth field while a finger drags the keyboard down",
      .stacked(10),
      [
        (0, focus), (0.8, .fingerDown(y: -30, fromKeyboardTop: true)),
        (nil, .fingerMove(y: 80, duration: 0.2)), (0.95, .focusFormField("field-8")),
        (1.0, .fingerMove(y: 120, duration: 0.1)), (nil, .fingerUp(velocity: -300)),
        (nil, .wait(1)), (nil, .dismiss), (nil, .wait(1)),
      ]),
    form(
      "form-rotation", "an 8-field form rotates to landscape and back with a low field focused",
      .stacked(8).focusing("field-4"),
      [
        (0, focus), (0.8, .focusFormField("field-8")), (1.6, .rotate(to: .landscape, bursts: 2)),
        (2.4, .rotate(to: .portrait, bursts: 1)), (3.2, .dismiss), (nil, .wait(1)),
      ]),
    form(
      "form-ipad-12-fields", "a 12-field form on iPad: next to the tenth field and the last",
      .stacked(12, spacing: 90, width: 600),
      [
        (0, focus), (0.8, .focusFormField("field-10")), (1.6, .focusFormField("field-12")),
        (2.4, .dismiss), (nil, .wait(1)),
      ], devices: .pad),
  ]

  /// The transcript scenarios.
  static let transcripts: [Scenario] = [
    transcript(
      "chat-long-transcript",
      "200 messages at their newest: show, predictive off and on, an interactive drag let go",
      ScenarioContent.Transcript(messageCount: 200),
      [
        (0, focus), (0.8, .predictive(false)), (1.4, .predictive(true)),
        (2.0, .fingerDown(y: -30, fromKeyboardTop: true)),
        (nil, .fingerMove(y: 120, duration: 0.25)), (nil, .fingerUp(velocity: -300)),
        (nil, .wait(1)), (nil, .dismiss), (nil, .wait(1)),
      ]),
    transcript(
      "chat-short-transcript", "4 messages, shorter than the screen: show and hide",
      ScenarioContent.Transcript(messageCount: 4),
      [(0, focus), (0.8, .dismiss), (nil, .wait(1))]),
    transcript(
      "chat-inverted-drag-dismiss",
      "an inverted 200-message transcript: show, then an interactive dismissal to the end",
      ScenarioContent.Transcript(messageCount: 200, isInverted: true),
      [
        (0, focus), (0.8, .fingerDown(y: -30, fromKeyboardTop: true)),
        (nil, .fingerMove(y: 250, duration: 0.4)), (nil, .fingerUp(velocity: 600)),
        (nil, .wait(1)),
      ]),
    transcript(
      "chat-growing-composer",
      "the composer grows to 4 lines and shrinks back after sending, keyboard up",
      ScenarioContent.Transcript(messageCount: 80),
      [
        (0, focus), (0.8, .typeLines(4, interval: 0.25)), (2.0, .typeLines(1, interval: 0.1)),
        (2.6, .dismiss), (nil, .wait(1)),
      ]),
    transcript(
      "chat-emoji-panel",
      "a custom emoji panel replaces the keyboard at its height and back, then the emoji keyboard",
      ScenarioContent.Transcript(messageCount: 80, isInverted: true),
      [
        (0, focus), (0.8, .switchInputView(.panel(height: nil))),
        (1.4, .switchInputView(.keyboard)), (2.0, .emoji(true)), (2.6, .emoji(false)),
        (3.2, .dismiss), (nil, .wait(1)),
      ], predictive: false),
    transcript(
      "chat-rotation", "a transcript at its newest rotates to landscape and back, keyboard up",
      ScenarioContent.Transcript(messageCount: 120),
      [
        (0, focus), (0.8, .rotate(to: .landscape, bursts: 2)),
        (1.6, .rotate(to: .portrait, bursts: 1)), (2.4, .dismiss), (nil, .wait(1)),
      ]),
    transcript(
      "chat-persistent-lift",
      "lift behaviour persistent: the transcript lifts with the keyboard and stays up after it hides",
      ScenarioContent.Transcript(messageCount: 100, liftBehavior: .persistent),
      [(0, focus), (0.8, .predictive(false)), (1.6, .dismiss), (nil, .wait(1))]),
    transcript(
      "chat-always-lift-inverted",
      "lift behaviour always on an inverted transcript: height changes, a drag let go, hide",
      ScenarioContent.Transcript(messageCount: 100, isInverted: true, liftBehavior: .always),
      [
        (0, focus), (0.8, .predictive(false)), (1.4, .fingerDown(y: -30, fromKeyboardTop: true)),
        (nil, .fingerMove(y: 90, duration: 0.2)), (nil, .fingerUp(velocity: -200)),
        (nil, .wait(1)), (nil, .dismiss), (nil, .wait(1)),
      ]),
    transcript(
      "chat-ipad-inverted", "an inverted transcript on iPad: show, drag let go, hide",
      ScenarioContent.Transcript(messageCount: 150, isInverted: true),
      [
        (0, focus), (0.8, .fingerDown(y: -30, fromKeyboardTop: true)),
        (nil, .fingerMove(y: 100, duration: 0.2)), (nil, .fingerUp(velocity: -200)),
        (nil, .wait(1)), (nil, .dismiss), (nil, .wait(1)),
      ], devices: .pad),
  ]

  /// Focus, then `focus-field` to fields 2 to 12 every 0.5 s, then dismiss.
  private static var nextThroughTwelve: [(TimeInterval?, ScenarioStep)] {
    var steps: [(TimeInterval?, ScenarioStep)] = [(0, focus)]
    for index in 2...12 {
      let at: TimeInterval = 0.3 + Double(index - 2) * 0.5
      steps.append((at, .focusFormField("field-\(index)")))
    }
    steps.append((6.0, .dismiss))
    steps.append((nil, .wait(1)))
    return steps
  }

  /// Focus on the system keyboard with the usual duration.
  private static let focus = ScenarioStep.focus(keyboard: .system, duration: nil)

  private static func form(
    _ name: String, _ summary: String, _ form: ScenarioContent.Form,
    _ steps: [(TimeInterval?, ScenarioStep)], devices: Scenario.DeviceFilter = .phone
  ) -> Scenario {
    var scenario = timed(name, summary, steps, devices: devices, predictive: true)
    scenario.content = .form(form)
    return scenario
  }

  private static func transcript(
    _ name: String, _ summary: String, _ transcript: ScenarioContent.Transcript,
    _ steps: [(TimeInterval?, ScenarioStep)], devices: Scenario.DeviceFilter = .all,
    predictive: Bool = true
  ) -> Scenario {
    var scenario = timed(name, summary, steps, devices: devices, predictive: predictive)
    scenario.content = .transcript(transcript)
    return scenario
  }

  private static func timed(
    _ name: String, _ summary: String, _ steps: [(TimeInterval?, ScenarioStep)],
    devices: Scenario.DeviceFilter, predictive: Bool
  ) -> Scenario {
    var scenario = Scenario(
      name: name, summary: summary, devices: devices, isPredictiveOn: predictive,
      steps: steps.map(\.1))
    for (index, step) in steps.enumerated() {
      if let at = step.0 { scenario.stepStarts[index] = at }
    }
    return scenario
  }
}

extension ScenarioContent.Form {
  /// The same form with `id` focused by the `focus` step.
  func focusing(_ id: String) -> Self {
    var form = self
    form.focused = id
    return form
  }
}
