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
      var unsupported: [String: [String]] = [:]
      var reasons: [String] = []
      for run in suite.runs where run.variant.name == ModelVariant.baseline.name {
        for strategy in strategies {
          let shipping = ShippingRun(
            scenario: run.scenario, device: run.device, fps: run.fps, profile: run.profile,
            strategy: strategy)
          if let reason = shipping.unsupportedReason {
            if unsupported[reason] == nil { reasons.append(reason) }
            if unsupported[reason]?.contains(run.scenario.name) != true {
              unsupported[reason, default: []].append(run.scenario.name)
            }
            continue
          }
          do {
            let result = try MainQueueWork.run { try shipping.run() }
            outcome.frames += result.frames
            outcome.results.append(result)
          } catch {
            throw CommandFailure(.internalError, "\(error)")
          }
        }
      }
      let rows = strategies.map(\.name).joined(separator: ", ")
      outcome.notes = reasons.map { reason in
        let names = unsupported[reason] ?? []
        return "\(rows): \(reason), so \(names.count) scenario(s) not run: "
          + names.joined(separator: ", ")
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
