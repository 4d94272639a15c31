#if os(Linux)
  import Foundation

  /// What one layout pass asks of the solver, read from a view tree: where each view and guide
  /// is held (required or weakly), the intrinsic sizes, and the active constraints among them.
  @MainActor
  struct LayoutRequest {
    /// A view or a layout guide of the tree, in the order the pass visits them: a view, its
    /// guides, then its subviews, depth first (the object is the skeleton's, ``object(at:)``).
    struct Member {
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
    /// The views, guides and constraints the request was read from.
    let skeleton: LayoutSkeleton
    private(set) var members: [Member] = []
    /// The active constraints, in the skeleton's order (each constraint is the skeleton's,
    /// ``constraint(at:)``).
    private(set) var specs: [Spec] = []
    /// Whether a guide placed from the views' frames (safe area, keyboard) is in the tree.
    private(set) var hasDerivedGuides = false
    /// Whether a constraint uses a scroll view's content or frame area (its layout guides, or
    /// content pinned to its edges: "Working with Scroll Views"), which only
    /// ``FullLayoutPass`` lays out.
    private(set) var usesScrollContent = false
    /// The safe-area and keyboard guides, each with its view and member index.
    private var derivedGuides: [(view: UIView, viewIndex: Int, guide: UILayoutGuide, index: Int)] =
      []

    /// Reads the request of the tree under `root`: its skeleton (``LayoutSkeleton``, kept by
    /// the root while no view, guide or constraint came or went), then the frames, intrinsic
    /// sizes, constants and priorities.
    init(root: UIView) {
      self.root = root
      if let kept = root.layoutSkeleton, kept.isCurrent {
        skeleton = kept
      } else {
        skeleton = LayoutSkeleton(root: root)
        root.layoutSkeleton = skeleton
      }
      hasDerivedGuides = skeleton.hasDerivedGuides
      usesScrollContent = skeleton.usesScrollContent
      // A tree using a scroll view's content area is laid out by `FullLayoutPass`, which reads
      // the tree itself.
      guard !usesScrollContent else { return }
      addMembers(skeleton)
      specs.reserveCapacity(skeleton.constraints.count)
      for entry in skeleton.constraints {
        let (constant, priority) = entry.constraint.with { ($0.constant, $0.priority.rawValue) }
        specs.append(
          Spec(
            first: entry.first, firstAttribute: entry.firstAttribute, second: entry.second,
            secondAttribute: entry.secondAttribute, multiplier: entry.multiplier,
            constant: constant, relation: entry.relation, priority: priority))
      }
    }

    /// The member index of `item`, if it is in the tree.
    func index(of item: AnyObject?) -> Int? {
      guard let item else { return nil }
      return skeleton.indices[ObjectIdentifier(item)]
    }

    /// The view or guide of the member at `index`.
    func object(at index: Int) -> AnyObject {
      switch skeleton.kinds[index] {
      case .view(let view): return skeleton.views[view].object
      case .derivedGuide(let guide, _), .plainGuide(let guide, _): return guide.object
      }
    }

    /// The constraint of ``specs``[`index`].
    func constraint(at index: Int) -> NSLayoutConstraint {
      skeleton.constraints[index].constraint.object
    }

    /// The identity of the constraint of ``specs``[`index`].
    func constraintID(at index: Int) -> ObjectIdentifier {
      skeleton.constraints[index].constraint.id
    }

    /// Each view held at its frame in the root (required for the root and a view translating
    /// its autoresizing mask, weakly otherwise), then its guides, in the skeleton's order.
    private mutating func addMembers(_ skeleton: LayoutSkeleton) {
      members.reserveCapacity(skeleton.kinds.count)
      // At most every guide is placed from the views' frames: room for them all at once.
      derivedGuides.reserveCapacity(skeleton.kinds.count - skeleton.views.count)
      // Each view's offset in the root, found top-down once instead of a `convert(_:to:)` walk
      // up the superviews per view.
      let positions = skeleton.positions()
      // The view whose guides follow, its index, and where its bounds' origin is in the root
      // (the root's own at zero).
      var viewIndex = 0
      var origin = CGPoint.zero
      for kind in skeleton.kinds {
        switch kind {
        case .view(let index):
          viewIndex = index
          members.append(
            skeleton.views[index].with { view in
              guard index > 0 else {
                origin = .zero
                return Member(hold: view.bounds, isRequired: true, intrinsic: nil)
              }
              let parent = positions[skeleton.parents[index]]
              let frame = view.frame
              let inRoot = CGRect(
                x: parent.x + frame.minX, y: parent.y + frame.minY, width: frame.width,
                height: frame.height)
              origin = inRoot.origin
              return view.translatesAutoresizingMaskIntoConstraints
                ? Member(hold: inRoot, isRequired: true, intrinsic: nil)
                : Member(hold: inRoot, isRequired: false, intrinsic: view.intrinsicContentSize)
            })
        case .derivedGuide(let ref, _):
          let view = skeleton.views[viewIndex].object
          let guide = ref.object
          derivedGuides.append((view, viewIndex, guide, members.count))
          let rect = Self.derivedHold(of: guide, in: view, origin: origin)
          members.append(Member(hold: rect, isRequired: true, intrinsic: nil))
        case .plainGuide(let ref, _):
          let bounds = skeleton.views[viewIndex].with { $0.bounds }
          let rect = ref.with { $0.layoutFrame }.offsetBy(
            dx: origin.x - bounds.minX, dy: origin.y - bounds.minY)
          members.append(Member(hold: rect, isRequired: false, intrinsic: nil))
        }
      }
    }

    /// Where a guide placed from the views' frames (safe area, keyboard) is held, in the root's
    /// coordinates, for `view` at `origin` in the root.
    private static func derivedHold(
      of guide: UILayoutGuide, in view: UIView, origin: CGPoint
    ) -> CGRect {
      let local =
        guide.role == .safeArea
        ? view.bounds.inset(by: view.computedSafeArea())
        : (guide as? UIKeyboardLayoutGuide)?.frame(in: view) ?? guide.layoutFrame
      return local.offsetBy(dx: origin.x - view.bounds.minX, dy: origin.y - view.bounds.minY)
    }

    /// Whether a guide placed from the views' frames (safe area, keyboard) would be held
    /// elsewhere now, after the pass set the frames: only then can another pass change a frame
    /// (the holds, constraints and intrinsic sizes are otherwise the ones just solved).
    ///
    /// - Parameter positions: Each view's offset in the root now (``LayoutSkeleton/positions()``),
    ///   or `nil` when the skeleton is no longer current (each view's is then walked).
    func derivedGuidesMoved(positions: [CGPoint]?) -> Bool {
      for (view, viewIndex, guide, index) in derivedGuides {
        let origin: CGPoint
        if view === root {
          origin = .zero
        } else if let positions {
          let position = positions[viewIndex]
          let boundsOrigin = view.bounds.origin
          origin = CGPoint(x: position.x + boundsOrigin.x, y: position.y + boundsOrigin.y)
        } else {
          origin = view.convert(view.bounds, to: root).origin
        }
        if Self.derivedHold(of: guide, in: view, origin: origin) != members[index].hold {
          return true
        }
      }
      return false
    }
  }
#endif
