// Removing a constraint's row from the tableau.

extension Solver {
  /// Removes the constraint described by `tag` and re-optimizes.
  ///
  /// The constraint's error symbols leave the objective first; then its marker is made basic,
  /// pivoting if needed, and that row is dropped. Finally the marker and the other error or
  /// slack symbol are purged from every row and from the objective: the marker's and the other
  /// symbol's columns are exact negatives of each other and appear in no other original
  /// equation, so once the row is gone every remaining occurrence is rounding residue. Left in
  /// the objective, a residue of −2×10⁻⁸ on a removed error symbol is a cost no row bounds, and
  /// the simplex would stop there instead of reaching the optimum.
  ///
  /// - Returns: `false` if the re-optimization found the tableau inconsistent (see
  ///   ``optimize(artificialObjective:)``); the caller then restores the solver.
  mutating func removeRow(of tag: Tag) -> Bool {
    tags[ObjectIdentifier(tag.constraint)] = nil
    structureVersion &+= 1
    let strength = tag.constraint.strength.value
    for error in [tag.marker, tag.other] where error.kind == .error {
      if let slot = slot(of: error) {
        objective.insert(rows[slot], -strength)
      } else {
        objective.insert(error, -strength)
      }
    }
    if let slot = slot(of: tag.marker) {
      _ = takeRow(at: slot)
    } else if let slot = markerLeavingSlot(tag.marker) {
      let leaving = rowBasics[slot]
      var row = takeRow(at: slot)
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
    }
    // Else the marker's column was empty, which only rounding can do: nothing depends on it,
    // and the purge below forgets its cost.
    purge(tag.marker)
    purge(tag.other)
    let isOptimal = optimize()
    infeasibleRows.removeAll(keepingCapacity: true)
    return isOptimal
  }

  /// Removes every cell of the non-basic `symbol` from the rows and the objective.
  mutating func purge(_ symbol: Symbol) {
    guard symbol.isValid, slot(of: symbol) == nil else { return }
    structureVersion &+= 1
    for slot in rows.indices where rowBasics[slot].isValid {
      removeCell(of: symbol, fromRowAt: slot)
    }
    objective.remove(symbol)
  }

  /// The slot of the row to pivot on so that `marker` becomes basic.
  ///
  /// A row whose basic symbol is a dummy comes first: such a row is a redundant required
  /// equality (added when an equal one was already in the solver) and reads `dummy = Σ other
  /// dummies`, so its dummy stays 0 only while no other symbol enters it. Pivoting on it
  /// expresses the marker by dummies alone, which changes no value; pivoting on any other row
  /// would substitute slack and error symbols into it, and the redundant constraint would
  /// silently stop holding (kiwi's `getMarkerLeavingRow` treats such a row like any
  /// restricted row, and kiwisolver 1.5.1 loses the constraint that way). Otherwise, as in
  /// kiwi: restricted rows where the marker's coefficient is negative (smallest ratio), then
  /// restricted rows where it is positive, then an external row. Ties go to the lowest id.
  func markerLeavingSlot(_ marker: Symbol) -> Int? {
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    var redundant: Int?
    var first: Int?
    var second: Int?
    var third: Int?
    func isBetter(_ slot: Int, than current: Int?) -> Bool {
      guard let current else { return true }
      return rowBasics[slot].id < rowBasics[current].id
    }
    for slot in rows.indices where rowBasics[slot].isValid {
      let coefficient = rows[slot].coefficient(for: marker)
      if coefficient == 0 { continue }
      if rowBasics[slot].kind == .dummy {
        if isBetter(slot, than: redundant) { redundant = slot }
      } else if rowBasics[slot].kind == .external {
        if isBetter(slot, than: third) { third = slot }
      } else if coefficient < 0 {
        let ratio = -rows[slot].constant / coefficient
        if ratio < firstRatio || (ratio == firstRatio && isBetter(slot, than: first)) {
          firstRatio = ratio
          first = slot
        }
      } else {
        let ratio = rows[slot].constant / coefficient
        if ratio < secondRatio || (ratio == secondRatio && isBetter(slot, than: second)) {
          secondRatio = ratio
          second = slot
        }
      }
    }
    return redundant ?? first ?? second ?? third
  }
}
