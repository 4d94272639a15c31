#if canImport(UIKit)
  public import Foundation
  import QuartzCore
  public import UIKit

  /// An invisible input accessory view whose superview, the keyboard's host view, is watched by
  /// key-value observing: the frame source of the keyboard tracker of “A Stickler for Details”.
  ///
  /// Install it as the first responder's `inputAccessoryView` (the composer's text view). UIKit
  /// then adds it to the view that carries the keyboard; that view's `center` and `bounds` change
  /// whenever the keyboard moves, including on every finger move of an interactive dismissal,
  /// when no notification is posted (observed on iOS). Each change is reported through
  /// ``onHostFrame`` as the host's frame in screen coordinates with a `CACurrentMediaTime()`
  /// stamp, the same for every callback of one run-loop turn; the tracker decides what it means (an animated move's model value jumps once to the
  /// end frame; a drag's follows the finger).
  ///
  /// The view is transparent and ignores touches, so it neither shows nor steals a tap. It has
  /// zero height, or the docked bar's height when the dock follows a growing bar (the coordinator
  /// of “A Stickler for Details” "provides method to change height of the managed input accessory
  /// view").
  ///
  /// Since iOS 26 the keyboard's view hierarchy changed and this superview no longer reports the
  /// keyboard's moves; ``KeyboardFrameObserver`` then uses ``KeyboardLayoutGuideProbe`` instead
  /// and says so.
  ///
  /// ``KeyboardDock`` and ``KeyboardFrameObserver`` create and install one; to feed a tracker
  /// yourself:
  ///
  /// ```swift
  /// let accessory = PseudoAccessoryView()
  /// accessory.onHostFrame = { frame, time in tracker.observeHostFrame(frame, at: time) }
  /// textView.inputAccessoryView = accessory
  /// ```
  @MainActor
  public final class PseudoAccessoryView: UIView {
    /// Called with the keyboard host's frame in screen coordinates and the time, in seconds on
    /// `CACurrentMediaTime()`'s clock, each time KVO reports a change.
    public var onHostFrame: ((CGRect, TimeInterval) -> Void)?

    private var observations: [NSKeyValueObservation] = []

    /// The view's height, in points: 0, or the growing bar's height.
    ///
    /// The dock sets it (``KeyboardDock/setAccessoryHeight(_:)``) so an interactive dismissal
    /// starts at the bar's top edge; it validates the height and takes it off the keyboard
    /// frames.
    public internal(set) var height: CGFloat = 0 {
      didSet { if height != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates the zero-height, non-interactive view.
    public init() {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      // A flexible height lets UIKit size the accessory from its intrinsic content size, so
      // `invalidateIntrinsicContentSize()` resizes it while it is shown.
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// Not supported: the view is made in code.
    @available(*, unavailable, message: "Use init()")
    public required init?(coder: NSCoder) {
      nil
    }

    /// ``height`` tall, 0 unless the dock follows a growing bar: nothing visible is added above
    /// the keyboard.
    override public var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    /// Whether the view is currently attached to a keyboard host view that it observes.
    public var isAttachedToKeyboard: Bool { !observations.isEmpty }

    override public func willMove(toSuperview newSuperview: UIView?) {
      super.willMove(toSuperview: newSuperview)
      for observation in observations { observation.invalidate() }
      observations = []
      guard let host = newSuperview else { return }
      // KVO calls back on the thread that changed the value: UIKit moves the keyboard's views
      // on the main thread.
      observations = [
        host.observe(\.center, options: [.new]) { [weak self] host, _ in
          MainActor.assumeIsolated { self?.report(host) }
        },
        host.observe(\.bounds, options: [.new]) { [weak self] host, _ in
          MainActor.assumeIsolated { self?.report(host) }
        },
      ]
    }

    override public func didMoveToWindow() {
      super.didMoveToWindow()
      if let superview, window != nil { report(superview) }
    }

    /// Reports the host's frame, converted through its own window into its screen's space.
    private func report(_ host: UIView) {
      guard let frame = host.convertToScreen(host.bounds) else { return }
      onHostFrame?(frame, RunLoopTurnClock.main.now())
    }
  }
#endif
