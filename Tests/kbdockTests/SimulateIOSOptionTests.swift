import Foundation
import Testing

/// `kbdock simulate --ios`: every result carries its version; an unknown one is an error.
@Suite("kbdock simulate --ios")
struct SimulateIOSOptionTests {
  @Test("--ios 99: exit 64, an error line naming 99 and the valid versions, then a hint")
  func unknownVersion() throws {
    let run = try Kbdock.built().run(
      ["simulate", "--scenario", "show-hide", "--device", "iphone-se", "--ios", "99"])
    #expect(run.exited, "\(run)")
    #expect(run.status == 64, "\(run)")
    #expect(run.standardOutput.isEmpty, "\(run)")
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.count == 2 && lines.last?.hasPrefix("hint: ") == true, "\(run)")
    #expect(
      run.standardError.hasPrefix("error: no simulated iOS '99'; versions: 18, 26.0, 26.2"),
      "\(run)")
  }

  @Test("--ios 26.2 --json: every result carries \"ios\": \"26.2\"")
  func jsonCarriesVersion() throws {
    let report = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbdock-ios-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: report) }
    let run = try Kbdock.built().run([
      "simulate", "--scenario", "show-hide", "--device", "iphone-15", "--ios", "26.2", "--json",
      "--report", report,
    ])
    #expect(run.status == 0, "\(run)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0["ios"] as? String == "26.2" }, "\(results)")
    let dock = try #require(results.first { $0["strategy"] as? String == "dock" })
    #expect(
      (dock["maxGap"] as? Double ?? 1) <= 0.5 && (dock["maxOverlap"] as? Double ?? 1) <= 0.5)
  }
}
