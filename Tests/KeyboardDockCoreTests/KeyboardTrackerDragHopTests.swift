import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

/// A notification at the instant of a drag's last host frame, in either order.
///
/// KVO reports the accessory host's jump to a change's model frame at the instant the change is
/// committed, before or after its notification. When focus hops to another field while a finger
/// drags the keyboard (no pan reported to the tracker), the jump comes in the middle of a drag
/// that has already had several moves: to the resting frame it looks like the jump back that
/// releases the drag, to another frame like one more move. The notification of the same instant
/// says it was the change's model-frame jump, so both orders place the keyboard the same.
@Suite("Keyboard tracker: a notification at the instant of a drag's last host frame")
struct KeyboardTrackerDragHopTests {
  /// A hop's end frame, and whether its notification carries a begin frame.
  struct Hop: Sendable, CustomTestStringConvertible {
    var end: CGRect
    var hasBeginFrame: Bool
    var testDescription: String {
      (end == Phone.shown ? "to the resting frame" : "to a shorter keyboard")
        + (hasBeginFrame ? "" : ", no begin frame")
    }
  }

  static let hops = [
    Hop(end: Phone.shown, hasBeginFrame: true), Hop(end: Phone.short, hasBeginFrame: true),
    Hop(end: Phone.shown, hasBeginFrame: false), Hop(end: Phone.short, hasBeginFrame: false),
  ]

  /// The hop's instant, in seconds.
  static let hopTime = 1.05
  /// The finger's drag before the hop: the keyboard's top at each host frame, the last one at
  /// the hop's instant (the finger moved on that display frame too).
  static let drag: [(time: TimeInterval, top: CGFloat)] = [
    (1.0, 500), (1.0 + 1.0 / 60, 510), (1.0 + 2.0 / 60, 520), (hopTime, 530),
  ]

  @Test(arguments: hops)
  func theHostFramesJumpFirstPlacesTheKeyboardAsTheNotificationFirst(hop: Hop) throws {
    let hostFrameFirst = try Self.tracker(hop, hostFrameFirst: true)
    let notificationFirst = try Self.tracker(hop, hostFrameFirst: false)
    let times = (0...60).map { Self.hopTime + Double($0) / 120 }
    #expect(times.count == 61)
    for time in times {
      #expect(hostFrameFirst.state(at: time) == notificationFirst.state(at: time), "at \(time) s")
    }
    // The keyboard animates from where the finger had it to the hop's end, on the spring.
    let start = hostFrameFirst.state(at: Self.hopTime)
    #expect(start.phase == .visible)
    #expect(start.frame.minY == 530)
    let part = hostFrameFirst.state(at: Self.hopTime + 0.1).frame.minY
    #expect(part < 530 && part > hop.end.minY)
    #expect(hostFrameFirst.state(at: 2).frame == hop.end)
    let hopRecord = try #require(
      hostFrameFirst.records.first { $0.time == Self.hopTime && $0.input.isNotification })
    #expect(hopRecord.reason.contains("the host frame at this instant was its model-frame jump"))
    #expect(hopRecord.reason.contains("ends the interactive drag"))
  }

  /// The drag's moves are not undone: only its last host frame, at the notification's instant.
  @Test func aHostFrameBeforeTheNotificationsInstantStaysTheDrags() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    for (time, top) in Self.drag { tracker.observeHostFrame(Self.frame(top: top), at: time) }
    tracker.receive(
      Phone.event(.willChangeFrame, nil, Phone.short, at: Self.hopTime + 1.0 / 60))
    // From the last dragged frame, not from the one before it.
    #expect(tracker.state(at: Self.hopTime + 1.0 / 60).frame.minY == 530)
    #expect(
      tracker.records.last?.reason.contains("model-frame jump") == false,
      "a host frame of an earlier instant was the drag's")
  }

  /// A finger move reported after the host frame, at the same instant, keeps it a drag's: the
  /// finger placed the keyboard since.
  @Test func aFingerMoveAfterTheHostFrameKeepsItTheDrags() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    // The pan began without a location: host frames carry the drag.
    tracker.observeDragGesture(isActive: true, at: 1)
    #expect(tracker.observeHostFrame(Self.frame(top: 500), at: 1) == .accepted)
    #expect(tracker.observeHostFrame(Self.frame(top: 530), at: Self.hopTime) == .accepted)
    tracker.observeDragGesture(isActive: true, fingerY: 540, at: Self.hopTime)
    #expect(tracker.state(at: Self.hopTime).frame.minY == 540)
    tracker.receive(Phone.event(.willChangeFrame, nil, Phone.short, at: Self.hopTime))
    #expect(tracker.state(at: Self.hopTime).frame.minY == 540)
    #expect(tracker.records.last?.reason.contains("model-frame jump") == false)
  }

  private static func frame(top: CGFloat) -> CGRect {
    var frame = Phone.shown
    frame.origin.y = top
    return frame
  }

  private static func tracker(_ hop: Hop, hostFrameFirst: Bool) throws -> KeyboardTracker {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    for (time, top) in drag { tracker.observeHostFrame(frame(top: top), at: time) }
    let begin = hop.hasBeginFrame ? frame(top: 530) : nil
    if hostFrameFirst { tracker.observeHostFrame(hop.end, at: hopTime) }
    tracker.receive(Phone.event(.willChangeFrame, begin, hop.end, at: hopTime))
    tracker.receive(Phone.event(.willShow, begin, hop.end, at: hopTime))
    if !hostFrameFirst { tracker.observeHostFrame(hop.end, at: hopTime) }
    return tracker
  }
}

extension KeyboardTracker.Record.Input {
  fileprivate var isNotification: Bool {
    if case .notification = self { return true }
    return false
  }
}
