#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  @testable import KeyboardDockSimulatorApps
  import Testing
  import KeyboardDockTestFixtures

  /// The dock row's transcript and form apps with the bar a scenario asks for: a composer that
  /// grows with its text (`chat-growing-composer`), or a toolbar the text inputs carry as
  /// `inputAccessoryView`.
  ///
  /// The transcript app does what README and the example app's `ChatViewController` do when the
  /// composer changes height: `setNeedsUpdate()`, `barDidChangeHeight(_:)` with the composer's
  /// transition, and `setAccessoryHeight(_:)` with the laid-out composer's height. Measured
  /// (`kbdock simulate --strategy dock --scenario chat-growing-composer --fps 60 --fps 120`, every
  /// device, iOS 18, 26.0 and 26.2): the newest message hidden in 0 frames, no content step
  /// (0.00 pt), the bar within 0.41 pt of the keys. Without `barDidChangeHeight(_:)` the message
  /// stays where it was while the composer grows over it: hidden in 275 of 2651 frames at 60 Hz
  /// on iOS 18, and a 58.55 pt step when the next dock update moves it.
  @Suite("The dock row's content apps with a growing composer or a toolbar")
  struct ContentAppBarTests {
    @Test(arguments: [
      (IOSProfile.ios18, 60), (IOSProfile.ios18, 120),
      (IOSProfile.all[IOSProfile.all.count - 1], 60),
    ])
    func chatGrowingComposerRuns(profile: IOSProfile, fps: Int) async throws {
      let dock = try await ShippingContentTests.run(
        "chat-growing-composer", device: "iphone-15", profile: profile, fps: fps)
      let content = try #require(dock.content)
      #expect(dock.frames > 3 * fps)
      #expect(content.frames == dock.frames)
      #expect(content.lastMessageHiddenFrames == 0)
      #expect(content.maxContentJump < 0.01)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
    }

    /// Frame by frame while the composer grows to four lines and shrinks back after sending: the
    /// newest message's bottom stays on the composer's top as the display shows both, and the
    /// dock's invisible accessory is as tall as the composer once laid out.
    @Test func theNewestMessageRidesTheGrowingComposer() async throws {
      try await onMainQueue {
        let controller = TranscriptAppViewController(
          transcript: ScenarioContent.Transcript(messageCount: 80),
          bar: ShippingAppBar(lines: 1, grows: true, toolbarHeight: 0))
        let app = HostedApp(controller, device: "iphone-15")
        app.system.perform(at: 0) { _ in controller.focus() }
        app.system.advance(to: 0.8)
        let message = try #require(controller.newestMessage)
        let oneLine = controller.composer.bounds.height
        #expect(oneLine > 40 && oneLine < 60)
        #expect(controller.dock?.accessoryHeight == oneLine)
        var gaps: [CGFloat] = []
        @MainActor func follow(until end: TimeInterval) {
          while app.system.now < end - 1e-9 {
            app.system.advance(to: app.system.now + 1.0 / 60)
            gaps.append(app.visibleFrame(controller.composer).minY - app.visibleFrame(message).maxY)
          }
        }
        app.system.perform(at: 0.8) { _ in try? controller.typeLines(4) }
        follow(until: 1.6)
        let fourLines = controller.composer.bounds.height
        #expect(fourLines > oneLine + 55)
        #expect(controller.dock?.accessoryHeight == fourLines)
        app.system.perform(at: 1.6) { _ in try? controller.typeLines(1) }
        follow(until: 2.4)
        #expect(controller.composer.bounds.height == oneLine)
        #expect(controller.dock?.accessoryHeight == oneLine)
        // 96 frames, the message on the composer's top in each (measured: within 0.01 pt).
        #expect(gaps.count == 96)
        #expect(gaps.allSatisfy { abs($0) < 0.25 }, "\(gaps.map { String(format: "%.2f", $0) })")
        #expect(controller.setupError == nil)
      }
    }

    /// The growing composer over an inverted transcript and with the other lift behaviours: the
    /// newest message rides the composer the same way (`barDidChangeHeight(_:)` re-applies the
    /// last update on the flipped top inset).
    @Test(arguments: [
      (true, ChatLiftBehavior.whenAtEnd), (true, .always), (false, .persistent), (false, .never),
    ])
    func growingComposerOverOtherTranscripts(
      isInverted: Bool, liftBehavior: ChatLiftBehavior
    ) async throws {
      var scenario = try #require(
        BuiltInContentScenarios.all.first { $0.name == "chat-growing-composer" })
      scenario.content = .transcript(
        ScenarioContent.Transcript(
          messageCount: 80, isInverted: isInverted, liftBehavior: liftBehavior))
      let device = try #require(DeviceCatalogue.device(named: "iphone-15"))
      let run = ShippingRun(scenario: scenario, device: device, fps: 60, strategy: .dock)
      let dock = try await run.runOnMainQueue()
      let content = try #require(dock.content)
      #expect(dock.frames > 180)
      #expect(content.frames == dock.frames)
      #expect((content.lastMessageHiddenFrames ?? 0) == 0)
      #expect(content.maxContentJump < 0.01)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
    }

    /// A toolbar the text inputs carry is part of the keyboard's top: the dock, on the keyboard
    /// layout guide (a responder has one `inputAccessoryView`, so no invisible accessory), puts
    /// the bar on it, in the form app (every field carries the toolbar) and the transcript app.
    @Test func aToolbarIsPartOfTheKeyboardsTopInBothApps() async throws {
      let form = try #require(
        BuiltInContentScenarios.all.first { $0.name == "form-3-fields" }?.content)
      guard case .form(let model) = form else {
        Issue.record("form-3-fields has no form")
        return
      }
      try await onMainQueue {
        let toolbar = ShippingAppBar(lines: 1, grows: false, toolbarHeight: 44)
        let apps: [any ContentShippingApp] = [
          FormAppViewController(form: model, bar: toolbar),
          TranscriptAppViewController(
            transcript: ScenarioContent.Transcript(messageCount: 80), bar: toolbar),
        ]
        #expect(apps.count == 2)
        for controller in apps {
          let app = HostedApp(controller, device: "iphone-15")
          app.system.perform(at: 0) { _ in controller.focus() }
          app.system.advance(to: 0.8)
          let responder = try #require(app.system.firstResponder)
          #expect(responder.inputAccessoryView?.bounds.height == 44)
          #expect(app.system.keyboard.accessoryToolbarHeight == 44)
          #expect(app.system.visibleAccessoryHeight(excluding: controller.bar) == 44)
          let top = app.system.keyboard.modelFrame.minY
          #expect(abs(app.visibleFrame(controller.bar).maxY - top) < 0.01)
          #expect(controller.setupError == nil)
          app.window.isHidden = true
        }
      }
    }

    /// A scenario file may give a form or transcript a growing composer or a toolbar; the apps
    /// show it (the runner refused such scenarios before), and the bar stays on the keys.
    @Test(arguments: [
      ("form-3-fields", 3, 0), ("form-3-fields", 1, 44), ("chat-long-transcript", 3, 0),
      ("chat-long-transcript", 1, 44),
    ])
    func contentScenariosTakeTheScenariosBar(
      scenario name: String, lines: Int, toolbar: CGFloat
    ) async throws {
      var scenario = try #require(BuiltInContentScenarios.all.first { $0.name == name })
      scenario.barLines = lines
      scenario.inputAccessoryHeight = toolbar
      let device = try #require(DeviceCatalogue.device(named: "iphone-15"))
      let run = ShippingRun(scenario: scenario, device: device, fps: 60, strategy: .dock)
      #expect(run.bar == ShippingAppBar(lines: lines, grows: lines > 1, toolbarHeight: toolbar))
      #expect(run.unsupportedReason == nil)
      let dock = try await run.runOnMainQueue()
      let content = try #require(dock.content)
      #expect(dock.frames > 60)
      #expect(content.frames == dock.frames)
      #expect((content.focusedFieldHiddenFrames ?? 0) == 0)
      #expect((content.lastMessageHiddenFrames ?? 0) == 0)
      #expect(content.maxContentJump < 0.01)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
    }
  }
#endif
