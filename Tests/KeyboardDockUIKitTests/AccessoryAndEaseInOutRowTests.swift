#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  @testable import KeyboardDockSimulatorApps
  import KeyboardDockUIKit
  import Testing

  /// `kbdock simulate --strategy input-bar-host` and `--strategy ease-in-out-app`: the input
  /// accessory view technique with the shipping `InputBarHostView`, and the common mistake of
  /// animating the bar with `.curveEaseInOut` over the notification's duration.
  @Suite("kbdock simulate's input-bar-host and ease-in-out-app rows on the hosted UIKit")
  struct AccessoryAndEaseInOutRowTests {
    /// The input-bar host frame by frame: at rest its bar sits on the bottom safe area with no
    /// keys (only the accessory shows for a first responder that is not text input), and
    /// during a show it rides the keys exactly; when the field resigns the bar goes down with
    /// the keys and comes back once the host takes the first responder again after
    /// keyboardDidHide.
    @Test(arguments: [60, 120])
    func inputBarHostRestsOnTheSafeAreaAndRidesTheKeys(fps: Int) async throws {
      try await onMainQueue {
        let controller = InputBarHostViewController()
        let app = HostedApp(controller, fps: fps)
        let screen = app.system.device.screenBounds(.portrait)
        let safeLine = screen.maxY - app.system.device.safeArea(.portrait).bottom
        let period = 1 / Double(fps)
        var time = 0.0
        /// The bar's bottom minus where it belongs: the keys' top (the keyboard's frame without
        /// the bar on it), or the safe area's line while the keys are below it.
        @MainActor func error() -> CGFloat {
          let keyboard = app.system.keyboard.presentationFrame(at: app.shownTime)
          let keysTop = keyboard.minY + app.system.keyboard.accessoryToolbarHeight
          return app.visibleFrame(controller.composer).maxY - min(keysTop, safeLine)
        }
        @MainActor func advance(seconds: Double) -> [CGFloat] {
          (0..<Int(seconds * Double(fps))).map { _ in
            time += period
            app.system.advance(to: time)
            return error()
          }
        }
        _ = advance(seconds: 0.6)
        // At rest: the host is first responder, only the accessory shows, above the home
        // indicator, the full width.
        let host = try #require(controller.view as? InputBarHostView)
        #expect(host.isFirstResponder)
        #expect(abs(app.visibleFrame(controller.composer).maxY - safeLine) < 0.5)
        #expect(abs(app.visibleFrame(controller.composer).width - screen.width) < 0.01)
        #expect(app.system.keyboard.accessoryToolbarHeight == 50 + (screen.maxY - safeLine))
        // A show: the field in the bar edits, the bar stays on the keys at every frame.
        app.system.perform(at: time) { _ in controller.focus() }
        let show = advance(seconds: 0.6)
        #expect(show.count == Int(0.6 * Double(fps)))
        #expect(show.allSatisfy { abs($0) < 0.5 })
        #expect(controller.field.isFirstResponder)
        #expect(app.visibleFrame(controller.composer).maxY < safeLine - 200)
        // The field resigns: the bar goes down with the keys below the safe area (84 pt: the
        // bar and the home indicator), then comes back to rest on the safe area.
        app.system.perform(at: time) { system in _ = system.firstResponder?.resignFirstResponder() }
        let hide = advance(seconds: 1.2)
        #expect(hide.count == Int(1.2 * Double(fps)))
        let lowest = try #require(hide.max())
        #expect(lowest > 80 && lowest < 84.5)
        #expect(host.isFirstResponder)
        #expect(abs(app.visibleFrame(controller.composer).maxY - safeLine) < 0.5)
      }
    }

    /// Through `kbdock simulate`'s measurement: on the keys at every frame of the show (no
    /// gap), the overlap is the hide's (84 pt: the bar goes down with the keys), as wide as the
    /// app on a phone.
    @Test(arguments: [60, 120])
    func inputBarHostRowMeasuresTheHideAsItsOnlyError(fps: Int) async throws {
      let host = try await ShippingRowTests.run("show-hide", fps: fps, strategy: .inputBarHost)
      #expect(host.strategy == "input-bar-host")
      #expect(host.frames > fps)
      #expect(host.maxGap < 0.5)
      #expect(host.maxOverlap > 80 && host.maxOverlap < 84.5)
      #expect(abs(host.maxBarWidthExcess) < 0.01)
      #expect(host.framesInError < host.frames)
    }

    /// The ease-in-out app lags and leads the keyboard's spring by tens of points during the
    /// show and the hide (measured 82.82 pt gap, 48.82 pt overlap at 60 fps on iPhone 15,
    /// iOS 18), where `KeyboardAnimator`, with the posted curve, is within its safe-area lead
    /// (about 30 pt) and never overlaps; both rest on the keyboard.
    @Test(arguments: [60, 120])
    func easeInOutAppIsMeasurablyOffDuringAShow(fps: Int) async throws {
      let mistake = try await ShippingRowTests.run("show-hide", fps: fps, strategy: .easeInOut)
      let animator = try await ShippingRowTests.run(
        "show-hide", fps: fps, strategy: .notifications)
      #expect(mistake.strategy == "ease-in-out-app")
      #expect(mistake.frames == animator.frames)
      #expect(mistake.maxGap > 80 && mistake.maxGap < 85)
      #expect(mistake.maxOverlap > 45 && mistake.maxOverlap < 50)
      #expect(animator.maxOverlap < 0.5)
      #expect(mistake.maxGap > animator.maxGap + 50)
      #expect(abs(mistake.maxBarWidthExcess) < 0.01)
      // Right at rest: some frames are not in error.
      #expect(mistake.framesInError > 0 && mistake.framesInError < mistake.frames)
    }
  }
#endif

#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import Testing
  import KeyboardDockTestFixtures

  /// A responder that can become first responder and is not text input.
  @MainActor
  final class PlainResponderView: UIView {
    override var canBecomeFirstResponder: Bool { true }
  }

  @Suite("The hosted UIKit's input views for responders that are not text input")
  struct HostedResponderInputTests {
    @Test func aResponderWithNoInputViewsShowsNothingAndTakesTheKeysDown() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        let app = HostedApp(controller)
        let plain = PlainResponderView(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        let field = UITextField(frame: CGRect(x: 0, y: 200, width: 100, height: 30))
        controller.view.addSubview(plain)
        controller.view.addSubview(field)
        app.system.perform(at: 0.1) { _ in _ = plain.becomeFirstResponder() }
        app.system.advance(to: 1)
        #expect(plain.isFirstResponder)
        #expect(app.system.keyboard.mode == .hidden)
        app.system.perform(at: 1) { _ in _ = field.becomeFirstResponder() }
        app.system.advance(to: 2)
        #expect(app.system.keyboard.mode == .docked)
        app.system.perform(at: 2) { _ in _ = plain.becomeFirstResponder() }
        app.system.advance(to: 3)
        #expect(plain.isFirstResponder)
        #expect(app.system.keyboard.mode == .hidden)
        #expect(app.system.refusals.isEmpty)
      }
    }

    @Test func aKeyboardFrameReadsBackFromItsValue() async throws {
      try await onMainQueue {
        let rect = CGRect(x: 0, y: 466, width: 393, height: 386)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        // A value of another type is no rect.
        var point = CGPoint(x: 1, y: 2)
        let other = NSValue(bytes: &point, objCType: "{CGPoint=dd}")
        #expect(other.cgRectValue == .zero)
      }
    }
  }
#endif
