import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Measures the simulated iOS against a keyboard trace: the actions are inferred from the trace,
/// the simulated iOS of the trace's version runs them on the matching device, and each modelled
/// fact gets a residual (trace minus model).
///
/// The facts: the keyboard's show and hide trajectory (its spring, compared on the keyboard's
/// visible top edge at every display frame of every animation), the posted durations, the time
/// each animation takes to settle, the keyboard heights, the order of a change's notification and
/// KVO frame, and the quirks a trace can show (KVO silence on the accessory's host, the layout
/// guide's too-tall value after a show).
///
/// Interactive drags (``drags``) are run through the simulated finger along the path the trace's
/// KVO frames show, and released as the trace's finger was; the keyboard following the finger,
/// the release's outcome, the notifications after it and the hide or spring-back that follows
/// are compared. Rotations (a `geometry` event whose screen is the old one turned) are run with
/// the trace's burst. ``fitSpring()`` proposes the spring's stiffness and damping by least
/// squares on the trajectory, ``fitMeasurements()`` each kind's posted duration and keyboard
/// height; nothing is applied to the model.
///
/// What the trace does that the model is not run through (a screen resize, an on-screen move, a
/// floating keyboard), or a drag the model cannot follow, is described in ``notes``; the frames
/// the model is not run through are left out of the comparison.
///
/// ```swift
/// let calibration = try TraceCalibration(try KeyboardTrace(json: data))
/// for residual in calibration.residuals { print(residual.fact, residual.residual ?? 0) }
/// let fit = calibration.fitSpring()
/// ```
public struct TraceCalibration: Sendable {
  /// An action inferred from the trace's will-notifications.
  public struct Action: Sendable, Equatable {
    /// What the keyboard did.
    public enum Kind: String, Sendable, Hashable {
      /// It came on screen.
      case show
      /// It left the screen.
      case hide
      /// It changed height while on screen (the predictive strip, the emoji keyboard).
      case heightChange = "height-change"
      /// It moved on screen without changing height (after a drag, a rotation): not simulated.
      case move
      /// The device rotated: the screen's width and height swapped (a `geometry` event), with
      /// the burst of notifications posted at that instant.
      case rotation
    }

    /// What the keyboard did.
    public var kind: Kind
    /// When the notification was posted, in seconds since the recording started.
    public var time: TimeInterval
    /// The notification's begin frame (the end of the previous change when it has none).
    public var begin: CGRect
    /// The notification's end frame.
    public var end: CGRect
    /// The posted duration, in seconds.
    public var duration: TimeInterval
    /// The posted curve's raw value.
    public var curve: Int
    /// The index in ``TraceCalibration/drags`` of the drag whose release posted this hide, or
    /// `nil` when no finger did.
    public var drag: Int?
    /// For a rotation: how many hide + show pairs its burst posted (UIKit posts one or two;
    /// none while the keyboard is hidden).
    public var bursts = 0
    /// For a rotation: whether it is a 180° turn (the interface orientation changed, the
    /// screen's size did not).
    public var isHalfTurn = false
  }

  /// One modelled fact's value in the trace and in the model.
  public struct Residual: Sendable, Hashable {
    /// The fact, such as `show at 0.100 s: height`.
    public var fact: String
    /// The trace's value, as text.
    public var trace: String
    /// The model's value, as text.
    public var model: String
    /// Trace minus model in ``unit``, where the fact is a number; `nil` for a fact that agrees
    /// or disagrees (an order, a quirk).
    public var residual: Double?
    /// The residual's unit (`pt`, `s`), or what a yes/no fact says (`agrees`, `differs`,
    /// `not observable`).
    public var unit: String
    /// Whether the residual is a size (an RMS, a largest absolute value) rather than a signed
    /// difference.
    public var isMagnitude = false
  }

  /// The spring parameters of the keyboard's animation (curve 7).
  public struct Spring: Sendable, Hashable {
    /// The mass.
    public var mass: Double
    /// The stiffness.
    public var stiffness: Double
    /// The damping.
    public var damping: Double

