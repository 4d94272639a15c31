import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SystemKeyboard {
  /// The finger of an interactive dismissal (`UIScrollView.KeyboardDismissMode.interactive`,
  /// https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode/interactive)
  /// moves to `fingerY` (screen coordinates).
  ///
  /// No notification is posted during the drag (fact `drag-posts-nothing`). The keyboard is
  /// grabbed once the finger is below the top of its model frame — UIKit hit-tests model frames
  /// (fact `drag-grab`; the variant `grab-presentation-frame` grabs by what the user sees) —,
  /// even while the keyboard is still moving (react-native-keyboard-controller PR #1608: UIKit
  /// moves the keyboard interactively while it is still opening): its animations are removed
  /// and its top follows the finger, never above its resting frame. KVO reports the host's frame
  /// on every move that changes it.
  ///
  /// - Returns: Whether the keyboard moved.
  /// - Throws: ``ImpossibleAction`` when no keyboard of this app is docked on screen, or a
  ///   third-party keyboard is still posting its appearing burst.
  @discardableResult
  public mutating func fingerMoved(to fingerY: CGFloat, at time: TimeInterval)
    throws(ImpossibleAction) -> Bool
  {
    guard isLocal, mode == .docked || mode == .hardwareBar else {
      throw ImpossibleAction(
        "finger-move",
        mode == .hidden
          ? "no keyboard is shown to drag"
          : isLocal
            ? "the keyboard is \(mode.rawValue); only a docked keyboard follows the finger"
            : "the keyboard is another app's; a drag in this app does not move it")
    }
    guard content != .thirdParty || thirdPartyStage == 3 else {
      throw ImpossibleAction(
        "finger-move", "the third-party keyboard is still posting its appearing WillShow burst")
    }
    let resting: CGRect
    if let dragging = dragRestingFrame {
      resting = dragging
    } else {
      // The finger grabs the keyboard once it is inside the keyboard's (model) frame.
      let top =
        profile.grabsByPresentationFrame ? presentationFrame(at: time).minY : host.model.minY
      guard fingerY > top else { return false }
      resting = host.model
      if host.isAnimating(at: time) { silentChanges.append(time) }
      host.removeAllAnimations()
      // The removed animation's completion fires now: its did-notifications are posted.
      if !pendingDids.isEmpty {
        didTime = time
        postDids()
      }
    }
    let screen = screenBounds
    var frame = resting
    frame.origin.y = min(max(fingerY, resting.minY), screen.maxY)
    dragRestingFrame = resting
    guard frame != host.model else { return false }
    // The change is reported after all: the grab was not silent.
    if silentChanges.last == time { silentChanges.removeLast() }
    host.set(frame, timing: nil, at: time)
    if profile.kvoReportsInteractiveMoves { outputs.append(.hostFrame(frame, time: time)) }
    var change = KeyboardLayoutChange(
      frame: frame, floatingFrame: nil, mode: mode, animation: nil, time: time)
    change.isInteractive = true
    outputs.append(.layoutChange(change))
    return true
  }

  /// The finger lifts with a vertical velocity in points per second (positive is downwards).
  ///
  /// Released in the lower half or flicked down, the keyboard hides: WillChangeFrame → WillHide
  /// at the release time, begin frame = the frame at release, curve 7, 0.25 s (fact
  /// `drag-release`, an estimate). Released in the upper half, or flicked up, it returns to rest
  /// with no notification: KVO reports the resting frame and the presentation follows a
  /// `CABasicAnimation`, easeInEaseOut, over the posted duration times the distance back over
  /// the keyboard's height (fact `spring-back-curve`: react-native-keyboard-controller PR #515
  /// "feat: timing animation", whose test animates 122 → 291 pt in 0.25 × 169 / 291 s); the
  /// variant `spring-back-spring` returns on curve 7's spring. A finger that never reached the
  /// keyboard lifts without effect on it.
  ///
  /// - Returns: Whether the keyboard was dismissed.
  @discardableResult
  public mutating func fingerLifted(velocity: CGFloat, at time: TimeInterval) -> Bool {
    guard let resting = dragRestingFrame else { return false }
    dragRestingFrame = nil
    let current = host.model
    guard current != resting else { return false }
    let isLowerHalf = current.minY > resting.minY + resting.height / 2
    let flick = CGFloat(SimulatedIOSFacts.dragRelease.number)
    let dismisses = velocity >= 0 && (isLowerHalf || velocity > flick)
    if dismisses {
      mode = .hidden
      resetInputState()
      animate(to: hiddenFrame, posting: [.willChangeFrame, .willHide], at: time)
      return true
    }
    let timing = returnTiming(from: current, to: resting)
    host.set(resting, timing: timing, at: time)
    outputs.append(.hostFrame(resting, time: time))
    let curve: Int
    if case .spring = timing { curve = Self.springCurve } else { curve = 0 }
    outputs.append(
      .layoutChange(
        KeyboardLayoutChange(
          frame: resting, floatingFrame: nil, mode: mode,
          animation: KeyboardLayoutChange.Animation(duration: timing.duration, curve: curve),
          time: time)))
    return false
  }

  /// The animation of the return to `resting` from `released` after a cancelled drag.
  func returnTiming(from released: CGRect, to resting: CGRect) -> LayerTiming {
    switch profile.springBack {
    case .spring:
      return .spring(profile.keyboardSpring)
    case .timingCurve:
      let distance = Double(abs(released.minY - resting.minY))
      let height = Double(max(resting.height, 1))
      let duration = SimulatedIOSFacts.springBackCurve.number * min(1, distance / height)
      return .bezier(.easeInOut, duration: duration)
    }
  }

  /// Ends a drag in progress because the system takes the keyboard elsewhere (a dismiss, a
  /// rotation, a height change): the keyboard animates on from where the finger left it.
  mutating func endDrag(_ action: String, at time: TimeInterval) {
    dragRestingFrame = nil
  }
}
