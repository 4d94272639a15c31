// The simplex machinery: rows for constraints, subjects, primal and dual optimization.

extension Solver {
  /// The outcome of putting a constraint's row into the tableau.
  enum Insertion {
    case added
    case unsatisfiable
    /// The phase-one simplex found an entering symbol with no leaving row, which a consistent
    /// tableau cannot produce.
    case inconsistent
  }

  /// Rejects constraints with non-finite numbers.
  func validate(_ constraint: Constraint) throws(SolverError) {
    if tags[ObjectIdentifier(constraint)] != nil {
      throw SolverError(.duplicateConstraint, constraint: constraint)
    }
    func reject(_ number: Double) throws(SolverError) {
      if !number.isFinite {
        throw SolverError(.nonFiniteValue, constraint: constraint, value: number)
      }
    }
    try reject(constraint.expression.constant)
    try reject(constraint.strength.value)
    for term in constraint.expression.terms {
      try reject(term.coefficient)
    }
  }

  /// Puts the row of a new constraint into the tableau, without optimizing the objective.
  ///
  /// - Parameters:
  ///   - constraint: A validated constraint not yet in the solver.
  ///   - restoringOnFailure: Whether to undo every change when the constraint is unsatisfiable
  ///     (callers that restore a snapshot themselves pass `false`).
  ///   - removable: Whether the constraint may be removed later. A permanent required equality
  ///     solved for an external symbol leaves its dummy out of the row: a dummy is fixed at 0,
  ///     never enters the basis and is never chosen as a subject here, so no pivot and no value
  ///     depends on its column, which serves only to find the row again on removal.
  /// - Returns: Whether the constraint was added.
  mutating func insertRow(
    for constraint: Constraint, restoringOnFailure: Bool, removable: Bool = true
  ) -> Insertion {
    reserveInitialCapacity()
    let mark = (symbols: nextSymbolID, variables: variables.count, order: nextOrder)
    var (row, tag) = makeRow(for: constraint)
    tag.isRemovable = removable
    var subject = chooseSubject(row, tag, newSince: mark.symbols)
    if !removable && subject.kind == .external && tag.marker.kind == .dummy {
      row.remove(tag.marker)
    }
    if !subject.isValid && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      guard isNearZero(row.constant) else {
        if restoringOnFailure { discardSymbols(since: mark) }
        return .unsatisfiable
      }
      subject = tag.marker
    }
    if subject.isValid {
      row.solve(for: subject)
      // A symbol made for this constraint (a new variable, its slack or error) is in no row
      // yet: only the objective can hold it, so the scan of the rows is skipped.
      substitute(subject, row, inRows: subject.id < mark.symbols)
      setRow(row, basic: subject)
    } else {
      let saved = restoringOnFailure ? self : nil
      let insertion = addWithArtificialVariable(row)
      guard case .added = insertion else {
        if let saved {
          self = saved
          discardSymbols(since: mark)
        }
        return insertion
      }
    }
    tags[ObjectIdentifier(constraint)] = tag
    return .added
  }

  /// Builds the tableau row of `constraint` in terms of non-basic symbols.
  ///
  /// Registers new variables and creates the slack, error or dummy symbols; the error symbols
  /// of a non-required constraint enter the objective with the constraint's strength.
  mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
    let expression = constraint.expression
    var row = Row(constant: expression.constant, capacity: 48)
    for term in expression.terms where !isNearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let slot = slot(of: symbol) {
        row.insert(rows[slot], term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    var tag = Tag(constraint: constraint, marker: .invalid, other: .invalid, order: nextOrder)
    nextOrder += 1
    let strength = constraint.strength
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack)
      tag.marker = slack
      row.insert(slack, sign)
      if !strength.isRequired {
        let error = makeSymbol(.error)
        tag.other = error
        row.insert(error, -sign)
        objective.insert(error, strength.value)
        strengthScale = max(strengthScale, strength.value)
      }
    case .equal:
      if strength.isRequired {
        let dummy = makeSymbol(.dummy)
        tag.marker = dummy
        row.insert(dummy)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        tag.marker = plus
        tag.other = minus
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, strength.value)
        objective.insert(minus, strength.value)
        strengthScale = max(strengthScale, strength.value)
      }
    }
    if row.constant < 0 {
      row.reverseSign()
    }
    return (row, tag)
  }

  /// The symbol to solve a new row for: an external variable this constraint introduced (its
  /// id is `newSince` or later), else the first external symbol, else the constraint's own slack
  /// or error symbol if its coefficient is negative, else ``Symbol/invalid``.
  ///
  /// Any unrestricted symbol of the row may be its subject (the Cassowary paper). A variable the
  /// constraint introduced is in no other row, so making it basic substitutes into none: a chain
  /// of views (each one's leading edge on the previous one's trailing edge) is built in O(n²)
  /// instead of O(n³), where kiwi's choice of the first external symbol substitutes each new
  /// row into every row after it.
  func chooseSubject(_ row: Row, _ tag: Tag, newSince: Int32 = .max) -> Symbol {
    var first = Symbol.invalid
    for cell in row.cells where cell.symbol.kind == .external {
      if cell.symbol.id >= newSince { return cell.symbol }
      if !first.isValid { first = cell.symbol }
    }
    if first.isValid { return first }
    if tag.marker.isRestricted && row.coefficient(for: tag.marker) < 0 {
      return tag.marker
    }
    if tag.other.isRestricted && row.coefficient(for: tag.other) < 0 {
      return tag.other
    }
    return .invalid
  }

  /// Adds a row that has no valid subject through an artificial variable (phase one).
  ///
  /// - Returns: `.added`, or why not; then the tableau is left changed and the caller restores
  ///   it.
  mutating func addWithArtificialVariable(_ row: Row) -> Insertion {
    let art = makeSymbol(.slack)
    setRow(row, basic: art)
    artificial = row
    // The artificial objective is bounded below by 0 like the error objective.
    guard optimize(artificialObjective: true) else { return .inconsistent }
    let isSatisfiable = isNearZero(artificial?.constant ?? 0)
    artificial = nil
    if let slot = slot(of: art) {
      if rows[slot].isEmpty {
        _ = takeRow(at: slot)
        return isSatisfiable ? .added : .unsatisfiable
      }
      guard let entering = rows[slot].cells.first(where: { $0.symbol.isRestricted })?.symbol
      else {
        return .unsatisfiable
      }
      var basicRow = takeRow(at: slot)
      basicRow.solve(for: art, entering)
      substitute(entering, basicRow)
      setRow(basicRow, basic: entering)
    }
    for slot in rows.indices where rowBasics[slot].isValid {
      removeCell(of: art, fromRowAt: slot)
    }
    objective.remove(art)
    return isSatisfiable ? .added : .unsatisfiable
  }

  /// Runs the primal simplex on the objective (or the artificial objective) until optimal.
  ///
  /// The entering symbol is the lowest-id non-dummy symbol whose cost is below
  /// ``enteringTolerance`` (see there); the leaving row the one with the smallest ratio, ties
  /// to the lowest basic id.
  ///
  /// - Returns: `false` if an entering symbol has no leaving row: the objective would be
  ///   unbounded below. That is expected only for an auxiliary objective set by
  ///   ``ambiguousVariables()``; for the error objective, bounded below by 0, it means the
  ///   tableau is inconsistent, and the callers undo the call and throw
  ///   ``SolverError/Code-swift.enum/internalInconsistency`` instead of returning a
  ///   non-optimal solution.
  mutating func optimize(artificialObjective: Bool = false) -> Bool {
    let tolerance = artificialObjective ? 1.0e-8 : enteringTolerance
    while true {
      let entering =
        artificialObjective
        ? enteringSymbol(of: artificial ?? Row(), tolerance: tolerance)
        : enteringSymbol(of: objective, tolerance: tolerance)
      guard entering.isValid else { return true }
      var best = Double.infinity
      var bestSlot = -1
      let bit = Row.bit(entering)
      for slot in rowMasks.indices where rowMasks[slot] & bit != 0 {
        let basic = rowBasics[slot]
        guard basic.kind != .external else { continue }
        let coefficient = rows[slot].coefficient(for: entering)
        guard coefficient < 0 else { continue }
        let ratio = -rows[slot].constant / coefficient
        if ratio < best || (ratio == best && bestSlot >= 0 && basic.id < rowBasics[bestSlot].id) {
          best = ratio
          bestSlot = slot
        }
      }
      guard bestSlot >= 0 else { return false }
      pivot(slot: bestSlot, entering: entering)
    }
  }

  /// How negative a cost of the error objective must be to enter: 10⁻¹¹ of the largest
  /// strength the solver has seen, and never less than kiwi's 10⁻⁸.
  ///
  /// Costs are sums of strengths times tableau coefficients, so their rounding error grows with
  /// the strengths: with strong (10⁶) preferences a cost that is exactly 0 can come out as
  /// −1.4×10⁻⁸, past an absolute 10⁻⁸ cut-off; it would enter and find no leaving row. The
  /// smallest true cost is a weak strength (1) times a coefficient ratio, many orders of
  /// magnitude above the relative cut-off.
  var enteringTolerance: Double {
    max(1.0e-8, 1.0e-11 * strengthScale)
  }

  /// The lowest-id non-dummy symbol with a coefficient below `-tolerance` in `objective`, or
  /// invalid.
  func enteringSymbol(of objective: Row, tolerance: Double) -> Symbol {
    for cell in objective.cells where cell.coefficient < -tolerance && cell.symbol.kind != .dummy {
      return cell.symbol
    }
    return .invalid
  }

  /// Applies the change of an edit's suggestion to the constant of every row it affects.
  ///
  /// The rows holding the edit's marker are cached per edit and re-found only after the
  /// tableau's structure changed (a pivot), so a suggestion that needs no pivot touches only
  /// those rows.
  mutating func applyEditDelta(_ delta: Double, edit index: Int) {
    let marker = edits[index].tag.marker
    let other = edits[index].tag.other
    if let slot = slot(of: marker) {
      if rows[slot].add(-delta) < 0 { infeasibleRows.append(marker) }
      return
    }
    if let slot = slot(of: other) {
      if rows[slot].add(delta) < 0 { infeasibleRows.append(other) }
      return
    }
    if edits[index].cacheVersion != structureVersion {
      edits[index].markerSlots.removeAll(keepingCapacity: true)
      edits[index].markerCoefficients.removeAll(keepingCapacity: true)
      let bit = Row.bit(marker)
      // The rows holding the marker, in slot order; the scan stops after the last of them.
      var remaining = columnCounts[Int(marker.id)]
      for slot in rowMasks.indices {
        if remaining == 0 { break }
        guard rowMasks[slot] & bit != 0 else { continue }
        let coefficient = rows[slot].coefficient(for: marker)
        if coefficient != 0 {
          remaining -= 1
          edits[index].markerSlots.append(Int32(slot))
          edits[index].markerCoefficients.append(coefficient)
        }
      }
      edits[index].cacheVersion = structureVersion
    }
    for position in edits[index].markerSlots.indices {
      let slot = Int(edits[index].markerSlots[position])
      let coefficient = edits[index].markerCoefficients[position]
      let basic = rowBasics[slot]
      if rows[slot].add(delta * coefficient) < 0 && basic.kind != .external {
        infeasibleRows.append(basic)
      }
    }
  }

  /// Runs the dual simplex until no restricted row is negative.
  ///
  /// The entering symbol minimizes cost / coefficient over the row's positive non-dummy cells,
  /// ties to the lowest id.
  ///
  /// - Returns: `false` when a negative restricted row has no entering symbol, which Cassowary's
  ///   edit constraints (never required) make impossible in a consistent tableau; the caller
  ///   then restores a consistent state and throws.
  mutating func dualOptimize() -> Bool {
    while let leaving = infeasibleRows.popLast() {
      guard let slot = slot(of: leaving) else { continue }
      let constant = rows[slot].constant
      guard constant < 0 && !isNearZero(constant) else { continue }
      var best = Double.infinity
      var entering = Symbol.invalid
      for cell in rows[slot].cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
        let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
        if ratio < best {
          best = ratio
          entering = cell.symbol
        }
      }
      guard entering.isValid else {
        infeasibleRows.removeAll()
        return false
      }
      pivot(slot: slot, entering: entering)
    }
    return true
  }
}
