import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The content metrics the ideal rows carry for the scenarios with a form or a chat transcript.
///
/// They are the simulator's re-implementations of the content adapters, the recommended setup
/// beside the inset-only alternative: one row per scenario and iOS version, summed over every
/// device and frame rate it ran on. The shipping adapters' figures are
/// ``ShippingContentTable``'s.
///
/// ```text
/// content, ideal rows (recommended | inset only)  iOS   field hidden   message hidden   max jump (pt)
/// chat-long-transcript                            18      - | -           0 | 6992        0.00 | 0.00
/// ```
public enum ContentTable {
  /// One scenario on one iOS version, over its runs.
  struct Row {
    var scenario: String
    var ios: String
    var runs = 0
    var frames = 0
    var recommended = Totals()
    var insetOnly = Totals()
  }

  /// Summed figures of one setup.
  struct Totals {
    var fieldHidden: Int?
    var messageHidden: Int?
    var maxJump: CGFloat = 0

    mutating func add(_ figures: ContentFigures) {
      if let hidden = figures.focusedFieldHiddenFrames { fieldHidden = (fieldHidden ?? 0) + hidden }
      if let hidden = figures.lastMessageHiddenFrames {
        messageHidden = (messageHidden ?? 0) + hidden
      }
      maxJump = max(maxJump, figures.maxContentJump)
    }
  }

  /// The rows, in the order the results came.
  static func rows(_ results: [RunResult]) -> [Row] {
    var order: [String] = []
    var rows: [String: Row] = [:]
    for result in results {
      guard let recommended = result.content, let insetOnly = result.insetOnlyContent else {
        continue
      }
      let key = result.scenario + "\u{0}" + result.ios
      var row = rows[key] ?? Row(scenario: result.scenario, ios: result.ios)
      if rows[key] == nil { order.append(key) }
      row.runs += 1
      row.frames += recommended.frames
      row.recommended.add(recommended)
      row.insetOnly.add(insetOnly)
      rows[key] = row
    }
    return order.compactMap { rows[$0] }
  }

  /// The text table, or an empty string when no run had content.
  ///
  /// - Parameter results: Every run's results.
  /// - Returns: Lines joined with newlines, ending with one; empty without content runs.
  public static func render(_ results: [RunResult]) -> String {
    let rows = rows(results)
    guard !rows.isEmpty else { return "" }
    let title = "content, ideal rows (recommended | inset only)"
    let scenarioWidth = max(title.count, rows.map(\.scenario.count).max() ?? 0)
    let iosWidth = max(4, rows.map(\.ios.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
    func right(_ text: String, _ width: Int) -> String {
      text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
    var lines = [
      pad(title, scenarioWidth) + "  " + pad("iOS", iosWidth) + "  "
        + right("field hidden", 15) + "  " + right("message hidden", 15) + "  "
        + right("max jump (pt)", 15) + "  " + right("frames", 7)
    ]
    for row in rows {
      lines.append(
        pad(row.scenario, scenarioWidth) + "  " + pad(row.ios, iosWidth) + "  "
          + right(pair(row.recommended.fieldHidden, row.insetOnly.fieldHidden), 15) + "  "
          + right(pair(row.recommended.messageHidden, row.insetOnly.messageHidden), 15) + "  "
          + right(
            SummaryRow.points(row.recommended.maxJump) + " | "
              + SummaryRow.points(row.insetOnly.maxJump), 15) + "  "
          + right("\(row.frames)", 7))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The HTML section, or an empty string when no run had content.
  static func html(_ results: [RunResult]) -> String {
    let rows = rows(results)
    guard !rows.isEmpty else { return "" }
    var html = """
      <h2>Forms and chat transcripts: ideal re-implementations</h2>
      <p class="meta">The simulator's re-implementations of the content adapters, beside the \
      ideal rows (the shipping adapters' figures are in their own table). Frames on which the focused field (a form) or the newest message (a chat \
      transcript) was not fully visible between the top safe area and the bar on the true \
      keyboard, and the largest one-frame step of the content that neither the keyboard nor \
      the bar explains, summed over every device and frame rate. <b>recommended</b>: \
      <code>KeyboardChatTranscript</code> / <code>FormScroller</code>; <b>inset only</b>: the \
      scroll view's bottom inset follows the covered height and nothing else.</p>
      <table><tr><th>scenario</th><th>iOS</th><th>field hidden<br>recommended | inset only</th>\
      <th>message hidden<br>recommended | inset only</th><th>max jump (pt)<br>recommended | \
      inset only</th><th>frames</th></tr>

      """
    for row in rows {
      html +=
        "<tr><td>\(HTMLReport.escape(row.scenario))</td><td>\(HTMLReport.escape(row.ios))</td>"
        + "<td>\(pair(row.recommended.fieldHidden, row.insetOnly.fieldHidden))</td>"
        + "<td>\(pair(row.recommended.messageHidden, row.insetOnly.messageHidden))</td>"
        + "<td>\(SummaryRow.points(row.recommended.maxJump)) | "
        + "\(SummaryRow.points(row.insetOnly.maxJump))</td><td>\(row.frames)</td></tr>\n"
    }
    return html + "</table>\n"
  }

  private static func pair(_ a: Int?, _ b: Int?) -> String {
    "\(a.map(String.init) ?? "-") | \(b.map(String.init) ?? "-")"
  }
}
