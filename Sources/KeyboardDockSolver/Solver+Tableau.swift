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
    columnCounts.reserveCapacity(128)
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
    columnCounts.append(0)
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
    symbolMapVersion &+= 1
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
    countColumns(of: row, by: 1)
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
    countColumns(of: row, by: -1)
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
  /// - Complexity: O(rows) mask tests to find the rows holding `symbol` (none when its column
  ///   is empty, and only up to the last of them), plus a merge per row changed.
  mutating func substitute(_ symbol: Symbol, _ row: Row, inRows: Bool = true) {
    structureVersion &+= 1
    let bit = Row.bit(symbol)
    // `inRows` is tested once, not per row: a new chain link substitutes into no row, and a
    // scan of every row's mask would make building an n-view chain O(n²) for nothing. The
    // rows holding `symbol` are the same rows in the same order whether or not the scan stops
    // after the last of them, so the result is the one a scan of every row gives.
    var remaining = inRows ? Int(columnCounts[Int(symbol.id)]) : 0
    var slot = 0
    let end = rowMasks.count
    while remaining > 0 && slot < end {
      defer { slot += 1 }
      guard rowMasks[slot] & bit != 0, rows[slot].index(of: symbol) != nil else { continue }
      remaining -= 1
      let basic = rowBasics[slot]
      countColumns(of: rows[slot], by: -1)
      rows[slot].substitute(symbol, row)
      countColumns(of: rows[slot], by: 1)
      rowMasks[slot] = rows[slot].mask
      if basic.kind != .external && rows[slot].constant < 0 {
        infeasibleRows.append(basic)
      }
    }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  /// Adds `delta` to the column count (``columnCounts``) of every symbol of `row`, a row
  /// entering (1) or leaving (-1) the tableau.
  @inline(__always)
  mutating func countColumns(of row: borrowing Row, by delta: Int32) {
    columnCounts.withUnsafeMutableBufferPointer { counts in
      row.forEachSymbolID { counts[$0] &+= delta }
    }
  }

  /// Removes `symbol`'s cell from the row in `slot`, if it is there, keeping the column
  /// counts.
  mutating func removeCell(of symbol: Symbol, fromRowAt slot: Int) {
    guard rows[slot].index(of: symbol) != nil else { return }
    rows[slot].remove(symbol)
    columnCounts[Int(symbol.id)] -= 1
  }

  /// Counts every column again from the rows (``columnCounts``), after rows were changed
  /// without counting (a copy of the tableau cut down for a diagnosis).
  mutating func recountColumns() {
    for index in columnCounts.indices { columnCounts[index] = 0 }
    for slot in rows.indices where rowBasics[slot].isValid {
      countColumns(of: rows[slot], by: 1)
    }
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
    symbolMapVersion &+= 1
    for variable in variables[mark.variables...] {
      variableSymbols.remove(variable.id)
    }
    variables.removeLast(variables.count - mark.variables)
    rowSlots.removeLast(rowSlots.count - Int(mark.symbols))
    columnCounts.removeLast(columnCounts.count - Int(mark.symbols))
    nextSymbolID = mark.symbols
  }
}
