import Foundation
import KeyboardDockCore

/// The per-frame keyboard handler's workload: what `KeyboardDock.onKeyboardMotion` costs on
/// each display frame while the keyboard moves.
extension BenchmarkWorkload {
  /// `keyboard-handler-frame`.
  public static let keyboardHandlerWorkloads: [BenchmarkWorkload] = [keyboardHandlerFrame()]

  /// One display frame of ``KeyboardDockCore/KeyboardMotionSampler`` over a tracker that shows,
  /// is dragged down and back, and hides the keyboard, cycle after cycle at 120 Hz; seconds and
  /// heap allocations per sampled frame (the tracker's inputs are not counted: they are the
  /// keyboard's, not the handler's).
  static func keyboardHandlerFrame(cycles: Int = 200) -> BenchmarkWorkload {
    BenchmarkWorkload(
      name: "keyboard-handler-frame",
      summary: "KeyboardMotionSampler.sample on each 120 Hz frame: show, drag, snap back, hide",
      unit: .perFrame, repetitions: 5,
      allocationsPerStep: { counter in
        var run = try KeyboardHandlerRun()
        // Warm-up: the tracker's record buffer reaches its limit, the sampler its states.
        for _ in 0..<20 { try run.cycle { _ in } }
        var allocations: UInt64 = 0
        var frames = 0
        for _ in 0..<cycles {
          try run.cycle { sample in
            let before = counter()
            sample()
            allocations += counter() - before
            frames += 1
          }
        }
        return Double(allocations) / Double(frames)
      },
      measure: {
        var run = try KeyboardHandlerRun()
        var elapsed = 0.0
        var frames = 0
        let clock = ContinuousClock()
        for _ in 0..<cycles {
          try run.cycle { sample in
            let start = clock.now
            sample()
            let duration = start.duration(to: clock.now).components
            elapsed += Double(duration.seconds) + Double(duration.attoseconds) * 1e-18
            frames += 1
          }
        }
        try run.checkCounts()
        return elapsed / Double(frames)
      })
  }
}

/// A tracker on the 375×812 iPhone driven through show, drag, snap back and hide, with a
/// sampler read on every 120 Hz frame.
struct KeyboardHandlerRun {
  let tracker: KeyboardTracker
  let view = ViewPlacement.fullScreen(
    CGSize(width: 375, height: 812), safeAreaInsets: LayoutInsets(top: 44, bottom: 34))
  var sampler = KeyboardMotionSampler()
  var time: TimeInterval = 0
  /// How many frames reported each phase, to check the run did what it says.
  var counts: [KeyboardMotionPhase: Int] = [:]
  /// The last motion sampled.
  var last: KeyboardMotion?

  static let shown = CGRect(x: 0, y: 476, width: 375, height: 336)
  static let hidden = CGRect(x: 0, y: 812, width: 375, height: 336)

  init() throws {
    tracker = try KeyboardTracker(screenBounds: CGRect(x: 0, y: 0, width: 375, height: 812))
    tracker.recordLimit = 256
  }

  /// Frames of 1/120 s until a curve-7 animation has ended, and one more.
  static let animationFrames =
    Int((TimingCurve.keyboardSpring.totalDuration(nominal: 0.25) * 120).rounded(.up)) + 1

  /// One show, a 20-frame drag down by 100 pt, the snap back, and a hide, each animation
  /// sampled to its end; `measure` wraps every sample call (the only part measured).
  mutating func cycle(_ measure: (_ sample: () -> Void) throws -> Void) throws {
    let frame = 1.0 / 120
    func event(_ kind: KeyboardEvent.Kind, _ begin: CGRect, _ end: CGRect) -> KeyboardEvent {
      KeyboardEvent(
        kind: kind, beginFrame: begin, endFrame: end, duration: 0.25, curve: .keyboard,
        isLocal: true, time: time)
    }
    tracker.receive(event(.willShow, Self.hidden, Self.shown))
    tracker.observeHostFrame(Self.shown, at: time)
    try frames(Self.animationFrames, step: frame, measure)
    tracker.receive(event(.didShow, Self.hidden, Self.shown))
    for move in 1...20 {
      tracker.observeHostFrame(Self.shown.offsetBy(dx: 0, dy: CGFloat(move) * 5), at: time)
      try frames(1, step: frame, measure)
    }
    tracker.observeHostFrame(Self.shown, at: time)
    try frames(Self.animationFrames, step: frame, measure)
    tracker.receive(event(.willHide, Self.shown, Self.hidden))
    tracker.observeHostFrame(Self.hidden, at: time)
    try frames(Self.animationFrames, step: frame, measure)
    tracker.receive(event(.didHide, Self.shown, Self.hidden))
    tracker.settle(at: time)
  }

  /// Samples `count` frames `step` apart, each call wrapped by `measure`.
  private mutating func frames(
    _ count: Int, step: TimeInterval, _ measure: (_ sample: () -> Void) throws -> Void
  ) throws {
    for _ in 0..<count {
      var motion: KeyboardMotion?
      let at = time
      try measure { motion = sampler.sample(tracker, in: view, at: at) }
      if let motion {
        counts[motion.phase, default: 0] += 1
        last = motion
      }
      time += step
    }
  }

  /// Throws unless every phase was reported and the keyboard ended hidden: a run that sampled
  /// nothing would time nothing.
  func checkCounts() throws {
    for phase in KeyboardMotionPhase.allCases where (counts[phase] ?? 0) == 0 {
      throw WrongBenchmarkResult(quantity: "\(phase) frames", value: 0, expected: 1)
    }
    try check("last covered height", Double(last?.height ?? -1), equals: 34)
  }
}
