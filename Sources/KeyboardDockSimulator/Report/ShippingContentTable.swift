import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The content metrics of the shipping-code rows (`kbdock simulate --strategy dock`), whose
/// forms and transcripts are the shipping adapters on the hosted UIKit: one row per scenario,
/// strategy and iOS version, summed over every device and frame rate it ran on, with the
/// meaning of ``ContentTable``'s columns.
///
/// ```text
/// content (shipping rows)  row   iOS  field hidden  message hidden  max jump (pt)  frames
/// form-3-fields            dock  18              0               -           0.00     472
/// ```
public enum ShippingContentTable {
  /// One scenario, row and iOS version, over its runs.
  struct Row {
    var scenario: String
    var strategy: String
    var ios: String
    var frames = 0
    var totals = ContentTable.Totals()
  }

  /// The rows of the results that carry content figures without the ideal rows' inset-only
  /// alternative (the shipping rows'), in the order the results came.
  static func rows(_ results: [RunResult]) -> [Row] {
    var order: [String] = []
    var rows: [String: Row] = [:]
    for result in results {
      guard let figures = result.content, result.insetOnlyContent == nil else { continue }
      let key = [result.scenario, result.strategy, result.ios].joined(separator: "\u{0}")
      var row =
        rows[key] ?? Row(scenario: result.scenario, strategy: result.strategy, ios: result.ios)
      if rows[key] == nil { order.append(key) }
      row.frames += figures.frames
      row.totals.add(figures)
      rows[key] = row
    }
    return order.compactMap { rows[$0] }
  }

  /// The text table, or an empty string when no shipping row measured content.
  ///
  /// - Parameter results: Every run's results.
  /// - Returns: Lines joined with newlines, ending with one; empty without such runs.
  public static func render(_ results: [RunResult]) -> String {
    let rows = rows(results)
    guard !rows.isEmpty else { return "" }
    let title = "content (shipping rows)"
    let scenarioWidth = max(title.count, rows.map(\.scenario.count).max() ?? 0)
    let rowWidth = max(3, rows.map(\.strategy.count).max() ?? 0)
    let iosWidth = max(3, rows.map(\.ios.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    func right(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
    var lines = [
      pad(title, scenarioWidth) + "  " + pad("row", rowWidth) + "  " + pad("iOS", iosWidth)
        + "  " + right("field hidden", 12) + "  " + right("message hidden", 14) + "  "
        + right("max jump (pt)", 13) + "  " + right("frames", 7)
    ]
    for row in rows {
      lines.append(
        pad(row.scenario, scenarioWidth) + "  " + pad(row.strategy, rowWidth) + "  "
          + pad(row.ios, iosWidth) + "  "
          + right(row.totals.fieldHidden.map(String.init) ?? "-", 12) + "  "
          + right(row.totals.messageHidden.map(String.init) ?? "-", 14) + "  "
          + right(SummaryRow.points(row.totals.maxJump), 13) + "  " + right("\(row.frames)", 7))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The HTML section, or an empty string when no shipping row measured content.
  static func html(_ results: [RunResult]) -> String {
    let rows = rows(results)
    guard !rows.isEmpty else { return "" }
    var html = """
      <h2>Forms and chat transcripts: the shipping adapters</h2>
      <p class="meta">The same figures for the shipping-code rows: <code>FormScroller</code> and \
      <code>KeyboardChatTranscript</code> in apps on the hosted UIKit, read from the hosted views' \
      presentation frames as the display shows them.</p>
      <table><tr><th>scenario</th><th>row</th><th>iOS</th><th>field hidden</th>\
      <th>message hidden</th><th>max jump (pt)</th><th>frames</th></tr>

      """
    for row in rows {
      html +=
        "<tr><td>\(HTMLReport.escape(row.scenario))</td>"
        + "<td>\(HTMLReport.escape(row.strategy))</td><td>\(HTMLReport.escape(row.ios))</td>"
        + "<td>\(row.totals.fieldHidden.map(String.init) ?? "-")</td>"
        + "<td>\(row.totals.messageHidden.map(String.init) ?? "-")</td>"
        + "<td>\(SummaryRow.points(row.totals.maxJump))</td><td>\(row.frames)</td></tr>\n"
    }
    return html + "</table>\n"
  }
}
