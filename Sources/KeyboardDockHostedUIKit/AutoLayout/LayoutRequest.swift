#if os(Linux)
  import Foundation

  /// What one layout pass asks of the solver, read from a view tree: where each view and guide
  /// is held (required or weakly), the intrinsic sizes, and the active constraints among them.
  @MainActor
  struct LayoutRequest {
    /// A view or a layout guide of the tree, in the order the pass visits them: a view, its
    /// guides, then its subviews, depth first.
    struct Member {
      let object: AnyObject
      /// The rect the item is held at, in the root's coordinates.
      let hold: CGRect
      /// Whether the hold is required (the root, a view translating its autoresizing mask, the
      /// safe area and keyboard guides); otherwise it is weak.
      let isRequired: Bool
      /// The intrinsic content size of a view laid out by constraints, or `nil`.
      let intrinsic: CGSize?
    }

    /// An active constraint in the solver's terms: member indices, attributes and numbers.
    struct Spec: Equatable {
      let first: Int
      let firstAttribute: NSLayoutConstraint.Attribute
      let second: Int?
      let secondAttribute: NSLayoutConstraint.Attribute
      let multiplier: CGFloat
      let constant: CGFloat
      let relation: NSLayoutConstraint.Relation
      let priority: Float

      /// Whether `other` is this equality with another constant only, which the solver takes
      /// in place (`Solver.replaceConstant(of:with:)`).
      func isRetuning(to other: Spec) -> Bool {
        relation == .equal && other.relation == .equal && priority == other.priority
          && first == other.first
          && firstAttribute == other.firstAttribute && second == other.second
          && secondAttribute == other.secondAttribute && multiplier == other.multiplier
      }
    }

    let root: UIView
    private(set) var members: [Member] = []
    private(set) var views: [UIView] = []
    private(set) var constraints: [(constraint: NSLayoutConstraint, spec: Spec)] = []
    /// Whether a guide placed from the views' frames (safe area, keyboard) is in the tree.
    private(set) var hasDerivedGuides = false
    /// Whether a constraint uses a scroll view's content or frame area (its layout guides, or
    /// content pinned to its edges: "Working with Scroll Views"), which only
    /// ``FullLayoutPass`` lays out.
    private(set) var usesScrollContent = false
    private var indices: [ObjectIdentifier: Int] = [:]

    init(root: UIView) {
      self.root = root
      collect(root)
      for view in views { addMembers(of: view) }
      addConstraints()
    }

    /// The member index of `item`, if it is in the tree.
    func index(of item: AnyObject?) -> Int? {
      guard let item else { return nil }
      return indices[ObjectIdentifier(item)]
    }

    private mutating func collect(_ view: UIView) {
      views.append(view)
      for subview in view.subviews { collect(subview) }
    }

    private mutating func append(_ member: Member) {
      indices[ObjectIdentifier(member.object)] = members.count
      members.append(member)
    }

    private mutating func addMembers(of view: UIView) {
      let inRoot = view === root ? root.bounds : view.convert(view.bounds, to: root)
      if view === root || view.translatesAutoresizingMaskIntoConstraints {
        append(Member(object: view, hold: inRoot, isRequired: true, intrinsic: nil))
      } else {
        append(
          Member(
            object: view, hold: inRoot, isRequired: false, intrinsic: view.intrinsicContentSize))
      }
      for guide in view.layoutGuides {
        let origin = view === root ? CGPoint.zero : inRoot.origin
        let local: CGRect
        if guide.role != .plain { hasDerivedGuides = true }
        switch guide.role {
        case .scrollContent, .scrollFrame:
          usesScrollContent = true
          continue
        case .safeArea:
          local = view.bounds.inset(by: view.computedSafeArea())
        case .keyboard:
          local = (guide as? UIKeyboardLayoutGuide)?.frame(in: view) ?? guide.layoutFrame
        case .plain:
          let rect = guide.layoutFrame.offsetBy(
            dx: origin.x - view.bounds.minX, dy: origin.y - view.bounds.minY)
          append(Member(object: guide, hold: rect, isRequired: false, intrinsic: nil))
          continue
        }
        let rect = local.offsetBy(dx: origin.x - view.bounds.minX, dy: origin.y - view.bounds.minY)
        append(Member(object: guide, hold: rect, isRequired: true, intrinsic: nil))
      }
    }

    private mutating func addConstraints() {
      // A constraint is installed on one view at a time (`NSLayoutConstraint.install()`), so
      // each comes once.
      for view in views {
        for constraint in view.installedConstraints {
          // Each weak item loaded once (a weak load takes the object's side table).
          let firstItem = constraint.firstItem
          let secondItem = constraint.secondItem
          if UIScrollView.contentOwner(of: firstItem, constraint.firstAttribute, other: secondItem)
            != nil
            || UIScrollView.contentOwner(
              of: secondItem, constraint.secondAttribute, other: firstItem) != nil
          {
            usesScrollContent = true
          }
          guard constraint.firstAttribute != .notAnAttribute, let first = index(of: firstItem)
          else { continue }
          var second: Int?
          if constraint.secondAttribute != .notAnAttribute {
            guard let index = index(of: secondItem) else { continue }
            second = index
          }
          let spec = Spec(
            first: first, firstAttribute: constraint.firstAttribute, second: second,
            secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
            constant: constraint.constant, relation: constraint.relation,
            priority: constraint.priority.rawValue)
          constraints.append((constraint, spec))
        }
      }
    }
  }
#endif
