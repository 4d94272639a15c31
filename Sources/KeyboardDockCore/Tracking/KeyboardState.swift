import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

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

  /// Whether any part of the keyboard is on screen or moving: every phase but
  /// ``KeyboardPhase/hidden``.
  public var isVisible: Bool { phase != .hidden }

  /// The height of `view`, from its bottom edge, that a bar docked to this keyboard must clear.
  ///
  /// In every mode but ``KeyboardMode/floating`` (``KeyboardMode/followsFrame``, the package's
  /// one docking policy) this is ``ViewPlacement/coveredHeight(byKeyboard:)`` of ``frame``: the
  /// part of the view below the keyboard's top edge, or the bottom safe-area inset when the
  /// keyboard does not overlap the view (DESIGN.md §4). So a bar follows a docked, undocked or
  /// split keyboard, the hardware keyboard's shortcut bar, and another app's keyboard (iPad
  /// multitasking), which covers this app's bottom too. During a drag the mode is the one the
  /// keyboard had when the drag began, so a docked keyboard dragged down is followed.
  ///
  /// A floating keyboard does not push a docked bar: the result is the bottom safe-area inset,
  /// where such a bar rests with no keyboard. (A layout that wants to avoid a floating keyboard
  /// uses its frame, ``frame``, directly.)
  ///
  /// ```swift
  /// tracker.addObserver(self) { controller, state in
  ///   controller.barBottom.constant = -state.coveredHeight(of: controller.placement)
  /// }
  /// ```
  ///
  /// - Parameter view: Where the view is on screen.
  /// - Returns: The covered height in points, 0 or more.
  public func coveredHeight(of view: ViewPlacement) -> CGFloat {
    guard mode.followsFrame else { return max(0, view.safeAreaInsets.bottom) }
    return max(0, view.coveredHeight(byKeyboard: frame))
  }

  public var description: String {
    "\(phase) \(mode) \(KeyboardEvent.text(frame)) at \(time)"
  }
}

extension KeyboardState {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rect: frame)
    hasher.combine(phase)
    hasher.combine(mode)
    hasher.combine(time)
  }
}
