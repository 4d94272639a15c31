import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

/// A host frame reported more than once before its notification is one model-frame jump.
///
/// UIKit reports a view's center and its bounds to KVO one by one, so one change of the
/// accessory's host can call back two or three times with the same frame.
@Suite("Keyboard tracker: a host frame reported more than once")
struct KeyboardTrackerRepeatedKVOTests {
  /// The predictive strip turns off 0.1 s into a show, its KVO value before its notification:
  /// reported once or three times, the tracker places the keyboard the same at every frame
  /// (still rising from the show, not restarted from the shown frame).
  @Test(arguments: [1, 2, 3])
  func repeatedValuesBeforeTheNotificationAreOneModelFrameJump(callbacks: Int) throws {
    let once = try Self.tracker(callbacks: 1)
    let repeated = try Self.tracker(callbacks: callbacks)
    let times = (0...60).map { 1.1 + Double($0) / 120 }
    #expect(times.count == 61)
    for time in times {
      #expect(repeated.state(at: time) == once.state(at: time), "at \(time) s")
    }
    // At the change the keyboard is still rising, well below the shown frame.
    #expect(once.state(at: 1.1).frame.minY > Phone.shown.minY + 50)
    #expect(once.state(at: 1.1).phase == .showing)
    #expect(once.state(at: 3).frame == Phone.short)
  }

  private static func tracker(callbacks: Int) throws -> KeyboardTracker {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 1)
    for _ in 0..<callbacks { tracker.observeHostFrame(Phone.short, at: 1.1) }
    tracker.receive(Phone.event(.willChangeFrame, Phone.shown, Phone.short, at: 1.1))
    tracker.receive(Phone.event(.willShow, Phone.shown, Phone.short, at: 1.1))
    return tracker
  }
}
