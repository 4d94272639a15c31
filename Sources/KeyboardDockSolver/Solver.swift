/// An incremental Cassowary solver for linear equalities and inequalities with strengths.
///
/// The algorithm is that of Badros, Borning and Stuckey (2001) as implemented by kiwi: a simplex
/// tableau kept in solved form, slack, error and dummy symbols per constraint, a primal simplex
/// after each change of the constraint set, and a dual simplex after each suggested value of an
/// edit variable. Unlike kiwi it is deterministic by construction (every pivot choice takes the
/// lowest symbol id; no choice depends on hash order) and a call that throws changes nothing:
/// the solver's state, and so every later result, is exactly as if the call had not been made.
///
/// `Solver` is a value type; mutate it through a `var`. Values are always current: there is no
/// separate "update variables" step; read one with ``value(of:)`` or a whole layout per frame,
/// without allocating, with ``values(of:into:)``. Build with ``addConstraints(_:)`` where you
/// can: one primal optimization for the whole batch instead of one per constraint (and add edit
/// variables and their first suggestions before the batch).
///
/// ```swift
/// let left = Variable("left"), width = Variable("width"), right = Variable("right")
/// let keyboardWidth = Variable("keyboardWidth")
/// var solver = Solver()
/// try solver.addConstraints([
///   left == 8,                                // required by default
///   right == left + width,
///   width >= 20,
///   (width == 400).withStrength(.weak),
///   (right <= keyboardWidth - 8).withStrength(.strong),
/// ])
/// try solver.addEditVariable(keyboardWidth, strength: .strong)
/// try solver.suggestValue(keyboardWidth, 320)
/// solver.value(of: right)                     // 312
/// solver.value(of: width)                     // 304
/// solver.violatedConstraints()                // [width == 400 (weak)]
/// solver.ambiguousVariables()                 // []
/// ```
///
/// Errors are ``SolverError`` values: duplicate or unknown constraints and edit variables, a
/// required edit strength, non-finite numbers, and unsatisfiable required constraints, which
/// carry an irreducible conflicting set found by a deletion filter.
public struct Solver: Sendable {
  /// Where a constraint lives in the tableau.
  struct Tag: Sendable {
    /// The constraint itself, kept so its variables stay alive.
    var constraint: Constraint
    /// The slack, error (positive part) or dummy symbol that marks the constraint's row.
    var marker: Symbol
    /// The second error symbol of a non-required constraint, else ``Symbol/invalid``.
    var other: Symbol
    /// The constraint's position in the order of additions.
    var order: Int
    /// Whether ``Solver/removeConstraint(_:)`` may remove it; a permanent required equality
    /// keeps no dummy column (see ``Solver/addConstraint(_:removable:)``).
    var isRemovable = true
  }

  /// The state of one edit variable.
  struct Edit: Sendable {
    /// The edit variable.
    var variable: Variable
    /// The `variable == suggestion` constraint at the edit's strength.
    var constraint: Constraint
    /// The constraint's tag.
    var tag: Tag
    /// The last suggested value.
    var suggestion: Double
    /// The slots of the rows holding ``tag``'s marker, valid while ``cacheVersion`` is the
    /// solver's ``structureVersion``: a steady stream of suggestions then touches only them.
    var markerSlots: [Int32] = []
    /// The marker's coefficient in each row of ``markerSlots``.
    var markerCoefficients: [Double] = []
    /// The ``structureVersion`` the cache was filled at; `.max` for never.
    var cacheVersion = UInt64.max
  }

  /// The last answer of ``cachedAmbiguousVariables()`` and what it was read from.
  struct AmbiguityCache: Sendable {
    /// The ``structureVersion`` it was computed at.
    var version: UInt64
    /// The slots of the restricted rows that were at zero.
    var tight: [Int32]
    /// The ambiguous variables.
    var variables: [Variable]
  }

