import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTracker {
  /// Feeds the state of the app's own pan gesture that drives an interactive dismissal: its
  /// scroll view's `panGestureRecognizer` began (`true`) or ended (`false`).
  ///
  /// A KVO value equal to the resting frame during a drag says the keyboard is at rest; it does
  /// not say whether the finger lifted (the keyboard then returns on its timing curve) or is
  /// still down above the keyboard's top (the keyboard stays there and follows the finger when
  /// it comes back down). The app knows which from its own gesture
  /// (`UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
  /// Once the app reports the gesture, the tracker uses it: with the finger down, such a value
  /// continues the drag; a gesture that ends with the keyboard at rest ends the drag there. An
  /// app that never calls this keeps the rule without it (the value is a release).
  ///
  /// - Parameters:
  ///   - isActive: Whether the pan is under way.
  ///   - time: When it began or ended, in seconds.
  /// - Returns: What the tracker did with it (the reason is in ``records``).
  @discardableResult
  public func observeDragGesture(isActive: Bool, at time: TimeInterval) -> Outcome {
    let input = Record.Input.dragGesture(isActive: isActive)
    if let problem = timeProblem(time) {
      return record(input, at: time, .refused, "drag gesture refused: \(problem)", changed: false)
    }
    lastTime = max(lastTime, time)
    isDragGestureActive = isActive
    guard !isActive, let drag, drag.frame == target else {
      let what = isActive ? "began" : "ended"
      return record(
        input, at: time, .accepted, "drag gesture accepted: the pan \(what)", changed: false)
    }
    // The finger lifted with the keyboard where it rests: the drag is over, nothing moves.
    self.drag = nil
    animation = nil
    additiveAnimations = []
    return record(
      input, at: time, .accepted,
      "drag gesture accepted: the pan ended with the keyboard at rest at "
        + "\(KeyboardEvent.text(drag.frame)): the drag is over", changed: true)
  }
}
