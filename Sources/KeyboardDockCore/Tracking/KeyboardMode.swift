import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the keyboard is, as far as a bar docked to it is concerned.
///
/// The mode is classified from a keyboard frame in screen coordinates, the screen's bounds and
/// the notification's `isLocal` by ``classify(_:in:isLocal:dockedHeight:)``. ``followsFrame`` is
/// the package's one docking policy: a docked bar follows the keyboard's frame in every mode but
/// ``floating``, where it rests on the bottom safe area.
public enum KeyboardMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No keyboard on screen: the frame is at or below the screen's bottom edge.
  case hidden
  /// A full-width keyboard resting on the screen's bottom edge.
  case docked
  /// A full-width keyboard raised off the bottom edge (iPad "undock").
  case undocked
  /// A keyboard narrower than the screen, or one whose frame is unknown (iPad floating keyboard).
  case floating
  /// The iPad split keyboard: a full-width raised frame shorter than the docked keyboard.
  case split
  /// A full-height frame placed mostly offscreen: the hardware keyboard's shortcut bar.
  case hardwareShortcutBar
  /// Another app's keyboard (`isLocal == false`): Split View, Slide Over, Stage Manager.
  case otherApp

  public var description: String { rawValue }

  /// Whether a bar docked to the keyboard follows the keyboard's frame in this mode: the one
  /// docking policy every code path uses (the tracker, the UIKit adapter, the simulator's
  /// strategies and its reference).
  ///
  /// The bar follows the frame in every mode but ``floating``:
  /// - ``docked``, ``hidden`` and ``hardwareShortcutBar``: the keyboard (or its shortcut bar)
  ///   sits on the screen's bottom edge, or has left it.
  /// - ``undocked`` and ``split``: on iPad an input accessory view stays attached to an undocked
  ///   or split keyboard, so following the raised keyboard is the native behaviour (T1,
  ///   DESIGN.md §2).
  /// - ``otherApp``: "With Multitasking in iPadOS, the system notifies all visible apps when the
  ///   keyboard appears and disappears" (Apple's `keyboardIsLocalUserInfoKey` documentation);
  ///   the other app's keyboard covers this app's bottom too, so the bar must clear it.
  ///
  /// For ``floating`` the keyboard is a small panel anywhere on the screen (its frame is often
  /// `CGRect.zero`, DESIGN.md §5) and does not push a docked bar, which rests on the bottom safe
  /// area (see ``KeyboardState/coveredHeight(of:)``).
  public var followsFrame: Bool {
    switch self {
    case .hidden, .docked, .hardwareShortcutBar, .undocked, .split, .otherApp: true
    case .floating: false
    }
  }

  /// How far, in points, a frame edge may be from a screen edge and still count as on it.
  public static let edgeTolerance: CGFloat = 1

  /// The fraction of the docked keyboard's height below which a raised full-width frame is split.
  ///
  /// An estimate: the iPad split keyboard's halves are shorter than the whole docked keyboard
  /// (no predictive bar between them), while an undocked keyboard keeps its height.
  public static let splitHeightFraction: CGFloat = 0.85

  /// Classifies a keyboard frame.
  ///
  /// The rules, in order (the first that matches wins):
  /// 1. top edge at or below the screen's bottom (within ``edgeTolerance``) → ``hidden``; this
  ///    includes the zero-height frame third-party keyboards post first (DESIGN.md §5);
  /// 2. `isLocal == false` → ``otherApp``;
  /// 3. zero width or height → ``floating``: iPadOS posts `CGRect.zero` while a floating
  ///    keyboard is dragged (DESIGN.md §5), never a docked keyboard of height 0;
  /// 4. entirely off the screen but not below it → ``floating`` (a garbage frame);
  /// 5. narrower than the screen → ``floating``, wherever it is: no docked keyboard is narrower
  ///    than the screen, and a floating keyboard can be dragged to the bottom edge;
  /// 6. bottom edge below the screen's bottom and less than half the frame visible →
  ///    ``hardwareShortcutBar`` (iOS 9+ posts the full-height frame with ~55 pt visible,
  ///    DESIGN.md §5); with half or more visible → ``docked`` (a keyboard partly dragged down);
  /// 7. bottom edge above the screen's bottom → ``split`` when shorter than
  ///    ``splitHeightFraction`` of `dockedHeight`, else ``undocked``;
  /// 8. otherwise → ``docked``.
  ///
  /// - Parameters:
  ///   - frame: The keyboard's frame in screen coordinates (finite, non-negative size).
  ///   - screen: The screen's bounds.
  ///   - isLocal: The notification's `isLocal`; `nil` (before iOS 9) counts as local.
  ///   - dockedHeight: The height of the last docked keyboard on this screen, if known.
  /// - Returns: The mode and the rule that chose it, as a phrase for records.
  public static func classify(
    _ frame: CGRect, in screen: CGRect, isLocal: Bool?, dockedHeight: CGFloat?
  ) -> (mode: KeyboardMode, reason: String) {
    let tolerance = edgeTolerance
    if frame.minY >= screen.maxY - tolerance {
      return (.hidden, "at or below the screen's bottom edge")
    }
    if isLocal == false {
      return (.otherApp, "isLocal is false: another app's keyboard")
    }
    if frame.width <= 0 || frame.height <= 0 {
      return (.floating, "zero-size frame, as iPadOS posts while a floating keyboard is dragged")
    }
    if isOffScreenButNotBelow(frame, in: screen) {
      return (.floating, "entirely off the screen but not below it: not a docked keyboard")
    }
    if frame.width < screen.width - tolerance {
      return (.floating, "narrower than the screen")
    }
    if frame.maxY > screen.maxY + tolerance {
      let visible = screen.maxY - frame.minY
      if visible < frame.height / 2 {
        return (
          .hardwareShortcutBar,
          "full-height frame mostly offscreen, \(Self.points(visible)) pt visible"
        )
      }
      return (.docked, "full width, partly below the bottom edge")
    }
    if frame.maxY < screen.maxY - tolerance {
      if let dockedHeight, dockedHeight > 0, frame.height < dockedHeight * splitHeightFraction {
        return (.split, "full width, raised, shorter than the docked keyboard")
      }
      return (.undocked, "full width, raised off the bottom edge")
    }
    return (.docked, "full width on the bottom edge")
  }

  /// Whether a frame tells nothing about where the keyboard is: zero width or height while not
  /// below the screen (iPadOS's `CGRect.zero` for a floating keyboard, DESIGN.md §5), or entirely
  /// off the screen to the side or above.
  ///
  /// The tracker reports the docked keyboard of such a frame as gone below the screen (its
  /// hidden frame), so a bar that follows the frame rests at the bottom.
  public static func isPositionUnknown(_ frame: CGRect, in screen: CGRect) -> Bool {
    guard frame.minY < screen.maxY - edgeTolerance else { return false }
    return frame.width <= 0 || frame.height <= 0 || isOffScreenButNotBelow(frame, in: screen)
  }

  /// Whether a frame lies entirely to the side of or above the screen.
  private static func isOffScreenButNotBelow(_ frame: CGRect, in screen: CGRect) -> Bool {
    frame.maxY <= screen.minY || frame.maxX <= screen.minX || frame.minX >= screen.maxX
  }

  /// A number of points as a short text (`55`, `55.5`).
  static func points(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() && abs(rounded) < 1e15
      ? String(Int(rounded)) : "\(rounded)"
  }
}
