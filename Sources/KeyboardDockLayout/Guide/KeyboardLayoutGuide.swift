import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A model of `UIKeyboardLayoutGuide`: the part of the keyboard that covers its owning view, in
/// the view's coordinates, with the edges it is near and the tracked constraints that follow.
///
/// The guide's frame follows Apple's documentation of `UIKeyboardLayoutGuide` (iOS 15–17) and
/// seed 001:
/// - a docked keyboard: the part of the keyboard that covers the view (DESIGN.md §4: convert
///   the screen frame into the view, intersect with its bounds), never shorter than the resting
///   guide below;
/// - no keyboard (offscreen, or a docked keyboard below the view): a guide at the bottom of the
///   view as tall as the bottom safe-area inset, so its top is the safe area's bottom; 0 pt tall
///   when ``usesBottomSafeArea`` is `false` (iOS 17's `usesBottomSafeArea`);
/// - an undocked, split or floating keyboard: ignored (the guide drops to the safe-area bottom)
///   unless ``followsUndockedKeyboard`` is `true`, the default being `false`;
/// - a floating keyboard across a Split View divider: only the part over the owning view, so the
///   guide's width shrinks to zero as the keyboard leaves the app (seed 001's screenshots); a
///   keyboard wholly outside keeps a zero-width guide at the nearest side of the view.
///
/// Edge proximity follows Apple's header (DESIGN.md §4): docked or offscreen is near the bottom
/// only; full-width undocked or split is away from leading and trailing and near the top or the
/// bottom edge when within ``edgeProximityThreshold``; floating is near at most two adjacent
/// edges, the closer of top/bottom and the closer of leading/trailing within the threshold.
///
/// ```swift
/// var guide = KeyboardLayoutGuide(layoutDirection: .leftToRight)
/// guide.followsUndockedKeyboard = true
/// guide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
/// let change = guide.update(keyboardFrame: floating, docking: .floating, in: placement)
/// ```
public struct KeyboardLayoutGuide: Sendable, Hashable {
  /// How near an edge of the owning view the guide must be to count as near it, in points.
  ///
  /// Apple documents the semantics of nearness but not the distance; 50 pt is our estimate. It
  /// is larger than a standard bar (44 pt), so a bar pinned on top of a guide that is away from
  /// the top edge stays on screen. Change ``edgeProximityThreshold`` to verify with another.
  public static let defaultEdgeProximityThreshold: CGFloat = 50

  /// The layout direction of the owning view; it decides where leading and trailing are.
  public var layoutDirection: LayoutDirection
  /// Whether the guide follows an undocked, split or floating keyboard; `false` by default, as
  /// in UIKit: the guide then drops to the bottom as if the keyboard were offscreen.
  public var followsUndockedKeyboard = false
  /// Whether the guide is as tall as the bottom safe-area inset with no keyboard; `true` by
  /// default, as in UIKit.
  public var usesBottomSafeArea = true
  /// The distance below which the guide counts as near an edge, in points.
  public var edgeProximityThreshold = Self.defaultEdgeProximityThreshold

  /// Padding above the keyboard at which an interactive dismissal starts, in points.
  ///
  /// Negative and non-finite values count as 0 (DESIGN.md §4), so reading back after setting
  /// −10 gives 0.
  public var keyboardDismissPadding: CGFloat {
    get { storedDismissPadding }
    set { storedDismissPadding = newValue.isFinite ? max(0, newValue) : 0 }
  }
  private var storedDismissPadding: CGFloat = 0

  /// The guide's frame in the owning view's coordinates, in points.
  public private(set) var layoutFrame: CGRect = .zero
  /// The edges of the owning view the guide is near.
  public private(set) var nearEdges: DirectionalRectEdge = .bottom
  /// The tracked constraint groups, in the order they were first set.
  public internal(set) var trackedConstraints: [TrackedConstraints] = []

  /// Creates a guide for an owning view; call ``update(keyboardFrame:docking:in:)`` to place it.
  public init(layoutDirection: LayoutDirection = .leftToRight) {
    self.layoutDirection = layoutDirection
  }

  /// The y coordinate, in the owning view, at which a downward drag starts moving the keyboard:
  /// the guide's top less ``keyboardDismissPadding``.
  public var interactiveDismissalStartY: CGFloat {
    layoutFrame.minY - keyboardDismissPadding
  }

  /// Places the guide for a keyboard and recomputes which tracked constraints are active.
  ///
  /// - Parameters:
  ///   - keyboardFrame: The keyboard's frame in screen coordinates, as the system knows it (for a
  ///     floating keyboard the real frame, not the zero rect its notifications carry).
  ///   - docking: How the keyboard is presented.
  ///   - placement: Where the owning view sits on screen, with its safe-area insets.
  /// - Returns: The tracked constraints this move activated and deactivated.
  @discardableResult
  public mutating func update(
    keyboardFrame: CGRect, docking: KeyboardDocking, in placement: ViewPlacement
  ) -> TrackedConstraintChange {
    let before = activeTrackedGroups
    move(keyboardFrame: keyboardFrame, docking: docking, in: placement)
    return change(from: before)
  }

