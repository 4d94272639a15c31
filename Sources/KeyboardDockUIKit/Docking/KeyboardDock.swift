#if canImport(UIKit)
  import Foundation
  public import KeyboardDockCore
  import QuartzCore
  public import UIKit

  /// Keeps a bar in the app's own view hierarchy on top of the keyboard, frame by frame, through
  /// interactive dismissal too: seed 003's keyboard tracker (T4) on device.
  ///
  /// The dock feeds a ``KeyboardDockCore/KeyboardTracker`` from two sources: the keyboard
  /// notifications for `view`'s screen (``KeyboardNotificationObserver``), which give the timing
  /// of animated moves, and the keyboard frames a ``KeyboardFrameObserver`` reads by KVO, which
  /// move with the finger during a drag. After each input the tracker accepts, it publishes a
  /// ``KeyboardDockUpdate``: the height the bar must clear from the view's bottom once the move
  /// is done, and how to animate there (the notification's own curve; nothing during a drag).
  /// ``dock(_:insetting:)`` applies that to a bar and a scroll view; ``onUpdate`` hands it to
  /// anything else (SwiftUI uses it through ``ObservableKeyboardState``).
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
    /// The view the bar lives in; held weakly.
    public private(set) weak var view: UIView?
    /// The tracker, created when the view first reaches a screen (it needs the screen's bounds).
    public private(set) var tracker: KeyboardTracker?
    /// Called after each change the tracker accepts, after a docked bar was updated.
    public var onUpdate: ((KeyboardDockUpdate) -> Void)?
    /// Called when a keyboard notification's `userInfo` does not decode.
    public var onRejection: ((KeyboardEventError) -> Void)? {
      get { notifications.onRejection }
      set { notifications.onRejection = newValue }
    }
    /// Called when the frame source changes (to the keyboard layout guide).
    public var onFrameSourceChange: ((KeyboardFrameObserver.Source) -> Void)?

    /// The last update published.
    public private(set) var lastUpdate: KeyboardDockUpdate?
    /// Which source the keyboard frames come from.
    public var frameSource: KeyboardFrameObserver.Source { frames.source }
    /// The invisible accessory to install on the composer's text view, or `nil` when the
    /// keyboard layout guide is the source.
    public var accessoryView: UIView? { frames.accessoryView }

    let notifications: KeyboardNotificationObserver
    let frames: KeyboardFrameObserver
    var bar: DockedBar?
    /// Adapters of this module that follow the updates too (a realised layout's own guide).
    var listeners: [(owner: Weak, listener: (KeyboardDockUpdate) -> Void)] = []
    private weak var accessoryHost: UITextView?
    private var restingHeight: CGFloat?

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
      notifications.onEvent = { [weak self] event in self?.receive(event) }
      frames.onHostFrame = { [weak self] frame, time in self?.observeHostFrame(frame, at: time) }
      frames.onSourceChange = { [weak self] source in self?.frameSourceDidChange(source) }
    }

    /// Installs ``accessoryView`` as `textView`'s `inputAccessoryView`, and removes it again if
    /// the frame source changes to the keyboard layout guide.
    ///
    /// - Parameter textView: The composer's text view, the first responder while typing.
    public func installAccessory(on textView: UITextView) {
      accessoryHost = textView
      textView.inputAccessoryView = accessoryView
      textView.reloadInputViews()
    }

    /// Publishes the current covered height again at once, for changes the keyboard does not
    /// announce: the view resized or moved (rotation, Split View), or the bar grew.
    ///
    /// Call it from `viewDidLayoutSubviews()` and after the bar's height changes.
    public func setNeedsUpdate() {
      let now = CACurrentMediaTime()
      // Creates the tracker once the view is on a screen, and tells it of rotated bounds.
      guard tracker(at: now) != nil else { return }
      publish(at: now, animation: nil, force: true)
    }

    private func receive(_ event: KeyboardEvent) {
      guard let tracker = tracker(at: event.time) else { return }
      let outcome = tracker.receive(event)
      if event.kind == .didShow { frames.keyboardDidShow() }
      guard outcome != .refused else { return }
      let animation =
        event.duration > 0
        ? KeyboardDockUpdate.Animation(duration: event.duration, curve: event.curve) : nil
      publish(at: event.time, animation: animation)
    }

    private func observeHostFrame(_ frame: CGRect, at time: TimeInterval) {
      guard let tracker = tracker(at: time) else { return }
      guard tracker.observeHostFrame(frame, at: time) == .accepted else { return }
      // An accepted host frame either moves a drag (published at once, below) or is the release
      // of one, which the tracker animates along the keyboard's spring.
      publish(at: time, animation: .keyboardSpring)
    }

    /// Publishes where the bar must go: during a drag, where the keyboard is now, at once;
    /// otherwise where it will rest, animated when the keyboard is still moving there, and only
    /// when that changed (a "did" after its "will" changes nothing) unless `force` is set.
    private func publish(
      at time: TimeInterval, animation: KeyboardDockUpdate.Animation?, force: Bool = false
    ) {
      guard let tracker, let view, let placement = ViewPlacement(view: view) else { return }
      let state = tracker.state(at: time)
      let update: KeyboardDockUpdate
      if state.phase == .interactivelyDragged {
        restingHeight = nil
        update = KeyboardDockUpdate(
          state: state, coveredHeight: tracker.coveredHeight(of: placement, at: time),
          animation: nil)
      } else {
        // Queries may be made at any time after the last input; far in the future the
        // keyboard rests at the tracker's target.
        let resting = tracker.coveredHeight(of: placement, at: .infinity)
        guard force || resting != restingHeight else { return }
        restingHeight = resting
        let isMoving = tracker.frame(at: time) != tracker.frame(at: .infinity)
        update = KeyboardDockUpdate(
          state: state, coveredHeight: resting, animation: isMoving ? animation : nil)
      }
      lastUpdate = update
      bar?.apply(update)
      listeners.removeAll { $0.owner.object == nil }
      for entry in listeners { entry.listener(update) }
      onUpdate?(update)
    }

    /// The tracker for the view's screen, created or told of new screen bounds as needed;
    /// `nil` while the view is on no screen (its notifications are not for it).
    private func tracker(at time: TimeInterval) -> KeyboardTracker? {
      guard let screen = view?.window?.windowScene?.screen else { return nil }
      let bounds = screen.bounds
      if let tracker {
        if tracker.screenBounds != bounds { tracker.updateScreenBounds(bounds, at: time) }
        return tracker
      }
      let numbers = [bounds.minX, bounds.minY, bounds.width, bounds.height]
      guard numbers.allSatisfy(\.isFinite), bounds.width > 0, bounds.height > 0 else { return nil }
      let tracker = KeyboardTracker(screenBounds: bounds)
      self.tracker = tracker
      return tracker
    }

    /// Calls `listener` with every update while `owner` lives, before ``onUpdate``.
    func addListener(_ owner: AnyObject, _ listener: @escaping (KeyboardDockUpdate) -> Void) {
      listeners.append((Weak(owner), listener))
    }

    /// A weak reference, for listeners' owners.
    struct Weak {
      weak var object: AnyObject?
      init(_ object: AnyObject) { self.object = object }
    }

    private func frameSourceDidChange(_ source: KeyboardFrameObserver.Source) {
      if let accessoryHost, source == .keyboardLayoutGuide {
        accessoryHost.inputAccessoryView = nil
        accessoryHost.reloadInputViews()
      }
      onFrameSourceChange?(source)
    }
  }
#endif
