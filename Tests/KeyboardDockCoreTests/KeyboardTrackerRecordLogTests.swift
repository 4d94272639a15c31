import Foundation
import Testing

@testable import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The tracker's records kept in a ring under a limit: the same records, in the same order, as
/// an array that drops its oldest, whatever the sequence of inputs and limit changes.
@Suite("Keyboard tracker: record ring")
struct KeyboardTrackerRecordLogTests {
  /// A drag move's record, at `step`.
  static func record(_ step: Int) -> KeyboardTracker.Record {
    KeyboardTracker.Record(
      input: .hostFrame(CGRect(x: 0, y: step, width: 390, height: 336)), time: Double(step),
      outcome: .accepted, reason: "step \(step)",
      state: KeyboardState(
        frame: .zero, phase: .interactivelyDragged, mode: .docked, time: Double(step)))
  }

  @Test(
    "appends and limit changes keep exactly the latest records, oldest first",
    arguments: [1, 2, 3, 7, 100])
  func ringMatchesAnArrayThatDropsItsOldest(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var log = KeyboardTracker.RecordLog()
    // The model: an array that drops its oldest beyond the limit, as the tracker once did.
    var reference: [KeyboardTracker.Record] = []
    var limit: Int?
    var appended = 0
    func dropOldest() {
      if let limit, reference.count > max(0, limit) {
        reference.removeFirst(reference.count - max(0, limit))
      }
    }
    for step in 0..<2_000 {
      if Int.random(in: 0..<50, using: &generator) == 0 {
        limit = Bool.random(using: &generator) ? nil : Int.random(in: -1...40, using: &generator)
        log.trim(to: limit)
      } else {
        log.append(Self.record(step), limit: limit)
        reference.append(Self.record(step))
        appended += 1
      }
      dropOldest()
      #expect(log.records == reference, "step \(step), limit \(String(describing: limit))")
    }
    #expect(appended > 1_900)
  }

  @Test("a drag move's reason reads as before: the host frame in UIKit's notation")
  func dragMoveReasonIsWrittenOutWhenRead() throws {
    let tracker = try KeyboardTracker(screenBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    tracker.observeHostFrame(CGRect(x: 0, y: 600, width: 390, height: 244), at: 1)
    tracker.observeHostFrame(CGRect(x: 0, y: 610.5, width: 390, height: 233.5), at: 1.1)
    #expect(tracker.records.count == 2)
    #expect(
      tracker.records.last?.reason
        == "host frame accepted: drag moves to {{0, 610.5}, {390, 233.5}}")
  }
}

/// SplitMix64, so each argument is a reproducible sequence.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
