#if os(Linux)
  import Foundation
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  import KeyboardDockSimulatorApps
  import Testing
  import KeyboardDockTestFixtures

  /// The dock's invisible accessory grown to a composer's height (`setAccessoryHeight(_:)`), at
  /// the two edges where it is not on top of the keys: another app's keyboard, and keys dragged
  /// below the screen's bottom; and a resize as the show's spring settles.
  ///
  /// Measured on iOS 18 (`kbdock simulate --strategy dock --ios 18`): before, the dock took this
  /// app's accessory off another app's keyboard in Split View, leaving the bar one composer
  /// height inside that keyboard (52.68 pt on `Examples/scenarios/split-view-composer.json`),
  /// and it stopped the dragged keys at the screen's bottom while they went on under the
  /// accessory, so their return after the lift led the keyboard (113 pt below, 70 pt in random
  /// scenarios that type lines before a drag). The bounds below are the tracker's 0.5 pt.
  @Suite("KeyboardDock's grown accessory at the keyboard's edges on the hosted UIKit")
  struct DockAccessoryEdgeTests {
    static func run(_ json: String, device: String, fps: Int = 60) async throws -> RunResult {
      let scenario = try Scenario(json: Data(json.utf8))
      let device = try #require(DeviceCatalogue.device(named: device))
      let run = ShippingRun(
        scenario: scenario, device: device, fps: fps, profile: .ios18, strategy: .dock)
      #expect(run.unsupportedReason == nil)
      return try await run.runOnMainQueue()
    }

    /// Another app's keyboard in Split View (`isLocal` false) carries nothing of this app: the
    /// dock takes no accessory height off its frames.
    @Test(arguments: [60, 120])
    func anotherAppsKeyboardCarriesNoAccessory(fps: Int) async throws {
      let json = """
        { "name": "split-view-other-app-under-a-composer", "summary": "another app's keyboard",
          "devices": ["ipad-pro-12.9"], "orientation": "landscape", "bar-lines": 2,
          "window": { "kind": "split-view", "fraction": "1/2", "side": "left", "tab-bar": false },
          "steps": [
            { "action": "focus", "keyboard": "other-app" }, { "action": "wait", "seconds": 0.8 },
            { "action": "dismiss" }, { "action": "wait", "seconds": 0.8 } ] }
        """
      let dock = try await Self.run(json, device: "ipad-pro-12.9", fps: fps)
      #expect(dock.frames > fps)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
      #expect(dock.maxContentInsetError < 0.5)
      #expect(dock.framesLastRowHidden == 0)
    }

    /// The finger holds the keyboard by the accessory's top, which reaches the screen's bottom:
    /// the keys go on below it, and the return after an upward lift starts from there.
    @Test(arguments: [60, 120])
    func keysDraggedBelowTheScreenReturnFromThere(fps: Int) async throws {
      let json = """
        { "name": "composer-drag-below-screen", "summary": "dragged to the bottom, let go upward",
          "devices": ["iphone-x"],
          "steps": [
            { "action": "focus" }, { "action": "wait", "seconds": 0.8 },
            { "action": "type-lines", "lines": 3, "interval": 0.1 },
            { "action": "wait", "seconds": 0.6 },
            { "action": "finger-down", "y": 10, "relative-to": "keyboard-top" },
            { "action": "finger-move", "y": 420, "duration": 0.4 },
            { "action": "finger-up", "velocity": -300 }, { "action": "wait", "seconds": 1 } ] }
        """
      let dock = try await Self.run(json, device: "iphone-x", fps: fps)
      #expect(dock.frames > fps * 3)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
      #expect(dock.maxContentInsetError < 0.5)
    }

    /// A line typed as the show's spring settles leaves the show running.
    ///
    /// The line resizes the accessory: iOS posts its WillChangeFrame + WillShow with duration 0
    /// and their dids at once, which the dock's tracker sees as a repeat of the keys' target.
    /// Those dids once ended the show within its settling threshold, the bar jumping to the end
    /// while the keys still rose (0.74 pt at 60 Hz, 0.84 pt at 120 Hz here; 0.93 pt on a random
    /// scenario typing lines during a show).
    @Test(arguments: [60, 120])
    func lineTypedAsTheShowSettlesLeavesTheShowRunning(fps: Int) async throws {
      let json = """
        { "name": "composer-grows-as-show-ends", "summary": "a line typed as the spring settles",
          "devices": ["iphone-15"],
          "steps": [
            { "action": "focus" }, { "action": "wait", "seconds": 0.45 },
            { "action": "type-lines", "lines": 2 }, { "action": "wait", "seconds": 0.8 } ] }
        """
      let dock = try await Self.run(json, device: "iphone-15", fps: fps)
      #expect(dock.frames > fps)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
      #expect(dock.maxContentInsetError < 0.5)
    }
  }
#endif
