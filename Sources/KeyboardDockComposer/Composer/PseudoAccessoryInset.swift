import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The height of the pseudo input accessory view, and how it is taken out of the keyboard frames
/// UIKit reports, so the tracker follows the keys while the accessory grows with the bar.
///
/// The coordinator of “A Stickler for Details” grows the invisible accessory with a growing input
/// bar (``BarHeightTransition/pseudoAccessoryHeight``), so an interactive dismissal starts when the
/// finger reaches the bar's top, not inside it. UIKit counts an input accessory view as part of
/// the keyboard: the notifications' frames and the host view the accessory sits in (its
/// superview, observed by KVO) reach up to the accessory's top
/// (https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview). The bar
/// must sit on the keys, not on the accessory behind it, so every frame from either source has
/// the accessory's height taken off its top before the tracker sees it. Both sources must be
/// adjusted alike: the tracker recognises the host frame's jump by comparing it with the
/// notification's end frame.
///
/// The accessory is only part of the keyboard while it is installed as the first responder's
/// `inputAccessoryView`; when the keyboard layout guide is the frame source instead, nothing is
/// taken off.
///
/// ```swift
/// var accessory = PseudoAccessoryInset()
/// try accessory.setHeight(change.pseudoAccessoryHeight)
/// tracker.observeHostFrame(accessory.keyboardFrame(excludingAccessoryFrom: hostFrame), at: now)
/// ```
public struct PseudoAccessoryInset: Sendable, Hashable, CustomStringConvertible {
  /// The pseudo accessory view's height, in points: finite, 0 or more.
  public private(set) var height: CGFloat = 0
  /// Whether the accessory is installed as the first responder's `inputAccessoryView`, so that
  /// UIKit's keyboard frames include it.
  public var isInstalled: Bool

  /// Creates a zero-height accessory.
  ///
  /// - Parameter isInstalled: Whether the accessory is the first responder's accessory view.
  public init(isInstalled: Bool = true) {
    self.isInstalled = isInstalled
  }

  /// Sets the accessory's height.
  ///
  /// - Parameter height: The new height in points, as
  ///   ``BarHeightTransition/pseudoAccessoryHeight`` gives it.
  /// - Throws: ``ComposerError/invalidHeight(_:what:)`` when `height` is not a finite number, 0
  ///   or more; the height is unchanged then.
  public mutating func setHeight(_ height: CGFloat) throws(ComposerError) {
    guard ComposerError.isFiniteNonNegative(height) else {
      throw .invalidHeight(height, what: "pseudo accessory height")
    }
    self.height = height
  }

  /// The height taken off the keyboard's frames, in points: ``height`` while installed, else 0.
  public var excludedHeight: CGFloat { isInstalled ? height : 0 }

  /// The keys' frame for a keyboard frame UIKit reports with the accessory on top.
  ///
  /// The top moves down by ``excludedHeight`` and the height shrinks by as much, never below 0;
  /// the bottom stays. A hidden keyboard's frame (offscreen below the screen) stays offscreen. A
  /// frame with no width or no height (iPadOS's `CGRect.zero` for a floating keyboard) says
  /// where no keyboard is and is kept as it is. This undoes
  /// ``BarHeightTransition/keyboardFrame(resizing:)``.
  ///
  /// The keys' edges are snapped to the nearest 1/3072 pt when within 10⁻¹⁰ pt
  /// of it (3072 = 2 × 3 × 512: the pixel grids of 2× and 3× screens and the text layout's
  /// 1/512 pt): taking an accessory height off a frame that UIKit grew by it leaves a
  /// rounding error (476.00000000000006 for 476), and the tracker recognises a keyboard back at
  /// rest by comparing frames exactly, so the same keys must give the same value whatever
  /// accessory height was taken off.
  ///
  /// - Parameter frame: A keyboard frame in screen coordinates, accessory included.
  /// - Returns: The frame without the accessory.
  public func keyboardFrame(excludingAccessoryFrom frame: CGRect) -> CGRect {
    let removed = min(excludedHeight, frame.height)
    guard removed > 0, frame.width > 0 else { return frame }
    let top = Self.snapped(frame.minY + removed)
    let bottom = Self.snapped(frame.maxY)
    return CGRect(x: frame.minX, y: top, width: frame.width, height: max(0, bottom - top))
  }

  /// `value` on the 1/3072 pt grid when within 10⁻¹⁰ pt of it (rounding noise), else unchanged.
  static func snapped(_ value: CGFloat) -> CGFloat {
    let grid = (value * 3072).rounded() / 3072
    return abs(grid - value) < 1e-10 ? grid : value
  }

  /// A notification with the accessory taken off its begin and end frames, by
  /// ``keyboardFrame(excludingAccessoryFrom:)``.
  ///
  /// - Parameter event: The notification as UIKit posted it.
  /// - Returns: The same notification with the keys' frames.
  public func event(excludingAccessoryFrom event: KeyboardEvent) -> KeyboardEvent {
    guard excludedHeight > 0 else { return event }
    var adjusted = event
    adjusted.endFrame = keyboardFrame(excludingAccessoryFrom: event.endFrame)
    adjusted.beginFrame = event.beginFrame.map { keyboardFrame(excludingAccessoryFrom: $0) }
    return adjusted
  }

  public var description: String {
    "pseudo accessory \(height) pt" + (isInstalled ? "" : " (not installed)")
  }
}
