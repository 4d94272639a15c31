import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

/// The app's pan gives the finger's location: "the keyboard follows the dragging touch
/// offscreen, and can be pulled upward again to cancel the dismiss" (Apple's documentation of
/// `UIScrollView.KeyboardDismissMode.interactive`); danielamitay/DAKeyboardControl placed the
/// keyboard's origin at the touch, bounded by the window's bottom and the keyboard's resting top.
@Suite("Keyboard tracker: the finger of an interactive dismissal")
struct KeyboardTrackerFingerTests {
  /// A tracker with the 336 pt keyboard at rest on the 375×812 screen.
  static func shownTracker() throws -> KeyboardTracker {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    Phone.didShow(tracker, start: 0)
    return tracker
  }

  @Test("above the keyboard's top the finger grabs nothing; below it the top follows the finger")
  func topFollowsTheFingerOnceGrabbed() throws {
    let tracker = try Self.shownTracker()
    tracker.observeDragGesture(isActive: true, fingerY: 300, at: 1)
    #expect(tracker.frame(at: 1) == Phone.shown)
    #expect(tracker.state(at: 1).phase == .visible)
    tracker.observeDragGesture(isActive: true, fingerY: 520.5, at: 1.1)
    #expect(tracker.frame(at: 1.1).minY == 520.5)
    #expect(tracker.frame(at: 1.1).height == Phone.shown.height)
    #expect(tracker.state(at: 1.1).phase == .interactivelyDragged)
    // Below the screen: the keyboard stops at the bottom edge.
    tracker.observeDragGesture(isActive: true, fingerY: 900, at: 1.2)
    #expect(tracker.frame(at: 1.2).minY == Phone.screen.maxY)
    // Pulled upward past the resting top: the keyboard stops where it rests.
    tracker.observeDragGesture(isActive: true, fingerY: 100, at: 1.3)
    #expect(tracker.frame(at: 1.3) == Phone.shown)
    tracker.observeDragGesture(isActive: true, fingerY: 600, at: 1.4)
    #expect(tracker.frame(at: 1.4).minY == 600)
    #expect(tracker.coveredHeight(of: .fullScreen(Phone.screen.size), at: 1.4) == 212)
  }

