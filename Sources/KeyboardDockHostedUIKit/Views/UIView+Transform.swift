#if os(Linux)
  public import Foundation

  extension UIView {
    /// The view's bounds in its screen's coordinates as the display shows them at `time`, with
    /// every ancestor's (and the view's own) ``transform`` applied.
    ///
    /// "The origin of the transform is the value of the center property, or the layer's
    /// anchorPoint property if it was changed" (`UIView.transform`,
    /// https://developer.apple.com/documentation/uikit/uiview/transform); the frame, bounds and ``convert(_:to:)`` of the hosted views are
    /// the untransformed values, and an app's only transform on its scroll views is a flip
    /// (`CGAffineTransform(scaleX: 1, y: -1)` of an inverted chat), so the transforms are applied
    /// here, where the display is read. The result is the bounding box of the transformed rect.
    ///
    /// - Parameter time: A display frame's time, at or after now.
    /// - Returns: The rect on the screen.
    /// - Complexity: O(depth of the view in its window).
    public func presentationFrameInScreenApplyingTransforms(at time: TimeInterval) -> CGRect {
      var rect = CGRect(
        origin: layer.presentationBoundsOrigin(at: time),
        size: layer.presentationFrame(at: time).size)
      // Up the unretained superviews (as ``presentationFrameInScreen(at:)``): no reference
      // count is touched on the way.
      var view: Unmanaged<UIView>? = .passUnretained(self)
      while let current = view {
        view = current.withGuaranteedRef { current in
          let frame = current.layer.presentationFrame(at: time)
          let origin = current.layer.presentationBoundsOrigin(at: time)
          // From the view's own coordinates to its superview's, untransformed.
          rect = rect.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y)
          if !current.transform.isIdentity {
            rect = Self.apply(
              current.transform, to: rect, about: CGPoint(x: frame.midX, y: frame.midY))
          }
          return current.unretainedSuperview
        }
      }
      return rect
    }

    /// `rect` transformed by `transform` about `center`: the bounding box of its corners.
    private static func apply(
      _ transform: CGAffineTransform, to rect: CGRect, about center: CGPoint
    ) -> CGRect {
      // The extremes as `Sequence.min()` and `max()` of the four corners take them (the first
      // of equal values), without an array per call.
      var minX = CGFloat.infinity
      var minY = CGFloat.infinity
      var maxX = -CGFloat.infinity
      var maxY = -CGFloat.infinity
      func add(_ cornerX: CGFloat, _ cornerY: CGFloat) {
        let x = cornerX - center.x
        let y = cornerY - center.y
        let transformedX = center.x + transform.a * x + transform.c * y + transform.tx
        let transformedY = center.y + transform.b * x + transform.d * y + transform.ty
        if transformedX < minX { minX = transformedX }
        if transformedY < minY { minY = transformedY }
        if maxX < transformedX { maxX = transformedX }
        if maxY < transformedY { maxY = transformedY }
      }
      add(rect.minX, rect.minY)
      add(rect.maxX, rect.minY)
      add(rect.minX, rect.maxY)
      add(rect.maxX, rect.maxY)
      return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
  }
#endif
