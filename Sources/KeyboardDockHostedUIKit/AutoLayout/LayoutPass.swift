#if os(Linux)
  import Foundation
  import KeyboardDockSolver

  private typealias Expression = KeyboardDockSolver.Expression

  /// One Auto Layout pass over a view tree: every active constraint among its views and
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
  ///
  /// The root keeps its solver between passes (``LayoutEngine``), as Auto Layout's engine
  /// does: a pass only removes and adds the constraints that changed, and moves the weak holds
  /// with `suggestValue` ("Cassowary", section 4.2, edit constraints).
  @MainActor
  struct LayoutPass {
    /// Whether a pass is setting frames (they do not invalidate the layout again).
    @exclusivity(unchecked)
    static var isRunning = false

    /// Lays out the tree under `root` and sets the frames that changed.
    ///
    /// - Returns: The constraints broken to recover, and whether another pass is needed.
    static func run(root: UIView) -> (broken: [NSLayoutConstraint], again: Bool) {
      let request = LayoutRequest(root: root)
      guard !request.usesScrollContent else {
        // A scroll view's content area: laid out afresh on each pass.
        root.layoutEngine = nil
        return FullLayoutPass.run(root: root)
      }
      var broken: [NSLayoutConstraint] = []
      if let engine = root.layoutEngine, engine.update(to: request) {
        // The engine holds exactly the request's constraints, none broken.
      } else {
        let engine: LayoutEngine
        (engine, broken) = LayoutEngine.built(for: request)
        // An engine that broke a constraint depends on the order constraints came in: the next
        // pass builds afresh, so the constraint broken is always the one UIKit's order breaks.
        root.layoutEngine = broken.isEmpty && engine.isClean ? engine : nil
        isRunning = true
        let again = engine.apply(request)
        isRunning = false
        return (broken, again)
      }
      isRunning = true
      let again = root.layoutEngine?.apply(request) ?? false
      isRunning = false
      return (broken, again)
    }

    /// The solver strength of a UIKit priority below required: exponential, so a higher
    /// priority always outweighs several lower ones.
    static func strength(_ priority: Float) -> Strength {
      priority >= 1000 ? .required : Strength(pow(10, Double(max(1, priority)) / 200))
    }
  }

  extension CGRect {
    func inset(by insets: UIEdgeInsets) -> CGRect {
      CGRect(
        x: minX + insets.left, y: minY + insets.top,
        width: max(0, width - insets.left - insets.right),
        height: max(0, height - insets.top - insets.bottom))
    }
  }
#endif
