#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockTestFixtures
  import Testing

  /// The hosted views' back references (`superview`, `window`) and the shared objects
  /// (`UIDevice.current`, a scene's screen) read without retaining: each must still give what
  /// UIKit documents once the hierarchy changes or the referenced object goes away.
  @Suite("The hosted UIKit's hierarchy references")
  struct HostedHierarchyReferenceTests {
    /// "The view's window object, or nil if it has none" (`UIView.window`,
    /// https://developer.apple.com/documentation/uikit/uiview/window): nil before the view is in
    /// a window, the window while it is, nil again once it is removed.
    @Test func windowFollowsTheViewIntoAndOutOfAWindow() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        let container = UIView()
        let view = UIView()
        container.addSubview(view)
        #expect(view.window == nil)
        app.window.addSubview(container)
        #expect(view.window === app.window)
        #expect(container.window === app.window)
        #expect(app.window.window === app.window)
        container.removeFromSuperview()
        #expect(view.window == nil)
        #expect(container.window == nil)
        #expect(view.superview === container)
      }
    }

    /// A window going away leaves its former subviews without a window or superview (the
    /// superview holds its subviews; a subview's `superview` is not an owning reference,
    /// https://developer.apple.com/documentation/uikit/uiview/superview), even when the
    /// subviews' window was read (and cached) just before.
    @Test func aReleasedWindowLeavesItsSubviewsWithoutAWindowOrSuperview() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        weak var released: UIWindow?
        do {
          let window = UIWindow(windowScene: app.system.windowScene)
          window.addSubview(view)
          #expect(view.window === window)
          #expect(view.safeAreaInsets == view.safeAreaInsets)
          released = window
        }
        #expect(released == nil)
        #expect(view.window == nil)
        #expect(view.superview == nil)
        #expect(view.safeAreaInsets == .zero)
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
      }
    }

    /// A superview going away clears its subviews' `superview`.
    @Test func aReleasedSuperviewIsClearedFromItsSubviews() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        let view = UIView()
        weak var released: UIView?
        do {
          let parent = UIView(frame: CGRect(x: 5, y: 6, width: 50, height: 50))
          parent.addSubview(view)
          app.window.addSubview(parent)
          #expect(view.window === app.window)
          parent.removeFromSuperview()
          released = parent
        }
        #expect(released == nil)
        #expect(view.superview == nil)
        #expect(view.window == nil)
      }
    }

    /// `convert(_:to:)` and `convert(_:from:)` with a coordinate space: a view's coordinates
    /// or the screen's (`UICoordinateSpace`,
    /// https://developer.apple.com/documentation/uikit/uicoordinatespace).
    @Test func convertsToAndFromCoordinateSpaces() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController())
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 3, y: 4, width: 10, height: 10))
        app.window.addSubview(a)
        a.addSubview(b)
        let rect = CGRect(x: 1, y: 2, width: 5, height: 6)
        let space: any UICoordinateSpace = a
        #expect(b.convert(rect, to: space) == CGRect(x: 4, y: 6, width: 5, height: 6))
        #expect(b.convert(rect, from: space) == CGRect(x: -2, y: -2, width: 5, height: 6))
        let screen = app.system.windowScene.screen.coordinateSpace
        let window = app.window.frame.origin
        #expect(
          b.convert(rect, to: screen)
            == rect.offsetBy(dx: window.x + 13, dy: window.y + 24))
        #expect(
          b.convert(rect, from: screen)
            == rect.offsetBy(dx: -window.x - 13, dy: -window.y - 24))
      }
    }

    /// A window's scene is not owned by the window (`UIWindow.windowScene` is weak,
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene): once the system
    /// that owns the scene goes, the window reports no scene; a window that goes before its
    /// scene is not touched when the scene goes.
    @Test func aWindowOutlivingItsSceneReportsNone() async throws {
      try await onMainQueue {
        weak var releasedScene: UIWindowScene?
        weak var releasedWindow: UIWindow?
        var kept: UIWindow?
        do {
          let first = HostedApp(UIViewController())
          let scene = first.system.windowScene
          releasedScene = scene
          kept = UIWindow(windowScene: scene)
          #expect(kept?.windowScene === scene)
          do {
            let shortLived = UIWindow(windowScene: scene)
            releasedWindow = shortLived
          }
          #expect(releasedWindow == nil)
        }
        // A new system replaces the running one, which goes with its scene.
        let second = HostedApp(UIViewController())
        #expect(releasedScene == nil)
        #expect(kept?.windowScene == nil)
        #expect(second.window.windowScene === second.system.windowScene)
        kept = nil
        let third = HostedApp(UIViewController())
        #expect(third.window.windowScene === third.system.windowScene)
      }
    }

    /// One `UIDevice.current` (UIKit's shared instance,
    /// https://developer.apple.com/documentation/uikit/uidevice/current) reporting the running
    /// system's version; a scene's screen is the system's screen.
    @Test func sharedDeviceAndSceneScreenFollowTheRunningSystem() async throws {
      try await onMainQueue {
        let app = HostedApp(UIViewController(), profile: .ios26dot2)
        #expect(UIDevice.current === UIDevice.current)
        #expect(UIDevice.current.systemVersion == "26.2")
        #expect(app.system.windowScene.screen === app.system.screen)
        #expect(app.window.windowScene?.screen === app.system.screen)
        let later = HostedApp(UIViewController(), profile: .ios18)
        #expect(UIDevice.current.systemVersion == "18.0")
        #expect(later.window.windowScene?.screen === later.system.screen)
      }
    }
  }
#endif
