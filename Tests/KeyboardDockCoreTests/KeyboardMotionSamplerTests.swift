import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

@Suite("KeyboardMotionSampler: start, move, interactive and end on each display frame")
struct KeyboardMotionSamplerTests {
  /// The full-screen view of the 375×812 iPhone, 34 pt home indicator.
  let view = ViewPlacement.fullScreen(
    CGSize(width: 375, height: 812), safeAreaInsets: LayoutInsets(top: 44, bottom: 34))

  /// Samples every 1/60 s from `start` (inclusive) to `end` (exclusive).
  func samples(
    _ sampler: inout KeyboardMotionSampler, _ tracker: KeyboardTracker, from start: Double,
    to end: Double
  ) -> [KeyboardMotion] {
    var motions: [KeyboardMotion] = []
    var frame = 0
    while start + Double(frame) / 60 < end {
      if let motion = sampler.sample(tracker, in: view, at: start + Double(frame) / 60) {
        motions.append(motion)
      }
      frame += 1
    }
    return motions
  }

  @Test("a show is one start, moves along the spring, one end; then nothing")
  func show() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    var sampler = KeyboardMotionSampler()
    #expect(sampler.sample(tracker, in: view, at: 0.5) == nil, "resting: no frame")
    Phone.show(tracker, at: 1)
    let end = Phone.springEnd(1)
    let motions = samples(&sampler, tracker, from: 1, to: end + 0.1)
    // One motion per frame until the keyboard reaches its end frame (the spring's last frames
    // round to it), then none.
    let frames = Int(((end + 0.1 - 1) * 60).rounded(.up))
    #expect(motions.count >= 20)
    #expect(motions.count <= frames)
    let first = try #require(motions.first)
    #expect(first.phase == .start)
    #expect(first.height == 34)
    #expect(first.progress == 0)
    #expect(first.target == 336)
    #expect(first.duration == end - 1)
    let last = try #require(motions.last)
    #expect(last.phase == .end)
    #expect(last.height == 336)
    #expect(last.progress == 1)
    let moves = motions.dropFirst().dropLast()
    #expect(moves.count == motions.count - 2)
    #expect(moves.allSatisfy { $0.phase == .move && $0.target == 336 })
    // Heights follow the tracker, frame by frame, and rise monotonically with progress.
    for motion in moves {
      let frame = tracker.frame(at: motion.time)
      #expect(motion.height == 812 - frame.minY)
      // Below the 34 pt safe area the keyboard covers less than a closed one: progress 0.
      let expected = max(0, Double((motion.height - 34) / (336 - 34)))
      #expect(abs(motion.progress - expected) < 1e-9)
    }
    #expect(zip(moves, moves.dropFirst()).allSatisfy { $0.height <= $1.height })
    #expect(sampler.sample(tracker, in: view, at: end + 1) == nil)
    #expect(!sampler.isMoving)
  }

  @Test("a drag reports interactive frames only when the keyboard moved, then the snap back")
  func dragAndSnapBack() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    var sampler = KeyboardMotionSampler()
    #expect(sampler.sample(tracker, in: view, at: 2) == nil)
    tracker.observeHostFrame(Phone.shown.offsetBy(dx: 0, dy: 40), at: 2.01)
    let firstValue = sampler.sample(tracker, in: view, at: 2.02)
    let first = try #require(firstValue)
    #expect(first.phase == .interactive)
    #expect(first.height == 296)
    #expect(first.duration == 0)
    #expect(first.target == 336, "where the keyboard returns if let go")
    #expect(abs(first.progress - Double((296.0 - 34) / (336 - 34))) < 1e-9)
    #expect(sampler.sample(tracker, in: view, at: 2.03) == nil, "the finger did not move")
    tracker.observeHostFrame(Phone.shown.offsetBy(dx: 0, dy: 80), at: 2.04)
    #expect(sampler.sample(tracker, in: view, at: 2.05)?.height == 256)
    tracker.observeHostFrame(Phone.shown, at: 2.06)
    let back = samples(&sampler, tracker, from: 2.06, to: Phone.springEnd(2.06) + 0.05)
    #expect(back.count >= 3)
    #expect(back.first?.phase == .start)
    #expect(back.first?.height == 256)
    #expect(back.last?.phase == .end)
    #expect(back.last?.height == 336)
    #expect(back.dropFirst().dropLast().allSatisfy { $0.phase == .move })
  }

  @Test("a change without animation is one end frame")
  func jump() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    var sampler = KeyboardMotionSampler()
    #expect(sampler.sample(tracker, in: view, at: 2) == nil)
    tracker.receive(Phone.event(.willChangeFrame, Phone.shown, Phone.short, at: 2.1, duration: 0))
    tracker.observeHostFrame(Phone.short, at: 2.1)
    let motionValue = sampler.sample(tracker, in: view, at: 2.11)
    let motion = try #require(motionValue)
    #expect(motion.phase == .end)
    #expect(motion.height == 291)
    #expect(motion.duration == 0)
    #expect(sampler.sample(tracker, in: view, at: 2.12) == nil)
  }

  /// An interrupted animation's remainder can bring a hidden keyboard back over the view.
  ///
  /// UIKit's animations are additive (WWDC 2014 session 236): a show retargeted to a lower
  /// keyboard, then hidden without animation, leaves both springs running. The first pushes the
  /// keyboard below the screen, then the second, which started later, brings its top back above
  /// the bottom edge. A view with no bottom safe area (iPhone SE) is covered by 0 pt, then by a
  /// few points, while the tracker animates: the sampler must not call the move over at 0 pt.
  @Test("an additive remainder that brings the hidden keyboard back keeps the sampler moving")
  func additiveRemainderKeepsMoving() throws {
    let flush = ViewPlacement.fullScreen(
      CGSize(width: 375, height: 812), safeAreaInsets: LayoutInsets(top: 20, bottom: 0))
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    let lower = CGRect(x: 0, y: 576, width: 375, height: 236)
    let hidden = CGRect(x: 0, y: 812, width: 375, height: 236)
    Phone.show(tracker, at: 0)
    tracker.receive(Phone.event(.willChangeFrame, Phone.shown, lower, at: 0.1))
    for kind in [KeyboardEvent.Kind.willChangeFrame, .willHide] {
      tracker.receive(Phone.event(kind, lower, hidden, at: 0.12, duration: 0))
    }
    let times = (0..<90).map { Double($0) / 60 }
    let after = times.filter { $0 > 0.12 }
    #expect(after.count == 82)
    let covered = after.map { tracker.state(at: $0).coveredHeight(of: flush) }
    #expect(covered.first == 0, "the keyboard is below the screen at first")
    #expect(covered.max() ?? 0 > 1, "then its top comes back above the bottom edge")
    // The dock's display link samples each frame and stops once the sampler rests.
    var sampler = KeyboardMotionSampler()
    var stop: Double?
    for time in times {
      _ = sampler.sample(tracker, in: flush, at: time)
      if time > 0.12, !sampler.isMoving {
        stop = time
        break
      }
    }
    let stopped = try #require(stop)
    let shown = try #require(sampler.lastHeight)
    // Nothing moves the bar after the link stops: the keyboard must stay where it was shown.
    // (It stopped at the first 0 pt frame, and the keys came back up by 5.3 pt.)
    let later = after.filter { $0 > stopped }
    #expect(later.count >= 1)
    let missed = later.map { abs(tracker.state(at: $0).coveredHeight(of: flush) - shown) }
    #expect(missed.max() == 0)
  }

  @Test("a hide runs progress from 1 down to 0")
  func hide() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    var sampler = KeyboardMotionSampler()
    _ = sampler.sample(tracker, in: view, at: 2)
    tracker.receive(Phone.event(.willChangeFrame, Phone.shown, Phone.hidden, at: 2.5))
    tracker.receive(Phone.event(.willHide, Phone.shown, Phone.hidden, at: 2.5))
    tracker.observeHostFrame(Phone.hidden, at: 2.5)
    let motions = samples(&sampler, tracker, from: 2.5, to: Phone.springEnd(2.5) + 0.05)
    #expect(motions.count > 10)
    #expect(motions.first?.phase == .start)
    #expect(motions.first?.progress == 1)
    #expect(motions.first?.target == 34)
    #expect(motions.last?.phase == .end)
    #expect(motions.last?.progress == 0)
    #expect(zip(motions, motions.dropFirst()).allSatisfy { $0.progress >= $1.progress })
  }
}
