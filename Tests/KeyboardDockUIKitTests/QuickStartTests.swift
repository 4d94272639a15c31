#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockUIKit
  import Testing

  @Suite("README UIKit quick start on the hosted UIKit")
  struct QuickStartTests {
    /// The bar ends on the keyboard and never sinks below the keyboard or the safe area.
    ///
    /// During the show it rises from the safe area ahead of the keyboard: the
    /// dock animates the bar's constraint from the safe area along the keyboard's own spring
    /// while the keyboard starts at the screen's bottom, so the bar leads the keyboard by up to
    /// the home indicator's height early in the show (the simulator's ideal tracker places it on
    /// the keyboard-or-safe-area line every frame). Measured on the hosted UIKit (iPhone 15,
    /// iOS 18): 29.76 pt at 60 and 120 fps.
    @Test(arguments: [60, 120])
    func barRestsOnTheKeyboardAfterShowing(fps: Int) async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller, fps: fps)
        let safeBottom = app.window.bounds.maxY - app.window.safeAreaInsets.bottom
        #expect(abs(app.visibleFrame(controller.composer).maxY - safeBottom) < 0.5)
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        var lead: [CGFloat] = []
        for step in 1...fps {
          app.system.advance(to: 1 + Double(step) / Double(fps))
          let line = min(app.keyboardTop, safeBottom)
          lead.append(line - app.visibleFrame(controller.composer).maxY)
        }
        #expect(lead.count == fps)
        #expect(lead.allSatisfy { $0 > -0.5 })
        #expect((lead.max() ?? .infinity) < 29.8)
        #expect(abs(lead.last ?? .infinity) < 0.5)
      }
    }
  }
#endif
