import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardTracker {
  /// Records the "did"s that never came for the last animation, if it has ended by `time`.
  ///
  /// Call it when no more input will come (the end of a replayed log) or before reading
  /// ``records`` at `time`. Queries do not need it: ``state(at:)`` already reports the settled
  /// phase once an animation has ended.
  ///
  /// - Parameter time: The instant, in seconds; a time before the last input does nothing.
  public func settle(at time: TimeInterval) {
    guard time.isFinite, time >= lastTime else { return }
    synthesiseDids(before: time, unless: nil, includingDeadline: true)
  }

  /// Synthesises the pending "did"s when their animation ended before `time`, unless the input
  /// about to be handled is one of them.
  ///
  /// An input at the very instant the animation ends does not synthesise: UIKit posts the "did"
  /// at that instant, and it may come after another input of the same instant.
  func synthesiseDids(
    before time: TimeInterval, unless kind: KeyboardEvent.Kind?, includingDeadline: Bool = false
  ) {
    guard !pendingDids.isEmpty, time.isFinite else { return }
    let end = didDeadline
    guard time > end || (includingDeadline && time == end) else { return }
    if let kind, pendingDids.contains(kind) { return }
    // UIKit posts DidChangeFrame before DidShow / DidHide (observed on iOS).
    let kinds =
      pendingDids.filter { $0 == .didChangeFrame } + pendingDids.filter { $0 != .didChangeFrame }
    pendingDids = []
    for kind in kinds {
      let event = KeyboardEvent(
        kind: kind, beginFrame: animation?.from, endFrame: target,
        duration: animation?.duration ?? 0, curve: .keyboard, isLocal: mode != .otherApp,
        time: end)
      let reason =
        "\(kind) synthesised: the animation ended at \(Self.seconds(end)) s and no \(kind) came"
      record(.notification(event), at: end, .synthesised, reason, changed: true)
    }
    supersede(target)
    lastTime = max(lastTime, end)
  }

  /// Remembers a target whose "did" never came, so that a late one is coalesced, not refused.
  ///
  /// - Complexity: O(1): only the last four such targets are kept.
  func supersede(_ frame: CGRect) {
    supersededTargets.removeAll { $0 == frame }
    supersededTargets.append(frame)
    if supersededTargets.count > 4 { supersededTargets.removeFirst() }
  }

  /// How far from its end, as a fraction of its distance, an animation may be for a "did" to
  /// end it at once: a spring's settling threshold (Core Animation removes it within a small
  /// fraction of its end; SwiftUI documents 0.1 % for its springs), not a visible part of the
  /// curve.
  static let settledFraction: CGFloat = 0.0025

  /// The largest change of an animation's edges, in points.
  static func distance(of animation: KeyboardAnimation) -> CGFloat {
    max(
      abs(animation.from.minY - animation.to.minY),
      abs(animation.from.height - animation.to.height))
  }

  /// Applies a "did": it completes the pending "will", repeats the current state, or is refused.
  func completion(_ event: KeyboardEvent, kind: KeyboardEvent.Kind) -> (Outcome, String, Bool) {
    let end = effectiveEnd(event.endFrame)
    let endText = KeyboardEvent.text(event.endFrame)
    if end == target, let index = pendingDids.firstIndex(of: kind) {
      pendingDids.remove(at: index)
      var note = ""
      let left = frame(at: event.time)
      let remaining = max(abs(left.minY - target.minY), abs(left.height - target.height))
      // A "did" at the instant of a "will" that moved nothing (the WillChangeFrame + WillShow
      // of a resized input accessory, posted with duration 0 while the keys still rise)
      // completes that repeat: UIKit posts it at once because nothing was animated ("If you
      // specify a negative value or 0, the changes are made without animating them",
      // UIView.animate(withDuration:animations:)), so it says nothing of the running animation,
      // which goes on to its own end.
      if pendingDids.isEmpty, drag == nil, let animation, event.time < animation.end,
        event.time != repeatTime,
        remaining <= Self.settledFraction * Self.distance(of: animation) + 0.01
      {
        // UIKit posts the "did" from the animation's completion: the keyboard is at rest now,
        // even if the modelled curve had not quite reached its end (Core Animation removes a
        // spring once it is within its settling threshold, which the app does not know). A
        // "did" that comes while the curve is still visibly moving is not taken as the end:
        // when iOS posts it relative to the removal is not published, and the curve is.
        self.animation = nil
        additiveAnimations = []
        note = "; the animation has ended: the keyboard rests at its end frame"
      }
      return (.accepted, "\(kind) accepted: completes its will at \(endText)" + note, true)
    }
    if end == target, isCompatible(kind) {
      return (.coalesced, "\(kind) coalesced: repeats the state already reached", false)
    }
    if supersededTargets.contains(end) {
      return (
        .coalesced, "\(kind) coalesced: late completion of an animation that was retargeted",
        false
      )
    }
    let expected = kind == .didHide ? "willHide" : kind == .didShow ? "willShow" : "will"
    return (
      .refused,
      "\(kind) refused: ends at \(endText) but the keyboard is \(mode) at "
        + "\(KeyboardEvent.text(target)) and no \(expected) announced it", false
    )
  }

  /// Whether a "did" with no pending "will" may repeat the current state.
  private func isCompatible(_ kind: KeyboardEvent.Kind) -> Bool {
    switch kind {
    case .didShow: mode != .hidden
    case .didHide: mode != .docked && mode != .hardwareShortcutBar
    case .didChangeFrame: true
    case .willShow, .willHide, .willChangeFrame: false
    }
  }
}
