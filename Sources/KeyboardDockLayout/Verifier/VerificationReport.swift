import Foundation

/// The verifier's findings over a sweep: every configuration's result, a summary table, text
/// and JSON renderings.
public struct VerificationReport: Sendable, Hashable {
  /// The layout's name.
  public var layout: String
  /// The keyboard positions per axis used.
  public var grid: Int
  /// Every configuration's result, in sweep order.
  public var results: [ConfigurationResult]

  /// Creates a report.
  public init(layout: String, grid: Int, results: [ConfigurationResult]) {
    self.layout = layout
    self.grid = grid
    self.results = results
  }

  /// The results that failed a check.
  public var failures: [ConfigurationResult] { results.filter(\.isFailure) }

  /// Whether every configuration passed.
  public var passed: Bool { !results.contains(where: \.isFailure) }

  /// One row of the summary: a device, orientation and window, with its counts.
  public struct SummaryRow: Sendable, Hashable {
    /// The device's name.
    public var device: String
    /// The orientation's name.
    public var orientation: String
    /// The window's name, with ` (rightToLeft)` when solved right to left.
    public var window: String
    /// The configurations checked.
    public var checked: Int
    /// The configurations that failed.
    public var failed: Int
  }

  /// The summary, one row per device, orientation and window, in sweep order.
  ///
  /// - Complexity: O(*n*) in the number of results.
  public var summary: [SummaryRow] {
    var rows: [SummaryRow] = []
    for result in results {
      let configuration = result.configuration
      let direction = configuration.layoutDirection
      let window =
        configuration.window.name + (direction == .leftToRight ? "" : " (\(direction))")
      if let last = rows.last, last.device == configuration.device,
        last.orientation == configuration.orientation, last.window == window
      {
        rows[rows.count - 1].checked += 1
        rows[rows.count - 1].failed += result.isFailure ? 1 : 0
      } else {
        rows.append(
          SummaryRow(
            device: configuration.device, orientation: configuration.orientation,
            window: window, checked: 1, failed: result.isFailure ? 1 : 0))
      }
    }
    return rows
  }

  /// The report as text: each failing configuration with its findings and active tracked
  /// constraints, then the summary table and a verdict line.
  ///
  /// - Parameter maximumDetails: How many failing configurations to print in full.
  /// - Returns: Lines ending in a newline.
  public func text(maximumDetails: Int = 40) -> String {
    var lines: [String] = []
    let failing = failures
    for result in failing.prefix(maximumDetails) {
      lines.append("FAIL \(result.configuration)")
      lines.append(
        "  guide \(ItemProblem.format(result.guideFrame)) near \(result.nearEdges)")
      lines += result.findings.map { "  \($0)" }
      lines.append("  active tracked: " + result.activeTrackedConstraints.joined(separator: ", "))
    }
    if failing.count > maximumDetails {
      lines.append(
        "… \(failing.count - maximumDetails) more failing configurations (--json lists all)")
    }
    if !failing.isEmpty { lines.append("") }
    let header = ["device", "orientation", "window", "checked", "failed"]
    let rows = summary.map {
      [$0.device, $0.orientation, $0.window, "\($0.checked)", "\($0.failed)"]
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    for row in [header] + rows {
      lines.append(
        row.enumerated().map { column, cell in
          column >= 3
            ? String(repeating: " ", count: widths[column] - cell.count) + cell
            : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
        }.joined(separator: "  "))
    }
    let verdict = passed ? "PASS" : "FAIL"
    lines.append(
      "\(verdict) \(layout): \(failing.count) of \(results.count) configurations failed"
        + " (grid \(grid))")
    return lines.joined(separator: "\n") + "\n"
  }
}