  /// The id the next new symbol gets.
  var nextSymbolID: Int32 = 0
  /// For each symbol id, the slot of the row it is basic in, or -1.
  var rowSlots: [Int32] = []
  /// For each symbol id, how many rows of the tableau hold it (its column's length): a
  /// substitution of a symbol no row holds skips the scan of the rows, and one of a symbol some
  /// rows hold stops once it has found them all (``Solver/substitute(_:_:inRows:)``).
  var columnCounts: [Int32] = []
  /// The tableau rows, by slot.
  var rows: [Row] = []
  /// For each slot, its row's basic symbol, or ``Symbol/invalid`` for a free slot.
  var rowBasics: [Symbol] = []
  /// For each slot, its row's ``Row/mask`` (0 for a free slot), densely packed: scanning the
  /// tableau for the rows that may hold a symbol reads 8 bytes per row and nothing else.
  var rowMasks: [UInt64] = []
  /// Free slots, reused last-in first-out.
  var freeSlots: [Int32] = []
  /// The objective: the weighted sum of error symbols, in terms of non-basic symbols.
  var objective = Row()
  /// The largest strength of any preference ever added (at least 1): the scale of the
  /// objective's costs and so of their rounding error (see ``enteringTolerance``).
  var strengthScale = 1.0
  /// The artificial objective while a constraint is added with an artificial variable.
  var artificial: Row?
  /// A counter bumped whenever rows are added, removed or combined, the objective changes or a
  /// symbol is made; it invalidates caches.
  var structureVersion: UInt64 = 0
  /// See ``cachedAmbiguousVariables()``.
  var ambiguityCache: AmbiguityCache?
  /// Rows made infeasible by an edit, for the dual simplex.
  var infeasibleRows: [Symbol] = []
  /// The symbol id of each variable the solver has seen.
  var variableSymbols = IdentityTable()
  /// The variables the solver has seen, in the order it first saw them.
  var variables: [Variable] = []
  /// Changes whenever a variable gets or loses its symbol, or the solver is rebuilt or reset:
  /// symbols read with ``symbols(of:)`` stay the variables' while it is unchanged.
  @_spi(HostedLayout) public internal(set) var symbolMapVersion: UInt64 = 0
  /// The tags of the constraints in the solver.
  var tags = TagTable()
  /// The order number the next added constraint gets.
  var nextOrder = 0
  /// The edit variables, in no particular order.
  var edits: [Edit] = []
  /// The index in ``edits`` of each edit variable.
  var editIndices = IdentityTable()

  /// Creates a solver with no constraints.
  public init() {}

  /// Adds a constraint and re-optimizes.
  ///
  /// A constraint added with `removable: false` stays for the solver's life. It is solved
  /// exactly as a removable one (same pivots, same values), but a required equality then keeps
  /// no marker column: the dummy symbol that exists only to find the constraint's row again on
  /// removal is left out of the tableau. In a long chain of required equalities coupled by one
  /// more (a row of equal widths filling a container), every row would otherwise come to hold
  /// every constraint's dummy — n² cells for n views — where without them each row keeps a few.
  ///
  /// - Parameters:
  ///   - constraint: The constraint; the solver refers to this instance from now on.
  ///   - removable: Whether ``removeConstraint(_:)`` may remove it later; `true` by default.
  /// - Throws: ``SolverError`` with code `duplicateConstraint`, `nonFiniteValue`, or
  ///   `unsatisfiableConstraint` (a required constraint in conflict, with the conflict set),
  ///   or `internalInconsistency` (see ``SolverError/Code-swift.enum/internalInconsistency``).
  ///   On error the solver has the constraints, edit variables and suggestions it had before.
  /// - Complexity: One row elimination plus the primal pivots, each O(rows × row length).
  public mutating func addConstraint(
    _ constraint: Constraint, removable: Bool = true
  ) throws(SolverError) {
    try validate(constraint)
    switch insertRow(for: constraint, restoringOnFailure: true, removable: removable) {
    case .added:
      break
    case .unsatisfiable:
      throw SolverError(
        .unsatisfiableConstraint, constraint: constraint,
        conflict: conflictingConstraints(adding: constraint, batch: []))
    case .inconsistent:
      throw SolverError(.internalInconsistency, constraint: constraint)
    }
    guard optimize() else {
      rebuild(constraints: constraints.filter { $0 !== constraint }, edits: editStates)
      throw SolverError(.internalInconsistency, constraint: constraint)
    }
    infeasibleRows.removeAll(keepingCapacity: true)
  }

