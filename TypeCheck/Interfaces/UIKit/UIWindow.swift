// Declarations-only interface: windows, scenes and screens.

// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
  // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  @available(iOS 13.0, *)
  public init(windowScene: UIWindowScene) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  @available(iOS 13.0, *)
  open weak var windowScene: UIWindowScene?
  // https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
  open var isKeyWindow: Bool { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  open var rootViewController: UIViewController?
  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
  open class ConnectionOptions: NSObject {}
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
  // https://developer.apple.com/documentation/uikit/uiwindowscene/screen
  open var screen: UIScreen { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uiscreen
@MainActor
open class UIScreen: NSObject {
  // https://developer.apple.com/documentation/uikit/uiscreen/bounds
  open var bounds: CGRect { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
  open var coordinateSpace: any UICoordinateSpace { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/uikit/uiscenesession
@available(iOS 13.0, *)
@MainActor
open class UISceneSession: NSObject {
  // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
  open var role: UISceneSession.Role { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
  public struct Role: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}
