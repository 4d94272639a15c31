import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import KeyboardDockTestFixtures
import PropertyBased
import Testing

@Suite("PseudoAccessoryInset: a grown pseudo accessory is taken off the keyboard's frames")
struct PseudoAccessoryInsetTests {
  func accessory(_ height: CGFloat, isInstalled: Bool = true) throws -> PseudoAccessoryInset {
    var accessory = PseudoAccessoryInset(isInstalled: isInstalled)
    try accessory.setHeight(height)
    return accessory
  }

  @Test("the keys' frame keeps the bottom and loses the accessory's height on top")
  func excludesFromTop() throws {
    let inset = try accessory(56)
    let reported = CGRect(x: 0, y: 420, width: 375, height: 392)
    #expect(inset.keyboardFrame(excludingAccessoryFrom: reported) == Phone.shown)
  }

  @Test("a hidden keyboard's frame stays below the screen")
  func hiddenStaysOffscreen() throws {
    let inset = try accessory(56)
    let frame = inset.keyboardFrame(excludingAccessoryFrom: Phone.hidden)
    #expect(frame.minY >= Phone.screen.maxY)
    #expect(frame.maxY == Phone.hidden.maxY)
  }

  @Test(
    "frames that give no keyboard, or an accessory not installed, are kept as they are",
    arguments: [CGRect.zero, CGRect(x: 0, y: 300, width: 0, height: 200)])
  func keepsFramesWithoutKeyboard(frame: CGRect) throws {
    #expect(try accessory(56).keyboardFrame(excludingAccessoryFrom: frame) == frame)
    #expect(
      try accessory(56, isInstalled: false).keyboardFrame(excludingAccessoryFrom: Phone.shown)
        == Phone.shown)
  }

  @Test("a frame shorter than the accessory shrinks to 0, never below")
  func neverNegative() throws {
    let frame = try accessory(100).keyboardFrame(
      excludingAccessoryFrom: CGRect(x: 0, y: 757, width: 375, height: 55))
    #expect(frame == CGRect(x: 0, y: 812, width: 375, height: 0))
  }

  @Test(
    "a height that is not a finite number, 0 or more, is refused and changes nothing",
    arguments: [-1, .infinity, .nan, -.infinity] as [CGFloat])
  func refusesBadHeight(height: CGFloat) throws {
    var inset = try accessory(40)
    #expect(throws: ComposerError.self) { try inset.setHeight(height) }
    #expect(inset.height == 40)
    do {
      try inset.setHeight(height)
    } catch {
      #expect(error.description.contains("pseudo accessory height"))
    }
  }

  @Test("taking the accessory off undoes BarHeightTransition's resizing")
  func undoesResizing() async {
    await propertyCheck(
      count: 200, input: Gen.double(in: 0...200), Gen.double(in: 200...400)
    ) { to, keys in
      let transition = BarHeightTransition(
        fromHeight: 0, toHeight: to, start: 0, duration: 0.25, curve: .keyboard)
      let keyboard = CGRect(x: 0, y: 812 - keys, width: 375, height: keys)
      var inset = PseudoAccessoryInset()
      try inset.setHeight(transition.pseudoAccessoryHeight)
      let reported = transition.keyboardFrame(resizing: keyboard)
      let back = inset.keyboardFrame(excludingAccessoryFrom: reported)
      #expect(abs(back.minY - keyboard.minY) < 1e-9)
      #expect(abs(back.height - keyboard.height) < 1e-9)
    }
  }

  /// The tracker recognises a keyboard back at rest by comparing frames exactly: the same keys
  /// reported under two accessory heights (a notification before the bar grew, a KVO value
  /// after) come back bit for bit equal (they were 476 and 476.00000000000006 before the snap),
  /// on the 1/512 pt text grid and on a 3× screen's 1/3 pt grid alike.
  @Test("the same keys come back equal whatever accessory height was taken off")
  func keysComeBackEqual() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: 0...200), Gen.double(in: 0...200)
    ) { first, second in
      for keysHeight in [336, 291 + 1.0 / 3, 260 + 17 * 1.193_359_375] {
        let keys = CGRect(x: 0, y: 812 - keysHeight, width: 375, height: keysHeight)
        var backs: [CGRect] = []
        for height in [first, second] {
          var inset = PseudoAccessoryInset()
          try inset.setHeight(height)
          let reported = CGRect(
            x: keys.minX, y: keys.minY - height, width: keys.width, height: keys.height + height)
          backs.append(inset.keyboardFrame(excludingAccessoryFrom: reported))
        }
        #expect(backs.count == 2)
        #expect(backs[0] == backs[1], "\(first), \(second), \(keysHeight)")
        #expect(abs(backs[0].minY - keys.minY) < 1e-9)
      }
    }
  }

  @Test("with both sources adjusted, the tracker sees the keys and no drag when the bar grows")
  func trackerFollowsKeys() throws {
    let tracker = try KeyboardTracker(screenBounds: Phone.screen)
    var inset = PseudoAccessoryInset()
    func post(_ event: KeyboardEvent) {
      tracker.receive(inset.event(excludingAccessoryFrom: event))
    }
    func host(_ frame: CGRect, at time: TimeInterval) -> KeyboardTracker.Outcome {
      tracker.observeHostFrame(inset.keyboardFrame(excludingAccessoryFrom: frame), at: time)
    }
    Phone.show(tracker, at: 1)
    Phone.didShow(tracker, start: 1)
    // The bar grows to 56 pt at t = 3: UIKit posts the taller keyboard and moves the host.
    try inset.setHeight(56)
    let tall = CGRect(x: 0, y: 420, width: 375, height: 392)
    post(Phone.event(.willChangeFrame, Phone.shown, tall, at: 3, duration: 0))
    _ = host(tall, at: 3)
    #expect(
      tracker.state(at: 3)
        == KeyboardState(
          frame: Phone.shown, phase: .visible, mode: .docked, time: 3))
    // A drag of the (taller) host frame moves the keys by as much.
    #expect(host(tall.offsetBy(dx: 0, dy: 100), at: 4) == .accepted)
    #expect(tracker.state(at: 4).phase == .interactivelyDragged)
    #expect(tracker.frame(at: 4).minY == Phone.shown.minY + 100)
    #expect(inset.description == "pseudo accessory 56.0 pt")
  }
}
