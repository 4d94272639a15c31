import Foundation

/// Why a simulation could not run: an unknown name, a bad option, or a broken scenario file.
public enum SimulationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No built-in scenario has this name, and no file is at this path.
  case unknownScenario(String, known: [String])
  /// No built-in device has this name.
  case unknownDevice(String, known: [String])
  /// No strategy has this name.
  case unknownStrategy(String, known: [String])
  /// The frame rate is not one a display runs at.
  case unsupportedFrameRate(Int)
  /// No simulated iOS profile has this version.
  case unknownIOSVersion(String, known: [String])
  /// A scenario file could not be read.
  case unreadableFile(path: String, reason: String)
  /// A scenario file is malformed.
  case invalidScenarioFile(path: String, ScenarioFileError)
  /// None of the chosen devices runs the scenario; `limitedBy` names what limits it, such as
  /// `steps[2] ("float") runs only on iPad`.
  case noApplicableDevice(scenario: String, devices: [String], limitedBy: String)
  /// The composer refused the scenario's bar (a line count it cannot show).
  case invalidInputBar(scenario: String, reason: String)
  /// The simulated system posted a notification its decoder refused (a simulator bug).
  case undecodableNotification(scenario: String, device: String, reason: String)
  /// A step could not happen: the scenario's step number (from 1), its action, when it was due
  /// on the simulated clock (the message counts from the scenario's start, as `"at"` does), and
  /// why. The device is `nil` when the step fails on every device.
  case stepFailed(
    scenario: String, device: String?, step: Int, action: String, time: TimeInterval,
    reason: String)
  /// The run did not settle in time after its last step (a simulator bug).
  case runDidNotSettle(scenario: String, device: String, after: TimeInterval)

  public var description: String {
    switch self {
    case .unknownScenario(let name, let known):
      return "no scenario or file named '\(name)'; built-in scenarios: "
        + known.joined(separator: ", ")
    case .unknownDevice(let name, let known):
      return "no device named '\(name)'; devices: \(known.joined(separator: ", "))"
    case .unknownStrategy(let name, let known):
      return "no strategy named '\(name)'; strategies: \(known.joined(separator: ", "))"
    case .unsupportedFrameRate(let fps):
      return "frame rate \(fps) is not supported; use 60 or 120"
    case .unknownIOSVersion(let version, let known):
      return "no simulated iOS '\(version)'; versions: \(known.joined(separator: ", "))"
    case .unreadableFile(let path, let reason):
      return "cannot read scenario file \(path): \(reason)"
    case .invalidScenarioFile(let path, let error):
      return "\(path): \(error)"
    case .noApplicableDevice(let scenario, let devices, let limitedBy):
      return "scenario '\(scenario)' runs on none of the chosen devices ("
        + devices.joined(separator: ", ") + "): \(limitedBy)"
    case .invalidInputBar(let scenario, let reason):
      return "scenario '\(scenario)' has a bar the composer refuses: \(reason)"
    case .undecodableNotification(let scenario, let device, let reason):
      return "simulator bug: \(scenario) on \(device) posted a notification its decoder refused: "
        + reason
    case .stepFailed(let scenario, let device, let step, let action, let time, let reason):
      let on = device.map { " on \($0)" } ?? ""
      // As the scenario counts time ("at"), from its start, not the simulated clock's 0.
      let seconds = String(format: "%.3f", max(0, time - Scenario.startTime))
      return "scenario '\(scenario)'\(on): step \(step) (\"\(action)\" at \(seconds) s) "
        + "cannot happen: \(reason)"
    case .runDidNotSettle(let scenario, let device, let after):
      return "simulator bug: \(scenario) on \(device) was still moving \(after) s after its last "
        + "step"
    }
  }
}
