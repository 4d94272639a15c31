import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension HTMLReport {
  /// One matrix cell's results, with whether its distance from the reference is a policy.
  struct Cell {
    var row: SummaryRow
    var isPolicy: Bool
  }

  /// The cells of the matrix, keyed by scenario and strategy name.
  static func cells(
    _ results: [RunResult], scenarios: [Scenario], rows: [ReportRow]
  ) -> [String: Cell] {
    let undocking = Set(scenarios.filter(ReportTechnique.undocksKeyboard).map(\.name))
    let following = Set(rows.filter { ReportTechnique.of($0).followsUndockedKeyboard }.map(\.name))
    var cells: [String: Cell] = [:]
    // One cell per scenario and strategy, over every iOS version run (the versions section
    // splits them again).
    for versionRow in SummaryRow.rows(results) {
      let cellKey = key(versionRow.scenario, versionRow.strategy)
      var row =
        cells[cellKey]?.row
        ?? SummaryRow(
          scenario: versionRow.scenario, strategy: versionRow.strategy, ios: "all")
      row.merge(versionRow)
      let isPolicy =
        row.framesInError > 0 && undocking.contains(row.scenario)
        && following.contains(row.strategy)
      cells[cellKey] = Cell(row: row, isPolicy: isPolicy)
    }
    return cells
  }

  static func key(_ scenario: String, _ strategy: String) -> String {
    scenario + "\u{0}" + strategy
  }

  /// Per strategy: every frame's totals, and the totals without the policy cells.
  static func totals(_ cells: [String: Cell], strategy: String) -> (
    all: SummaryRow, errors: SummaryRow
  ) {
    var all = SummaryRow(scenario: "all", strategy: strategy, ios: "all")
    var errors = SummaryRow(scenario: "all", strategy: strategy, ios: "all")
    // In the scenarios' name order, so that of two frames equally far off the worst named is
    // the same in every run (a dictionary's order differs from process to process).
    for key in cells.keys.sorted() {
      guard let cell = cells[key], cell.row.strategy == strategy else { continue }
      all.merge(cell.row)
      if !cell.isPolicy { errors.merge(cell.row) } else { errors.frames += cell.row.frames }
    }
    return (all, errors)
  }

  /// The box at the top: which technique to use, its API, why, and the figures behind it.
  ///
  /// It ranks the shipping rows when any ran (what an app gets), else the ideal rows, and then
  /// says that the figures are an ideal re-implementation's.
  static func recommendation(
    _ cells: [String: Cell], rows: [ReportRow], devices: Int, scenarios: Int
  ) -> String {
    let shipping = rows.contains { !$0.isIdeal }
    let ranked = rows.enumerated().filter {
      !ReportTechnique.of($0.element).isMistake && $0.element.isIdeal != shipping
    }
    .map {
      (index: $0.offset, strategy: $0.element, totals: totals(cells, strategy: $0.element.name))
    }
    .sorted {
      ($0.totals.errors.framesInError, $0.totals.errors.maxVerticalError, $0.index)
        < ($1.totals.errors.framesInError, $1.totals.errors.maxVerticalError, $1.index)
    }
    guard let best = ranked.first else { return "" }
    let technique = ReportTechnique.of(best.strategy)
    let errors = best.totals.errors
    let figures: String
    if errors.framesInError == 0 {
      figures =
        "In this run it kept the bar on the keyboard in every one of \(count(errors.frames)) "
        + "frames (\(scenarios) scenarios on \(devices) devices): no gap, no overlap, as wide as "
        + "the app, the content inset right and the last row visible."
    } else {
      figures =
        "In this run it had the fewest frames in error: \(count(errors.framesInError)) of "
        + "\(count(errors.frames)), at most \(SummaryRow.points(errors.maxGap)) pt gap and "
        + "\(SummaryRow.points(errors.maxOverlap)) pt overlap."
    }
    var others: [String] = []
    for other in ranked.dropFirst() {
      let name = ReportTechnique.of(other.strategy).name
      others.append(
        "\(escape(name)) (<code>\(escape(other.strategy.name))</code>): "
          + "\(count(other.totals.errors.framesInError)) frames in error")
    }
    let measured =
      shipping
      ? "" : " <i>These are ideal re-implementations' figures, not the shipping adapter's.</i>"
    return """
      <div class="recommend"><div class="label">Recommended</div>
      <p class="pick">Use the <b>\(escape(technique.name))</b>: \(technique.api).</p>
      <p>Why: \(escape(technique.why)). \(figures)\(measured)</p>
      <p class="others">For comparison: \(others.joined(separator: "; ")).</p></div>
      """
  }

  /// The matrix: a row per scenario, a column per strategy, each cell's frames in error split
  /// by kind; policy differences in a neutral colour; a totals row.
  static func summaryTable(
    _ cells: [String: Cell], scenarios: [Scenario], rows strategies: [ReportRow]
  ) -> String {
    var html = "<table class=\"matrix\"><tr><th>scenario</th>"
    for strategy in strategies {
      html +=
        "<th>\(escape(ReportTechnique.of(strategy).name))<br>"
        + "<code>\(escape(strategy.name))</code>\(idealTag(strategy))</th>"
    }
    html += "</tr>\n"
    for scenario in scenarios {
      guard strategies.contains(where: { cells[key(scenario.name, $0.name)] != nil }) else {
        continue
      }
      html += "<tr><td><a href=\"#\(escape(scenario.name))\">\(escape(scenario.name))</a></td>"
      for strategy in strategies {
        guard let cell = cells[key(scenario.name, strategy.name)] else {
          html += "<td></td>"
          continue
        }
        html += self.cell(cell.row, isPolicy: cell.isPolicy)
      }
      html += "</tr>\n"
    }
    html += "<tr class=\"totals\"><td><b>all scenarios</b></td>"
    for strategy in strategies {
      let (all, errors) = totals(cells, strategy: strategy.name)
      let policyFrames = all.framesInError - errors.framesInError
      var text = cell(errors, isPolicy: false, tag: "td")
      if policyFrames > 0 {
        text = text.replacingOccurrences(
          of: "</td>",
          with: "<div class=\"kind\">+ \(count(policyFrames)) frames by policy</div></td>")
      }
      html += text
    }
    return html + "</tr></table>"
  }

  /// One cell: "no errors", or a line per kind of error with its frames and largest size.
  static func cell(_ row: SummaryRow, isPolicy: Bool, tag: String = "td") -> String {
    var title = "\(row.framesInError) of \(row.frames) frames in error over \(row.runs) runs"
    if let run = row.worst, let frame = run.worstFrame {
      title += "; worst: \(run.device) at \(run.fps) Hz, \(String(format: "%.3f", frame.time)) s"
    }
    guard row.framesInError > 0 else {
      return "<\(tag) class=\"good\" title=\"\(escape(title))\">no errors</\(tag)>"
    }
    var kinds: [String] = []
    if row.framesVerticalError > 0 {
      var sizes: [String] = []
      if row.maxGap > FrameMeasurement.tolerance {
        sizes.append("gap ≤ \(SummaryRow.points(row.maxGap)) pt")
      }
      if row.maxOverlap > FrameMeasurement.tolerance {
        sizes.append("overlap ≤ \(SummaryRow.points(row.maxOverlap)) pt")
      }
      kinds.append(
        "vertical: \(count(row.framesVerticalError)) frames, \(sizes.joined(separator: ", "))")
    }
    if row.framesWidthError > 0 {
      let excess =
        row.maxBarWidthExcess > FrameMeasurement.tolerance
        ? ", ≤ \(SummaryRow.points(row.maxBarWidthExcess)) pt wider than the app" : ""
      kinds.append("width: \(count(row.framesWidthError)) frames\(excess)")
    }
    if row.framesInsetError > 0 {
      kinds.append(
        "inset: \(count(row.framesInsetError)) frames, off by ≤ "
          + "\(SummaryRow.points(row.maxContentInsetError)) pt")
    }
    if row.framesLastRowHidden > 0 {
      kinds.append("last row hidden: \(count(row.framesLastRowHidden)) frames")
    }
    let lines = kinds.map { "<div class=\"kind\">\(escape($0))</div>" }.joined()
    if isPolicy {
      return "<\(tag) class=\"policy\" title=\"\(escape(title))\"><b>policy difference</b>: "
        + "follows the undocked keyboard, where the reference bar rests on the safe area"
        + "\(lines)</\(tag)>"
    }
    return "<\(tag) class=\"bad\" title=\"\(escape(title))\">"
      + "<b>\(count(row.framesInError)) of \(count(row.frames)) frames</b>\(lines)</\(tag)>"
  }

  /// A count with thousands separators: 29,933.
  static func count(_ value: Int) -> String {
    let digits = String(value)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
      grouped.append(digit)
    }
    return grouped
  }
}

extension SummaryRow {
  /// The larger of the largest gap and overlap, in points.
  var maxVerticalError: CGFloat { max(maxGap, maxOverlap) }
}
