import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SystemKeyboard {
  /// The finger of an interactive dismissal moves to `fingerY` (screen coordinates).
  ///
  /// No notification is posted during the drag (observed on iOS, and the
  /// reason “A Stickler for Details” exists); the keyboard's top follows the finger once the finger
  /// is below it, never above its resting frame, and KVO reports the host's frame on every move
  /// that changes it.
  public mutating func fingerMoved(to fingerY: CGFloat, at time: TimeInterval) {
    // Only this app's keyboard: a drag in this app's scroll view does not move another app's.
    guard isLocal, mode == .docked || mode == .hardwareBar else { return }
    let resting: CGRect
    if let dragging = dragRestingFrame {
      resting = dragging
    } else {
      // A drag starts only once the keyboard has come to rest and has finished appearing.
      guard isSettled(at: time), content != .thirdParty || thirdPartyStage == 3 else { return }
      resting = modelFrame
    }
    let screen = screenBounds
    let top = min(max(fingerY, resting.minY), screen.maxY)
    var frame = resting
    frame.origin.y = top
    dragRestingFrame = resting
    guard frame != modelFrame else { return }
    modelFrame = frame
    motion = .dragged(frame)
    outputs.append(.hostFrame(frame, time: time))
    outputs.append(
      .layoutChange(
        KeyboardLayoutChange(
          frame: frame, floatingFrame: nil, mode: mode, animation: nil, time: time)))
  }

  /// The finger lifts with a vertical velocity in points per second (positive is downwards).
  ///
  /// Released in the lower half or flicked down, the keyboard hides: WillChangeFrame → WillHide
  /// at the release time, begin frame = the frame at release, curve 7, 0.25 s. Released in the
  /// upper half, or flicked up, it springs back to rest with no notification: KVO jumps to the
  /// resting frame and the visible keyboard follows curve 7 from the release frame (the agreed
  /// model; observed on iOS: "hide (or nothing) when the finger lifts").
  ///
  /// - Returns: Whether the keyboard was dismissed.
  @discardableResult
  public mutating func fingerLifted(velocity: CGFloat, at time: TimeInterval) -> Bool {
    guard let resting = dragRestingFrame else { return false }
    dragRestingFrame = nil
    let current = modelFrame
    guard current != resting else { return false }
    let isLowerHalf = current.minY > resting.minY + resting.height / 2
    let dismisses =
      velocity >= 0 && (isLowerHalf || velocity > DeviceCatalogue.flickVelocity)
    if dismisses {
      mode = .hidden
      animate(to: hiddenFrame, posting: [.willChangeFrame, .willHide], at: time)
      return true
    }
    move(to: resting, from: current, duration: Self.usualDuration, curve: .keyboard, at: time)
    outputs.append(.hostFrame(resting, time: time))
    outputs.append(
      .layoutChange(
        KeyboardLayoutChange(
          frame: resting, floatingFrame: nil, mode: mode,
          animation: KeyboardLayoutChange.Animation(
            duration: Self.usualDuration, curve: .keyboard),
          time: time)))
    return false
  }
}
