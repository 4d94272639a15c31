// Self-checks of the tableau, used by the tests after every operation.

extension Solver {
  /// Every broken invariant of the tableau, as messages; empty when the solver is consistent.
  ///
  /// Checks that rows are sorted and free of near-zero cells, that a basic symbol appears in
  /// no row, that restricted rows are feasible, that the objective is in terms of non-basic
  /// symbols, that restricted rows hold no external symbol, that a row with a dummy basic (a
  /// redundant required equality) holds only dummies and a zero constant, and that the slot
  /// index agrees with the rows.
  ///
  /// - Complexity: O(rows × row length).
  func invariantViolations() -> [String] {
    var problems: [String] = []
    var basics = Set<Int32>()
    for slot in rows.indices where rowBasics[slot].isValid {
      let basic = rowBasics[slot]
      basics.insert(basic.id)
      if rows[slot].mask != rowMasks[slot] {
        problems.append("mask of row \(basic.id) is stale in the slot index")
      }
      for cell in rows[slot].cells where !rows[slot].mayContain(cell.symbol) {
        problems.append("row \(basic.id) holds \(cell.symbol.id) but its mask does not")
      }
      if rowSlots[Int(basic.id)] != Int32(slot) {
        problems.append("slot index of \(basic.id) is \(rowSlots[Int(basic.id)]), not \(slot)")
      }
      if basic.isRestricted && rows[slot].constant < -1e-7 {
        problems.append("restricted row \(basic.id) is infeasible: \(rows[slot].constant)")
      }
      problems += cellProblems(rows[slot], name: "row \(basic.id)")
      if basic.isRestricted && rows[slot].cells.contains(where: { $0.symbol.kind == .external }) {
        problems.append("restricted row \(basic.id) holds an external symbol")
      }
      if basic.kind == .dummy
        && (!isNearZero(rows[slot].constant)
          || rows[slot].cells.contains(where: { $0.symbol.kind != .dummy }))
      {
        problems.append("dummy row \(basic.id) is not a sum of dummies: its constraint may fail")
      }
    }
    var counts = [Int32](repeating: 0, count: columnCounts.count)
    for slot in rows.indices where rowBasics[slot].isValid {
      for cell in rows[slot].cells { counts[Int(cell.symbol.id)] += 1 }
    }
    if counts != columnCounts {
      problems.append("column counts \(columnCounts) are not the rows' \(counts)")
    }
    for slot in rows.indices where rowBasics[slot].isValid {
      for cell in rows[slot].cells where basics.contains(cell.symbol.id) {
        problems.append("basic \(cell.symbol.id) appears in row \(rowBasics[slot].id)")
      }
    }
    problems += cellProblems(objective, name: "objective")
    for cell in objective.cells where basics.contains(cell.symbol.id) {
      problems.append("basic \(cell.symbol.id) appears in the objective")
    }
    if artificial != nil {
      problems.append("an artificial objective outlived its addition")
    }
    return problems
  }

  /// Unsorted cells and near-zero coefficients in `row`.
  private func cellProblems(_ row: Row, name: String) -> [String] {
    var problems: [String] = []
    for index in row.cells.indices {
      if index > 0 && row.cells[index - 1].symbol.id >= row.cells[index].symbol.id {
        problems.append("\(name) is not sorted at \(index)")
      }
      if isNearZero(row.cells[index].coefficient) {
        problems.append("\(name) holds a near-zero coefficient")
      }
    }
    return problems
  }

  /// The complete state as text, rows in basic-symbol order: two solvers with equal
  /// descriptions give the same results for every later call.
  var stateDescription: String {
    var lines = ["next symbol \(nextSymbolID), next order \(nextOrder)"]
    func text(_ row: Row) -> String {
      row.cells.map { "\($0.symbol.kind)\($0.symbol.id):\($0.coefficient)" }
        .joined(separator: " ") + " | \(row.constant)"
    }
    for slot in rows.indices.sorted(by: { rowBasics[$0].id < rowBasics[$1].id })
    where rowBasics[slot].isValid {
      lines.append("\(rowBasics[slot].kind)\(rowBasics[slot].id) = \(text(rows[slot]))")
    }
    lines.append("objective = \(text(objective))")
    lines.append("slots \(rowBasics.map(\.id)) free \(freeSlots)")
    lines.append("variables \(variables.map { variableSymbols[$0.id] ?? -1 })")
    for tag in tags.values.sorted(by: { $0.order < $1.order }) {
      lines.append("constraint \(tag.order): \(tag.marker.id) \(tag.other.id)")
    }
    for edit in edits.sorted(by: { $0.tag.order < $1.tag.order }) {
      lines.append("edit \(edit.tag.order): \(edit.suggestion)")
    }
    return lines.joined(separator: "\n")
  }
}
