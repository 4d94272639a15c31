import Foundation

/// `kbdock facts`: the simulated iOS's fact table, as text or JSON.
///
/// Every result of `kbdock simulate` is measured against the simulated iOS; this table says what
/// that iOS assumes, how each assumption is known (its grade) and where it comes from.
public enum FactListing {
  /// One block per fact, then the count of each grade.
  public static func text(_ facts: [SimulatedIOSFact] = SimulatedIOSFacts.all) -> String {
    var lines: [String] = []
    for fact in facts {
      lines.append("\(fact.id) [\(fact.grade.rawValue)]")
      lines.append("  value:    \(fact.value)")
      lines.append("  source:   \(fact.source)")
      if !fact.variants.isEmpty {
        lines.append("  variants: \(fact.variants.joined(separator: ", "))")
      }
      lines.append("  test:     \(fact.test)")
    }
    lines.append("")
    lines.append(gradeSummary(facts))
    return lines.joined(separator: "\n") + "\n"
  }

  /// "23 facts: 4 measured, 6 documented, 9 reported, 4 estimated".
  public static func gradeSummary(_ facts: [SimulatedIOSFact] = SimulatedIOSFacts.all) -> String {
    let counts = SimulatedIOSFact.Grade.allCases.map { grade in
      "\(facts.filter { $0.grade == grade }.count) \(grade.rawValue)"
    }
    return "\(facts.count) facts: " + counts.joined(separator: ", ")
  }

  /// `{"facts": [{"id", "grade", "source", "value", "values", "variants", "test"}, …]}`.
  ///
  /// - Returns: UTF-8 JSON with sorted keys.
  /// - Throws: Only if `JSONSerialization` fails, which these values cannot make it do.
  public static func json(_ facts: [SimulatedIOSFact] = SimulatedIOSFacts.all) throws -> Data {
    let objects: [[String: Any]] = facts.map { fact in
      [
        "id": fact.id, "grade": fact.grade.rawValue, "source": fact.source, "value": fact.value,
        "values": fact.values, "variants": fact.variants, "test": fact.test,
      ]
    }
    return try JSONSerialization.data(
      withJSONObject: ["facts": objects], options: [.sortedKeys])
  }
}
