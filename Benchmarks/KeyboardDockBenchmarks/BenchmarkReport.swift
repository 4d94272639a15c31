/// The figures of one `kbdock bench` run and their two renderings, a table and JSON.
public struct BenchmarkReport: Sendable {
  /// One workload's figures.
  public struct Result: Sendable {
    /// The workload's name.
    public var name: String
    /// What a second stands for.
    public var unit: BenchmarkWorkload.Unit
    /// Our median seconds.
    public var ours: Double
    /// kiwisolver's median seconds, if measured.
    public var peer: Double?
    /// Heap allocations per steady-state step, if counted.
    public var allocationsPerStep: Double?
    /// For a build workload, whether ours made kiwi's calls or used the batch API.
    public var calls: BenchmarkWorkload.Calls?
    /// For a per-step workload, the seconds per step of kiwi's figure that are Python's
    /// call overhead (two trivial kiwi calls timed in the same loop), if measured.
    public var peerPythonOverhead: Double?
    /// The most seconds ours may take, if the workload has a time target.
    public var targetSeconds: Double?
    /// The largest ours/kiwi ratio wanted, if the workload has a ratio target.
    public var targetRatio: Double?

    /// Creates a result.
    public init(
      name: String, unit: BenchmarkWorkload.Unit, ours: Double, peer: Double?,
      allocationsPerStep: Double? = nil, calls: BenchmarkWorkload.Calls? = nil,
      peerPythonOverhead: Double? = nil, targetSeconds: Double? = nil, targetRatio: Double? = nil
    ) {
      self.name = name
      self.unit = unit
      self.ours = ours
      self.peer = peer
      self.allocationsPerStep = allocationsPerStep
      self.calls = calls
      self.peerPythonOverhead = peerPythonOverhead
      self.targetSeconds = targetSeconds
      self.targetRatio = targetRatio
    }

    /// Ours divided by the time target, if there is one: at most 1 meets it.
    public var ofTarget: Double? { targetSeconds.map { ours / $0 } }

    /// The line saying how the result stands against its target, if it has one.
    var targetLine: String? {
      if let target = targetSeconds, let fraction = ofTarget {
        return "\(name): \(BenchmarkReport.duration(ours)) is "
          + "\(BenchmarkReport.fixed(fraction, digits: 2)) of the \(BenchmarkReport.duration(target)) "
          + "target (\(fraction <= 1 ? "met" : "missed"))"
      }
      if let target = targetRatio, let ratio {
        return "\(name): ours/kiwi \(BenchmarkReport.fixed(ratio, digits: 3)), target at most "
          + "\(BenchmarkReport.fixed(target, digits: 2)) (\(ratio <= target ? "met" : "missed"))"
      }
      return nil
    }

    /// Ours divided by kiwi's, if kiwi was measured.
    public var ratio: Double? { peer.map { ours / $0 } }

    /// Ours divided by kiwi's time less its Python call overhead, if both were measured and
    /// the overhead is less than kiwi's time.
    public var ratioWithoutPythonOverhead: Double? {
      guard let peer, let overhead = peerPythonOverhead, overhead < peer else { return nil }
      return ours / (peer - overhead)
    }
  }

  /// The results, in workload order.
  public var results: [Result]
  /// "kiwisolver 1.5.1", or why kiwi was not measured.
  public var peerNote: String

