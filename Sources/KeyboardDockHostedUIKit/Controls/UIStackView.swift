#if os(Linux)
  public import Foundation

  /// A row or column of views, as `UIStackView`
  /// (https://developer.apple.com/documentation/uikit/uistackview): it makes the arranged
  /// subviews' constraints.
  ///
  /// The constraints are made again, once, before the next constraint is activated or
  /// deactivated anywhere and before the next layout pass or read of a view's `constraints`,
  /// not on every property set: UIKit's stack view, too, updates its constraints when layout
  /// asks for them ("the stack view automatically updates its layout whenever views are added,
  /// removed or inserted … or when one of its properties changes", Apple's `UIStackView`
  /// documentation), so configuring a stack property by property costs one set of constraints,
  /// not one per property. They come in exactly where making them at each set would have put
  /// them, so every layout is the one the eager stack gave: no other constraint is activated
  /// between the last set and the flush (an activation flushes first), and the views a set
  /// marks for layout are marked at the set.
  @MainActor
  open class UIStackView: UIView {
    /// How the arranged views share the length.
    public enum Distribution: Int, Sendable {
      case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// How they are placed across.
    public enum Alignment: Int, Sendable {
      case fill, leading, firstBaseline, center, trailing, lastBaseline
    }
    /// The arranged views.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The axis.
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { setNeedsRebuild() } }
    /// The distribution.
    open var distribution = Distribution.fill { didSet { setNeedsRebuild() } }
    /// The alignment.
    open var alignment = Alignment.fill { didSet { setNeedsRebuild() } }
    /// The spacing between views.
    open var spacing: CGFloat = 0 { didSet { setNeedsRebuild() } }
    /// Whether the arranged views are inset by the layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsRebuild() } }
    open override var layoutMargins: UIEdgeInsets { didSet { setNeedsRebuild() } }
    /// The constraints made last, active.
    private var made: [NSLayoutConstraint] = []
    /// How many of the arranged views the constraints are for: those arranged when they were
    /// last asked for (a view is added to ``arrangedSubviews`` before its `addSubview` runs the
    /// app's callbacks, and constraints made from inside them are for the views before it).
    private var constrainedCount = 0
    /// Whether the constraints are asked for and not made yet.
    private var needsRebuild = false

    /// A stack waiting for its constraints (held weakly: a stack the app drops needs none).
    private struct Pending {
      weak var stack: UIStackView?
    }

    /// The stacks whose constraints are asked for, in the order they were last asked.
    @exclusivity(unchecked)
    private static var pending: [Pending] = []

    /// Whether some stack's constraints are asked for and not made yet.
    static var hasPendingRebuilds: Bool { !pending.isEmpty }

    /// Creates a stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
      self.init(frame: .zero)
      for view in views { addArrangedSubview(view) }
    }

    /// Adds a view at the end.
    open func addArrangedSubview(_ view: UIView) {
      arrangedSubviews.append(view)
      addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
      setNeedsRebuild()
    }

    /// Asks for the constraints of the arranged views and properties as they are now.
    ///
    /// Marks what making them would mark now: the views they join for layout (each arranged
    /// view and the stack, when there is one to constrain), and the skeleton of constraints
    /// kept by a root as stale.
    private func setNeedsRebuild() {
      constrainedCount = arrangedSubviews.count
      if needsRebuild {
        Self.pending.removeAll { $0.stack === self || $0.stack == nil }
      }
      needsRebuild = true
      Self.pending.append(Pending(stack: self))
      guard constrainedCount > 0 else { return }
      UIView.layoutStructureGeneration &+= 1
      for view in arrangedSubviews[..<constrainedCount] { view.setNeedsLayout() }
      setNeedsLayout()
    }

    /// Makes the constraints of every stack that asked for them, in the order they asked.
    ///
    /// Called before a constraint is activated or deactivated, before a layout pass, and
    /// before a view's constraints are read.
    static func rebuildPending() {
      guard !pending.isEmpty else { return }
      let stacks = pending
      pending = []
      for entry in stacks {
        guard let stack = entry.stack, stack.needsRebuild else { continue }
        stack.needsRebuild = false
        NSLayoutConstraint.withoutInvalidating { stack.rebuild() }
      }
    }

    private func rebuild() {
      NSLayoutConstraint.deactivate(made)
      made = []
      let horizontal = axis == .horizontal
      let m = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
      let arranged = arrangedSubviews[..<constrainedCount]
      var previous: UIView?
      for view in arranged {
        if horizontal {
          made += [
            view.topAnchor.constraint(equalTo: topAnchor, constant: m.top),
            view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -m.bottom),
            previous.map {
              view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: spacing)
            }
              ?? view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.left),
          ]
          if distribution == .fillEqually, let first = arranged.first, first !== view {
            made.append(view.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 1))
          }
        } else {
          made += [
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.left),
            view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.right),
            previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: spacing) }
              ?? view.topAnchor.constraint(equalTo: topAnchor, constant: m.top),
          ]
          if distribution == .fillEqually, let first = arranged.first, first !== view {
            made.append(view.heightAnchor.constraint(equalTo: first.heightAnchor, multiplier: 1))
          }
        }
        previous = view
      }
      if let last = arranged.last {
        made.append(
          horizontal
            ? last.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.right)
            : last.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -m.bottom))
      }
      NSLayoutConstraint.activate(made)
    }
  }
#endif
