import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

@Suite("KeyboardDockUpdate: the value a docked bar applies")
struct KeyboardDockUpdateTests {
  let state = KeyboardState(frame: Phone.shown, phase: .visible, mode: .docked, time: 2)

  @Test(
    "a scroll view is covered below the bar's top edge, and not at all above it",
    arguments: [
      // (scroll view's bottom in the view, covered height, bar height, expected)
      // A full-height transcript above the keyboard and the bar.
      (CGFloat(812), CGFloat(336), CGFloat(50), CGFloat(386)),
      (812.0, 34.0, 50.0, 84.0),  // no keyboard: bar on the home-indicator safe area
      (729.0, 336.0, 50.0, 303.0),  // above an 83 pt tab bar
      (400.0, 336.0, 50.0, 0.0),  // ends above the bar
    ])
  func scrollViewCoveredHeight(
    scrollMaxY: CGFloat, covered: CGFloat, bar: CGFloat, expected: CGFloat
  ) {
    let update = KeyboardDockUpdate(state: state, coveredHeight: covered, animation: nil)
    #expect(
      update.scrollViewCoveredHeight(scrollViewMaxY: scrollMaxY, viewHeight: 812, barHeight: bar)
        == expected)
  }

  @Test("an update is animated only with an animation longer than 0")
  func isAnimated() {
    var update = KeyboardDockUpdate(state: state, coveredHeight: 336, animation: nil)
    #expect(!update.isAnimated)
    update.animation = .init(duration: 0, curve: .keyboard)
    #expect(!update.isAnimated)
    update.animation = .keyboardSpring
    #expect(update.isAnimated)
    #expect(update.immediate.animation == nil)
    #expect(update.immediate.coveredHeight == 336)
  }

  @Test("the keyboard frame defaults to the state's")
  func keyboardFrameDefault() {
    let update = KeyboardDockUpdate(state: state, coveredHeight: 336, animation: nil)
    #expect(update.keyboardFrame == Phone.shown)
    #expect(update.description.contains("at once"))
  }
}
