#if os(Linux)
  import Foundation

  /// The shipping-code runs not yet taken, shared by the processes of `kbdock simulate --jobs`:
  /// a file holding the index of the next run, which each process advances by a few runs at a
  /// time under an exclusive `flock`.
  ///
  /// Processes take runs as they go, so one that has other work (the ideal rows) or gets less
  /// of the machine takes fewer, and all finish together.
  struct ShippingJobQueue {
    /// The file holding the next index (8 bytes).
    let path: String
    /// The number of runs.
    let count: Int
    /// How many runs a process takes at once.
    static let chunk = 4

    /// Creates the queue file at `path`, starting at run 0; no process runs the runs
    /// `skipping` (the report's recorded runs, whose results the parent has from recording them).
    static func create(
      at path: String, count: Int, skipping: [Int] = []
    ) throws(CommandFailure) -> ShippingJobQueue {
      // The next index, then the skipped runs' indices (8 bytes each).
      var data = Self.encode(0)
      for index in skipping { data.append(Self.encode(index)) }
      try FileAccess.write(
        data, to: path, what: "shipping-code run queue",
        hint: "pass --jobs 1 to run every shipping-code row in this process")
      return ShippingJobQueue(path: path, count: count)
    }

    /// The runs no process takes from the queue (``create(at:count:skipping:)``).
    func skippedRuns() throws(CommandFailure) -> Set<Int> {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw failure("cannot open it")
      }
      guard data.count >= 8, data.count % 8 == 0 else {
        throw failure("its \(data.count) bytes are not whole 8-byte numbers")
      }
      var skipped = Set<Int>()
      for offset in stride(from: 8, to: data.count, by: 8) {
        var raw: Int64 = 0
        withUnsafeMutableBytes(of: &raw) { $0.copyBytes(from: data[offset..<offset + 8]) }
        let index = Int(Int64(littleEndian: raw))
        guard (0..<count).contains(index) else {
          throw failure("it skips run \(index), not one of the \(count) runs")
        }
        skipped.insert(index)
      }
      return skipped
    }

    private static func encode(_ next: Int) -> Data {
      withUnsafeBytes(of: Int64(next).littleEndian) { Data($0) }
    }

    /// Takes the next runs, or `nil` when none is left.
    func claim() throws(CommandFailure) -> Range<Int>? {
      let descriptor = open(path, O_RDWR)
      guard descriptor >= 0 else { throw failure("cannot open it") }
      defer { close(descriptor) }
      guard flock(descriptor, LOCK_EX) == 0 else { throw failure("cannot lock it") }
      defer { flock(descriptor, LOCK_UN) }
      var raw: Int64 = 0
      guard pread(descriptor, &raw, 8, 0) == 8 else { throw failure("cannot read it") }
      let next = Int(Int64(littleEndian: raw))
      guard (0...count).contains(next) else {
        throw failure("it says run \(next) of \(count) is next")
      }
      guard next < count else { return nil }
      let end = min(count, next + Self.chunk)
      var advanced = Int64(end).littleEndian
      guard pwrite(descriptor, &advanced, 8, 0) == 8 else { throw failure("cannot write it") }
      return next..<end
    }

    private func failure(_ reason: String) -> CommandFailure {
      CommandFailure(
        .io, "the shipping-code run queue \(path): \(reason)",
        hint: "pass --jobs 1 to run every shipping-code row in this process")
    }
  }
#endif
