// Explaining an unsatisfiable required constraint: an irreducible conflicting set.

extension Solver {
  /// An irreducible set of required constraints that cannot hold together, ending with
  /// `constraint`, found by a deletion filter.
  ///
  /// The candidates are the required constraints already in the solver, plus those in `batch`
  /// (constraints added earlier in the same call), restricted to those connected to
  /// `constraint` through shared variables. The deletion filter then drops each candidate in
  /// turn and keeps it out if the rest still conflict: what remains is irreducible — without
  /// any one member, the others can hold.
  ///
  /// - Complexity: O(*k*) feasibility checks of up to *k* constraints, *k* the candidates.
  func conflictingConstraints(adding constraint: Constraint, batch: [Constraint]) -> [Constraint] {
    let editConstraints = Set(edits.map { ObjectIdentifier($0.constraint) })
    let existing = tags.values.sorted { $0.order < $1.order }.map(\.constraint)
      .filter { !editConstraints.contains(ObjectIdentifier($0)) }
    let required = (existing + batch).filter { $0.strength.isRequired }
    var candidates = Self.connected(to: constraint, among: required)
    var index = 0
    while index < candidates.count {
      var trial = candidates
      trial.remove(at: index)
      if Self.isFeasible(trial + [constraint]) {
        index += 1
      } else {
        candidates = trial
      }
    }
    return candidates + [constraint]
  }

  /// The constraints of `pool` linked to `constraint` by chains of shared variables, in order.
  static func connected(to constraint: Constraint, among pool: [Constraint]) -> [Constraint] {
    var reached = Set(constraint.expression.terms.map { $0.variable.id })
    var included = [Bool](repeating: false, count: pool.count)
    var changed = true
    while changed {
      changed = false
      for (index, candidate) in pool.enumerated() where !included[index] {
        let ids = candidate.expression.terms.map { $0.variable.id }
        if ids.contains(where: reached.contains) {
          included[index] = true
          reached.formUnion(ids)
          changed = true
        }
      }
    }
    return pool.indices.filter { included[$0] }.map { pool[$0] }
  }

  /// Whether the constraints can all be added to a new solver.
  static func isFeasible(_ constraints: [Constraint]) -> Bool {
    var solver = Solver()
    for constraint in constraints {
      if case .unsatisfiable = solver.insertRow(for: constraint, restoringOnFailure: false) {
        return false
      }
    }
    return true
  }
}
