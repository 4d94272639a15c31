#if os(Linux)
  import CoreFoundation
  public import Foundation
  import KeyboardDockHostedQuartzCore
  public import KeyboardDockSimulatedIOS

  /// The hosted system: one simulated iOS device running one app, the side of UIKit the app
  /// does not write.
  ///
  /// It owns the simulated keyboard (``KeyboardDockSimulatedIOS/SystemKeyboard``), the virtual
  /// clock `CACurrentMediaTime()` reads, the screen, the app's scene and windows, the keyboard's
  /// host view and the display. A user action (``perform(at:_:)``) is one run-loop turn: the
  /// keyboard's notifications are posted to `NotificationCenter.default` with the screen as
  /// their object (iOS 16.1+, `keyboardWillShowNotification` documentation), its host frames
  /// move the view holding the first responder's `inputAccessoryView` (whose KVO fires), its
  /// layout changes move every `keyboardLayoutGuide` with the keyboard's animation, then the
  /// turn's layout is committed and the main run loop's observers run. ``advance(to:)`` shows
  /// display frames: display links fire, due did-notifications and animation completions run.
  @MainActor
  public final class HostedIOS: DisplayLinkRegistry {
    /// The running system; a plain iPhone until one is created.
    public static var current: HostedIOS {
      if let running { return running }
      return HostedIOS(device: DeviceCatalogue.all[0], orientation: .portrait)
    }
    @exclusivity(unchecked) private static var running: HostedIOS?

    /// The device.
    public let device: Device
    /// The iOS version's behaviours.
    public let profile: IOSProfile
    // The stored properties marked `@exclusivity(unchecked)` are read or written on every display
    // frame, layout pass or keyboard event; no access to one overlaps another access to it, so
    // the runtime's exclusivity checks (about 2 % of a `kbdock simulate` run) are left out, as
    // for `LayoutEngine.solver`.
    /// The simulated keyboard.
    @exclusivity(unchecked) public internal(set) var keyboard: SystemKeyboard
    /// Display frames per second.
    public let fps: Int
    /// The app's window placement (full screen, Split View…).
    public private(set) var appWindowKind: AppWindow
    /// The screen.
    public private(set) lazy var screen = UIScreen(system: self)
    /// The app's scene.
    public private(set) lazy var windowScene = UIWindowScene(system: self)
    /// The keyboard's window and the view hosting the input accessory views.
    public private(set) lazy var keyboardWindow = UIWindow(
      keyboardWindowOf: self, frame: keyboard.screenBounds)
    /// ``keyboardWindow``, unretained (the system holds it for its whole life), for the turn's
    /// end to read without retaining it.
    private lazy var unretainedKeyboardWindow = Unmanaged.passUnretained(keyboardWindow)
    let accessoryHost = UIView()
    @exclusivity(unchecked) private var appWindowRefs: [WeakWindow] = []
    /// The first responder.
    @exclusivity(unchecked) public internal(set) weak var firstResponder: UIResponder?
    @exclusivity(unchecked) weak var installedAccessory: UIView?
    /// Whether the installed accessory's intrinsic height changed since the last layout pass.
    @exclusivity(unchecked) var accessoryNeedsLayout = false
    @exclusivity(unchecked) private var displayLinks: [CADisplayLink] = []
    @exclusivity(unchecked)
    private var scheduled: [(time: TimeInterval, order: Int, work: () -> Void)] = []
    private var scheduleCount = 0
    @exclusivity(unchecked) private var frameIndex = 0
    /// Whether anything reached the app in the current display frame: keyboard output, a
    /// completion, a display link, a layout pass.
    @exclusivity(unchecked) var turnHadWork = true
    /// Called with each keyboard notification's name and time as the system posts it.
    ///
    /// It is called before any observer hears of the post: a measurement's record of the
    /// system's own order. The order in which observers are called is not it — Foundation on
    /// Linux calls a notification's observers in no fixed order, so one that posts again from
    /// its block (InputBarHostView taking the first responder back at
    /// `keyboardDidHideNotification`) can be heard before or after the others hear the first
    /// post.
    public var onKeyboardNotificationPost: ((String, TimeInterval) -> Void)?
    /// Whether Reduce Motion is on.
    @exclusivity(unchecked) public var isReduceMotionEnabled = false
    /// The keyboard the user has selected, shown when a text input without an `inputView`
    /// becomes first responder: the system keys, the emoji keys or a third-party keyboard.
    public var userKeyboard: SystemKeyboard.Content = .system
    /// The duration the keyboard posts when it shows for a first responder; the profile's.
    public var focusDuration: TimeInterval
    /// What the app's calls asked of the keyboard that it could not do, in order (a focus while
    /// a third-party keyboard still posts its burst…), each in the keyboard's words.
    public internal(set) var refusals: [String] = []
    /// What the app observes of the keyboard on this iOS version.
    @exclusivity(unchecked) var observations: IOSAppObservations
    /// Layout diagnostics: constraints broken to recover from unsatisfiable layouts.
    @exclusivity(unchecked) public internal(set) var layoutWarnings: [String] = []
    /// The keyboard the layout guides follow, from the last layout change.
    @exclusivity(unchecked) var rootsBeingLaidOut = Set<ObjectIdentifier>()
    /// The roots whose pass's next round lays out without animation (a `layoutIfNeeded()`
    /// inside `performWithoutAnimation(_:)` during the pass).
    @exclusivity(unchecked) var rootsRelaidWithoutAnimation = Set<ObjectIdentifier>()
    /// Whether a nested `layoutIfNeeded()` without animation lays out at once.
    ///
    /// One asked for inside `performWithoutAnimation(_:)` while its root is being laid out lays
    /// out at once, without animation (the default: "Disables a view transition animation",
    /// `performWithoutAnimation(_:)` documentation), or, when `false`, is taken up by the pass's
    /// next round, inside whatever animation the pass runs in. How UIKit nests layout passes is
    /// not published: `false` tests an app against the other reading.
    @exclusivity(unchecked) public var nestedLayoutWithoutAnimationRunsAtOnce = true
    @exclusivity(unchecked) var guideKeyboard: (frame: CGRect, placement: GuidePlacement)?
    enum GuidePlacement { case docked, undocked }

    /// A weak reference to an app window, boxed: a turn reads every window's reference, and
    /// copying a box retains the box, where copying a weak reference takes the window's side
    /// table.
    private final class WeakWindow {
      weak var window: UIWindow?
      init(window: UIWindow) { self.window = window }
    }

    /// Starts a device at `time` and makes it ``current``.
    ///
    /// - Parameters:
    ///   - device: The device; its screen, safe area and keyboard heights.
    ///   - orientation: Portrait or landscape.
    ///   - profile: The iOS version's behaviours.
    ///   - window: Where the app's window is (full screen, Split View, Slide Over…).
    ///   - fps: Display frames per second (60 or 120).
    ///   - time: The clock's start, in seconds.
    @discardableResult
    public init(
      device: Device, orientation: Orientation, profile: IOSProfile = .baseline,
      window: AppWindow = AppWindow(), fps: Int = 60, at time: TimeInterval = 0
    ) {
      self.device = profile.device(device)
      self.profile = profile
      systemVersion = Self.systemVersion(of: profile)
      self.fps = fps
      appWindowKind = window
      keyboard = SystemKeyboard(device: self.device, orientation: orientation, profile: profile)
      focusDuration = profile.postedDuration
      observations = IOSAppObservations(profile: profile, hasInputAccessory: false)
      // A turn left open by the previous system (app code run outside `perform(at:_:)`) ends
      // before the clock starts again, so no run-loop observer keeps a time of the old clock.
      MainRunLoopTurn.end()
      MediaClock.reset(to: time)
      AnimationContext.stack = []
      HostedIOS.running = self
      CADisplayLink.display = { HostedIOS.current }
      appWindowRefs = []
      keyboardWindow.addSubview(accessoryHost)
      accessoryHost.frame = keyboard.hiddenFrame
      // The input accessory view on the host is shown with the keyboard, as it moves
      // (`UIResponder.inputAccessoryView`: attached to the top of the keyboard).
      // Unowned, not weak: a weak reference gives the system a side table, which makes every
      // retain and release of it (each `HostedIOS.current`) take the slow path; the deinit
      // below takes the closure away before the system goes.
      // The closure is main-actor isolated (the render server is asked on the main actor), so
      // it reads the keyboard without `MainActor.assumeIsolated`.
      accessoryHost.layer.renderServerFrame = { [unowned self] time in
        self.keyboard.presentationFrame(at: time)
      }
    }

    // Nonisolated, so it runs at once when the last reference goes (an `isolated deinit` can
    // run later, keeping the system and everything it holds until then); the layer is not
    // main-actor state.
    deinit {
      accessoryHost.layer.renderServerFrame = nil
    }

    /// The order in which the keyboard delivers a change's notification and its KVO callback:
    /// notification first unless set (``KeyboardDockSimulatedIOS/EventOrder``; the fact table's
    /// model alternates, `kvo-notification-order`).
    public var keyboardEventOrder: EventOrder {
      get { keyboard.eventOrder }
      set { keyboard.eventOrder = newValue }
    }

    /// The version as `UIDevice.systemVersion` reports it ("17.0", "26.2"); read once from the
    /// profile, as the dock reads it on every display frame.
    public let systemVersion: String

    /// The version `profile` names, as `UIDevice.systemVersion` reports it.
    private static func systemVersion(of profile: IOSProfile) -> String {
      let name = profile.version
      guard name.first?.isNumber == true else { return "18.0" }
      return name.contains { $0 == "." } ? name : name + ".0"
    }

    /// Whether Prefer Cross-Fade Transitions is on.
    public var prefersCrossFadeTransitions: Bool { keyboard.prefersCrossFadeTransitions }

    /// The current time.
    public var now: TimeInterval { MediaClock.now }

    var geometry: SceneGeometry {
      appWindowKind.geometry(on: device, orientation: keyboard.orientation)
    }
    var appWindowFrame: CGRect { geometry.windowFrame }
    var appSafeArea: UIEdgeInsets {
      let safe = geometry.safeArea
      return UIEdgeInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right)
    }

    /// The frame of `window`'s root view in the window: the scene's view frame for the app's
    /// own windows (ending above a tab bar), the window's bounds otherwise.
    func rootViewFrame(in window: UIWindow) -> CGRect {
      guard window !== keyboardWindow, window.frame == appWindowFrame else { return window.bounds }
      return geometry.viewFrame
    }

    /// The app's windows.
    public var appWindows: [UIWindow] {
      appWindowRefs.compactMap(\.window).filter { $0 !== keyboardWindow }
    }

    func add(_ window: UIWindow) {
      appWindowRefs.removeAll { $0.window == nil }
      appWindowRefs.append(WeakWindow(window: window))
    }

    // MARK: Run-loop turns

    /// One run-loop turn at `time`: shows the display frames up to it, runs `action` (a user
    /// action on the keyboard or the app), posts what the keyboard did, lays out, and ends the
    /// turn.
    ///
    /// - Parameters:
    ///   - time: When the action happens.
    ///   - idleFramesSleep: Whether a display frame shown before the action in which nothing
    ///     reaches the app and no app code read the clock leaves the main run loop asleep, as in
    ///     ``advance(to:idleFramesSleep:)``: pass `true` only when no app code ran since the last
    ///     turn but through the clock.
    ///   - action: The user's action.
    /// - Throws: What `action` throws (an ``KeyboardDockSimulatedIOS/ImpossibleAction``).
    public func perform(
      at time: TimeInterval, idleFramesSleep: Bool = false, _ action: (HostedIOS) throws -> Void
    ) rethrows {
      advance(to: time, idleFramesSleep: idleFramesSleep)
      try action(self)
      dispatchKeyboardOutputs()
      endTurn()
    }

    /// Runs a keyboard action now (inside ``perform(at:_:)``) and posts its outputs.
    public func keyboardAction(
      _ action: (inout SystemKeyboard, TimeInterval) throws -> Void
    ) throws {
      try action(&keyboard, now)
      dispatchKeyboardOutputs()
    }

    /// Rotates the device: the windows take the new geometry, then the keyboard moves.
    ///
    /// - Parameters:
    ///   - orientation: The new orientation.
    ///   - bursts: How many hide + show pairs the keyboard posts for the rotation (more than one
    ///     on some devices; see `SystemKeyboard.rotationBursts`).
    public func rotate(to orientation: Orientation, bursts: Int = 1) throws(ImpossibleAction) {
      keyboard.rotationBursts = bursts
      try keyboard.rotate(to: orientation, at: now)
      keyboardWindow.frame = keyboard.screenBounds
      for window in appWindows {
        window.windowSafeArea = appSafeArea
        window.frame = appWindowFrame
        window.layOutRootView()
      }
      dispatchKeyboardOutputs()
    }

    /// The interface turns 180° (landscape-left ↔ landscape-right): the bounds stay, the app's
    /// views are laid out again and the keyboard posts its rotation pair in place.
    public func turnAround() {
      for window in appWindows { window.setNeedsLayout() }
      keyboard.turnAround(at: now)
      dispatchKeyboardOutputs()
    }

    /// The user turns Reduce Motion with Prefer Cross-Fade Transitions on or off: the keyboard
    /// fades in place from then on, and the app hears
    /// `UIAccessibility.prefersCrossFadeTransitionsStatusDidChange` (documented with
    /// `prefersCrossFadeTransitions`).
    public func setPrefersCrossFadeTransitions(_ isOn: Bool) throws(ImpossibleAction) {
      try keyboard.setCrossFadeTransitions(isOn, at: now)
      isReduceMotionEnabled = isOn
      NotificationCenter.default.post(
        name: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange, object: nil)
      NotificationCenter.default.post(
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
      dispatchKeyboardOutputs()
    }

    /// Moves the app's windows to a new placement (the user resizes Split View, or enters Slide
    /// Over): the windows take the new frame and safe area, and the keyboard posts nothing; the
    /// app hears of it through layout (`viewDidLayoutSubviews()`, "Called to notify the view
    /// controller that its view has just laid out its subviews", UIViewController documentation).
    public func resizeAppWindow(to window: AppWindow) {
      appWindowKind = window
      for appWindow in appWindows {
        appWindow.windowSafeArea = appSafeArea
        appWindow.frame = appWindowFrame
        appWindow.layOutRootView()
      }
    }

    /// Shows display frames up to `time`: at each, due did-notifications, animation
    /// completions and display links, each frame a run-loop turn of its own.
    ///
    /// - Parameters:
    ///   - time: The time to show frames up to.
    ///   - idleFramesSleep: Whether a frame in which nothing reaches the app (no keyboard
    ///     output, completion, display link or layout) and in which no app code read the clock
    ///     leaves the main run loop asleep, as a run loop sleeps when there is no work ("Run
    ///     Loops", Threading Programming Guide: "keep your thread busy when there is work to
    ///     do and put your thread to sleep when there is none"). Pass `true` only when no app
    ///     code ran since the last call but through the clock (a measurement reading views'
    ///     presentation values): code that runs outside a turn is otherwise closed only by the
    ///     next frame's turn.
    public func advance(to time: TimeInterval, idleFramesSleep: Bool = false) {
      let frame = 1 / Double(fps)
      while true {
        let next = DisplayLink.quantized(Double(frameIndex + 1) * frame)
        let due = min(next, nextScheduledTime ?? .infinity, keyboard.nextDueTime ?? .infinity)
        guard due <= time else { break }
        MediaClock.set(due)
        turnHadWork = false
        dispatchKeyboardOutputs()
        runScheduled()
        if due == next {
          frameIndex += 1
          for link in displayLinks where !link.isPaused {
            turnHadWork = true
            link.fire(at: due, frameDuration: frame)
          }
        }
        endTurn(idleAllowed: idleFramesSleep)
      }
      MediaClock.set(time)
      frameIndex = max(frameIndex, Int((time / frame).rounded(.down)))
    }

    /// The earliest time of the scheduled work, found without building an array each frame.
    private var nextScheduledTime: TimeInterval? {
      var earliest: TimeInterval?
      for index in scheduled.indices {
        let time = scheduled[index].time
        if let current = earliest, current <= time { continue }
        earliest = time
      }
      return earliest
    }

    /// Runs `work` at `time` (now or in a later turn), after the work scheduled before it.
    func schedule(at time: TimeInterval, _ work: @escaping () -> Void) {
      scheduleCount += 1
      scheduled.append((time, scheduleCount, work))
    }

    private func runScheduled() {
      // Most turns have nothing scheduled: no clock read, no closure over the array.
      guard !scheduled.isEmpty else { return }
      let now = self.now
      guard scheduled.contains(where: { $0.time <= now }) else { return }
      turnHadWork = true
      let due = scheduled.filter { $0.time <= now }.sorted {
        ($0.time, $0.order) < ($1.time, $1.order)
      }
      scheduled.removeAll { $0.time <= now }
      for item in due { item.work() }
    }

    /// Ends a turn: commits the layout of every window (not animated), then runs the main run
    /// loop once so its observers see the turn end (`kCFRunLoopBeforeWaiting`/`kCFRunLoopExit`,
    /// "CFRunLoopObserver" documentation), as Core Animation's commit does on iOS.
    ///
    /// With `idleAllowed`, a frame in which nothing reached the app and no app code read the
    /// clock does not run the main run loop (``advance(to:idleFramesSleep:)``).
    func endTurn(idleAllowed: Bool = false) {
      runScheduled()
      unretainedKeyboardWindow.withGuaranteedRef { keyboardWindow in
        UIView.performWithoutAnimation {
          // `appWindows` then the keyboard's window, without building the arrays every turn.
          layOutAppWindows(except: keyboardWindow)
          keyboardWindow.layoutIfNeeded()
        }
        if layOutResizedAccessory() {
          // The app hears of the keyboard's new frame (its notifications, KVO) in the same pass.
          turnHadWork = true
          UIView.performWithoutAnimation { layOutAppWindows(except: keyboardWindow) }
        }
      }
      let appReadClock = MediaClock.takeAppRead()
      if idleAllowed && !turnHadWork && !appReadClock { return }
      MainRunLoopTurn.end()
    }

    /// Lays out the app's windows as they were when the call began.
    private func layOutAppWindows(except keyboardWindow: UIWindow) {
      let references = appWindowRefs
      for index in references.indices {
        guard let window = references[index].window, window !== keyboardWindow else { continue }
        window.layoutIfNeeded()
      }
    }

    package func register(_ link: CADisplayLink) {
      if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    package func unregister(_ link: CADisplayLink) {
      displayLinks.removeAll { $0 === link }
    }

    /// The number of display links firing.
    public var displayLinkCount: Int { displayLinks.count }

    /// The number of scheduled completions not run yet.
    public var pendingWorkCount: Int { scheduled.count }

    func intrinsicSizeChanged(of view: UIView) {
      guard view === installedAccessory else { return }
      updateAccessoryHeight()
    }
  }
#endif
