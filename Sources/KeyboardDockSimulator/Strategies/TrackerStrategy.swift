import Foundation
import KeyboardDockCore

/// The keyboard tracker technique: a ``KeyboardTracker`` fed by notifications and by the pseudo
/// accessory view's observed superview frame, asked for the keyboard's frame at every display frame
/// (“A Stickler for Details”).
///
/// The tracker sees exactly what an app's tracker sees on iOS: decoded notifications, the KVO
/// values of the pseudo (zero-height) input accessory view's superview frame, and the screen's
/// bounds on rotation. It never sees the true visible keyboard. The bar's bottom edge sits on the
/// coverage of the tracker's state by the package's one docking policy
/// (``KeyboardMode/followsFrame``, through ``DockingGeometry``),
/// so it follows interactive dismissal frame by frame, an undocked or split keyboard and another
/// app's keyboard; a floating keyboard (zero frames, observed on iOS) leaves the bar on the bottom
/// safe area.
public struct TrackerStrategy: DockingStrategy {
  /// The registry entry.
  public static let descriptor = StrategyDescriptor(
    name: "tracker", technique: "keyboard tracker",
    summary: "KeyboardTracker fed by notifications and the pseudo accessory view's KVO frames"
  ) { TrackerStrategy() }

  /// The tracker, created at the first layout with the screen's bounds.
  public private(set) var tracker: KeyboardTracker?
  private var placement: ViewPlacement?

  /// Creates the strategy.
  public init() {}

  public mutating func receive(_ input: StrategyInput) {
    switch input {
    case .transition(let app, let time):
      placement = app.placement
      if let tracker {
        tracker.updateScreenBounds(app.screenBounds, at: time)
      } else {
        // Screens come from the device catalogue only (Device has no public initialiser), and
        // every catalogue screen is valid, so this never fails; if it did, the strategy would
        // have no tracker and the bar would stay on the bottom safe area, as an app's would.
        tracker = try? KeyboardTracker(screenBounds: app.screenBounds)
      }
    case .notification(let event):
      tracker?.receive(event)
    case .hostFrame(let frame, let time):
      tracker?.observeHostFrame(frame, at: time)
    case .layoutGuide:
      return
    }
  }

  public func layout(at time: TimeInterval, in app: AppContext) -> BarLayout {
    guard let tracker else { return DockingGeometry.barLayout(coverage: 0, in: app) }
    // The one docking policy (KeyboardMode.followsFrame), as the UIKit adapter applies it.
    let coverage = DockingGeometry.coverage(of: tracker.state(at: time), in: app.placement)
    return DockingGeometry.barLayout(coverage: coverage, in: app)
  }
}
