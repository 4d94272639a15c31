import Foundation

/// One behaviour of iOS the simulated iOS assumes, with how sure we are of it and where it comes
/// from.
///
/// The simulated iOS reads the numbers it runs with from its fact (``values``), so the table
/// `kbdock facts` prints is the model that runs. Every fact graded ``Grade/reported`` or
/// ``Grade/estimated`` names the ``ModelVariant``s that replace it, so that a result can be
/// checked against what we do not know (`kbdock simulate --variant`).
public struct SimulatedIOSFact: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// How the fact is known.
  public enum Grade: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Numbers measured on a device, published.
    case measured
    /// Apple's documentation or SDK headers say so.
    case documented
    /// A public issue, pull request, forum post or article reports it (without published
    /// device numbers).
    case reported
    /// Ours: nobody published it.
    case estimated

    /// Surer first: measured, documented, reported, estimated.
    var rank: Int {
      switch self {
      case .measured: 0
      case .documented: 1
      case .reported: 2
      case .estimated: 3
      }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  /// A stable name, such as `spring-back-curve`.
  public var id: String
  /// How it is known.
  public var grade: Grade
  /// Where it comes from: a title and URL, or `owner/repo#number`.
  public var source: String
  /// What the model assumes, in words, with the numbers it uses.
  public var value: String
  /// The numbers the model runs with (empty for a fact about order or behaviour).
  public var values: [Double]
  /// The names of the variants that replace the fact (``ModelVariant/name``).
  public var variants: [String]
  /// The test that pins the fact: `Suite/test()`.
  public var test: String

  /// Creates a fact.
  public init(
    id: String, grade: Grade, source: String, value: String, values: [Double] = [],
    variants: [String] = [], test: String
  ) {
    self.id = id
    self.grade = grade
    self.source = source
    self.value = value
    self.values = values
    self.variants = variants
    self.test = test
  }

  /// The first number the model uses.
  ///
  /// A fact read this way is declared with at least one value; the table's test checks it.
  public var number: Double { values.first ?? .nan }

  public var description: String { "\(id) (\(grade.rawValue)): \(value) — \(source)" }
}
