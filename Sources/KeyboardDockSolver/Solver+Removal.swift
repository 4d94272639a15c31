// Removing a constraint's row from the tableau.

extension Solver {
  /// Removes the constraint described by `tag` and re-optimizes.
  ///
  /// The constraint's error symbols leave the objective first; then its marker is made basic,
  /// pivoting if needed, and that row is dropped.
  mutating func removeRow(of tag: Tag) {
    tags[ObjectIdentifier(tag.constraint)] = nil
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
    } else {
      assertionFailure("no row contains the marker of a constraint being removed")
    }
    optimize()
    infeasibleRows.removeAll(keepingCapacity: true)
  }

  /// The slot of the row to pivot on so that `marker` becomes basic, as in kiwi.
  ///
  /// Prefers restricted rows where the marker's coefficient is negative (smallest ratio), then
  /// restricted rows where it is positive, then an external row; ties go to the lowest id.
  func markerLeavingSlot(_ marker: Symbol) -> Int? {
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
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
      if rowBasics[slot].kind == .external {
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
    return first ?? second ?? third
  }
}
