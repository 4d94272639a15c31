import Foundation
import KeyboardDockSimulator

#if os(Linux)
  import KeyboardDockSimulatorApps
#endif

/// The shipping-code rows of `kbdock simulate`: apps built from the KeyboardDockUIKit adapters
/// on the hosted UIKit (Linux only), run only when `--strategy` names them.
extension SimulateCommand {
  /// The shipping-code rows' names (none where the hosted UIKit does not exist).
  static var shippingStrategyNames: [String] {
    #if os(Linux)
      ShippingStrategy.all.map(\.name)
    #else
      []
    #endif
  }

  /// Whether `name` is a shipping-code row.
  static func isShippingStrategy(_ name: String) -> Bool {
    shippingStrategyNames.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
  }

  /// What the shipping-code rows measured.
  struct ShippingOutcome {
    /// One result per run the hosted system could perform.
    var results: [RunResult] = []
    /// The display frames measured.
    var frames = 0
    /// One line per scenario the hosted system cannot run, saying why.
    var notes: [String] = []
  }

  /// Runs the shipping-code rows `names` over the baseline runs of `suite` (its scenarios,
  /// devices, frame rates and iOS versions).
  ///
  /// A scenario the hosted system cannot perform is named in ``ShippingOutcome/notes``, never
  /// skipped silently.
  static func runShipping(
    _ names: [String], suite: SimulationSuite
  ) throws(CommandFailure) -> ShippingOutcome {
    var outcome = ShippingOutcome()
    #if os(Linux)
      let strategies = names.compactMap(ShippingStrategy.named)
      // By reason, then by row: the scenarios the row does not run for that reason.
      var unsupported: [String: [(row: String, scenarios: [String])]] = [:]
      var reasons: [String] = []
      for run in suite.runs where run.variant.name == ModelVariant.baseline.name {
        for strategy in strategies {
          let shipping = ShippingRun(
            scenario: run.scenario, device: run.device, fps: run.fps, profile: run.profile,
            strategy: strategy)
          if let reason = shipping.unsupportedReason {
            if unsupported[reason] == nil { reasons.append(reason) }
            var rows = unsupported[reason] ?? []
            if let index = rows.firstIndex(where: { $0.row == strategy.name }) {
              if !rows[index].scenarios.contains(run.scenario.name) {
                rows[index].scenarios.append(run.scenario.name)
              }
            } else {
              rows.append((strategy.name, [run.scenario.name]))
            }
            unsupported[reason] = rows
            continue
          }
          do {
            // `ParsableCommand.run()` runs on the main thread, as UIKit runs an app.
            let result = try MainActor.assumeIsolated { try shipping.run() }
            outcome.frames += result.frames
            outcome.results.append(result)
          } catch {
            throw CommandFailure(.internalError, "\(error)")
          }
        }
      }
      // One note per reason and list of scenarios: the rows that leave out the same ones.
      for reason in reasons {
        var groups: [(rows: [String], scenarios: [String])] = []
        for entry in unsupported[reason] ?? [] {
          if let index = groups.firstIndex(where: { $0.scenarios == entry.scenarios }) {
            groups[index].rows.append(entry.row)
          } else {
            groups.append(([entry.row], entry.scenarios))
          }
        }
        for group in groups {
          outcome.notes.append(
            "\(group.rows.joined(separator: ", ")): \(reason), so \(group.scenarios.count) "
              + "scenario(s) not run: " + group.scenarios.joined(separator: ", "))
        }
      }
    #endif
    return outcome
  }
}

extension SimulateCommand {
  /// The shipping-code rows for `--help`.
  static var shippingRowsHelp: String {
    shippingStrategyNames.isEmpty ? "Linux only" : shippingStrategyNames.joined(separator: ", ")
  }
}
