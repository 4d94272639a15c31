// Reading the tableau after solving: ambiguous variables and violated preferences.

extension Solver {
  /// The variables whose value is not uniquely determined by the constraints and strengths.
  ///
  /// Read from the optimal tableau, not by probing values: a variable is ambiguous if it is not
  /// basic (a free variable: no constraint pins it, so it keeps the value 0), or if its row
  /// contains a non-basic symbol that can move without changing the objective — a free
  /// variable, or a slack or error symbol with zero reduced cost (dual degeneracy: an
  /// alternative optimum) that no restricted row blocks. When such a symbol is blocked by a
  /// restricted row at zero (a primal-degenerate vertex, where a pivot might still free it),
  /// the question is settled exactly: on a copy of the tableau restricted to the optimal face
  /// (symbols with positive reduced cost fixed at 0), the variable is minimized and maximized
  /// with the primal simplex.
  ///
  /// - Returns: The ambiguous variables, in the order the solver first saw them.
  /// - Complexity: O(cells of the tableau), plus two small simplex runs per variable at a
  ///   degenerate vertex.
  public func ambiguousVariables() -> [Variable] {
    findAmbiguousVariables().variables
  }

  /// ``ambiguousVariables()`` for a caller that asks again after every few suggestions, as a
  /// sweep over many configurations does.
  ///
  /// The answer depends only on the tableau's structure (which rows exist and what they hold)
  /// and on which restricted rows are at zero; a suggestion that needed no pivot changes
  /// neither, so the previous answer is returned after an O(rows) check instead of a scan of
  /// every cell. An answer that needed the exact check at a degenerate vertex, which reads the
  /// values too, is never reused.
  ///
  /// - Returns: Exactly what ``ambiguousVariables()`` returns.
  public mutating func cachedAmbiguousVariables() -> [Variable] {
    var tight: [Int32] = []
    for slot in rows.indices where rowBasics[slot].isRestricted && isNearZero(rows[slot].constant) {
      tight.append(Int32(slot))
    }
    if let cache = ambiguityCache, cache.version == structureVersion, cache.tight == tight {
      return cache.variables
    }
    let found = findAmbiguousVariables()
    ambiguityCache =
      found.readValues
      ? nil : AmbiguityCache(version: structureVersion, tight: tight, variables: found.variables)
    return found.variables
  }

  /// The ambiguous variables, and whether the exact check at a degenerate vertex was needed.
  func findAmbiguousVariables() -> (variables: [Variable], readValues: Bool) {
    // Per symbol id: 0 unknown, 1 movable, 2 blocked by a restricted row at zero.
    let movable: UInt8 = 1
    let blocked: UInt8 = 2
    var state = [UInt8](repeating: 0, count: Int(nextSymbolID))
    // A non-basic restricted symbol cannot increase if some restricted row at zero decreases
    // with it; one pass over those rows finds them all.
    var pinned = [Bool](repeating: false, count: Int(nextSymbolID))
    for slot in rows.indices where rowBasics[slot].isRestricted && isNearZero(rows[slot].constant) {
      for cell in rows[slot].cells where cell.coefficient < 0 {
        pinned[Int(cell.symbol.id)] = true
      }
    }
    for variable in variables {
      if let id = variableSymbols[variable.id], rowSlots[Int(id)] < 0 {
        state[Int(id)] = movable
      }
    }
    var seen = [Bool](repeating: false, count: Int(nextSymbolID))
    for slot in rows.indices where rowBasics[slot].isValid {
      for cell in rows[slot].cells where cell.symbol.isRestricted {
        let id = Int(cell.symbol.id)
        guard !seen[id] else { continue }
        seen[id] = true
        if isNearZero(objective.coefficient(for: cell.symbol)) {
          state[id] = pinned[id] ? blocked : movable
        }
      }
    }
    var face: Solver?
    let ambiguous = variables.filter { variable in
      guard let id = variableSymbols[variable.id] else { return true }
      let symbol = Symbol(id: id, kind: .external)
      guard let slot = slot(of: symbol) else { return true }
      let cells = rows[slot].cells
      if cells.contains(where: { state[Int($0.symbol.id)] == movable }) { return true }
      guard cells.contains(where: { state[Int($0.symbol.id)] == blocked }) else { return false }
      let restricted = face ?? restrictedToOptimalFace()
      face = restricted
      return restricted.canMove(symbol)
    }
    return (ambiguous, face != nil)
  }

  /// A copy of the solver whose rows keep only the symbols free to move on the optimal face.
  ///
  /// Dummy symbols and restricted symbols with a positive reduced cost stay at 0 in every
  /// optimal solution, so they are dropped; the error objective is cleared.
  func restrictedToOptimalFace() -> Solver {
    var face = self
    for slot in face.rows.indices where face.rowBasics[slot].isValid {
      face.rows[slot].removeAll { cell in
        cell.symbol.kind == .dummy
          || (cell.symbol.isRestricted && !isNearZero(objective.coefficient(for: cell.symbol)))
      }
    }
    face.objective = Row()
    face.recountColumns()
    return face
  }

  /// Whether the basic `symbol` takes another value somewhere on this (restricted) tableau.
  ///
  /// Minimizes and then maximizes the symbol's row with the primal simplex on copies.
  func canMove(_ symbol: Symbol) -> Bool {
    guard let slot = slot(of: symbol) else { return true }
    let value = rows[slot].constant
    for direction in [1.0, -1.0] {
      var trial = self
      var goal = Row()
      goal.insert(rows[slot], direction)
      trial.artificial = goal
      guard trial.optimize(artificialObjective: true) else { return true }
      let optimum = (trial.artificial?.constant ?? 0) * direction
      if abs(optimum - value) > 1e-7 { return true }
    }
    return false
  }

  /// The non-required constraints that the current solution does not satisfy.
  ///
  /// - Parameter tolerance: The largest violation still counted as satisfied; 1e-8 by default.
  /// - Returns: The violated constraints, in the order they were added, edit constraints
  ///   (a suggestion the solver could not meet) included.
  public func violatedConstraints(tolerance: Double = 1e-8) -> [Constraint] {
    tags.values.sorted { $0.order < $1.order }.map(\.constraint)
      .filter { !$0.strength.isRequired && !isSatisfied($0, tolerance: tolerance) }
  }

  /// Whether `constraint` holds at the current values, an edit's suggestion taken into account.
  func isSatisfied(_ constraint: Constraint, tolerance: Double) -> Bool {
    if let edit = edits.first(where: { $0.constraint === constraint }) {
      return abs(value(of: edit.variable) - edit.suggestion) <= tolerance
    }
    return constraint.isSatisfied(in: self, tolerance: tolerance)
  }
}