  /// Adds a constraint exactly as ``addConstraint(_:removable:)`` does when it succeeds, without
  /// keeping a copy of the solver to restore when it fails: for a caller that throws the solver
  /// away on failure (the hosted Auto Layout engine lays out afresh then).
  ///
  /// Keeping that copy costs a copy of the whole tableau each time a constraint needs an
  /// artificial variable (a required equality on variables already solved for), which is
  /// every constraint whose constant a layout pass changes.
  ///
  /// - Returns: Whether the constraint was added; after `false` the solver must not be used.
  @_spi(HostedLayout) public mutating func addConstraintDiscardingOnFailure(
    _ constraint: Constraint
  ) -> Bool {
    do {
      try validate(constraint)
    } catch {
      return false
    }
    guard case .added = insertRow(for: constraint, restoringOnFailure: false),
      optimize()
    else { return false }
    infeasibleRows.removeAll(keepingCapacity: true)
    return true
  }

  /// Adds several constraints at once, optimizing once at the end; all or nothing.
  ///
  /// Equivalent to adding each constraint in order, but the primal simplex runs once for the
  /// whole batch instead of after every constraint, which is much faster when many preferences
  /// compete (rows of equal widths, for instance).
  ///
  /// - Parameters:
  ///   - constraints: The constraints, each added once.
  ///   - removable: Whether ``removeConstraint(_:)`` may remove them later (see
  ///     ``addConstraint(_:removable:)``); `true` by default.
  /// - Throws: ``SolverError`` for the first constraint that cannot be added (a duplicate, a
  ///   non-finite number, or an unsatisfiable required constraint), or an internal
  ///   inconsistency; then none is added and the solver is exactly as before the call.
  /// - Complexity: One row elimination per constraint plus one primal optimization.
  public mutating func addConstraints(
    _ constraints: [Constraint], removable: Bool = true
  ) throws(SolverError) {
    try addConstraints(constraints) { _ in removable }
  }

  /// ``addConstraints(_:removable:)`` with each constraint's removability given by `removable`.
  mutating func addConstraints(
    _ constraints: [Constraint], removable: (Constraint) -> Bool
  ) throws(SolverError) {
    let saved = self
    for (index, constraint) in constraints.enumerated() {
      do {
        // Also catches a constraint given twice: the first copy already has a tag.
        try validate(constraint)
      } catch {
        self = saved
        throw error
      }
      switch insertRow(
        for: constraint, restoringOnFailure: false, removable: removable(constraint))
      {
      case .added:
        break
      case .unsatisfiable:
        self = saved
        throw SolverError(
          .unsatisfiableConstraint, constraint: constraint,
          conflict: conflictingConstraints(
            adding: constraint, batch: Array(constraints[..<index])))
      case .inconsistent:
        self = saved
        throw SolverError(.internalInconsistency, constraint: constraint)
      }
    }
    guard optimize() else {
      self = saved
      throw SolverError(.internalInconsistency, constraint: constraints.last)
    }
    infeasibleRows.removeAll(keepingCapacity: true)
  }

