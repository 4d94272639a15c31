// Reading the tableau after solving: ambiguous variables and violated preferences.

extension Solver {
  /// The variables whose value is not uniquely determined by the constraints and strengths.
  ///
  /// Read from the optimal tableau, not by probing: a variable is ambiguous if it is not basic
  /// (a free variable: no constraint pins it, so it keeps the value 0), or if its row contains
  /// a non-basic symbol that can move without changing the objective — a free variable, or a
  /// slack or error symbol with zero reduced cost (dual degeneracy: an alternative optimum)
  /// that no restricted row blocks. At a primal-degenerate vertex, where such a symbol is
  /// blocked by a row at zero, the variable is reported as determined.
  ///
  /// - Returns: The ambiguous variables, in the order the solver first saw them.
  /// - Complexity: O(rows × row length).
  public func ambiguousVariables() -> [Variable] {
    var movable = Set<Int32>()
    var candidates = Set<Int32>()
    for slot in rows.indices where rowBasics[slot].isValid {
      for cell in rows[slot].cells where cell.symbol.kind != .dummy {
        candidates.insert(cell.symbol.id)
      }
    }
    for variable in variables {
      if let id = variableSymbols[variable.id], rowSlots[Int(id)] < 0 {
        movable.insert(id)
      }
    }
    for slot in rows.indices where rowBasics[slot].isValid {
      for cell in rows[slot].cells where cell.symbol.isRestricted {
        let symbol = cell.symbol
        guard candidates.remove(symbol.id) != nil else { continue }
        if isNearZero(objective.coefficient(for: symbol)) && canIncrease(symbol) {
          movable.insert(symbol.id)
        }
      }
    }
    return variables.filter { variable in
      guard let id = variableSymbols[variable.id] else { return true }
      guard let slot = slot(of: Symbol(id: id, kind: .external)) else { return true }
      return rows[slot].cells.contains { movable.contains($0.symbol.id) }
    }
  }

  /// Whether raising the non-basic restricted `symbol` from 0 keeps every restricted row ≥ 0.
  func canIncrease(_ symbol: Symbol) -> Bool {
    for slot in rows.indices where rowBasics[slot].isRestricted {
      if rows[slot].coefficient(for: symbol) < 0 && isNearZero(rows[slot].constant) {
        return false
      }
    }
    return true
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
