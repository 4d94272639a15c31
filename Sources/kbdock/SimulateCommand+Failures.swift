import Foundation
import KeyboardDockSimulator

#if os(Linux)
  import KeyboardDockSimulatorApps
#endif

/// How `kbdock simulate` reports what went wrong: an exit code and a hint per error.
extension SimulateCommand {
  /// The command's failure for a simulation error, with its exit code and a hint.
  static func failure(_ error: SimulationError) -> CommandFailure {
    let kind: CommandFailure.Kind =
      switch error {
      case .unknownScenario, .unknownDevice, .unknownStrategy, .unsupportedFrameRate,
        .noApplicableDevice, .unknownIOSVersion:
        .usage
      // A step the keyboard cannot do at its moment is a scenario that cannot run: bad input.
      case .invalidScenarioFile, .invalidInputBar, .stepFailed: .badInput
      case .unreadableFile: .io
      case .undecodableNotification, .runDidNotSettle: .internalError
      }
    return CommandFailure(kind, "\(error)", hint: hint(for: error))
  }

  /// What to try next after a selection error.
  static func hint(for error: SimulationError) -> String {
    switch error {
    case .invalidScenarioFile, .unreadableFile:
      "`kbdock scenarios --json show-hide` prints a valid scenario file to start from"
    case .unknownScenario: "`kbdock scenarios` lists the built-in scenarios"
    case .unknownDevice: "`kbdock devices` lists the devices"
    case .noApplicableDevice: "choose a device the scenario runs on (`kbdock devices`)"
    case .unknownStrategy: "strategies are listed in `kbdock simulate --help`"
    case .unsupportedFrameRate: "pass --fps 60 or --fps 120"
    case .unknownIOSVersion: "pass one of the versions listed, such as --ios 26.2"
    case .invalidInputBar: "use a \"bar-lines\" value from 1 to 20"
    case .undecodableNotification, .runDidNotSettle:
      "please report it with the scenario that caused it"
    case .stepFailed: stepFailedHint
    }
  }

  /// What to try after a step that cannot happen at its moment.
  static let stepFailedHint =
    "change the step's time or the steps before it so the keyboard is in a state that allows it"
}

#if os(Linux)
  extension SimulateCommand {
    /// The command's failure for a shipping-code run's error: the plan leaves out the scenarios
    /// the hosted system cannot perform, so each of these (one that does, a run that does not
    /// settle, an app that cannot set its bar up) is kbdock's fault.
    static func failure(_ error: ShippingRunError) -> CommandFailure {
      CommandFailure(
        .internalError, "\(error)", hint: "please report it with the scenario that caused it")
    }
  }
#endif
