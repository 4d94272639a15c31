import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A scenario's steps compiled into actions at exact times on the virtual clock.
///
/// Steps that last (a drag, a floating-keyboard move) become one action per display frame, as
/// touches arrive once per frame; a third-party keyboard's focus becomes its burst of WillShow
/// notifications (observed on iOS).
struct ScenarioTimeline {
  /// One action at one time.
  ///
  /// A step that takes effect at one instant is performed as the scenario wrote it
  /// (``step(_:)``); the other cases are what the compiler derives from steps that last or that
  /// set off more than one action.
  enum Action: Sendable, Equatable {
    /// An instantaneous step, as the scenario wrote it: a dismiss, a setting, a rotation, a
    /// focus move between fields, a window change, an iPad keyboard mode, a finger-down.
    case step(ScenarioStep)
    /// A focus with its keyboard resolved and the duration iOS posts.
    case focus(SystemKeyboard.Content, duration: TimeInterval)
    /// A focus that gives the keyboard to the other app's field, with the posted duration.
    case focusInOtherApp(duration: TimeInterval)
    /// One notification burst of a third-party keyboard's show, after its focus.
    case thirdPartyStep(Int)
    /// The duplicate WillShow a third-party keyboard posts after its burst.
    case repeatWillShow
    /// The finger at `y`, one per display frame of a drag or a finger-move step.
    case fingerMove(CGFloat, fromKeyboardTop: Bool)
    /// The finger lifts at the end of a drag or at a finger-up step, at its release speed.
    case fingerLift(velocity: CGFloat)
    /// A move-floating step begins, towards this origin.
    case floatingMoveStart(CGPoint)
    /// The floating keyboard at this fraction of its move, one per display frame.
    case floatingMove(fraction: Double)
    /// A swipe-back step begins.
    case swipeBackStart
    /// A swipe-back step ends.
    case swipeBackEnd(completed: Bool)
    /// The bar has this many lines: one per line typed, or the sent message's shrink.
    case barLines(Int)
  }

  /// One action at one time, from the step at `step` (0-based) of the scenario.
  struct Entry {
    var time: TimeInterval
    var action: Action
    var step: Int
  }

  /// The actions in time order (stable for equal times).
  private(set) var entries: [Entry] = []
  /// The step being compiled.
  private var currentStep = 0
  /// When the last step ends.
  private(set) var end: TimeInterval = 0

