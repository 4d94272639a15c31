#if canImport(UIKit)
  import Foundation
  import UIKit

  #if canImport(ObjectiveC)
    import ObjectiveC
  #endif

  extension KeyboardDock {
    /// Follows `scrollView`'s own pan, which drives an interactive dismissal
    /// (`keyboardDismissMode`): the tracker learns when the finger is down and where it is
    /// (``KeyboardDockCore/KeyboardTracker/observeDragGesture(isActive:fingerY:at:)``), so the
    /// bar follows a dragged keyboard where iOS reports nothing (iOS 26's silent KVO, iOS 26.0's
    /// layout guide without the accessory during a drag).
    func followPan(of scrollView: UIScrollView) {
      PanGestureTarget.attach(to: scrollView) { [weak self] pan in self?.scrollViewPanned(pan) }
    }
  }

  /// A target of a scroll view's pan: an object with an Objective-C selector calling a closure.
  ///
  /// The recognizer keeps the target for as long as it lives (the closure holds its owner
  /// weakly, so a released owner stops hearing the pan).
  @MainActor
  final class PanGestureTarget: NSObject {
    private let onPan: (UIGestureRecognizer) -> Void

    private init(_ onPan: @escaping (UIGestureRecognizer) -> Void) {
      self.onPan = onPan
    }

    /// Calls `onPan` on every state change of `scrollView`'s pan.
    static func attach(
      to scrollView: UIScrollView, _ onPan: @escaping (UIGestureRecognizer) -> Void
    ) {
      let target = PanGestureTarget(onPan)
      let pan = scrollView.panGestureRecognizer
      #if canImport(ObjectiveC)
        pan.addTarget(target, action: #selector(PanGestureTarget.panned(_:)))
        // UIGestureRecognizer does not promise to retain its targets: the recognizer holds this
        // one as an associated object (one key per target, so several can attach).
        objc_setAssociatedObject(
          pan, Unmanaged.passUnretained(target).toOpaque(), target,
          .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      #else
        // The hosted UIKit on Linux has no Objective-C runtime: its recognizer calls a closure,
        // which holds the target.
        pan.addTarget { recognizer in target.panned(recognizer) }
      #endif
    }

    #if canImport(ObjectiveC)
      @objc func panned(_ recognizer: UIPanGestureRecognizer) { onPan(recognizer) }
    #else
      func panned(_ recognizer: UIGestureRecognizer) { onPan(recognizer) }
    #endif
  }

  extension UIGestureRecognizer {
    /// The touch's y in the screen's coordinates (`location(in: nil)` is in the window's), or
    /// `nil` when the view is in no window on a screen.
    var locationYInScreen: CGFloat? {
      guard let window = view?.window, let screen = window.windowScene?.screen else { return nil }
      let point = location(in: nil)
      return window.convert(CGRect(origin: point, size: .zero), to: screen.coordinateSpace).minY
    }

    /// Whether the gesture is under way (began or changed).
    var isUnderWay: Bool { state == .began || state == .changed }
  }
#endif
