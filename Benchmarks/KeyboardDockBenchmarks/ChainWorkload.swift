import KeyboardDockSolver

/// The "chain" and "fill equally" systems: a row of views between a container's edges.
///
/// View *i* has `right == left + width` (required), `left >= previous.right + 8` (required),
/// `left == previous.right + 8` (strong), `width >= 20` (required) and `width == 44` (weak);
/// "fill equally" adds `width == previous.width` (medium). The first view follows
/// `containerLeft == 0`, and the last must end 8 pt before `containerRight`, an edit variable
/// (strong). Built after a build, the container gets 40 pt per view, less than the 52 the views
/// prefer, so the solver has to trade preferences. `Benchmarks/peers/kiwi_peer.py` builds the
/// same systems in the same order.
public struct ChainSystem {
  /// The spacing between neighbours and at the container's edges, in points.
  public static let spacing = 8.0

  /// The container's left edge, fixed at 0.
  public let containerLeft = Variable("containerLeft")
  /// The container's right edge: the edit variable.
  public let containerRight = Variable("containerRight")
  /// Every view's left, width and right, in chain order.
  public private(set) var views: [(left: Variable, width: Variable, right: Variable)] = []
  /// The constraints, in the order they are added.
  public private(set) var constraints: [Constraint] = []

  /// Creates the system of `count` views.
  ///
  /// - Parameters:
  ///   - count: The number of views.
  ///   - fillsEqually: Whether neighbouring widths are asked to be equal (medium).
  public init(count: Int, fillsEqually: Bool) {
    constraints.append(containerLeft == 0)
    var previousRight = containerLeft
    var previousWidth: Variable?
    for index in 0..<count {
      let left = Variable("left\(index)")
      let width = Variable("width\(index)")
      let right = Variable("right\(index)")
      constraints += [
        right == left + width,
        left >= previousRight + Self.spacing,
        (left == previousRight + Self.spacing).withStrength(.strong),
        width >= 20,
        (width == 44).withStrength(.weak),
      ]
      if fillsEqually, let previousWidth {
        constraints.append((width == previousWidth).withStrength(.medium))
      }
      previousRight = right
      previousWidth = width
      views.append((left, width, right))
    }
    constraints.append(previousRight + Self.spacing <= containerRight)
  }

  /// The container edge suggested after a build: 40 pt per view plus the spacing.
  public var buildSuggestion: Double { Self.spacing + Double(views.count) * 40 }

  /// Container edges for a resize: a triangle wave between 28 and 60 pt per view, 50 steps a
  /// leg (the same sequence as the peer's `resize_widths`).
  public func resizeSuggestions(steps: Int) -> [Double] {
    let low = Self.spacing + Double(views.count) * 28
    let high = Self.spacing + Double(views.count) * 60
    let period = 50
    return (0..<steps).map { step in
      let phase = step % (2 * period)
      let fraction =
        phase <= period
        ? Double(phase) / Double(period) : Double(2 * period - phase) / Double(period)
      return low + (high - low) * fraction
    }
  }

  /// Every variable of the system, for reading the solution.
  public var variables: [Variable] {
    [containerLeft, containerRight] + views.flatMap { [$0.left, $0.width, $0.right] }
  }

  /// Builds a solver with exactly kiwi's calls, in kiwi's order: every constraint one at a
  /// time with ``Solver/addConstraint(_:)``, then the edit variable and its suggestion.
  ///
  /// This is what `Benchmarks/peers/kiwi_peer.py` times, so the ratio of the two is the
  /// solvers' own, like for like.
  ///
  /// - Returns: The solver, solved for ``buildSuggestion``.
  /// - Throws: ``SolverError`` if the system were inconsistent (it is not).
  public func buildWithKiwisCalls() throws(SolverError) -> Solver {
    var solver = Solver()
    for constraint in constraints {
      try solver.addConstraint(constraint)
    }
    try solver.addEditVariable(containerRight, strength: .strong)
    try solver.suggestValue(containerRight, buildSuggestion)
    return solver
  }

  /// Builds a solver with our batch API: the edit and its suggestion first, then every
  /// constraint in one batch.
  ///
  /// This insertion order is the speed-up over kiwi's one-at-a-time build: with the container
  /// edge already suggested, the single primal optimization at the end of the batch finds the
  /// final solution directly, instead of optimizing after every constraint (thousands of
  /// pivots when equal-width preferences compete) and then running the dual simplex for the
  /// suggestion over a dense tableau.
  ///
  /// - Returns: The solver, solved for ``buildSuggestion``.
  /// - Throws: ``SolverError`` if the system were inconsistent (it is not).
  public func build() throws(SolverError) -> Solver {
    var solver = Solver()
    try solver.addEditVariable(containerRight, strength: .strong)
    try solver.suggestValue(containerRight, buildSuggestion)
    try solver.addConstraints(constraints)
    return solver
  }
}
