#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockUIKit

  /// The README's UIKit quick start, as written there, on the hosted UIKit.
  @MainActor
  final class QuickStartViewController: UIViewController {
    let transcript = UIScrollView()
    let composer = UIStackView()
    let field = UITextField()
    var dock: KeyboardDock?

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      transcript.frame = view.bounds
      transcript.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      transcript.keyboardDismissMode = .interactive
      view.addSubview(transcript)

      field.placeholder = "Message"
      let send = UIButton(type: .system)
      send.setTitle("Send", for: .normal)
      composer.addArrangedSubview(field)
      composer.addArrangedSubview(send)
      composer.spacing = 8
      composer.isLayoutMarginsRelativeArrangement = true
      composer.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      composer.backgroundColor = .secondarySystemBackground

      let dock = KeyboardDock(view: view)
      dock.dock(composer, insetting: transcript)
      dock.installAccessory(on: field)
      self.dock = dock
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      dock?.setNeedsUpdate()
    }
  }

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

    /// The keyboard's visible top, in screen points.
    var keyboardTop: CGFloat { system.keyboard.presentationFrame(at: system.now).minY }

    /// A view's visible frame on screen.
    func visibleFrame(_ view: UIView) -> CGRect { view.presentationFrameInScreen }
  }
#endif

#if os(Linux)
  import Foundation

  /// Runs `body` as an operation of `OperationQueue.main`, as UIKit runs an app's code on the
  /// main queue: there `OperationQueue.current` is `.main`, so `NotificationCenter` calls the
  /// adapters' `queue: .main` observers synchronously, as on iOS. (A Swift Testing `@MainActor`
  /// test runs on the main dispatch queue but not inside the main operation queue, where
  /// swift-corelibs-foundation would enqueue the observer and wait for it: a deadlock.)
  func onMainQueue(_ body: @escaping @MainActor @Sendable () throws -> Void) async throws {
    let result: Result<Void, any Error> = await withCheckedContinuation { continuation in
      OperationQueue.main.addOperation {
        let outcome = MainActor.assumeIsolated { Result { try body() } }
        continuation.resume(returning: outcome)
      }
    }
    try result.get()
  }
#endif
