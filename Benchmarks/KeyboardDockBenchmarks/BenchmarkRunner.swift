/// Runs benchmark workloads on our side and on the kiwi peer, in one run, and reports medians.
public struct BenchmarkRunner: Sendable {
  /// The workloads to run, in order.
  public var workloads: [BenchmarkWorkload]
  /// Reads the process's heap allocation counter, when the binary counts allocations.
  public var allocationCounter: (@Sendable () -> UInt64)?

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - workloads: The workloads to run.
  ///   - allocationCounter: A reader of the allocation counter, or `nil` not to count.
  public init(
    workloads: [BenchmarkWorkload], allocationCounter: (@Sendable () -> UInt64)? = nil
  ) {
    self.workloads = workloads
    self.allocationCounter = allocationCounter
  }

  /// Selects workloads by name.
  ///
  /// - Parameter names: Workload names; empty selects every workload.
  /// - Returns: The named workloads in registry order.
  /// - Throws: ``UnknownWorkload`` naming the first unknown name.
  public static func select(
    _ names: [String], from all: [BenchmarkWorkload] = BenchmarkWorkload.all
  ) throws(UnknownWorkload) -> [BenchmarkWorkload] {
    if let unknown = names.first(where: { name in !all.contains { $0.name == name } }) {
      throw UnknownWorkload(name: unknown, known: all.map(\.name))
    }
    return names.isEmpty ? all : all.filter { names.contains($0.name) }
  }

  /// A workload name that no registered workload has.
  public struct UnknownWorkload: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name given.
    public let name: String
    /// The registered names.
    public let known: [String]

    /// What is wrong and which names are valid.
    public var description: String {
      "unknown workload '\(name)'; valid: \(known.joined(separator: ", "))"
    }
  }

  /// Runs each workload on our side and then on the peer, one workload after the other, so
  /// that both sides of a ratio are measured under the same machine load.
  ///
  /// - Parameters:
  ///   - peer: The prepared kiwi peer, or why there is none.
  ///   - progress: Receives one line per workload (for stderr).
  /// - Returns: The report with medians.
  /// - Throws: Whatever a workload's closure throws.
  public func run(
    peer: Result<KiwiPeer, KiwiPeer.Unavailable>, progress: (String) -> Void = { _ in }
  ) throws -> BenchmarkReport {
    var results: [BenchmarkReport.Result] = []
    var note: String
    var kiwi: KiwiPeer?
    switch peer {
    case .success(let ready):
      note = "kiwisolver \(ready.version) (\(ready.python))"
      kiwi = ready
    case .failure(let reason):
      note = "kiwisolver unavailable: \(reason); showing our figures only"
    }
    // A batch workload shares its kiwi run with the like-for-like one: kiwi is timed once.
    var peerRuns: [String: [String: Double]] = [:]
    for workload in workloads {
      progress("ours: \(workload.name) × \(workload.repetitions)")
      var samples: [Double] = []
      for _ in 0..<max(1, workload.repetitions) {
        samples.append(try workload.measure())
      }
      var allocations: Double?
      if let probe = workload.allocationsPerStep, let allocationCounter {
        allocations = try probe(allocationCounter)
      }
      var peerSeconds: Double?
      var overhead: Double?
      if let request = workload.peer, let ready = kiwi {
        if peerRuns[request.name] == nil {
          progress("kiwi: \(request.name) × \(request.repetitions)")
          do {
            peerRuns[request.name] = try ready.run([request])
          } catch {
            note = "kiwisolver failed: \(error); showing our figures only"
            kiwi = nil
          }
        }
        peerSeconds = peerRuns[request.name]?[request.name]
        overhead = peerRuns[request.name]?[request.name + ":python-overhead"]
      }
      results.append(
        BenchmarkReport.Result(
          name: workload.name, unit: workload.unit, ours: Self.median(samples),
          peer: peerSeconds, allocationsPerStep: allocations, calls: workload.calls,
          peerPythonOverhead: overhead, targetSeconds: workload.targetSeconds,
          targetRatio: workload.targetRatio))
    }
    return BenchmarkReport(results: results, peerNote: note)
  }

  /// The median of `samples` (the mean of the middle two for an even count).
  static func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
