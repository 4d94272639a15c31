#if os(Linux)
  public import Foundation
  import KeyboardDockHostedQuartzCore

  /// A coordinate space rects can be converted between, as UIKit's `UICoordinateSpace`
  /// (https://developer.apple.com/documentation/uikit/uicoordinatespace): views, and a screen's
  /// ``UIScreen/coordinateSpace``.
  @MainActor
  public protocol UICoordinateSpace: AnyObject {
    /// The bounds of the space.
    var bounds: CGRect { get }
    /// Converts a rect from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rect from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  }

  extension UIView {
    /// The offset of this view's coordinates from its screen's, following the model values:
    /// each ancestor's frame origin minus its bounds origin, up to the window, then the
    /// window's frame on the screen.
    var originInScreen: CGPoint {
      if originCache.generation == UIView.geometryGeneration { return originCache.origin }
      let origin = walkedOriginInScreen
      originCache = (UIView.geometryGeneration, origin)
      return origin
    }

    /// ``originInScreen`` walked up the superviews; cached until any view's geometry or
    /// superview changes (``geometryGeneration``).
    private var walkedOriginInScreen: CGPoint {
      var x = -bounds.origin.x
      var y = -bounds.origin.y
      // Up the unretained superviews: no reference count is touched on the way.
      var view: Unmanaged<UIView>? = .passUnretained(self)
      while let current = view {
        view = current.withGuaranteedRef { current in
          x += current.frame.origin.x
          y += current.frame.origin.y
          let parent = current.unretainedSuperview
          parent?.withGuaranteedRef { parent in
            x -= parent.bounds.origin.x
            y -= parent.bounds.origin.y
          }
          return parent
        }
      }
      return CGPoint(x: x, y: y)
    }

    /// Converts a rect in this view's coordinates into `view`'s (the screen's when `nil`).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
      self.rect(rect, toView: view)
    }

    func rect(_ rect: CGRect, toView view: UIView?) -> CGRect {
      let from = originInScreen
      let to = view?.originInScreen ?? .zero
      return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Converts a rect in `view`'s coordinates (the screen's when `nil`) into this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
      self.rect(rect, fromView: view)
    }

    func rect(_ rect: CGRect, fromView view: UIView?) -> CGRect {
      let from = view?.originInScreen ?? .zero
      let to = originInScreen
      return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Converts a point in this view's coordinates into `view`'s.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
      rect(CGRect(origin: point, size: .zero), toView: view).origin
    }

    /// Converts a point in `view`'s coordinates into this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
      rect(CGRect(origin: point, size: .zero), fromView: view).origin
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
      let to = UIView.originInScreen(of: coordinateSpace)
      let from = originInScreen
      return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
      let from = UIView.originInScreen(of: coordinateSpace)
      let to = originInScreen
      return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// The offset of `space`'s coordinates from its screen's: a view's ``originInScreen``, or
    /// zero for a screen's coordinate space.
    ///
    /// The view is read in place, unretained (the caller holds `space` for the call), with no
    /// existential cast: Swift 6.3.1's optimizer crashes (signal 11, a SIL ownership
    /// verification failure in the specialised `convert(_:to:)`) on `space as? UIView` in a
    /// release build, which the two conversions above compiled unoptimised to avoid, retaining
    /// and releasing the view at every call.
    @inline(__always)
    static func originInScreen(of space: any UICoordinateSpace) -> CGPoint {
      let object = space as AnyObject
      guard object is UIView else { return .zero }
      return Unmanaged<UIView>.fromOpaque(Unmanaged.passUnretained(object).toOpaque())
        .withGuaranteedRef { $0.originInScreen }
    }

    /// The view's bounds as the display shows them at `time` (a display frame's time, at or
    /// after now): the bounds origin with any animation of it in flight (a scroll view's content
    /// offset animated with `UIView.animate`), and the presentation frame's size.
    ///
    /// The bounds of the view's `layer.presentation()` ("a copy of the layer that represents the
    /// state of the layer as it currently appears onscreen", `CALayer.presentation()`,
    /// https://developer.apple.com/documentation/quartzcore/calayer/presentation()) at a chosen
    /// display frame rather than now, as ``presentationFrameInScreen(at:)``.
    public func presentationBounds(at time: TimeInterval) -> CGRect {
      CGRect(
        origin: layer.presentationBoundsOrigin(at: time),
        size: layer.presentationFrame(at: time).size)
    }

    /// The view's presentation frame in its screen's coordinates: every ancestor's
    /// presentation frame and bounds origin at the current time, as Core Animation shows it.
    public var presentationFrameInScreen: CGRect { presentationFrameInScreen(at: MediaClock.now) }

    /// The view's frame in its screen's coordinates as the display shows it at `time` (a display
    /// frame's time, at or after now): every ancestor's presentation frame and bounds origin then,
    /// with no change committed in between.
    public func presentationFrameInScreen(at now: TimeInterval) -> CGRect {
      var rect = CGRect(origin: .zero, size: layer.presentationFrame(at: now).size)
      // Up the unretained superviews: no reference count is touched on the way.
      var view: Unmanaged<UIView>? = .passUnretained(self)
      while let current = view {
        view = current.withGuaranteedRef { current in
          let frame = current.layer.presentationFrame(at: now)
          rect.origin.x += frame.origin.x
          rect.origin.y += frame.origin.y
          let parent = current.unretainedSuperview
          parent?.withGuaranteedRef { parent in
            let origin = parent.layer.presentationBoundsOrigin(at: now)
            rect.origin.x -= origin.x
            rect.origin.y -= origin.y
          }
          return parent
        }
      }
      return rect
    }
  }
#endif
