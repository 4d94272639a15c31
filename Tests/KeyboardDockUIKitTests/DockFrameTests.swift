#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulatorApps
  @testable import KeyboardDockUIKit
  import Testing
  import KeyboardDockTestFixtures

  @Suite("KeyboardDock moves the bar frame by frame")
  struct DockFrameTests {
    /// A KVO value just before the notification of the same turn moves nothing visibly.
    ///
    /// The accessory host's KVO value of a hide arrives in the same run-loop turn just before
    /// the hide's notification: alone it reads as a drag to the bottom (an at-once move), which
    /// the notification then turns into the hide's animation. The bar ends that turn where the
    /// tracker places the keyboard (still up: nothing was drawn at the KVO value) and rides the
    /// keyboard on every frame of the hide, instead of jumping down and animating from there.
    @Test func aHostFrameJustBeforeTheNotificationOfTheSameTurnMovesNothingVisibly() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        let dock = try #require(controller.dock)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        let shownTop = app.keyboardTop
        let hidden = app.system.keyboard.presentationFrame(at: 2).offsetBy(
          dx: 0, dy: app.system.keyboard.screenBounds.maxY - shownTop)
        var updates: [KeyboardDockUpdate] = []
        dock.onUpdate = { updates.append($0) }
        app.system.perform(at: 2) { _ in
          // The host view's model frame is set first; its KVO (stamped with the turn's time, as
          // PseudoAccessoryView stamps it) fires before the notification.
          dock.frames.onHostFrame?(hidden, RunLoopTurnClock.main.now())
          _ = controller.field.resignFirstResponder()
        }
        // The KVO value alone was published as a drag to the bottom, at once.
        #expect(updates.first?.isAnimated == false)
        #expect(updates.first?.state.phase == .interactivelyDragged)
        // The turn ended with the keyboard not moved yet, and the bar placed on it as the next
        // display frame shows it.
        let topNow = app.system.keyboard.presentationFrame(at: app.system.now).minY
        #expect(abs(topNow - shownTop) < 0.5)
        #expect(abs(app.barGap(controller)) < 0.5)
        let gaps = app.gaps(controller, from: 2, to: 3)
        #expect(gaps.count == 60)
        #expect(gaps.allSatisfy { abs($0) < 0.5 }, "largest gap \(gaps.map(abs).max() ?? 0) pt")
        #expect(abs(app.visibleFrame(controller.composer).maxY - app.safeBottom) < 0.5)
      }
    }

    /// One link serves the bar and the motion handler, and none runs once the keyboard rests.
    @Test func oneDisplayLinkRunsWhileTheKeyboardMovesAndNoneAtRest() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        let dock = try #require(controller.dock)
        app.system.advance(to: 0.5)
        #expect(app.system.displayLinkCount == 0)
        var motions: [KeyboardMotion] = []
        dock.onKeyboardMotion = { motions.append($0) }
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        #expect(app.system.displayLinkCount == 1)
        app.system.advance(to: 1.2)
        #expect(app.system.displayLinkCount == 1)
        app.system.advance(to: 2)
        #expect(app.system.displayLinkCount == 0)
        #expect(motions.count > 10)
        #expect(motions.last?.phase == .end)
        // Without a handler, the bar alone starts the link for a move, and it stops at rest.
        dock.onKeyboardMotion = nil
        app.system.perform(at: 2) { _ in _ = controller.field.resignFirstResponder() }
        #expect(app.system.displayLinkCount == 1)
        app.system.advance(to: 3)
        #expect(app.system.displayLinkCount == 0)
        #expect(abs(app.barGap(controller)) < 0.5)
      }
    }

    /// A long drag keeps the tracker's records at the dock's limit instead of one more per
    /// frame for the app's lifetime.
    @Test func theTrackersRecordsStayWithinTheDocksLimit() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        let dock = try #require(controller.dock)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        let tracker = try #require(dock.tracker)
        #expect(tracker.recordLimit == KeyboardDock.trackerRecordLimit)
        #expect(KeyboardDock.trackerRecordLimit == 1_000)
        let rest = app.keyboardTop
        let frames = KeyboardDock.trackerRecordLimit + 200
        for step in 1...frames {
          try app.system.perform(at: 2 + Double(step) / 60) { system in
            try system.keyboardAction { keyboard, time in
              // Up and down by 10 to 40 pt: every frame moves the keyboard.
              try keyboard.fingerMoved(to: rest + 10 + CGFloat(step % 4) * 10, at: time)
            }
          }
        }
        #expect(tracker.records.count == KeyboardDock.trackerRecordLimit)
        #expect(abs(app.barGap(controller)) < 0.5)
      }
    }
  }
#endif
