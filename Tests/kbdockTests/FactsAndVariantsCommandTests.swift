import Foundation
import Testing

/// `kbdock facts` and `kbdock simulate --variant`, end to end.
@Suite("kbdock facts and --variant")
struct FactsAndVariantsCommandTests {
  @Test("facts --json: at least 20 facts, each with one of the four grades and a source")
  func factsJSON() throws {
    let run = try Kbdock.built().run(["facts", "--json"])
    #expect(run.status == 0, "\(run)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let facts = try #require(object["facts"] as? [[String: Any]])
    #expect(facts.count >= 20)
    let grades: Set<String> = ["measured", "documented", "reported", "estimated"]
    for fact in facts {
      #expect(grades.contains(fact["grade"] as? String ?? ""), "\(fact)")
      #expect(!(fact["source"] as? String ?? "").isEmpty, "\(fact)")
      #expect(fact["id"] is String && fact["value"] is String && fact["variants"] is [String])
    }
    let text = try Kbdock.built().run(["facts"])
    #expect(text.status == 0)
    #expect(text.standardOutput.contains("\(facts.count) facts: "))
  }

  @Test("simulate --variant all --json: at least 8 variants, each result names its variant")
  func variantsJSON() throws {
    let run = try Kbdock.built().run([
      "simulate", "--variant", "all", "--json", "--no-report", "--scenario", "show-hide",
      "--device", "iphone-se", "--strategy", "tracker",
    ])
    #expect(run.status == 0, "\(run)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count > 8)
    let variants = Set(results.compactMap { $0["variant"] as? String })
    #expect(results.allSatisfy { $0["variant"] is String })
    #expect(variants.count >= 8 && variants.contains("baseline"), "\(variants)")
  }

  @Test("--variant with an unknown name: exit 64 naming it and the valid ones, then a hint")
  func unknownVariant() throws {
    let run = try Kbdock.built().run([
      "simulate", "--variant", "nope", "--scenario", "show-hide", "--no-report",
    ])
    #expect(run.status == 64, "\(run)")
    #expect(run.standardError.hasPrefix("error: no model variant 'nope'; the variants are all, "))
    #expect(run.standardError.contains("\nhint: "))
  }
}
