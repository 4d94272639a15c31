import Foundation

extension SimulationSuite {
  /// Chooses scenarios, devices, strategies, frame rates and iOS versions by name; an empty list
  /// means all (for iOS versions: every ``IOSProfile/all``).
  ///
  /// - Parameter ios: iOS versions such as `17` or `26.2`.
  /// - Throws: ``SimulationError/unknownIOSVersion(_:known:)`` for a version with no profile, and
  ///   everything ``select(scenarios:devices:strategies:frameRates:readFile:)`` throws.
  public static func select(
    scenarios: [String], devices: [String], strategies: [String], frameRates: [Int] = [],
    ios: [String],
    readFile: (String) throws -> Data? = { path in FileManager.default.contents(atPath: path) }
  ) throws -> SimulationSuite {
    var profiles: [IOSProfile] = []
    for version in ios {
      guard let profile = IOSProfile.profile(named: version) else {
        throw SimulationError.unknownIOSVersion(version, known: IOSProfile.all.map(\.version))
      }
      if !profiles.contains(profile) { profiles.append(profile) }
    }
    var suite = try select(
      scenarios: scenarios, devices: devices, strategies: strategies, frameRates: frameRates,
      readFile: readFile)
    suite.profiles = profiles.isEmpty ? IOSProfile.all : profiles
    return suite
  }
}
