#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  import KeyboardDockSimulatorApps
  import Testing
  import KeyboardDockTestFixtures

  /// A `layoutIfNeeded()` inside `performWithoutAnimation(_:)` from `viewDidLayoutSubviews()`,
  /// while an animated layout pass runs, lays its change out at once (“Disables a view transition
  /// animation”, `performWithoutAnimation(_:)` documentation): the hosted pass took it up in its
  /// next round, inside the animation, so the dock's bar moved along an animation it never asked
  /// for.
  @Suite("The hosted UIKit lays out a performWithoutAnimation change inside an animated pass")
  struct NestedLayoutTests {
    /// A controller whose `viewDidLayoutSubviews()` moves a second view's constraint without
    /// animation, as `KeyboardDock`'s bar does.
    @MainActor
    final class Controller: UIViewController {
      let grower = UIView()
      let follower = UIView()
      var followerBottom: NSLayoutConstraint?
      var growerHeight: NSLayoutConstraint?
      var target: CGFloat = 0

      override func viewDidLoad() {
        super.viewDidLoad()
        for child in [grower, follower] {
          child.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(child)
        }
        let bottom = follower.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        let height = grower.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
          grower.topAnchor.constraint(equalTo: view.topAnchor),
          grower.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          grower.widthAnchor.constraint(equalToConstant: 100), height,
          follower.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          follower.widthAnchor.constraint(equalToConstant: 100),
          follower.heightAnchor.constraint(equalToConstant: 50), bottom,
        ])
        followerBottom = bottom
        growerHeight = height
      }

      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard followerBottom?.constant != -target else { return }
        UIView.performWithoutAnimation {
          followerBottom?.constant = -target
          view.layoutIfNeeded()
        }
      }
    }

    @Test func aChangeWithoutAnimationInsideAnAnimatedPassIsAtOnce() async throws {
      try await onMainQueue {
        let controller = Controller()
        let app = HostedApp(controller)
        app.system.advance(to: 0.5)
        let bottom = controller.view.bounds.maxY
        #expect(abs(controller.follower.frame.maxY - bottom) < 0.01)
        app.system.perform(at: 0.5) { _ in
          controller.target = 100
          UIView.animate(withDuration: 0.5) {
            controller.growerHeight?.constant = 80
            controller.view.layoutIfNeeded()
          }
        }
        app.system.advance(to: 0.6)
        // The follower is at its new place on the next frame; the grower animates.
        #expect(abs(app.visibleFrame(controller.follower).maxY - (bottom - 100)) < 0.01)
        let grower = app.visibleFrame(controller.grower).height
        #expect(grower > 40.5 && grower < 79.5)
      }
    }

    /// On iOS 26 the dock follows the keyboard layout guide, whose probe reports inside the
    /// guide's animated layout pass: the returns after drags and the AutoFill strip's change,
    /// 13.80, 9.96, 9.86, 3.57 and 1.64 pt off before, are within the tracker's bound (measured
    /// 0.45 pt at worst over every scenario, device and frame rate on 26.0 and 26.2).
    @Test(arguments: [
      ("interactive-dismissal-cancelled", "iphone-x"), ("dictation-during-drag", "iphone-11"),
      ("emoji-during-drag", "iphone-15"), ("rotate-during-drag", "iphone-15"),
      ("autofill-bar-secure-field", "iphone-15"),
    ])
    func dockOnIOS26FollowsTheGuideAtOnce(scenario: String, device: String) async throws {
      for profile in [IOSProfile.ios26dot0, .ios26dot2] {
        let dock = try await ShippingRowTests.run(
          scenario, device: device, profile: profile, fps: 60)
        #expect(dock.frames > 60)
        #expect(dock.maxGap < 0.5, "\(scenario) \(profile.version)")
        #expect(dock.maxOverlap < 0.5, "\(scenario) \(profile.version)")
      }
    }
  }
#endif
