import Foundation
import KeyboardDockComposer
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The per-frame keyboard path every app using `KeyboardDock` runs on its main thread, timed
/// per frame and counted in heap allocations per frame, against the 120 Hz frame budget.
///
/// - `tracker-frame-kvo`: one host-frame value during an interactive drag, through the path
///   `KeyboardDock` runs for a KVO value: ``KeyboardObservationGuard/hostFrame(_:at:)``,
///   ``PseudoAccessoryInset/keyboardFrame(excludingAccessoryFrom:)``,
///   ``KeyboardTracker/observeHostFrame(_:at:)`` and
///   ``KeyboardDockPolicy/update(tracker:in:at:after:)`` to a ``KeyboardDockUpdate``.
/// - `tracker-frame-display-link`: the keyboard's state and covered height at a display frame
///   during an animated show (``KeyboardTracker/state(at:)``), on a tracker fed through the
///   iOS 17 guard and one fed through the iOS 26.0 guard, the frames of both shows timed.
///
/// The per-frame handler of the chat transcript / forms work gets its row here, beside these.
extension BenchmarkWorkload {
  /// `tracker-frame-kvo` and `tracker-frame-display-link`.
  public static let trackerFrameWorkloads: [BenchmarkWorkload] = [
    BenchmarkWorkload(
      name: "tracker-frame-kvo",
      summary: "one KVO host frame of a drag: guard, accessory inset, tracker, policy, update",
      unit: .perFrame, repetitions: 5,
      allocationsPerStep: { counter in
        var drag = try TrackerDrag()
        _ = try drag.run(frames: TrackerDrag.frames)
        let before = counter()
        _ = try drag.run(frames: TrackerDrag.frames)
        return Double(counter() - before) / Double(TrackerDrag.frames)
      },
      targetSeconds: TrackerDrag.targetSecondsPerFrame,
      measure: {
        var drag = try TrackerDrag()
        _ = try drag.run(frames: TrackerDrag.frames)
        return try seconds { _ = try drag.run(frames: TrackerDrag.frames) }
          / Double(TrackerDrag.frames)
      }),
    BenchmarkWorkload(
      name: "tracker-frame-display-link",
      summary: "state at a display frame of an animated show, iOS 17 and iOS 26.0 guards",
      unit: .perFrame, repetitions: 5,
      allocationsPerStep: { counter in
        let show = try TrackerShow()
        _ = try show.run(rounds: 10)
        let before = counter()
        _ = try show.run(rounds: TrackerShow.rounds)
        return Double(counter() - before) / Double(TrackerShow.rounds * show.framesPerRound)
      },
      targetSeconds: TrackerDrag.targetSecondsPerFrame,
      measure: {
        let show = try TrackerShow()
        _ = try show.run(rounds: 10)
        return try seconds { _ = try show.run(rounds: TrackerShow.rounds) }
          / Double(TrackerShow.rounds * show.framesPerRound)
      }),
  ]
}

/// What the per-frame rows share: the screen, the view, the keyboard and the time budget.
enum TrackerFixture {
  /// A 390 × 844 pt iPhone screen.
  static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// The app's full-screen view with the home indicator's 34 pt bottom safe area.
  static let view = ViewPlacement.fullScreen(
    CGSize(width: 390, height: 844), safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
  /// The docked keyboard, 336 pt tall, at rest.
  static let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
  /// The keyboard hidden below the screen.
  static let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)

  /// A show notification of curve 7 and 0.25 s at `time`.
  static func show(_ kind: KeyboardEvent.Kind, at time: TimeInterval) -> KeyboardEvent {
    KeyboardEvent(
      kind: kind, beginFrame: hidden, endFrame: keyboard, duration: 0.25, curve: .keyboard,
      time: time)
  }

  /// Feeds a show's four notifications through `observations` to `tracker`, as
  /// `KeyboardDock` does; throws when the guard or the tracker refuses one.
  static func show(
    into tracker: KeyboardTracker, through observations: inout KeyboardObservationGuard,
    at time: TimeInterval, didAt didTime: TimeInterval
  ) throws {
    let kinds: [(KeyboardEvent.Kind, TimeInterval)] = [
      (.willChangeFrame, time), (.willShow, time), (.didChangeFrame, didTime),
      (.didShow, didTime),
    ]
    for (kind, at) in kinds {
      guard let checked = observations.notification(show(kind, at: at), in: view).value,
        tracker.receive(checked) != .refused
      else {
        throw BenchmarkWorkload.LayoutWorkloadError(
          description: "the \(kind) notification was refused")
      }
    }
  }
}

/// An interactive drag of a docked keyboard, fed one KVO value per 120 Hz frame.
struct TrackerDrag {
  /// Frames per timed run.
  static let frames = 20_000
  /// 2 µs per frame: a 4,000th of the 8.33 ms a 120 Hz frame has.
  static let targetSecondsPerFrame = 2e-6
  /// Whole points the finger moves the keyboard down, then back up.
  static let span = 300

