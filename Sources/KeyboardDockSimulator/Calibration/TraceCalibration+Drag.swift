import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension TraceCalibration {
  /// An interactive drag inferred from the trace (`UIScrollView.KeyboardDismissMode.interactive`):
  /// the finger's path, and how it ended.
  ///
  /// A drag shows in a trace as KVO keyboard frames that no notification explains: on screen,
  /// away from where the last will-notification left the keyboard, at no notification's time.
  /// Their top edge is where the finger holds the keyboard. A drag ends with the release's
  /// WillChangeFrame/WillHide (whose begin frame is the last frame the finger held: the keyboard
  /// hides), with a KVO frame back at rest and no notification (it springs back), or with a
  /// change the system makes while the finger is down (a dismiss, a rotation).
  public struct Drag: Sendable, Equatable {
    /// How a drag ended.
    public enum Outcome: String, Sendable, Hashable {
      /// The finger lifted and the keyboard hid (WillChangeFrame → WillHide at the release).
      case hide
      /// The finger lifted and the keyboard sprang back to rest, with no notification.
      case springBack = "spring back"
      /// The system moved the keyboard while the finger was down (a notification that is not
      /// the release's).
      case interrupted
      /// The trace ends before the finger lifts.
      case unknown
    }

    /// One sample of the finger's path.
    public struct Sample: Sendable, Equatable {
      /// When, in seconds since the recording started.
      public var time: TimeInterval
      /// The keyboard's top edge where the finger holds it, in screen coordinates.
      public var y: CGFloat
    }

    /// The finger's path, in time order.
    public var path: [Sample]
    /// When the finger lifted (the release's notification, or the KVO frame back at rest), or
    /// `nil` when the drag was interrupted or the trace ends first.
    public var release: TimeInterval?
    /// The finger's vertical velocity at the release, in points per second (positive is
    /// downwards): the difference of the path's last two samples over their time.
    public var velocity: CGFloat
    /// How the drag ended in the trace.
    public var outcome: Outcome
    /// The keyboard's top edge at rest, before the drag.
    public var restingTop: CGFloat
    /// The keyboard's height at rest, before the drag.
    public var restingHeight: CGFloat
    /// Where the path was read: the KVO frame's source, or `nil` when no KVO frame shows the
    /// drag and its release frame is the only sample (the release notification's begin frame).
    public var source: KeyboardFrameSource?

    /// When the finger first moved the keyboard.
    public var start: TimeInterval { path.first?.time ?? release ?? 0 }
  }

  /// Where the finger held the keyboard, and the drags the trace shows.
  ///
  /// - Parameters:
  ///   - trace: The trace.
  ///   - correction: Points added to every KVO top edge to get the finger's (the input
  ///     accessory's height, where the layout guide leaves it out during a drag).
  ///   - notes: Receives what could not be read.
  static func inferDrags(
    _ trace: KeyboardTrace, correction: CGFloat, notes: inout [String]
  ) -> [Drag] {
    let screen = trace.geometry.screen
    let fps = Double(max(trace.environment.maximumFramesPerSecond, 1))
    // The will-notifications by time: begin and end top edges.
    var wills: [TimeInterval: (begin: CGFloat?, end: CGFloat)] = [:]
    var dids: Set<TimeInterval> = []
    for event in trace.events {
      guard case .notification(let notification) = event,
        let decoded = try? notification.event()
      else { continue }
      if notification.kind.isWill {
        wills[decoded.time] = (decoded.beginFrame?.minY, decoded.endFrame.minY)
      } else {
        dids.insert(decoded.time)
      }
    }
    var drags: [Drag] = []
    var current: Drag?
    /// A KVO frame back at rest after the finger moved the keyboard: a spring-back, unless the
    /// path goes on within two display frames (the finger came back to rest and moved on).
    var backAtRest: TimeInterval?
    var rest: CGFloat?
    var restingHeight: CGFloat = 0
    func isOnScreen(_ top: CGFloat) -> Bool { top < screen.maxY - 0.5 }

    func finish(_ outcome: Drag.Outcome, release: TimeInterval?) {
      guard var drag = current else { return }
      drag.outcome = outcome
      drag.release = release
      if drag.path.count >= 2 {
        let a = drag.path[drag.path.count - 2]
        let b = drag.path[drag.path.count - 1]
        drag.velocity = b.time > a.time ? (b.y - a.y) / CGFloat(b.time - a.time) : 0
      }
      drags.append(drag)
      current = nil
      backAtRest = nil
    }

    for event in trace.events {
      switch event {
      case .hostFrame(let time, let frame, let source):
        guard let resting = rest, isOnScreen(resting) else { continue }
        // The correction is for the drag only: at rest the guide counts the accessory.
        let top =
          frame.minY
          + (source == .keyboardLayoutGuide && abs(frame.minY - resting) > 0.5 ? correction : 0)
        if let will = wills[time] {
          // At a will-notification's time only the finger's last move before the release
          // (the notification's begin frame) is the drag's; the rest is the notification's.
          guard let begin = will.begin, abs(top - begin) <= 0.5, abs(top - resting) > 0.5,
            !isOnScreen(will.end)
          else { continue }
        } else if current == nil, dids.contains(time) {
          // A did's layout pass (the layout guide's too-tall value) is not a finger.
          continue
        }
        if abs(top - resting) <= 0.5 {
          if current != nil, wills[time] == nil { backAtRest = time }
          continue
        }
        guard current != nil || isOnScreen(top) else { continue }
        if let back = backAtRest {
          if time - back <= 2.5 / fps {
            current?.path.append(Drag.Sample(time: back, y: resting))
            backAtRest = nil
          } else {
            finish(.springBack, release: back)
          }
        }
        var drag =
          current
          ?? Drag(
            path: [], release: nil, velocity: 0, outcome: .unknown, restingTop: resting,
            restingHeight: restingHeight, source: source)
        if drag.path.last?.time == time {
          drag.path[drag.path.count - 1].y = top
        } else {
          drag.path.append(Drag.Sample(time: time, y: top))
        }
        current = drag
      case .notification(let notification) where notification.kind.isWill:
        guard let decoded = try? notification.event() else { continue }
        if current != nil {
          if let back = backAtRest {
            finish(.springBack, release: back)
          } else if let last = current?.path.last, let begin = decoded.beginFrame,
            abs(begin.minY - last.y) <= 0.5, !isOnScreen(decoded.endFrame.minY)
          {
            finish(.hide, release: decoded.time)
          } else if drags.last?.release != decoded.time {
            finish(.interrupted, release: nil)
          }
        } else if let resting = rest, isOnScreen(resting), let begin = decoded.beginFrame,
          isOnScreen(begin.minY), abs(begin.minY - resting) > 0.5,
          !isOnScreen(decoded.endFrame.minY), drags.last?.release != decoded.time
        {
          // A hide from where no KVO frame showed the keyboard: a drag whose moves KVO did
          // not report. Its release frame is all the trace knows of its path.
          drags.append(
            Drag(
              path: [Drag.Sample(time: decoded.time, y: begin.minY)], release: decoded.time,
              velocity: 0, outcome: .hide, restingTop: resting, restingHeight: restingHeight,
              source: nil))
          notes.append(
            "the hide at \(CalibrationFormat.fixed(decoded.time, decimals: 3)) s starts at "
              + "y = \(CalibrationFormat.fixed(Double(begin.minY), decimals: 1)), below the "
              + "resting keyboard, but no KVO frame shows the drag that took it there: the model "
              + "is released from that frame with no velocity")
        }
        rest = decoded.endFrame.minY
        restingHeight = decoded.endFrame.height
      case .geometry(_, let geometry) where geometry.screen != trace.geometry.screen:
        finish(.interrupted, release: nil)
        return drags
      default:
        continue
      }
    }
    if let back = backAtRest {
      finish(.springBack, release: back)
    } else {
      finish(.unknown, release: nil)
    }
    return drags
  }

  /// Points to add to a layout-guide KVO top edge during a drag to get the finger's: the input
  /// accessory's height where the profile's layout guide leaves the accessory out during a drag
  /// (``IOSProfile/Quirk/Kind/layoutGuideDragWithoutAccessory``, react-native-keyboard-controller
  /// PR #1068) and the trace says the first responder carries one; else 0.
  static func dragCorrection(_ trace: KeyboardTrace, profile: IOSProfile) -> CGFloat {
    guard profile.has(.layoutGuideDragWithoutAccessory) else { return 0 }
    let accessory = trace.events.lazy.compactMap { event -> CGFloat? in
      if case .inputAccessory(_, let height) = event { return height }
      return nil
    }.max()
    return -(accessory ?? 0)
  }

  /// What the model cannot follow of the drags, in words.
  static func dragNotes(_ drags: [Drag], profile: IOSProfile, correction: CGFloat) -> [String] {
    var notes: [String] = []
    let fromGuide = drags.filter { $0.source == .keyboardLayoutGuide }
    if let first = fromGuide.first {
      var note =
        "\(fromGuide.count == 1 ? "the drag's" : "the \(fromGuide.count) drags'") path is read "
        + "from the keyboard layout guide (a view pinned to it), from "
        + "\(CalibrationFormat.fixed(first.start, decimals: 3)) s"
      if profile.has(.accessoryHostSilent) {
        note += ": on iOS \(profile.version) KVO on the keyboard's host reports no drag"
      }
      if correction != 0 {
        note +=
          "; moved up by the input accessory's \(CalibrationFormat.number(-correction)) pt, "
          + "which iOS \(profile.version)'s layout guide leaves out during a drag"
      }
      notes.append(note)
    }
    for drag in drags {
      let start = CalibrationFormat.fixed(drag.start, decimals: 3)
      switch drag.outcome {
      case .unknown:
        notes.append(
          "the drag at \(start) s has no release in the trace (it ends first): its path is "
            + "compared, no release")
      case .interrupted:
        notes.append(
          "the drag at \(start) s ends with no release: the system moved the keyboard while "
            + "the finger was down, and the model does what the next notification says")
      case .hide, .springBack:
        continue
      }
    }
    return notes
  }

  /// What each display frame shows, up to `stop`: the last action, drag or spring-back that
  /// started at or before it (at one instant a drag comes first, then its spring-back, then an
  /// action).
  static func owners(
    _ frames: [KeyboardTrace.Frame], actions: [Action], drags: [Drag], before stop: TimeInterval
  ) -> [Int: Owner] {
    var starts: [(time: TimeInterval, rank: Int, owner: Owner)] = actions.indices.map {
      (actions[$0].time, 2, .action($0))
    }
    for (index, drag) in drags.enumerated() {
      starts.append((drag.start, 0, .drag(index)))
      if drag.outcome == .springBack, let release = drag.release {
        starts.append((release, 1, .springBack(index)))
      }
    }
    starts.sort { ($0.time, $0.rank) < ($1.time, $1.rank) }
    var owners: [Int: Owner] = [:]
    var next = 0
    var owner: Owner?
    for (index, frame) in frames.enumerated() where frame.time < stop {
      while next < starts.count, starts[next].time <= frame.time {
        owner = starts[next].owner
        next += 1
      }
      if let owner { owners[index] = owner }
    }
    return owners
  }

  /// The residuals of one drag: how the keyboard followed the finger, what the release did,
  /// the notifications after it and, for a spring-back, its trajectory and settling time.
  func dragResiduals(
    _ index: Int, _ drag: Drag, run: ModelRun, following: [Int], springBack: [Int],
    trajectory: (String, [Int]) -> [Residual],
    settle: (String, [Int], CGFloat, TimeInterval) -> [Residual]
  ) -> [Residual] {
    typealias Format = CalibrationFormat
    let label = "drag at \(Format.fixed(drag.start, decimals: 3)) s"
    var residuals: [Residual] = []
    if !following.isEmpty {
      let followed = Self.residual(
        trace: trace, model: run.tops, frames: following, clamp: clampLines)
      residuals.append(
        Residual(
          fact: "\(label): keyboard follows the finger, \(followed.frames) frames (RMS)",
          trace: "\(drag.path.count) finger samples", model: "simulated", residual: followed.rms,
          unit: "pt", isMagnitude: true))
    }
    guard let release = drag.release, drag.outcome == .hide || drag.outcome == .springBack
    else { return residuals }
    let modelled = run.dragOutcomes[index] ?? .unknown
    let at = drag.path.last.map { Format.fixed(Double($0.y), decimals: 1) } ?? "-"
    residuals.append(
      Residual(
        fact: "\(label): release at y = \(at), \(Format.fixed(Double(drag.velocity), decimals: 0)) "
          + "pt/s",
        trace: drag.outcome.rawValue,
        model: modelled == .unknown ? "nothing" : modelled.rawValue, residual: nil,
        unit: modelled == drag.outcome ? "agrees" : "differs"))
    // The notifications from the release to the next action the trace shows.
    let until = actions.first { $0.time > release }?.time ?? .infinity
    let recorded = trace.events.compactMap { event -> (KeyboardEvent.Kind, TimeInterval)? in
      guard case .notification(let notification) = event, notification.time >= release,
        notification.time < until
      else { return nil }
      return (notification.kind, notification.time)
    }
    let simulated = run.notifications.filter { $0.time >= release && $0.time < until }.map {
      ($0.kind, $0.time)
    }
    func sequence(_ posted: [(KeyboardEvent.Kind, TimeInterval)]) -> String {
      posted.isEmpty ? "none" : posted.map(\.0.rawValue).joined(separator: " ")
    }
    let sameKinds = recorded.map(\.0) == simulated.map(\.0)
    residuals.append(
      Residual(
        fact: "\(label): notifications after the release", trace: sequence(recorded),
        model: sequence(simulated), residual: nil, unit: sameKinds ? "agrees" : "differs"))
    let recordedDid = recorded.first { !$0.0.isWill }.map { $0.1 - release }
    let simulatedDid = simulated.first { !$0.0.isWill }.map { $0.1 - release }
    if let recordedDid, let simulatedDid {
      residuals.append(
        Residual(
          fact: "\(label): did-notifications after the release",
          trace: Format.fixed(recordedDid, decimals: 3),
          model: Format.fixed(simulatedDid, decimals: 3),
          residual: recordedDid - simulatedDid, unit: "s"))
    }
    if drag.outcome == .springBack {
      let springLabel = "drag release → spring back at \(Format.fixed(release, decimals: 3)) s"
      residuals += trajectory(springLabel, springBack)
      residuals += settle(springLabel, springBack, drag.restingTop, release)
    }
    return residuals
  }

  /// A note for each drag whose release the model decided otherwise from the upper half of
  /// the keyboard, where the finger's velocity decides (a flick dismisses).
  static func velocityNotes(_ drags: [Drag], run: ModelRun) -> [String] {
    drags.indices.compactMap { index in
      let drag = drags[index]
      guard let last = drag.path.last, drag.release != nil,
        drag.outcome == .hide || drag.outcome == .springBack,
        let modelled = run.dragOutcomes[index], modelled != drag.outcome,
        last.y <= drag.restingTop + drag.restingHeight / 2
      else { return nil }
      return "the drag at \(CalibrationFormat.fixed(drag.start, decimals: 3)) s is released in the "
        + "keyboard's upper half at \(CalibrationFormat.fixed(Double(drag.velocity), decimals: 0)) "
        + "pt/s (its path's last step), where the flick velocity "
        + "(\(CalibrationFormat.number(DeviceCatalogue.flickVelocity)) pt/s) decides: a trace "
        + "records the keyboard's path, not the finger's velocity at release"
    }
  }
}
