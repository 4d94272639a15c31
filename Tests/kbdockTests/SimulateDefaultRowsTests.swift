import Foundation
import Testing

/// `kbdock simulate` runs the code users ship by default: with no `--strategy`, the five
/// shipping-code rows; an ideal re-implementation runs only when named, and every table, the
/// JSON and the report label it ideal.
@Suite("kbdock simulate: the shipping code by default, the ideal rows labelled")
struct SimulateDefaultRowsTests {
  /// The shipping-code rows, in report order (docs/cli.md).
  static let shipping = ["dock", "animator", "realized-guide", "input-bar-host", "ease-in-out-app"]
  /// One scenario on one device and version: five runs, one per shipping row.
  static let one = ["--scenario", "show-hide", "--device", "iphone-15", "--ios", "18"]

  static func results(_ run: Kbdock.Run) throws -> [[String: Any]] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any],
      "\(run)")
    return try #require(object["results"] as? [[String: Any]])
  }

  #if os(Linux)
    @Test("no --strategy: the five shipping-code rows and no ideal row, in text and JSON")
    func defaultRunsShippingRows() throws {
      let json = try Kbdock.built().run(["simulate", "--json", "--no-report"] + Self.one)
      #expect(json.status == 0, "\(json)")
      let results = try Self.results(json)
      try #require(results.count == 5, "\(results)")
      #expect(results.map { $0["strategy"] as? String } == Self.shipping)
      #expect(results.allSatisfy { $0["ideal"] as? Bool == false }, "\(results)")
      let text = try Kbdock.built().run(["simulate", "--no-report"] + Self.one)
      #expect(text.status == 0, "\(text)")
      #expect(!text.standardOutput.contains("(ideal)"), "\(text)")
      for row in Self.shipping {
        #expect(text.outputLines.contains { $0.hasPrefix("\(row) on iOS 18: max gap ") }, "\(row)")
      }
      let last = try #require(text.outputLines.last)
      #expect(last.contains(" frames in 5 runs of 5 shipping-code rows, "), "\(last)")
      #expect(last.hasSuffix(" frames simulated per second"), "\(last)")
    }

    @Test("--variant with no --strategy runs the shipping-code rows under the variant too")
    func variantRunsShippingRows() throws {
      let run = try Kbdock.built().run(
        ["simulate", "--json", "--no-report", "--variant", "notification-first"] + Self.one)
      #expect(run.status == 0, "\(run)")
      let results = try Self.results(run)
      try #require(results.count == 10, "\(results)")
      for variant in ["baseline", "notification-first"] {
        let mine = results.filter { $0["variant"] as? String == variant }
        #expect(mine.map { $0["strategy"] as? String } == Self.shipping, "\(variant)")
      }
      #expect(results.allSatisfy { $0["ideal"] as? Bool == false })
    }

    @Test("the default report shows the shipping rows: their columns, results and plots")
    func defaultReportShowsShippingRows() throws {
      let folder = try Kbdock.temporaryFolder().appendingPathComponent("report")
      let run = try Kbdock.built().run(["simulate", "--report", folder.path] + Self.one)
      #expect(run.status == 0, "\(run)")
      let html = try String(
        contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
      for row in Self.shipping {
        #expect(html.contains("<code>\(row)</code></th>"), "\(row): a column of the summary")
        #expect(html.contains("<b>\(row)</b>: gap "), "\(row): in a plot's key")
      }
      #expect(!html.contains("<i>ideal</i>"))
      #expect(html.contains("Use the <b>keyboard tracker</b>: <code>KeyboardDock</code>"))
      // The input-bar host's accessory is part of its keyboard: a plot of its own.
      #expect(html.components(separatedBy: "<h3>Shipping code: ").count - 1 == 2)
      #expect(html.components(separatedBy: "class=\"plot\"").count - 1 == 2)
    }

    @Test("--export-trace with no --strategy: a usage error saying to add --strategy tracker")
    func exportTraceNeedsAnIdealRow() throws {
      let path = try Kbdock.temporaryFolder().appendingPathComponent("run.json").path
      let run = try Kbdock.built().run(
        ["simulate", "--no-report", "--export-trace", path] + Self.one)
      #expect(run.status == 64, "\(run)")
      #expect(run.standardOutput.isEmpty)
      #expect(
        run.standardError.hasPrefix(
          "error: --export-trace records an ideal row's run; with no --strategy, simulate runs "
            + "the shipping-code rows (\(Self.shipping.joined(separator: ", "))), which record "
            + "none\n"), "\(run)")
      #expect(
        run.standardError.hasSuffix(
          "hint: add --strategy tracker to export the ideal tracker's run\n"))
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  #endif

  @Test("an ideal row named is labelled ideal: its table rows, totals, legend, JSON and report")
  func idealRowIsLabelled() throws {
    let folder = try Kbdock.temporaryFolder().appendingPathComponent("report")
    let text = try Kbdock.built().run(
      ["simulate", "--report", folder.path, "--strategy", "tracker"] + Self.one)
    #expect(text.status == 0, "\(text)")
    let html = try String(
      contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(html.contains("<code>tracker</code> <i>ideal</i></th>"))
    #expect(html.contains("These are ideal re-implementations' figures, not the shipping"))
    let lines = text.outputLines
    #expect(lines.contains { $0.hasPrefix("show-hide  18    tracker (ideal)  ") }, "\(text)")
    #expect(lines.contains { $0.hasPrefix("tracker (ideal) on iOS 18: max gap ") }, "\(text)")
    #expect(
      lines.contains(
        "(ideal): a re-implementation of the technique's algorithm in the simulator, not the "
          + "shipping adapter; `kbdock simulate` with no --strategy runs the shipping code"),
      "\(text)")
    #expect(
      lines.dropLast().last?.contains(" frames (× 1 ideal row) in 1 runs, ") == true, "\(text)")
    #expect(lines.last == "report: \(folder.path)/index.html", "\(text)")
    let json = try Kbdock.built().run(
      ["simulate", "--json", "--no-report", "--strategy", "tracker"] + Self.one)
    let results = try Self.results(json)
    try #require(results.count == 1, "\(json)")
    #expect(results[0]["strategy"] as? String == "tracker")
    #expect(results[0]["ideal"] as? Bool == true)
  }

  @Test("--help lists the shipping rows as the default and the ideal rows as such")
  func helpNamesBothKinds() throws {
    let run = try Kbdock.built().run(["simulate", "--help"])
    #expect(run.status == 0, "\(run)")
    let help = run.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      help.contains("or an ideal re-implementation, accessory-view, notifications,"), "\(help)")
    #expect(help.contains("Default: every shipping-code row."), "\(help)")
    #expect(help.contains("Every table marks them \"(ideal)\""), "\(help)")
  }

  @Test("an unknown row: exit 64 naming it and every row, the ideal ones marked")
  func unknownRowNamesBothKinds() throws {
    let run = try Kbdock.built().run(["simulate", "--strategy", "magic"] + Self.one)
    #expect(run.status == 64, "\(run)")
    #expect(run.standardError.hasPrefix("error: no strategy named 'magic'; strategies: "))
    #expect(run.standardError.contains("tracker (ideal)"), "\(run)")
    #if os(Linux)
      #expect(run.standardError.contains("strategies: dock, animator, "), "\(run)")
    #endif
  }
}
