import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension RunState {
  /// Moves the finger of a format-2 drag (or a `drag-dismiss` path) to `y`: the app's pan
  /// reports the finger's location, then the simulated keyboard follows it where it has grabbed
  /// the keyboard.
  ///
  /// The finger is where the scenario's step puts it, in screen points; a step `"relative-to":
  /// "keyboard-top"` measures from the keyboard's top when the finger went down (the
  /// scenario's way of placing a touch, not something the app reads). The app observes the
  /// location from its own pan gesture (`UIPanGestureRecognizer.location(in:)`, `.began` at
  /// the first step, `.changed` after) before the keyboard moves.
  ///
  /// - Throws: ``ImpossibleAction`` when the gesture has not found a keyboard to drag yet and
  ///   the simulated iOS has none to drag.
  mutating func moveFinger(to y: CGFloat, fromKeyboardTop: Bool, at time: TimeInterval) throws {
    let anchor = dragAnchor ?? keyboard.modelFrame.minY
    dragAnchor = anchor
    let location = fromKeyboardTop ? anchor + y : y
    fingerY = location
    send(.dragGesture(isActive: true, fingerY: location, time: time))
    do {
      try keyboard.fingerMoved(to: location, at: time)
      isGestureUnderWay = true
    } catch {
      // Once a gesture has found the keyboard, a later step may take the keyboard away (a
      // dismiss, another app's field): the finger goes on scrolling the content.
      guard isGestureUnderWay else { throw error }
    }
  }
}
