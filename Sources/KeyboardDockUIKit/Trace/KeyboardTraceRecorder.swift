#if canImport(UIKit)
  import Foundation
  public import KeyboardDockCore
  import QuartzCore
  public import UIKit

  /// Records what iOS does with the keyboard on a device, display frame by display frame, as a
  /// ``KeyboardDockCore/KeyboardTrace`` that `kbdock replay --trace` replays on any platform.
  ///
  /// Nothing is observed, installed or recorded until ``start()``, and ``stop()`` removes
  /// everything again, so a recorder that is not recording costs nothing. While recording:
  /// - every keyboard notification for the view's screen, with its raw `userInfo` as typed
  ///   values (frames, points, numbers, bools; any other value by its type's name only) and its
  ///   time. Every input is stamped with `CACurrentMediaTime()` as read at the first callback of
  ///   its main run-loop turn, the time `KeyboardDock` gives it, so the events of one turn share
  ///   a time and stay in order;
  /// - the KVO keyboard frames a ``KeyboardDock`` observes through the keyboard layout guide (a
  ///   ``KeyboardLayoutGuideProbe``, the dock's own source from iOS 26 on);
  /// - the view's `keyboardLayoutGuide.layoutFrame` whenever it changes, text fields and text
  ///   views beginning and ending editing (their class names), and the screen, window, scene
  ///   orientation, view frame and safe area whenever they change;
  /// - the scroll view's pan, if one is given (`dragGesture`: whether the finger is down, and
  ///   where, in screen points);
  /// - on every display frame (`CADisplayLink`), the keyboard's visible frame and the bar's.
  ///
  /// The visible keyboard is read with public API only: the presentation layer of the probe
  /// pinned to the top of the view's keyboard layout guide, which UIKit animates with the
  /// keyboard (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide); the
  /// frame records it as ``KeyboardDockCore/KeyboardTrace/Frame/Source/layoutGuidePresentationLayer``,
  /// or as the guide's model frame when no presentation layer exists. The keyboard's own host
  /// view is private and never touched. While the guide rests on the safe area (keyboard hidden,
  /// or still below the safe area's top) the frame's keyboard is `nil`; a floating keyboard is
  /// not followed (the recorder leaves the view's guide as the app configured it).
  ///
  /// **No user text is recorded**: not the text being edited, not the notifications' objects;
  /// a first responder is recorded as its class name.
  ///
  /// ```swift
  /// let recorder = KeyboardTraceRecorder(view: view, bar: composer)
  /// try recorder.start()
  /// // … show the keyboard, drag it down, rotate …
  /// if let trace = recorder.stop() {
  ///   let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard.json")
  ///   try trace.jsonData().write(to: url)
  /// }
  /// ```
  @available(iOS 15.4, *)
  @MainActor
  public final class KeyboardTraceRecorder {
    /// The view whose keyboard layout guide and safe area are recorded; held weakly.
    public private(set) weak var view: UIView?
    /// The bar whose visible frame is recorded per display frame, if any; held weakly.
    public private(set) weak var bar: UIView?
    /// Whether a recording is in progress.
    public var isRecording: Bool { session != nil }

    private var session: Session?

    /// What one recording holds while it runs.
    private final class Session {
      let start: TimeInterval
      let environment: KeyboardTrace.Environment
      let geometry: KeyboardTrace.Geometry
      var events: [KeyboardTrace.Event] = []
      var frames: [KeyboardTrace.Frame] = []
      var lastGeometry: KeyboardTrace.Geometry
      var lastGuide: CGRect?
      /// The first responder's toolbar height last recorded (none at the start).
      var inputAccessoryHeight: CGFloat = 0
      let probe: KeyboardLayoutGuideProbe
      var displayLink: CADisplayLink?
      var registrations: NotificationRegistrations?

      init(
        start: TimeInterval, environment: KeyboardTrace.Environment,
        geometry: KeyboardTrace.Geometry, probe: KeyboardLayoutGuideProbe
      ) {
        self.start = start
        self.environment = environment
        self.geometry = geometry
        self.lastGeometry = geometry
        self.probe = probe
      }
    }

    /// The scroll view whose pan (an interactive dismissal's finger) is recorded, if any; held
    /// weakly.
    public private(set) weak var scrollView: UIScrollView?

    /// Prepares a recorder for `view` and `bar`; nothing is observed until ``start()``.
    ///
    /// - Parameters:
    ///   - view: The view the bar lives in (a view controller's root view).
    ///   - bar: The docked bar, whose visible frame is recorded, or `nil`.
    ///   - scrollView: The scroll view whose `panGestureRecognizer` drives an interactive
    ///     dismissal, or `nil`: each state change is recorded as a `dragGesture` event with the
    ///     finger's screen y, which `KeyboardTraceReplay` gives the tracker.
    public init(view: UIView, bar: UIView? = nil, scrollView: UIScrollView? = nil) {
      self.view = view
      self.bar = bar
      self.scrollView = scrollView
      if let scrollView {
        PanGestureTarget.attach(to: scrollView) { [weak self] pan in self?.recordPan(pan) }
      }
    }

    /// Records the pan's state and the finger while a recording runs.
    private func recordPan(_ pan: UIGestureRecognizer) {
      guard session != nil else { return }
      append(
        .dragGesture(
          time: elapsed(CACurrentMediaTime()), isActive: pan.isUnderWay,
          fingerY: pan.locationYInScreen))
    }

    /// Starts recording.
    ///
    /// - Throws: ``KeyboardTraceRecorderError`` when a recording is already in progress or the
    ///   view is not in a window on a screen; nothing starts then.
    public func start() throws(KeyboardTraceRecorderError) {
      guard session == nil else { throw .alreadyRecording }
      guard let view, let geometry = Self.geometry(of: view) else { throw .viewNotOnScreen }
      let probe = KeyboardLayoutGuideProbe()
      let session = Session(
        start: CACurrentMediaTime(), environment: Self.environment(of: view),
        geometry: geometry, probe: probe)
      self.session = session
      probe.onHostFrame = { [weak self] frame, time in
        guard let self else { return }
        self.append(
          .hostFrame(time: self.elapsed(time), frame: frame, source: .keyboardLayoutGuide))
      }
      probe.install(in: view)
      // Lay the probe out before the first frame is recorded: until then its frame is zero,
      // which reads as a keyboard covering the whole screen (found running on the hosted UIKit).
      view.layoutIfNeeded()
      session.registrations = observeNotifications()
      session.displayLink = startDisplayLink(fps: session.environment.maximumFramesPerSecond)
      tick()
    }

    /// Stops recording and returns the trace; everything the recording installed is removed.
    ///
    /// - Returns: The trace, `"source": "device"`; `nil` when no recording was in progress.
    @discardableResult
    public func stop() -> KeyboardTrace? {
      guard let session else { return nil }
      tick()
      session.displayLink?.invalidate()
      session.displayLink = nil
      session.registrations = nil
      session.probe.onHostFrame = nil
      session.probe.uninstall()
      self.session = nil
      return KeyboardTrace(
        source: .device, environment: session.environment, geometry: session.geometry,
        events: session.events, frames: session.frames)
    }

    /// Seconds since the recording started, for a `CACurrentMediaTime()` value.
    private func elapsed(_ time: TimeInterval) -> TimeInterval {
      guard let session else { return 0 }
      return max(0, time - session.start)
    }

    /// Appends an event, in time order: every input arrives on the main thread and is stamped
    /// when it arrives.
    private func append(_ event: KeyboardTrace.Event) {
      guard let session else { return }
      session.events.append(event)
    }

    /// One display frame: the visible keyboard and bar, and the guide and geometry if changed.
    func tick() {
      guard let session, let view, let placement = ViewPlacement(view: view),
        let screen = view.window?.windowScene?.screen
      else { return }
      let time = elapsed(RunLoopTurnClock.main.now())
      if let geometry = Self.geometry(of: view), geometry != session.lastGeometry {
        session.lastGeometry = geometry
        session.events.append(.geometry(time: time, geometry))
      }
      if let guide = view.convertToScreen(view.keyboardLayoutGuide.layoutFrame),
        guide != session.lastGuide
      {
        session.lastGuide = guide
        session.events.append(.layoutGuide(time: time, frame: guide))
      }
      let presented = session.probe.layer.presentation()
      let probeFrame = presented?.frame ?? session.probe.frame
      let keyboard = placement.keyboardFrame(
        layoutGuideTop: probeFrame.maxY, screenBounds: screen.coordinateSpace.bounds)
      var barFrame: CGRect?
      if let bar, bar.window != nil, !bar.isHidden, let superview = bar.superview {
        barFrame = superview.convertToScreen(bar.layer.presentation()?.frame ?? bar.frame)
      }
      session.frames.append(
        KeyboardTrace.Frame(
          time: time, keyboard: keyboard,
          keyboardSource: presented == nil
            ? .layoutGuideLayoutFrame : .layoutGuidePresentationLayer,
          bar: barFrame))
    }

    /// Observes the six keyboard notifications, the begin and end of text editing, and changes
    /// of Prefer Cross-Fade Transitions.
    private func observeNotifications() -> NotificationRegistrations {
      let center = NotificationCenter.default
      var tokens: [any NSObjectProtocol] = []
      for kind in KeyboardEvent.Kind.allCases {
        let name = KeyboardNotificationObserver.notificationName(for: kind)
        tokens.append(
          center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
            let userInfo = KeyboardTrace.Notification.recordedUserInfo(note.userInfo ?? [:])
            let screen = note.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated {
              // The turn's time, as KeyboardDock stamps it: the notification and the KVO value
              // of one change share it.
              let time = RunLoopTurnClock.main.now()
              self?.recordNotification(kind, userInfo: userInfo, screen: screen, at: time)
            }
          })
      }
      let editing: [(Notification.Name, Bool)] = [
        (UITextField.textDidBeginEditingNotification, true),
        (UITextView.textDidBeginEditingNotification, true),
        (UITextField.textDidEndEditingNotification, false),
        (UITextView.textDidEndEditingNotification, false),
      ]
      for (name, begins) in editing {
        tokens.append(
          center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
            // The class name only: never the text.
            let className = note.object.map { NSStringFromClass(type(of: $0 as AnyObject)) }
            // Delivered on the main queue (`queue: .main`), where the responder is read.
            let responder = note.object as? UIResponder
            MainActor.assumeIsolated {
              guard let self else { return }
              let time = RunLoopTurnClock.main.now()
              self.append(
                .firstResponder(time: self.elapsed(time), className: begins ? className : nil))
              if begins { self.recordInputAccessory(of: responder, at: time) }
            }
          })
      }
      // Reduce Motion's cross-fades change how the keyboard moves (it fades in place).
      tokens.append(
        center.addObserver(
          forName: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
          object: nil, queue: .main
        ) { [weak self] _ in
          MainActor.assumeIsolated {
            guard let self else { return }
            let time = RunLoopTurnClock.main.now()
            self.append(
              .crossFadeTransitions(
                time: self.elapsed(time), isOn: UIAccessibility.prefersCrossFadeTransitions))
          }
        })
      return NotificationRegistrations(center: center, tokens: tokens)
    }

    /// Records the height of the toolbar a field that began editing carries, when it changed.
    private func recordInputAccessory(of responder: UIResponder?, at time: TimeInterval) {
      let height = responder?.inputAccessoryView?.bounds.height ?? 0
      guard let session, height != session.inputAccessoryHeight else { return }
      session.inputAccessoryHeight = height
      append(.inputAccessory(time: elapsed(time), height: height))
    }

    private func recordNotification(
      _ kind: KeyboardEvent.Kind, userInfo: [String: KeyboardTrace.UserInfoValue],
      screen: ObjectIdentifier?, at time: TimeInterval
    ) {
      let own = view?.window?.windowScene.map { ObjectIdentifier($0.screen) }
      guard KeyboardEvent.concerns(viewScreen: own, postedFor: screen) else { return }
      append(
        .notification(
          KeyboardTrace.Notification(time: elapsed(time), kind: kind, userInfo: userInfo)))
    }
  }

  /// Why a ``KeyboardTraceRecorder`` cannot start.
  public enum KeyboardTraceRecorderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ``KeyboardTraceRecorder/start()`` was called while recording.
    case alreadyRecording
    /// The view is not in a window on a screen, so its geometry is unknown.
    case viewNotOnScreen

    public var description: String {
      switch self {
      case .alreadyRecording:
        "a recording is already in progress; call stop() before starting another"
      case .viewNotOnScreen:
        "the view is not in a window on a screen; start recording once it is (viewDidAppear)"
      }
    }
  }

  @available(iOS 15.4, *)
  extension KeyboardTraceRecorder {
    /// Starts a `CADisplayLink` on the main run loop that calls ``tick()`` every display frame,
    /// at up to `fps` frames per second.
    func startDisplayLink(fps: Int) -> CADisplayLink {
      let target = DisplayLinkTarget(recorder: self)
      #if canImport(ObjectiveC)
        let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.tick(_:)))
      #else
        // The hosted UIKit on Linux has no Objective-C runtime: its link calls a closure, which
        // holds the target as Apple's link does.
        let link = CADisplayLink { link in target.tick(link) }
      #endif
      let rate = Float(max(30, fps))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: rate, preferred: rate)
      link.add(to: .main, forMode: .common)
      return link
    }
  }

  /// The display link's target: a separate object, so that the link (which retains its target)
  /// does not keep the recorder alive.
  @available(iOS 15.4, *)
  @MainActor
  private final class DisplayLinkTarget: NSObject {
    weak var recorder: KeyboardTraceRecorder?

    init(recorder: KeyboardTraceRecorder) {
      self.recorder = recorder
    }

    #if canImport(ObjectiveC)
      @objc func tick(_ link: CADisplayLink) {
        recorder?.tick()
      }
    #else
      func tick(_ link: CADisplayLink) {
        recorder?.tick()
      }
    #endif
  }
#endif
