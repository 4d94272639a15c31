#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  import KeyboardDockSimulatorApps
  import KeyboardDockUIKit
  import Testing
  import KeyboardDockTestFixtures

  @Suite("KeyboardDock.onKeyboardMotion on the hosted UIKit")
  struct KeyboardMotionTests {
    @Test func anAnimatedShowIsReportedFrameByFrame() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        let dock = try #require(controller.dock)
        var motions: [KeyboardMotion] = []
        dock.onKeyboardMotion = { motions.append($0) }
        #expect(dock.onKeyboardMotion != nil)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 1.1)
        // Mid-animation: the dock's display link runs.
        #expect(app.system.displayLinkCount >= 1)
        app.system.advance(to: 2)
        #expect(motions.count >= 10)
        let first = try #require(motions.first)
        let last = try #require(motions.last)
        #expect(first.phase == .start)
        #expect(last.phase == .end)
        #expect(motions.dropFirst().dropLast().allSatisfy { $0.phase == .move })
        #expect(first.progress < 0.2)
        #expect(first.duration > 0)
        #expect(last.progress == 1)
        let covered = app.window.bounds.maxY - app.keyboardTop
        #expect(abs(last.height - covered) < 0.5)
        #expect(abs(first.target - covered) < 0.5)
        for (earlier, later) in zip(motions, motions.dropFirst()) {
          #expect(later.progress >= earlier.progress - 1e-9)
          // One report per display frame at 60 Hz.
          let frames = (later.time - earlier.time) * 60
          #expect(frames > 0.5 && abs(frames - frames.rounded()) < 1e-3)
        }
        // The keyboard rests: no display link runs and nothing more is reported.
        #expect(app.system.displayLinkCount == 0)
        let reported = motions.count
        app.system.advance(to: 3)
        #expect(motions.count == reported)
      }
    }

    /// The bar follows an additive remainder that brings the hidden keyboard back up.
    ///
    /// A show retargeted to the number pad, then hidden without animation (the app goes to the
    /// background): UIKit's additive animations leave the first spring pushing the keyboard
    /// below the screen, then the later one brings its top back above the bottom edge of the
    /// iPhone SE, which has no bottom safe area. The bar's display link stopped when the keyboard
    /// first covered 0 pt, and the bar stayed on the bottom edge while the keys came up under it
    /// (0.52 pt at 60 and 120 Hz here; trimmed from a random scenario).
    @Test(arguments: [60, 120])
    func theBarFollowsAnAdditiveRemainderBackAboveTheBottom(fps: Int) async throws {
      let json = """
        { "version": 2, "name": "hide-while-a-retargeted-show-runs", "summary": "additive",
          "devices": ["iphone-se"],
          "steps": [
            { "action": "focus", "at": 0.087 }, { "action": "dismiss", "at": 0.48 },
            { "action": "focus", "at": 0.56 }, { "action": "dismiss", "at": 0.669 },
            { "action": "focus", "at": 0.766 },
            { "action": "focus-field", "at": 0.875, "keyboard-type": "number-pad" },
            { "action": "background", "at": 0.901 }, { "action": "foreground", "at": 1.067 },
            { "action": "wait", "seconds": 0.0, "at": 2.0 } ] }
        """
      let scenario = try Scenario(json: Data(json.utf8))
      let device = try #require(DeviceCatalogue.device(named: "iphone-se"))
      let run = ShippingRun(
        scenario: scenario, device: device, fps: fps, profile: .ios18, strategy: .dock)
      #expect(run.unsupportedReason == nil)
      let dock = try await run.runOnMainQueue()
      #expect(dock.frames > fps)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
      #expect(dock.maxContentInsetError < 0.5)
    }

    @Test func aRemovedHandlerIsNotCalled() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        let dock = try #require(controller.dock)
        var motions: [KeyboardMotion] = []
        dock.onKeyboardMotion = { motions.append($0) }
        dock.onKeyboardMotion = nil
        #expect(dock.onKeyboardMotion == nil)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 1.1)
        // The docked bar's own link runs while the keyboard moves (the dock moves its bar every
        // display frame); the removed handler is not called, and the link stops at rest.
        #expect(app.system.displayLinkCount == 1)
        app.system.advance(to: 2)
        #expect(motions.isEmpty)
        #expect(app.system.displayLinkCount == 0)
        // A handler removed mid-move stops its display link at once.
        dock.onKeyboardMotion = { motions.append($0) }
        app.system.perform(at: 2) { _ in _ = controller.field.resignFirstResponder() }
        app.system.advance(to: 2.1)
        #expect(app.system.displayLinkCount >= 1)
        #expect(!motions.isEmpty)
        dock.onKeyboardMotion = nil
        // The handler is gone; the bar's link goes on until the keyboard rests.
        let reported = motions.count
        app.system.advance(to: 2.2)
        #expect(motions.count == reported)
        app.system.advance(to: 3)
        #expect(motions.count == reported)
      }
    }
  }
#endif
