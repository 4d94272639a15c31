#if os(Linux)
  import Foundation
  import KeyboardDockComposer
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulatorApps
  @testable import KeyboardDockUIKit
  import Testing
  import KeyboardDockTestFixtures

  @Suite("KeyboardDock on the hosted UIKit")
  struct KeyboardDockTests {
    @Test func followsADragFrameByFrameThroughTheAccessoryHost() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        let dock = try #require(controller.dock)
        var updates: [KeyboardDockUpdate] = []
        dock.onUpdate = { updates.append($0) }
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        #expect(dock.frameSource == .accessorySuperview)
        let accessory = try #require(dock.accessoryView as? PseudoAccessoryView)
        #expect(accessory.isAttachedToKeyboard)
        #expect(controller.field.inputAccessoryView === accessory)
        let rest = app.keyboardTop
        for (index, finger) in stride(from: rest + 20, through: rest + 200, by: 20).enumerated() {
          try app.system.perform(at: 2 + Double(index) / 60) { system in
            try system.keyboardAction { keyboard, time in
              try keyboard.fingerMoved(to: finger, at: time)
            }
          }
          // The bar follows the finger in the same frame: no animation during a drag.
          #expect(abs(app.visibleFrame(controller.composer).maxY - app.keyboardTop) < 0.5)
        }
        #expect(updates.count >= 10)
        #expect(updates.contains { !$0.isAnimated })
        // Released in the lower half: the keyboard hides and the bar goes back to the safe area.
        try app.system.perform(at: 2.5) { system in
          try system.keyboardAction { keyboard, time in
            _ = keyboard.fingerLifted(velocity: 500, at: time)
          }
        }
        app.system.advance(to: 4)
        let safeBottom = app.window.bounds.maxY - app.window.safeAreaInsets.bottom
        #expect(abs(app.visibleFrame(controller.composer).maxY - safeBottom) < 0.5)
      }
    }

    @Test func installingOnTheFirstResponderReloadsItsInputViews() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        let app = HostedApp(controller)
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
        controller.view.addSubview(field)
        app.system.perform(at: 1) { _ in _ = field.becomeFirstResponder() }
        app.system.advance(to: 2)
        // The dock comes after the keyboard: UIKit attaches the accessory only on reload.
        let dock = KeyboardDock(view: controller.view)
        dock.installAccessory(on: field)
        let accessory = try #require(dock.accessoryView as? PseudoAccessoryView)
        #expect(accessory.isAttachedToKeyboard)
        #expect(accessory.window === app.system.keyboardWindow)
      }
    }

    @Test func insetsTheTranscriptByWhatTheKeyboardAndBarCover() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        let covered = app.window.bounds.maxY - app.visibleFrame(controller.composer).minY
        let expected = covered - controller.transcript.safeAreaInsets.bottom
        #expect(abs(controller.transcript.contentInset.bottom - expected) < 0.5)
        #expect(
          controller.transcript.verticalScrollIndicatorInsets.bottom
            == controller.transcript.contentInset.bottom)
      }
    }

    @Test func usesTheLayoutGuideOnIOS26AndInstallsNoAccessory() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller, profile: .ios26dot2)
        let dock = try #require(controller.dock)
        #expect(dock.frameSource == .keyboardLayoutGuide)
        #expect(dock.accessoryView == nil)
        #expect(controller.field.inputAccessoryView == nil)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        #expect(abs(app.visibleFrame(controller.composer).maxY - app.keyboardTop) < 0.5)
      }
    }

    @Test func reportsANotificationThatDoesNotDecode() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        var rejections: [KeyboardEventError] = []
        controller.dock?.onRejection = { rejections.append($0) }
        app.system.perform(at: 1) { system in
          NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: system.screen,
            userInfo: ["UIKeyboardFrameEndUserInfoKey": "not a frame"])
        }
        #expect(rejections.count == 1)
      }
    }

    @Test func accessoryHeightIsValidatedAndTakenOffTheKeyboard() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        let dock = try #require(controller.dock)
        #expect(throws: ComposerError.self) { try dock.setAccessoryHeight(-1) }
        #expect(dock.accessoryHeight == 0)
        try dock.setAccessoryHeight(60)
        #expect(dock.accessoryHeight == 60)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        // The accessory is part of the keyboard's frame, but the bar sits on the keys.
        #expect(abs(app.visibleFrame(controller.composer).maxY - (app.keyboardTop + 60)) < 0.5)
      }
    }

    @Test func rotationIsFollowedThroughSetNeedsUpdate() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        try app.system.perform(at: 2) { system in try system.rotate(to: .landscape) }
        app.system.advance(to: 4)
        #expect(app.window.bounds.width > app.window.bounds.height)
        #expect(abs(app.visibleFrame(controller.composer).maxY - app.keyboardTop) < 0.5)
        #expect(abs(app.visibleFrame(controller.composer).width - app.window.bounds.width) < 0.5)
      }
    }

    @Test func splitViewResizingIsFollowedThroughSetNeedsUpdate() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller, device: "ipad-air", orientation: .landscape)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        app.system.advance(to: 2)
        let full = app.window.bounds.width
        app.system.perform(at: 2) { system in
          system.resizeAppWindow(to: AppWindow(.splitView(.half, .left)))
        }
        app.system.advance(to: 3)
        #expect(app.window.bounds.width < full)
        // The bar is as wide as the app, and still on the keyboard.
        #expect(abs(app.visibleFrame(controller.composer).width - app.window.bounds.width) < 0.5)
        #expect(abs(app.visibleFrame(controller.composer).maxY - app.keyboardTop) < 0.5)
      }
    }

    @Test func theControllerAndTheDockAreReleasedAndNothingFiresAfterwards() async throws {
      try await onMainQueue {
        weak var weakController: QuickStartViewController?
        weak var weakDock: KeyboardDock?
        weak var weakAccessory: UIView?
        var system: HostedIOS?
        var fired = 0
        do {
          let controller = QuickStartViewController()
          let app = HostedApp(controller)
          system = app.system
          controller.dock?.onUpdate = { _ in fired += 1 }
          app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
          app.system.advance(to: 2)
          app.system.perform(at: 2) { _ in _ = controller.field.resignFirstResponder() }
          app.system.advance(to: 3)
          weakController = controller
          weakDock = controller.dock
          weakAccessory = controller.dock?.accessoryView
          app.window.rootViewController = nil
        }
        #expect(weakController == nil)
        #expect(weakDock == nil)
        #expect(weakAccessory == nil)
        let before = fired
        let host = try #require(system)
        host.perform(at: 4) { system in
          NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: system.screen, userInfo: [:])
        }
        host.advance(to: 5)
        #expect(fired == before)
        #expect(host.displayLinkCount == 0)
      }
    }
  }
#endif