  /// Places the guide without computing the change of tracked constraints (the layout engine's
  /// per-frame path, which compares ``nearEdges`` itself).
  mutating func move(
    keyboardFrame: CGRect, docking: KeyboardDocking, in placement: ViewPlacement
  ) {
    (layoutFrame, nearEdges) = Self.place(
      keyboardFrame: keyboardFrame, docking: docking, in: placement, guide: self)
  }

  /// Sets the guide's frame and proximity as the system computed them.
  mutating func place(frame: CGRect, nearEdges: DirectionalRectEdge) {
    layoutFrame = frame
    self.nearEdges = nearEdges
  }

  /// The frame and near edges for a keyboard, by the rules in the type's discussion.
  private static func place(
    keyboardFrame: CGRect, docking: KeyboardDocking, in placement: ViewPlacement,
    guide: KeyboardLayoutGuide
  ) -> (CGRect, DirectionalRectEdge) {
    let bounds = placement.bounds
    let restHeight =
      guide.usesBottomSafeArea ? min(placement.safeAreaInsets.bottom, bounds.height) : 0
    let resting = CGRect(
      x: bounds.minX, y: bounds.maxY - restHeight, width: bounds.width, height: restHeight)
    let ignored = docking == .offscreen || (docking.isUndocked && !guide.followsUndockedKeyboard)
    let keyboard = placement.convertFromScreen(keyboardFrame)
    let finite = [keyboard.minX, keyboard.minY, keyboard.width, keyboard.height].allSatisfy(
      \.isFinite)
    guard !ignored, finite, keyboard.height > 0, keyboard.minY < bounds.maxY,
      keyboard.maxY > bounds.minY
    else { return (resting, .bottom) }
    let minX = min(max(keyboard.minX, bounds.minX), bounds.maxX)
    let maxX = min(max(keyboard.maxX, bounds.minX), bounds.maxX)
    let minY = max(keyboard.minY, bounds.minY)
    let maxY = min(keyboard.maxY, bounds.maxY)
    let frame = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    switch docking {
    case .offscreen, .docked:
      // Never shorter than the resting guide: a bar on the guide stays above the home
      // indicator while the keyboard's top is still below the safe area.
      return (frame.union(resting), .bottom)
    case .undocked:
      return (frame, guide.nearerVerticalEdge(of: frame, in: bounds))
    case .floating:
      return (
        frame,
        guide.nearerVerticalEdge(of: frame, in: bounds)
          .union(guide.nearerHorizontalEdge(of: frame, in: bounds))
      )
    }
  }

  /// Top or bottom when within the threshold, the closer one when both are (bottom on a tie).
  private func nearerVerticalEdge(of frame: CGRect, in bounds: CGRect) -> DirectionalRectEdge {
    Self.nearer(
      (frame.minY - bounds.minY, .top), (bounds.maxY - frame.maxY, .bottom),
      threshold: edgeProximityThreshold, tie: .bottom)
  }

  /// Leading or trailing when within the threshold, the closer one when both are (leading on a
  /// tie), measured in the layout direction.
  private func nearerHorizontalEdge(of frame: CGRect, in bounds: CGRect) -> DirectionalRectEdge {
    Self.nearer(
      (layoutDirection.leadingInset(of: frame, in: bounds), .leading),
      (layoutDirection.trailingInset(of: frame, in: bounds), .trailing),
      threshold: edgeProximityThreshold, tie: .leading)
  }

  private static func nearer(
    _ first: (CGFloat, DirectionalRectEdge), _ second: (CGFloat, DirectionalRectEdge),
    threshold: CGFloat, tie: DirectionalRectEdge
  ) -> DirectionalRectEdge {
    let firstNear = first.0 <= threshold
    let secondNear = second.0 <= threshold
    switch (firstNear, secondNear) {
    case (true, true):
      if first.0 == second.0 { return tie }
      return first.0 < second.0 ? first.1 : second.1
    case (true, false): return first.1
    case (false, true): return second.1
    case (false, false): return []
    }
  }
}

extension KeyboardLayoutGuide {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(layoutDirection)
    hasher.combine(followsUndockedKeyboard)
    hasher.combine(usesBottomSafeArea)
    hasher.combine(edgeProximityThreshold)
    hasher.combine(storedDismissPadding)
    hasher.combine(rect: layoutFrame)
    hasher.combine(nearEdges)
    hasher.combine(trackedConstraints)
  }
}