  /// The JSON document of the report.
  ///
  /// `{"workloads": [{"name", "ours", "peer", "ratio", "calls"}, …]}` in seconds, with `null`
  /// where kiwi was not measured; `"calls"` is `"same calls as kiwi"` or
  /// `"our batch API"` for a build workload, else `null`; a per-step workload with a measured
  /// Python overhead adds `"peerPythonOverhead"` and `"ratioWithoutPythonOverhead"`; one with
  /// a time target adds `"targetSeconds"` and `"ofTarget"` (ours / target), one with a ratio
  /// target `"targetRatio"`. The allocation counts are under `"allocations"`.
  public var json: String {
    func number(_ value: Double?) -> String {
      guard let value, value.isFinite else { return "null" }
      return "\(value)"
    }
    let workloads = results.map { result in
      var fields =
        "{\"name\": \"\(result.name)\", \"ours\": \(number(result.ours)), "
        + "\"peer\": \(number(result.peer)), \"ratio\": \(number(result.ratio)), "
        + "\"calls\": \(result.calls.map { "\"\($0.rawValue)\"" } ?? "null")"
      if let overhead = result.peerPythonOverhead {
        fields +=
          ", \"peerPythonOverhead\": \(number(overhead)), "
          + "\"ratioWithoutPythonOverhead\": \(number(result.ratioWithoutPythonOverhead))"
      }
      if let target = result.targetSeconds {
        fields += ", \"targetSeconds\": \(number(target)), \"ofTarget\": \(number(result.ofTarget))"
      }
      if let target = result.targetRatio {
        fields += ", \"targetRatio\": \(number(target))"
      }
      return fields + "}"
    }
    let allocations = results.compactMap { result in
      result.allocationsPerStep.map {
        "{\"name\": \"\(result.name)\", \"perStep\": \(number($0))}"
      }
    }
    return "{\"workloads\": [\(workloads.joined(separator: ", "))], "
      + "\"allocations\": [\(allocations.joined(separator: ", "))]}"
  }

  /// A plain-text table: workload, our time, kiwi's time, ratio, unit; then one line per
  /// target (met or missed) and the allocation counts.
  public var table: String {
    var lines = ["peer: \(peerNote)", ""]
    let header = ["workload", "ours", "kiwi", "ours/kiwi", "unit"]
    var rows = [header]
    for result in results {
      let unit = result.calls.map { "\(result.unit.rawValue), \($0.rawValue)" }
      rows.append([
        result.name, Self.duration(result.ours), result.peer.map(Self.duration) ?? "-",
        result.ratio.map { Self.fixed($0, digits: 3) } ?? "-", unit ?? result.unit.rawValue,
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    for row in rows {
      let cells = row.indices.map { column in
        column == 0 || column == 4
          ? row[column].padding(toLength: widths[column])
          : row[column].leftPadding(toLength: widths[column])
      }
      lines.append(String(cells.joined(separator: "  ").reversed().drop { $0 == " " }.reversed()))
    }
    for result in results {
      if let overhead = result.peerPythonOverhead, let ratio = result.ratioWithoutPythonOverhead {
        lines.append(
          "\(result.name): kiwi's figure includes \(Self.duration(overhead)) per step of Python "
            + "call overhead; without it ours/kiwi is \(Self.fixed(ratio, digits: 3))")
      }
    }
    lines += results.compactMap(\.targetLine)
    for result in results where result.unit == .perConfiguration && result.ours > 0 {
      lines.append(
        "\(result.name): \(Int((1 / result.ours).rounded())) configurations per second on one core")
    }
    for result in results where result.unit == .perFrame && result.ours > 0 {
      lines.append(
        "\(result.name): \(Self.duration(result.ours)) per frame is "
          + Self.fixed(result.ours / Self.frameBudget * 100, digits: 3)
          + " % of the \(Self.duration(Self.frameBudget)) frame at 120 Hz")
    }
    for result in results {
      if let allocations = result.allocationsPerStep {
        lines.append(
          "heap allocations \(result.unit.rawValue) (steady state), \(result.name): "
            + Self.fixed(allocations, digits: 2))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The time a display frame has at 120 Hz (ProMotion), in seconds: 1/120 s ≈ 8.33 ms, for
  /// everything the app draws in it.
  public static let frameBudget = 1.0 / 120

  /// Seconds shown with a unit that keeps three significant figures: s, ms or µs.
  static func duration(_ seconds: Double) -> String {
    if seconds >= 1 { return fixed(seconds, digits: 3) + " s" }
    if seconds >= 1e-3 { return fixed(seconds * 1e3, digits: 3) + " ms" }
    return fixed(seconds * 1e6, digits: 3) + " µs"
  }

  /// `value` with `digits` decimals, without Foundation's formatters.
  static func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if text.contains("e") { return text }
    let decimals = text.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = decimals.count > 1 ? decimals[1].count : 0
    if fraction == 0 { text += "." }
    return text + String(repeating: "0", count: max(0, digits - fraction))
  }
}

extension String {
  /// The string padded with spaces on the right to `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - count))
  }

  /// The string padded with spaces on the left to `length` characters.
  fileprivate func leftPadding(toLength length: Int) -> String {
    String(repeating: " ", count: max(0, length - count)) + self
  }
}
