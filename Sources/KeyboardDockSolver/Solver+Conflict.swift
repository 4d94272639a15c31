// Explaining an unsatisfiable required constraint: an irreducible conflicting set.

extension Solver {
  /// An irreducible set of required constraints that cannot hold together, ending with
  /// `constraint`, found by a deletion filter.
  ///
  /// The candidates are the required constraints already in the solver, plus those in `batch`
  /// (constraints added earlier in the same call), restricted to those connected to
  /// `constraint` through shared variables. The deletion filter then drops each candidate in
  /// turn and keeps it out if the rest still conflict: what remains is irreducible — without
  /// any one member, the others can hold. Each feasibility check adds `constraint` first and
  /// then the candidates in order; when it fails at some candidate, the candidates after it
  /// are dropped at once, which keeps the filter near-linear when the conflict is small.
  ///
  /// - Complexity: At most O(*k*) feasibility checks of up to *k* constraints, *k* the
  ///   candidates; one insertion pass when they are independent required equalities (see
  ///   ``conflictByCertificate(adding:candidates:)``).
  func conflictingConstraints(adding constraint: Constraint, batch: [Constraint]) -> [Constraint] {
    let editConstraints = Set(edits.map { ObjectIdentifier($0.constraint) })
    let existing = tags.values.sorted { $0.order < $1.order }.map(\.constraint)
      .filter { !editConstraints.contains(ObjectIdentifier($0)) }
    let required = (existing + batch).filter { $0.strength.isRequired }
    let candidates = Self.connected(to: constraint, among: required)
    // Among required equalities alone the conflict is read from one insertion pass; the
    // deletion filter below is for the general case.
    if let conflict = Self.conflictByCertificate(adding: constraint, candidates: candidates) {
      return conflict
    }
    return Self.deletionFilter(adding: constraint, candidates: candidates)
  }

  /// The deletion filter of ``conflictingConstraints(adding:batch:)`` over `candidates`, which
  /// are connected to `constraint`.
  static func deletionFilter(
    adding constraint: Constraint, candidates connected: [Constraint]
  ) -> [Constraint] {
    var candidates = connected
    if let failure = Self.firstFailure(adding: constraint, then: candidates) {
      candidates = Array(candidates.prefix(failure + 1))
    }
    // Every trial starts with `constraint` and the candidates kept so far, which only grow:
    // `base` holds them, built once, and each trial continues from a copy of it (the same
    // state a fresh solver reaches after the same insertions, so the same answer).
    var base = Solver()
    var baseFailure = base.insert(constraint) ? nil : -1
    var index = 0
    while index < candidates.count {
      var trial = candidates
      trial.remove(at: index)
      let failure: Int?
      if let baseFailure {
        failure = baseFailure
      } else {
        var solver = base
        failure = solver.firstFailure(of: trial[index...]).map { $0 + index }
      }
      if let failure {
        candidates = Array(trial.prefix(failure + 1))
      } else {
        if baseFailure == nil && !base.insert(candidates[index]) {
          baseFailure = index
        }
        index += 1
      }
    }
    return candidates + [constraint]
  }

  /// Inserts `constraint`'s row for a feasibility check; returns whether it could be added.
  ///
  /// A trial solver never removes a constraint, so each is inserted permanently: a chain of
  /// required equalities then keeps short rows (see ``Solver/addConstraint(_:removable:)``).
  private mutating func insert(_ constraint: Constraint) -> Bool {
    if case .unsatisfiable = insertRow(for: constraint, restoringOnFailure: false, removable: false)
    {
      return false
    }
    return true
  }

  /// Inserts `constraints` in order and returns the offset from their start of the first that
  /// could not be added, or `nil` if all were added.
  private mutating func firstFailure(of constraints: ArraySlice<Constraint>) -> Int? {
    for (offset, constraint) in constraints.enumerated() where !insert(constraint) {
      return offset
    }
    return nil
  }

  /// The constraints of `pool` linked to `constraint` by chains of shared variables, in order.
  ///
  /// - Complexity: O(terms of `pool`): a search over an index from each variable to the
  ///   constraints that use it (a pass per link of a chain would be quadratic).
  static func connected(to constraint: Constraint, among pool: [Constraint]) -> [Constraint] {
    var users: [ObjectIdentifier: [Int]] = [:]
    for (index, candidate) in pool.enumerated() {
      for term in candidate.expression.terms { users[term.variable.id, default: []].append(index) }
    }
    var reached = Set<ObjectIdentifier>()
    var frontier = constraint.expression.terms.map { $0.variable.id }
    var included = [Bool](repeating: false, count: pool.count)
    while let variable = frontier.popLast() {
      guard reached.insert(variable).inserted else { continue }
      for index in users[variable] ?? [] where !included[index] {
        included[index] = true
        frontier += pool[index].expression.terms.map { $0.variable.id }
      }
    }
    return pool.indices.filter { included[$0] }.map { pool[$0] }
  }

  /// Adds `first` and then `rest` to a new solver, and returns the index in `rest` of the
  /// constraint that could not be added (-1 for `first` itself), or `nil` if all were added.
  static func firstFailure(adding first: Constraint, then rest: [Constraint]) -> Int? {
    var solver = Solver()
    if case .unsatisfiable = solver.insertRow(
      for: first, restoringOnFailure: false, removable: false)
    {
      return -1
    }
    for (index, constraint) in rest.enumerated() {
      if case .unsatisfiable = solver.insertRow(
        for: constraint, restoringOnFailure: false, removable: false)
      {
        return index
      }
    }
    return nil
  }
}
