import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension TraceCalibration {
  // MARK: - The model's run

  /// What a display frame shows: an action's animation, a finger's drag, or a spring-back.
  enum Owner: Equatable {
    case action(Int)
    case drag(Int)
    case springBack(Int)
  }

  /// What the simulated iOS did with the actions.
  struct ModelRun {
    /// The keyboard's visible top edge at every trace frame, in screen coordinates.
    var tops: [CGFloat]
    /// The will-notifications posted, by action index: begin frame, end frame and duration.
    var posted: [Int: (begin: CGRect?, end: CGRect, duration: TimeInterval)] = [:]
    /// Every notification posted, in order.
    var notifications: [(kind: KeyboardEvent.Kind, time: TimeInterval)] = []
    /// What each drag's release did in the model, by drag index.
    var dragOutcomes: [Int: Drag.Outcome] = [:]
    /// Changes whose KVO frame came before their notification, and after.
    var kvoFirst = 0
    var notificationFirst = 0
    /// Actions the model refused or does not have, with their time.
    var notes: [(time: TimeInterval, text: String)] = []
  }

  /// One thing the model is told to do, in time order.
  private enum Step {
    case accessory(CGFloat)
    case action(Int)
    case fingerMove(drag: Int, y: CGFloat)
    case fingerLift(drag: Int)

    /// At one instant: the finger moves, then lifts, then the system acts.
    var rank: Int {
      switch self {
      case .accessory: -1
      case .fingerMove: 0
      case .fingerLift: 1
      case .action: 2
      }
    }
  }

  /// Runs the actions and drags on a fresh simulated keyboard and reads its visible frame at
  /// every trace frame's time, as `ScenarioRun` does: before each frame, every action, finger
  /// step and due did-notification up to that instant, in time order.
  ///
  /// A drag's path drives ``SystemKeyboard/fingerMoved(to:at:)`` at every sample; its release
  /// is ``SystemKeyboard/fingerLifted(velocity:at:)`` with the velocity the path implies, in
  /// place of the hide the release posted in the trace.
  static func run(
    actions: [Action], drags: [Drag], events: [KeyboardTrace.Event],
    frames: [KeyboardTrace.Frame], device: Device,
    orientation: Orientation, isPredictiveOn: Bool, profile: IOSProfile
  ) -> ModelRun {
    var keyboard = SystemKeyboard(
      device: device, orientation: orientation, isPredictiveOn: isPredictiveOn, profile: profile)
    // As every simulated run: both orders, alternating (RunLoop/EventOrder.swift).
    keyboard.eventOrder = .alternating
    var model = ModelRun(tops: [])
    model.tops.reserveCapacity(frames.count)

    var timed: [(time: TimeInterval, step: Step)] = actions.indices.map {
      (actions[$0].time, .action($0))
    }
    // The input accessory the first responder carries: UIKit counts it in the keyboard's frame
    // (`UIResponder.inputAccessoryView`).
    for event in events {
      if case .inputAccessory(let time, let height) = event {
        timed.append((time, .accessory(height)))
      }
    }
    for (index, drag) in drags.enumerated() {
      for sample in drag.path { timed.append((sample.time, .fingerMove(drag: index, y: sample.y))) }
      if drag.outcome == .springBack, let release = drag.release {
        timed.append((release, .fingerLift(drag: index)))
      }
    }
    let steps = timed.enumerated().sorted {
      ($0.element.time, $0.element.step.rank, $0.offset)
        < ($1.element.time, $1.element.step.rank, $1.offset)
    }.map(\.element)
    var next = 0
    var refusedDrags: Set<Int> = []

    func drain(upTo time: TimeInterval, action index: Int?) {
      let outputs = keyboard.drainOutputs(upTo: time)
      var sawNotification = false
      var sawKVO = false
      for output in outputs {
        switch output {
        case .notification(let posted):
          if let kind = posted.kind { model.notifications.append((kind, posted.time)) }
          if let index, posted.kind?.isWill == true, let event = try? posted.decoded() {
            model.posted[index] = (event.beginFrame, event.endFrame, event.duration)
          }
          if posted.kind?.isWill == true, !sawNotification {
            sawNotification = true
            if sawKVO { model.kvoFirst += 1 } else { model.notificationFirst += 1 }
          }
        case .hostFrame:
          sawKVO = true
        case .layoutChange:
          continue
        }
      }
    }

    func lift(_ drag: Int, at time: TimeInterval) {
      let before = keyboard.modelFrame
      let wasDragged = keyboard.isDragged
      let hid = keyboard.fingerLifted(velocity: drags[drag].velocity, at: time)
      model.dragOutcomes[drag] =
        hid ? .hide : wasDragged && keyboard.modelFrame != before ? .springBack : .unknown
    }

    func perform(_ action: Action, index: Int) {
      do {
        switch action.kind {
        case .show:
          try keyboard.focus(at: action.time)
        case .hide:
          if let drag = action.drag {
            lift(drag, at: action.time)
          } else {
            try keyboard.dismiss(at: action.time)
          }
        case .heightChange:
          let heights = device.keyboard(keyboard.orientation)
          let target = action.end.height
          let options: [(CGFloat, Bool?, Bool)] = [
            (heights.predictive, true, false), (heights.plain, false, false),
            (heights.emoji, nil, true),
          ]
          // Ties (an emoji keyboard as tall as the predictive one) go to the option whose
          // posting matches: the emoji switch posts duration 0 (simulated iOS,
          // SystemKeyboard.setEmoji), the predictive strip an animated change.
          func cost(_ option: (CGFloat, Bool?, Bool)) -> (CGFloat, Int) {
            (abs(option.0 - target), option.2 == (action.duration == 0) ? 0 : 1)
          }
          let nearest = options.min { cost($0) < cost($1) }
          if let (_, predictive, emoji) = nearest {
            if emoji {
              try keyboard.setEmoji(true, at: action.time)
            } else {
              if keyboard.content == .emoji { try keyboard.setEmoji(false, at: action.time) }
              if let predictive, predictive != keyboard.isPredictiveOn {
                try keyboard.setPredictive(predictive, at: action.time)
              }
            }
          }
        case .rotation:
          // The screen turned: width and height swapped.
          if action.isHalfTurn {
            keyboard.turnAround(at: action.time)
          } else {
            keyboard.rotationBursts = max(1, action.bursts)
            try keyboard.rotate(
              to: keyboard.orientation == .portrait ? .landscape : .portrait, at: action.time)
          }
        case .move:
          return
        }
      } catch {
        model.notes.append(
          (
            action.time,
            "the model cannot \(action.kind.rawValue) at "
              + "\(CalibrationFormat.fixed(action.time, decimals: 3)) s: \(error)"
          ))
      }
      drain(upTo: action.time, action: index)
    }

    func perform(_ step: Step, at time: TimeInterval) {
      switch step {
      case .accessory(let height):
        keyboard.accessoryToolbarHeight = height
      case .action(let index):
        perform(actions[index], index: index)
      case .fingerMove(let drag, let y):
        do {
          try keyboard.fingerMoved(to: y, at: time)
        } catch {
          if refusedDrags.insert(drag).inserted {
            model.notes.append(
              (
                time,
                "the model cannot follow the drag at "
                  + "\(CalibrationFormat.fixed(drags[drag].start, decimals: 3)) s: \(error)"
              ))
          }
        }
        drain(upTo: time, action: nil)
      case .fingerLift(let drag):
        lift(drag, at: time)
        drain(upTo: time, action: nil)
      }
    }

    for frame in frames {
      let now = frame.time
      while true {
        let stepTime = next < steps.count ? steps[next].time : .infinity
        let didTime = keyboard.nextDueTime ?? .infinity
        guard min(stepTime, didTime) <= now else { break }
        if didTime <= stepTime {
          drain(upTo: didTime, action: nil)
        } else {
          perform(steps[next].step, at: stepTime)
          next += 1
        }
      }
      let visible = keyboard.visibleFrame(at: now)
      model.tops.append(min(visible.minY, keyboard.screenBounds.maxY))
    }
    // The did-notifications still due after the last frame.
    while let due = keyboard.nextDueTime { drain(upTo: due, action: nil) }
    return model
  }

  /// The trajectory residual of a model run over the compared frames.
  static func residual(
    trace: KeyboardTrace, model tops: [CGFloat], frames: [Int], clamp: [CGFloat]
  ) -> TrajectoryResidual {
    var sum = 0.0
    var largest = 0.0
    for index in frames {
      let recorded = min(trace.frames[index].keyboard?.minY ?? clamp[index], clamp[index])
      let modelled = min(tops[index], clamp[index])
      let residual = Double(recorded - modelled)
      sum += residual * residual
      largest = max(largest, abs(residual))
    }
    let rms = frames.isEmpty ? 0 : (sum / Double(frames.count)).squareRoot()
    return TrajectoryResidual(frames: frames.count, rms: rms, max: largest, sumOfSquares: sum)
  }
}
