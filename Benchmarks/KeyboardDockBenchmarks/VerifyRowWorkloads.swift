import Foundation
import KeyboardDockLayout
import KeyboardDockSimulator

/// `kbdock verify` on large generated layouts: a row of views along the keyboard's top that
/// fails everywhere, is ambiguous everywhere, or passes, over every catalogue device at grid 5
/// (2,156 configurations). The targets in a release build: under 1 s, 5 s, 0.5 s and 2 s.
extension BenchmarkWorkload {
  /// `verify-row-200-failing`, `verify-row-800-ambiguous`, `verify-row-800-passing`,
  /// `verify-row-2000-ambiguous`.
  public static let verifyRowWorkloads: [BenchmarkWorkload] = [
    verifyRow(.failing, count: 200, target: 1), verifyRow(.ambiguous, count: 800, target: 5),
    verifyRow(.passing, count: 800, target: 0.5), verifyRow(.ambiguous, count: 2000, target: 2),
  ]

  /// How a generated row behaves in every configuration.
  public enum RowKind: String, Sendable {
    /// 40 pt views between the safe area's edges: the widths cannot add up (a conflict).
    case failing
    /// Equal widths filling the safe area's width, but no vertical constraint (ambiguous).
    case ambiguous
    /// Equal widths filling the safe area's width, 44 pt tall, on the keyboard's top.
    case passing
  }

  /// A row of `count` views from the safe area's leading edge to its trailing edge.
  ///
  /// - Complexity: O(`count`) items and constraints.
  public static func row(_ kind: RowKind, count: Int) -> LayoutDescription {
    let names = (0..<count).map { "v\($0)" }
    var constraints = [
      LayoutConstraint(LayoutAnchor(names[0], .leading), .equal, LayoutAnchor(.safeArea, .leading)),
      LayoutConstraint(
        LayoutAnchor(names[count - 1], .trailing), .equal, LayoutAnchor(.safeArea, .trailing)),
    ]
    for index in names.indices {
      let name = names[index]
      if index > 0 {
        constraints.append(
          LayoutConstraint(
            LayoutAnchor(name, .leading), .equal, LayoutAnchor(names[index - 1], .trailing)))
      }
      if kind == .failing {
        constraints.append(LayoutConstraint(LayoutAnchor(name, .width), constant: 40))
      } else if index > 0 {
        constraints.append(
          LayoutConstraint(LayoutAnchor(name, .width), .equal, LayoutAnchor(names[0], .width)))
      }
      if kind != .ambiguous {
        constraints.append(LayoutConstraint(LayoutAnchor(name, .height), constant: 44))
        constraints.append(
          LayoutConstraint(
            LayoutAnchor(name, .bottom), .equal, LayoutAnchor(.keyboard, .top)))
      }
    }
    return LayoutDescription(
      name: "row-\(count)-\(kind.rawValue)", items: names.map { LayoutItem($0) },
      constraints: constraints)
  }

  /// The whole sweep of a generated row; checks every configuration fails (or passes) as its
  /// kind says; the report compares the time with `target` seconds.
  static func verifyRow(_ kind: RowKind, count: Int, target: Double) -> BenchmarkWorkload {
    BenchmarkWorkload(
      name: "verify-row-\(count)-\(kind.rawValue)",
      summary: "kbdock verify of a row of \(count) views (\(kind.rawValue)), every device, grid 5",
      unit: .perSweep, repetitions: kind == .passing ? 3 : 1, targetSeconds: target,
      measure: {
        let sweep = try verifySweep(row(kind, count: count))
        let expected = kind == .passing ? 0 : sweep.configurations
        guard sweep.failures == expected else {
          throw LayoutWorkloadError(
            description: "row-\(count)-\(kind.rawValue) failed \(sweep.failures) of "
              + "\(sweep.configurations) configurations; expected \(expected)")
        }
        return sweep.seconds
      })
  }
}
