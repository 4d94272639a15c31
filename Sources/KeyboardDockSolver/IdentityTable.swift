/// A hash table from an object's identity to a small integer, for the solver's hot lookups.
///
/// `Dictionary<ObjectIdentifier, _>` hashes with seeded SipHash on every lookup; this table
/// uses open addressing with linear probing and Fibonacci hashing of the object's address,
/// which is several times faster for the per-frame `value(of:)` and `suggestValue` lookups.
/// Iteration order is never used, so hashing cannot influence any result.
struct IdentityTable: Sendable {
  /// The keys (object addresses), 0 for an empty bucket; the count is a power of two.
  private var keys: [UInt] = []
  /// The value stored with each key.
  private var values: [Int32] = []
  /// The number of keys stored.
  private(set) var count = 0

  /// Creates an empty table.
  init() {}

  /// The bucket where probing for `key` starts.
  @inline(__always)
  private func home(of key: UInt) -> Int {
    let mixed = (key >> 4) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 32) & (keys.count - 1)
  }

  /// The value stored for `id`, or `nil`.
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  subscript(_ id: ObjectIdentifier) -> Int32? {
    guard count > 0 else { return nil }
    let key = UInt(bitPattern: id)
    let mask = keys.count - 1
    var bucket = home(of: key)
    while true {
      let probe = keys[bucket]
      if probe == key { return values[bucket] }
      if probe == 0 { return nil }
      bucket = (bucket + 1) & mask
    }
  }

  /// Stores `value` for `id`, replacing any previous value.
  ///
  /// - Complexity: O(1) amortized.
  mutating func set(_ value: Int32, for id: ObjectIdentifier) {
    if (count + 1) * 2 > keys.count {
      grow()
    }
    let key = UInt(bitPattern: id)
    let mask = keys.count - 1
    var bucket = home(of: key)
    while keys[bucket] != 0 && keys[bucket] != key {
      bucket = (bucket + 1) & mask
    }
    if keys[bucket] == 0 {
      count += 1
    }
    keys[bucket] = key
    values[bucket] = value
  }

  /// Removes `id` if present, shifting later entries back so probing stays correct.
  ///
  /// - Complexity: O(1) expected.
  mutating func remove(_ id: ObjectIdentifier) {
    guard count > 0 else { return }
    let key = UInt(bitPattern: id)
    let mask = keys.count - 1
    var bucket = home(of: key)
    while keys[bucket] != key {
      if keys[bucket] == 0 { return }
      bucket = (bucket + 1) & mask
    }
    count -= 1
    var hole = bucket
    var next = (hole + 1) & mask
    while keys[next] != 0 {
      let wanted = home(of: keys[next])
      // Move the entry back into the hole unless its home lies cyclically in (hole, next].
      let staysPut =
        hole <= next ? (hole < wanted && wanted <= next) : (hole < wanted || wanted <= next)
      if !staysPut {
        keys[hole] = keys[next]
        values[hole] = values[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    keys[hole] = 0
  }

  /// Makes room for `count` keys without growing again.
  mutating func reserve(_ count: Int) {
    var size = max(16, keys.count)
    while count * 2 > size { size *= 2 }
    if size > keys.count { rehash(size: size) }
  }

  /// Doubles the bucket count (at least 16) and re-inserts every key.
  private mutating func grow() {
    rehash(size: max(16, keys.count * 2))
  }

  /// Re-inserts every key into `size` buckets, a power of two.
  private mutating func rehash(size: Int) {
    let oldKeys = keys
    let oldValues = values
    keys = [UInt](repeating: 0, count: size)
    values = [Int32](repeating: 0, count: size)
    count = 0
    for index in oldKeys.indices where oldKeys[index] != 0 {
      set(oldValues[index], for: ObjectIdentifier(bitPattern: oldKeys[index]))
    }
  }
}

extension ObjectIdentifier {
  /// The identifier with the given address bits; only for keys taken from live objects.
  fileprivate init(bitPattern: UInt) {
    self = unsafeBitCast(bitPattern, to: ObjectIdentifier.self)
  }
}

extension Solver {
  /// The tags of the constraints in the solver, by constraint identity.
  ///
  /// A dense array of tags indexed through an ``IdentityTable``: adding a constraint costs one
  /// probe instead of hashing with SipHash and, as the solver grows, rehashing a dictionary of
  /// tags. ``values`` is in no particular order; every reader sorts by ``Tag/order``.
  struct TagTable: Sendable {
    /// The index in ``values`` of each constraint's tag.
    private var indices = IdentityTable()
    /// The tags, in no particular order.
    private(set) var values: [Tag] = []

    /// Makes room for `count` tags without growing again.
    mutating func reserve(_ count: Int) {
      indices.reserve(count)
      values.reserveCapacity(count)
    }

    /// Moves the tag of the constraint with identity `old` to the constraint with identity
    /// `new` (not in the table), as `self[old] = nil; self[new] = tag` does, without moving
    /// any other tag.
    mutating func rekey(_ old: ObjectIdentifier, to new: ObjectIdentifier, tag: Tag) {
      guard let index = indices[old] else {
        self[new] = tag
        return
      }
      indices.remove(old)
      indices.set(index, for: new)
      values[Int(index)] = tag
    }

    /// The tag of the constraint with identity `id`; setting `nil` removes it.
    ///
    /// - Complexity: O(1) expected.
    subscript(_ id: ObjectIdentifier) -> Tag? {
      get { indices[id].map { values[Int($0)] } }
      set {
        if let newValue {
          if let index = indices[id] {
            values[Int(index)] = newValue
          } else {
            indices.set(Int32(values.count), for: id)
            values.append(newValue)
          }
        } else if let index = indices[id].map(Int.init) {
          indices.remove(id)
          let last = values.count - 1
          if index != last {
            values.swapAt(index, last)
            indices.set(Int32(index), for: ObjectIdentifier(values[index].constraint))
          }
          values.removeLast()
        }
      }
    }
  }
}
