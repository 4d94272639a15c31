import Foundation

/// The text table `kbdock simulate` prints: a row per scenario × strategy.
public enum SummaryTable {
  /// Renders the table.
  ///
  /// - Parameter results: Every run's results.
  /// - Returns: Lines joined with newlines, ending with one.
  /// - Complexity: O(results).
  public static func render(_ results: [RunResult]) -> String {
    let rows = SummaryRow.rows(results)
    let scenarioWidth = max(8, rows.map(\.scenario.count).max() ?? 0)
    let strategyWidth = max(8, rows.map(\.strategy.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    func right(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
    var lines = [
      pad("scenario", scenarioWidth) + "  " + pad("strategy", strategyWidth) + "  "
        + right("max gap", 8) + "  " + right("overlap", 8) + "  " + right("frames in error", 17)
        + "  worst (device, Hz, time)  notes"
    ]
    for row in rows {
      var worst = "-"
      if let run = row.worst, let frame = run.worstFrame {
        worst = "\(run.device), \(run.fps), \(String(format: "%.3f", frame.time)) s"
      }
      lines.append(
        pad(row.scenario, scenarioWidth) + "  " + pad(row.strategy, strategyWidth) + "  "
          + right(SummaryRow.points(row.maxGap), 8) + "  "
          + right(SummaryRow.points(row.maxOverlap), 8) + "  "
          + right("\(row.framesInError) / \(row.frames)", 17) + "  "
          + pad(worst, 24) + "  " + row.notes)
    }
    return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n") + "\n"
  }

  /// The totals per strategy, one line each: max gap, max overlap, frames in error.
  public static func totals(_ results: [RunResult]) -> String {
    var order: [String] = []
    var totals: [String: SummaryRow] = [:]
    for result in results {
      var row = totals[result.strategy] ?? SummaryRow(scenario: "all", strategy: result.strategy)
      if totals[result.strategy] == nil { order.append(result.strategy) }
      row.add(result)
      totals[result.strategy] = row
    }
    return order.compactMap { totals[$0] }.map { row in
      "\(row.strategy): max gap \(SummaryRow.points(row.maxGap)) pt, max overlap "
        + "\(SummaryRow.points(row.maxOverlap)) pt, \(row.framesInError) of \(row.frames) "
        + "frames in error over \(row.runs) runs"
    }.joined(separator: "\n") + "\n"
  }
}
