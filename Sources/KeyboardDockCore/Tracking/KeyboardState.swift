import Foundation

/// What the keyboard is doing at an instant.
public enum KeyboardPhase: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No keyboard on screen.
  case hidden
  /// The keyboard is animating onto the screen from offscreen.
  case showing
  /// The keyboard is on screen; it may be animating a height change or snapping back after a
  /// cancelled drag.
  case visible
  /// The keyboard is animating off the screen.
  case hiding
  /// The user is dragging the keyboard (interactive dismissal): its frame follows the finger and
  /// no notification arrives (DESIGN.md §5).
  case interactivelyDragged

  public var description: String { rawValue }
}

/// The keyboard at an instant, as the tracker concludes it: frame, phase and mode.
///
/// ```swift
/// let state = tracker.state(at: now)
/// if state.phase == .interactivelyDragged { bar.frame.origin.y = state.frame.minY - barHeight }
/// ```
public struct KeyboardState: Sendable, Hashable, CustomStringConvertible {
  /// The keyboard's visible frame, in screen coordinates.
  public var frame: CGRect
  /// What the keyboard is doing.
  public var phase: KeyboardPhase
  /// Where the keyboard is, as far as a docked bar is concerned.
  public var mode: KeyboardMode
  /// The instant this state describes, in seconds.
  public var time: TimeInterval

  /// Creates a state.
  public init(frame: CGRect, phase: KeyboardPhase, mode: KeyboardMode, time: TimeInterval) {
    self.frame = frame
    self.phase = phase
    self.mode = mode
    self.time = time
  }

  /// Whether any part of the keyboard is on screen or moving (every phase but ``KeyboardPhase/hidden``).
  public var isVisible: Bool { phase != .hidden }

  public var description: String {
    "\(phase) \(mode) \(KeyboardEvent.text(frame)) at \(time)"
  }
}
