#if os(Linux)
  import Foundation
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  @testable import KeyboardDockSimulatorApps
  import Testing
  import KeyboardDockTestFixtures

  /// `kbdock simulate --strategy dock` on the form and chat-transcript scenarios: the README
  /// quick start's dock with the shipping `FormScroller` (`scrollForm(_:bottomOffset:)`) or
  /// `KeyboardChatTranscript` (`dock(_:transcript:liftBehavior:isInverted:)`) in hosted apps,
  /// their content measured from the hosted views' presentation frames against the simulated
  /// iOS's bar on the true keyboard.
  ///
  /// Measured (`kbdock simulate --strategy dock` over the 16 scenarios, every device, iOS 18,
  /// 26.0 and 26.2, 60 and 120 Hz): the focused field and the newest message hidden in 0 frames,
  /// no content step (0.00 pt). Before the adapters were fixed here, a form stepped by up to
  /// 365 pt on focus hops and hides (FormScroller applied a run-loop turn's first update at
  /// once, leaving the keyboard's animated update nothing to animate), and every transcript
  /// opened at its oldest message (KeyboardChatTranscript undid the app's `scrollToNewest` made
  /// between two updates of a turn).
  @Suite("kbdock simulate's dock row on forms and chat transcripts")
  struct ShippingContentTests {
    static func run(
      _ name: String, device: String, profile: IOSProfile = .ios18, fps: Int = 60,
      strategy: ShippingStrategy = .dock
    ) async throws -> RunResult {
      let scenario = try #require(BuiltInContentScenarios.all.first { $0.name == name })
      let device = try #require(DeviceCatalogue.device(named: device))
      let run = ShippingRun(
        scenario: scenario, device: device, fps: fps, profile: profile, strategy: strategy)
      #expect(run.unsupportedReason == nil)
      return try await run.runOnMainQueue()
    }

    static let forms = [
      ("form-3-fields", "iphone-15"), ("form-12-fields-next", "iphone-15"),
      ("form-low-field-height-changes", "iphone-se"), ("form-focus-hop-during-show", "iphone-x"),
      ("form-focus-hop-during-drag", "iphone-15"), ("form-rotation", "iphone-15"),
      ("form-ipad-12-fields", "ipad-pro-12.9"),
    ]

    static let transcripts = [
      ("chat-long-transcript", "iphone-15"), ("chat-short-transcript", "iphone-x"),
      ("chat-inverted-drag-dismiss", "iphone-15"), ("chat-growing-composer", "iphone-15"),
      ("chat-emoji-panel", "iphone-15"),
      ("chat-rotation", "iphone-15"), ("chat-persistent-lift", "iphone-15"),
      ("chat-always-lift-inverted", "iphone-x"), ("chat-ipad-inverted", "ipad-pro-12.9"),
    ]

    @Test(arguments: forms)
    func theFocusedFieldStaysInViewWithoutAStep(scenario: String, device: String) async throws {
      let dock = try await Self.run(scenario, device: device)
      let content = try #require(dock.content)
      #expect(content.frames == dock.frames)
      #expect(dock.frames > 60)
      #expect(content.lastMessageHiddenFrames == nil)
      // Measured 0 on every device, version and frame rate.
      #expect(content.focusedFieldHiddenFrames == 0)
      // Measured 0.00 pt (231.59 pt in form-12-fields-next before FormScroller undid a turn's
      // at-once changes).
      #expect(content.maxContentJump < 0.01)
      // The form's inset, set inside the keyboard's animation, is judged where the keyboard comes
      // to rest: 0 frames off (up to 302 pt when the check read the frame alone).
      #expect(dock.framesInsetError == 0)
      // The bar itself stays on the keyboard, as in the other scenarios, also where a focus
      // hop's KVO value comes before its notification during a drag (the fact table's order,
      // iOS 18): the notification turns that value back into its model-frame jump.
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
    }

    @Test(arguments: transcripts)
    func theNewestMessageStaysAboveTheBarWithoutAStep(
      scenario: String, device: String
    ) async throws {
      let dock = try await Self.run(scenario, device: device)
      let content = try #require(dock.content)
      #expect(content.frames == dock.frames)
      #expect(dock.frames > 60)
      #expect(content.focusedFieldHiddenFrames == nil)
      // Measured 0 (every frame before KeyboardChatTranscript kept the app's scrollToNewest).
      #expect(content.lastMessageHiddenFrames == 0)
      #expect(content.maxContentJump < 0.01)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
      // The transcript's inset, set inside the keyboard's animation, is judged where the
      // keyboard comes to rest (`ShippingInsetCheckTests`): 0 frames off (every transcript was
      // 'inset off by up to 302 pt' when the check read the frame alone), except where the
      // persistent lift keeps the larger inset on purpose after the hide.
      if scenario == "chat-persistent-lift" {
        #expect(dock.framesInsetError > 0)
      } else {
        #expect(dock.framesInsetError == 0)
      }
    }

    @Test(arguments: [
      ("form-12-fields-next", IOSProfile.all[IOSProfile.all.count - 1], 120),
      ("form-focus-hop-during-drag", IOSProfile.all[IOSProfile.all.count - 1], 60),
      ("chat-always-lift-inverted", IOSProfile.all[IOSProfile.all.count - 1], 120),
      ("chat-long-transcript", IOSProfile.ios18, 120),
    ])
    func otherVersionsAndFrameRates(scenario: String, profile: IOSProfile, fps: Int) async throws {
      let dock = try await Self.run(scenario, device: "iphone-15", profile: profile, fps: fps)
      let content = try #require(dock.content)
      #expect(content.frames == dock.frames)
      #expect((content.focusedFieldHiddenFrames ?? 0) == 0)
      #expect((content.lastMessageHiddenFrames ?? 0) == 0)
      #expect(content.maxContentJump < 0.01)
    }

    /// The same apps without their content adapters (the form only inset by the dock, the
    /// transcript left where it was): the focused field and the newest message hide behind the
    /// keyboard and the bar, so the metrics see what the content adapters do.
    @Test func withoutTheContentAdaptersTheContentHides() async throws {
      let form = try await Self.run(
        "form-12-fields-next", device: "iphone-15", strategy: .dockWithoutContentAdapters)
      let formHidden = try #require(form.content?.focusedFieldHiddenFrames)
      // Measured 132 of 445 frames: each low field stays under the keyboard once focused.
      #expect(form.frames == 445)
      #expect(formHidden > 125 && formHidden < 140)
      let chat = try await Self.run(
        "chat-long-transcript", device: "iphone-15", strategy: .dockWithoutContentAdapters)
      let chatHidden = try #require(chat.content?.lastMessageHiddenFrames)
      // Measured: every frame, the newest message under the bar even before the keyboard shows.
      #expect(chat.frames > 60)
      #expect(chatHidden == chat.frames)
      let inverted = try await Self.run(
        "chat-inverted-drag-dismiss", device: "iphone-15", strategy: .dockWithoutContentAdapters)
      let invertedHidden = try #require(inverted.content?.lastMessageHiddenFrames)
      #expect(inverted.frames > 60)
      #expect(invertedHidden == inverted.frames)
    }

    @Test func rowsWithoutKeyboardDockSayWhyTheyRunNoContent() throws {
      let scenario = try #require(BuiltInContentScenarios.all.first)
      let device = try #require(DeviceCatalogue.device(named: "iphone-15"))
      let others = ShippingStrategy.all.filter { $0.name != ShippingStrategy.dock.name }
      #expect(others.count == 4)
      for strategy in others {
        let run = ShippingRun(scenario: scenario, device: device, fps: 60, strategy: strategy)
        let reason = try #require(run.unsupportedReason)
        #expect(reason.contains("has no KeyboardDock"))
        #expect(reason.hasSuffix("which the dock row runs"))
      }
      // The dock row runs every form and transcript scenario, the growing composer's included.
      #expect(BuiltInContentScenarios.all.count == 16)
      for content in BuiltInContentScenarios.all {
        let run = ShippingRun(scenario: content, device: device, fps: 60, strategy: .dock)
        #expect(run.unsupportedReason == nil, "\(content.name)")
      }
    }
  }
#endif