  @Test("a finger inside a rising keyboard stops its animation and holds its top")
  func fingerGrabsARisingKeyboard() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    // 0.05 s into the show the keyboard is still low; the model frame is already `shown`.
    let rising = tracker.frame(at: 0.05)
    #expect(rising.minY > 600)
    tracker.observeDragGesture(isActive: true, fingerY: rising.minY + 20, at: 0.05)
    #expect(tracker.frame(at: 0.05).minY == rising.minY + 20)
    #expect(tracker.frame(at: 0.2).minY == rising.minY + 20, "the spring no longer moves it")
    #expect(tracker.state(at: 0.2).phase == .interactivelyDragged)
  }

  @Test("between the model frame's top and the shown top, iOS's report says whether it grabbed")
  func betweenTheTopsTheHostFrameDecides() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    let rising = tracker.frame(at: 0.05)
    tracker.observeDragGesture(isActive: true, fingerY: 500, at: 0.05)
    #expect(tracker.state(at: 0.05).phase == .showing, "not grabbed yet: the keyboard rises")
    #expect(tracker.frame(at: 0.05) == rising)
    // KVO: the keyboard's host moved to the finger with no notification (grabbed by its model
    // frame); from then on the finger places it.
    var grabbed = Phone.shown
    grabbed.origin.y = 500
    tracker.observeHostFrame(grabbed, at: 0.05)
    #expect(tracker.frame(at: 0.05).minY == 500)
    tracker.observeDragGesture(isActive: true, fingerY: 540, at: 0.07)
    #expect(tracker.frame(at: 0.07).minY == 540)
  }

  /// The grab's report can be wrong.
  ///
  /// iOS 26.0's layout guide leaves the input accessory view out during a drag and rests on the screen's bottom once only the accessory is left
  /// (react-native-keyboard-controller PR #1068). It says the keyboard was grabbed; the finger,
  /// inside the model frame, says where it is.
  @Test("a host frame that says 'grabbed' between the tops puts the keyboard at the finger")
  func grabReportedByAWrongValueFollowsTheFinger() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 0)
    // 0.05 s into the show the keyboard is near 734 pt, the model frame's top at 476.
    #expect(tracker.frame(at: 0.05).minY > 720)
    tracker.observeDragGesture(isActive: true, fingerY: 700, at: 0.05)
    #expect(tracker.state(at: 0.05).phase == .showing, "not grabbed yet: the keyboard rises")
    let bottom = CGRect(x: 0, y: 812, width: 375, height: 0)
    #expect(tracker.observeHostFrame(bottom, at: 0.05) == .accepted)
    #expect(tracker.frame(at: 0.05).minY == 700)
    #expect(tracker.frame(at: 0.05).height == Phone.shown.height)
    #expect(tracker.state(at: 0.05).phase == .interactivelyDragged)
    // Later values of the drag add nothing: the finger places the keyboard.
    #expect(tracker.observeHostFrame(bottom.offsetBy(dx: 0, dy: -30), at: 0.06) == .coalesced)
    tracker.observeDragGesture(isActive: true, fingerY: 720, at: 0.07)
    #expect(tracker.frame(at: 0.07).minY == 720)
    // A notification at the instant of such a value makes it that change's model frame.
    let other = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(other, at: 0)
    other.observeDragGesture(isActive: true, fingerY: 700, at: 0.05)
    other.observeHostFrame(Phone.short, at: 0.05)
    other.receive(Phone.event(.willShow, Phone.shown, Phone.short, at: 0.05))
    #expect(other.state(at: 0.05).phase != .interactivelyDragged)
    #expect(other.records.last?.reason.contains("model-frame jump, not a drag") == true)
  }

  @Test("while the finger holds the keyboard, host frames of the drag are coalesced")
  func hostFramesDuringTheFingersDragAreCoalesced() throws {
    let tracker = try Self.shownTracker()
    tracker.observeDragGesture(isActive: true, fingerY: 700, at: 1)
    // iOS 26.0's guide at rest on the bottom while the 44 pt accessory is still on screen.
    let bottom = CGRect(x: 0, y: 812, width: 375, height: 0)
    #expect(tracker.observeHostFrame(bottom, at: 1) == .coalesced)
    #expect(tracker.frame(at: 1).minY == 700)
    // iOS 26's value taller than the keyboard after it opens (#1155).
    let tall = CGRect(x: 0, y: 340, width: 375, height: 472)
    #expect(tracker.observeHostFrame(tall, at: 1.05) == .coalesced)
    #expect(tracker.frame(at: 1.05).minY == 700)
    #expect(tracker.records.last?.reason.contains("the finger places it") == true)
    tracker.observeDragGesture(isActive: true, fingerY: 710, at: 1.1)
    #expect(tracker.frame(at: 1.1).minY == 710)
    // Without a finger location, host frames carry the drag as before.
    let other = try Self.shownTracker()
    var dragged = Phone.shown
    dragged.origin.y = 700
    other.observeDragGesture(isActive: true, at: 1)
    #expect(other.observeHostFrame(dragged, at: 1) == .accepted)
    #expect(other.frame(at: 1).minY == 700)
  }

  /// react-native-keyboard-controller PR #515: the return is a `CABasicAnimation`,
  /// easeInEaseOut, lasting 0.25 s times the distance back over the keyboard's height.
  @Test("the return after the finger lifts starts from the finger's last frame")
  func returnStartsWhereTheFingerLeftTheKeyboard() throws {
    let tracker = try Self.shownTracker()
    tracker.observeDragGesture(isActive: true, fingerY: 600, at: 1)
    tracker.observeDragGesture(isActive: true, fingerY: 644, at: 1.1)
    tracker.observeDragGesture(isActive: false, fingerY: 644, at: 1.2)
    #expect(tracker.frame(at: 1.2).minY == 644, "the pan ended; iOS has not answered yet")
    // The resting frame: iOS takes the keyboard back (KVO, or the guide's animated value).
    tracker.observeHostFrame(Phone.shown, at: 1.2)
    let distance = 644.0 - 476
    let duration = 0.25 * distance / 336
    #expect(tracker.frame(at: 1.2).minY == 644)
    let half = tracker.frame(at: 1.2 + duration / 2).minY
    // easeInOut is symmetric: halfway in time is halfway in distance.
    #expect(abs(half - (644 - distance / 2)) < 0.01)
    #expect(tracker.frame(at: 1.2 + duration) == Phone.shown)
    #expect(tracker.lastReturn.map { abs($0.duration - duration) < 1e-9 } == true)
  }

  /// The finger holds a keyboard carrying an accessory by the accessory's top, and the keyboard
  /// "follows the dragging touch offscreen" (`UIScrollView.KeyboardDismissMode.interactive`):
  /// with the accessory taken off the frames, the keys go that accessory's height below the
  /// screen's bottom, and the return after the lift starts there.
  @Test("with an accessory taken off, the keys follow the finger below the screen by its height")
  func keysUnderAnAccessoryGoBelowTheScreen() throws {
    let tracker = try Self.shownTracker()
    let accessory: CGFloat = 52
    tracker.removedAccessoryHeight = accessory
    // The app tells the tracker the keys' top: the finger, one accessory lower.
    tracker.observeDragGesture(isActive: true, fingerY: 600 + accessory, at: 1)
    #expect(tracker.frame(at: 1).minY == 652)
    // The accessory's top reaches the screen's bottom; the keys are below it.
    let bottom = Phone.screen.maxY + accessory
    tracker.observeDragGesture(isActive: true, fingerY: Phone.screen.maxY - 1 + accessory, at: 1.1)
    #expect(tracker.frame(at: 1.1).minY == bottom - 1)
    // No further than the accessory's top at the screen's bottom.
    tracker.observeDragGesture(isActive: true, fingerY: 2_000, at: 1.2)
    #expect(tracker.frame(at: 1.2).minY == bottom)
    #expect(tracker.coveredHeight(of: .fullScreen(Phone.screen.size), at: 1.2) == 0)
    tracker.observeDragGesture(isActive: false, fingerY: 2_000, at: 1.3)
    tracker.observeHostFrame(Phone.shown, at: 1.3)
    // The return over the whole distance, keys and accessory counted (0.25 s at most).
    let distance = Double(bottom - Phone.shown.minY)
    let duration = 0.25 * min(1, distance / Double(Phone.shown.height + accessory))
    #expect(tracker.frame(at: 1.3).minY == bottom)
    let half = tracker.frame(at: 1.3 + duration / 2).minY
    #expect(abs(Double(half) - (Double(bottom) - distance / 2)) < 0.01)
    #expect(tracker.frame(at: 1.3 + duration) == Phone.shown)
    #expect(tracker.lastReturn.map { abs($0.duration - duration) < 1e-9 } == true)
  }

  @Test("a hidden keyboard does not follow the finger, wherever it is")
  func hiddenKeyboardIgnoresTheFinger() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    tracker.observeDragGesture(isActive: true, fingerY: 2_000, at: 1)
    #expect(tracker.frame(at: 1).minY == Phone.screen.maxY)
    #expect(tracker.state(at: 1).phase == .hidden)
    let last = try #require(tracker.records.last)
    #expect(
      last.reason
        == "drag gesture accepted: the pan began; the keyboard is hidden: only a keyboard on the "
        + "screen's bottom follows the finger")
  }

  @Test("a finger location that is not a finite screen y is refused and changes nothing")
  func refusesNonFiniteFinger() throws {
    let tracker = try Self.shownTracker()
    let before = tracker.records.count
    #expect(tracker.observeDragGesture(isActive: true, fingerY: .nan, at: 1) == .refused)
    #expect(tracker.observeDragGesture(isActive: true, fingerY: 2e6, at: 1) == .refused)
    #expect(tracker.records.count == before + 2)
    #expect(tracker.records.last?.reason.contains("finger y") == true)
    #expect(tracker.frame(at: 1) == Phone.shown)
    // Still accepted afterwards, at the same instant: a refusal changed no time.
    #expect(tracker.observeDragGesture(isActive: true, fingerY: 600, at: 1) == .accepted)
    #expect(tracker.frame(at: 1).minY == 600)
  }

  @Test("without a location the pan only says whether the finger is down")
  func withoutALocationNothingMoves() throws {
    let tracker = try Self.shownTracker()
    tracker.observeDragGesture(isActive: true, at: 1)
    #expect(tracker.frame(at: 1) == Phone.shown)
    #expect(tracker.records.last?.input == .dragGesture(isActive: true, fingerY: nil))
    #expect(tracker.records.last?.reason == "drag gesture accepted: the pan began")
  }

  @Test("a trace's dragGesture keeps the finger's y; one out of range names its JSON path")
  func traceCarriesTheFinger() throws {
    var trace = ExampleTrace.make()
    let first = trace.events[0].time
    trace.events.insert(
      contentsOf: [
        .dragGesture(time: first, isActive: true, fingerY: 612.5),
        .dragGesture(time: first, isActive: false, fingerY: nil),
      ], at: 0)
    let read = try KeyboardTrace(json: trace.jsonData())
    #expect(read == trace)
    #expect(read.events.prefix(2).map(\.typeName) == ["dragGesture", "dragGesture"])
    var object = try KeyboardTraceTests.exampleObject()
    var events = try #require(object["events"] as? [[String: Any]])
    events.insert(
      ["type": "dragGesture", "time": first, "isActive": true, "fingerY": 2e6], at: 0)
    object["events"] = events
    let error = try KeyboardTraceTests.error(object)
    #expect(error.description.contains("events[0].fingerY"), "\(error)")
    #expect(error.description.contains("2000000"), "\(error)")
  }
}
