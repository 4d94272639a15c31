import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Feeds a trace's recorded inputs to the docking strategies that can consume them, and
/// measures each strategy's bar against the keyboard the user saw, display frame by display
/// frame.
///
/// The strategies see only what an app sees: the notifications' `userInfo` (decoded by the same
/// rules as on device), the KVO keyboard frames, and geometry changes; never the recorded
/// visible frames, which are what they are measured against. Each modelled strategy's bar has
/// its bottom edge on the keyboard's coverage of the observed view as it believes it, its
/// background padded down over the bottom safe area (a floating keyboard does not push a docked
/// bar: ``KeyboardMode/followsFrame``); it is measured against the same line drawn from the
/// recorded visible keyboard, as `kbdock simulate` measures, so any difference is a difference
/// in what it believes the keyboard does, and a trace exported by `kbdock simulate
/// --export-trace` replays to the simulated run's figures. The recorded bar, which an app may
/// rest on the bottom safe area, is measured against the top of the keyboard's coverage or the
/// safe area, whichever is higher.
///
/// The tracker is fed as `KeyboardDock` feeds it: every notification and KVO frame goes through
/// a ``KeyboardObservationGuard`` with the rules of the trace's iOS version first, and only the
/// KVO frames of one frame source count: the source the trace's first KVO frame names, else the
/// one the adapter starts with on that version
/// (``KeyboardFrameSource/initial(preferred:isLayoutGuideReliable:isAccessoryHostObservable:)``).
///
/// | Strategy | What it is |
/// |---|---|
/// | `recorded` | the app's own bar, as recorded (its presentation layer): how the app did |
/// | `tracker` | a ``KeyboardTracker`` fed by the notifications and the KVO frames through a ``KeyboardObservationGuard`` ("A Stickler for Details") |
/// | `notifications` | a bar animated on each "will" notification with its curve and duration |
/// | `notifications-ease-in-out` | the same with curve 7 taken as easeInOut (a common mistake) |
///
/// The keyboard layout guide strategy is not replayed: on a device the visible frame is read
/// from the layout guide itself, so it would be measured against its own input.
///
/// ```swift
/// let replay = KeyboardTraceReplay(try KeyboardTrace(json: data))
/// for result in replay.results { print(result.strategy, result.maxGap) }
/// ```
public struct KeyboardTraceReplay: Sendable, Hashable {
  /// A strategy the replay can run.
  public enum Strategy: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The app's own bar, as recorded.
    case recorded
    /// A ``KeyboardTracker`` fed by notifications and KVO frames ("A Stickler for Details").
    case tracker
    /// A bar animated on "will" notifications with their curve and duration.
    case notifications
    /// The same with every curve animated as easeInOut over the posted duration.
    case notificationsEaseInOut = "notifications-ease-in-out"

