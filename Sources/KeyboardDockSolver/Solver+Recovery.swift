// Recovering from an internal inconsistency: re-solving from the constraints themselves.

extension Solver {
  /// An edit variable as the caller set it up: enough to set it up again.
  typealias EditState = (variable: Variable, strength: Strength, suggestion: Double)

  /// The edit variables with their strengths and last suggestions.
  var editStates: [EditState] {
    edits.map { ($0.variable, $0.constraint.strength, $0.suggestion) }
  }

  /// Replaces the tableau by a fresh one built from `constraints` and `edits`.
  ///
  /// Used only after ``optimize(artificialObjective:)`` found the tableau inconsistent, which a
  /// single-constraint call cannot undo exactly without keeping a copy of the whole tableau on
  /// every call. The constraints are added in one batch, each as removable as it was, then
  /// each edit variable with its last suggestion. If even that fails, the solver keeps its current tableau; the caller throws
  /// ``SolverError/Code-swift.enum/internalInconsistency`` either way.
  ///
  /// - Complexity: That of building the system from scratch.
  mutating func rebuild(constraints: [Constraint], edits: [EditState]) {
    var fresh = Solver()
    let permanent = Set(
      tags.values.filter { !$0.isRemovable }.map { ObjectIdentifier($0.constraint) })
    do {
      try fresh.addConstraints(constraints) { !permanent.contains(ObjectIdentifier($0)) }
      for edit in edits {
        try fresh.addEditVariable(edit.variable, strength: edit.strength)
        try fresh.suggestValue(edit.variable, edit.suggestion)
      }
    } catch {
      return
    }
    // Past every version this solver had: symbols read before the rebuild are stale.
    fresh.symbolMapVersion = symbolMapVersion &+ fresh.symbolMapVersion &+ 1
    self = fresh
  }
}
