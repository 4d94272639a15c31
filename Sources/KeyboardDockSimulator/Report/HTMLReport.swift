import Foundation

/// The self-contained HTML report `kbdock simulate` writes: a recommendation, the legend, the
/// summary matrix, the iOS versions, then per scenario a plot of keyboard top and bar bottoms
/// over time and a filmstrip of key frames.
///
/// Everything is inline (CSS, SVG); the page loads nothing else.
public enum HTMLReport {
  /// Renders the page for the ideal rows `strategies` (the simulator's re-implementations).
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
    render(
      suite, scenarios: scenarios, rows: strategies.map(ReportRow.init(ideal:)), seconds: seconds)
  }

  /// Renders the page.
  ///
  /// - Parameters:
  ///   - suite: What the suite produced: the ideal rows' results and traces, and the shipping
  ///     rows' (``RunTrace`` per scenario too, its ``RunTrace/strategies`` the shipping rows).
  ///   - scenarios: The scenarios run, for their summaries.
  ///   - rows: The rows run, shipping code and ideal re-implementations, for the legend and the
  ///     columns, in that order.
  ///   - seconds: The wall-clock time the suite took, measured by the caller.
  /// - Returns: The HTML text.
  /// - Complexity: O(results + traced frames × rows).
  public static func render(
    _ suite: SuiteResult, scenarios: [Scenario], rows: [ReportRow], seconds: Double
  ) -> String {
    let all = suite.results
    // Everything but the variants' table shows the fact table's model.
    var suite = suite
    suite.results = all.filter { $0.variant == ModelVariant.baseline.name }
    let cells = cells(suite.results, scenarios: scenarios, rows: rows)
    let devices = Set(suite.results.map(\.device)).count
    let ran = scenarios.filter { scenario in suite.results.contains { $0.scenario == scenario.name }
    }
    let ideal = rows.filter(\.isIdeal).count
    let kinds = [
      rows.count > ideal ? "\(rows.count - ideal) shipping code" : nil,
      ideal > 0 ? "\(ideal) ideal re-implementations" : nil,
    ].compactMap { $0 }.joined(separator: ", ")
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <title>KeyboardDock simulation report</title>
      <style>\(style)</style></head><body>
      <h1>KeyboardDock simulation report</h1>
      \(recommendation(cells, rows: rows, devices: devices, scenarios: ran.count))
      <p class="meta">\(count(suite.runs)) runs, \(count(suite.frames)) display frames, \
      \(rows.count) rows (\(kinds)), \(String(format: "%.2f", seconds)) s. The bar's bottom edge \
      belongs on the keyboard's top; a frame is in error when it is not (<b>vertical</b>: a gap \
      above the keyboard or an overlap into it, in points), when the bar is not as wide as the \
      app or leaves the screen (<b>width</b>), when the scroll view's bottom inset is wrong \
      (<b>inset</b>), or when the last row of content is hidden. A <b>policy difference</b> is a \
      bar that follows an undocked or floating keyboard by design, where the reference bar rests \
      on the safe area: neither is wrong.</p>
      \(legend(rows))
      <h2>Summary</h2>
      \(summaryTable(cells, scenarios: ran, rows: rows))
      \(versionsSection(suite.results, rows: rows))
      \(ContentTable.html(suite.results))
      \(ShippingContentTable.html(suite.results))
      \(VariantSummary.html(all, rows: rows))

      """
    for scenario in ran {
      // The shipping rows' plot first, then the ideal rows'.
      let traces = suite.traces.filter { $0.scenario == scenario.name }.sorted {
        !$0.isIdeal && $1.isIdeal
      }
      guard !traces.isEmpty else { continue }
      html += section(scenario, traces: traces, results: suite.results)
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

  static func legend(_ rows: [ReportRow]) -> String {
    var html =
      "<ul class=\"legend\"><li><span class=\"swatch keyboard\"></span>the keyboard's top "
      + "(what the user sees)</li>"
    for row in rows {
      // The colour of the row's line in every plot: the shipping rows and the ideal rows are
      // plotted apart, each kind from the first colour (``RunTrace/palette(_:)``).
      let index = rows.filter { $0.isIdeal == row.isIdeal }.firstIndex(of: row) ?? 0
      let color = SVGPlot.colors[index % SVGPlot.colors.count]
      let technique = ReportTechnique.of(row)
      html +=
        "<li><span class=\"swatch\" style=\"background:\(color)\"></span><b>"
        + "\(escape(technique.name))</b> <code>\(escape(row.name))</code>\(idealTag(row)): "
        + "\(escape(row.summary)); in an app: \(technique.api)</li>"
    }
    html += "</ul>"
    if rows.contains(where: \.isIdeal) {
      html +=
        "<p class=\"meta\"><i>ideal</i>: a re-implementation of the technique's algorithm in the "
        + "simulator, its bar placed where the algorithm says; not the shipping adapter. The "
        + "shipping code's rows (<code>kbdock simulate</code> with no <code>--strategy</code>) "
        + "run the adapters apps ship on the hosted UIKit.</p>"
    }
    return html
  }

  /// ` <i>ideal</i>` after an ideal row's name, nothing after a shipping row's.
  static func idealTag(_ row: ReportRow) -> String {
    row.isIdeal ? " <i>ideal</i>" : ""
  }

  /// A scenario's section: its summary, then per trace (the shipping rows', the ideal rows') the
  /// figures of each row, the plots and the filmstrip.
  static func section(_ scenario: Scenario, traces: [RunTrace], results: [RunResult]) -> String {
    var html = """
      <section id="\(escape(scenario.name))"><h2>\(escape(scenario.name))</h2>
      <p>\(escape(scenario.summary)). Window: \(escape(scenario.window.description)), \
      \(scenario.orientation.rawValue).</p>

      """
    for trace in traces {
      html += plotted(scenario, trace: trace, results: results, titled: traces.count > 1)
    }
    return html + "</section>\n"
  }

  /// One trace of a scenario: which run it is and why, each row's figures, the plots and the
  /// filmstrip.
  static func plotted(
    _ scenario: Scenario, trace: RunTrace, results: [RunResult], titled: Bool
  ) -> String {
    let rows = results.filter { ReportRow.isIdeal($0.strategy) == trace.isIdeal }
    let why: String
    if let worst = SimulationSuite.worstRun(of: scenario.name, in: rows) {
      let run =
        "\(escape(worst.strategy)), \(SummaryRow.points(worst.maxVerticalError)) pt"
      // The ideal suite plots each scenario's worst run; the shipping rows their showcase run,
      // recorded while the suite runs (before its results exist).
      why =
        worst.device == trace.device && worst.fps == trace.fps && worst.ios == trace.ios
        ? "the run with the largest error in this scenario (\(run))"
        : "the scenario's showcase run; its largest error is on \(escape(worst.device)) on iOS "
          + "\(escape(worst.ios)) at \(worst.fps) Hz (\(run))"
    } else {
      why = "no row has an error in this scenario"
    }
    var html =
      titled
      ? "<h3>\(trace.isIdeal ? "Ideal re-implementations" : "Shipping code"): "
        + "\(escape(trace.strategies.joined(separator: ", ")))</h3>\n" : ""
    html += """
      <p>Plotted: <b>\(escape(trace.device)) on iOS \(escape(trace.ios)) at \(trace.fps) Hz</b>, \
      \(why).</p>
      <ul class="scores">
      """
    let mine = rows.filter {
      $0.scenario == scenario.name && $0.device == trace.device && $0.fps == trace.fps
        && $0.ios == trace.ios && trace.strategies.contains($0.strategy)
    }
    let same = coincidentLines(trace)
    for result in mine {
      let note = same[result.strategy].map { " — <i>the same line as \(escape($0))</i>" } ?? ""
      html +=
        "<li>\(plotKey(trace.strategies.firstIndex(of: result.strategy).map(trace.palette)))"
        + "<b>\(escape(result.strategy))</b>\(trace.isIdeal ? " <i>ideal</i>" : ""): "
        + "gap \(SummaryRow.points(result.maxGap)), "
        + "overlap \(SummaryRow.points(result.maxOverlap)), "
        + (result.framesWidthError > 0
          ? "bar up to \(SummaryRow.points(result.maxBarWidthExcess)) pt wider than the app in "
            + "\(result.framesWidthError) frames, " : "")
        + "\(result.framesInError) / "
        + "\(result.frames) frames in error\(note)</li>"
    }
    html += "</ul>\n" + SVGPlot.render(trace) + SVGPlot.renderWidths(trace)
    html +=
      "\n<p class=\"filmlegend\">Key frames, the screen as the user sees it: grey the "
      + "keyboard (rounded when it floats, two halves when split), pale orange the safe area, light grey rows the content; each strategy's bar "
      + "is outlined in its colour and filled in its own slice, so bars in the same place stay "
      + "visible side by side. Hover a bar for its strategy.</p><div class=\"film\">"
    for frame in Filmstrip.keyFrames(trace) {
      html +=
        "<figure>"
        + Filmstrip.render(frame, strategies: trace.strategies, palette: trace.palettes)
        + "<figcaption>t = \(SVGPlot.format(frame.time, places: 3)) s</figcaption></figure>"
    }
    return html + "</div>\n"
  }

  /// A short line in the colour and dash pattern the plot draws palette entry `index` with
  /// (``RunTrace/palette(_:)``), so the list above a plot is its key; nothing for a strategy the
  /// trace does not hold.
  static func plotKey(_ index: Int?) -> String {
    guard let index else { return "" }
    let color = SVGPlot.colors[index % SVGPlot.colors.count]
    let dash = SVGPlot.dashes[index % SVGPlot.dashes.count]
    return "<svg class=\"key\" width=\"28\" height=\"8\" aria-hidden=\"true\"><line x1=\"0\" "
      + "y1=\"4\" x2=\"28\" y2=\"4\" stroke=\"\(color)\" stroke-width=\"2\" "
      + "stroke-dasharray=\"\(dash)\"/></svg> "
  }

  /// For each strategy whose bar bottom equals an earlier strategy's at every traced frame, that
  /// earlier strategy's name: their lines in the plot lie on top of each other.
  static func coincidentLines(_ trace: RunTrace) -> [String: String] {
    var same: [String: String] = [:]
    for index in trace.strategies.indices {
      for earlier in 0..<index {
        let coincide = trace.frames.allSatisfy {
          abs($0.barBottoms[index] - $0.barBottoms[earlier]) <= FrameMeasurement.tolerance
        }
        if coincide {
          same[trace.strategies[index]] = trace.strategies[earlier]
          break
        }
      }
    }
    return same
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static let style = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:24px;color:#212529;max-width:1200px}
    h1{font-size:22px}h2{font-size:17px;margin-top:28px}.meta{color:#495057}
    table{border-collapse:collapse;font-size:12px}td,th{border:1px solid #dee2e6;padding:2px 6px;vertical-align:top}
    small{color:#868e96}code{font-size:12px}
    th{background:#f1f3f5;text-align:left}.num{text-align:right;font-variant-numeric:tabular-nums}
    .good{background:#ebfbee;color:#2b8a3e}.bad{background:#fff5f5}.policy{background:#f1f3f5}
    .kind{font-size:11px;color:#495057}.totals td{border-top:2px solid #495057}
    .recommend{border:2px solid #2f9e44;border-radius:8px;padding:10px 16px;background:#f4fcf5}
    .recommend .label{font-size:11px;text-transform:uppercase;letter-spacing:.08em;color:#2b8a3e}
    .recommend .pick{font-size:17px;margin:4px 0}.recommend .others{font-size:12px;color:#495057}
    .filmlegend{font-size:12px;color:#495057}
    .legend{list-style:none;padding:0}.legend li{margin:2px 0}
    .swatch{display:inline-block;width:22px;height:4px;margin-right:6px;vertical-align:middle}
    .swatch.keyboard{background:#adb5bd;height:6px}
    svg.key{vertical-align:middle}
    .scores{font-size:12px;margin:4px 0}.plot{width:760px;max-width:100%;height:auto;display:block}
    .axis{font-size:10px;fill:#495057}.film{display:flex;flex-wrap:wrap;gap:8px;margin-top:6px}
    figure{margin:0;text-align:center;font-size:11px;color:#495057}
    section{border-top:1px solid #dee2e6;margin-top:18px}
    """
}
