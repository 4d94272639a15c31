#if os(Linux)
  import Foundation
  import KeyboardDockSolver

  private typealias Expression = KeyboardDockSolver.Expression

  /// One Auto Layout pass over a view tree built from scratch, for a tree whose constraints
  /// use a scroll view's content area (``LayoutRequest/usesScrollContent``), which the kept
  /// engine (``LayoutEngine``) does not model yet: every active constraint among its views and
  /// guides, solved by KeyboardDockSolver (Cassowary, "The Cassowary Linear Arithmetic
  /// Constraint Solving Algorithm", Badros, Borning and Stuckey 2001, the algorithm Auto Layout
  /// implements), and the solution set as the views' frames.
  ///
  /// Every item has x, y, width and height in the root's coordinates. A view that translates
  /// its autoresizing mask is held at its frame; intrinsic content sizes become hugging (250)
  /// and compression resistance (750) inequalities; the safe area and keyboard layout guides
  /// are held at their frames. Each other item is held weakly where it was, so an ambiguous
  /// layout keeps its frames instead of jumping. A required constraint that cannot be
  /// satisfied is broken (added at priority 999), as UIKit does ("Unable to simultaneously
  /// satisfy constraints… Will attempt to recover by breaking constraint").
  @MainActor
  struct FullLayoutPass {
    private typealias Item = LayoutEngine.Item

    private var solver = Solver()
    private var items: [ObjectIdentifier: Item] = [:]
    /// Each scroll view's content area (its `contentLayoutGuide`'s item when it has one).
    private var contentItems: [ObjectIdentifier: Item] = [:]
    /// The scroll views whose content area a constraint uses: their content size is solved.
    private var constrainedContent = Set<ObjectIdentifier>()
    private var views: [UIView] = []
    private(set) var brokenConstraints: [NSLayoutConstraint] = []
    /// Whether a frame changed, and whether a guide placed from the views' frames (safe area,
    /// keyboard) was in the tree: then another pass places it from the new frames.
    private(set) var needsAnotherPass = false
    private var hasDerivedGuides = false

    /// Lays out the tree under `root` and sets the frames that changed.
    ///
    /// - Returns: The constraints broken to recover, and whether another pass is needed.
    static func run(root: UIView) -> (broken: [NSLayoutConstraint], again: Bool) {
      var pass = FullLayoutPass()
      pass.collect(root)
      pass.addStructure(root: root)
      pass.addConstraints()
      LayoutPass.isRunning = true
      pass.apply(root: root)
      LayoutPass.isRunning = false
      return (pass.brokenConstraints, pass.needsAnotherPass)
    }

    private mutating func collect(_ view: UIView) {
      views.append(view)
      items[ObjectIdentifier(view)] = Item()
      for guide in view.layoutGuides { items[ObjectIdentifier(guide)] = Item() }
      if let scrollView = view as? UIScrollView {
        contentItems[ObjectIdentifier(view)] =
          scrollView.existingContentGuide.flatMap { items[ObjectIdentifier($0)] } ?? Item()
      }
      for subview in view.subviews { collect(subview) }
    }

    private mutating func add(_ constraint: Constraint) {
      do {
        try solver.addConstraint(constraint)
      } catch {
        if constraint.strength.isRequired {
          try? solver.addConstraint(constraint.withStrength(LayoutPass.strength(999)))
        }
      }
    }

    private mutating func hold(_ item: Item, at frame: CGRect, strength: Strength) {
      add(Constraint(Expression(item.x) - Double(frame.minX), .equal, strength: strength))
      add(Constraint(Expression(item.y) - Double(frame.minY), .equal, strength: strength))
      add(Constraint(Expression(item.width) - Double(frame.width), .equal, strength: strength))
      add(Constraint(Expression(item.height) - Double(frame.height), .equal, strength: strength))
    }

    private mutating func addStructure(root: UIView) {
      for view in views {
        guard let item = items[ObjectIdentifier(view)] else { continue }
        let inRoot = view === root ? root.bounds : view.convert(view.bounds, to: root)
        if view === root || view.translatesAutoresizingMaskIntoConstraints {
          hold(item, at: inRoot, strength: .required)
        } else {
          hold(item, at: inRoot, strength: Strength(1e-3))
          let size = view.intrinsicContentSize
          if size.width != UIView.noIntrinsicMetric {
            add(
              Constraint(
                Expression(item.width) - Double(size.width), .lessThanOrEqual,
                strength: LayoutPass.strength(250)))
            add(
              Constraint(
                Expression(item.width) - Double(size.width), .greaterThanOrEqual,
                strength: LayoutPass.strength(750)))
          }
          if size.height != UIView.noIntrinsicMetric {
            add(
              Constraint(
                Expression(item.height) - Double(size.height), .lessThanOrEqual,
                strength: LayoutPass.strength(250)))
            add(
              Constraint(
                Expression(item.height) - Double(size.height), .greaterThanOrEqual,
                strength: LayoutPass.strength(750)))
          }
        }
        let origin = view === root ? CGPoint.zero : view.convert(view.bounds, to: root).origin
        if let scrollView = view as? UIScrollView,
          let content = contentItems[ObjectIdentifier(view)]
        {
          // The content area starts at the content's origin; its size is the content's.
          let size = scrollView.contentSize
          let area = CGRect(
            origin: CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY),
            size: size.width.isFinite && size.height.isFinite ? size : .zero)
          hold(content, at: area, strength: Strength(1e-3))
          add(Constraint(Expression(content.x) - Double(area.minX), .equal, strength: .required))
          add(Constraint(Expression(content.y) - Double(area.minY), .equal, strength: .required))
        }
        for guide in view.layoutGuides {
          guard let guideItem = items[ObjectIdentifier(guide)] else { continue }
          let local: CGRect
          if guide.role != .plain { hasDerivedGuides = true }
          switch guide.role {
          case .scrollContent:
            continue
          case .scrollFrame:
            local = view.bounds
          case .safeArea:
            local = view.bounds.inset(by: view.computedSafeArea())
          case .keyboard:
            local = (guide as? UIKeyboardLayoutGuide)?.frame(in: view) ?? guide.layoutFrame
          case .plain:
            hold(
              guideItem,
              at: guide.layoutFrame.offsetBy(
                dx: origin.x - view.bounds.minX, dy: origin.y - view.bounds.minY),
              strength: Strength(1e-3))
            continue
          }
          hold(
            guideItem,
            at: local.offsetBy(dx: origin.x - view.bounds.minX, dy: origin.y - view.bounds.minY),
            strength: .required)
        }
      }
    }

    private mutating func expression(
      _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, other: AnyObject? = nil
    ) -> Expression? {
      let owner = UIScrollView.contentOwner(of: item, attribute, other: other)
      if let owner {
        constrainedContent.insert(ObjectIdentifier(owner))
      } else if let guide = item as? UILayoutGuide, guide.role == .scrollContent,
        let view = guide.owningView
      {
        constrainedContent.insert(ObjectIdentifier(view))
      }
      guard let item,
        let variables = owner.flatMap({ contentItems[ObjectIdentifier($0)] })
          ?? items[ObjectIdentifier(item)]
      else { return nil }
      return variables.expression(attribute)
    }

    private mutating func addConstraints() {
      var seen = Set<ObjectIdentifier>()
      for view in views {
        for constraint in view.installedConstraints
        where seen.insert(ObjectIdentifier(constraint)).inserted {
          guard
            let first = expression(
              constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem)
          else { continue }
          var rhs = Expression(constant: Double(constraint.constant))
          if constraint.secondAttribute != .notAnAttribute {
            guard
              let second = expression(
                constraint.secondItem, constraint.secondAttribute, other: constraint.firstItem)
            else { continue }
            rhs = second * Double(constraint.multiplier) + Double(constraint.constant)
          }
          let relation: Constraint.Relation
          switch constraint.relation {
          case .equal: relation = .equal
          case .lessThanOrEqual: relation = .lessThanOrEqual
          case .greaterThanOrEqual: relation = .greaterThanOrEqual
          }
          let strength = LayoutPass.strength(constraint.priority.rawValue)
          let built = Constraint(first - rhs, relation, strength: strength)
          do {
            try solver.addConstraint(built)
          } catch {
            brokenConstraints.append(constraint)
            try? solver.addConstraint(built.withStrength(LayoutPass.strength(999)))
          }
        }
      }
    }

    private func rect(_ item: Item) -> CGRect {
      CGRect(
        x: solver.value(of: item.x), y: solver.value(of: item.y),
        width: max(0, solver.value(of: item.width)), height: max(0, solver.value(of: item.height)))
    }

    private mutating func apply(root: UIView) {
      for view in views where view !== root {
        guard let item = items[ObjectIdentifier(view)], let parent = view.superview,
          let parentItem = items[ObjectIdentifier(parent)]
        else { continue }
        let solved = rect(item)
        let parentRect =
          parent === root ? CGRect(origin: .zero, size: root.bounds.size) : rect(parentItem)
        let frame = CGRect(
          x: Self.rounded(solved.minX - parentRect.minX + parent.bounds.minX),
          y: Self.rounded(solved.minY - parentRect.minY + parent.bounds.minY),
          width: Self.rounded(solved.width), height: Self.rounded(solved.height))
        if !view.translatesAutoresizingMaskIntoConstraints, frame != view.frame {
          view.frame = frame
          needsAnotherPass = hasDerivedGuides
        }
      }
      for view in views {
        for guide in view.layoutGuides {
          guard let item = items[ObjectIdentifier(guide)] else { continue }
          guide.layoutFrame = view.convert(rect(item), from: root)
        }
        if let scrollView = view as? UIScrollView,
          constrainedContent.contains(ObjectIdentifier(view)),
          let content = contentItems[ObjectIdentifier(view)]
        {
          let size = rect(content).size
          let rounded = CGSize(width: Self.rounded(size.width), height: Self.rounded(size.height))
          if rounded != scrollView.contentSize { scrollView.contentSize = rounded }
        }
      }
    }

    /// Rounds away solver noise (1e-9 pt) so equal layouts give equal frames.
    private static func rounded(_ value: CGFloat) -> CGFloat {
      (value * 1e6).rounded() / 1e6
    }
  }

#endif
