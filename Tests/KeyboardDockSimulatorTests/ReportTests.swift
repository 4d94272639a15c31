import Foundation
import Testing

@testable import KeyboardDockSimulator

@Suite("Reports")
struct ReportTests {
  static let suite = SimulationSuite(
    scenarios: [BuiltInScenarios.scenario(named: "show-hide")!],
    devices: [DeviceCatalogue.device(named: "iphone-15")!], strategies: StrategyRegistry.builtIn,
    frameRates: [60])

  @Test("the summary has a row per scenario × strategy, with the worst frame")
  func summary() throws {
    let result = try Self.suite.run()
    let table = SummaryTable.render(result.results)
    let lines = table.split(separator: "\n")
    // A row per strategy on each simulated iOS version.
    #expect(lines.count == 1 + StrategyRegistry.builtIn.count * IOSProfile.all.count)
    for profile in IOSProfile.all {
      #expect(lines.filter { $0.contains("  \(profile.version)  ") }.count == 5, "\(profile)")
    }
    let easeInOut = try #require(lines.first { $0.contains("notifications-ease-in-out") })
    #expect(easeInOut.contains("iphone-15, 60,"))
    #expect(lines.first { $0.contains("tracker") }?.contains(" 0 / ") == true)
  }

  @Test("--json has results with scenario, device, strategy, maxGap, maxOverlap, framesInError")
  func json() throws {
    let result = try Self.suite.run()
    let data = try JSONReport.render(result, seconds: 0.5)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == StrategyRegistry.builtIn.count * IOSProfile.all.count)
    #expect(
      Set(results.compactMap { $0["ios"] as? String }) == Set(IOSProfile.all.map(\.version)))
    for key in ["scenario", "device", "strategy", "ios", "maxGap", "maxOverlap", "framesInError"] {
      #expect(results.allSatisfy { $0[key] != nil }, "\(key)")
    }
    #expect(object["framesPerSecond"] as? Int == Int((Double(result.frames) / 0.5).rounded()))
    // In the suite's order, and the bytes `JSONSerialization` writes for the whole object (the
    // results are serialised one by one into the outer object).
    #expect(
      results.map { "\($0["scenario"] ?? "") \($0["strategy"] ?? "") \($0["ios"] ?? "")" }
        == result.results.map { "\($0.scenario) \($0.strategy) \($0.ios)" })
    #expect(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) == data)
  }

  @Test("the HTML report is self-contained, with a plot and a filmstrip per scenario")
  func html() throws {
    let result = try Self.suite.run()
    let html = HTMLReport.render(
      result, scenarios: Self.suite.scenarios, strategies: Self.suite.strategies, seconds: 0.1)
    #expect(html.hasPrefix("<!doctype html>"))
    #expect(html.contains("<section id=\"show-hide\">"))
    #expect(html.components(separatedBy: "class=\"plot\"").count == 2)
    #expect(html.components(separatedBy: "<figure>").count > 3)
    #expect(!html.contains("src=\"http") && !html.contains("<link") && !html.contains("<script"))
    // The list above the plot is its key: each strategy's line in its plot colour and dashes.
    for (index, strategy) in Self.suite.strategies.enumerated() {
      #expect(html.contains(HTMLReport.plotKey(index) + "<b>\(strategy.name)</b>"), "\(strategy)")
      #expect(HTMLReport.plotKey(index).contains(SVGPlot.colors[index]))
    }
  }

  @Test("the filmstrip draws a split keyboard as two halves at the screen's edges")
  func splitKeyboardHalves() throws {
    let suite = try SimulationSuite.select(
      scenarios: ["ipad-split-keyboard"], devices: ["ipad-air"], strategies: [])
    let trace = try #require(try suite.run().traces.first)
    let split = try #require(trace.frames.last { $0.keyboardIsSplit })
    #expect(trace.frames.contains { !$0.keyboardIsSplit && $0.keyboard.height > 0 })
    let halves = Filmstrip.keyboardParts(split)
    #expect(halves.count == 2)
    #expect(halves[0].minX == split.keyboard.minX && halves[1].maxX == split.keyboard.maxX)
    #expect(halves[0].maxX < halves[1].minX, "a gap between the halves")
    #expect(halves.allSatisfy { $0.minY == split.keyboard.minY })
    let keys = "fill=\"#868e96\" opacity=\"0.92\"/>"
    let drawn = Filmstrip.render(split, strategies: trace.strategies)
    #expect(drawn.components(separatedBy: keys).count - 1 == 2)
    var docked = split
    docked.keyboardIsSplit = false
    #expect(
      Filmstrip.render(docked, strategies: trace.strategies).components(separatedBy: keys).count - 1
        == 1)
  }

  /// A suite where the strategies differ: a tab bar (the layout guide leads the clamped
  /// coverage), interactive dismissal, and an iPad keyboard that floats.
  static func mixedSuite() throws -> SimulationSuite {
    try SimulationSuite.select(
      scenarios: ["interactive-dismissal-tab-bar", "ipad-undock-float-drag-dock", "show-hide"],
      devices: ["iphone-se", "iphone-15", "ipad-pro-12.9"], strategies: [])
  }

  @Test("the report opens with a recommendation naming the technique, its API and its figures")
  func recommendation() throws {
    let suite = try Self.mixedSuite()
    let result = try suite.run()
    let html = HTMLReport.render(
      result, scenarios: suite.scenarios, strategies: suite.strategies, seconds: 0.1)
    let box = try #require(html.range(of: "<div class=\"recommend\">"))
    let summary = try #require(html.range(of: "<h2>Summary</h2>"))
    #expect(box.lowerBound < summary.lowerBound)
    let top = String(html[box.lowerBound..<summary.lowerBound])
    #expect(top.contains("Use the <b>keyboard tracker</b>"))
    #expect(top.contains("<code>KeyboardDock</code>") && top.contains("<code>.keyboardDock"))
    let frames = result.results.filter { $0.strategy == "tracker" }.map(\.frames).reduce(0, +)
    #expect(top.contains("every one of \(HTMLReport.count(frames)) frames"), "\(top)")
  }

  @Test("the iOS versions follow the matrix, name techniques in words, corners only on iOS 26")
  func versionsAfterMatrix() throws {
    let result = try Self.suite.run()
    let html = HTMLReport.render(
      result, scenarios: Self.suite.scenarios, strategies: Self.suite.strategies, seconds: 0.1)
    let summary = try #require(html.range(of: "<h2>Summary</h2>"))
    let versions = try #require(html.range(of: "<h2>iOS versions</h2>"))
    #expect(summary.upperBound < versions.lowerBound)
    let table = String(html[versions.upperBound...])
    #expect(table.contains("<td>keyboard tracker<br><code>tracker</code> <i>ideal</i></td>"))
    #expect(table.contains("<th>iOS 18<br>max error · frames in error</th>"))
    #expect(table.contains("<th>iOS 26.2<br>max error · frames in error · corners exposed</th>"))
    // 26.2 keeps most of 26.0's quirks: they are listed once, with what 26.2 changes.
    let old = try #require(IOSProfile.profile(named: "26.0"))
    let new = try #require(IOSProfile.profile(named: "26.2"))
    #expect(table.contains("The quirks of iOS 26.0"))
    for quirk in old.quirks where new.quirks.contains(quirk) {
      let item = "<li><b>\(HTMLReport.escape(quirk.name))</b> ("
      #expect(table.components(separatedBy: item).count - 1 == 1, "\(quirk.name)")
    }
  }

  @Test("techniques are named in words, never by number")
  func noTechniqueNumbers() throws {
    let suite = try Self.mixedSuite()
    let html = HTMLReport.render(
      try suite.run(), scenarios: suite.scenarios, strategies: suite.strategies, seconds: 0.1)
    #expect(html.range(of: #"\bT[1-5]\b"#, options: .regularExpression) == nil)
    #expect(html.contains("keyboard layout guide") && html.contains("input accessory view"))
  }

  @Test("following the floating keyboard is a policy difference, not an error; a totals row")
  func policyAndTotals() throws {
    let suite = try Self.mixedSuite()
    let result = try suite.run()
    let cells = HTMLReport.cells(
      result.results, scenarios: suite.scenarios,
      rows: suite.strategies.map(ReportRow.init(ideal:)))
    let floating = try #require(
      cells[HTMLReport.key("ipad-undock-float-drag-dock", "layout-guide")])
    #expect(floating.row.framesInError > 0)
    #expect(floating.isPolicy)
    let tabBar = try #require(
      cells[HTMLReport.key("interactive-dismissal-tab-bar", "layout-guide")])
    #expect(tabBar.row.framesInError > 0 && !tabBar.isPolicy)
    let easeInOut = try #require(cells[HTMLReport.key("show-hide", "notifications-ease-in-out")])
    #expect(!easeInOut.isPolicy)
    let html = HTMLReport.render(
      result, scenarios: suite.scenarios, strategies: suite.strategies, seconds: 0.1)
    #expect(html.contains("class=\"policy\""))
    #expect(html.contains("<tr class=\"totals\">"))
    #expect(html.contains("vertical: ") && html.contains("inset: "))
  }

  @Test("a cell's errors are split by kind and add up to its frames in error at most")
  func errorKinds() throws {
    let suite = try Self.mixedSuite()
    for result in try suite.run().results {
      #expect(result.framesVerticalError <= result.framesInError)
      #expect(result.framesWidthError <= result.framesInError)
      #expect(result.framesInsetError <= result.framesInError)
      let kinds =
        result.framesVerticalError + result.framesWidthError + result.framesInsetError
        + result.framesLastRowHidden
      #expect(kinds >= result.framesInError, "\(result)")
    }
  }

  @Test("each scenario's plot is of its worst run's device")
  func plotsWorstDevice() throws {
    let suite = try Self.mixedSuite()
    let result = try suite.run()
    for trace in result.traces {
      let worst = try #require(SimulationSuite.worstRun(of: trace.scenario, in: result.results))
      #expect(trace.device == worst.device && trace.fps == worst.fps, "\(trace.scenario)")
    }
  }

  @Test("width errors are plotted where a bar is wider than the app, and only there")
  func widthPlot() throws {
    let suite = try SimulationSuite.select(
      scenarios: ["split-view-third-left", "show-hide"], devices: ["ipad-air"], strategies: [])
    let traces = try suite.run().traces
    let split = try #require(traces.first { $0.scenario == "split-view-third-left" })
    let plain = try #require(traces.first { $0.scenario == "show-hide" })
    #expect(SVGPlot.renderWidths(split).contains("accessory-view: bar width minus the app's"))
    #expect(SVGPlot.renderWidths(plain).isEmpty)
  }
}
