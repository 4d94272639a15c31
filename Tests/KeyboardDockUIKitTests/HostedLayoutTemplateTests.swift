#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import Testing
  import KeyboardDockTestFixtures

  /// A first layout pass asking the solver what an earlier one asked gets a copy of the engine
  /// that pass built (a template): each test lays out two equal trees and checks the second
  /// (the copy) gives the first's frames, before and after its constraints change.
  @Suite("The hosted UIKit's layout engine copied from an equal earlier build")
  struct HostedLayoutTemplateTests {
    /// A controller whose view holds a bar pinned to its sides and safe-area bottom, 50 high,
    /// and a label on the bar's top-leading corner with a 60 × 20 size; returns the views and
    /// the bar's height constraint.
    @MainActor
    private func screen() -> (
      controller: UIViewController, bar: UIView, label: UIView, height: NSLayoutConstraint
    ) {
      let controller = UIViewController()
      let root: UIView = controller.view
      let bar = UIView()
      let label = UIView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(bar)
      bar.addSubview(label)
      let height = bar.heightAnchor.constraint(equalToConstant: 50)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        height,
        label.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
        label.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
        label.widthAnchor.constraint(equalToConstant: 60),
        label.heightAnchor.constraint(equalToConstant: 20),
      ])
      return (controller, bar, label, height)
    }

    @Test func aCopiedEngineLaysOutAsTheBuildItWasCopiedFrom() async throws {
      try await onMainQueue {
        let first = screen()
        let app = HostedApp(first.controller)
        // A second window of the same scene: the same frame and safe area, so its first pass
        // asks what the first window's did.
        let second = screen()
        let window = UIWindow(windowScene: app.system.windowScene)
        window.rootViewController = second.controller
        let root: UIView = first.controller.view
        let bottom = root.bounds.maxY - root.safeAreaInsets.bottom
        #expect(root.bounds.height > 0)
        #expect(
          first.bar.frame == CGRect(x: 0, y: bottom - 50, width: root.bounds.width, height: 50))
        #expect(first.label.frame == CGRect(x: 16, y: 8, width: 60, height: 20))
        #expect(second.bar.frame == first.bar.frame)
        #expect(second.label.frame == first.label.frame)
        // The copy goes on as its own engine: a change to it leaves the first alone.
        second.height.constant = 80
        window.layoutIfNeeded()
        #expect(
          second.bar.frame == CGRect(x: 0, y: bottom - 80, width: root.bounds.width, height: 80))
        #expect(first.bar.frame.height == 50)
        first.height.constant = 80
        app.window.layoutIfNeeded()
        #expect(first.bar.frame == second.bar.frame)
        #expect(first.label.frame == second.label.frame)
      }
    }
  }
#endif
