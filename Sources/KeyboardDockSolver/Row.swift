/// A row of the simplex tableau: `basic = constant + Σ coefficient·symbol`.
///
/// The cells are kept sorted by symbol id in one flat array (kiwi's sorted-vector storage), so
/// lookups are binary searches and combining two rows is a linear merge done in place: once a
/// row's array has grown to its working size, updates allocate nothing.
struct Row: Sendable {
  /// The cells, sorted by symbol id, with no near-zero coefficient.
  var cells: [Cell] = []
  /// The constant term; for a basic symbol this is its current value.
  var constant: Double
  /// A bit per symbol id modulo 64, set for every symbol of ``cells`` (and possibly for
  /// symbols no longer there): a clear bit proves a symbol absent without a search, which
  /// lets a substitution skip most rows of a large tableau at one load each.
  private(set) var mask: UInt64 = 0

  /// Creates a row with no cells.
  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Creates a row with no cells and room for `capacity` cells, so that the first merges
  /// into it need no reallocation.
  init(constant: Double, capacity: Int) {
    self.constant = constant
    cells.reserveCapacity(capacity)
  }

  /// The bit of ``mask`` for `symbol`.
  @inline(__always)
  static func bit(_ symbol: Symbol) -> UInt64 {
    1 &<< UInt64(truncatingIfNeeded: symbol.id & 63)
  }

  /// Whether the row may hold `symbol`; `false` proves it does not.
  @inline(__always)
  func mayContain(_ symbol: Symbol) -> Bool {
    mask & Self.bit(symbol) != 0
  }

  /// Recomputes ``mask`` from the cells, dropping the bits of symbols no longer there.
  mutating func refreshMask() {
    var bits: UInt64 = 0
    for cell in cells { bits |= Self.bit(cell.symbol) }
    mask = bits
  }

  /// The index of `symbol`'s cell, or `nil`.
  ///
  /// - Complexity: O(log *n*).
  @inline(__always)
  func index(of symbol: Symbol) -> Int? {
    var low = 0
    var high = cells.count
    let id = symbol.id
    // Most rows do not hold a given symbol; the id range rejects many without a search.
    guard high > 0, mayContain(symbol), cells[0].symbol.id <= id, cells[high - 1].symbol.id >= id else { return nil }
    while low < high {
      let mid = (low &+ high) >> 1
      let probe = cells[mid].symbol.id
      if probe < id {
        low = mid &+ 1
      } else if probe > id {
        high = mid
      } else {
        return mid
      }
    }
    return nil
  }

  /// The coefficient of `symbol`, 0 when absent.
  @inline(__always)
  func coefficient(for symbol: Symbol) -> Double {
    index(of: symbol).map { cells[$0].coefficient } ?? 0
  }

  /// Adds `value` to the constant and returns the new constant.
  @discardableResult
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Adds `coefficient·symbol`, dropping the cell if the sum is near zero.
  ///
  /// - Complexity: O(*n*) for the shift of a new cell.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    // A symbol made after every symbol of the row (a new slack, error or dummy) goes last.
    if cells.last.map({ $0.symbol.id < symbol.id }) ?? true {
      if !isNearZero(coefficient) {
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
        mask |= Self.bit(symbol)
      }
      return
    }
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
    }
    if low < cells.count && cells[low].symbol.id == symbol.id {
      let sum = cells[low].coefficient + coefficient
      if isNearZero(sum) {
        cells.remove(at: low)
      } else {
        cells[low].coefficient = sum
      }
    } else if !isNearZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
      mask |= Self.bit(symbol)
    }
  }

  /// Adds `coefficient` times `other` to this row, merging the sorted cells in place.
  ///
  /// - Complexity: O(*n* + *m*); no allocation when the array's capacity suffices.
  mutating func insert(_ other: Row, _ coefficient: Double = 1) {
    merge(other, coefficient, dropping: -1)
  }

  /// Adds `coefficient` times `other` to this row and drops the cell at index `dropped` (none
  /// if it is negative), in one backward pass over the cells.
  ///
  /// The array grows by `other`'s count first (by copying `other`'s cells, a plain memory copy,
  /// as placeholders); then both rows are merged from the end, so every cell of this row moves
  /// at most once, and the merged tail is moved down over the gap left by cells that cancelled
  /// out, by `dropped` and by the placeholders not needed.
  private mutating func merge(_ other: Row, _ coefficient: Double, dropping dropped: Int) {
    constant += other.constant * coefficient
    let added = other.cells.count
    guard added > 0 else {
      if dropped >= 0 { cells.remove(at: dropped) }
      return
    }
    mask |= other.mask
    let count = cells.count
    cells.append(contentsOf: other.cells)
    var kept = 0
    cells.withUnsafeMutableBufferPointer { buffer in
      other.cells.withUnsafeBufferPointer { source in
        var mine = count - 1
        var theirs = added - 1
        var write = count + added - 1
        while theirs >= 0 {
          if mine == dropped && dropped >= 0 {
            mine -= 1
            continue
          }
          let their = source[theirs]
          let value: Double
          if mine >= 0 && buffer[mine].symbol.id > their.symbol.id {
            buffer[write] = buffer[mine]
            mine -= 1
            write -= 1
            continue
          } else if mine >= 0 && buffer[mine].symbol.id == their.symbol.id {
            value = buffer[mine].coefficient + their.coefficient * coefficient
            mine -= 1
          } else {
            value = their.coefficient * coefficient
          }
          theirs -= 1
          // A cell that cancels out is not written: it leaves no trace in the merged tail.
          if !isNearZero(value) {
            buffer[write] = Cell(symbol: their.symbol, coefficient: value)
            write -= 1
          }
        }
        // The dropped cell, if still ahead, goes with the cells above it.
        while mine >= dropped && dropped >= 0 {
          if mine != dropped {
            buffer[write] = buffer[mine]
            write -= 1
          }
          mine -= 1
        }
        // buffer[0...mine] is the untouched prefix; buffer[write+1..<end] the merged tail,
        // moved down to close the gap between them.
        let tail = count + added - (write + 1)
        if write > mine, tail > 0, let base = buffer.baseAddress {
          (base + mine + 1).update(from: base + write + 1, count: tail)
        }
        kept = mine + 1 + tail
      }
    }
    cells.removeLast(count + added - kept)
  }

  /// Removes `symbol`'s cell if present.
  mutating func remove(_ symbol: Symbol) {
    if let index = index(of: symbol) {
      cells.remove(at: index)
    }
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices {
      cells[index].coefficient = -cells[index].coefficient
    }
  }

  /// Solves the row, read as `0 = constant + Σ…`, for `symbol`, which must be in it.
  ///
  /// Afterwards the row reads `symbol = constant + Σ…` without `symbol`'s cell.
  mutating func solve(for symbol: Symbol) {
    guard let index = index(of: symbol) else {
      preconditionFailure("solving a row for a symbol it does not contain")
    }
    let factor = -1.0 / cells[index].coefficient
    cells.remove(at: index)
    constant *= factor
    for cell in cells.indices {
      cells[cell].coefficient *= factor
    }
  }

  /// Re-solves `lhs = …` (a row whose basic symbol is `lhs`) for `rhs`, which it contains.
  mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the right side of `row` (`symbol = row`), if `symbol` is present.
  ///
  /// - Returns: Whether the row contained `symbol` and so changed.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, _ row: Row) -> Bool {
    guard let index = index(of: symbol) else { return false }
    merge(row, cells[index].coefficient, dropping: index)
    return true
  }
}