    /// The damping ratio ζ = damping / (2·√(stiffness·mass)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    init(_ spring: SpringAnimation) {
      mass = spring.mass
      stiffness = spring.stiffness
      damping = spring.damping
    }

    init(mass: Double, stiffness: Double, damping: Double) {
      self.mass = mass
      self.stiffness = stiffness
      self.damping = damping
    }

    var animation: SpringAnimation {
      SpringAnimation(mass: mass, stiffness: stiffness, damping: damping)
    }
  }

  /// The trajectory residual of a spring: over every compared display frame, the keyboard's
  /// visible top edge in the trace minus the model's.
  public struct TrajectoryResidual: Sendable, Hashable {
    /// Frames compared.
    public var frames: Int
    /// The root mean square, in points.
    public var rms: Double
    /// The largest absolute residual, in points.
    public var max: Double
    /// The sum of squares, in square points (what the fit minimises).
    public var sumOfSquares: Double
  }

  /// A least-squares proposal for the spring, with the residuals before and after.
  public struct SpringFit: Sendable, Hashable {
    /// The model's spring.
    public var before: Spring
    /// The proposed spring (the model's mass, fitted stiffness and damping).
    public var after: Spring
    /// The trajectory residual with the model's spring.
    public var residualBefore: TrajectoryResidual
    /// The trajectory residual with the proposed spring.
    public var residualAfter: TrajectoryResidual
    /// Objective evaluations (simulated runs of the trace's actions).
    public var evaluations: Int
  }

  /// The trace.
  public let trace: KeyboardTrace
  /// The simulated iOS version run.
  public let profile: IOSProfile
  /// The simulated device whose screen the trace's is.
  public let device: Device
  /// The device's orientation at the start.
  public let orientation: Orientation
  /// Whether the model's keyboard has the predictive strip (chosen by the first shown height).
  public let isPredictiveOn: Bool
  /// The actions inferred from the trace, in time order.
  public let actions: [Action]
  /// The interactive drags inferred from the trace, in time order.
  public let drags: [Drag]
  /// What the model was not run through, in words.
  public private(set) var notes: [String] = []
  /// The residual of every modelled fact.
  public private(set) var residuals: [Residual] = []
  /// The trajectory residual of the model's spring.
  public private(set) var trajectory: TrajectoryResidual

  /// The display frames whose keyboard is compared on the spring: inside a simulated show,
  /// hide, height change or spring-back, before any rotation or unsimulated move.
  private let compared: [Int]
  /// When the comparison stops: the first screen resize, or the first release the model decided
  /// otherwise; `.infinity` when it never does.
  let divergence: TimeInterval
  /// The will-notifications the model posted, by action index.
  let modelPosted: [Int: (begin: CGRect?, end: CGRect, duration: TimeInterval)]
  /// What each display frame before the first unsimulated event shows, by frame index.
  let owners: [Int: Owner]
  /// The keyboard's top edge each frame is clamped to (a layout-guide source cannot see below
  /// the safe area; a hidden keyboard is at the screen's bottom), in screen coordinates, by
  /// frame index.
  let clampLines: [CGFloat]

  /// Infers the actions of `trace` and runs them on the simulated iOS.
  ///
  /// - Parameters:
  ///   - trace: A trace read with ``KeyboardDockCore/KeyboardTrace/init(json:)``.
  ///   - profile: The simulated iOS to run; by default the profile of the trace's
  ///     `systemVersion` (``profile(for:)``).
  /// - Throws: ``CalibrationError`` when the version has no profile or no simulated device has
  ///   the trace's screen.
  public init(_ trace: KeyboardTrace, profile: IOSProfile? = nil) throws(CalibrationError) {
    self.trace = trace
    let profile: IOSProfile =
      if let profile { profile } else { try Self.profile(for: trace.environment.systemVersion) }
    self.profile = profile
    let screen = trace.geometry.screen.size
    let portrait = CGSize(
      width: min(screen.width, screen.height), height: max(screen.width, screen.height))
    let idiom: Device.Idiom? =
      switch trace.environment.userInterfaceIdiom {
      case "phone": .phone
      case "pad": .pad
      default: nil
      }
    guard
      let device = DeviceCatalogue.all.first(where: { $0.id == trace.environment.deviceModel })
        ?? DeviceCatalogue.all.first(where: {
          $0.portraitSize == portrait && (idiom == nil || $0.idiom == idiom)
        })
    else {
      throw .unknownDevice(
        model: trace.environment.deviceModel,
        screen: "\(CalibrationFormat.number(screen.width))×"
          + "\(CalibrationFormat.number(screen.height))")
    }
    self.device = profile.device(device)
    orientation = screen.width > screen.height ? .landscape : .portrait
    var notes: [String] = []
    let correction = Self.dragCorrection(trace, profile: profile)
    let drags = Self.inferDrags(trace, correction: correction, notes: &notes)
    var inferred = Self.inferActions(trace)
    for (index, drag) in drags.enumerated() where drag.outcome == .hide {
      guard
        let release = inferred.firstIndex(where: { $0.time == drag.release && $0.kind == .hide })
      else { continue }
      inferred[release].drag = index
    }
    actions = inferred
    self.drags = drags
    let heights = self.device.keyboard(orientation)
    let firstShown = inferred.first { $0.kind == .show }?.end.height
    isPredictiveOn =
      firstShown.map { abs($0 - heights.predictive) <= abs($0 - heights.plain) } ?? true
    clampLines = Self.clampLines(trace)
    notes += Self.dragNotes(drags, profile: profile, correction: correction)
    var stop = Self.firstUnsimulated(trace, actions: inferred, notes: &notes)
    let run = Self.run(
      actions: inferred, drags: drags, events: trace.events, frames: trace.frames,
      device: self.device,
      orientation: orientation, isPredictiveOn: isPredictiveOn, profile: profile)
    notes += Self.velocityNotes(drags, run: run)
    // A release the model decides otherwise leaves its keyboard elsewhere from then on.
    if let diverged = drags.indices.first(where: { index in
      let drag = drags[index]
      return drag.release != nil && (drag.outcome == .hide || drag.outcome == .springBack)
        && run.dragOutcomes[index] != drag.outcome
    }), let release = drags[diverged].release, release < stop {
      stop = release
      notes.append(
        "from the release at \(CalibrationFormat.fixed(release, decimals: 3)) s the model's "
          + "keyboard is not where the trace's is (its release did otherwise): later frames, "
          + "actions and drags are not compared")
    }
    divergence = stop
    notes += run.notes.filter { $0.time <= stop }.map(\.text)
    let owners = Self.owners(trace.frames, actions: inferred, drags: drags, before: stop)
    self.owners = owners
    compared = owners.keys.sorted().filter { index in
      switch owners[index] {
      case .action(let action)?:
        inferred[action].kind != .move && inferred[action].duration > 0
      case .springBack?: true
      case .drag?, nil: false
      }
    }
    self.notes = notes
    trajectory = Self.residual(trace: trace, model: run.tops, frames: compared, clamp: clampLines)
    modelPosted = run.posted
    residuals = makeResiduals(run)
  }

  /// The profile for a trace's `systemVersion`: the same version, else the newest profile of the
  /// same major version that is not newer (`17.5.1` runs `17`, `26.1` runs `26.0`).
  ///
  /// - Throws: ``CalibrationError/unknownIOSVersion(_:known:)`` listing the profiles.
  public static func profile(for version: String) throws(CalibrationError) -> IOSProfile {
    if let exact = IOSProfile.profile(named: version) { return exact }
    func parts(_ text: String) -> [Int]? {
      let numbers = text.split(separator: ".").map { Int($0) }
      guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
      return numbers.compactMap { $0 }
    }
    guard let wanted = parts(version) else {
      throw .unknownIOSVersion(version, known: IOSProfile.all.map(\.version))
    }
    // iOS 17 has no profile of its own: it is iOS 18's.
    if wanted[0] == 17 { return .ios17 }
    let candidates = IOSProfile.all.filter { profile in
      guard let have = parts(profile.version), have[0] == wanted[0] else { return false }
      return have == wanted || have.lexicographicallyPrecedes(wanted)
    }
    guard let best = candidates.last else {
      throw .unknownIOSVersion(version, known: IOSProfile.all.map(\.version))
    }
    return best
  }

  // MARK: - Inference

  /// The actions the will-notifications describe, one per posting time (a WillChangeFrame and
  /// a WillShow posted together are one change).
  static func inferActions(_ trace: KeyboardTrace) -> [Action] {
    var screen = trace.geometry.screen
    var actions: [Action] = []
    var last = CGRect(x: 0, y: screen.maxY, width: screen.width, height: 0)
    /// The rotation whose burst the will-notifications at its instant belong to.
    var rotation: (index: Int, hasWill: Bool)?
    var interface = trace.geometry.interfaceOrientation
    for event in trace.events {
      if case .geometry(let time, let geometry) = event,
        geometry.screen != screen || geometry.interfaceOrientation != interface
      {
        let turned = Self.isRotation(from: screen, to: geometry.screen)
        let isHalfTurn =
          geometry.screen == screen && interface != "unknown"
          && geometry.interfaceOrientation != "unknown"
        screen = geometry.screen
        interface = geometry.interfaceOrientation
        guard turned || isHalfTurn else { continue }
        if last.minY >= screen.maxY - 0.5 || last.height == 0 {
          last = CGRect(x: 0, y: screen.maxY, width: screen.width, height: last.height)
        }
        actions.append(
          Action(kind: .rotation, time: time, begin: last, end: last, duration: 0, curve: 0))
        actions[actions.count - 1].isHalfTurn = isHalfTurn
        rotation = (actions.count - 1, false)
        continue
      }
      guard case .notification(let notification) = event, notification.kind.isWill,
        let decoded = try? notification.event()
      else { continue }
      if let turn = rotation, abs(actions[turn.index].time - decoded.time) < 1e-6 {
        if !turn.hasWill {
          actions[turn.index].begin = decoded.beginFrame ?? last
          actions[turn.index].duration = decoded.duration
          actions[turn.index].curve = decoded.curve.rawValue
          rotation?.hasWill = true
        }
        actions[turn.index].end = decoded.endFrame
        if notification.kind == .willHide { actions[turn.index].bursts += 1 }
        last = decoded.endFrame
        continue
      }
      rotation = nil
      if let previous = actions.last, previous.time == decoded.time {
        actions[actions.count - 1].end = decoded.endFrame
        continue
      }
      let begin = decoded.beginFrame ?? last
      let end = decoded.endFrame
      let wasOn = begin.minY < screen.maxY - 0.5 && begin.height > 0
      let isOn = end.minY < screen.maxY - 0.5 && end.height > 0
      let kind: Action.Kind =
        switch (wasOn, isOn) {
        case (false, true): .show
        case (_, false): .hide
        case (true, true): abs(begin.height - end.height) > 0.5 ? .heightChange : .move
        }
      actions.append(
        Action(
          kind: kind, time: decoded.time, begin: begin, end: end, duration: decoded.duration,
          curve: decoded.curve.rawValue))
      last = end
    }
    return actions
  }

  /// Whether a new screen is the old one turned: width and height swapped.
  static func isRotation(from old: CGRect, to new: CGRect) -> Bool {
    abs(old.width - new.height) < 0.5 && abs(old.height - new.width) < 0.5
      && abs(old.width - old.height) >= 0.5
  }

  /// The line each frame's keyboard top is clamped to, from the geometry in effect at its time:
  /// the bottom of the observed view's safe area for a layout-guide source (the guide rests
  /// there), else the screen's bottom.
  static func clampLines(_ trace: KeyboardTrace) -> [CGFloat] {
    var geometries = [(time: -TimeInterval.infinity, geometry: trace.geometry)]
    for event in trace.events {
      if case .geometry(let time, let geometry) = event { geometries.append((time, geometry)) }
    }
    var current = 0
    return trace.frames.map { frame in
      while current + 1 < geometries.count, geometries[current + 1].time <= frame.time {
        current += 1
      }
      let geometry = geometries[current].geometry
      guard frame.keyboardSource != .keyboardHostPresentationLayer else {
        return geometry.screen.maxY
      }
      let placement = geometry.placement
      return placement.convertToScreen(
        CGRect(
          x: 0, y: placement.bounds.maxY - placement.safeAreaInsets.bottom, width: 0, height: 0)
      ).minY
    }
  }

  /// The time from which the model no longer follows the trace: the first rotation or
  /// geometry change, or unsimulated move.
  private static func firstUnsimulated(
    _ trace: KeyboardTrace, actions: [Action], notes: inout [String]
  ) -> TimeInterval {
    var stop = TimeInterval.infinity
    var last = trace.geometry.screen
    for event in trace.events {
      guard case .geometry(let time, let geometry) = event, geometry.screen != last else {
        continue
      }
      if Self.isRotation(from: last, to: geometry.screen) {
        last = geometry.screen
        continue
      }
      func size(_ rect: CGRect) -> String {
        "\(CalibrationFormat.number(rect.width))×\(CalibrationFormat.number(rect.height))"
      }
      notes.append(
        "a screen resize at \(CalibrationFormat.fixed(time, decimals: 3)) s "
          + "(screen \(size(last)) → \(size(geometry.screen)) pt, interface "
          + "\(geometry.interfaceOrientation)) is not simulated (a rotation is: the screen "
          + "turned, width and height swapped): the notifications it brings, the new keyboard "
          + "height and every later frame are not compared")
      stop = time
      break
    }
    if let move = actions.first(where: { $0.kind == .move && $0.time < stop }) {
      notes.append(
        "an on-screen move at \(CalibrationFormat.fixed(move.time, decimals: 3)) s (a "
          + "change of neither visibility nor height) is not simulated; its frames are not "
          + "compared")
    }
    return stop
  }

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

  // MARK: - Residuals

  private func makeResiduals(_ run: ModelRun) -> [Residual] {
    typealias Format = CalibrationFormat
    func seconds(_ value: Double) -> String { Format.fixed(value, decimals: 3) }
    func points(_ value: CGFloat) -> String { Format.fixed(Double(value), decimals: 2) }
    var residuals: [Residual] = [
      Residual(
        fact: "spring: visible top edge, \(trajectory.frames) frames (RMS)", trace: "recorded",
        model: "mass \(Format.number(profile.keyboardSpring.mass)), stiffness "
          + "\(Format.number(profile.keyboardSpring.stiffness)), damping "
          + Format.fixed(profile.keyboardSpring.damping, decimals: 2),
        residual: trajectory.rms, unit: "pt", isMagnitude: true),
      Residual(
        fact: "spring: visible top edge (largest)", trace: "recorded", model: "simulated",
        residual: trajectory.max, unit: "pt", isMagnitude: true),
    ]
    let comparedSet = Set(compared)
    func frames(of owner: Owner, compared: Bool = true) -> [Int] {
      owners.keys.sorted().filter {
        owners[$0] == owner && (!compared || comparedSet.contains($0))
      }
    }
    func recordedTop(_ frame: Int) -> CGFloat {
      min(trace.frames[frame].keyboard?.minY ?? clampLines[frame], clampLines[frame])
    }
    func modelledTop(_ frame: Int) -> CGFloat { min(run.tops[frame], clampLines[frame]) }
    // How long the visible keyboard takes to come within half a point of `end` and stay.
    func settleFacts(_ label: String, segment: [Int], end: CGFloat, from start: TimeInterval)
      -> [Residual]
    {
      let endTop = min(end, segment.last.map { clampLines[$0] } ?? end)
      func settle(_ top: (Int) -> CGFloat) -> TimeInterval? {
        guard let last = segment.last, abs(top(last) - endTop) <= 0.5 else { return nil }
        var settled = last
        for frame in segment.reversed() {
          guard abs(top(frame) - endTop) <= 0.5 else { break }
          settled = frame
        }
        return trace.frames[settled].time - start
      }
      let recorded = settle(recordedTop)
      let modelled = settle(modelledTop)
      guard recorded != nil || modelled != nil else { return [] }
      return [
        Residual(
          fact: "\(label): settles within 0.5 pt after", trace: recorded.map(seconds) ?? "-",
          model: modelled.map(seconds) ?? "-",
          residual: recorded.flatMap { r in modelled.map { r - $0 } }, unit: "s")
      ]
    }
    func trajectoryFacts(_ label: String, segment: [Int]) -> [Residual] {
      guard !segment.isEmpty else { return [] }
      let residual = Self.residual(
        trace: trace, model: run.tops, frames: segment, clamp: clampLines)
      return [
        Residual(
          fact: "\(label): trajectory, \(residual.frames) frames (RMS)", trace: "recorded",
          model: "simulated", residual: residual.rms, unit: "pt", isMagnitude: true),
        Residual(
          fact: "\(label): trajectory (largest)", trace: "recorded", model: "simulated",
          residual: residual.max, unit: "pt", isMagnitude: true),
      ]
    }
    // Each action's facts, and each drag's before the action that ends it.
    var blocks: [(time: TimeInterval, residuals: [Residual])] = []
    for (index, action) in actions.enumerated()
    where action.kind != .move
      && (action.time < divergence || action.time == divergence && action.drag != nil)
    {
      var residuals: [Residual] = []
      defer { blocks.append((action.time, residuals)) }
      if action.kind == .rotation {
        residuals = rotationResiduals(index, action, run: run)
        continue
      }
      let label =
        action.drag == nil
        ? "\(action.kind.rawValue) at \(seconds(action.time)) s"
        : "drag release → hide at \(seconds(action.time)) s"
      guard let posted = run.posted[index] else {
        residuals.append(
          Residual(
            fact: "\(label): posted", trace: "posted", model: "nothing posted", residual: nil,
            unit: "differs"))
        continue
      }
      if action.kind != .hide {
        residuals.append(
          Residual(
            fact: "\(label): keyboard height", trace: points(action.end.height),
            model: points(posted.end.height),
            residual: Double(action.end.height - posted.end.height), unit: "pt"))
      }
      if action.drag != nil, let begin = posted.begin {
        residuals.append(
          Residual(
            fact: "\(label): begin frame top (the release frame)", trace: points(action.begin.minY),
            model: points(begin.minY), residual: Double(action.begin.minY - begin.minY),
            unit: "pt"))
      }
      residuals.append(
        Residual(
          fact: "\(label): posted duration", trace: seconds(action.duration),
          model: seconds(posted.duration), residual: action.duration - posted.duration,
          unit: "s"))
      let segment = frames(of: .action(index))
      if action.drag != nil { residuals += trajectoryFacts(label, segment: segment) }
      residuals += settleFacts(label, segment: segment, end: action.end.minY, from: action.time)
    }
    for (index, drag) in drags.enumerated() where drag.start < divergence {
      blocks.append(
        (
          drag.start,
          dragResiduals(
            index, drag, run: run, following: frames(of: .drag(index), compared: false),
            springBack: frames(of: .springBack(index)), trajectory: trajectoryFacts,
            settle: settleFacts)
        ))
    }
    // Stable: an action and a drag starting together keep the action first.
    residuals += blocks.enumerated().sorted {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }.flatMap(\.element.residuals)
    residuals += orderAndQuirks(run)
    return residuals
  }

  /// The order of notifications and KVO frames, and the quirks a trace can show.
  private func orderAndQuirks(_ run: ModelRun) -> [Residual] {
    var kvoFirst = 0
    var notificationFirst = 0
    var seen: Set<TimeInterval> = []
    let source = trace.events.lazy.compactMap { event -> KeyboardFrameSource? in
      if case .hostFrame(_, _, let source) = event { return source }
      return nil
    }.first
    for (index, event) in trace.events.enumerated() {
      guard case .notification(let notification) = event, notification.kind.isWill,
        !seen.contains(notification.time)
      else { continue }
      seen.insert(notification.time)
      let sameTime = trace.events.indices.filter { trace.events[$0].time == notification.time }
      let kvo = sameTime.first {
        if case .hostFrame = trace.events[$0] { return true }
        return false
      }
      guard let kvo else { continue }
      if kvo < index { kvoFirst += 1 } else { notificationFirst += 1 }
    }
    var residuals = [
      Residual(
        fact: "event order: KVO frame before the notification",
        trace: "\(kvoFirst) of \(kvoFirst + notificationFirst)",
        model: "\(run.kvoFirst) of \(run.kvoFirst + run.notificationFirst) (both orders occur)",
        residual: nil,
        unit: kvoFirst + notificationFirst == 0 ? "not observable" : "agrees")
    ]
    let silent = profile.has(.accessoryHostSilent)
    if source == .accessorySuperview || source == nil {
      let reported = source == .accessorySuperview
      residuals.append(
        Residual(
          fact: "quirk: accessory host KVO silent", trace: reported ? "reports" : "silent",
          model: silent ? "silent" : "reports", residual: nil,
          unit: reported == !silent ? "agrees" : "differs"))
    }
    if source == .keyboardLayoutGuide {
      // After a didShow, a probe frame taller than the keyboard.
      var factor: Double?
      var shown: CGFloat?
      for event in trace.events {
        switch event {
        case .notification(let notification) where notification.kind == .didShow:
          shown = (try? notification.event())?.endFrame.height
        case .hostFrame(_, let frame, _):
          if let height = shown, height > 0, frame.height > height + 0.5 {
            factor = Double(frame.height / height)
          }
          shown = nil
        default:
          continue
        }
      }
      let modelled = profile.tallValueFactor.map { Double($0) }
      residuals.append(
        Residual(
          fact: "quirk: layout guide too tall after show (factor)",
          trace: factor.map { CalibrationFormat.fixed($0, decimals: 4) } ?? "none",
          model: modelled.map { CalibrationFormat.fixed($0, decimals: 4) } ?? "none",
          residual: factor.flatMap { f in modelled.map { f - $0 } },
          unit: (factor == nil) == (modelled == nil) ? "agrees" : "differs"))
    }
    return residuals
  }

  // MARK: - Fitting

  /// The trajectory residual with another spring.
  public func trajectoryResidual(with spring: Spring) -> TrajectoryResidual {
    var changed = profile
    changed.keyboardSpring = spring.animation
    let run = Self.run(
      actions: actions, drags: drags, events: trace.events, frames: trace.frames, device: device,
      orientation: orientation, isPredictiveOn: isPredictiveOn, profile: changed)
    return Self.residual(trace: trace, model: run.tops, frames: compared, clamp: clampLines)
  }

  /// Proposes the spring's stiffness and damping that minimise the sum of squared trajectory
  /// residuals, starting from the model's spring (Nelder–Mead on their logarithms).
  ///
  /// The mass stays the model's: the trajectory `m·x″ = −k·(x − 1) − c·x′` depends on `k/m` and
  /// `c/m` only, so mass, stiffness and damping cannot be told apart from a trace; stiffness and
  /// damping at the model's mass say everything a trace can.
  ///
  /// - Returns: `nil` when no frame of an animation is compared.
  public func fitSpring() -> SpringFit? {
    guard !compared.isEmpty else { return nil }
    let start = Spring(profile.keyboardSpring)
    var evaluations = 0
    let objective = { (point: [Double]) -> Double in
      evaluations += 1
      let spring = Spring(mass: start.mass, stiffness: exp(point[0]), damping: exp(point[1]))
      return self.trajectoryResidual(with: spring).sumOfSquares
    }
    let best = NelderMead.minimise(
      objective, from: [log(start.stiffness), log(start.damping)], step: log(1.1))
    let after = Spring(mass: start.mass, stiffness: exp(best[0]), damping: exp(best[1]))
    return SpringFit(
      before: start, after: after, residualBefore: trajectory,
      residualAfter: trajectoryResidual(with: after), evaluations: evaluations)
  }
}

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

