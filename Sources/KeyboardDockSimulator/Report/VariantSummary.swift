import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Each strategy's worst error under each ``ModelVariant`` a suite ran (`kbdock simulate
/// --variant`): what the results depend on among the facts nobody measured.
public enum VariantSummary {
  /// One strategy under one variant, over every run of it.
  public struct Row: Sendable, Hashable {
    /// The variant's name.
    public var variant: String
    /// The strategy's name.
    public var strategy: String
    /// The largest gap or overlap, in points.
    public var worst: CGFloat = 0
    /// Frames in error, and frames measured.
    public var framesInError = 0
    public var frames = 0
    /// Runs.
    public var runs = 0
    /// The iOS versions the variant ran on.
    public var versions: [String] = []
    /// The run with the worst error: scenario, device, iOS version.
    public var worstRun: String?
  }

  /// The rows, variants in the order they ran, strategies in the order given.
  public static func rows(_ results: [RunResult]) -> [Row] {
    var order: [String] = []
    var rows: [String: Row] = [:]
    for result in results {
      let key = result.variant + "\u{0}" + result.strategy
      var row = rows[key] ?? Row(variant: result.variant, strategy: result.strategy)
      if rows[key] == nil { order.append(key) }
      if result.maxVerticalError > row.worst || row.worstRun == nil {
        row.worst = max(row.worst, result.maxVerticalError)
        row.worstRun = "\(result.scenario) on \(result.device), iOS \(result.ios), \(result.fps) Hz"
      }
      row.framesInError += result.framesVerticalError
      row.frames += result.frames
      row.runs += 1
      if !row.versions.contains(result.ios) { row.versions.append(result.ios) }
      rows[key] = row
    }
    let variants = order.compactMap { rows[$0]?.variant }.reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    return variants.flatMap { variant in
      order.compactMap { rows[$0] }.filter { $0.variant == variant }
    }
  }

  /// One line per variant and strategy: `tracker (ideal) under did-early (iOS 18, 26.0, 26.2): worst
  /// 0.41 pt, 0 of 85240 frames with a vertical error over 490 runs`.
  public static func text(_ results: [RunResult], strategy: String? = nil) -> String {
    rows(results).filter { strategy == nil || $0.strategy == strategy }.map { row in
      "\(ReportRow.label(row.strategy)) under \(row.variant) (iOS \(row.versions.joined(separator: ", "))): worst "
        + "\(SummaryRow.points(row.worst)) pt, \(row.framesInError) of \(row.frames) frames "
        + "with a vertical error over \(row.runs) runs"
        + (row.worst > 0.5 ? "; worst run: \(row.worstRun ?? "")" : "")
    }.joined(separator: "\n") + "\n"
  }

  /// The report's table: a row per strategy, a column per variant, each cell the worst error;
  /// empty when only one variant ran.
  static func html(_ results: [RunResult], rows strategies: [ReportRow]) -> String {
    let rows = rows(results)
    let variants = rows.map(\.variant).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    guard variants.count > 1 else { return "" }
    var html =
      "<h2>Model variants</h2><p>Each variant replaces one fact of the simulated iOS that is "
      + "only reported or estimated (<code>kbdock facts</code>); a cell is the strategy's worst "
      + "error over every run of that variant. Where the tracker's cell is above 0.5 pt, a "
      + "device trace must settle the fact.</p><table><tr><th>technique</th>"
    for variant in variants { html += "<th>\(HTMLReport.escape(variant))</th>" }
    html += "</tr>"
    for strategy in strategies {
      html +=
        "<tr><td><code>\(HTMLReport.escape(strategy.name))</code>"
        + "\(HTMLReport.idealTag(strategy))</td>"
      for variant in variants {
        guard let row = rows.first(where: { $0.variant == variant && $0.strategy == strategy.name })
        else {
          html += "<td></td>"
          continue
        }
        let bad = row.worst > 0.5 ? "bad" : "good"
        html +=
          "<td class=\"\(bad)\" title=\"\(HTMLReport.escape(row.worstRun ?? ""))\">"
          + "\(SummaryRow.points(row.worst)) pt</td>"
      }
      html += "</tr>"
    }
    return html + "</table>"
  }
}
