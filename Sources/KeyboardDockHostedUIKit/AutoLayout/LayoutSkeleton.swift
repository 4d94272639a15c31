#if os(Linux)
  import Foundation

  /// The part of a ``LayoutRequest`` that changes only with the tree: its views and guides in
  /// the order a pass visits them, and its active constraints with their member indices.
  ///
  /// The root keeps it between passes while no view was added or removed
  /// (``UIView/hierarchyGeneration``) and no constraint was activated or deactivated and no
  /// guide added or removed and no subview brought to the front
  /// (``UIView/layoutStructureGeneration``); a pass then reads only the
  /// frames, intrinsic sizes, constants and priorities again. It holds the views, guides and
  /// constraints unretained: while both generations stand, the tree holds every one of them, and
  /// the skeleton keeps nothing alive (the root holds it, so a strong reference to the root
  /// would be a cycle).
  @MainActor
  final class LayoutSkeleton {
    /// An object the tree holds while the skeleton is current, held unretained: read it only
    /// while the skeleton is current, or while something else holds it (a layout pass keeps
    /// the views of its tree alive, ``UIView/removedDuringLayout``).
    struct Ref<Object: AnyObject> {
      private let unmanaged: Unmanaged<Object>

      init(object: Object) { unmanaged = .passUnretained(object) }

      /// The object, retained.
      var object: Object { unmanaged.takeUnretainedValue() }

      /// The object's identity.
      var id: ObjectIdentifier { unmanaged.withGuaranteedRef { ObjectIdentifier($0) } }

      /// The result of `body` on the object, without retaining it (a retain and a release of
      /// an object with weak references, as every view has, take its side table's slow path).
      func with<Result>(_ body: (Object) -> Result) -> Result {
        unmanaged._withUnsafeGuaranteedRef(body)
      }
    }

    /// How a member is held.
    enum Kind {
      /// A view (index into ``views``).
      case view(Int)
      /// A safe-area or keyboard guide of the view at the index (into ``views``).
      case derivedGuide(Ref<UILayoutGuide>, view: Int)
      /// A plain guide of the view at the index (into ``views``).
      case plainGuide(Ref<UILayoutGuide>, view: Int)
    }

    /// An active constraint among the members, but for its constant and priority.
    struct ConstraintEntry {
      let constraint: Ref<NSLayoutConstraint>
      let first: Int
      let firstAttribute: NSLayoutConstraint.Attribute
      let second: Int?
      let secondAttribute: NSLayoutConstraint.Attribute
      let multiplier: CGFloat
      let relation: NSLayoutConstraint.Relation
    }

    let hierarchyGeneration: UInt64
    let structureGeneration: UInt64
    let views: [Ref<UIView>]
    /// The index (into ``views``) of each view's superview; -1 for the root.
    let parents: [Int]
    /// The index (into ``views``) one past the last view of each view's subtree: a view's
    /// subviews are the views from its index + 1, each followed by its own subtree.
    let subtreeEnds: [Int]
    /// The member index of each view.
    let viewMembers: [Int]
    let kinds: [Kind]
    let indices: [ObjectIdentifier: Int]
    let constraints: [ConstraintEntry]
    /// The views' keyboard layout guides (``UIView/keyboardLayoutGuide``, made on first use), in
    /// the views' order.
    let keyboardGuides: [Ref<UIKeyboardLayoutGuide>]
    let hasDerivedGuides: Bool
    let usesScrollContent: Bool

    /// Whether no view, guide or constraint came or went since the skeleton was read.
    var isCurrent: Bool {
      hierarchyGeneration == UIView.hierarchyGeneration
        && structureGeneration == UIView.layoutStructureGeneration
    }

    /// Reads the skeleton of the tree under `root`.
    init(root: UIView) {
      hierarchyGeneration = UIView.hierarchyGeneration
      structureGeneration = UIView.layoutStructureGeneration
      var views: [UIView] = []
      var parents: [Int] = []
      var subtreeEnds: [Int] = []
      Self.collect(
        root, parent: -1, into: &views, parents: &parents, subtreeEnds: &subtreeEnds)
      var kinds: [Kind] = []
      var viewMembers: [Int] = []
      var indices: [ObjectIdentifier: Int] = [:]
      var hasDerivedGuides = false
      var usesScrollContent = false
      for (viewIndex, view) in views.enumerated() {
        indices[ObjectIdentifier(view)] = kinds.count
        viewMembers.append(kinds.count)
        kinds.append(.view(viewIndex))
        for guide in view.layoutGuides {
          if guide.role != .plain { hasDerivedGuides = true }
          switch guide.role {
          case .scrollContent, .scrollFrame:
            usesScrollContent = true
          case .safeArea, .keyboard:
            indices[ObjectIdentifier(guide)] = kinds.count
            kinds.append(.derivedGuide(Ref(object: guide), view: viewIndex))
          case .plain:
            indices[ObjectIdentifier(guide)] = kinds.count
            kinds.append(.plainGuide(Ref(object: guide), view: viewIndex))
          }
        }
      }
      var constraints: [ConstraintEntry] = []
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
          guard constraint.firstAttribute != .notAnAttribute,
            let firstItem, let first = indices[ObjectIdentifier(firstItem)]
          else { continue }
          var second: Int?
          if constraint.secondAttribute != .notAnAttribute {
            guard let secondItem, let index = indices[ObjectIdentifier(secondItem)] else {
              continue
            }
            second = index
          }
          constraints.append(
            ConstraintEntry(
              constraint: Ref(object: constraint), first: first,
              firstAttribute: constraint.firstAttribute, second: second,
              secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
              relation: constraint.relation))
        }
      }
      self.views = views.map { Ref(object: $0) }
      self.parents = parents
      self.subtreeEnds = subtreeEnds
      keyboardGuides = views.compactMap { view in view.lazyKeyboardGuide.map { Ref(object: $0) } }
      self.viewMembers = viewMembers
      self.kinds = kinds
      self.indices = indices
      self.constraints = constraints
      self.hasDerivedGuides = hasDerivedGuides
      self.usesScrollContent = usesScrollContent
    }

    private static func collect(
      _ view: UIView, parent: Int, into views: inout [UIView], parents: inout [Int],
      subtreeEnds: inout [Int]
    ) {
      let index = views.count
      views.append(view)
      parents.append(parent)
      subtreeEnds.append(index + 1)
      for subview in view.subviews {
        collect(
          subview, parent: index, into: &views, parents: &parents, subtreeEnds: &subtreeEnds)
      }
      subtreeEnds[index] = views.count
    }

    /// Where each view's coordinates start in the root's, from the model frames now: the point
    /// of the root that a view's `(0, 0)` is, so a rect in the view is `rect.offsetBy` it in the
    /// root.
    ///
    /// The same offsets `convert(_:to:)` finds walking each view's superviews
    /// (``UIView/originInScreen``), found top-down once for the whole tree: a view's is its
    /// superview's plus its frame's origin minus its bounds origin. Read only while the skeleton
    /// is current (``isCurrent``: the superviews are the ones it was read from).
    ///
    /// - Complexity: O(*n*) in the number of views.
    func positions() -> [CGPoint] {
      var positions: [CGPoint] = []
      positions.reserveCapacity(views.count)
      positions.append(.zero)
      for index in 1..<views.count {
        let parent = positions[parents[index]]
        let (origin, boundsOrigin) = views[index].with { ($0.frame.origin, $0.bounds.origin) }
        positions.append(
          CGPoint(
            x: parent.x + origin.x - boundsOrigin.x, y: parent.y + origin.y - boundsOrigin.y))
      }
      return positions
    }
  }
#endif