/// The Nelder–Mead downhill simplex method (Nelder and Mead, "A simplex method for function
/// minimization", The Computer Journal 7, 1965), with the standard coefficients: reflection 1,
/// expansion 2, contraction ½, shrink ½.
enum NelderMead {
  /// The point that minimises `f`, from `start` with a first simplex of `step` along each axis.
  ///
  /// Stops when the simplex's values agree within 1e-14 of the best (relative, plus an
  /// absolute 1e-18) and its vertices within 1e-9 of each other, or after `limit` iterations.
  static func minimise(
    _ f: ([Double]) -> Double, from start: [Double], step: Double, limit: Int = 500
  ) -> [Double] {
    let n = start.count
    var simplex = [start]
    for axis in 0..<n {
      var vertex = start
      vertex[axis] += step
      simplex.append(vertex)
    }
    var values = simplex.map(f)
    func point(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
      zip(a, b).map { $0 + t * ($1 - $0) }
    }
    for _ in 0..<limit {
      let order = values.indices.sorted { values[$0] < values[$1] }
      simplex = order.map { simplex[$0] }
      values = order.map { values[$0] }
      let spread = abs(values[n] - values[0])
      let size =
        simplex.dropFirst().map { vertex in
          zip(vertex, simplex[0]).map { abs($0 - $1) }.max() ?? 0
        }.max() ?? 0
      if spread <= 1e-14 * abs(values[0]) + 1e-18, size <= 1e-9 { break }
      var centroid = [Double](repeating: 0, count: n)
      for vertex in simplex.dropLast() {
        for axis in 0..<n { centroid[axis] += vertex[axis] / Double(n) }
      }
      let worst = simplex[n]
      let reflected = point(centroid, worst, -1)
      let reflectedValue = f(reflected)
      if reflectedValue < values[0] {
        let expanded = point(centroid, worst, -2)
        let expandedValue = f(expanded)
        if expandedValue < reflectedValue {
          simplex[n] = expanded
          values[n] = expandedValue
        } else {
          simplex[n] = reflected
          values[n] = reflectedValue
        }
      } else if reflectedValue < values[n - 1] {
        simplex[n] = reflected
        values[n] = reflectedValue
      } else {
        let outside = reflectedValue < values[n]
        let contracted = point(centroid, outside ? reflected : worst, 0.5)
        let contractedValue = f(contracted)
        if contractedValue < min(reflectedValue, values[n]) {
          simplex[n] = contracted
          values[n] = contractedValue
        } else {
          for index in 1...n {
            simplex[index] = point(simplex[0], simplex[index], 0.5)
            values[index] = f(simplex[index])
          }
        }
      }
    }
    let best = values.indices.min { values[$0] < values[$1] } ?? 0
    return simplex[best]
  }
}

/// How calibration prints numbers.
public enum CalibrationFormat {
  /// A number with `decimals` digits after the point (`-0.00` printed as `0.00`).
  public static func fixed(_ value: Double, decimals: Int) -> String {
    let text = String(format: "%.\(decimals)f", value)
    return Double(text) == 0 ? String(format: "%.\(decimals)f", 0.0) : text
  }

  /// A number as short as it reads exactly: `336`, `0.25`, `109.54451150103323`.
  public static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// A number of points.
  public static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
