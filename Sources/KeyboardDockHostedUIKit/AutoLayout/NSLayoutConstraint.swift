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
    public init(
      item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
      toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
      firstItem = view1 as AnyObject
      firstAttribute = attr1
      self.relation = relation
      secondItem = view2.map { $0 as AnyObject }
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

    private func install() {
      guard installedOn == nil, let view = Self.view(of: firstItem) ?? Self.view(of: secondItem)
      else { return }
      view.installedConstraints.append(self)
      installedOn = view
      UIView.layoutStructureGeneration &+= 1
      invalidate()
    }

    private func uninstall() {
      guard let view = installedOn else { return }
      view.installedConstraints.removeAll { $0 === self }
      installedOn = nil
      UIView.layoutStructureGeneration &+= 1
      view.invalidateLayout()
      Self.view(of: secondItem)?.invalidateLayout()
    }

    private func invalidate() {
      Self.view(of: firstItem)?.invalidateLayout()
      Self.view(of: secondItem)?.invalidateLayout()
    }
  }
#endif
