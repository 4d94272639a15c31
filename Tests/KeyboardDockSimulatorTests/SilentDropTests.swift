import Foundation
import KeyboardDockCore
import Testing

@testable import KeyboardDockSimulator

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The four steps that used to be dropped without a word: each now happens, or the run fails
/// with an error naming the step; and every built-in scenario keeps the tracker within half a
/// point whichever of the notification and the KVO callback comes first.
@Suite("No silent drops")
struct SilentDropTests {
  static let phone = DeviceCatalogue.device(named: "iphone-x")!
  static let pad = DeviceCatalogue.device(named: "ipad")!

  static func run(
    _ steps: [ScenarioStep], on device: Device = phone, barLines: Int = 1,
    order: EventOrder = .alternating
  ) throws -> ScenarioRun.Outcome {
    var run = ScenarioRun(
      scenario: Scenario(name: "drop", summary: "", barLines: barLines, steps: steps),
      device: device, fps: 60, strategies: [TrackerStrategy.descriptor], recordsTrace: true)
    run.eventOrder = order
    return try run.run()
  }

  static func flick(after delay: TimeInterval) -> [ScenarioStep] {
    [
      .focus(keyboard: .system, duration: nil), .wait(delay),
      .dragDismiss(
        path: [.init(time: 0, y: -40), .init(time: 0.1, y: 60), .init(time: 0.2, y: 300)],
        velocity: 1500, fromKeyboardTop: true),
      .wait(1),
    ]
  }

  /// Before: a flick 0.1 s after focus produced no hide (the keyboard had not "settled").
  @Test("a flick during the show animation hides the keyboard")
  func dragBeforeSettle() throws {
    let outcome = try Self.run(Self.flick(after: 0.1))
    let trace = try #require(outcome.trace)
    #expect(trace.notifications.contains { $0.name == "UIKeyboardWillHideNotification" })
    #expect(trace.frames.last?.keyboard.minY == 812)
    #expect(outcome.results[0].maxVerticalError <= AcceptanceTests.bound)
  }

  /// Before: another app's field taking focus while this app's keyboard was up did nothing.
  @Test("another app's field takes the keyboard while this app's is up")
  func otherAppWhileOursIsUp() throws {
    let outcome = try Self.run(
      [
        .focus(keyboard: .system, duration: nil), .wait(1),
        .focus(keyboard: .otherApp, duration: nil), .wait(1), .dismiss, .wait(1),
      ], on: Self.pad)
    let trace = try #require(outcome.trace)
    let shows = trace.notifications.filter { $0.name == "UIKeyboardWillShowNotification" }
    #expect(shows.count == 2)
    #expect(outcome.results[0].maxVerticalError <= AcceptanceTests.bound)
  }

  /// Before: `type-lines` with fewer lines than the bar had was ignored.
  @Test("type-lines with fewer lines shrinks the bar (the message is sent)")
  func barShrinks() throws {
    let outcome = try Self.run(
      [.focus(keyboard: .system, duration: nil), .wait(1), .typeLines(1, interval: 0.1), .wait(1)],
      barLines: 4)
    let trace = try #require(outcome.trace)
    let first = try #require(trace.frames.first?.bars.first)
    let last = try #require(trace.frames.last?.bars.first)
    #expect(last.height < first.height)
    #expect(outcome.results[0].maxVerticalError <= AcceptanceTests.bound)
  }

  @Test("type-lines asking for the lines the bar already has fails, naming the step and field")
  func typeLinesSameCount() throws {
    #expect {
      _ = try Self.run(
        [.focus(keyboard: .system, duration: nil), .typeLines(2, interval: 0.1)],
        barLines: 2)
    } throws: { error in
      guard case SimulationError.stepFailed(_, _, let step, let action, _, let reason) = error
      else { return false }
      return step == 2 && action == "type-lines" && reason.contains("\"lines\"")
    }
  }

  /// Before: every step after 600 s was dropped, although waits of up to 3600 s are accepted.
  @Test("a step after 600 s of simulated time happens")
  func stepsAfterSixHundredSeconds() throws {
    let outcome = try Self.run([.wait(650), .focus(keyboard: .system, duration: nil), .wait(0.5)])
    let trace = try #require(outcome.trace)
    #expect(trace.notifications.first?.time == 650 + Scenario.startTime)
    #expect(trace.frames.last?.keyboard.minY == 476)
  }

  @Test("an impossible step fails the run naming the step, its action and why")
  func impossibleStepNamed() throws {
    #expect {
      _ = try Self.run([.focus(keyboard: .system, duration: nil), .wait(1), .dock])
    } throws: { error in
      guard
        case SimulationError.stepFailed(_, let device, let step, let action, _, let reason) =
          error
      else { return false }
      return device == "iphone-x" && step == 3 && action == "dock" && !reason.isEmpty
        && "\(error)".contains("step 3 (\"dock\"")
    }
  }

  @Test(
    "both event orders: every built-in scenario keeps the tracker within 0.5 pt",
    arguments: [EventOrder.notificationFirst, .kvoFirst])
  func bothOrders(order: EventOrder) throws {
    var runs = 0
    for scenario in BuiltInScenarios.all {
      for device in DeviceCatalogue.all where scenario.applies(to: device) {
        var run = ScenarioRun(
          scenario: scenario, device: device, fps: 60, strategies: [TrackerStrategy.descriptor])
        run.eventOrder = order
        let result = try run.run().results[0]
        runs += 1
        #expect(
          result.maxVerticalError <= AcceptanceTests.bound,
          "\(scenario.name) on \(device.id), \(order.rawValue): \(result)")
      }
    }
    #expect(runs > 100)
  }
}
