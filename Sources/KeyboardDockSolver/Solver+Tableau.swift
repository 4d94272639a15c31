// Storage primitives of the solver's tableau: symbols, rows by slot, and substitution.

extension Solver {
  /// Reserves room for a UI-sized system when the solver gets its first constraint.
  ///
  /// Growing each array from empty by doubling reallocates it some seven times before it
  /// holds a few dozen rows; for a solver built and solved once (a screen's layout), those
  /// reallocations cost more than the arithmetic. Reserving once for 64 constraints and 128
  /// symbols costs a few kilobytes; larger systems grow by doubling from there.
  mutating func reserveInitialCapacity() {
    guard rows.capacity == 0 else { return }
    rows.reserveCapacity(64)
    rowBasics.reserveCapacity(64)
    rowMasks.reserveCapacity(64)
    rowSlots.reserveCapacity(128)
    variables.reserveCapacity(64)
    variableSymbols.reserve(64)
    tags.reserve(64)
    infeasibleRows.reserveCapacity(16)
  }

  /// Releases the room the rows keep for growth, for a solver kept to be copied: a copy
  /// writing a row gives it storage of its own anyway (copy on write), so the room of the
  /// kept rows would only be memory held.
  ///
  /// Nothing else changes: every row keeps its cells, constant and mask, so the solver solves
  /// exactly as before.
  ///
  /// - Complexity: O(rows × row length).
  @_spi(HostedLayout) public mutating func shrinkStorage() {
    for slot in rows.indices { rows[slot].shrinkToFit() }
    objective.shrinkToFit()
  }

  /// Creates a new symbol with the next id.
  mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let symbol = Symbol(id: nextSymbolID, kind: kind)
    nextSymbolID += 1
    rowSlots.append(-1)
    structureVersion &+= 1
    return symbol
  }

  /// The symbol of `variable`, registering the variable on first sight.
  mutating func symbol(for variable: Variable) -> Symbol {
    if let id = variableSymbols[variable.id] {
      return Symbol(id: id, kind: .external)
    }
    let symbol = makeSymbol(.external)
    variableSymbols.set(symbol.id, for: variable.id)
    variables.append(variable)
    return symbol
  }

  /// The slot of the row whose basic symbol is `symbol`, or `nil` if it is not basic.
  @inline(__always)
  func slot(of symbol: Symbol) -> Int? {
    let slot = rowSlots[Int(symbol.id)]
    return slot >= 0 ? Int(slot) : nil
  }

  /// Stores `row` as the row of the basic symbol `basic`, reusing a free slot if any.
  mutating func setRow(_ row: consuming Row, basic: Symbol) {
    row.refreshMask()
    let slot: Int
    let mask = row.mask
    if let free = freeSlots.popLast() {
      slot = Int(free)
      rows[slot] = row
      rowBasics[slot] = basic
      rowMasks[slot] = mask
    } else {
      slot = rows.count
      rows.append(row)
      rowBasics.append(basic)
      rowMasks.append(mask)
    }
    rowSlots[Int(basic.id)] = Int32(slot)
    structureVersion &+= 1
  }

  /// Removes and returns the row in `slot`, freeing the slot.
  mutating func takeRow(at slot: Int) -> Row {
    var row = Row()
    swap(&row, &rows[slot])
    rowMasks[slot] = 0
    rowSlots[Int(rowBasics[slot].id)] = -1
    rowBasics[slot] = .invalid
    freeSlots.append(Int32(slot))
    structureVersion &+= 1
    return row
  }

  /// Replaces `symbol` by `row` everywhere: in every row, the objective and the artificial
  /// objective; restricted rows that turn negative are queued for the dual simplex.
  ///
  /// `inRows: false` says no row holds `symbol`, so only the objectives are changed.
  ///
  /// - Complexity: O(rows) mask tests to find the rows, plus a merge per row changed.
  mutating func substitute(_ symbol: Symbol, _ row: Row, inRows: Bool = true) {
    structureVersion &+= 1
    let bit = Row.bit(symbol)
    // `inRows` is tested once, not per row: a new chain link substitutes into no row, and a
    // scan of every row's mask would make building an n-view chain O(n²) for nothing.
    for slot in inRows ? rowMasks.indices : 0..<0 where rowMasks[slot] & bit != 0 {
      let basic = rowBasics[slot]
      if rows[slot].substitute(symbol, row) {
        rowMasks[slot] = rows[slot].mask
        if basic.kind != .external && rows[slot].constant < 0 {
          infeasibleRows.append(basic)
        }
      }
    }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  /// Pivots `entering` into the basis in place of the basic symbol of the row in `slot`.
  mutating func pivot(slot: Int, entering: Symbol) {
    let leaving = rowBasics[slot]
    var row = takeRow(at: slot)
    row.solve(for: leaving, entering)
    substitute(entering, row)
    setRow(row, basic: entering)
  }

  /// Forgets everything created since `mark`: symbols with larger ids, new variables and the
  /// constraint's order number.
  mutating func discardSymbols(since mark: (symbols: Int32, variables: Int, order: Int)) {
    nextOrder = mark.order
    structureVersion &+= 1
    for variable in variables[mark.variables...] {
      variableSymbols.remove(variable.id)
    }
    variables.removeLast(variables.count - mark.variables)
    rowSlots.removeLast(rowSlots.count - Int(mark.symbols))
    nextSymbolID = mark.symbols
  }
}
