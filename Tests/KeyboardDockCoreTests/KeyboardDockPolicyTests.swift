import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

@Suite("KeyboardDockPolicy: where a docked bar goes after each input, and how")
struct KeyboardDockPolicyTests {
  /// A full-screen chat view on the 375×812 iPhone: 34 pt home-indicator safe area.
  let view = ViewPlacement.fullScreen(
    CGSize(width: 375, height: 812), safeAreaInsets: LayoutInsets(top: 44, bottom: 34))

  /// A tracker with the keyboard shown at `time` and settled by `time + 1`.
  func shownTracker(at time: TimeInterval = 1) throws -> KeyboardTracker {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: time)
    Phone.didShow(tracker, start: time)
    return tracker
  }

  @Test("a show sends the bar to the resting height with the notification's duration and curve")
  func showAnimatesToRest() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    var policy = KeyboardDockPolicy()
    let will = Phone.event(.willChangeFrame, Phone.hidden, Phone.shown, at: 1, curve: .easeOut)
    tracker.receive(will)
    let update = policy.update(tracker: tracker, in: view, at: 1, after: .notification(will))
    #expect(update?.coveredHeight == 336)
    #expect(update?.animation == KeyboardDockUpdate.Animation(duration: 0.25, curve: .easeOut))
    #expect(update?.keyboardFrame == Phone.shown)
    #expect(update?.state.phase == .showing)
    #expect(update?.state.frame == Phone.hidden, "the state is the one at the input's time")
    #expect(policy.restingHeight == 336)
  }

  @Test("a second notification for the same resting height publishes nothing")
  func sameRestingHeightIsQuiet() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    var policy = KeyboardDockPolicy()
    let change = Phone.event(.willChangeFrame, Phone.hidden, Phone.shown, at: 1)
    let show = Phone.event(.willShow, Phone.hidden, Phone.shown, at: 1)
    tracker.receive(change)
    #expect(policy.update(tracker: tracker, in: view, at: 1, after: .notification(change)) != nil)
    tracker.receive(show)
    #expect(policy.update(tracker: tracker, in: view, at: 1, after: .notification(show)) == nil)
    let did = Phone.event(.didShow, Phone.hidden, Phone.shown, at: Phone.springEnd(1))
    tracker.receive(did)
    #expect(
      policy.update(tracker: tracker, in: view, at: did.time, after: .notification(did)) == nil)
  }

  @Test("a layout change always publishes, at once, even when nothing moved")
  func layoutChangeForces() throws {
    let tracker = try shownTracker()
    var policy = KeyboardDockPolicy()
    let first = policy.update(tracker: tracker, in: view, at: 3, after: .layoutChange)
    let second = policy.update(tracker: tracker, in: view, at: 3, after: .layoutChange)
    #expect(first?.coveredHeight == 336)
    #expect(first?.animation == nil)
    #expect(second == first)
  }

  @Test("a layout change during an animation jumps to the resting height without animating")
  func layoutChangeMidAnimationIsImmediate() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    Phone.show(tracker, at: 1)
    var policy = KeyboardDockPolicy()
    let update = policy.update(tracker: tracker, in: view, at: 1.1, after: .layoutChange)
    #expect(update?.coveredHeight == 336)
    #expect(update?.animation == nil)
    #expect(update?.isAnimated == false)
  }

  @Test("during a drag the bar follows the keyboard now, at once")
  func dragIsImmediate() throws {
    let tracker = try shownTracker()
    var policy = KeyboardDockPolicy()
    _ = policy.update(tracker: tracker, in: view, at: 3, after: .layoutChange)
    let dragged = Phone.shown.offsetBy(dx: 0, dy: 120)
    #expect(tracker.observeHostFrame(dragged, at: 3) == .accepted)
    let update = policy.update(tracker: tracker, in: view, at: 3, after: .hostFrame)
    #expect(update?.state.phase == .interactivelyDragged)
    #expect(update?.coveredHeight == 216)
    #expect(update?.keyboardFrame == dragged)
    #expect(update?.animation == nil)
    #expect(policy.restingHeight == nil, "a drag forgets the resting height")
  }

  /// The return is easeInEaseOut over 0.25 s × 80 / 336 (react-native-keyboard-controller PR
  /// #515), not the posted spring.
  @Test("a released drag that returns animates on the tracker's timing curve")
  func snapBackUsesSpring() throws {
    let tracker = try shownTracker()
    var policy = KeyboardDockPolicy()
    tracker.observeHostFrame(Phone.shown.offsetBy(dx: 0, dy: 80), at: 3)
    _ = policy.update(tracker: tracker, in: view, at: 3, after: .hostFrame)
    #expect(tracker.observeHostFrame(Phone.shown, at: 3.2) == .accepted)
    let update = policy.update(tracker: tracker, in: view, at: 3.2, after: .hostFrame)
    #expect(update?.coveredHeight == 336)
    let duration = try #require(update?.animation?.duration)
    #expect(abs(duration - 0.25 * 80 / 336) < 1e-12)
    #expect(update?.animation?.curve.rawValue == 0)
  }

  @Test("a released drag that dismisses animates down to the safe area with the notification")
  func dismissalAfterDrag() throws {
    let tracker = try shownTracker()
    var policy = KeyboardDockPolicy()
    let release = Phone.shown.offsetBy(dx: 0, dy: 200)
    tracker.observeHostFrame(release, at: 3)
    _ = policy.update(tracker: tracker, in: view, at: 3, after: .hostFrame)
    let hide = Phone.event(.willHide, release, Phone.hidden, at: 3.3)
    tracker.receive(hide)
    let update = policy.update(tracker: tracker, in: view, at: 3.3, after: .notification(hide))
    #expect(update?.coveredHeight == 34)
    #expect(update?.animation == KeyboardDockUpdate.Animation(duration: 0.25, curve: .keyboard))
  }

  @Test("a notification with a duration of 0 moves the bar at once")
  func zeroDurationIsImmediate() throws {
    let tracker = try shownTracker()
    var policy = KeyboardDockPolicy()
    _ = policy.update(tracker: tracker, in: view, at: 3, after: .layoutChange)
    let change = Phone.event(.willChangeFrame, Phone.shown, Phone.short, at: 3.5, duration: 0)
    tracker.receive(change)
    let update = policy.update(tracker: tracker, in: view, at: 3.5, after: .notification(change))
    #expect(update?.coveredHeight == 291)
    #expect(update?.animation == nil)
  }

  @Test("a floating keyboard leaves the bar on the safe area")
  func floatingRestsOnSafeArea() throws {
    let tracker = try shownTracker()
    var policy = KeyboardDockPolicy()
    let float = Phone.event(.willChangeFrame, Phone.shown, .zero, at: 3)
    tracker.receive(float)
    let update = policy.update(tracker: tracker, in: view, at: 3, after: .notification(float))
    #expect(update?.state.mode == .floating)
    #expect(update?.coveredHeight == 34)
  }

  @Test("the pure rule reads only the two states and the view")
  func pureRule() {
    var policy = KeyboardDockPolicy()
    let now = KeyboardState(frame: Phone.hidden, phase: .showing, mode: .docked, time: 1)
    let rest = KeyboardState(frame: Phone.short, phase: .visible, mode: .docked, time: .infinity)
    let update = policy.update(now: now, resting: rest, in: view, after: .hostFrame)
    #expect(
      update
        == KeyboardDockUpdate(
          state: now, coveredHeight: 291, animation: .keyboardSpring, keyboardFrame: Phone.short))
    // Already at rest: nothing is moving, so nothing is animated.
    let settled = policy.update(now: rest, resting: rest, in: view, after: .layoutChange)
    #expect(settled?.animation == nil)
  }
}
