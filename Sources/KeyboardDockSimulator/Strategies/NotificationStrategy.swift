import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard notifications technique: the bar animates on every will-notification to the
/// keyboard's end frame (“UITextField docked like iOS Messenger”, “Customizing the iOS keyboard”).
///
/// With ``CurveMapping/posted`` the bar uses the notification's own curve and duration, as
/// `UIView.animate(withDuration: duration, options: curve << 16)` does, so it matches the
/// keyboard in every animated change. It cannot follow an interactive drag: no notification
/// arrives during it (observed on iOS), so a gap opens (“A Stickler for Details”).
///
/// ``CurveMapping/easeInOut`` is the common mistake: the private curve 7 is mapped to easeInOut
/// over the notification's 0.25 s (NgKeyboardTracker's own mapping does this), so the bar leads
/// and trails the keyboard's spring in every animated change.
public struct NotificationStrategy: DockingStrategy {
  /// How the strategy turns the posted curve into its own animation.
  public enum CurveMapping: Sendable, Hashable {
    /// The posted curve and duration, curve 7 included.
    case posted
    /// easeInOut over the posted duration, whatever curve was posted.
    case easeInOut
  }

  /// Keyboard notifications with the posted curve.
  public static let descriptor = StrategyDescriptor(
    name: "notifications", technique: "keyboard notifications",
    summary: "animates on will-notifications with their curve and duration"
  ) { NotificationStrategy(mapping: .posted) }

  /// Keyboard notifications with curve 7 animated as easeInOut (the common mistake).
  public static let easeInOutDescriptor = StrategyDescriptor(
    name: "notifications-ease-in-out", technique: "keyboard notifications",
    summary: "the common mistake: curve 7 animated as easeInOut over the posted 0.25 s"
  ) { NotificationStrategy(mapping: .easeInOut) }

  /// How the posted curve is mapped.
  public let mapping: CurveMapping
  private var placement: ViewPlacement?
  private var coverage = CoverageAnimation.resting(0)

  /// Creates the strategy.
  public init(mapping: CurveMapping) {
    self.mapping = mapping
  }

  public mutating func receive(_ input: StrategyInput) {
    switch input {
    case .transition(let app, _):
      placement = app.placement
    case .notification(let event):
      guard let kind = event.kind, kind.isWill, let placement else { return }
      let target = DockingGeometry.coverage(of: event.endFrame, in: placement)
      let curve = mapping == .posted ? event.curve.timingCurve : .easeInOut
      coverage = coverage.retargeted(
        to: target, at: event.time, duration: event.duration, curve: curve)
    case .hostFrame, .layoutGuide, .crossFadeTransitions, .dragGesture:
      return
    }
  }

  public func layout(at time: TimeInterval, in app: AppContext) -> BarLayout {
    DockingGeometry.barLayout(coverage: coverage.value(at: time), in: app)
  }

  /// The coverage the strategy believes in at `time`; ``AccessoryViewStrategy`` uses it for its
  /// content inset.
  func coverage(at time: TimeInterval) -> CGFloat { coverage.value(at: time) }
}
