import Foundation
import KeyboardDockCore

/// How the keyboard is presented, in the three classes Apple's header for
/// `UIKeyboardLayoutGuide` distinguishes, plus offscreen.
///
/// The header (UIKit, `UIKeyboardLayoutGuide.h`, iOS 15) gives each class its
/// edge semantics: a docked or offscreen keyboard is near the bottom edge and away from the
/// others; a full-width undocked or split keyboard is away from the leading and trailing edges
/// and may be near the top or the bottom; a floating keyboard may be near at most two adjacent
/// edges. A hardware keyboard's shortcut bar (about 55 pt, observed on iOS) is docked.
public enum KeyboardDocking: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No keyboard on screen (hidden, or only offscreen frames).
  case offscreen
  /// The keyboard is docked at the bottom of the screen, full width; includes the hardware
  /// keyboard's shortcut bar.
  case docked
  /// The iPad keyboard is undocked (full width, moved up) or split in two halves.
  case undocked
  /// The iPad keyboard floats: a small keyboard the user drags anywhere.
  case floating

  /// Whether a guide with `followsUndockedKeyboard == false` ignores this keyboard.
  public var isUndocked: Bool { self == .undocked || self == .floating }

  public var description: String { rawValue }
}

/// Constraints a tracking layout guide activates while it is near (or away from) edges, as one
/// call to `setConstraints(_:activeWhenNearEdge:)` or `setConstraints(_:activeWhenAwayFrom:)`
/// gives them.
public struct TrackedConstraints: Sendable, Hashable, CustomStringConvertible {
  /// When the constraints are active.
  public enum Condition: Sendable, Hashable, CustomStringConvertible {
    /// Active while the guide is near every one of the edges.
    case nearEdge(DirectionalRectEdge)
    /// Active while the guide is away from every one of the edges.
    case awayFrom(DirectionalRectEdge)

    /// Whether the condition holds for a guide near exactly `nearEdges`.
    ///
    /// With several edges, every edge must match: `awayFrom([.leading, .trailing])` is
    /// inactive as soon as the guide is near either edge (“Keyboard Layout Guide”, "In The
    /// Middle").
    public func holds(near nearEdges: DirectionalRectEdge) -> Bool {
      switch self {
      case .nearEdge(let edges): nearEdges.isSuperset(of: edges)
      case .awayFrom(let edges): nearEdges.isDisjoint(with: edges)
      }
    }

    public var description: String {
      switch self {
      case .nearEdge(let edges): "activeWhenNearEdge: \(edges)"
      case .awayFrom(let edges): "activeWhenAwayFrom: \(edges)"
      }
    }
  }

  /// When the constraints are active.
  public var condition: Condition
  /// The constraints, activated and deactivated together.
  public var constraints: [LayoutConstraint]

  /// Creates a group of tracked constraints.
  public init(_ constraints: [LayoutConstraint], _ condition: Condition) {
    self.constraints = constraints
    self.condition = condition
  }

  public var description: String {
    "\(condition): " + constraints.map(\.name).joined(separator: ", ")
  }
}

extension KeyboardDocking {
  /// The layout guide's presentation class for a mode the keyboard tracker concludes.
  ///
  /// A hidden keyboard is offscreen; another app's keyboard is docked, because it covers this
  /// app's bottom too (Apple's `keyboardIsLocalUserInfoKey` page: with Multitasking the system
  /// notifies all visible apps, `isLocal == false` for the others), which is the package's one
  /// docking policy (``KeyboardMode/followsFrame``); a full-width undocked keyboard and a split one
  /// are in the undocked class
  /// (Apple's header for `UIKeyboardLayoutGuide` groups them); the hardware
  /// keyboard's shortcut bar is docked (observed on iOS); a floating keyboard floats.
  ///
  /// ```swift
  /// guide.update(keyboardFrame: frame, docking: KeyboardDocking(state.mode), in: placement)
  /// ```
  ///
  /// - Parameter mode: The tracker's mode.
  public init(_ mode: KeyboardMode) {
    switch mode {
    case .hidden: self = .offscreen
    case .docked, .hardwareShortcutBar, .otherApp: self = .docked
    case .undocked, .split: self = .undocked
    case .floating: self = .floating
    }
  }
}
