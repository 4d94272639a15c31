#if os(Linux)
  public import Foundation

  /// A rectangle Auto Layout places without a view, as `UILayoutGuide`
  /// (https://developer.apple.com/documentation/uikit/uilayoutguide).
  @MainActor
  open class UILayoutGuide: NSObject {
    enum Role { case plain, safeArea, keyboard, scrollContent, scrollFrame }
    /// The view that owns the guide.
    @exclusivity(unchecked)
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    /// The guide's frame in its owning view's coordinates, from the last layout pass.
    @exclusivity(unchecked)
    public internal(set) var layoutFrame: CGRect = .zero
    @exclusivity(unchecked)
    var role = Role.plain
    /// Active constraints whose first item is this guide.
    var installedConstraints: [NSLayoutConstraint] { [] }

    public override init() { super.init() }
  }
#endif
