#if os(Linux)
  public import Foundation

  /// An item of a bar (a title, an image, a tag), as `UIBarItem`
  /// (https://developer.apple.com/documentation/uikit/uibaritem).
  @MainActor
  open class UIBarItem: NSObject {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// A tag.
    open var tag = 0
    /// Whether the item is enabled.
    open var isEnabled = true
  }

  /// A button in a navigation bar or toolbar, as `UIBarButtonItem`
  /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem): its primary action runs
  /// when the user taps it ("Creating bar button items": `init(title:image:primaryAction:menu:)`,
  /// `init(systemItem:primaryAction:menu:)`, `flexibleSpace()`).
  ///
  /// There is no Objective-C runtime on Linux, so the target–action initializers of Apple's
  /// class (`init(image:style:target:action:)`) are not offered; items take a `UIAction`.
  @MainActor
  open class UIBarButtonItem: UIBarItem {
    /// The item's look, as `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
      case plain = 0
      case done = 2
    }
    /// The system's items, as `UIBarButtonItem.SystemItem` (the ones the hosted apps use).
    public enum SystemItem: Int, Sendable {
      case done = 0
      case cancel = 1
      case flexibleSpace = 5
      case fixedSpace = 6
      case action = 9
    }

    /// The action the item performs when tapped.
    open var primaryAction: UIAction?
    /// The style.
    open var style = Style.plain
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?

    /// An item with a title or an image (or neither) that performs `primaryAction`.
    public init(
      title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil
    ) {
      super.init()
      self.title = title ?? (primaryAction?.title.isEmpty == false ? primaryAction?.title : nil)
      self.image = image
      self.primaryAction = primaryAction
    }

    /// A system item that performs `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
      self.init(primaryAction: primaryAction)
      self.systemItem = systemItem
    }

    /// Flexible space between items ("Creates a flexible space bar button item").
    public static func flexibleSpace() -> UIBarButtonItem {
      UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// Taps the item: runs its primary action if it is enabled (what a user's tap does).
    public func tap() {
      guard isEnabled, let primaryAction else { return }
      primaryAction.handler(primaryAction)
    }
  }

  /// A tab's title, image and tag in a tab bar, as `UITabBarItem`
  /// (https://developer.apple.com/documentation/uikit/uitabbaritem).
  @MainActor
  open class UITabBarItem: UIBarItem {
    /// An item with a title, an image and a tag (`init(title:image:tag:)`).
    public init(title: String?, image: UIImage?, tag: Int) {
      super.init()
      self.title = title
      self.image = image
      self.tag = tag
    }
  }

  /// The items a view controller shows in a navigation bar, as `UINavigationItem`
  /// (https://developer.apple.com/documentation/uikit/uinavigationitem).
  @MainActor
  open class UINavigationItem: NSObject {
    /// The title.
    open var title: String?
    /// A view shown in place of the title.
    open var titleView: UIView?
    /// The item at the trailing end.
    open var rightBarButtonItem: UIBarButtonItem?
    /// The item at the leading end.
    open var leftBarButtonItem: UIBarButtonItem?

    /// An item with a title.
    public init(title: String) {
      self.title = title
      super.init()
    }

    public override init() { super.init() }
  }

  /// A bar of items below content, as `UIToolbar`
  /// (https://developer.apple.com/documentation/uikit/uitoolbar): 44 pt tall in compact and
  /// regular widths ("Toolbars", Human Interface Guidelines: the standard toolbar height).
  @MainActor
  open class UIToolbar: UIView {
    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]?

    open override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }
  }
#endif
