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
  }
}
