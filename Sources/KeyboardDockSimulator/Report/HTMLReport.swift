import Foundation

/// The self-contained HTML report `kbdock simulate` writes: a summary table, then per scenario a
/// plot of keyboard top and bar bottoms over time and a filmstrip of key frames.
///
/// Everything is inline (CSS, SVG); the page loads nothing else.
public enum HTMLReport {
  /// Renders the page.
  ///
  /// - Parameters:
  ///   - suite: What the suite produced.
  ///   - scenarios: The scenarios run, for their summaries.
  ///   - strategies: The strategies run, for the legend.
  ///   - seconds: The wall-clock time the suite took, measured by the caller.
  /// - Returns: The HTML text.
  /// - Complexity: O(results + traced frames × strategies).
  public static func render(
    _ suite: SuiteResult, scenarios: [Scenario], strategies: [StrategyDescriptor], seconds: Double
  ) -> String {
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <title>KeyboardDock simulation report</title>
      <style>\(style)</style></head><body>
      <h1>KeyboardDock simulation report</h1>
      <p class="meta">\(suite.runs) runs, \(suite.frames) display frames × \(strategies.count) \
      strategies, \(String(format: "%.2f", seconds)) s. Gap: the bar's bottom edge above the \
      keyboard's top; overlap: below it (points, app view coordinates). A frame is in error when \
      it has a gap or overlap over 0.01 pt, a bar off screen or not as wide as the app, a wrong \
      content inset, or the last row hidden.</p>
      \(legend(strategies))
      \(versionsSection(suite.results))
      <h2>Summary</h2>
      \(summaryTables(suite.results))

      """
    let traces = Dictionary(suite.traces.map { ($0.scenario, $0) }, uniquingKeysWith: { a, _ in a })
    for scenario in scenarios {
      guard let trace = traces[scenario.name] else { continue }
      html += section(scenario, trace: trace, results: suite.results)
    }
    html += "</body></html>\n"
    return html
  }

  /// Writes the page as `index.html` in `directory`, creating the directory.
  ///
  /// - Returns: The file's path.
  /// - Throws: The file system's error when the directory cannot be created or written.
  @discardableResult
  public static func write(_ html: String, to directory: String) throws -> String {
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    let path = (directory as NSString).appendingPathComponent("index.html")
    try Data(html.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  static func legend(_ strategies: [StrategyDescriptor]) -> String {
    var html =
      "<ul class=\"legend\"><li><span class=\"swatch keyboard\"></span>keyboard top "
      + "(true visible keyboard)</li>"
    for (index, strategy) in strategies.enumerated() {
      let color = SVGPlot.colors[index % SVGPlot.colors.count]
      html +=
        "<li><span class=\"swatch\" style=\"background:\(color)\"></span><b>"
        + "\(escape(strategy.name))</b> (\(strategy.technique)): \(escape(strategy.summary))</li>"
    }
    return html + "</ul>"
  }

  /// A matrix for one iOS version's results: a row per scenario, a cell per strategy with max gap / max overlap and frames in
  /// error; the worst frame and notes on hover.
  static func summaryTable(_ results: [RunResult]) -> String {
    let rows = SummaryRow.rows(results)
    var strategies: [String] = []
    var scenarios: [String] = []
    for row in rows {
      if !strategies.contains(row.strategy) { strategies.append(row.strategy) }
      if !scenarios.contains(row.scenario) { scenarios.append(row.scenario) }
    }
    let cells = Dictionary(
      rows.map { ($0.scenario + "\u{0}" + $0.strategy, $0) }, uniquingKeysWith: { a, _ in a })
    var html = "<table><tr><th>scenario</th>"
    for strategy in strategies { html += "<th>\(escape(strategy))<br>gap / overlap · errors</th>" }
    html += "</tr>\n"
    for scenario in scenarios {
      html += "<tr><td><a href=\"#\(escape(scenario))\">\(escape(scenario))</a></td>"
      for strategy in strategies {
        guard let row = cells[scenario + "\u{0}" + strategy] else {
          html += "<td></td>"
          continue
        }
        var title = "\(row.framesInError) of \(row.frames) frames in error"
        if let run = row.worst, let frame = run.worstFrame {
          title +=
            "; worst: \(run.device) at \(run.fps) Hz, "
            + "\(String(format: "%.3f", frame.time)) s"
        }
        if !row.notes.isEmpty { title += "; " + row.notes }
        let state = row.framesInError > 0 ? "bad" : "good"
        let note = row.notes.isEmpty ? "" : "<br><small>\(escape(row.notes))</small>"
        html +=
          "<td class=\"\(state)\" title=\"\(escape(title))\">"
          + "\(SummaryRow.points(row.maxGap)) / \(SummaryRow.points(row.maxOverlap)) · "
          + "\(row.framesInError)\(note)</td>"
      }
      html += "</tr>\n"
    }
    return html + "</table>"
  }

  static func section(_ scenario: Scenario, trace: RunTrace, results: [RunResult]) -> String {
    var html = """
      <section id="\(escape(scenario.name))"><h2>\(escape(scenario.name))</h2>
      <p>\(escape(scenario.summary)). Window: \(escape(scenario.window.description)), \
      \(scenario.orientation.rawValue). Plotted: \(escape(trace.device)) on iOS \(escape(trace.ios)) \
      at \(trace.fps) Hz.</p>
      <ul class="scores">
      """
    let mine = results.filter {
      $0.scenario == scenario.name && $0.device == trace.device && $0.fps == trace.fps
        && $0.ios == trace.ios
    }
    for result in mine {
      html +=
        "<li><b>\(escape(result.strategy))</b>: gap \(SummaryRow.points(result.maxGap)), "
        + "overlap \(SummaryRow.points(result.maxOverlap)), \(result.framesInError) / "
        + "\(result.frames) frames in error</li>"
    }
    html += "</ul>\n" + SVGPlot.render(trace) + "\n<div class=\"film\">"
    for frame in Filmstrip.keyFrames(trace) {
      html +=
        "<figure>\(Filmstrip.render(frame, strategies: trace.strategies))"
        + "<figcaption>\(String(format: "%.3f", frame.time)) s</figcaption></figure>"
    }
    return html + "</div></section>\n"
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static let style = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#212529;max-width:1200px}
    h1{font-size:22px}h2{font-size:17px;margin-top:28px}.meta{color:#495057}
    table{border-collapse:collapse;font-size:12px}td,th{border:1px solid #dee2e6;padding:2px 6px;vertical-align:top}
    small{color:#868e96}
    th{background:#f1f3f5;text-align:left}.num{text-align:right;font-variant-numeric:tabular-nums}
    .good{background:#ebfbee}.bad{background:#fff5f5}
    .legend{list-style:none;padding:0}.legend li{margin:2px 0}
    .swatch{display:inline-block;width:22px;height:4px;margin-right:6px;vertical-align:middle}
    .swatch.keyboard{background:#adb5bd;height:6px}
    .scores{font-size:12px;margin:4px 0}.plot{width:760px;max-width:100%;height:auto;display:block}
    .axis{font-size:10px;fill:#495057}.film{display:flex;flex-wrap:wrap;gap:8px;margin-top:6px}
    figure{margin:0;text-align:center;font-size:11px;color:#495057}
    section{border-top:1px solid #dee2e6;margin-top:18px}
    """
}
