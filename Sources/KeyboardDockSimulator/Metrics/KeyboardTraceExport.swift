import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Records a simulated run as a ``KeyboardDockCore/KeyboardTrace``, as `KeyboardTraceRecorder`
/// records a device: what an app using `KeyboardDock` observes, and per display frame what the
/// user sees.
///
/// The inputs are those the run's `tracker` strategy receives (the app the recorder lives in uses
/// `KeyboardDock`): every notification's raw `userInfo` as the profile's iOS reports it to that app
/// (``IOSAppObservations``), the KVO keyboard frames of its frame source (the pseudo accessory's
/// superview before iOS 26, a probe pinned to the keyboard layout guide from iOS 26, as
/// ``TrackerStrategy`` chooses), the keyboard layout guide's `layoutFrame` on every change,
/// first-responder changes, and every geometry change. The notifications and ease-in-out strategies
/// receive the same notifications on every profile, so `kbdock replay --trace` feeds each strategy
/// what the simulated run fed it. The display frames hold the simulated iOS's truth (the keyboard's
/// presentation frame, or the floating keyboard), never a strategy's belief; there is no bar (the
/// trace models iOS, not one app's bar).
struct KeyboardTraceExport {
  /// The trace so far.
  private(set) var trace: KeyboardTrace
  private var observations: IOSAppObservations
  private var source: KeyboardFrameSource?
  private var systemMajor = 0
  /// The screen of the last layout, for the probe.
  private var screen = CGRect.zero
  private var orientation: String
  private var hasGeometry = false
  private var responder: String?

  /// Starts a trace of one run.
  init(run: ScenarioRun) {
    let device = run.profile.device(run.device)
    orientation = Self.orientationName(InterfaceOrientation(starting: run.scenario.orientation))
    observations = IOSAppObservations(profile: run.profile, hasInputAccessory: false)
    let environment = KeyboardTrace.Environment(
      deviceModel: run.device.id, systemName: device.idiom == .pad ? "iPadOS" : "iOS",
      systemVersion: run.profile.version,
      userInterfaceIdiom: device.idiom == .pad ? "pad" : "phone", locale: "en_US",
      isReduceMotionEnabled: false, prefersCrossFadeTransitions: false,
      maximumFramesPerSecond: run.fps)
    let empty = KeyboardTrace.Geometry(
      screen: .zero, scale: Self.scale, window: .zero, interfaceOrientation: orientation,
      view: .zero,
      safeArea: .zero)
    trace = KeyboardTrace(
      source: .simulated,
      note: "kbdock simulate: scenario \(run.scenario.name) on \(run.device.id) (\(device.model)) "
        + "at \(run.fps) Hz, simulated iOS \(run.profile.version); no bar",
      environment: environment, geometry: empty)
  }

  /// Pixels per point: the simulated iOS lays out in points and draws no pixels, so 1.
  static let scale = 1.0

  /// The trace's name for an interface orientation (``KeyboardTrace/Geometry/orientations``).
  static func orientationName(_ orientation: InterfaceOrientation) -> String {
    switch orientation {
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    }
  }

  /// The interface orientation the next geometry is recorded with.
  mutating func setOrientation(_ orientation: InterfaceOrientation) {
    self.orientation = Self.orientationName(orientation)
  }

