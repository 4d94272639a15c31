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
    ///
    /// The recognizer keeps the target for as long as it lives; the target holds the dock
    /// weakly, so a released dock stops hearing the pan.
    func followPan(of scrollView: UIScrollView) {
      let target = PanGestureTarget()
      target.dock = self
      let pan = scrollView.panGestureRecognizer
      #if canImport(ObjectiveC)
        pan.addTarget(target, action: #selector(PanGestureTarget.panned(_:)))
        // UIGestureRecognizer does not promise to retain its targets: the recognizer holds this
        // one as an associated object.
        objc_setAssociatedObject(
          pan, PanGestureTarget.associationKey, target, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      #else
        // The hosted UIKit on Linux has no Objective-C runtime: its recognizer calls a closure,
        // which holds the target.
        pan.addTarget { recognizer in target.panned(recognizer) }
      #endif
    }
  }

  /// The pan's target: an object with an Objective-C selector, holding the dock weakly.
  @MainActor
  final class PanGestureTarget: NSObject {
    weak var dock: KeyboardDock?

    #if canImport(ObjectiveC)
      /// The key of the association that keeps the target with its recognizer.
      static let associationKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

      @objc func panned(_ recognizer: UIPanGestureRecognizer) {
        dock?.scrollViewPanned(recognizer)
      }
    #else
      func panned(_ recognizer: UIGestureRecognizer) {
        dock?.scrollViewPanned(recognizer)
      }
    #endif
  }
#endif
