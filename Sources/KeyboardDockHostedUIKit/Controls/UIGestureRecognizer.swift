#if os(Linux)
  public import Foundation

  /// A gesture recognizer, as `UIGestureRecognizer`: a state machine attached to a view that
  /// calls its targets on each state change of a continuous gesture ("Gesture recognizers
  /// send action messages to their targets when the state changes", UIGestureRecognizer
  /// documentation).
  ///
  /// Where Apple's recognizer takes a target and an Objective-C selector, the hosted one, on a
  /// platform without the Objective-C runtime, takes a closure (``addTarget(_:)``), as the hosted
  /// `CADisplayLink` does.
  @MainActor
  open class UIGestureRecognizer {
    /// A recognizer's state (`UIGestureRecognizer.State`, Apple's raw values).
    public enum State: Int, Sendable {
      case possible = 0
      case began = 1
      case changed = 2
      case ended = 3
      case cancelled = 4
      case failed = 5
    }

    /// The gesture's state.
    public internal(set) var state = State.possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Whether it recognizes gestures.
    open var isEnabled = true
    /// The touch's location, in the window's coordinates (`nil` before any touch).
    var locationInWindow: CGPoint?
    private var targets: [(id: Int, handler: (UIGestureRecognizer) -> Void)] = []
    private var nextTarget = 0

    /// A recognizer with no target yet.
    public init() {}

    /// Calls `handler` on every state change; returns a token for ``removeTarget(_:)``.
    @discardableResult
    public func addTarget(_ handler: @escaping (UIGestureRecognizer) -> Void) -> Int {
      nextTarget += 1
      targets.append((nextTarget, handler))
      return nextTarget
    }

    /// Stops calling the handler `token` named.
    public func removeTarget(_ token: Int) {
      targets.removeAll { $0.id == token }
    }

    /// The touch's location in `view`'s coordinates, or the window's for `nil`
    /// (`location(in:)`).
    public func location(in view: UIView?) -> CGPoint {
      guard let point = locationInWindow else { return .zero }
      guard let view, let window = view.window else { return point }
      return view.convert(point, from: window)
    }

    /// Moves the gesture to `state` with the touch at `point` (window coordinates) and calls the
    /// targets: the hosted system's delivery of a user's touch.
    func deliver(_ state: State, at point: CGPoint) {
      guard isEnabled else { return }
      self.state = state
      locationInWindow = point
      for target in targets { target.handler(self) }
      if state == .ended || state == .cancelled || state == .failed { self.state = .possible }
    }
  }

  /// A pan gesture recognizer, as `UIPanGestureRecognizer`.
  @MainActor
  open class UIPanGestureRecognizer: UIGestureRecognizer {}

  extension UIScrollView {
    /// The scroll view's pan ("The underlying gesture recognizer for pan gestures",
    /// `panGestureRecognizer` documentation): a finger dragging the content, which also drives
    /// an interactive keyboard dismissal (`keyboardDismissMode`).
    public var panGestureRecognizer: UIPanGestureRecognizer { pan }
  }

  extension HostedIOS {
    /// A finger on the app's screen at `point` (screen coordinates) pans the scroll view under
    /// it: its `panGestureRecognizer` begins, changes or ends there.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view the finger touched.
    ///   - state: `.began`, `.changed` or `.ended`.
    ///   - point: The finger, in screen coordinates.
    public func pan(
      _ scrollView: UIScrollView, _ state: UIGestureRecognizer.State, at point: CGPoint
    ) {
      guard let window = scrollView.window else { return }
      let inWindow = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
      scrollView.pan.deliver(state, at: inWindow)
    }
  }
#endif