  /// Removes a constraint and re-optimizes.
  ///
  /// - Parameter constraint: A constraint instance previously added.
  /// - Throws: ``SolverError`` with code `unknownConstraint` if it is not in the solver, for
  ///   example an edit variable's internal constraint or one already removed;
  ///   `permanentConstraint` if it was added with `removable: false`; or
  ///   `internalInconsistency`, after which the solver again holds the constraint.
  public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    guard let tag = tags[ObjectIdentifier(constraint)], !isEditConstraint(constraint) else {
      throw SolverError(.unknownConstraint, constraint: constraint)
    }
    guard tag.isRemovable else {
      throw SolverError(.permanentConstraint, constraint: constraint)
    }
    guard removeRow(of: tag) else {
      var prior = tags.values.filter { tag in !edits.contains { $0.constraint === tag.constraint } }
      prior.append(tag)
      rebuild(
        constraints: prior.sorted { $0.order < $1.order }.map(\.constraint), edits: editStates)
      throw SolverError(.internalInconsistency, constraint: constraint)
    }
  }

  /// Whether this constraint instance is in the solver (edit constraints excluded).
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    tags[ObjectIdentifier(constraint)] != nil && !isEditConstraint(constraint)
  }

  /// Whether `constraint` is the internal constraint of an edit variable.
  ///
  /// An edit's constraint is `variable == 0`, one term (``addEditVariable(_:strength:)``), so
  /// only the edit of that term's variable can own it: one lookup instead of a scan of every
  /// edit.
  func isEditConstraint(_ constraint: Constraint) -> Bool {
    let terms = constraint.expression.terms
    guard terms.count == 1, let index = editIndices[terms[0].variable.id] else { return false }
    return edits[Int(index)].constraint === constraint
  }

  /// The constraints in the solver, in the order they were added (edit constraints excluded).
  public var constraints: [Constraint] {
    let editConstraints = Set(edits.map { ObjectIdentifier($0.constraint) })
    return tags.values.sorted { $0.order < $1.order }.map(\.constraint)
      .filter { !editConstraints.contains(ObjectIdentifier($0)) }
  }

  /// Makes `variable` an edit variable, whose value is then set with ``suggestValue(_:_:)``.
  ///
  /// - Parameters:
  ///   - variable: The variable to edit.
  ///   - strength: How strongly suggestions hold; anything below required.
  /// - Throws: ``SolverError`` with code `duplicateEditVariable`, `requiredEditStrength`,
  ///   `nonFiniteValue` or `internalInconsistency`; the solver then has the constraints and edit
  ///   variables it had before.
  public mutating func addEditVariable(
    _ variable: Variable, strength: Strength
  ) throws(SolverError) {
    guard editIndices[variable.id] == nil else {
      throw SolverError(.duplicateEditVariable, variable: variable)
    }
    guard strength.value.isFinite else {
      throw SolverError(.nonFiniteValue, variable: variable, value: strength.value)
    }
    guard !strength.isRequired else {
      throw SolverError(.requiredEditStrength, variable: variable)
    }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    do {
      try addConstraint(constraint)
    } catch {
      // Only an internal inconsistency can get here; name the variable, not the internal
      // constraint the caller never saw.
      throw SolverError(error.code, variable: variable)
    }
    guard let tag = tags[ObjectIdentifier(constraint)] else {
      preconditionFailure("an added edit constraint has no tag")
    }
    editIndices.set(Int32(edits.count), for: variable.id)
    edits.append(Edit(variable: variable, constraint: constraint, tag: tag, suggestion: 0))
  }

  /// Stops editing `variable` and removes its edit constraint.
  ///
  /// - Throws: ``SolverError`` with code `unknownEditVariable` if it is not an edit variable, or
  ///   `internalInconsistency`, after which it is again an edit variable with its suggestion.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let index = editIndices[variable.id].map(Int.init) else {
      throw SolverError(.unknownEditVariable, variable: variable)
    }
    let edit = edits[index]
    editIndices.remove(variable.id)
    if index != edits.count - 1 {
      edits.swapAt(index, edits.count - 1)
      editIndices.set(Int32(index), for: edits[index].variable.id)
    }
    edits.removeLast()
    guard removeRow(of: edit.tag) else {
      rebuild(
        constraints: constraints,
        edits: editStates + [(edit.variable, edit.constraint.strength, edit.suggestion)])
      throw SolverError(.internalInconsistency, variable: variable)
    }
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    editIndices[variable.id] != nil
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex.
  ///
  /// In the steady state (the same edit suggested repeatedly) this allocates no memory.
  ///
  /// - Parameters:
  ///   - variable: An edit variable.
  ///   - value: The desired value; it holds as strongly as the edit's strength.
  /// - Throws: ``SolverError`` with code `unknownEditVariable` or `nonFiniteValue`; or
  ///   `internalInconsistency` if the dual simplex finds a row it cannot make feasible (impossible
  ///   in a consistent tableau: an edit is never required), after which the solver is rebuilt
  ///   from its constraints and edit variables with the edit's previous suggestion. It never
  ///   returns with an infeasible or non-optimal tableau.
  /// - Complexity: The dual pivots, each O(rows × row length); often none.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard value.isFinite else {
      throw SolverError(.nonFiniteValue, variable: variable, value: value)
    }
    guard let index = editIndices[variable.id].map(Int.init) else {
      throw SolverError(.unknownEditVariable, variable: variable)
    }
    let previous = edits[index].suggestion
    edits[index].suggestion = value
    applyEditDelta(value - previous, edit: index)
    guard dualOptimize() else {
      edits[index].suggestion = previous
      rebuild(constraints: constraints, edits: editStates)
      throw SolverError(.internalInconsistency, variable: variable)
    }
  }

  /// The value of `variable` in the current solution.
  ///
  /// A variable that appears in no constraint, or that the constraints leave free and the
  /// solver never had to move, has the value 0, as in kiwi; ``ambiguousVariables()`` lists the
  /// latter.
  ///
  /// - Complexity: O(1) on average.
  public func value(of variable: Variable) -> Double {
    guard let symbol = variableSymbols[variable.id] else { return 0 }
    let slot = rowSlots[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)].constant : 0
  }

  /// Writes the current value of each variable into `values`, like kiwi's `updateVariables()`.
  ///
  /// The per-frame way to read a layout: it allocates nothing when `values` already has
  /// `variables.count` elements.
  ///
  /// - Parameters:
  ///   - variables: The variables to read.
  ///   - values: Receives `value(of: variables[i])` at index `i`; resized if its count differs.
  /// - Complexity: O(*n*) for *n* variables.
  public func values(of variables: [Variable], into values: inout [Double]) {
    if values.count != variables.count {
      values = [Double](repeating: 0, count: variables.count)
    }
    variables.withUnsafeBufferPointer { variables in
      values.withUnsafeMutableBufferPointer { values in
        for index in variables.indices {
          values[index] = value(of: variables[index])
        }
      }
    }
  }

  /// Removes every constraint and edit variable, as if the solver were new.
  public mutating func reset() {
    let version = symbolMapVersion
    self = Solver()
    symbolMapVersion = version &+ 1
  }

  /// The symbol id of each variable, -1 for a variable the solver has not seen: valid for
  /// ``values(ofSymbols:into:)`` while ``symbolMapVersion`` is unchanged.
  @_spi(HostedLayout) public func symbols(of variables: [Variable]) -> [Int32] {
    variables.map { variableSymbols[$0.id] ?? -1 }
  }

  /// ``values(of:into:)`` for the variables whose symbols are `symbols` (``symbols(of:)``, read
  /// at the current ``symbolMapVersion``), without looking each variable up: the same values.
  @_spi(HostedLayout) public func values(ofSymbols symbols: [Int32], into values: inout [Double]) {
    if values.count != symbols.count {
      values = [Double](repeating: 0, count: symbols.count)
    }
    symbols.withUnsafeBufferPointer { symbols in
      rowSlots.withUnsafeBufferPointer { rowSlots in
        values.withUnsafeMutableBufferPointer { values in
          for index in symbols.indices {
            let symbol = Int(symbols[index])
            let slot = symbol >= 0 ? Int(rowSlots[symbol]) : -1
            values[index] = slot >= 0 ? rows[slot].constant : 0
          }
        }
      }
    }
  }
}
