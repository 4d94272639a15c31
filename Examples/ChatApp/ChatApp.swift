// ChatApp: an iOS example of KeyboardDock, using only the package's public API.
//
// Run it: open Examples/Package.swift in Xcode 16.3 or later, choose the "KeyboardDock Chat"
// scheme and an iPhone or iPad (simulator or device), and run. The app package depends on the
// KeyboardDock package by path (deployment target iOS 17: the SwiftUI tab uses the Observation
// framework). In your own Xcode project, add these files to an app target that links the
// KeyboardDockUIKit product. On Linux, ../shared/ios-sdk/typecheck-ios compiles them against
// Apple's iOS SDK, so they keep compiling as the package changes.
//
// Tabs: a UIKit chat (growing composer docked with KeyboardDock, Markdown toolbar, emoji input
// panel, interactive dismissal), a SwiftUI chat (the keyboardDock modifier), an
// inputAccessoryView chat (InputBarHostView, the input accessory view technique) for comparison,
// a toolbar placed by the keyboard layout guide from a verified layout file (RealizedLayout), an
// inverted chat (KeyboardChatTranscript on a flipped UITableView, a per-frame keyboard handler),
// and a twelve-field form (FormScroller with previous / next / done).

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  /// The window when the app runs without scenes (an Info.plist with no scene manifest).
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    // With a scene manifest UIKit asks for a scene configuration below and SceneDelegate makes
    // the window; without one (some generated Info.plists), the app delegate makes it here.
    if Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = SceneDelegate.makeTabs()
      window.makeKeyAndVisible()
      self.window = window
    }
    return true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }
}

/// Creates the window with the tab bar controller.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    window.rootViewController = Self.makeTabs()
    window.makeKeyAndVisible()
    self.window = window
  }

  /// The tab bar controller with the chats and the form.
  static func makeTabs() -> UITabBarController {
    let tabs = UITabBarController()
    tabs.viewControllers = [
      ChatViewController.inNavigation(),
      SwiftUIChatViewController.make(),
      AccessoryChatViewController.inNavigation(),
      LayoutGuideViewController.inNavigation(),
      InvertedChatViewController.inNavigation(),
      FormViewController.inNavigation(),
    ]
    return tabs
  }
}
