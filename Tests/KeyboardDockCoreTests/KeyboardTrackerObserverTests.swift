import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

/// An object standing in for a view controller that observes the tracker.
private final class Owner {
  var states: [KeyboardState] = []
}

@Suite("Keyboard tracker: observers")
struct KeyboardTrackerObserverTests {
  @Test("an observer receives the state after each change, and not for refused inputs")
  func observerReceivesStates() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    let owner = Owner()
    tracker.addObserver(owner) { owner, state in owner.states.append(state) }
    Phone.show(tracker, at: 1)
    #expect(owner.states.map(\.phase) == [.showing])
    tracker.receive(Phone.event(.didHide, Phone.shown, Phone.hidden, at: 1.1))
    #expect(owner.states.count == 1)
    Phone.didShow(tracker, start: 1)
    #expect(owner.states.last?.phase == .visible)
    #expect(owner.states.last?.frame == Phone.shown)
  }

  @Test("the tracker does not retain an observer's owner, and drops it when it is gone")
  func doesNotRetainOwners() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    weak var weakOwner: Owner?
    var calls = 0
    do {
      let owner = Owner()
      weakOwner = owner
      tracker.addObserver(owner) { _ in calls += 1 }
      tracker.addObserver(owner) { owner, state in owner.states.append(state) }
      #expect(tracker.observerCount == 2)
      Phone.show(tracker, at: 1)
      #expect(calls == 1)
      #expect(owner.states.count == 1)
    }
    #expect(weakOwner == nil)
    #expect(tracker.observerCount == 0)
    Phone.didShow(tracker, start: 1)
    #expect(calls == 1)
  }

  @Test("removeObservers stops the closures of one owner only")
  func removesObservers() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    let first = Owner()
    let second = Owner()
    tracker.addObserver(first) { owner, state in owner.states.append(state) }
    tracker.addObserver(second) { owner, state in owner.states.append(state) }
    tracker.removeObservers(of: first)
    Phone.show(tracker, at: 1)
    #expect(first.states.isEmpty)
    #expect(second.states.count == 1)
  }

  @Test("a state stream yields every change and finishes when the tracker goes away")
  func stateStream() async throws {
    var tracker: KeyboardTracker? = try KeyboardTracker(screenBounds: Phone.screen)
    guard let stream = tracker?.states() else { return }
    if let tracker {
      Phone.show(tracker, at: 1)
      Phone.didShow(tracker, start: 1)
      tracker.observeHostFrame(Phone.shown.offsetBy(dx: 0, dy: 30), at: 2)
    }
    tracker = nil
    var phases: [KeyboardPhase] = []
    for await state in stream { phases.append(state.phase) }
    #expect(phases == [.showing, .visible, .visible, .interactivelyDragged])
  }
}

@Suite("Keyboard tracker: record limit")
struct KeyboardTrackerRecordLimitTests {
  @Test("with a record limit only the latest records are kept, and the state is unaffected")
  func keepsLatestRecords() throws {
    let limited = try KeyboardTracker(screenBounds: Phone.screen)
    let unlimited = try KeyboardTracker(screenBounds: Phone.screen)
    limited.recordLimit = 3
    for tracker in [limited, unlimited] {
      Phone.show(tracker, at: 0)
      Phone.didShow(tracker, start: 0)
      for step in 1...10 {
        tracker.observeHostFrame(
          Phone.shown.offsetBy(dx: 0, dy: CGFloat(step)), at: 1 + Double(step) / 60)
      }
    }
    #expect(limited.records.count == 3)
    #expect(unlimited.records.count == 15)
    #expect(limited.records == Array(unlimited.records.suffix(3)))
    #expect(limited.state(at: 2) == unlimited.state(at: 2))
    limited.recordLimit = -1
    #expect(limited.records.isEmpty)
  }
}
