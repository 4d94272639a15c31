import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The text table `kbdock simulate` prints: a row per scenario × iOS version × strategy, an
/// ideal row's name followed by `(ideal)` (``ReportRow/label(_:)``).
public enum SummaryTable {
  /// Renders the table.
  ///
  /// - Parameter results: Every run's results.
  /// - Returns: Lines joined with newlines, ending with one.
  /// - Complexity: O(results).
  public static func render(_ results: [RunResult]) -> String {
    let rows = SummaryRow.rows(results)
    let scenarioWidth = max(8, rows.map(\.scenario.count).max() ?? 0)
    let strategyWidth = max(8, rows.map { ReportRow.label($0.strategy).count }.max() ?? 0)
    let iosWidth = max(4, rows.map(\.ios.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    func right(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
    func worst(_ row: SummaryRow) -> String {
      guard let run = row.worst, let frame = run.worstFrame else { return "-" }
      return "\(run.device), \(run.fps), \(String(format: "%.3f", frame.time)) s"
    }
    let worstWidth = max(24, rows.map { worst($0).count }.max() ?? 0)
    var lines = [
      pad("scenario", scenarioWidth) + "  " + pad("iOS", iosWidth) + "  "
        + pad("strategy", strategyWidth) + "  "
        + right("max gap", 8) + "  " + right("overlap", 8) + "  " + right("frames in error", 17)
        + "  " + pad("worst (device, Hz, time)", worstWidth) + "  notes"
    ]
    for row in rows {
      lines.append(
        pad(row.scenario, scenarioWidth) + "  " + pad(row.ios, iosWidth) + "  "
          + pad(ReportRow.label(row.strategy), strategyWidth) + "  "
          + right(SummaryRow.points(row.maxGap), 8) + "  "
          + right(SummaryRow.points(row.maxOverlap), 8) + "  "
          + right("\(row.framesInError) / \(row.frames)", 17) + "  "
          + pad(worst(row), worstWidth) + "  " + row.notes)
    }
    return lines.map(trimmingTrailingWhitespace).joined(separator: "\n") + "\n"
  }

  /// `line` without the whitespace at its end (a loop: a regular expression per line cost 1.4 %
  /// of a default `kbdock simulate` run).
  private static func trimmingTrailingWhitespace(_ line: String) -> String {
    var end = line.endIndex
    while end > line.startIndex, line[line.index(before: end)].isWhitespace {
      end = line.index(before: end)
    }
    return String(line[..<end])
  }

  /// The totals per strategy and iOS version, one line each: max gap, max overlap, frames in
  /// error.
  public static func totals(_ results: [RunResult]) -> String {
    var order: [String] = []
    var totals: [String: SummaryRow] = [:]
    for result in results {
      let key = result.strategy + "\u{0}" + result.ios
      var row =
        totals[key] ?? SummaryRow(scenario: "all", strategy: result.strategy, ios: result.ios)
      if totals[key] == nil { order.append(key) }
      row.add(result)
      totals[key] = row
    }
    return order.compactMap { totals[$0] }.map { row in
      "\(ReportRow.label(row.strategy)) on iOS \(row.ios): max gap \(SummaryRow.points(row.maxGap)) pt, max overlap "
        + "\(SummaryRow.points(row.maxOverlap)) pt, \(row.framesInError) of \(row.frames) "
        + "frames in error over \(row.runs) runs"
        + (row.maxCornerExposure > 1
          ? ", keyboard corners exposed up to \(SummaryRow.points(row.maxCornerExposure)) pt² in "
            + "\(row.framesCornersExposed) frames" : "")
    }.joined(separator: "\n") + "\n"
  }
}

/// One scenario under one strategy on one iOS version, over every device and frame rate it ran
/// on.
public struct SummaryRow: Sendable, Hashable {
  /// The scenario.
  public var scenario: String
  /// The strategy.
  public var strategy: String
  /// The simulated iOS version.
  public var ios: String
  /// Runs combined (devices × frame rates).
  public var runs = 0
  /// Frames measured.
  public var frames = 0
  /// Frames with any error.
  public var framesInError = 0
  /// The largest gap, in points.
  public var maxGap: CGFloat = 0
  /// The largest overlap, in points.
  public var maxOverlap: CGFloat = 0
  /// The largest amount the bar was wider than the app, in points.
  public var maxBarWidthExcess: CGFloat = 0
  /// The largest content-inset error, in points.
  public var maxContentInsetError: CGFloat = 0
  /// Frames with the bar not entirely on screen.
  public var framesBarOffScreen = 0
  /// Frames with the last row hidden.
  public var framesLastRowHidden = 0
  /// Frames with a gap or overlap.
  public var framesVerticalError = 0
  /// Frames with the bar wider or narrower than the app, or off screen.
  public var framesWidthError = 0
  /// Frames with a wrong content inset.
  public var framesInsetError = 0
  /// The run with the worst frame (largest vertical error, else the first in error).
  public var worst: RunResult?
  /// The largest area behind the keyboard's rounded corners left exposed, in square points.
  public var maxCornerExposure: CGFloat = 0
  /// Frames with keyboard corners exposed.
  public var framesCornersExposed = 0

  /// Creates an empty row.
  public init(scenario: String, strategy: String, ios: String) {
    self.scenario = scenario
    self.strategy = strategy
    self.ios = ios
  }

  /// Combines results into rows, one per scenario × iOS version × strategy, in first-seen
  /// order.
  public static func rows(_ results: [RunResult]) -> [SummaryRow] {
    var order: [String] = []
    var rows: [String: SummaryRow] = [:]
    for result in results {
      let key = result.scenario + "\u{0}" + result.ios + "\u{0}" + result.strategy
      var row =
        rows[key]
        ?? SummaryRow(scenario: result.scenario, strategy: result.strategy, ios: result.ios)
      if rows[key] == nil { order.append(key) }
      row.add(result)
      rows[key] = row
    }
    return order.compactMap { rows[$0] }
  }

  /// A row of one run's result.
  init(_ result: RunResult) {
    self.init(scenario: result.scenario, strategy: result.strategy, ios: result.ios)
    runs = 1
    frames = result.frames
    framesInError = result.framesInError
    maxGap = result.maxGap
    maxOverlap = result.maxOverlap
    maxBarWidthExcess = result.maxBarWidthExcess
    maxContentInsetError = result.maxContentInsetError
    framesBarOffScreen = result.framesBarOffScreen
    framesLastRowHidden = result.framesLastRowHidden
    framesVerticalError = result.framesVerticalError
    framesWidthError = result.framesWidthError
    framesInsetError = result.framesInsetError
    maxCornerExposure = result.maxCornerExposure
    framesCornersExposed = result.framesCornersExposed
    worst = result.framesInError > 0 ? result : nil
  }

  mutating func add(_ result: RunResult) { merge(SummaryRow(result)) }

  /// Adds another row's counts and maxima; the worst run is the one with the larger vertical
  /// error (the first on a tie).
  mutating func merge(_ other: SummaryRow) {
    runs += other.runs
    frames += other.frames
    framesInError += other.framesInError
    maxGap = max(maxGap, other.maxGap)
    maxOverlap = max(maxOverlap, other.maxOverlap)
    maxBarWidthExcess = max(maxBarWidthExcess, other.maxBarWidthExcess)
    maxContentInsetError = max(maxContentInsetError, other.maxContentInsetError)
    framesBarOffScreen += other.framesBarOffScreen
    framesLastRowHidden += other.framesLastRowHidden
    framesVerticalError += other.framesVerticalError
    framesWidthError += other.framesWidthError
    framesInsetError += other.framesInsetError
    maxCornerExposure = max(maxCornerExposure, other.maxCornerExposure)
    framesCornersExposed += other.framesCornersExposed
    if let theirs = other.worst,
      worst.map({ theirs.maxVerticalError > $0.maxVerticalError }) ?? true
    {
      worst = theirs
    }
  }

  /// What went wrong besides the vertical error, in a few words.
  public var notes: String {
    var notes: [String] = []
    if maxBarWidthExcess > FrameMeasurement.tolerance {
      notes.append("bar up to \(Self.points(maxBarWidthExcess)) pt wider than the app")
    }
    if framesBarOffScreen > 0 { notes.append("bar off screen in \(framesBarOffScreen) frames") }
    if maxContentInsetError > FrameMeasurement.tolerance {
      notes.append("inset off by up to \(Self.points(maxContentInsetError)) pt")
    }
    if framesLastRowHidden > 0 { notes.append("last row hidden in \(framesLastRowHidden) frames") }
    return notes.joined(separator: "; ")
  }

  /// A number of points with two decimals.
  static func points(_ value: CGFloat) -> String { String(format: "%.2f", Double(value)) }
}
