#if canImport(UIKit)
  public import Foundation
  import KeyboardDockCore
  import QuartzCore
  public import UIKit

  /// A zero-height view pinned to the top of a view's keyboard layout guide and watched by
  /// key-value observing: the keyboard-frame source used where the pseudo accessory view no
  /// longer works (iOS 26 changed the keyboard's views).
  ///
  /// `UIKeyboardLayoutGuide` follows the keyboard on every frame, including an interactive
  /// dismissal (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide); Auto
  /// Layout moves this probe with the guide's top, and each move of its `center` or `bounds`
  /// is reported through ``onHostFrame`` as the frame a docked keyboard with that top occupies in
  /// screen coordinates, or not at all while the guide rests on the safe area: Core decides both
  /// (``KeyboardDockCore/ViewPlacement/keyboardFrame(layoutGuideTop:screenBounds:)``).
  ///
  /// Use the guide only on iOS 15.4 and later: on 15.0–15.3 its frame was not always updated
  /// (“Keyboard Layout Guide”, FB9733654, FB9754794).
  ///
  /// ``KeyboardFrameObserver`` installs one when it needs it; to feed a tracker yourself:
  ///
  /// ```swift
  /// let probe = KeyboardLayoutGuideProbe()
  /// probe.onHostFrame = { frame, time in tracker.observeHostFrame(frame, at: time) }
  /// probe.install(in: view)
  /// ```
  @available(iOS 15.4, *)
  @MainActor
  public final class KeyboardLayoutGuideProbe: UIView {
    /// Called with the keyboard's frame in screen coordinates and the time, in seconds on
    /// `CACurrentMediaTime()`'s clock, each time the guide moves the probe.
    public var onHostFrame: ((CGRect, TimeInterval) -> Void)?

    private var observations: [NSKeyValueObservation] = []
    /// The invisible full-size view whose keyboard layout guide the probe follows.
    private let host = UIView()
    /// Whether the host's guide rests on the safe area's bottom (before iOS 17) or the view's.
    private var usesBottomSafeArea = true

    /// Creates a probe; ``install(in:)`` pins it.
    public init() {
      super.init(frame: .zero)
      host.isUserInteractionEnabled = false
      // Not hidden, so its guide is laid out; transparent and never hit.
      host.backgroundColor = nil
      host.translatesAutoresizingMaskIntoConstraints = false
      isUserInteractionEnabled = false
      isHidden = true
      translatesAutoresizingMaskIntoConstraints = false
    }

    /// Not supported: the probe is made in code.
    @available(*, unavailable, message: "Use init()")
    public required init?(coder: NSCoder) {
      nil
    }

    /// Adds the probe to `view`, pinned to the top of `view.keyboardLayoutGuide` with zero
    /// height and the view's width, and starts observing it.
    ///
    /// - Parameter view: The view whose keyboard layout guide to follow.
    public func install(in view: UIView) {
      removeFromSuperview()
      host.removeFromSuperview()
      // The probe follows the guide of its own full-size host view, so that setting
      // `usesBottomSafeArea` leaves the app's guide on `view` as the app configured it.
      view.addSubview(host)
      host.addSubview(self)
      let guide = host.keyboardLayoutGuide
      if #available(iOS 17.0, *) {
        // Rest on the view's bottom, not the safe area's, so a keyboard dragged below the safe
        // area is still followed (react-native-keyboard-controller's probe does the same,
        // PR #1047).
        guide.usesBottomSafeArea = false
        usesBottomSafeArea = false
      }
      NSLayoutConstraint.activate([
        host.topAnchor.constraint(equalTo: view.topAnchor),
        host.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        host.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        host.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        bottomAnchor.constraint(equalTo: guide.topAnchor),
        heightAnchor.constraint(equalToConstant: 0),
        leadingAnchor.constraint(equalTo: host.leadingAnchor),
        trailingAnchor.constraint(equalTo: host.trailingAnchor),
      ])
      // KVO calls back on the thread that changed the value: Auto Layout's, the main thread.
      observations = [
        observe(\.center, options: [.new]) { probe, _ in
          MainActor.assumeIsolated { probe.report() }
        },
        observe(\.bounds, options: [.new]) { probe, _ in
          MainActor.assumeIsolated { probe.report() }
        },
      ]
    }

    /// Stops observing and removes the probe from its view.
    public func uninstall() {
      for observation in observations { observation.invalidate() }
      observations = []
      removeFromSuperview()
      host.removeFromSuperview()
    }

    /// Reports the docked keyboard's frame for the guide's top, as
    /// ``KeyboardDockCore/ViewPlacement/keyboardFrame(layoutGuideTop:screenBounds:)`` decides it.
    private func report() {
      guard let owner = superview, let screen = window?.windowScene?.screen,
        let placement = ViewPlacement(view: owner),
        let frame = placement.keyboardFrame(
          layoutGuideTop: self.frame.maxY, screenBounds: screen.coordinateSpace.bounds,
          usesBottomSafeArea: usesBottomSafeArea)
      else { return }
      onHostFrame?(frame, RunLoopTurnClock.main.now())
    }
  }
#endif
