import Foundation

/// Why a trace cannot be calibrated.
public enum CalibrationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The trace's iOS version has no simulated profile.
  case unknownIOSVersion(String, known: [String])
  /// No simulated device has the trace's screen.
  case unknownDevice(model: String, screen: String)

  public var description: String {
    switch self {
    case .unknownIOSVersion(let version, let known):
      "the trace's iOS version '\(version)' has no simulated iOS; the simulated versions are "
        + known.joined(separator: ", ")
    case .unknownDevice(let model, let screen):
      "no simulated device is '\(model)' or has a \(screen) pt screen"
    }
  }
}
