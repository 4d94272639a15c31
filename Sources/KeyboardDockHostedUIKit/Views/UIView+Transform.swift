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
      var view: UIView? = self
      while let current = view {
        let frame = current.layer.presentationFrame(at: time)
        let origin = current.layer.presentationBoundsOrigin(at: time)
        // From the view's own coordinates to its superview's, untransformed.
        rect = rect.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y)
        if !current.transform.isIdentity {
          rect = Self.apply(
            current.transform, to: rect, about: CGPoint(x: frame.midX, y: frame.midY))
        }
        view = current.superview
      }
      return rect
    }

    /// `rect` transformed by `transform` about `center`: the bounding box of its corners.
    private static func apply(
      _ transform: CGAffineTransform, to rect: CGRect, about center: CGPoint
    ) -> CGRect {
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { point -> CGPoint in
        let x = point.x - center.x
        let y = point.y - center.y
        return CGPoint(
          x: center.x + transform.a * x + transform.c * y + transform.tx,
          y: center.y + transform.b * x + transform.d * y + transform.ty)
      }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minX = xs.min() ?? rect.minX
      let minY = ys.min() ?? rect.minY
      return CGRect(
        x: minX, y: minY, width: (xs.max() ?? rect.maxX) - minX,
        height: (ys.max() ?? rect.maxY) - minY)
    }
  }
#endif
