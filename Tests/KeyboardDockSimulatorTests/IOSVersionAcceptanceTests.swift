import Foundation
import Testing

@testable import KeyboardDockSimulator

@Suite("iOS versions: the tracker on every profile")
struct IOSVersionAcceptanceTests {
  @Test(
    "iOS 26.0 and 26.2: every built-in scenario keeps the tracker within 0.5 pt",
    arguments: [IOSProfile.ios26dot0, .ios26dot2])
  func ios26(profile: IOSProfile) throws {
    var runs = 0
    for scenario in BuiltInScenarios.all {
      for device in DeviceCatalogue.all where scenario.applies(to: device) {
        var run = ScenarioRun(
          scenario: scenario, device: device, fps: 60,
          strategies: [TrackerStrategy.descriptor])
        run.profile = profile
        let results = try run.run().results
        runs += 1
        try #require(results.count == 1)
        #expect(results.allSatisfy { $0.ios == profile.version })
        #expect(
          results[0].maxVerticalError <= AcceptanceTests.bound,
          "\(scenario.name) on \(device.id), \(profile): \(results[0])")
      }
    }
    #expect(runs > 100)
  }

  @Test("the tracker on iOS 26 observes a layout-guide probe; before, the pseudo accessory")
  func sourcePerVersion() throws {
    let scenario = try #require(BuiltInScenarios.scenario(named: "show-hide"))
    let device = try #require(DeviceCatalogue.device(named: "iphone-15"))
    for (profile, source) in [
      (IOSProfile.ios17, "accessorySuperview"), (.ios18, "accessorySuperview"),
      (.ios26dot0, "keyboardLayoutGuide"), (.ios26dot2, "keyboardLayoutGuide"),
    ] {
      var strategy = TrackerStrategy()
      let app = AppContext(
        screenBounds: device.screenBounds(.portrait),
        placement: scenario.window.placement(on: device, orientation: .portrait), barHeight: 44,
        systemVersion: profile.version)
      strategy.receive(.transition(app, time: 0))
      #expect(strategy.source?.rawValue == source, "\(profile)")
      #expect(
        strategy.observations?.system.major
          == (profile.version.hasPrefix("26") ? 26 : Int(profile.version)))
    }
  }
}
