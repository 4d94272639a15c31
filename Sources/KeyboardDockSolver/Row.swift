/// A row of the simplex tableau: `basic = constant + Σ coefficient·symbol`.
///
/// The cells are kept sorted by symbol id in one flat buffer (kiwi's sorted-vector storage), so
/// lookups are binary searches and combining two rows is a linear merge done in place. The
/// buffer (a ``CellStorage``, copied on write) is raw storage: its elements past ``count`` are
/// spare room, so a merge or an insertion changes only ``count`` and, once the row has grown to
/// its working size, allocates nothing.
struct Row: @unchecked Sendable {
  /// The storage: the cells in `0..<count`, room after them; `nil` until the first cell.
  ///
  /// Copy on write: a mutation first makes the storage unique (``makeRoom(for:)``).
  private var storage: CellStorage?
  /// The address of ``storage``'s first cell, `nil` with it: reads go through it directly,
  /// with neither a retain of the storage nor a dynamically checked class access.
  private var base: UnsafeMutablePointer<Cell>?
  /// The number of cells ``storage`` has room for (kept here: reading the storage's header
  /// would be a dynamically checked access to a class property).
  private var capacity = 0
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
    let storage = CellStorage.make(capacity: capacity)
    self.storage = storage
    base = storage.withUnsafeMutablePointerToElements { $0 }
    self.capacity = max(capacity, 1)
  }

  /// The cells, sorted by symbol id, with no near-zero coefficient.
  var cells: Cells { Cells(storage: storage, base: base, count: count) }

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
    for index in 0..<count { bits |= Self.bit(cell(at: index).symbol) }
    mask = bits
  }

  /// The cell at `index`, which must be below ``count``.
  @inline(__always)
  private func cell(at index: Int) -> Cell {
    base.unsafelyUnwrapped[index]
  }

  /// Makes the storage unique and able to hold `needed` cells, at least doubling it when it
  /// grows, and returns the address of its first cell.
  ///
  /// The pointer stays valid until the next call that changes ``storage``.
  @inline(__always)
  private mutating func makeRoom(for needed: Int) -> UnsafeMutablePointer<Cell> {
    // Uniqueness first: a local binding of the storage would be a second reference.
    if capacity >= needed, isKnownUniquelyReferenced(&storage) {
      return base.unsafelyUnwrapped
    }
    return reallocate(for: needed)
  }

  /// Replaces the storage by a unique one holding the same cells with room for `needed`.
  private mutating func reallocate(for needed: Int) -> UnsafeMutablePointer<Cell> {
    let old = capacity
    let capacity = needed > old ? max(needed, old * 2, 8) : old
    let fresh = CellStorage.make(capacity: capacity)
    self.capacity = capacity
    let cells = fresh.withUnsafeMutablePointerToElements { $0 }
    if count > 0, let base {
      cells.update(from: base, count: count)
    }
    storage = fresh
    base = cells
    return cells
  }

  /// Gives the row storage of its own with room for its cells only (none for an empty row),
  /// for a row kept long and copied rather than written (a solver kept to be copied).
  ///
  /// The cells, constant and mask are unchanged; a later write grows the storage again.
  mutating func shrinkToFit() {
    guard capacity > count else { return }
    guard count > 0, let base else {
      storage = nil
      self.base = nil
      capacity = 0
      return
    }
    let fresh = CellStorage.make(capacity: count)
    let cells = fresh.withUnsafeMutablePointerToElements { $0 }
    cells.update(from: base, count: count)
    storage = fresh
    self.base = cells
    capacity = count
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
    guard high > 0, mayContain(symbol), let cells = base,
      cells[0].symbol.id <= id, cells[high - 1].symbol.id >= id
    else { return nil }
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
    index(of: symbol).map { cell(at: $0).coefficient } ?? 0
  }

  /// Adds `value` to the constant and returns the new constant.
  @discardableResult
  mutating func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  /// Removes the cell at `index`, moving the cells after it down.
  private mutating func removeCell(at index: Int) {
    let base = makeRoom(for: count)
    if index + 1 < count {
      (base + index).update(from: base + index + 1, count: count - index - 1)
    }
    count -= 1
  }

  /// Adds `coefficient·symbol`, dropping the cell if the sum is near zero.
  ///
  /// - Complexity: O(*n*) for the shift of a new cell; O(1) for a symbol newer than all.
  mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
    // A symbol made after every symbol of the row (a new slack, error or dummy) goes last.
    if count == 0 || cell(at: count - 1).symbol.id < symbol.id {
      if !isNearZero(coefficient) {
        let base = makeRoom(for: count + 1)
        base[count] = Cell(symbol: symbol, coefficient: coefficient)
        count += 1
        mask |= Self.bit(symbol)
      }
      return
    }
    let count = count
    let base = makeRoom(for: count + 1)
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) >> 1
      if base[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
    }
    if low < count && base[low].symbol.id == symbol.id {
      let sum = base[low].coefficient + coefficient
      if isNearZero(sum) {
        removeCell(at: low)
      } else {
        base[low].coefficient = sum
      }
    } else if !isNearZero(coefficient) {
      (base + low + 1).update(from: base + low, count: count - low)
      base[low] = Cell(symbol: symbol, coefficient: coefficient)
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
  /// cell of this row moves at most once (the dropped cell is skipped, not shifted out first);
  /// then the merged tail is moved down over the gap left by the dropped cell, by cells that
  /// cancelled out and by the room not needed.
  private mutating func merge(_ other: Row, _ coefficient: Double, dropping dropped: Int) {
    constant += other.constant * coefficient
    let added = other.count
    guard added > 0, let source = other.base else {
      if dropped >= 0 { removeCell(at: dropped) }
      return
    }
    mask |= other.mask
    let count = count
    // `other` keeps its own reference to its storage, so its cells stay valid even when this
    // row shared that storage and `makeRoom` gave it a copy.
    let buffer = makeRoom(for: count + added)
    let kept = withExtendedLifetime(other) { () -> Int in
      var mine = count - 1
      var theirs = added - 1
      var write = count + added - 1
      while theirs >= 0 {
        let their = source[theirs]
        let id = their.symbol.id
        // My cells after theirs move up to the write position, except the dropped one.
        while mine >= 0 && buffer[mine].symbol.id > id {
          if mine != dropped {
            buffer[write] = buffer[mine]
            write -= 1
          }
          mine -= 1
        }
        var value = their.coefficient * coefficient
        if mine >= 0 && buffer[mine].symbol.id == id {
          if mine != dropped { value += buffer[mine].coefficient }
          mine -= 1
        }
        theirs -= 1
        // A cell that cancels out is not written: it leaves no trace in the merged tail.
        if !isNearZero(value) {
          buffer[write] = Cell(symbol: their.symbol, coefficient: value)
          write -= 1
        }
      }
      // buffer[0...mine] is the untouched prefix (less the dropped cell if it is there);
      // buffer[write+1..<end] the merged tail, moved down to close the gap between them.
      var prefix = mine + 1
      if dropped >= 0 && dropped <= mine {
        (buffer + dropped).update(from: buffer + dropped + 1, count: mine - dropped)
        prefix -= 1
      }
      let tail = count + added - (write + 1)
      if write + 1 > prefix, tail > 0 {
        (buffer + prefix).update(from: buffer + write + 1, count: tail)
      }
      return prefix + tail
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
    guard count > 0 else { return }
    let base = makeRoom(for: count)
    var kept = 0
    for index in 0..<count where !shouldRemove(base[index]) {
      base[kept] = base[index]
      kept += 1
    }
    count = kept
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    guard count > 0 else { return }
    let base = makeRoom(for: count)
    for index in 0..<count {
      base[index].coefficient = -base[index].coefficient
    }
  }

  /// Solves the row, read as `0 = constant + Σ…`, for `symbol`, which must be in it.
  ///
  /// Afterwards the row reads `symbol = constant + Σ…` without `symbol`'s cell.
  mutating func solve(for symbol: Symbol) {
    guard let index = index(of: symbol) else {
      preconditionFailure("solving a row for a symbol it does not contain")
    }
    let factor = -1.0 / cell(at: index).coefficient
    removeCell(at: index)
    constant *= factor
    guard count > 0 else { return }
    let base = makeRoom(for: count)
    for cell in 0..<count {
      base[cell].coefficient *= factor
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
    merge(row, cell(at: index).coefficient, dropping: index)
    return true
  }

  /// Calls `body` with the id of each cell's symbol, in order.
  @inline(__always)
  func forEachSymbolID(_ body: (Int) -> Void) {
    for index in 0..<count { body(Int(cell(at: index).symbol.id)) }
  }

  /// The cells of a row, a read-only view of its storage.
  struct Cells: RandomAccessCollection, @unchecked Sendable {
    /// The row's storage; the view keeps it alive.
    fileprivate let storage: CellStorage?
    /// The address of the first cell.
    fileprivate let base: UnsafeMutablePointer<Cell>?
    /// The number of cells.
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Cell {
      precondition(position >= 0 && position < count, "cell index out of range")
      return withExtendedLifetime(storage) { base.unsafelyUnwrapped[position] }
    }
  }
}

/// The heap storage of a ``Row``'s cells; the header is unused (``Row`` keeps the capacity).
///
/// A non-generic subclass of `ManagedBuffer`: allocating one costs a single `malloc`, where an
/// `Array<Cell>` also looks up the generic metadata of its storage class on every allocation,
/// which for the small rows of a UI layout cost more than the allocation itself. `ManagedBuffer`
/// is not `Sendable`; ``Row`` (and its ``Row/Cells`` view) are `@unchecked Sendable` because a
/// row writes through its storage only while holding the only reference (copy on write), like
/// `Array`.
final class CellStorage: ManagedBuffer<Void, Cell> {
  /// A storage with room for `capacity` cells (at least one), none initialized.
  static func make(capacity: Int) -> CellStorage {
    let buffer = create(minimumCapacity: max(capacity, 1)) { _ in () }
    // `create` returns an instance of the class it is called on.
    return unsafeDowncast(buffer, to: CellStorage.self)
  }
}
