#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulatorApps
  @testable import KeyboardDockUIKit
  import Testing
  import KeyboardDockTestFixtures

  /// A bar move the dock is asked for inside the keyboard's animated layout pass is made when
  /// the run-loop turn ends, not animated along with the keyboard.
  @Suite("KeyboardDock moves its bar outside the keyboard's animated layout pass")
  struct DockLayoutPassTests {
    /// On iOS 26 the bar rides the keyboard's return after a cancelled drag.
    ///
    /// The keyboard layout guide's probe reports the return from inside the layout pass UIKit
    /// animates with it. The bar's constraint, changed there, was applied by that pass with the
    /// return's animation: the bar eased from the finger's height while the keyboard returned
    /// (12.06 pt below the keyboard's top at the first frame of this return on iPhone 15). It is
    /// on the keyboard at every frame of the return, whether the bar's own `layoutIfNeeded()`
    /// inside `performWithoutAnimation(_:)` lays out at once or is taken up by the animated pass
    /// (`HostedIOS.nestedLayoutWithoutAnimationRunsAtOnce`: how UIKit nests layout passes is not
    /// published; the dock's hold is what keeps the bar right under the second reading).
    @Test(
      arguments: [IOSProfile.ios26dot0, IOSProfile.ios26dot2], [true, false])
    func theBarRidesTheKeyboardsReturnAfterACancelledDrag(
      profile: IOSProfile, nestedLayoutRunsAtOnce: Bool
    ) async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller, profile: profile)
        app.system.nestedLayoutWithoutAnimationRunsAtOnce = nestedLayoutRunsAtOnce
        let dock = try #require(controller.dock)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        #expect(dock.frameSource == .keyboardLayoutGuide)
        let rest = app.keyboardTop
        var gaps: [CGFloat] = []
        for step in 0...6 {
          // On the display's own (quantized) frame times, so each frame's link has fired.
          let time = DisplayLink.quantized(2 + Double(step) / 60)
          let finger = CGPoint(x: 100, y: rest + CGFloat(step) * 12)
          try app.system.perform(at: time) { system in
            system.pan(controller.transcript, step == 0 ? .began : .changed, at: finger)
            try system.keyboardAction { keyboard, now in
              try keyboard.fingerMoved(to: finger.y, at: now)
            }
          }
          gaps.append(app.barGap(controller))
        }
        let released = app.keyboardTop
        #expect(released > rest + 70)
        // The finger lifts in the keyboard's upper half, moving up: the keyboard returns.
        var dismissed = true
        let release = DisplayLink.quantized(2 + 7.0 / 60)
        try app.system.perform(at: release) { system in
          system.pan(controller.transcript, .ended, at: CGPoint(x: 100, y: released))
          try system.keyboardAction { keyboard, now in
            dismissed = keyboard.fingerLifted(velocity: -250, at: now)
          }
        }
        #expect(!dismissed)
        // The return is under way at the first frame shown after the release.
        #expect(app.keyboardTop < released - 5)
        gaps.append(app.barGap(controller))
        gaps += app.gaps(controller, from: release, to: 2.6)
        #expect(gaps.count == 37)
        #expect(abs(app.keyboardTop - rest) < 0.01)
        let largest = gaps.map(abs).max() ?? 0
        #expect(largest < 0.5, "largest gap \(largest) pt")
      }
    }

    /// `UIView.inheritedAnimationDuration`, which the dock reads to know it is inside an
    /// animation block: the block's duration inside `animate`, 0 outside one and inside
    /// `performWithoutAnimation` ("This method only returns a non-zero value if called within a
    /// UIView animation block", Apple's documentation of `inheritedAnimationDuration`).
    @Test func theHostedUIKitReportsTheInheritedAnimationDuration() async throws {
      try await onMainQueue {
        let app = HostedApp(QuickStartViewController())
        var seen: [TimeInterval] = []
        app.system.perform(at: 1) { _ in
          seen.append(UIView.inheritedAnimationDuration)
          UIView.animate(withDuration: 0.3) {
            seen.append(UIView.inheritedAnimationDuration)
            UIView.performWithoutAnimation { seen.append(UIView.inheritedAnimationDuration) }
          }
        }
        #expect(seen == [0, 0.3, 0])
      }
    }
  }
#endif
