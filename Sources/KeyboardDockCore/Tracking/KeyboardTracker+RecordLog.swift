extension KeyboardTracker {
  /// The tracker's records: a plain array while there is no limit, a ring once a limit is
  /// reached, so that recording one more never moves the others.
  ///
  /// An app that sets ``KeyboardTracker/recordLimit`` records one input per display frame of a
  /// drag; dropping the oldest from the front of an array would move every record kept (a
  /// thousand of them) on each frame. Here the newest overwrites the oldest in place, and the
  /// records are put in order only when ``records`` is read.
  struct RecordLog: Sendable {
    /// The records; from ``start`` to the end, then from 0 to ``start``, oldest first.
    private var storage: [Record] = []
    /// Where the oldest record is: 0 until the ring wraps.
    private var start = 0

    /// The records, oldest first.
    ///
    /// - Complexity: O(1) until the ring has wrapped, then O(*n*).
    var records: [Record] {
      start == 0 ? storage : Array(storage[start...] + storage[..<start])
    }

    /// Appends `record`, dropping the oldest when `limit` records are kept already.
    ///
    /// - Complexity: O(1) amortized; no allocation once the limit is reached.
    mutating func append(_ record: Record, limit: Int?) {
      guard let limit else {
        normalize()
        storage.append(record)
        return
      }
      let kept = max(0, limit)
      if storage.count > kept { trim(to: limit) }
      guard kept > 0 else { return }
      if storage.count < kept {
        normalize()
        storage.append(record)
      } else {
        storage[start] = record
        start = (start + 1) % kept
      }
    }

    /// Keeps only the latest `limit` records (all for `nil`; a negative limit counts as 0).
    mutating func trim(to limit: Int?) {
      normalize()
      guard let limit, storage.count > max(0, limit) else { return }
      storage.removeFirst(storage.count - max(0, limit))
    }

    /// Puts the storage in order, oldest first, so that it can grow or shrink at its end.
    private mutating func normalize() {
      guard start != 0 else { return }
      storage = records
      start = 0
    }
  }
}
