import Foundation

@testable import KeyboardDockSimulator

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Random format-2 scenarios that mostly can happen: the generator follows whether the keyboard
/// is shown, so that a scenario rarely asks for the impossible, and mixes drags (starting at any
/// moment, flicked either way, a second one during the return), rapid reversals and system
/// events.
enum RandomFormatTwo {
  /// One generated run.
  struct Generated {
    var scenario: Scenario
    var device: Device
    var fps: Int
    var profile: IOSProfile
    var eventOrder: EventOrder

    /// The scenario as a format-2 file, for a failure message.
    var json: String {
      guard
        let data = try? JSONSerialization.data(
          withJSONObject: scenario.jsonObject, options: [.sortedKeys])
      else { return "\(scenario.steps)" }
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// The generator's view of the keyboard.
  struct State {
    var isShown = true
    var isPad: Bool
    var orientation = Orientation.portrait
    var isEmoji = false
    var isPredictiveOn = true
    var time: TimeInterval = 0
    /// Whether a drag may start at a moment overlapping the previous block (only show/hide
    /// reversals: not another drag, the app away or a swipe).
    var mayOverlap = false
  }

  static func make(_ random: inout SplitMix64) -> Generated {
    let device = DeviceCatalogue.all[Int.random(in: 0..<DeviceCatalogue.all.count, using: &random)]
    let profile = IOSProfile.all[Int.random(in: 0..<IOSProfile.all.count, using: &random)]
    let fps = Bool.random(using: &random) ? 60 : 120
    let order = EventOrder.allCases[Int.random(in: 0..<EventOrder.allCases.count, using: &random)]
    var state = State(isPad: device.idiom == .pad)
    var steps: [ScenarioStep] = []
    var starts: [Int: TimeInterval] = [:]
    let thirdParty = Double.random(in: 0..<1, using: &random) < 0.12
    steps.append(.focus(keyboard: thirdParty ? .thirdParty : .system, duration: nil))
    if thirdParty { wait(0.5, &steps, &state) }
    for _ in 0..<Int.random(in: 3...8, using: &random) {
      let block = Int.random(in: 0..<10, using: &random)
      if !state.isShown {
        steps.append(.focus(keyboard: .system, duration: nil))
        state.isShown = true
        state.isEmoji = false
      }
      switch block {
      case 0...3:
        drag(&steps, &starts, &state, &random)
        // One finger: a drag never overlaps the previous drag.
        state.mayOverlap = false
      case 4:
        reversals(&steps, &state, &random)
        state.mayOverlap = true
      default:
        systemEvent(&steps, &state, &random)
        state.mayOverlap = false
      }
    }
    steps.append(.wait(0.6))
    var scenario = Scenario(name: "random-format-2", summary: "", steps: steps)
    scenario.stepStarts = starts
    scenario.inputAccessoryHeight = Double.random(in: 0..<1, using: &random) < 0.3 ? 44 : 0
    return Generated(
      scenario: scenario, device: device, fps: fps, profile: profile, eventOrder: order)
  }

  /// The fastest a finger drags, in points per second.
  static let fastestFinger = 3_000.0

  static func wait(_ seconds: TimeInterval, _ steps: inout [ScenarioStep], _ state: inout State) {
    steps.append(.wait(seconds))
    state.time += seconds
  }

  /// A drag from anywhere around the keyboard's top, moved a few times, released either way;
  /// sometimes at a moment that overlaps what runs, sometimes followed by a second drag during
  /// the return.
  static func drag(
    _ steps: inout [ScenarioStep], _ starts: inout [Int: TimeInterval], _ state: inout State,
    _ random: inout SplitMix64
  ) {
    for attempt in 0..<(Double.random(in: 0..<1, using: &random) < 0.35 ? 2 : 1) {
      let pause =
        attempt == 0
        ? Double.random(in: 0...0.6, using: &random)
        : .random(
          in: 0...0.12, using: &random)
      if attempt == 0, state.mayOverlap, Double.random(in: 0..<1, using: &random) < 0.3,
        state.time > 0.1
      {
        // Start at a moment of its own, overlapping what the previous step started.
        starts[steps.count] = max(0, state.time - Double.random(in: 0...0.2, using: &random))
      } else {
        wait(pause, &steps, &state)
      }
      let down = state.time
      let first = CGFloat.random(in: -60...100, using: &random)
      steps.append(.fingerDown(y: first, fromKeyboardTop: true))
      // A finger moves at most 3,000 pt/s (a brisk flick); the moves are relative to where the
      // keyboard's top was when the finger went down.
      var y = first
      func move(to next: CGFloat, _ random: inout SplitMix64) {
        let duration = max(
          Double(abs(next - y)) / Self.fastestFinger, Double.random(in: 0.03...0.3, using: &random))
        steps.append(.fingerMove(y: next, duration: duration))
        state.time += duration
        y = next
      }
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        move(to: .random(in: -80...360, using: &random), &random)
      }
      // Down to well inside the keyboard, so the finger has grabbed it.
      move(to: .random(in: 20...300, using: &random), &random)
      // Sometimes the keyboard changes height while the finger drags it (the predictive strip,
      // animated; the emoji keyboard, posted with duration 0); the drag then ends upwards, as
      // its outcome depends on where the change left the keyboard.
      let overlaps = Double.random(in: 0..<1, using: &random) < 0.2
      let dismisses = !overlaps && Bool.random(using: &random)
      let velocity =
        dismisses
        ? CGFloat.random(in: 320...2_000, using: &random)
        : -.random(
          in: 1...2_000, using: &random)
      steps.append(.fingerUp(velocity: velocity))
      if overlaps {
        starts[steps.count] = Double.random(in: down...state.time, using: &random)
        if Bool.random(using: &random) {
          state.isPredictiveOn.toggle()
          steps.append(.predictive(state.isPredictiveOn))
        } else {
          state.isEmoji.toggle()
          steps.append(.emoji(state.isEmoji))
        }
        // The steps after it go on from the lift.
        starts[steps.count] = state.time
        steps.append(.wait(0))
      }
      if dismisses {
        state.isShown = false
        return
      }
    }
  }

