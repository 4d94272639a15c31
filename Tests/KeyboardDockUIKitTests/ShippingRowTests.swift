#if os(Linux)
  import Foundation
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  import KeyboardDockSimulatorApps
  import Testing
  import KeyboardDockTestFixtures

  /// `kbdock simulate --strategy dock`: the README quick start, built from the shipping
  /// KeyboardDockUIKit, on the hosted UIKit, measured with the simulator's metrics.
  ///
  /// Measured (the figures `kbdock simulate --strategy dock` prints): the dock, which moves its
  /// bar on every display frame from the tracker, keeps it within 0.36 pt of the keyboard (the
  /// bound below is the tracker's 0.5 pt). `KeyboardAnimator` and `RealizedLayout`, which animate
  /// the bar from the bottom safe area while the keyboard starts at the screen's bottom, lead it
  /// by about 30 pt early in a show and in a hide.
  @Suite("kbdock simulate's shipping-code rows on the hosted UIKit")
  struct ShippingRowTests {
    static func run(
      _ name: String, device: String = "iphone-15", profile: IOSProfile = .ios18,
      fps: Int = 60, strategy: ShippingStrategy = .dock
    ) async throws -> RunResult {
      let scenario = try #require(BuiltInScenarios.scenario(named: name))
      let device = try #require(DeviceCatalogue.device(named: device))
      let run = ShippingRun(
        scenario: scenario, device: device, fps: fps, profile: profile, strategy: strategy)
      #expect(run.unsupportedReason == nil)
      return try await run.runOnMainQueue()
    }

    /// The ideal tracker's row for the same run, for its frame count and figures.
    static func tracker(
      _ name: String, device: String = "iphone-15", profile: IOSProfile = .ios18, fps: Int = 60
    ) throws -> RunResult {
      let scenario = try #require(BuiltInScenarios.scenario(named: name))
      let device = try #require(DeviceCatalogue.device(named: device))
      var run = ScenarioRun(
        scenario: scenario, device: device, fps: fps, strategies: [TrackerStrategy.descriptor])
      run.profile = profile
      let results = try run.run().results
      #expect(results.count == 1)
      return try #require(results.first)
    }

    @Test(arguments: [60, 120])
    func quickStartStaysOnTheKeyboard(fps: Int) async throws {
      let dock = try await Self.run("show-hide", fps: fps)
      let ideal = try Self.tracker("show-hide", fps: fps)
      // The same frames as the simulator's own run of the scenario.
      #expect(dock.frames == ideal.frames)
      #expect(dock.frames > fps)
      #expect(dock.strategy == "dock")
      // The dock moves its bar on every display frame from the tracker: on the keyboard within
      // the tracker's 0.5 pt bound (it led by about 30 pt while it animated once per update).
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
      #expect(abs(dock.maxBarWidthExcess) < 0.01)
      #expect(dock.framesBarOffScreen == 0)
      // The scroll view's inset follows the bar on every frame, also while the keyboard is
      // lower than the bottom safe area the bar rests on (it was up to 34 pt short there).
      #expect(dock.maxContentInsetError < 0.5)
      #expect(dock.framesLastRowHidden == 0)
      #expect(ideal.framesInError == 0)
    }

    @Test(arguments: [
      ("hide-during-show", "iphone-15", IOSProfile.ios18),
      ("show-hide-rapid", "iphone-x", IOSProfile.ios18),
      ("show-hide-landscape", "ipad-pro-12.9", IOSProfile.ios18),
      ("show-hide", "iphone-15", IOSProfile.all[IOSProfile.all.count - 1]),
      // The hosted system's rotations, drags, windows, tab bars, second fields, iPad keyboard
      // modes and third-party keyboards, as `kbdock simulate --strategy dock --ios 18` runs them.
      ("rotate-during-show", "iphone-15", IOSProfile.ios18),
      ("interactive-dismissal-cancelled", "iphone-x", IOSProfile.ios18),
      ("flick-during-show", "iphone-15", IOSProfile.ios18),
      ("stage-manager-window", "ipad-pro-12.9", IOSProfile.ios18),
      ("tab-bar", "iphone-x", IOSProfile.ios18),
      ("second-field-number-pad", "iphone-15", IOSProfile.ios18),
      ("ipad-undock-float-drag-dock", "ipad-air", IOSProfile.ios18),
      ("third-party-keyboard", "iphone-15", IOSProfile.ios18),
      ("custom-input-view", "iphone-15", IOSProfile.ios18),
      // Another app's keyboard once switched the dock to the layout guide, whose new probe's
      // first value read as a full-screen keyboard (551 pt off).
      ("split-view-other-app-keyboard", "ipad-pro-12.9", IOSProfile.ios18),
      // iOS 26: the keyboard layout guide's probe reports from inside the layout pass UIKit
      // animates with the keyboard; the bar moved there joined that animation (13.80 pt after a
      // cancelled drag, 3.57 pt after a rotation during a drag, 1.64 pt after the AutoFill
      // strip's retarget) until the dock held its moves to the turn's end.
      ("interactive-dismissal-cancelled", "ipad-pro-12.9", IOSProfile.ios26dot2),
      ("rotate-during-drag", "ipad", IOSProfile.ios26dot0),
      ("autofill-bar-during-show", "iphone-15", IOSProfile.ios26dot0),
    ])
    func otherScenariosDevicesAndVersions(
      scenario: String, device: String, profile: IOSProfile
    ) async throws {
      let dock = try await Self.run(scenario, device: device, profile: profile)
      let ideal = try Self.tracker(scenario, device: device, profile: profile)
      #expect(dock.frames == ideal.frames)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
      #expect(abs(dock.maxBarWidthExcess) < 0.01)
      #expect(dock.framesInError < dock.frames)
      #expect(dock.maxContentInsetError < 0.5)
    }

    /// `KeyboardAnimator` as documented moves the bar's constraint from the safe area along the
    /// keyboard's spring while the keyboard rises from the screen's bottom: it leads the keyboard
    /// by about the safe area (measured 29.90 pt at 60 fps, 30.36 pt at 120 fps on iPhone 15,
    /// iOS 18), where the dock, moved every frame, stays on it.
    @Test(arguments: [60, 120])
    func animatorLeadsTheKeyboardWhereTheDockDoesNot(fps: Int) async throws {
      let animator = try await Self.run("show-hide", fps: fps, strategy: .notifications)
      let dock = try await Self.run("show-hide", fps: fps)
      #expect(animator.strategy == "animator")
      #expect(animator.frames == dock.frames)
      #expect(animator.maxGap > 29 && animator.maxGap < 31)
      #expect(dock.maxGap < 0.5)
      #expect(animator.maxOverlap < 0.5)
      #expect(abs(animator.maxBarWidthExcess) < 0.01)
      #expect(animator.framesInError > 0 && animator.framesInError < animator.frames * 2 / 3)
    }

    /// `RealizedLayout` on the hosted `UIKeyboardLayoutGuide` (iOS 18): the guide rests on the
    /// safe area and animates with the keyboard, so the bar leads it as the animator's does.
    @Test(arguments: [60, 120])
    func realizedGuideLeadsTheKeyboard(fps: Int) async throws {
      let guide = try await Self.run("show-hide", fps: fps, strategy: .layoutGuide)
      let dock = try await Self.run("show-hide", fps: fps)
      #expect(guide.strategy == "realized-guide")
      #expect(guide.frames == dock.frames)
      #expect(guide.maxGap > 29 && guide.maxGap < 31)
      #expect(guide.maxOverlap < 0.5)
      #expect(abs(guide.maxBarWidthExcess) < 0.01)
      #expect(guide.framesInError > 0 && guide.framesInError < guide.frames * 2 / 3)
    }

    /// The input-bar host's bar is its text input's input accessory view: a toolbar accessory
    /// would replace it, so the row names why it does not run the toolbar scenario.
    @Test func aScenarioAnAppCannotShowIsNamed() async throws {
      let scenario = try #require(
        BuiltInScenarios.scenario(named: "interactive-dismissal-input-accessory"))
      let device = try #require(DeviceCatalogue.device(named: "iphone-15"))
      let run = ShippingRun(scenario: scenario, device: device, fps: 60, strategy: .inputBarHost)
      #expect(
        run.unsupportedReason
          == "its bar is the text input's inputAccessoryView, and a responder shows one input "
          + "accessory view (a toolbar would replace the bar)")
      for strategy in [ShippingStrategy.dock, .notifications, .layoutGuide, .easeInOut] {
        let other = ShippingRun(scenario: scenario, device: device, fps: 60, strategy: strategy)
        #expect(other.unsupportedReason == nil, "\(strategy.name)")
      }
      try await onMainQueue {
        #expect(throws: ShippingRunError.self) { _ = try run.run() }
      }
    }
  }
#endif