  let tracker: KeyboardTracker
  var observations: KeyboardObservationGuard
  let accessory = PseudoAccessoryInset(isInstalled: true)
  var policy = KeyboardDockPolicy()
  var time: TimeInterval = 1
  var step = 0

  /// A tracker with the keyboard shown and at rest, iOS 17's rules, the accessory as source.
  init() throws {
    tracker = try KeyboardTracker(screenBounds: TrackerFixture.screen)
    // What an app that tracks for hours sets (see ``KeyboardTracker/recordLimit``).
    tracker.recordLimit = 1_000
    observations = KeyboardObservationGuard(
      system: SystemVersion(17), source: .accessorySuperview, screenBounds: TrackerFixture.screen)
    try TrackerFixture.show(into: tracker, through: &observations, at: 0, didAt: 0.5)
  }

  /// Drags through `frames` more frames (down `span` points and back, 1 pt a frame, never at
  /// the resting frame) and returns the last update's covered height; throws when a frame is
  /// refused or the update does not put the bar on the dragged keyboard.
  mutating func run(frames: Int) throws -> CGFloat {
    var covered: CGFloat = 0
    for _ in 0..<frames {
      step += 1
      time += 1.0 / 120
      let phase = step % (2 * Self.span)
      let offset = CGFloat(1 + (phase < Self.span ? phase : 2 * Self.span - phase))
      let frame = TrackerFixture.keyboard.offsetBy(dx: 0, dy: offset)
      guard let checked = observations.hostFrame(frame, at: time).value else {
        throw BenchmarkWorkload.LayoutWorkloadError(
          description: "the guard refused the drag frame \(frame)")
      }
      let keys = accessory.keyboardFrame(excludingAccessoryFrom: checked)
      guard tracker.observeHostFrame(keys, at: time) == .accepted,
        let update = policy.update(
          tracker: tracker, in: TrackerFixture.view, at: time, after: .hostFrame)
      else {
        throw BenchmarkWorkload.LayoutWorkloadError(
          description: "the drag frame \(frame) published no update")
      }
      covered = update.coveredHeight
      // Closed form: the view's bottom (844) less the dragged keyboard's top.
      guard abs(covered - (844 - keys.minY)) < 1e-9 else {
        throw BenchmarkWorkload.LayoutWorkloadError(
          description: "drag frame \(frame): covered height \(covered), expected \(844 - keys.minY)"
        )
      }
    }
    return covered
  }
}

/// Two trackers, each shown by a curve-7 notification through a guard (iOS 17 with the accessory
/// as source, iOS 26.0 with the layout guide), queried at each 120 Hz frame of the show.
struct TrackerShow {
  /// Rounds of both shows per timed run.
  static let rounds = 1_000
  let trackers: [KeyboardTracker]
  /// Display frames of one show: the 0.25 s announced, and the spring's settling after it.
  let times: [TimeInterval] = (0..<60).map { Double($0) / 120 }
  var framesPerRound: Int { trackers.count * times.count }

  init() throws {
    var made: [KeyboardTracker] = []
    for (system, source) in [
      (SystemVersion(17), KeyboardFrameSource.accessorySuperview),
      (SystemVersion(26, 0), .keyboardLayoutGuide),
    ] {
      let tracker = try KeyboardTracker(screenBounds: TrackerFixture.screen)
      var observations = KeyboardObservationGuard(
        system: system, source: source, screenBounds: TrackerFixture.screen)
      // The "did"s come after the last display frame queried, as on device for a spring.
      try TrackerFixture.show(into: tracker, through: &observations, at: 0, didAt: 1)
      made.append(tracker)
    }
    trackers = made
  }

  /// Queries every display frame of both shows `rounds` times; returns the sum of covered
  /// heights; throws when a keyboard does not rise monotonically from below the screen to rest
  /// 336 pt tall over the view's bottom.
  func run(rounds: Int) throws -> CGFloat {
    var total: CGFloat = 0
    for _ in 0..<rounds {
      for tracker in trackers {
        var top = TrackerFixture.hidden.minY
        var covered: CGFloat = 0
        for time in times {
          let state = tracker.state(at: time)
          covered = state.coveredHeight(of: TrackerFixture.view)
          guard state.frame.minY <= top + 1e-9 else {
            throw BenchmarkWorkload.LayoutWorkloadError(
              description: "the keyboard fell from \(top) to \(state.frame.minY) at \(time) s")
          }
          top = state.frame.minY
          total += covered
        }
        guard abs(covered - 336) < 0.5 else {
          throw BenchmarkWorkload.LayoutWorkloadError(
            description: "the show ends with \(covered) pt covered, expected 336")
        }
      }
    }
    return total
  }
}
