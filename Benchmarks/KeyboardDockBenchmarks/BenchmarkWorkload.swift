/// One benchmark of `kbdock bench`: how to time our side, and which peer workload matches it.
///
/// Other areas register their workloads by adding them to ``all`` (a workload without a kiwi
/// counterpart leaves ``peer`` `nil`, and the report then shows only our time).
///
/// ```swift
/// let workload = BenchmarkWorkload(
///   name: "layout-frame", summary: "one frame of the adaptive toolbar", unit: .perStep,
///   repetitions: 5
/// ) {
///   try LayoutFrameBench.secondsPerFrame()
/// }
/// ```
public struct BenchmarkWorkload: Sendable {
  /// What one measured second stands for.
  public enum Unit: String, Sendable {
    /// Seconds to build a system from scratch (solver calls only).
    case perBuild = "per build"
    /// Seconds per step of a steady-state loop (suggest + update).
    case perStep = "per suggest + update"
    /// Seconds per layout configuration checked by the verifier.
    case perConfiguration = "per configuration"
    /// Seconds per display frame of a layout (move the guide, re-solve, read frames).
    case perFrame = "per frame"
    /// Seconds for a whole `kbdock verify` sweep (every configuration of the devices).
    case perSweep = "per sweep"
  }

  /// Which solver calls a build workload makes, for a like-for-like reading of the ratio.
  public enum Calls: String, Sendable {
    /// Exactly the peer's calls in the peer's order: one constraint at a time, edit last.
    case sameAsKiwi = "same calls as kiwi"
    /// Our batch API: the edit and its suggestion first, then one `addConstraints`.
    case batch = "our batch API"
  }

  /// The matching workload of the Python peer (`Benchmarks/peers/kiwi_peer.py`).
  public struct Peer: Sendable {
    /// The workload's name in the peer script.
    public var name: String
    /// How many times the peer runs it; fewer where kiwi takes seconds.
    public var repetitions: Int

    /// Names a peer workload.
    public init(name: String, repetitions: Int) {
      self.name = name
      self.repetitions = repetitions
    }
  }

  /// The workload's name on the command line and in the JSON output.
  public var name: String
  /// One line saying what is measured.
  public var summary: String
  /// What one measured second stands for.
  public var unit: Unit
  /// How many times our side runs; the report shows the median.
  public var repetitions: Int
  /// The kiwi counterpart, if any.
  public var peer: Peer?
  /// For a build workload, whether it makes kiwi's calls or uses our batch API; else `nil`.
  public var calls: Calls?
  /// The most seconds our side may take, for a workload with a time target; else `nil`.
  public var targetSeconds: Double?
  /// The largest ours/kiwi ratio wanted, for a workload with a ratio target; else `nil`.
  public var targetRatio: Double?
  /// Runs our side once and returns the measured seconds (setup excluded by the closure).
  public var measure: @Sendable () throws -> Double
  /// Counts heap allocations per step in the steady state, given a reader of the process's
  /// allocation counter; `nil` for workloads without a steady state.
  public var allocationsPerStep: (@Sendable (_ counter: @Sendable () -> UInt64) throws -> Double)?

  /// Creates a workload.
  ///
  /// - Parameters:
  ///   - name: The name on the command line and in the JSON output.
  ///   - summary: One line saying what is measured.
  ///   - unit: What one measured second stands for.
  ///   - repetitions: How many times our side runs.
  ///   - peer: The kiwi counterpart, if any.
  ///   - calls: For a build workload, which calls it makes.
  ///   - allocationsPerStep: The steady-state allocation probe, if any.
  ///   - targetSeconds: The most seconds our side may take, if there is a time target.
  ///   - targetRatio: The largest ours/kiwi ratio wanted, if there is a ratio target.
  ///   - measure: Runs our side once and returns seconds.
  public init(
    name: String, summary: String, unit: Unit, repetitions: Int, peer: Peer? = nil,
    calls: Calls? = nil,
    allocationsPerStep: (@Sendable (_ counter: @Sendable () -> UInt64) throws -> Double)? = nil,
    targetSeconds: Double? = nil, targetRatio: Double? = nil,
    measure: @escaping @Sendable () throws -> Double
  ) {
    self.name = name
    self.summary = summary
    self.unit = unit
    self.repetitions = repetitions
    self.peer = peer
    self.calls = calls
    self.allocationsPerStep = allocationsPerStep
    self.targetSeconds = targetSeconds
    self.targetRatio = targetRatio
    self.measure = measure
  }

  /// Every registered workload, in report order; other areas append theirs here.
  public static var all: [BenchmarkWorkload] {
    solverWorkloads + layoutWorkloads + verifyRowWorkloads + trackerFrameWorkloads
      + keyboardHandlerWorkloads
  }
}
