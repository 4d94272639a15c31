#if os(Linux)
  public import Foundation

  /// The device's display, as `UIScreen` (https://developer.apple.com/documentation/uikit/uiscreen):
  /// the hosted device's screen in its current orientation.
  @MainActor
  public final class UIScreen: UICoordinateSpace {
    unowned let system: HostedIOS
    init(system: HostedIOS) { self.system = system }

    /// The screen of the hosted device (deprecated on iOS 16 in favour of a scene's screen).
    public static var main: UIScreen { HostedIOS.current.screen }
    /// The bounds in points, for the current orientation.
    public var bounds: CGRect { system.keyboard.screenBounds }
    /// Points to pixels.
    public var scale: CGFloat { system.device.idiom == .pad ? 2 : 3 }
    /// The most frames per second the display shows.
    public var maximumFramesPerSecond: Int { system.fps }
    /// The screen's fixed coordinate space: the screen itself.
    public var coordinateSpace: any UICoordinateSpace { self }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
      if let view = coordinateSpace as? UIView { return view.rect(rect, fromView: nil) }
      return rect
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
      if let view = coordinateSpace as? UIView { return view.rect(rect, toView: nil) }
      return rect
    }
  }

  /// A scene of the app, as `UIWindowScene`: its screen, orientation and windows.
  @MainActor
  public final class UIWindowScene {
    unowned let system: HostedIOS
    /// The screen the scene is on: the hosted device's only screen, for the scene's whole life.
    public let screen: UIScreen
    init(system: HostedIOS) {
      self.system = system
      screen = system.screen
    }

    /// The windows whose ``UIWindow/windowScene`` is this scene, unretained: a window leaves
    /// the list when its scene changes or it goes away, and the scene's `deinit` clears the
    /// scene of the windows still listed, so neither side ever reads a released object.
    nonisolated(unsafe) var attachedWindows: [Unmanaged<UIWindow>] = []

    deinit {
      for window in attachedWindows { window.withGuaranteedRef { $0.unretainedScene = nil } }
    }
    /// The scene's interface orientation.
    public var interfaceOrientation: UIInterfaceOrientation {
      system.keyboard.orientation == .portrait ? .portrait : .landscapeRight
    }
    /// The scene's windows (the app's; the keyboard's window is the system's).
    public var windows: [UIWindow] { system.appWindows }
    /// The key window.
    public var keyWindow: UIWindow? { system.appWindows.first { $0.isKeyWindow } }
  }

  /// A window, as `UIWindow`: the root of a view hierarchy on a scene.
  @MainActor
  open class UIWindow: UIView {
    /// The scene the window is in.
    ///
    /// Not owned, as UIKit's `weak var windowScene`
    /// (https://developer.apple.com/documentation/uikit/uiwindow/windowscene): `nil` once the
    /// scene is gone. Held unretained, cleared by the scene's `deinit` (``UIWindowScene``),
    /// rather than weakly: a weak reference costs a side-table load at every read, and the
    /// dock reads the window's scene on every display frame.
    public internal(set) var windowScene: UIWindowScene? {
      get { unretainedScene?.takeUnretainedValue() }
      set {
        guard newValue !== unretainedScene?.takeUnretainedValue() else { return }
        detachFromScene()
        guard let newValue else { return }
        unretainedScene = .passUnretained(newValue)
        newValue.attachedWindows.append(.passUnretained(self))
      }
    }
    /// ``windowScene``, unretained; `nil` once the scene's `deinit` ran.
    ///
    /// Unchecked exclusivity, as `UIView`'s layout state: short accesses only.
    @exclusivity(unchecked)
    nonisolated(unsafe) var unretainedScene: Unmanaged<UIWindowScene>?
    // Read on every layout pass (the scene's geometry, the safe area); plain accesses that
    // overlap no other, so without the runtime's exclusivity checks.
    @exclusivity(unchecked) var windowSafeArea = UIEdgeInsets.zero {
      didSet { UIView.geometryGeneration &+= 1 }
    }
    @exclusivity(unchecked) var isKey = false

    /// A window on `windowScene`, sized to the app's part of the screen.
    public init(windowScene: UIWindowScene) {
      super.init(frame: windowScene.system.appWindowFrame)
      self.windowScene = windowScene
      windowSafeArea = windowScene.system.appSafeArea
      windowScene.system.add(self)
    }

    /// A window with a frame (on the hosted device's scene).
    public override init(frame: CGRect) {
      super.init(frame: frame)
      windowScene = HostedIOS.current.windowScene
      HostedIOS.current.add(self)
    }

    /// The keyboard's window, made while `system` starts (before it is ``HostedIOS/current``).
    init(keyboardWindowOf system: HostedIOS, frame: CGRect) {
      super.init(frame: frame)
      windowScene = system.windowScene
    }

    public required init?(coder: NSCoder) { nil }

    deinit { detachFromScene() }

    /// Takes this window off its scene's ``UIWindowScene/attachedWindows``.
    nonisolated private func detachFromScene() {
      guard let scene = unretainedScene else { return }
      let me = Unmanaged.passUnretained(self).toOpaque()
      scene.withGuaranteedRef { $0.attachedWindows.removeAll { $0.toOpaque() == me } }
      unretainedScene = nil
    }

    open override var window: UIWindow? { self }

    open override var safeAreaInsets: UIEdgeInsets { windowSafeArea }

    /// Whether this window receives keyboard events.
    public var isKeyWindow: Bool { isKey }

    /// Makes this the key window and shows it.
    public func makeKeyAndVisible() {
      for other in HostedIOS.current.appWindows { other.isKey = false }
      isKey = true
      isHidden = false
      layoutIfNeeded()
    }

    /// Makes this the key window.
    public func makeKey() {
      for other in HostedIOS.current.appWindows { other.isKey = false }
      isKey = true
    }

    /// The root view controller, whose view fills the window, or, when the app's scene has a
    /// tab bar, the part above it (the view of an opaque tab bar's selected child ends at the
    /// bar: `UIViewController.extendedLayoutIncludesOpaqueBars` is `false` by default).
    public var rootViewController: UIViewController? {
      didSet {
        oldValue?.viewIfLoaded?.removeFromSuperview()
        guard let view = rootViewController?.view else { return }
        addSubview(view)
        layOutRootView()
        layoutIfNeeded()
      }
    }

    /// Gives the root view controller's view its frame in the window.
    func layOutRootView() {
      guard let view = rootViewController?.viewIfLoaded else { return }
      view.frame = windowScene?.system.rootViewFrame(in: self) ?? bounds
    }
  }
#endif
