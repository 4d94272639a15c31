// ChatApp: an iOS example of KeyboardDock, using only the package's public API.
//
// Add the KeyboardDock package to an iOS app target in Xcode (File › Add Package Dependencies,
// local path), link the `KeyboardDockUIKit` product, and add these files to the target
// (deployment target iOS 17: the SwiftUI tab uses the Observation framework). On
// Linux, TypeCheck/run type-checks them against the declarations-only UIKit and SwiftUI
// interfaces, so they keep compiling as the package changes.
//
// Tabs: a UIKit chat (growing composer docked with KeyboardDock, Markdown toolbar, emoji input
// panel, interactive dismissal), a SwiftUI chat (the keyboardDock modifier), an
// inputAccessoryView chat (InputBarHostView, the input accessory view technique) for comparison,
// and a toolbar placed by the keyboard layout guide from a verified layout file (RealizedLayout).

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
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
    let tabs = UITabBarController()
    tabs.viewControllers = [
      ChatViewController.inNavigation(),
      SwiftUIChatViewController.make(),
      AccessoryChatViewController.inNavigation(),
      LayoutGuideViewController.inNavigation(),
    ]
    let window = UIWindow(windowScene: scene)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
  }
}
