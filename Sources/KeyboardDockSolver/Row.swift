/// A row of the simplex tableau: `basic = constant + Σ coefficient·symbol`.
///
/// The cells are kept sorted by symbol id in one flat buffer (kiwi's sorted-vector storage), so
/// lookups are binary searches and combining two rows is a linear merge done in place. The
/// buffer is an array used as raw storage: its elements past ``count`` are spare room, so a
/// merge or an insertion changes only ``count`` and, once the row has grown to its working
/// size, allocates nothing and never goes through `Array`'s append and remove paths.
struct Row: Sendable {
  /// The storage: the cells in `0..<count`, spare room after them.
  private var storage: [Cell] = []
  /// The number of cells.
  private(set) var count = 0
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
    storage = [Cell](repeating: Self.spare, count: capacity)
  }

  /// The value of a spare element of the storage.
  private static let spare = Cell(symbol: .invalid, coefficient: 0)

  /// The cells, sorted by symbol id, with no near-zero coefficient.
  var cells: ArraySlice<Cell> { storage[0..<count] }

  /// Whether the row has no cell.
  var isEmpty: Bool { count == 0 }

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
    for index in 0..<count { bits |= Self.bit(storage[index].symbol) }
    mask = bits
  }

  /// Makes room for `needed` cells, at least doubling the storage when it grows.
  @inline(__always)
  private mutating func reserve(_ needed: Int) {
    guard needed > storage.count else { return }
    let capacity = max(needed, storage.count * 2, 8)
    guard capacity >= 64 else {
      storage.append(contentsOf: repeatElement(Self.spare, count: capacity - storage.count))
      return
    }
    grow(to: capacity)
  }

  /// Replaces the storage by one of `capacity` elements holding the same cells, by plain
  /// memory copies: for a long row (a chain of required equalities collects one dummy symbol
  /// per link) `Array`'s generic append, which fills the new room element by element, costs
  /// more than the merges themselves.
  private mutating func grow(to capacity: Int) {
    let count = count
    storage = storage.withUnsafeBufferPointer { old in
      [Cell](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        if count > 0, let source = old.baseAddress {
          base.initialize(from: source, count: count)
        }
        (base + count).initialize(repeating: Self.spare, count: capacity - count)
        initialized = capacity
      }
    }
  }

  /// The index of `symbol`'s cell, or `nil`.
  ///
  /// - Complexity: O(log *n*).
  @inline(__always)
  func index(of symbol: Symbol) -> Int? {
    var low = 0
    var high = count
    let id = symbol.id
    // Most rows do not hold a given symbol; the mask and the id range reject many at once.
    guard high > 0, mayContain(symbol), storage[0].symbol.id <= id,
      storage[high - 1].symbol.id >= id
    else { return nil }
    while low < high {
      let mid = (low &+ high) >> 1
      let probe = storage[mid].symbol.id
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
    index(of: symbol).map { storage[$0].coefficient } ?? 0
  }

  /// Adds `value` to the constant and returns the new constant.
  @discardableResult
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Removes the cell at `index`, moving the cells after it down.
  private mutating func removeCell(at index: Int) {
    storage.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, index + 1 < count else { return }
      (base + index).update(from: base + index + 1, count: count - index - 1)
    }
    count -= 1
  }

  /// Adds `coefficient·symbol`, dropping the cell if the sum is near zero.
  ///
  /// - Complexity: O(*n*) for the shift of a new cell; O(1) for a symbol newer than all.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    // A symbol made after every symbol of the row (a new slack, error or dummy) goes last.
    if count == 0 || storage[count - 1].symbol.id < symbol.id {
      if !isNearZero(coefficient) {
        reserve(count + 1)
        storage[count] = Cell(symbol: symbol, coefficient: coefficient)
        count += 1
        mask |= Self.bit(symbol)
      }
      return
    }
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) >> 1
      if storage[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
    }
    if low < count && storage[low].symbol.id == symbol.id {
      let sum = storage[low].coefficient + coefficient
      if isNearZero(sum) {
        removeCell(at: low)
      } else {
        storage[low].coefficient = sum
      }
    } else if !isNearZero(coefficient) {
      reserve(count + 1)
      let count = count
      storage.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        (base + low + 1).update(from: base + low, count: count - low)
        base[low] = Cell(symbol: symbol, coefficient: coefficient)
      }
      self.count += 1
      mask |= Self.bit(symbol)
    }
  }

  /// Adds `coefficient` times `other` to this row, merging the sorted cells in place.
  ///
  /// - Complexity: O(*n* + *m*); no allocation when the storage has room.
  mutating func insert(_ other: Row, _ coefficient: Double = 1) {
    merge(other, coefficient, dropping: -1)
  }

  /// Drops the cell at index `dropped` (none if it is negative), then adds `coefficient` times
  /// `other` to this row in one backward pass over the cells.
  ///
  /// The row is merged from the end into room for `other`'s cells after its own, so every
  /// cell of this row moves at most once; then the merged tail is moved down over the gap left
  /// by cells that cancelled out and by the room not needed.
  private mutating func merge(_ other: Row, _ coefficient: Double, dropping dropped: Int) {
    if dropped >= 0 { removeCell(at: dropped) }
    constant += other.constant * coefficient
    let added = other.count
    guard added > 0 else { return }
    mask |= other.mask
    let count = count
    reserve(count + added)
    var kept = 0
    storage.withUnsafeMutableBufferPointer { buffer in
      other.storage.withUnsafeBufferPointer { source in
        var mine = count - 1
        var theirs = added - 1
        var write = count + added - 1
        while theirs >= 0 {
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
        // buffer[0...mine] is the untouched prefix; buffer[write+1..<end] the merged tail,
        // moved down to close the gap between them.
        let tail = count + added - (write + 1)
        if write > mine, tail > 0, let base = buffer.baseAddress {
          (base + mine + 1).update(from: base + write + 1, count: tail)
        }
        kept = mine + 1 + tail
      }
    }
    self.count = kept
  }

  /// Removes `symbol`'s cell if present.
  mutating func remove(_ symbol: Symbol) {
    if let index = index(of: symbol) {
      removeCell(at: index)
    }
  }

  /// Removes every cell that `shouldRemove` selects, keeping the order of the others.
  mutating func removeAll(where shouldRemove: (Cell) -> Bool) {
    var kept = 0
    for index in 0..<count where !shouldRemove(storage[index]) {
      storage[kept] = storage[index]
      kept += 1
    }
    count = kept
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    for index in 0..<count {
      storage[index].coefficient = -storage[index].coefficient
    }
  }

  /// Solves the row, read as `0 = constant + Σ…`, for `symbol`, which must be in it.
  ///
  /// Afterwards the row reads `symbol = constant + Σ…` without `symbol`'s cell.
  mutating func solve(for symbol: Symbol) {
    guard let index = index(of: symbol) else {
      preconditionFailure("solving a row for a symbol it does not contain")
    }
    let factor = -1.0 / storage[index].coefficient
    removeCell(at: index)
    constant *= factor
    for cell in 0..<count {
      storage[cell].coefficient *= factor
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
    merge(row, storage[index].coefficient, dropping: index)
    return true
  }
}
