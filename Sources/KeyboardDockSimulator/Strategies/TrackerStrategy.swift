import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The keyboard tracker technique: a ``KeyboardTracker`` fed by notifications and by an observed frame source, asked for the
/// keyboard's frame at every display frame, as the UIKit adapter `KeyboardDock` feeds it.
///
/// The strategy sees exactly what an app sees on iOS: decoded notifications, KVO values of its
/// frame source, the screen's bounds, and the iOS version string (`UIDevice.systemVersion`). It
/// never sees the true visible keyboard. Like the adapter, it picks its frame source with
/// ``KeyboardFrameSource/initial(preferred:isLayoutGuideReliable:isAccessoryHostObservable:)``:
/// before iOS 26 the pseudo (zero-height) input accessory view's superview; from iOS 26, whose
/// keyboard no longer moves that view (react-native-keyboard-controller #973), a zero-height
/// probe pinned to the top of the keyboard layout guide (`usesBottomSafeArea` and
/// `followsUndockedKeyboard` at their defaults), reported as
/// ``ViewPlacement/keyboardFrame(layoutGuideTop:screenBounds:)`` decides. Every notification and
/// frame goes through ``KeyboardObservationGuard`` with the version's rules first.
///
/// The bar's bottom edge sits on the coverage of the tracker's state by the package's one
/// docking policy (``KeyboardMode/followsFrame``, through ``DockingGeometry``).
public struct TrackerStrategy: DockingStrategy {
  /// The registry entry.
  public static let descriptor = StrategyDescriptor(
    name: "tracker", technique: "keyboard tracker",
    summary: "KeyboardTracker fed by notifications and the pseudo accessory view's KVO frames "
      + "(from iOS 26 a layout-guide probe's), checked by KeyboardObservationGuard"
  ) { TrackerStrategy() }

  /// The tracker, created at the first layout with the screen's bounds.
  public private(set) var tracker: KeyboardTracker?
  /// The guard of the running iOS version, created with the tracker.
  public private(set) var observations: KeyboardObservationGuard?
  private var placement: ViewPlacement?

  /// Creates the strategy.
  public init() {}

  /// The frame source, once the first layout told the strategy the iOS version.
  public var source: KeyboardFrameSource? { observations?.source }

  /// The pseudo accessory is installed while it is the source.
  public var installsInputAccessory: Bool { source == .accessorySuperview }

  public mutating func receive(_ input: StrategyInput) {
    switch input {
    case .transition(let app, let time):
      placement = app.placement
      if let tracker {
        tracker.updateScreenBounds(app.screenBounds, at: time)
        observations?.screenBounds = app.screenBounds
      } else {
        // Screens come from the device catalogue only (Device has no public initialiser), and
        // every catalogue screen is valid, so this never fails; if it did, the strategy would
        // have no tracker and the bar would stay on the bottom safe area, as an app's would.
        tracker = try? KeyboardTracker(screenBounds: app.screenBounds)
        observations = Self.observationGuard(app)
      }
      // The app knows the height of the toolbar its field carries (the adapter passes it).
      observations?.accessoryHeight = app.inputAccessoryHeight
    case .notification(let event):
      guard let tracker, var observations else { return }
      let checked = observations.notification(event, in: placement)
      self.observations = observations
      if let event = checked.value { tracker.receive(event) }
    case .dragGesture(let isActive, let fingerY, let time):
      // KeyboardDock reports the pan of the scroll view that dismisses interactively, with the
      // finger's location.
      tracker?.observeDragGesture(isActive: isActive, fingerY: fingerY, at: time)
    case .crossFadeTransitions(let isOn, _):
      // The adapter reads UIAccessibility.prefersCrossFadeTransitions for each notification.
      tracker?.prefersCrossFadeTransitions = isOn
    case .hostFrame(let frame, let time):
      guard source == .accessorySuperview else { return }
      observe(frame, at: time)
    case .layoutGuide(let guide):
      guard source == .keyboardLayoutGuide, let screen = observations?.screenBounds,
        let frame = Self.probeFrame(
          guide, screen: screen, usesBottomSafeArea: (observations?.system.major ?? 0) < 17)
      else { return }
      observe(frame, at: guide.time)
    }
  }

  private mutating func observe(_ frame: CGRect, at time: TimeInterval) {
    guard let tracker, var observations else { return }
    let checked = observations.hostFrame(frame, at: time)
    self.observations = observations
    if let frame = checked.value { tracker.observeHostFrame(frame, at: time) }
  }

  /// The guard for the app's iOS version, with the source the adapter would choose.
  ///
  /// A version string the app cannot parse leaves the strategy on the pseudo accessory with
  /// the oldest rules, as `SystemVersion(0)` (the simulator passes only its profiles' versions).
  static func observationGuard(_ app: AppContext) -> KeyboardObservationGuard {
    let version = (try? SystemVersion(app.systemVersion)) ?? SystemVersion(0)
    let source = KeyboardFrameSource.initial(
      preferred: .accessorySuperview, isLayoutGuideReliable: version >= SystemVersion(15, 4),
      isAccessoryHostObservable: version < SystemVersion(26))
    return KeyboardObservationGuard(
      system: version, source: source, screenBounds: app.screenBounds)
  }

  /// What a zero-height probe pinned to the top of the guide reports: the docked keyboard's
  /// frame for the guide's top, or `nil` while the guide rests.
  ///
  /// As the UIKit adapter's probe: the guide's `followsUndockedKeyboard` is off (an undocked
  /// keyboard leaves it resting), and from iOS 17 `usesBottomSafeArea` is false, so the guide
  /// follows a drag below the safe area and rests on the view's bottom.
  static func probeFrame(
    _ guide: KeyboardLayoutGuideFrame, screen: CGRect, usesBottomSafeArea: Bool
  ) -> CGRect? {
    let placement = guide.placement
    let restingTop =
      usesBottomSafeArea
      ? placement.bounds.maxY - placement.safeAreaInsets.bottom : placement.bounds.maxY
    let top = guide.docking == .docked ? min(guide.keyboardFrame.minY, restingTop) : restingTop
    return placement.keyboardFrame(
      layoutGuideTop: top, screenBounds: screen, usesBottomSafeArea: usesBottomSafeArea)
  }

  public func layout(at time: TimeInterval, in app: AppContext) -> BarLayout {
    guard let tracker else { return DockingGeometry.barLayout(coverage: 0, in: app) }
    // The one docking policy (KeyboardMode.followsFrame), as the UIKit adapter applies it.
    let coverage = DockingGeometry.coverage(of: tracker.state(at: time), in: app.placement)
    var layout = DockingGeometry.barLayout(coverage: coverage, in: app)
    // The simulated app is built with the iOS 26 SDK, without UIDesignRequiresCompatibility.
    let cover = KeyboardCornerCover(
      system: observations?.system ?? SystemVersion(0), requiresCompatibility: false)
    layout.backgroundDepth = cover.backgroundDepth(coveredHeight: coverage)
    return layout
  }
}
