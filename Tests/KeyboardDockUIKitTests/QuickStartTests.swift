#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockUIKit
  import Testing

  @Suite("README UIKit quick start on the hosted UIKit")
  struct QuickStartTests {
    @Test func barRestsOnTheKeyboardAfterShowing() async throws {
      try await onMainQueue {
        let controller = QuickStartViewController()
        let app = HostedApp(controller)
        print("bar before", app.visibleFrame(controller.composer))
        app.system.perform(at: 1) { _ in _ = controller.field.becomeFirstResponder() }
        var worst: CGFloat = 0
        for step in 1...60 {
          app.system.advance(to: 1 + Double(step) / 60)
          let gap = abs(app.visibleFrame(controller.composer).maxY - app.keyboardTop)
          worst = max(worst, gap)
          if step < 8 {
            print(
              step, app.visibleFrame(controller.composer).maxY, app.keyboardTop,
              controller.dock?.lastUpdate.map { "\($0.coveredHeight) \($0.isAnimated)" } ?? "-",
              controller.composer.layer.animationKeys() as Any)
          }
        }
        print(
          "bar after", app.visibleFrame(controller.composer), "kb", app.keyboardTop, "worst", worst,
          controller.dock?.frameSource as Any)
        #expect(abs(app.visibleFrame(controller.composer).maxY - app.keyboardTop) < 0.5)
      }
    }
  }
#endif
