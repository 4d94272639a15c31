#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulatorApps
  import KeyboardDockUIKit

  /// A hosted device with one app window showing `controller`.
  @MainActor
  struct HostedApp {
    let system: HostedIOS
    let window: UIWindow

    init(
      _ controller: UIViewController, device: String = "iphone-15", profile: IOSProfile = .ios18,
      orientation: Orientation = .portrait, fps: Int = 60
    ) {
      let device = DeviceCatalogue.device(named: device) ?? DeviceCatalogue.all[0]
      system = HostedIOS(device: device, orientation: orientation, profile: profile, fps: fps)
      window = UIWindow(windowScene: system.windowScene)
      window.rootViewController = controller
      window.makeKeyAndVisible()
    }

    /// The time of the next display frame: what the app prepares now (a display link's
    /// callback places its views for the link's `targetTimestamp`, "when the next frame
    /// displays", `CADisplayLink` documentation) is first shown then, with the keyboard as the
    /// render server shows it then.
    var shownTime: TimeInterval { system.now + 1 / Double(system.fps) }

    /// The keyboard's top as the next display frame shows it, in screen points.
    var keyboardTop: CGFloat { system.keyboard.presentationFrame(at: shownTime).minY }

    /// A view's frame on screen as the next display frame shows it.
    func visibleFrame(_ view: UIView) -> CGRect { view.presentationFrameInScreen(at: shownTime) }
  }
#endif
