#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import Testing

  @Suite("The hosted UIKit's own layout")
  struct HostedLayoutTests {
    @Test func keyboardLayoutGuideRestsOnTheBottomWithoutAKeyboard() async throws {
      try await onMainQueue {
        let controller = UIViewController()
        let app = HostedApp(controller)
        let host = UIView()
        host.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(host)
        let guide = host.keyboardLayoutGuide
        guide.usesBottomSafeArea = false
        NSLayoutConstraint.activate([
          host.topAnchor.constraint(equalTo: controller.view.topAnchor),
          host.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
          host.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
          host.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        app.window.layoutIfNeeded()
        #expect(host.frame == app.window.bounds)
        #expect(
          guide.layoutFrame
            == CGRect(x: 0, y: app.window.bounds.maxY, width: app.window.bounds.width, height: 0))
        guide.usesBottomSafeArea = true
        app.window.layoutIfNeeded()
        #expect(guide.layoutFrame.height == app.window.safeAreaInsets.bottom)
      }
    }
  }
#endif
