// Declarations-only interface: the application, scenes and container view controllers used by
// Examples/ChatApp.

// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  // Optional requirements in Objective-C.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { fatalError("declaration only") }
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { fatalError("declaration only") }
  // The entry point `@main` calls: UIApplicationMain with this delegate class.
  // https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)
  public static func main() { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uisceneconfiguration
@available(iOS 13.0, *)
@MainActor
open class UISceneConfiguration: NSObject {
  // https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
  public init(name: String?, sessionRole: UISceneSession.Role) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass
  open var delegateClass: AnyClass?
}

// https://developer.apple.com/documentation/uikit/uiscenedelegate
@available(iOS 13.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
}

// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@available(iOS 13.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
  var window: UIWindow? { get set }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
  public required init?(coder aDecoder: NSCoder) { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  open var viewControllers: [UIViewController]?
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public convenience init() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError("declaration only") }
}