  /// Records an input every strategy receives alike (geometry, the layout guide's changes that
  /// do not come from the keyboard's outputs).
  mutating func receive(_ input: StrategyInput) {
    switch input {
    case .transition(let app, let time):
      screen = app.screenBounds
      let geometry = KeyboardTrace.Geometry(
        screen: app.screenBounds, scale: Self.scale, window: app.placement.windowFrame,
        interfaceOrientation: orientation, view: app.placement.viewFrame,
        safeArea: app.placement.safeAreaInsets)
      if hasGeometry {
        trace.events.append(.geometry(time: time, geometry))
      } else {
        // The first layout is the trace's starting geometry; the tracker's frame source is
        // chosen then, from the iOS version, as TrackerStrategy chooses it.
        trace.geometry = geometry
        hasGeometry = true
        let guardian = TrackerStrategy.observationGuard(app)
        source = guardian.source
        systemMajor = guardian.system.major
        observations.hasInputAccessory = source == .accessorySuperview
        if app.inputAccessoryHeight > 0 {
          trace.events.append(.inputAccessory(time: time, height: app.inputAccessoryHeight))
        }
      }
    case .layoutGuide(let guide):
      recordGuide(guide)
    case .crossFadeTransitions(let isOn, let time):
      trace.events.append(.crossFadeTransitions(time: time, isOn: isOn))
    case .dragGesture(let isActive, let fingerY, let time):
      trace.events.append(.dragGesture(time: time, isActive: isActive, fingerY: fingerY))
    case .notification, .hostFrame:
      return
    }
  }

  /// Records the keyboard's outputs as the recording app observes them.
  mutating func observe(
    _ outputs: [SystemKeyboardOutput], keyboard: SystemKeyboard, scene: SceneGeometry,
    placement: ViewPlacement
  ) {
    for output in observations.filter(outputs, keyboard: keyboard, scene: scene) {
      switch output {
      case .notification(let posted):
        guard let kind = posted.kind else { continue }
        trace.events.append(
          .notification(
            KeyboardTrace.Notification(
              time: posted.time, kind: kind,
              userInfo: KeyboardTrace.Notification.recordedUserInfo(posted.userInfo))))
      case .hostFrame(let frame, let time):
        guard source == .accessorySuperview else { continue }
        trace.events.append(.hostFrame(time: time, frame: frame, source: .accessorySuperview))
      case .layoutChange(let change):
        recordGuide(KeyboardLayoutGuideFrame(change, placement: placement))
      }
    }
  }

  /// Records the layout guide's `layoutFrame` (`usesBottomSafeArea` and
  /// `followsUndockedKeyboard` at UIKit's defaults) and, when the probe is the tracker's frame
  /// source, the probe's KVO frame.
  private mutating func recordGuide(_ guide: KeyboardLayoutGuideFrame) {
    let placement = guide.placement
    let resting = placement.bounds.maxY - placement.safeAreaInsets.bottom
    let top = guide.docking == .docked ? min(guide.keyboardFrame.minY, resting) : resting
    let layoutFrame = CGRect(
      x: 0, y: top, width: placement.bounds.width, height: placement.bounds.maxY - top)
    trace.events.append(
      .layoutGuide(time: guide.time, frame: placement.convertToScreen(layoutFrame)))
    guard source == .keyboardLayoutGuide,
      let probe = TrackerStrategy.probeFrame(
        guide, screen: screen,
        usesBottomSafeArea: systemMajor < 17)
    else { return }
    trace.events.append(.hostFrame(time: guide.time, frame: probe, source: .keyboardLayoutGuide))
  }

  /// Records a first-responder change, only when it changes.
  ///
  /// The composer's text view (`UITextView`) when a `focus` step focuses it, a second field
  /// (`UITextField`) for `focus-field`, none when the keyboard is dismissed or another app's
  /// field takes it.
  mutating func firstResponder(_ className: String?, at time: TimeInterval) {
    guard className != responder else { return }
    responder = className
    trace.events.append(.firstResponder(time: time, className: className))
  }

  /// Records one display frame: the keyboard the user sees.
  mutating func frame(at time: TimeInterval, truth: ScreenTruth, screen: CGRect) {
    let keyboard: CGRect?
    if truth.mode == .floating, let floating = truth.floatingKeyboard {
      keyboard = floating
    } else if truth.keyboard.minY < screen.maxY, !truth.keyboard.isEmpty {
      keyboard = truth.keyboard
    } else {
      keyboard = nil
    }
    trace.frames.append(
      KeyboardTrace.Frame(
        time: time, keyboard: keyboard, keyboardSource: .keyboardHostPresentationLayer, bar: nil))
  }
}