  /// Show and hide in quick succession, every 60–120 ms.
  static func reversals(
    _ steps: inout [ScenarioStep], _ state: inout State, _ random: inout SplitMix64
  ) {
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      steps.append(.dismiss)
      wait(.random(in: 0.06...0.12, using: &random), &steps, &state)
      steps.append(.focus(keyboard: .system, duration: nil))
      wait(.random(in: 0.06...0.12, using: &random), &steps, &state)
    }
    state.isEmoji = false
  }

  /// One system event while the keyboard shows.
  static func systemEvent(
    _ steps: inout [ScenarioStep], _ state: inout State, _ random: inout SplitMix64
  ) {
    let pause = Double.random(in: 0...0.5, using: &random)
    wait(pause, &steps, &state)
    switch Int.random(in: 0..<10, using: &random) {
    case 0:
      state.orientation = state.orientation == .portrait ? .landscape : .portrait
      steps.append(.rotate(to: state.orientation, bursts: .random(in: 1...2, using: &random)))
    case 1:
      state.isEmoji.toggle()
      steps.append(.emoji(state.isEmoji))
    case 2:
      state.isPredictiveOn.toggle()
      steps.append(.predictive(state.isPredictiveOn))
    case 3:
      let types: [SystemKeyboard.KeyboardType] = [.default, .numberPad, .emailAddress, .secure]
      steps.append(.focusField(types[Int.random(in: 0..<types.count, using: &random)]))
      state.isEmoji = false
    case 4:
      steps.append(.background)
      wait(.random(in: 0.05...0.5, using: &random), &steps, &state)
      steps.append(.foreground)
      wait(0.05, &steps, &state)
    case 5:
      let completed = Bool.random(using: &random)
      steps.append(.swipeBack(completed: completed, duration: 0.3))
      wait(0.35, &steps, &state)
      if completed { state.isShown = false }
    case 6 where Bool.random(using: &random):
      // Reduce Motion turned on while a slide may still run, then a change without animation
      // (the emoji keyboard): no cross-fade, the slide goes on.
      steps.append(.reduceMotion(true))
      state.isEmoji.toggle()
      steps.append(.emoji(state.isEmoji))
      wait(.random(in: 0.05...0.3, using: &random), &steps, &state)
      steps.append(.reduceMotion(false))
    case 6:
      steps.append(.reduceMotion(true))
      steps.append(.dismiss)
      wait(.random(in: 0.05...0.3, using: &random), &steps, &state)
      steps.append(.focus(keyboard: .system, duration: nil))
      steps.append(.reduceMotion(false))
      state.isEmoji = false
    case 7 where !state.isEmoji && Bool.random(using: &random):
      // A field focused and dictation started at one instant: two changes, one instant.
      steps.append(.dismiss)
      wait(.random(in: 0.06...0.3, using: &random), &steps, &state)
      steps.append(.focus(keyboard: .system, duration: nil))
      steps.append(.dictation(true))
      wait(.random(in: 0.05...0.4, using: &random), &steps, &state)
      steps.append(.dictation(false))
    case 7 where !state.isEmoji:
      steps.append(.dictation(true))
      wait(.random(in: 0.05...0.4, using: &random), &steps, &state)
      steps.append(.dictation(false))
    case 8 where !state.isEmoji:
      steps.append(.language(.swedish))
      wait(.random(in: 0.05...0.4, using: &random), &steps, &state)
      steps.append(.language(.english))
    case 9 where state.isPad:
      steps.append(.connectHardwareKeyboard)
      wait(.random(in: 0.1...0.5, using: &random), &steps, &state)
      steps.append(.disconnectHardwareKeyboard)
    default:
      steps.append(.typeLines(Int.random(in: 2...4, using: &random), interval: 0.1))
      steps.append(.typeLines(1, interval: 0.1))
    }
  }
}
