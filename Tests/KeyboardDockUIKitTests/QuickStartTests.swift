#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulatorApps
  import KeyboardDockUIKit
  import Testing
  import KeyboardDockTestFixtures

  @Suite("README UIKit quick start on the hosted UIKit")
  struct QuickStartTests {
    /// The bar rides the keyboard-or-safe-area line on every frame of the show.
    ///
    /// Within the tracker's own bound (0.5 pt): the dock moves it from the tracker's state on
    /// each display frame. Measured on the hosted UIKit (iPhone 15, iOS 18) at 60 and 120 fps.
    @Test(arguments: [60, 120])
    func barFollowsTheKeyboardOnEveryFrameOfTheShow(fps: Int) async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller, fps: fps)
        #expect(abs(app.barGap(controller)) < 0.5)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        let gaps = app.gaps(controller, from: 1, to: 2)
        #expect(gaps.count == fps)
        #expect(gaps.allSatisfy { abs($0) < 0.5 }, "largest gap \(gaps.map(abs).max() ?? 0) pt")
        #expect(app.keyboardTop < app.safeBottom - 100)
      }
    }

    /// A hide interrupted by a show, and that show by a hide: the bar stays on the line on every
    /// frame, through each reversal.
    @Test(arguments: [60, 120])
    func barFollowsAnInterruptedShowAndHide(fps: Int) async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller, fps: fps)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        var gaps = app.gaps(controller, from: 1, to: 1.15)
        app.system.perform(at: 1.15) { _ in _ = controller.field.resignFirstResponder() }
        gaps += app.gaps(controller, from: 1.15, to: 1.3)
        app.system.perform(at: 1.3) { _ in _ = controller.field.becomeFirstResponder() }
        gaps += app.gaps(controller, from: 1.3, to: 2.5)
        #expect(gaps.count == Int((1.5 * Double(fps)).rounded()))
        #expect(gaps.allSatisfy { abs($0) < 0.5 }, "largest gap \(gaps.map(abs).max() ?? 0) pt")
        #expect(app.keyboardTop < app.safeBottom - 100)
      }
    }

    /// On iOS 26.0 the dock follows a drag with and without its transcript's pan.
    ///
    /// KVO on the accessory's host is silent there; the pan (`panGestureRecognizer`, followed
    /// by `dock(_:insetting:)`) may be delivered or not: the keyboard layout guide moves during
    /// the drag, so the guide alone keeps the bar within 0.5 pt and its updates say the keyboard
    /// is dragged — this run cannot tell what the pan adds. Where the guide says nothing, the
    /// pan alone places the keyboard: `KeyboardTrackerFingerTests`.
    @Test(arguments: [true, false])
    func onIOS26TheBarFollowsADrag(panDelivered: Bool) async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller, profile: .ios26dot0)
        var phases: [KeyboardPhase] = []
        controller.dock?.onUpdate = { phases.append($0.state.phase) }
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        let rest = app.keyboardTop
        let before = phases.count
        var gaps: [CGFloat] = []
        for step in 0...12 {
          let time = 2 + Double(step) / 60
          let finger = CGPoint(x: 100, y: rest + CGFloat(step) * 15)
          try app.system.perform(at: time) { system in
            if panDelivered {
              system.pan(controller.transcript, step == 0 ? .began : .changed, at: finger)
            }
            try system.keyboardAction { keyboard, now in
              try keyboard.fingerMoved(to: finger.y, at: now)
            }
          }
          gaps.append(app.barGap(controller))
        }
        #expect(gaps.count == 13)
        #expect(app.keyboardTop > rest + 170)
        let largest = gaps.map(abs).max() ?? 0
        #expect(largest < 0.5, "largest gap \(largest) pt")
        let during = phases.dropFirst(before)
        #expect(during.count >= 12, "\(during.count) updates during the drag")
        #expect(during.allSatisfy { $0 == .interactivelyDragged }, "\(Array(during))")
      }
    }

    /// A drag down, then a release that hides the keyboard: on the line on every frame, the
    /// drag's and the return's.
    @Test func barFollowsADragAndItsRelease() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        let rest = app.keyboardTop
        var gaps: [CGFloat] = []
        for step in 1...12 {
          let time = 2 + Double(step) / 60
          try app.system.perform(at: time) { system in
            try system.keyboardAction { keyboard, now in
              try keyboard.fingerMoved(to: rest + CGFloat(step) * 15, at: now)
            }
          }
          gaps.append(app.barGap(controller))
        }
        try app.system.perform(at: 2.25) { system in
          try system.keyboardAction { keyboard, now in
            _ = keyboard.fingerLifted(velocity: 500, at: now)
          }
        }
        gaps += app.gaps(controller, from: 2.25, to: 3.25)
        #expect(gaps.count == 72)
        #expect(gaps.allSatisfy { abs($0) < 0.5 }, "largest gap \(gaps.map(abs).max() ?? 0) pt")
        #expect(abs(app.visibleFrame(controller.composer).maxY - app.safeBottom) < 0.5)
      }
    }

    /// A rotation with the keyboard up: the bar is on the line on every frame of the turn and
    /// rests on the landscape keyboard.
    @Test func barFollowsTheKeyboardThroughARotation() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        let portraitTop = app.keyboardTop
        try app.system.perform(at: 2) { system in try system.rotate(to: .landscape) }
        let gaps = app.gaps(controller, from: 2, to: 3)
        #expect(gaps.count == 60)
        #expect(gaps.allSatisfy { abs($0) < 0.5 }, "largest gap \(gaps.map(abs).max() ?? 0) pt")
        #expect(app.keyboardTop != portraitTop)
        #expect(abs(app.visibleFrame(controller.composer).maxY - app.keyboardTop) < 0.5)
      }
    }
  }

  extension HostedApp {
    /// The window's safe-area bottom, in screen points.
    var safeBottom: CGFloat { window.bounds.maxY - window.safeAreaInsets.bottom }

    /// How far the quick start's bar is above the keyboard-or-safe-area line now, in points
    /// (negative: below it).
    func barGap(_ controller: QuickStartViewController) -> CGFloat {
      min(keyboardTop, safeBottom) - visibleFrame(controller.composer).maxY
    }

    /// The bar's gap on each display frame after `start`, up to `end`, read at the display's
    /// own (quantized) frame times so that each frame's display links have fired.
    func gaps(_ controller: QuickStartViewController, from start: Double, to end: Double)
      -> [CGFloat]
    {
      let fps = Double(system.fps)
      let first = Int((start * fps).rounded(.down)) + 1
      let last = Int((end * fps).rounded())
      guard first <= last else { return [] }
      return (first...last).map { frame in
        system.advance(to: DisplayLink.quantized(Double(frame) * (1 / fps)))
        return barGap(controller)
      }
    }
  }
#endif
