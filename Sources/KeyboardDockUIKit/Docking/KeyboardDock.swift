#if canImport(UIKit)
  public import Foundation
  public import KeyboardDockComposer
  public import KeyboardDockCore
  import QuartzCore
  public import UIKit

  /// Keeps a bar in the app's own view hierarchy on top of the keyboard, frame by frame, through
  /// interactive dismissal too: the keyboard tracker of “A Stickler for Details” on device.
  ///
  /// The dock feeds a ``KeyboardDockCore/KeyboardTracker`` from two sources: the keyboard
  /// notifications for `view`'s screen (``KeyboardNotificationObserver``), which give the timing
  /// of animated moves, and the keyboard frames a ``KeyboardFrameObserver`` reads by KVO, which
  /// move with the finger during a drag. After each input the tracker accepts, it publishes the
  /// ``KeyboardDockCore/KeyboardDockUpdate`` that ``KeyboardDockCore/KeyboardDockPolicy``
  /// decides: the height the bar must clear from the view's bottom once the move is done, and
  /// how to animate there (the notification's own curve; nothing during a drag).
  /// ``onUpdate`` hands it to anything else (SwiftUI uses it through
  /// ``ObservableKeyboardState``). ``dock(_:insetting:)`` moves a bar and a scroll view with the
  /// tracker's own state on every display frame while the keyboard moves.
  ///
  /// Unlike the `inputAccessoryView` bar (``InputBarHostView``), the bar is the app's: in Split
  /// View it is as wide as the app, and it stays on screen when the keyboard is floating.
  ///
  /// ```swift
  /// let dock = KeyboardDock(view: view)
  /// dock.dock(composer, insetting: tableView)
  /// dock.installAccessory(on: composer.textView)
  /// ```
  @MainActor
  public final class KeyboardDock {
    // The state read on every display frame and layout pass is marked
    // `@exclusivity(unchecked)`: each access is a short read or write, or a mutating call into
    // Core that calls nothing back (the sampler, the policy, the observation guard), so no
    // access can overlap another, and the runtime's check of each cost more than the access.
    /// The view the bar lives in; held weakly.
    @exclusivity(unchecked)
    public private(set) weak var view: UIView?
    /// The tracker, created when the view first reaches a screen (it needs the screen's bounds).
    ///
    /// It keeps the latest ``trackerRecordLimit`` records
    /// (``KeyboardDockCore/KeyboardTracker/recordLimit``), so a long session of drags does not
    /// grow it; set another limit on it to keep more.
    @exclusivity(unchecked)
    public private(set) var tracker: KeyboardTracker?
    /// How many records the dock's tracker keeps: the latest 1,000, a few seconds of drag
    /// frames.
    public static let trackerRecordLimit = 1_000
    /// Called after each change the tracker accepts, after a docked bar was updated.
    @exclusivity(unchecked)
    public var onUpdate: ((KeyboardDockUpdate) -> Void)?
    /// Called when a keyboard notification's `userInfo` does not decode.
    public var onRejection: ((KeyboardEventError) -> Void)? {
      get { notifications.onRejection }
      set { notifications.onRejection = newValue }
    }
    /// Called when the frame source changes (to the keyboard layout guide).
    public var onFrameSourceChange: ((KeyboardFrameObserver.Source) -> Void)?

    /// The last update published.
    @exclusivity(unchecked)
    public private(set) var lastUpdate: KeyboardDockUpdate?
    /// Which source the keyboard frames come from.
    public var frameSource: KeyboardFrameObserver.Source { frames.source }
    /// The invisible accessory to install on the composer's text view, or `nil` when the
    /// keyboard layout guide is the source.
    public var accessoryView: UIView? { frames.accessoryView }

    let notifications: KeyboardNotificationObserver
    let frames: KeyboardFrameObserver
    @exclusivity(unchecked)
    var bar: DockedBar?
    /// Adapters the dock keeps alive with it: chat transcripts and form scrollers.
    var contentAdapters: [AnyObject] = []
    /// The per-frame handler: the sampler, the display link and the closure.
    @exclusivity(unchecked)
    var motion = MotionUpdates()
    /// The bar's moves held until the run-loop turn ends, when asked for inside an animation
    /// block (KeyboardDock+LayoutPass.swift).
    @exclusivity(unchecked)
    var barMoves = HeldBarMoves()
    /// Adapters of this module that follow the updates too (a realised layout's own guide).
    @exclusivity(unchecked)
    var listeners: [(owner: Weak, listener: (KeyboardDockUpdate) -> Void)] = []
    /// Where the finger of the docked scroll view's pan is, in screen points, while the pan is
    /// under way.
    @exclusivity(unchecked)
    var panFingerY: CGFloat?
    /// The responders carrying the pseudo accessory; held weakly.
    private var accessoryHosts: [WeakResponder] = []
    @exclusivity(unchecked)
    private var policy = KeyboardDockPolicy()
    /// The pseudo accessory's height, taken off the keyboard frames while it is installed.
    @exclusivity(unchecked)
    var accessory: PseudoAccessoryInset
    /// Checks every notification and host frame with the running iOS version's rules before the
    /// tracker sees them (``KeyboardDockCore/KeyboardObservationGuard``).
    @exclusivity(unchecked)
    private var observations: KeyboardObservationGuard

    /// Starts following the keyboard over `view`.
    ///
    /// - Parameters:
    ///   - view: The view the bar lives in, usually a view controller's root view.
    ///   - preferredFrameSource: Where keyboard frames come from where both sources work; see
    ///     ``KeyboardFrameObserver/init(view:preferredSource:)``.
    public init(
      view: UIView, preferredFrameSource: KeyboardFrameObserver.Source = .accessorySuperview
    ) {
      self.view = view
      notifications = KeyboardNotificationObserver(view: view)
      frames = KeyboardFrameObserver(view: view, preferredSource: preferredFrameSource)
      accessory = PseudoAccessoryInset(isInstalled: frames.source == .accessorySuperview)
      observations = KeyboardObservationGuard(
        system: RunningSystem.version,
        source: frames.source, screenBounds: view.window?.windowScene?.screen.bounds ?? .zero)
      notifications.onEvent = { [weak self] event in self?.receive(event) }
      frames.onHostFrame = { [weak self] frame, time in self?.observeHostFrame(frame, at: time) }
      frames.onSourceChange = { [weak self] source in self?.frameSourceDidChange(source) }
    }

    /// Installs ``accessoryView`` as `responder`'s `inputAccessoryView`, and removes it again if
    /// the frame source changes to the keyboard layout guide.
    ///
    /// The accessory is what lets the dock follow an interactive dismissal frame by frame: UIKit
    /// moves its superview with the finger while no notification is posted. Install it on each
    /// responder that can be first responder while the bar is docked: a `UITextView`, a
    /// `UITextField`, a `UISearchBar`, or any ``InputAccessoryResponder``. Nothing is installed
    /// while the keyboard layout guide is the frame source (``accessoryView`` is `nil`).
    ///
    /// ```swift
    /// dock.installAccessory(on: composer.textView)
    /// dock.installAccessory(on: searchField)  // a UITextField
    /// ```
    ///
    /// - Parameter responder: A text view, text field or other responder that the user types in.
    public func installAccessory(on responder: some InputAccessoryResponder) {
      accessoryHosts.removeAll { $0.responder == nil || $0.responder === responder }
      accessoryHosts.append(WeakResponder(responder: responder))
      responder.inputAccessoryView = accessoryView
      responder.reloadInputViews()
    }

    /// Publishes the current covered height again at once, for changes the keyboard does not
    /// announce: the view resized or moved (rotation, Split View), or the bar grew.
    ///
    /// Call it from `viewDidLayoutSubviews()` and after the bar's height changes.
    public func setNeedsUpdate() {
      let now = CACurrentMediaTime()
      guard let view, let window = view.window, let screen = window.windowScene?.screen else {
        return
      }
      // Creates the tracker once the view is on a screen, and tells it of rotated bounds.
      let boundsBefore = tracker?.screenBounds
      guard tracker(at: now, on: screen) != nil else { return }
      // Called from every layout pass: the view, window and screen just walked to find the
      // tracker place the view too, unless the tracker was told of new bounds (its observers,
      // the app's code, ran then).
      let placement =
        tracker?.screenBounds == boundsBefore
        ? ViewPlacement(view: view, window: window, screen: screen) : ViewPlacement(view: view)
      guard let placement else { return }
      publish(at: now, after: .layoutChange, in: placement)
    }

    private func receive(_ event: KeyboardEvent) {
      guard let tracker = tracker(at: event.time),
        let checked = observations.notification(event, in: view.flatMap(ViewPlacement.init(view:)))
          .value
      else { return }
      // Only this app's keyboard can carry its accessory ("attaches the input accessory view to
      // the top of the input view" of this app's first responder, `UIResponder` documentation):
      // another app's keyboard in Split View or Slide Over (`isLocal` false) has none of this
      // app's height on top to take off, and says nothing of where the accessory is.
      let keys = event.isLocal == false ? checked : accessory.event(excludingAccessoryFrom: checked)
      Self.readCrossFadeSetting(into: tracker)
      let outcome = tracker.receive(keys)
      if event.kind == .didShow, event.isLocal != false { frames.keyboardDidShow() }
      guard outcome != .refused else { return }
      publish(at: event.time, after: .notification(event))
    }

    private func observeHostFrame(_ frame: CGRect, at time: TimeInterval) {
      guard let tracker = tracker(at: time),
        let checked = observations.hostFrame(frame, at: time).value
      else { return }
      let keys = accessory.keyboardFrame(excludingAccessoryFrom: checked)
      guard tracker.observeHostFrame(keys, at: time) == .accepted else { return }
      publish(at: time, after: .hostFrame)
    }

    /// The docked scroll view's pan changed (KeyboardDock+Pan.swift): the tracker learns
    /// whether the finger is down and where, in the screen's coordinates.
    ///
    /// The finger holds the keyboard by its top, the top of the pseudo accessory grown to the
    /// bar's height (``setAccessoryHeight(_:)``); the tracker follows the keys under it, so it is
    /// told the finger that far lower.
    func scrollViewPanned(_ pan: UIGestureRecognizer) {
      let time = RunLoopTurnClock.main.now()
      panFingerY = pan.isUnderWay ? pan.locationYInScreen : nil
      guard let tracker = tracker(at: time),
        let fingerY = pan.locationYInScreen.map({ $0 + accessory.excludedHeight }),
        tracker.observeDragGesture(isActive: pan.isUnderWay, fingerY: fingerY, at: time)
          == .accepted
      else { return }
      // Called from layout, often inside the bar's own height animation: the finger places
      // the keys at once, not along that animation.
      UIView.performWithoutAnimation { publish(at: time, after: .hostFrame) }
    }

    /// Publishes what ``KeyboardDockCore/KeyboardDockPolicy`` decides for the tracker's state
    /// after `trigger`, if anything.
    private func publish(at time: TimeInterval, after trigger: KeyboardDockPolicy.Trigger) {
      guard let view, let placement = ViewPlacement(view: view) else { return }
      publish(at: time, after: trigger, in: placement)
    }

    /// ``publish(at:after:)`` with where the view is now.
    private func publish(
      at time: TimeInterval, after trigger: KeyboardDockPolicy.Trigger, in placement: ViewPlacement
    ) {
      guard let tracker,
        let update = policy.update(tracker: tracker, in: placement, at: time, after: trigger)
      else { return }
      lastUpdate = update
      // Where the tracker places the keyboard now (or on the frame the display link prepares),
      // not where it will rest: the link moves the bar from here on every frame of the move
      // (KeyboardDock+Motion.swift).
      let isMoving =
        update.state.phase == .interactivelyDragged || update.state.frame != update.keyboardFrame
      let shown = barTime(forUpdateAt: time, keyboardIsMoving: isMoving)
      motion.shownTime = max(motion.shownTime, shown)
      let barState = shown > time ? tracker.state(at: shown) : update.state
      moveBar(to: barState, at: shown, in: placement)
      if !listeners.isEmpty {
        listeners.removeAll { $0.owner.object == nil }
        for entry in listeners { entry.listener(update) }
      }
      onUpdate?(update)
      startMotionUpdatesIfNeeded(keyboardIsMoving: isMoving)
    }

    /// The tracker for the view's screen, created or told of new screen bounds as needed;
    /// `nil` while the view is on no screen (its notifications are not for it).
    private func tracker(at time: TimeInterval) -> KeyboardTracker? {
      guard let screen = view?.window?.windowScene?.screen else { return nil }
      return tracker(at: time, on: screen)
    }

    /// ``tracker(at:)`` for the view's screen, `screen`.
    private func tracker(at time: TimeInterval, on screen: UIScreen) -> KeyboardTracker? {
      let bounds = screen.bounds
      observations.screenBounds = bounds
      if let tracker {
        if tracker.screenBounds != bounds { tracker.updateScreenBounds(bounds, at: time) }
        return tracker
      }
      // Bounds a tracker refuses (a screen being torn down) are skipped until usable ones come.
      guard let tracker = try? KeyboardTracker(screenBounds: bounds) else { return nil }
      // One record per drag frame for the app's lifetime otherwise; nothing in the adapter
      // reads them (a KeyboardTraceRecorder records the inputs itself).
      tracker.recordLimit = Self.trackerRecordLimit
      tracker.removedAccessoryHeight = accessory.excludedHeight
      self.tracker = tracker
      return tracker
    }

    /// Tells the tracker whether the keyboard cross-fades (Reduce Motion with Prefer Cross-Fade
    /// Transitions), read when each notification comes: the tracker reads the setting only
    /// while it takes a notification (``KeyboardDockCore/KeyboardTracker/receive(_:)``), so the
    /// host frames and layout passes between notifications leave it alone.
    private static func readCrossFadeSetting(into tracker: KeyboardTracker) {
      if #available(iOS 14.0, *) {
        tracker.prefersCrossFadeTransitions = UIAccessibility.prefersCrossFadeTransitions
      }
    }

    /// Calls `listener` with every update while `owner` lives, before ``onUpdate``.
    func addListener(_ owner: AnyObject, _ listener: @escaping (KeyboardDockUpdate) -> Void) {
      listeners.append((Weak(owner), listener))
    }

    /// A weak reference, for listeners' owners; boxed, so the listeners are read on every
    /// update (every display frame while the keyboard moves) without copying weak references.
    final class Weak {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }

    /// A weak reference to a responder carrying the pseudo accessory.
    struct WeakResponder {
      weak var responder: (any InputAccessoryResponder)?
    }

    private func frameSourceDidChange(_ source: KeyboardFrameObserver.Source) {
      accessory.isInstalled = source == .accessorySuperview
      tracker?.removedAccessoryHeight = accessory.excludedHeight
      observations.source = source
      if source == .keyboardLayoutGuide {
        for host in accessoryHosts {
          guard let responder = host.responder else { continue }
          responder.inputAccessoryView = nil
          responder.reloadInputViews()
        }
        accessoryHosts = []
      }
      onFrameSourceChange?(source)
    }
  }

  extension KeyboardDock {
    /// The pseudo accessory view's height, in points; 0 until ``setAccessoryHeight(_:)``.
    public var accessoryHeight: CGFloat { accessory.height }

    /// Grows (or shrinks) the invisible accessory to a growing bar's height, as the coordinator
    /// of “A Stickler for Details” does, so an interactive dismissal starts when the finger reaches
    /// the bar's top edge instead of inside the bar.
    ///
    /// UIKit counts the accessory as part of the keyboard in its notifications and in the frame
    /// of the accessory's host view, so the dock takes the height off both before the tracker
    /// sees them (``KeyboardDockComposer/PseudoAccessoryInset``): the bar keeps sitting on the
    /// keys. Nothing changes while the keyboard layout guide is the frame source (no accessory is
    /// installed then). Pass the bar's new height the moment it changes, before its animation:
    ///
    /// ```swift
    /// if let change = try growingBar.update(lineCount: lines, at: CACurrentMediaTime()) {
    ///   try dock.setAccessoryHeight(change.pseudoAccessoryHeight)
    /// }
    /// ```
    ///
    /// - Parameter height: The bar's height in points (``KeyboardDockComposer/BarHeightTransition/pseudoAccessoryHeight``).
    /// - Throws: ``KeyboardDockComposer/ComposerError/invalidHeight(_:what:)`` when `height` is not
    ///   a finite number, 0 or more; nothing changes then.
    public func setAccessoryHeight(_ height: CGFloat) throws(ComposerError) {
      // The inset first: the resized accessory's KVO frames and notifications follow at once.
      let before = accessory.excludedHeight
      try accessory.setHeight(height)
      tracker?.removedAccessoryHeight = accessory.excludedHeight
      frames.accessoryHeight = height
      // A finger dragging the keyboard holds it by the accessory's top: the keys under the
      // resized accessory move by the change at once, with no pan to say so.
      let time = RunLoopTurnClock.main.now()
      guard accessory.excludedHeight != before, let finger = panFingerY, let tracker,
        tracker.observeDragGesture(
          isActive: true, fingerY: finger + accessory.excludedHeight, at: time) == .accepted
      else { return }
      publish(at: time, after: .hostFrame)
    }
  }
#endif
