import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

/// Unusable screen bounds: the tracker's initialiser throws, naming the bounds and what is
/// valid; a later update refuses them with a recorded reason and changes nothing.
@Suite("KeyboardTracker bad screen bounds")
struct KeyboardTrackerErrorTests {
  /// Bounds a tracker must refuse: too small, not finite, beyond ±1,000,000 pt.
  static let badBounds: [CGRect] = [
    .zero,
    CGRect(x: 0, y: 0, width: 99, height: 812),
    CGRect(x: 0, y: 0, width: 375, height: -812),
    CGRect(x: 0, y: 0, width: CGFloat.nan, height: 812),
    CGRect(x: 0, y: 0, width: 375, height: CGFloat.infinity),
    CGRect(x: -CGFloat.infinity, y: 0, width: 375, height: 812),
    CGRect(x: 0, y: 2_000_000, width: 375, height: 812),
    CGRect(x: 0, y: 0, width: 375, height: 1_000_001),
  ]

  @Test("creating a tracker with unusable bounds throws, naming them", arguments: badBounds)
  func initThrows(bounds: CGRect) {
    // Compared as text: a NaN in the bounds makes `==` false even for the same value.
    do throws(KeyboardTrackerError) {
      _ = try KeyboardTracker(screenBounds: bounds)
      Issue.record("bounds \(bounds) were accepted")
    } catch {
      switch error {
      case .invalidScreenBounds(let carried): #expect("\(carried)" == "\(bounds)")
      }
    }
  }

  @Test("the message names the bounds and what is valid")
  func message() {
    let error = KeyboardTrackerError.invalidScreenBounds(
      CGRect(x: 0, y: 0, width: 50, height: 812))
    let text = error.description
    #expect(text.contains("50"))
    #expect(text.contains("812"))
    #expect(text.contains("finite"))
    #expect(text.contains("±1,000,000 pt"))
    #expect(text.contains("at least 100 pt"))
  }

  @Test("the smallest and largest usable screens are accepted")
  func boundaries() throws {
    let small = try KeyboardTracker(screenBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(small.screenBounds.width == 100)
    let large = try KeyboardTracker(
      screenBounds: CGRect(x: -1_000_000, y: 0, width: 1_000_000, height: 1_000_000))
    #expect(large.frame(at: 0).minY == 1_000_000)
  }

  @Test(
    "updating to unusable bounds is refused with a reason and changes nothing",
    arguments: badBounds)
  func updateRefuses(bounds: CGRect) throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    tracker.receive(Phone.event(.willShow, Phone.hidden, Phone.shown, at: 1))
    let before = tracker.state(at: 2)
    let recordsBefore = tracker.records.count
    #expect(tracker.updateScreenBounds(bounds, at: 2) == .refused)
    #expect(tracker.screenBounds == Phone.screen)
    #expect(tracker.state(at: 2) == before)
    #expect(tracker.hiddenFrame == CGRect(x: 0, y: 812, width: 375, height: 336))
    #expect(tracker.records.count == recordsBefore + 1)
    let reason = try #require(tracker.records.last).reason
    #expect(reason.hasPrefix("screen bounds refused"))
    #expect(reason.contains("at least 100 pt"))
    // Nothing about the time changed either: an input at the refused update's time is fine,
    // and so is one before it (a refused input does not advance the last input's time).
    #expect(tracker.updateScreenBounds(Phone.screen, at: 1.5) == .coalesced)
  }
}
