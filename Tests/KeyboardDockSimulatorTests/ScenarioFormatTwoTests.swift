import Foundation
import KeyboardDockCore
import PropertyBased
import Testing

@testable import KeyboardDockSimulator

/// Scenario format 2: timed steps that overlap, separate finger steps, new actions, named
/// devices; format 1 files read as before.
@Suite("Scenario format 2")
struct ScenarioFormatTwoTests {
  static func decode(_ text: String) throws -> Scenario {
    try Scenario(json: Data(text.utf8))
  }

  static func run(_ scenario: Scenario, on device: String) throws -> ScenarioRun.Outcome {
    try ScenarioRun(
      scenario: scenario, device: DeviceCatalogue.device(named: device)!, fps: 60,
      strategies: [TrackerStrategy.descriptor], recordsTrace: true
    ).run()
  }

  @Test("a format 1 file (no version) reads as before; \"at\" needs version 2")
  func formatOne() throws {
    let one = try Self.decode(
      #"{"name": "one", "steps": [{"action": "focus"}, {"action": "wait", "seconds": 1}]}"#)
    #expect(one.stepStarts.isEmpty && one.steps.count == 2)
    #expect(throws: ScenarioFileError.self) {
      _ = try Self.decode(#"{"name": "one", "steps": [{"action": "focus", "at": 1}]}"#)
    }
    let error = #"{"name": "one", "steps": [{"action": "focus", "at": 1}]}"#
    do {
      _ = try Self.decode(error)
    } catch {
      #expect("\(error)".contains("steps[0].at"))
    }
  }

  @Test("steps at absolute times overlap: a dismiss 0.1 s into the show")
  func timedSteps() throws {
    let scenario = try Self.decode(
      #"""
      {"version": 2, "name": "two", "steps": [
        {"action": "focus"}, {"action": "dismiss", "at": 0.1}, {"action": "wait", "seconds": 1}
      ]}
      """#)
    #expect(scenario.stepStarts == [1: 0.1])
    let trace = try #require(try Self.run(scenario, on: "iphone-x").trace)
    let hide = try #require(
      trace.notifications.first { $0.name == "UIKeyboardWillHideNotification" })
    #expect(abs(hide.time - (Scenario.startTime + 0.1)) < 1e-9)
    // The hide started from a keyboard still rising: it never reached its resting top.
    #expect(trace.frames.map(\.keyboard.minY).min()! > 476)
  }

  @Test("finger-down, finger-move and finger-up as separate steps drag and dismiss")
  func fingerSteps() throws {
    let scenario = try Self.decode(
      #"""
      {"version": 2, "name": "finger", "steps": [
        {"action": "focus"}, {"action": "wait", "seconds": 0.8},
        {"action": "finger-down", "y": -20, "relative-to": "keyboard-top"},
        {"action": "finger-move", "y": 150, "duration": 0.2},
        {"action": "predictive", "on": false, "at": 0.9},
        {"action": "finger-move", "y": 250, "duration": 0.1, "at": 1.0},
        {"action": "finger-up", "velocity": 900}, {"action": "wait", "seconds": 1}
      ]}
      """#)
    let outcome = try Self.run(scenario, on: "iphone-x")
    let trace = try #require(outcome.trace)
    #expect(trace.notifications.contains { $0.name == "UIKeyboardWillHideNotification" })
    #expect(trace.frames.last?.keyboard.minY == 812)
    #expect(outcome.results[0].maxVerticalError <= AcceptanceTests.bound)
  }

  @Test(
    "finger steps out of order fail naming the step",
    arguments: [
      (#"[{"action": "focus"}, {"action": "finger-move", "y": 10}]"#, 2, "no finger is down"),
      (#"[{"action": "focus"}, {"action": "finger-up"}]"#, 2, "no finger is down"),
      (
        #"[{"action": "focus"}, {"action": "finger-down", "y": 600}, {"action": "finger-down", "y": 600}, {"action": "finger-up"}]"#,
        3, "already down"
      ),
      (#"[{"action": "focus"}, {"action": "finger-down", "y": 600}]"#, 2, "still down"),
    ])
  func fingerErrors(steps: String, step: Int, reason: String) throws {
    let scenario = try Self.decode(#"{"version": 2, "name": "bad", "steps": "# + steps + "}")
    #expect {
      _ = try Self.run(scenario, on: "iphone-x")
    } throws: { error in
      guard case SimulationError.stepFailed(_, _, let failed, _, _, let why) = error else {
        return false
      }
      return failed == step && why.contains(reason)
    }
  }

  @Test("focus moves to a number-pad field: the strip goes away on iPhone, WillShow again")
  func secondField() throws {
    let scenario = try Self.decode(
      #"""
      {"version": 2, "name": "field", "steps": [
        {"action": "focus"}, {"action": "focus-field", "keyboard-type": "number-pad", "at": 0.8},
        {"action": "wait", "seconds": 1}
      ]}
      """#)
    let trace = try #require(try Self.run(scenario, on: "iphone-x").trace)
    let shows = trace.notifications.filter { $0.name == "UIKeyboardWillShowNotification" }
    #expect(shows.count == 2)
    #expect(trace.frames.last?.keyboard.height == 291)
  }

  @Test("a window step resizes the app: Split View 1/2 → 2/3 with the keyboard up")
  func windowStep() throws {
    let scenario = try Self.decode(
      #"""
      {"version": 2, "name": "resize", "devices": "pad", "orientation": "landscape",
       "window": {"kind": "split-view", "fraction": "1/2"},
       "steps": [
        {"action": "focus"},
        {"action": "window", "kind": "split-view", "fraction": "2/3", "at": 0.1},
        {"action": "wait", "seconds": 1}
      ]}
      """#)
    let outcome = try Self.run(scenario, on: "ipad")
    let trace = try #require(outcome.trace)
    #expect(trace.frames.first!.view.width < trace.frames.last!.view.width)
    #expect(outcome.results[0].maxVerticalError <= AcceptanceTests.bound)
  }

  @Test("180° turns: landscape-left ↔ right everywhere; upside down fails on iPhone by name")
  func turns() throws {
    let turn = try Self.decode(
      #"""
      {"version": 2, "name": "turn", "orientation": "landscape", "steps": [
        {"action": "focus"}, {"action": "rotate", "to": "landscape-left", "at": 0.8},
        {"action": "wait", "seconds": 0.5}
      ]}
      """#)
    #expect(try Self.run(turn, on: "iphone-x").results[0].maxVerticalError <= AcceptanceTests.bound)
    var upsideDown = turn
    upsideDown.orientation = .portrait
    upsideDown.steps[1] = .turn(to: .portraitUpsideDown, bursts: 1)
    #expect(upsideDown.applies(to: DeviceCatalogue.device(named: "iphone-x")!) == false)
    #expect(throws: ScenarioFileError.self) {
      _ = try Self.decode(
        #"{"version": 2, "name": "x", "steps": [{"action": "rotate", "to": "sideways"}]}"#)
    }
  }

  @Test("a scenario limited to named devices runs on those only; unknown names are refused")
  func namedDevices() throws {
    let scenario = try Self.decode(
      #"{"version": 2, "name": "named", "devices": ["iphone-se", "ipad"], "steps": [{"action": "focus"}]}"#
    )
    let chosen = DeviceCatalogue.all.filter(scenario.applies).map(\.id)
    #expect(chosen == ["iphone-se", "ipad"])
    do {
      _ = try Self.decode(
        #"{"version": 2, "name": "named", "devices": ["iphone-99"], "steps": [{"action": "focus"}]}"#
      )
      Issue.record("an unknown device name was accepted")
    } catch {
      #expect("\(error)".contains("devices[0]") && "\(error)".contains("iphone-se"))
    }
  }

  /// Blocks of steps that leave this app's keyboard shown, so that random scripts mostly run.
  static let blocks: [[ScenarioStep]] = [
    [.predictive(false), .wait(0.2), .predictive(true)],
    [.emoji(true), .wait(0.1), .emoji(false)],
    [.dismiss, .wait(0.15), .focus(keyboard: .system, duration: nil)],
    [
      .fingerDown(y: -20, fromKeyboardTop: true), .fingerMove(y: 120, duration: 0.2),
      .fingerUp(velocity: -300),
    ],
    [
      .fingerDown(y: -20, fromKeyboardTop: true), .fingerMove(y: 300, duration: 0.15),
      .fingerUp(velocity: nil), .wait(0.1), .focus(keyboard: .system, duration: nil),
    ],
    [.focusField(.numberPad), .wait(0.3), .focusField(.default)],
    [.focusField(.secure)], [.focusField(.emailAddress)],
    [.rotate(to: .landscape, bursts: 2), .wait(0.3), .rotate(to: .portrait, bursts: 1)],
    [.typeLines(3, interval: 0.1), .wait(0.2), .typeLines(1, interval: 0.1)],
    [.switchInputView(.panel(height: 280)), .wait(0.3), .switchInputView(.keyboard)],
    [.wait(0.05)], [.wait(0.4)],
  ]

  /// Random blocks at random overlapping times: every run either completes with finite figures,
  /// or fails naming a step of the script (blocks that overlap can ask for something the
  /// keyboard cannot do at that moment).
  ///
  /// The tracker's 0.5 pt bound is asserted on random scenarios by `TrackerBoundPropertyTests`;
  /// here only that every step happens or fails naming itself.
  @Test("random overlapping steps: each happens or the run fails naming it")
  func randomOverlapping() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...10_000).array(of: 2...10)
    ) { codes in
      let device = DeviceCatalogue.all[codes[0] % DeviceCatalogue.all.count]
      var steps: [ScenarioStep] = [.focus(keyboard: .system, duration: nil)]
      var starts: [Int: TimeInterval] = [:]
      for code in codes.dropFirst() {
        // A third of the blocks start at a time of their own, overlapping what runs then.
        if code % 3 == 0 { starts[steps.count] = Double(code % 300) / 100 }
        steps += Self.blocks[code % Self.blocks.count]
      }
      var scenario = Scenario(name: "random-overlap", summary: "", steps: steps + [.wait(0.5)])
      scenario.stepStarts = starts
      var run = ScenarioRun(
        scenario: scenario, device: device, fps: codes[0] % 4 < 2 ? 60 : 120,
        strategies: [TrackerStrategy.descriptor])
      run.eventOrder = codes[0] % 2 == 0 ? .kvoFirst : .notificationFirst
      do {
        let result = try run.run().results[0]
        #expect(
          result.maxVerticalError.isFinite && result.framesInError <= result.frames,
          "\(device.id) \(scenario.steps) \(scenario.stepStarts): \(result)")
      } catch SimulationError.stepFailed(_, _, let step, let action, _, let why) {
        #expect((1...scenario.steps.count).contains(step))
        #expect(scenario.steps[step - 1].action == action)
        #expect(!why.isEmpty)
      } catch {
        Issue.record("\(device.id) \(scenario.steps) \(scenario.stepStarts): \(error)")
      }
    }
  }

  /// A finger that goes down while the keyboard is still moving (here, shrinking back from the
  /// emoji keyboard on an iPhone SE), found by ``randomOverlapping()``.
  ///
  /// It was an 18.5 pt gap while the simulated iOS grabbed the keyboard by what the user sees
  /// (its presentation frame) and then jumped it to its model frame with no KVO value: an
  /// artefact of that rule, for which no source exists. UIKit hit-tests model frames
  /// (`UIView.hitTest(_:with:)`, fact `drag-grab`), so the finger grabs the keyboard by its model
  /// frame, and every move it makes is a KVO value the tracker follows. The presentation-frame
  /// rule is kept as the variant `grab-presentation-frame`.
  @Test("a finger catching a moving keyboard: the tracker stays within the bound")
  func fingerCatchesMovingKeyboard() throws {
    let steps: [ScenarioStep] = [
      .focus(keyboard: .system, duration: nil), .rotate(to: .landscape, bursts: 2), .wait(0.3),
      .rotate(to: .portrait, bursts: 1), .focusField(.secure), .emoji(true), .wait(0.1),
      .emoji(false), .fingerDown(y: -20, fromKeyboardTop: true),
      .fingerMove(y: 120, duration: 0.2), .fingerUp(velocity: -300), .wait(0.5),
    ]
    var scenario = Scenario(name: "finger-catches-moving-keyboard", summary: "", steps: steps)
    scenario.stepStarts = [1: 0.21]
    let device = try #require(DeviceCatalogue.all.first { $0.id == "iphone-se" })
    var run = ScenarioRun(
      scenario: scenario, device: device, fps: 60, strategies: [TrackerStrategy.descriptor])
    run.eventOrder = .kvoFirst
    let result = try run.run().results[0]
    #expect(result.frames > 60)
    #expect(result.maxVerticalError <= AcceptanceTests.bound)
  }

  /// An app may resign first responder at any moment: a dismiss while a third-party keyboard is
  /// still posting its WillShow burst hides it, and the rest of the burst is abandoned (it was
  /// refused, naming the focus step at 0.35 s instead of the dismiss at 0.2 s).
  @Test("dismissing a third-party keyboard mid-burst hides it; the burst is abandoned")
  func dismissDuringThirdPartyBurst() throws {
    let scenario = Scenario(
      name: "third-party-dismissed-mid-burst", summary: "",
      steps: [
        .focus(keyboard: .thirdParty, duration: nil), .wait(0.2), .dismiss, .wait(0.6),
        .focus(keyboard: .thirdParty, duration: nil), .wait(0.6),
      ])
    let device = try #require(DeviceCatalogue.all.first { $0.id == "iphone-15" })
    for profile in IOSProfile.all {
      var run = ScenarioRun(
        scenario: scenario, device: device, fps: 60, strategies: [TrackerStrategy.descriptor])
      run.profile = profile
      let result = try run.run().results[0]
      #expect(result.frames > 60)
      #expect(result.maxVerticalError <= AcceptanceTests.bound, "\(profile): \(result)")
    }
  }
}
