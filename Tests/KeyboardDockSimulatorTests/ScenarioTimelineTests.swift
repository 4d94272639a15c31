import Foundation
import Testing

@testable import KeyboardDockSimulator

@Suite("Scenario timeline and virtual clock")
struct ScenarioTimelineTests {
  @Test("a scripted time and the display frame at that instant are the same number")
  func clockGrid() throws {
    let clock = try VirtualClock(fps: 60)
    #expect(clock.time(ofFrame: 102) == VirtualClock.quantized(0.1 + 0.8 + 0.8))
    #expect(try VirtualClock(fps: 120).time(ofFrame: 204) == clock.time(ofFrame: 102))
    #expect(
      clock.frameTimes(after: 0, through: 0.05)
        == [1.0 / 60, 2.0 / 60, 0.05].map(
          VirtualClock.quantized))
  }

  @Test("a drag becomes one finger move per display frame, then the lift", arguments: [60, 120])
  func dragPerFrame(fps: Int) throws {
    let scenario = Scenario(
      name: "drag", summary: "",
      steps: [
        .dragDismiss(
          path: [.init(time: 0, y: 0), .init(time: 0.5, y: 100)], velocity: nil,
          fromKeyboardTop: true)
      ])
    let timeline = try ScenarioTimeline(scenario, fps: fps)
    let moves = timeline.entries.filter {
      if case .fingerMove = $0.action { return true }
      return false
    }
    #expect(moves.count == fps / 2 + 1)
    guard case .fingerLift(let velocity) = timeline.entries.last?.action else {
      Issue.record("no lift")
      return
    }
    #expect(abs(velocity - 200) < 1e-9)
    #expect(timeline.end == VirtualClock.quantized(Scenario.startTime + 0.5))
  }

  /// Third-party keyboards (michaeltyson/TPKeyboardAvoiding PR #149): the burst and its duplicate
  /// are scheduled.
  @Test("a third-party focus schedules its WillShow burst and a duplicate")
  func thirdPartyBurst() throws {
    let scenario = Scenario(
      name: "third", summary: "", steps: [.focus(keyboard: .thirdParty, duration: nil)])
    let actions = try ScenarioTimeline(scenario, fps: 60).entries.map(\.action)
    #expect(
      actions == [
        .focus(.thirdParty, duration: 0.25), .thirdPartyStep(1), .thirdPartyStep(2),
        .repeatWillShow,
      ])
  }

  @Test("an instantaneous step reaches the run as the scenario wrote it, at its time")
  func instantaneousStepsPassThrough() throws {
    let rotate = ScenarioStep.rotate(to: .landscape, bursts: 2)
    let window = ScenarioStep.window(AppWindow())
    let scenario = Scenario(
      name: "steps", summary: "",
      steps: [
        .focus(keyboard: .system, duration: nil), .wait(0.5), rotate, .predictive(false),
        .wait(0.5), window, .dismiss,
      ])
    let entries = try ScenarioTimeline(scenario, fps: 60).entries
    #expect(entries.count == 5)
    #expect(
      entries.map(\.action) == [
        .focus(.system, duration: SystemKeyboard.usualDuration), .step(rotate),
        .step(.predictive(false)), .step(window), .step(.dismiss),
      ])
    #expect(entries.map(\.step) == [0, 2, 3, 5, 6])
    #expect(
      entries.map(\.time)
        == [0, 0.5, 0.5, 1, 1].map { VirtualClock.quantized(Scenario.startTime + $0) })
  }

  @Test("a drag written from the keyboard's top moves the keyboard the same on every phone")
  func relativeDrag() throws {
    let scenario = try #require(BuiltInScenarios.scenario(named: "interactive-dismissal-cancelled"))
    for device in DeviceCatalogue.all where scenario.applies(to: device) {
      let run = ScenarioRun(
        scenario: scenario, device: device, fps: 60, strategies: [TrackerStrategy.descriptor],
        recordsTrace: true)
      let trace = try #require(try run.run().trace)
      let resting = try #require(trace.frames.first { $0.time >= 0.8 }).keyboard.minY
      // The drag runs from 0.9 s (0.1 + 0.8) for 0.5 s.
      let deepest = trace.frames.filter { (0.9...1.4).contains($0.time) }.map(\.keyboard.minY)
        .max()
      #expect(deepest.map { $0 - resting } == 110, "\(device.id)")
    }
  }
}
