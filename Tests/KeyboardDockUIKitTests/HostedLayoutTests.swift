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

#if os(Linux)
  import KeyboardDockHostedQuartzCore
  import KeyboardDockTestFixtures

  @Suite("The hosted UIKit's animations, transactions and observations")
  struct HostedAnimationTests {
    @Test func curveBitsSelectTheTimingAndAnInterruptedAnimationKeepsContributing() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(view)
        app.system.perform(at: 1) { _ in
          UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { view.frame.origin.y = 100 })
        }
        app.system.advance(to: 1.5)
        // Linear: half way after half the duration; the model value is the end at once.
        #expect(abs(view.presentationFrameInScreen.minY - 50) < 1e-6)
        #expect(view.frame.minY == 100)
        // Interrupted: the new animation is added; the old one keeps contributing (additive).
        app.system.perform(at: 1.5) { _ in
          UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { view.frame.origin.y = 0 })
        }
        #expect(abs(view.presentationFrameInScreen.minY - 50) < 1e-6)
        app.system.advance(to: 2)
        // The first animation has ended; the second adds half its delta: 0 + 100 · 0.5.
        #expect(abs(view.presentationFrameInScreen.minY - 50) < 1e-6)
        app.system.advance(to: 2.5)
        #expect(view.presentationFrameInScreen.minY == 0)
        #expect(view.layer.animationKeys() == nil)
      }
    }

    @Test func keyboardCurveSevenIsTheProfileSpringAndCompletionRunsAtTheEnd() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(view)
        var finished: Bool?
        app.system.perform(at: 1) { _ in
          UIView.animate(
            withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16),
            animations: { view.frame.origin.y = 100 }, completion: { finished = $0 })
        }
        let spring = app.system.profile.keyboardSpring
        app.system.advance(to: 1.1)
        let expected = 100 * spring.progress(elapsed: 0.1)
        #expect(abs(view.presentationFrameInScreen.minY - expected) < 1e-6)
        #expect(finished == nil)
        app.system.advance(to: 1 + spring.settlingDuration + 0.02)
        #expect(finished == true)
      }
    }

    @Test func withoutAnimationAndDisabledActionsChangeAtOnce() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(view)
        var completed = false
        app.system.perform(at: 1) { _ in
          UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.frame.origin.y = 40 }
          }
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          CATransaction.setCompletionBlock { completed = true }
          UIView.animate(withDuration: 1) { view.frame.origin.x = 30 }
          CATransaction.commit()
        }
        #expect(view.presentationFrameInScreen.origin == CGPoint(x: 30, y: 40))
        #expect(completed)
        #expect(!CATransaction.disableActions())
      }
    }

    @Test func springAnimationSettlesAndKVOReportsModelChanges() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(view)
        var centers: [CGPoint] = []
        var bounds: [CGRect] = []
        let observations = [
          view.observe(\.center, options: [.new]) { _, change in
            centers.append(change.newValue ?? .zero)
          },
          view.observe(\.bounds, options: [.new, .initial]) { _, change in
            bounds.append(change.newValue ?? .zero)
          },
        ]
        app.system.perform(at: 1) { _ in
          UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            animations: { view.center.y = 105 })
        }
        // KVO reports the model value once, when it is set; never the frames in between.
        #expect(centers == [CGPoint(x: 5, y: 105)])
        #expect(bounds.count == 1)
        app.system.advance(to: 3)
        #expect(view.presentationFrameInScreen.midY == 105)
        observations[0].invalidate()
        view.center.y = 0
        #expect(centers.count == 1)
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(bounds.count == 2)
        #expect(CACurrentMediaTime() == 3)
      }
    }
  }
#endif