  /// Compiles a scenario for a frame rate.
  ///
  /// - Throws: ``SimulationError/unsupportedFrameRate(_:)`` when `fps` is not 60 or 120;
  ///   ``SimulationError/stepFailed(scenario:device:step:action:time:reason:)`` for a
  ///   `type-lines` step that asks for the lines the bar already has, and for finger steps out
  ///   of order (a move or lift with no finger down, a second finger-down, a finger left down).
  init(_ scenario: Scenario, fps: Int) throws(SimulationError) {
    var time = Scenario.startTime
    var lines = scenario.barLines
    let clock = try VirtualClock(fps: fps)
    /// The finger of format 2's finger steps: where it is, how it is measured, its last speed,
    /// the step that put it down, and when it last moved.
    var finger: (y: CGFloat, relative: Bool, velocity: CGFloat, step: Int, time: TimeInterval)?
    func failure(_ index: Int, _ step: ScenarioStep, _ time: TimeInterval, _ reason: String)
      -> SimulationError
    {
      .stepFailed(
        scenario: scenario.name, device: nil, step: index + 1, action: step.action, time: time,
        reason: reason)
    }
    for (index, step) in scenario.steps.enumerated() {
      currentStep = index
      if let at = scenario.stepStarts[index] { time = Scenario.startTime + at }
      switch step {
      case .dismiss, .rotate, .predictive, .emoji, .undock, .float, .dock, .split,
        .connectHardwareKeyboard, .disconnectHardwareKeyboard, .switchInputView, .focusField,
        .focusFormField, .turn, .window, .background, .foreground, .reduceMotion, .autofill,
        .dictation, .language:
        add(.step(step), at: time)
      case .fingerDown(let y, let relative):
        if let finger {
          throw failure(
            index, step, time, "the finger is already down since step \(finger.step + 1)")
        }
        add(.step(step), at: time)
        finger = (y, relative, 0, index, time)
      case .fingerMove(let y, let duration):
        guard let down = finger else {
          throw failure(index, step, time, "no finger is down: add a \"finger-down\" step first")
        }
        guard time >= down.time else {
          throw failure(
            index, step, time, "field \"at\": the finger's steps must come in time order")
        }
        for tick in clock.frameTimes(after: time, through: time + duration) {
          let f = duration > 0 ? CGFloat((tick - time) / duration) : 1
          add(.fingerMove(down.y + (y - down.y) * f, fromKeyboardTop: down.relative), at: tick)
        }
        if duration == 0 { add(.fingerMove(y, fromKeyboardTop: down.relative), at: time) }
        let velocity = duration > 0 ? (y - down.y) / CGFloat(duration) : down.velocity
        finger = (y, down.relative, velocity, down.step, time + duration)
        time += duration
      case .fingerUp(let velocity):
        guard let down = finger else {
          throw failure(index, step, time, "no finger is down: add a \"finger-down\" step first")
        }
        guard time >= down.time else {
          throw failure(
            index, step, time, "field \"at\": the finger's steps must come in time order")
        }
        add(.fingerLift(velocity: velocity ?? down.velocity), at: time)
        finger = nil
      case .swipeBack(let completed, let duration):
        if let finger {
          throw failure(
            index, step, time,
            "a finger is down since step \(finger.step + 1); add a \"finger-up\" step first")
        }
        add(.swipeBackStart, at: time)
        time += duration
        add(.swipeBackEnd(completed: completed), at: time)
      case .focus(let keyboard, let duration):
        let posted = duration ?? SystemKeyboard.usualDuration
        if keyboard == .thirdParty {
          let delays = DeviceCatalogue.thirdPartyDelays
          add(.focus(.thirdParty, duration: posted), at: time)
          add(.thirdPartyStep(1), at: time + delays.0)
          add(.thirdPartyStep(2), at: time + delays.1)
          add(.repeatWillShow, at: time + delays.1 + 0.1)
        } else if keyboard == .otherApp {
          add(.focusInOtherApp(duration: posted), at: time)
        } else {
          add(.focus(.system, duration: posted), at: time)
        }
      case .wait(let seconds): time += seconds
      case .typeLines(let target, let interval):
        guard target != lines else {
          throw .stepFailed(
            scenario: scenario.name, device: nil, step: index + 1, action: step.action,
            time: time,
            reason: "field \"lines\": the bar already has \(lines) line(s); ask for more to type, "
              + "or fewer to send the message and shrink the bar")
        }
        if target < lines {
          // The message is sent: the text is cleared down to `target` lines at once.
          lines = target
          add(.barLines(lines), at: time)
        }
        while lines < target {
          lines += 1
          add(.barLines(lines), at: time)
          if lines < target { time += interval }
        }
      case .dragDismiss(let path, let velocity, let fromKeyboardTop):
        compileDrag(
          path, velocity: velocity, fromKeyboardTop: fromKeyboardTop, start: time, clock: clock)
        time += path.last?.time ?? 0
      case .moveFloating(let x, let y, let duration):
        add(.floatingMoveStart(CGPoint(x: x, y: y)), at: time)
        for tick in clock.frameTimes(after: time, through: time + duration) {
          add(.floatingMove(fraction: duration > 0 ? (tick - time) / duration : 1), at: tick)
        }
        time += duration
      }
    }
    if let down = finger {
      throw .stepFailed(
        scenario: scenario.name, device: nil, step: down.step + 1, action: "finger-down",
        time: down.time, reason: "the finger is still down at the end: add a \"finger-up\" step")
    }
    end = VirtualClock.quantized(max(time, entries.map(\.time).max() ?? time))
    // Stable: actions at one instant keep their script order.
    entries = entries.enumerated().sorted {
      $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
    }.map(\.element)
  }

  private mutating func add(_ action: Action, at time: TimeInterval) {
    entries.append(Entry(time: VirtualClock.quantized(time), action: action, step: currentStep))
  }

  /// One finger move per display frame along the path, linearly between its samples, then the
  /// lift at the last sample's time.
  private mutating func compileDrag(
    _ path: [ScenarioStep.DragPoint], velocity: CGFloat?, fromKeyboardTop: Bool,
    start: TimeInterval, clock: VirtualClock
  ) {
    guard let first = path.first, let last = path.last else { return }
    func y(at offset: TimeInterval) -> CGFloat {
      guard let upper = path.firstIndex(where: { $0.time >= offset }) else { return last.y }
      guard upper > 0 else { return path[0].y }
      let a = path[upper - 1]
      let b = path[upper]
      guard b.time > a.time else { return b.y }
      return a.y + (b.y - a.y) * CGFloat((offset - a.time) / (b.time - a.time))
    }
    add(.fingerMove(first.y, fromKeyboardTop: fromKeyboardTop), at: start + first.time)
    for tick in clock.frameTimes(after: start + first.time, through: start + last.time) {
      add(.fingerMove(y(at: tick - start), fromKeyboardTop: fromKeyboardTop), at: tick)
    }
    var release = velocity ?? 0
    if velocity == nil, path.count >= 2 {
      let a = path[path.count - 2]
      release = last.time > a.time ? (last.y - a.y) / CGFloat(last.time - a.time) : 0
    }
    add(.fingerLift(velocity: release), at: start + last.time)
  }
}
