import Foundation
import KeyboardDockSimulator

#if os(Linux)
  import KeyboardDockSimulatorApps
#endif

/// Which rows `kbdock simulate` runs, and how its output names them: the shipping code by
/// default, the ideal re-implementations when named, and always labelled as such.
extension SimulateCommand {
  /// The shipping-code rows and the ideal rows that `--strategy` names.
  ///
  /// With no `--strategy`, every shipping-code row (the code users ship) and no ideal row; where
  /// the hosted UIKit does not exist (not Linux), every ideal row (``defaultNotes(_:shippingNames:)``
  /// says so).
  static func rows(_ names: [String]) -> (shipping: [String], ideal: [String]) {
    guard !names.isEmpty else { return (shippingStrategyNames, []) }
    return (names.filter(isShippingStrategy), names.filter { !isShippingStrategy($0) })
  }

  /// The ideal rows for `--help`.
  static var idealRowsHelp: String {
    StrategyRegistry.builtIn.map(\.name).joined(separator: ", ")
  }

  /// A note when the default could not run the shipping code (no hosted UIKit here), so that
  /// no ideal figure passes for the shipping code's.
  static func defaultNotes(_ names: [String], shippingNames: [String]) -> [String] {
    guard names.isEmpty, shippingNames.isEmpty else { return [] }
    return [
      "the shipping-code rows need the hosted UIKit (Linux only); these are the ideal "
        + "re-implementations"
    ]
  }

  /// The report's rows for the shipping rows `names`, in their order.
  static func reportRows(_ names: [String]) -> [ReportRow] {
    #if os(Linux)
      names.compactMap { ShippingStrategy.named($0)?.reportRow }
    #else
      []
    #endif
  }

  /// The last line: the frames and runs of each kind of row, the time and the speed.
  ///
  /// An ideal run measures every ideal row at each frame (`× n ideal rows`); a shipping-code
  /// run is one row's app, so its frames are counted once each.
  static func summaryLine(
    ideal: (frames: Int, runs: Int, rows: Int), shipping: (frames: Int, runs: Int, rows: Int),
    seconds: Double
  ) -> String {
    func rows(_ count: Int, _ kind: String) -> String {
      count == 1 ? "1 \(kind) row" : "\(count) \(kind) rows"
    }
    var parts: [String] = []
    if shipping.rows > 0 {
      parts.append(
        "\(shipping.frames) frames in \(shipping.runs) runs of "
          + rows(shipping.rows, "shipping-code"))
    }
    if ideal.rows > 0 {
      parts.append("\(ideal.frames) frames (× \(rows(ideal.rows, "ideal"))) in \(ideal.runs) runs")
    }
    let frames = ideal.frames + shipping.frames
    let perSecond = seconds > 0 ? Int(Double(frames) / seconds) : 0
    return parts.joined(separator: " + ")
      + ", \(String(format: "%.2f", seconds)) s: \(perSecond) frames simulated per second"
  }
}
