import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import PropertyBased
import Testing

/// One random input: a notification of any kind (or none), a host frame, new screen bounds or a
/// settle, with a frame that is often weird and a time that may go backwards.
struct TrackerStep: Sendable, CustomStringConvertible {
  var action: Int
  var frameKind: Int
  var numbers: (Double, Double, Double, Double)
  var duration: Double
  var delay: Double
  var flags: Int

  var description: String {
    "step(action: \(action), frame: \(frameKind), \(numbers), duration: \(duration), "
      + "delay: \(delay), flags: \(flags))"
  }

  /// The frame this step carries, relative to the tracker's current screen.
  func frame(on screen: CGRect) -> CGRect {
    let (a, b, c, d) = numbers
    switch frameKind {
    case 0: return .zero
    case 1: return CGRect(x: screen.minX, y: screen.maxY - 300, width: screen.width, height: 300)
    case 2: return CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 300)
    case 3: return CGRect(x: a, y: b, width: -abs(c), height: d)  // negative width
    case 4: return CGRect(x: a * 1e4, y: b, width: c, height: d)  // beyond a million points
    case 5: return CGRect(x: screen.minX, y: b, width: screen.width, height: abs(d))
    default: return CGRect(x: a, y: b, width: abs(c), height: abs(d))
    }
  }

  static let generator = zip(
    Gen.int(in: 0...11), Gen.int(in: 0...8),
    zip(
      Gen.double(in: -400...1600), Gen.double(in: -400...1600), Gen.double(in: 0...1600),
      Gen.double(in: 0...1600)),
    Gen.double(in: -0.5...2), Gen.double(in: -0.2...0.8), Gen.int(in: 0...5)
  ).map { action, frameKind, numbers, duration, delay, flags in
    // A tenth of the steps come at the same instant as the one before (bursts, a host frame
    // with its notification); another tenth go back in time (refused when that is before the
    // last accepted input).
    TrackerStep(
      action: action, frameKind: frameKind, numbers: numbers, duration: duration,
      delay: delay < -0.1 ? delay : max(0, delay), flags: flags)
  }
}

@Suite("Keyboard tracker: random input")
struct KeyboardTrackerPropertyTests {
  static let kinds: [KeyboardEvent.Kind?] = [
    .willShow, .didShow, .willHide, .didHide, .willChangeFrame, .didChangeFrame, nil,
  ]

  /// Feeds one step; returns the time it used.
  static func feed(_ step: TrackerStep, to tracker: KeyboardTracker, at time: Double) {
    let frame = step.frame(on: tracker.screenBounds)
    switch step.action {
    case 0...6:
      let begin =
        step.flags == 0 ? nil : step.frame(on: tracker.screenBounds).offsetBy(dx: 0, dy: 50)
      let curve = KeyboardAnimationCurve(rawValue: [0, 1, 2, 3, 7, 9][step.flags])
      let isLocal: Bool? = [true, false, nil][step.flags % 3]
      tracker.receive(
        KeyboardEvent(
          kind: kinds[step.action], beginFrame: begin, endFrame: frame, duration: step.duration,
          curve: curve, isLocal: isLocal, time: time))
    case 7...9:
      tracker.observeHostFrame(frame, at: time)
    case 10:
      let (a, b, c, d) = step.numbers
      tracker.updateScreenBounds(CGRect(x: a / 10, y: b / 10, width: c, height: d), at: time)
    default:
      tracker.settle(at: time)
    }
  }

  static func isFinite(_ rect: CGRect) -> Bool {
    [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
  }

  @Test("random input never crashes, never gives a non-finite frame, and completes show and hide")
  func randomSequences() async {
    await propertyCheck(count: 10_000, input: TrackerStep.generator.array(of: 0...30)) { steps in
      let tracker = try KeyboardTracker(screenBounds: CGRect(x: 0, y: 0, width: 375, height: 812))
      var time = 0.0
      var latest = 0.0
      for step in steps {
        time += step.delay
        latest = max(latest, time)
        let recordsBefore = tracker.records.count
        let probe = latest + 3
        let before = tracker.state(at: probe)
        Self.feed(step, to: tracker, at: time)
        let added = tracker.records[recordsBefore...]
        #expect(!added.isEmpty || step.action == 11, "\(step) left no record")
        if added.last?.outcome == .refused {
          #expect(tracker.state(at: probe) == before, "a refused \(step) changed the state")
        }
        for record in added {
          #expect(Self.isFinite(record.state.frame), "\(record)")
          #expect(record.reason.contains("\(record.outcome): "), "\(record)")
        }
        for offset in [0.0, 0.05, 0.3, 1] {
          let state = tracker.state(at: time + offset)
          #expect(Self.isFinite(state.frame), "\(state) after \(step)")
          let covered = tracker.coveredHeight(of: .fullScreen(tracker.screenBounds.size), at: time)
          #expect(covered.isFinite && covered >= 0)
        }
        let resting = tracker.state(at: latest + 10)
        if resting.mode == .docked && resting.phase != .interactivelyDragged {
          #expect(resting.frame.height > 0, "docked with height 0 after \(step)")
        }
      }

      // A completed show, then a completed hide, each with its did at the animation's end.
      let screen = tracker.screenBounds
      let docked = CGRect(
        x: screen.minX, y: screen.maxY - min(300, screen.height / 2), width: screen.width,
        height: min(300, screen.height / 2))
      let hidden = CGRect(
        x: screen.minX, y: screen.maxY, width: screen.width, height: docked.height)
      let showTime = latest + 5
      for kind in [KeyboardEvent.Kind.willShow, .didShow] {
        let at = kind == .willShow ? showTime : Phone.springEnd(showTime)
        tracker.receive(Phone.event(kind, nil, docked, at: at))
      }
      #expect(tracker.state(at: showTime + 10).phase == .visible, "\(tracker.records.suffix(4))")
      let hideTime = showTime + 20
      for kind in [KeyboardEvent.Kind.willHide, .didHide] {
        let at = kind == .willHide ? hideTime : Phone.springEnd(hideTime)
        tracker.receive(Phone.event(kind, docked, hidden, at: at))
      }
      #expect(tracker.state(at: hideTime + 10).phase == .hidden, "\(tracker.records.suffix(4))")
    }
  }
}
