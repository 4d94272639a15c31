// Declarations-only interface: scroll views.

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  open var contentInset: UIEdgeInsets {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  open var adjustedContentInset: UIEdgeInsets { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets
  open var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.property
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
  open var alwaysBounceVertical: Bool {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0
    case onDrag = 1
    case interactive = 2
  }
}
