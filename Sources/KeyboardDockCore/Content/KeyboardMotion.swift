import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the keyboard is in one of its moves, reported on a display frame.
public enum KeyboardMotionPhase: String, Sendable, Hashable, CaseIterable,
  CustomStringConvertible
{
  /// The first frame of an animated move (show, hide, height change, the return after a
  /// released drag): ``KeyboardMotion/target`` says where it goes.
  case start
  /// A frame of an animated move after its start.
  case move
  /// A frame on which a finger dragging the keyboard (interactive dismissal) moved it.
  case interactive
  /// The frame on which the keyboard came to rest; a change without animation (a rotation, a
  /// move posted with duration 0) is one `end` frame.
  case end

  public var description: String { rawValue }
}

/// The keyboard on one display frame: the phase of its move, how much of a view it covers, how
/// far it has come, and where it goes.
///
/// Reported by ``KeyboardMotionSampler`` from the tracker's state on each display frame, so it
/// is exact during animations, interactive dismissal and on iOS 26 alike. All values are plain
/// numbers: making one allocates nothing.
public struct KeyboardMotion: Sendable, Hashable, CustomStringConvertible {
  /// The phase of the move.
  public var phase: KeyboardMotionPhase
  /// The height of the view, from its bottom edge, that the keyboard covers on this frame, in
  /// points (the bottom safe-area inset when no docked keyboard covers it).
  public var height: CGFloat
  /// How open the keyboard is, 0 (closed: ``height`` is the safe-area inset) to 1 (open at the
  /// height of this move's open keyboard).
  public var progress: Double
  /// The duration of the animation in flight, in seconds (the curve's real duration, the
  /// keyboard spring's settling time for curve 7); 0 during a drag and for moves without
  /// animation.
  public var duration: TimeInterval
  /// The covered height the keyboard goes to, in points: where it rests once the animation in
  /// flight ends; during a drag, where it returns if the finger lets go.
  public var target: CGFloat
  /// The display frame's time, in seconds.
  public var time: TimeInterval

  /// Creates a motion value.
  public init(
    phase: KeyboardMotionPhase, height: CGFloat, progress: Double, duration: TimeInterval,
    target: CGFloat, time: TimeInterval
  ) {
    self.phase = phase
    self.height = height
    self.progress = progress
    self.duration = duration
    self.target = target
    self.time = time
  }

  public var description: String {
    "\(phase) height \(height) pt → \(target) pt, progress \(progress), \(duration) s at \(time)"
  }
}

extension KeyboardMotion {
  /// Hashes every stored property.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(phase)
    hasher.combine(Double(height))
    hasher.combine(progress)
    hasher.combine(duration)
    hasher.combine(Double(target))
    hasher.combine(time)
  }
}
