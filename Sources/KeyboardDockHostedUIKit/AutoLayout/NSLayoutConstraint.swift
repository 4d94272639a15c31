#if os(Linux)
  public import Foundation

  /// A relation between two layout attributes, as `NSLayoutConstraint`
  /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint):
  /// `first.attribute relation multiplier × second.attribute + constant`, solved by the hosted
  /// Auto Layout engine (``LayoutPass``, on KeyboardDockSolver's Cassowary solver, the algorithm
  /// Auto Layout is built on).
  @MainActor
  open class NSLayoutConstraint: NSObject {
    /// The attributes of an item.
    public enum Attribute: Int, Sendable {
      case left = 1
      case right = 2
      case top = 3
      case bottom = 4
      case leading = 5
      case trailing = 6
      case width = 7
      case height = 8
      case centerX = 9
      case centerY = 10
      case lastBaseline = 11
      case firstBaseline = 12
      case notAnAttribute = 0
    }

    /// The relation of the two sides.
    public enum Relation: Int, Sendable {
      case lessThanOrEqual = -1
      case equal = 0
      case greaterThanOrEqual = 1
    }

    /// A layout axis.
    public enum Axis: Int, Sendable {
      case horizontal = 0
      case vertical = 1
    }

    /// The first item (a view or a layout guide); held weakly, as UIKit does.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item, if any.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// The multiplier.
    public let multiplier: CGFloat
    /// The constant; changing it relays out.
    @exclusivity(unchecked)
    open var constant: CGFloat {
      didSet { if constant != oldValue { invalidate() } }
    }
    /// The priority; a required constraint cannot become optional once active.
    @exclusivity(unchecked)
    open var priority: UILayoutPriority = .required {
      didSet { if priority != oldValue { invalidate() } }
    }
    /// A name for debugging.
    open var identifier: String?
    /// The view the constraint is installed on while active.
    private weak var installedOn: UIView?

    /// A constraint between `view1.attr1` and `view2.attr2`.
    public convenience init(
      item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
      toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
      self.init(
        first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
        multiplier: multiplier, constant: c)
    }

    /// A constraint between two items given as objects (an anchor's), which the public
    /// initializer's `Any` would box and bridge back first.
    init(
      first view1: AnyObject?, _ attr1: Attribute, _ relation: Relation, second view2: AnyObject?,
      _ attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
      firstItem = view1
      firstAttribute = attr1
      self.relation = relation
      secondItem = view2
      secondAttribute = attr2
      self.multiplier = multiplier
      constant = c
      super.init()
    }

    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
      get { installedOn != nil }
      set {
        if newValue { install() } else { uninstall() }
      }
    }

    /// Activates every constraint.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = false }
    }

    /// The view an item belongs to: itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
      if let view = item as? UIView { return view }
      return (item as? UILayoutGuide)?.owningView
    }

    /// Whether installing and uninstalling leave the items' layout marks alone: a stack view
    /// making the constraints it asked for marked its views when it asked
    /// (``UIStackView/rebuildPending()``).
    @exclusivity(unchecked)
    private static var marksLayout = true

    /// Runs `body` (which activates and deactivates constraints) without marking any view for
    /// layout.
    static func withoutInvalidating(_ body: () -> Void) {
      let outer = marksLayout
      marksLayout = false
      defer { marksLayout = outer }
      body()
    }

    private func install() {
      // Constraints a stack view asked for come before this one, as they would have come when
      // asked.
      UIStackView.rebuildPending()
      guard installedOn == nil, let view = Self.view(of: firstItem) ?? Self.view(of: secondItem)
      else { return }
      view.installedConstraints.append(self)
      installedOn = view
      UIView.layoutStructureGeneration &+= 1
      if Self.marksLayout { invalidate() }
    }

    private func uninstall() {
      UIStackView.rebuildPending()
      guard let view = installedOn else { return }
      view.installedConstraints.removeAll { $0 === self }
      installedOn = nil
      UIView.layoutStructureGeneration &+= 1
      guard Self.marksLayout else { return }
      view.invalidateLayout()
      Self.view(of: secondItem)?.invalidateLayout()
    }

    private func invalidate() {
      Self.view(of: firstItem)?.invalidateLayout()
      Self.view(of: secondItem)?.invalidateLayout()
    }
  }
#endif
