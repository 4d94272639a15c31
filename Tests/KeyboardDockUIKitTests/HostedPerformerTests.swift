#if os(Linux)
  import Foundation
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  import KeyboardDockSimulatorApps
  import Testing
  import KeyboardDockTestFixtures

  /// The shipping rows perform what the ideal rows perform: a step the user can do on iOS at
  /// its moment runs on the hosted app, and a step nobody can do is refused by both runners with
  /// the same words (the scenario's shared check, `ScenarioActionGate`).
  @Suite("The hosted performer agrees with the ideal runner on what is possible")
  struct HostedPerformerTests {
    static func scenario(_ name: String, steps: String) throws -> Scenario {
      let text = """
        {"version": 2, "name": "\(name)", "devices": ["iphone-15"],
         "steps": [\(steps)]}
        """
      return try Scenario(json: Data(text.utf8))
    }

    /// The ideal tracker's run of `scenario` on the iPhone 15.
    static func ideal(_ scenario: Scenario) throws -> RunResult {
      let device = try #require(DeviceCatalogue.device(named: "iphone-15"))
      var run = ScenarioRun(
        scenario: scenario, device: device, fps: 60, strategies: [TrackerStrategy.descriptor])
      run.profile = .ios18
      let results = try run.run().results
      #expect(results.count == 1)
      return try #require(results.first)
    }

    /// The shipping row's run of `scenario` on the iPhone 15.
    static func hosted(_ scenario: Scenario, strategy: ShippingStrategy) async throws
      -> RunResult
    {
      let device = try #require(DeviceCatalogue.device(named: "iphone-15"))
      let run = ShippingRun(
        scenario: scenario, device: device, fps: 60, profile: .ios18, strategy: strategy)
      #expect(run.unsupportedReason == nil)
      return try await run.runOnMainQueue()
    }

    /// Steps the hosted system used to refuse run on every shipping row.
    ///
    /// The keyboard dragged off the screen, then the field tapped again and dismissed: the
    /// hosted field used to stay first responder after the drag, so the tap showed nothing and
    /// the dismiss was refused ("the keyboard is not shown"). A completed swipe back, then a
    /// tap, is the same: the screen's field resigned with its keyboard.
    @Test(arguments: [
      """
      {"action": "focus", "at": 0.1},
      {"action": "finger-down", "at": 0.8, "y": 20, "relative-to": "keyboard-top"},
      {"action": "finger-move", "y": 400, "duration": 0.2},
      {"action": "finger-up", "velocity": 1500},
      {"action": "focus", "at": 1.6},
      {"action": "dismiss", "at": 2.3}
      """,
      """
      {"action": "focus", "at": 0.1},
      {"action": "swipe-back", "at": 0.8, "outcome": "completed", "duration": 0.4},
      {"action": "focus", "at": 1.6},
      {"action": "dismiss", "at": 2.3}
      """,
      """
      {"action": "focus", "at": 0.1},
      {"action": "focus-field", "at": 0.6, "keyboard-type": "default"},
      {"action": "emoji", "at": 0.9, "on": true},
      {"action": "focus-field", "at": 1.3, "keyboard-type": "secure"},
      {"action": "dictation", "at": 1.7, "on": true}
      """,
    ])
    func aStepTheKeyboardCanTakeRunsOnEveryShippingRow(steps: String) async throws {
      let scenario = try Self.scenario("performer-runs", steps: steps)
      let ideal = try Self.ideal(scenario)
      #expect(ShippingStrategy.all.count == 5)
      for strategy in ShippingStrategy.all {
        let shipping = try await Self.hosted(scenario, strategy: strategy)
        // The whole scenario ran: at least the ideal row's display frames (the input-bar host's
        // bar comes back at the bottom of the screen after the last dismiss, so its keyboard
        // settles later).
        #expect(shipping.frames >= ideal.frames, "\(strategy.name)")
        #expect(shipping.frames > 60, "\(strategy.name)")
      }
    }

    /// `focus-field` moves the focus from the field being edited; with no keyboard shown there
    /// is none, and both runners say so at the same step, in the same words.
    @Test func aFocusMoveWithoutAShownKeyboardIsRefusedByBothRunners() async throws {
      let scenario = try Self.scenario(
        "performer-refuses",
        steps: """
          {"action": "focus", "at": 0.1},
          {"action": "dismiss", "at": 0.6},
          {"action": "focus-field", "at": 1.2, "keyboard-type": "number-pad"}
          """)
      let reason = "this app's keyboard is not shown; focus a field with \"focus\" first"
      do {
        _ = try Self.ideal(scenario)
        Issue.record("the ideal runner ran a focus-field step with no keyboard shown")
      } catch SimulationError.stepFailed(_, _, let step, let action, _, let why) {
        #expect(step == 3)
        #expect(action == "focus-field")
        #expect(why.contains(reason))
      }
      do {
        _ = try await Self.hosted(scenario, strategy: .dock)
        Issue.record("the dock row ran a focus-field step with no keyboard shown")
      } catch SimulationError.stepFailed(_, _, let step, let action, _, let why) {
        #expect(step == 3)
        #expect(action == "focus-field")
        #expect(why.contains(reason))
      }
    }

    /// The input-bar host's field is in its bar, the input accessory: after a second field took
    /// the focus and resigned, the bar is off the screen until that keyboard has gone down and
    /// the host takes the first responder back, so a tap on the field then is refused, named
    /// (the ideal runner, which has no such app, runs it).
    @Test func aTapOnABarThatIsOffTheScreenIsRefusedByTheInputBarHost() async throws {
      let scenario = try Self.scenario(
        "performer-bar-gone",
        steps: """
          {"action": "focus", "at": 0.2},
          {"action": "focus-field", "at": 0.6, "keyboard-type": "secure"},
          {"action": "dismiss", "at": 0.8},
          {"action": "focus", "at": 0.95},
          {"action": "dismiss", "at": 1.5}
          """)
      _ = try Self.ideal(scenario)
      do {
        _ = try await Self.hosted(scenario, strategy: .inputBarHost)
        Issue.record("the input-bar host tapped a field that is off the screen")
      } catch SimulationError.stepFailed(_, _, let step, let action, _, let why) {
        #expect(step == 4)
        #expect(action == "focus")
        #expect(why.contains("InputBarHostView takes the first responder back at keyboardDidHide"))
      }
      // Once the keyboard has gone down, the bar is back and the same tap runs.
      let later = try Self.scenario(
        "performer-bar-back",
        steps: """
          {"action": "focus", "at": 0.2},
          {"action": "focus-field", "at": 0.6, "keyboard-type": "secure"},
          {"action": "dismiss", "at": 0.8},
          {"action": "focus", "at": 1.8},
          {"action": "dismiss", "at": 2.3}
          """)
      let ideal = try Self.ideal(later)
      let shipping = try await Self.hosted(later, strategy: .inputBarHost)
      #expect(shipping.frames >= ideal.frames)
    }
  }
#endif