    public var description: String { rawValue }
  }

  /// One strategy's figures over the trace.
  public struct Result: Sendable, Hashable {
    /// The frame with the largest vertical error.
    public struct WorstFrame: Sendable, Hashable {
      /// The frame's index in the trace's `frames`.
      public var index: Int
      /// The frame's time, in seconds since the recording started.
      public var time: TimeInterval
      /// The gap at that frame, in points.
      public var gap: CGFloat
      /// The overlap at that frame, in points.
      public var overlap: CGFloat
    }

    /// The strategy.
    public var strategy: Strategy
    /// Display frames measured (the recorded bar is not measured where it was not recorded).
    public var frames = 0
    /// The largest gap (the bar above the keyboard), in points.
    public var maxGap: CGFloat = 0
    /// The largest overlap (the bar reaching into the keyboard), in points.
    public var maxOverlap: CGFloat = 0
    /// Frames where the gap or the overlap is above the tolerance.
    public var framesInError = 0
    /// The worst frame, if any frame was in error.
    public var worstFrame: WorstFrame?
    /// Why frames were not measured, if some were not.
    public var note: String?

    mutating func add(
      gap: CGFloat, overlap: CGFloat, index: Int, time: TimeInterval,
      tolerance: CGFloat
    ) {
      frames += 1
      maxGap = max(maxGap, gap)
      maxOverlap = max(maxOverlap, overlap)
      guard gap > tolerance || overlap > tolerance else { return }
      framesInError += 1
      if worstFrame.map({ max(gap, overlap) > max($0.gap, $0.overlap) }) ?? true {
        worstFrame = WorstFrame(index: index, time: time, gap: gap, overlap: overlap)
      }
    }
  }

  /// The default tolerance, in points: the simulator's.
  public static let defaultTolerance: CGFloat = 0.01

  /// One result per strategy, in the order asked for.
  public var results: [Result]
  /// The notifications no strategy could use, each with its JSON path and why: a `userInfo` the
  /// decoder refuses (an app's observer would have refused it too).
  public var rejectedNotifications: [String]
  /// The gap or overlap above which a frame is in error, in points.
  public var tolerance: CGFloat
  /// How many inputs of each event type the trace has, in ``KeyboardTrace/Event/typeNames``
  /// order.
  public var inputCounts: [(type: String, count: Int)] {
    counts.map { ($0.type, $0.count) }
  }
  private var counts: [Count]

  private struct Count: Sendable, Hashable {
    var type: String
    var count: Int
  }

  /// Replays `trace` under `strategies`.
  ///
  /// Inputs are delivered in time order; every input at or before a display frame's time is
  /// delivered before that frame is measured.
  ///
  /// - Parameters:
  ///   - trace: A trace read with ``KeyboardTrace/init(json:)`` (times in order).
  ///   - strategies: The strategies to run, in report order; all by default.
  ///   - tolerance: The gap or overlap above which a frame is in error, in points.
  /// - Complexity: O(*e* + *f* × *s*) for *e* events, *f* frames and *s* strategies.
  public init(
    _ trace: KeyboardTrace, strategies: [Strategy] = Strategy.allCases,
    tolerance: CGFloat = defaultTolerance
  ) {
    self.tolerance = tolerance
    counts = KeyboardTrace.Event.typeNames.map { type in
      Count(type: type, count: trace.events.filter { $0.typeName == type }.count)
    }
    var results = strategies.map { Result(strategy: $0) }
    var rejected: [String] = []
    var geometry = trace.geometry
    var tracker: KeyboardTracker?
    var trackerNote: String?
    do {
      tracker = try KeyboardTracker(screenBounds: geometry.screen)
      tracker?.prefersCrossFadeTransitions = trace.environment.prefersCrossFadeTransitions
    } catch {
      trackerNote = "not run: \(error)"
    }
    var observations = Self.observationGuard(for: trace)
    var posted = CoverageMotion()
    var easeInOut = CoverageMotion()
    var next = 0
    var barMissing = 0

    func deliver(_ event: KeyboardTrace.Event, index: Int) {
      switch event {
      case .notification(let notification):
        let decoded: KeyboardEvent
        do {
          decoded = try notification.event()
        } catch {
          rejected.append(
            "$.events[\(index)] (\(notification.kind.notificationName) at "
              + "\(KeyboardReplayFormat.fixed(notification.time, decimals: 3)) s): \(error)")
          return
        }
        let checked = observations.notification(decoded, in: geometry.placement)
        if let event = checked.value { tracker?.receive(event) }
        guard decoded.kind?.isWill == true else { return }
        let target = Self.coverage(of: decoded.endFrame, in: geometry.placement)
        posted.retarget(
          to: target, at: decoded.time, duration: decoded.duration,
          curve: decoded.curve.timingCurve)
        easeInOut.retarget(
          to: target, at: decoded.time, duration: decoded.duration, curve: .easeInOut)
      case .hostFrame(let time, let frame, let source):
        guard source == observations.source,
          let checked = observations.hostFrame(frame, at: time).value
        else { return }
        tracker?.observeHostFrame(checked, at: time)
      case .geometry(let time, let new):
        geometry = new
        tracker?.updateScreenBounds(new.screen, at: time)
        observations.screenBounds = new.screen
      case .inputAccessory(_, let height):
        // KeyboardDock knows the toolbar's height (the adapter passes it to the guard).
        observations.accessoryHeight = height
      case .dragGesture(let time, let isActive, let fingerY):
        // KeyboardDock reports the pan of the scroll view that dismisses interactively, with
        // the finger's location where the trace recorded it.
        tracker?.observeDragGesture(isActive: isActive, fingerY: fingerY, at: time)
      case .crossFadeTransitions(_, let isOn):
        // The adapter reads UIAccessibility.prefersCrossFadeTransitions at each notification.
        tracker?.prefersCrossFadeTransitions = isOn
      case .layoutGuide, .firstResponder:
        return
      }
    }

    for (index, frame) in trace.frames.enumerated() {
      while next < trace.events.count, trace.events[next].time <= frame.time {
        deliver(trace.events[next], index: next)
        next += 1
      }
      let placement = geometry.placement
      let floor = max(0, placement.safeAreaInsets.bottom)
      let bottom = placement.bounds.maxY
      var trueCoverage: CGFloat = 0
      if let keyboard = frame.keyboard {
        let mode = KeyboardMode.classify(
          keyboard, in: geometry.screen, isLocal: nil, dockedHeight: nil
        ).mode
        if mode.followsFrame { trueCoverage = Self.coverage(of: keyboard, in: placement) }
      }
      // A modelled bar's bottom edge is on its coverage (its background padded over the safe
      // area); the recorded bar may rest on the safe area.
      let line = bottom - trueCoverage
      let recordedLine = bottom - max(trueCoverage, floor)
      if frame.bar == nil { barMissing += 1 }
      for position in results.indices {
        let barBottom: CGFloat
        var target = line
        switch results[position].strategy {
        case .recorded:
          guard let bar = frame.bar else { continue }
          barBottom = placement.convertFromScreen(bar).maxY
          target = recordedLine
        case .tracker:
          guard let tracker else { continue }
          let state = tracker.state(at: frame.time)
          let coverage =
            state.mode.followsFrame ? Self.coverage(of: state.frame, in: placement) : 0
          barBottom = bottom - coverage
        case .notifications:
          barBottom = bottom - posted.value(at: frame.time)
        case .notificationsEaseInOut:
          barBottom = bottom - easeInOut.value(at: frame.time)
        }
        results[position].add(
          gap: max(0, target - barBottom), overlap: max(0, barBottom - target), index: index,
          time: frame.time, tolerance: tolerance)
      }
    }
    for position in results.indices {
      switch results[position].strategy {
      case .recorded where barMissing > 0:
        results[position].note = "no bar recorded in \(barMissing) frames"
      case .tracker:
        results[position].note = trackerNote
      default:
        break
      }
    }
    self.results = results
    self.rejectedNotifications = rejected
  }

  /// The guard `KeyboardDock` checks its inputs with on the trace's iOS version.
  ///
  /// Its frame source is the one of the trace's first KVO frame, else the one the adapter
  /// starts with on that version. A version the guard cannot parse gets the oldest rules
  /// (`SystemVersion(0)`), as an app's would.
  static func observationGuard(for trace: KeyboardTrace) -> KeyboardObservationGuard {
    let version = (try? SystemVersion(trace.environment.systemVersion)) ?? SystemVersion(0)
    let recorded = trace.events.lazy.compactMap { event -> KeyboardFrameSource? in
      if case .hostFrame(_, _, let source) = event { return source }
      return nil
    }.first
    let source =
      recorded
      ?? KeyboardFrameSource.initial(
        preferred: .accessorySuperview, isLayoutGuideReliable: version >= SystemVersion(15, 4),
        isAccessoryHostObservable: version < SystemVersion(26))
    return KeyboardObservationGuard(
      system: version, source: source, screenBounds: trace.geometry.screen)
  }

  /// How much of the view a keyboard frame covers from its bottom edge, in points; 0 when they
  /// do not overlap (the docking rule without the safe-area floor, which the caller applies).
  static func coverage(of keyboard: CGRect, in placement: ViewPlacement) -> CGFloat {
    guard let covered = placement.coveredRect(byKeyboard: keyboard) else { return 0 }
    return placement.bounds.maxY - covered.minY
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.results == rhs.results && lhs.rejectedNotifications == rhs.rejectedNotifications
      && lhs.tolerance == rhs.tolerance && lhs.counts == rhs.counts
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(results)
    hasher.combine(rejectedNotifications)
  }
}

/// A bar's coverage animated as a `UIView.animate` block animates a constraint's constant:
/// each retarget starts from where the last animation is at that instant.
struct CoverageMotion: Sendable, Hashable {
  private var from: CGFloat = 0
  private var to: CGFloat = 0
  private var animation = KeyboardAnimation(
    from: .zero, to: .zero, start: 0, duration: 0, curve: .linear)

  /// The coverage at `time`, in points.
  func value(at time: TimeInterval) -> CGFloat {
    animation.value(from: from, to: to, at: time)
  }

  /// Starts a new animation to `target` from the value at `time`.
  mutating func retarget(
    to target: CGFloat, at time: TimeInterval, duration: TimeInterval, curve: TimingCurve
  ) {
    from = value(at: time)
    to = target
    animation = KeyboardAnimation(
      from: .zero, to: .zero, start: time, duration: duration, curve: curve)
  }
}
