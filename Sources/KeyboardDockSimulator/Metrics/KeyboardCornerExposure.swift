import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The area behind the keyboard's rounded top corners that the bar's background does not cover.
///
/// On iOS 26 the keyboard's top corners are rounded (30 pt for apps built with the iOS 26 SDK;
/// react-native-keyboard-controller PR #1415) and whatever the app does not paint behind them
/// shows through (flutter/flutter #179482). The simulated app is a chat whose content stops at
/// the bar, as in those reports: behind the keyboard only the bar's background can paint, so the
/// exposed area is each corner's notch (the square of the radius outside the quarter circle,
/// (1 − π/4)·r² ≈ 193 pt² for 30 pt) minus what the bar's background covers, both corners
/// summed, within the screen.
public enum KeyboardCornerExposure {
  /// Rows the notch is cut into: each row's area is exact, the covered share is taken at the
  /// row's middle.
  static let rows = 24

  /// The exposed area in square points.
  ///
  /// - Parameters:
  ///   - keyboard: The visible docked keyboard, in screen coordinates.
  ///   - radius: The keyboard's top corner radius (0: nothing exposed).
  ///   - screen: The app view's frame in screen coordinates: only what the app could paint
  ///     counts (in Split View a corner behind the other app's window is not this app's).
  ///   - barBackground: The bar's background, in screen coordinates, if any.
  public static func area(
    keyboard: CGRect, radius: CGFloat, screen: CGRect, barBackground: CGRect?
  ) -> CGFloat {
    guard radius > 0, keyboard.width > 0, keyboard.minY < screen.maxY else { return 0 }
    let r = min(radius, keyboard.width / 2)
    let step = r / CGFloat(rows)
    // ∫ √(r² − u²) du, for the quarter circle's part of a row.
    func circle(_ u: CGFloat) -> CGFloat {
      let u = min(max(u, 0), r)
      return (u * (r * r - u * u).squareRoot() + r * r * asin(u / r)) / 2
    }
    var exposed: CGFloat = 0
    // The integral at each row's top is the one at the previous row's bottom.
    var circleAtTop = circle(r)
    for row in 0..<rows {
      let top = CGFloat(row) * step
      let y = keyboard.minY + top + step / 2
      guard y < screen.maxY else { break }
      let circleAtBottom = circle(r - top - step)
      defer { circleAtTop = circleAtBottom }
      guard y >= screen.minY else { continue }
      // The row's notch area, exact; the share the cover hides, from the row's middle.
      let area = step * r - (circleAtTop - circleAtBottom)
      let dy = r - (y - keyboard.minY)
      let width = r - (r * r - dy * dy).squareRoot()
      guard width > 0 else { continue }
      func add(_ whole: (CGFloat, CGFloat)) {
        let span = (max(whole.0, screen.minX), min(whole.1, screen.maxX))
        guard span.1 > span.0 else { return }
        var covered: CGFloat = 0
        if let cover = barBackground, y >= cover.minY, y < cover.maxY {
          covered = max(0, min(span.1, cover.maxX) - max(span.0, cover.minX))
        }
        exposed += area * (span.1 - span.0 - covered) / width
      }
      add((keyboard.minX, keyboard.minX + width))
      add((keyboard.maxX - width, keyboard.maxX))
    }
    return exposed
  }
}

extension RunResult {
  /// Adds one frame's exposed corner area.
  public mutating func addCorners(exposure: CGFloat) {
    maxCornerExposure = max(maxCornerExposure, exposure)
    if exposure > 1 { framesCornersExposed += 1 }
  }
}

extension RunState {
  /// A strategy's bar background in screen coordinates: its frame and the depth below it.
  func barBackground(_ layout: BarLayout) -> CGRect {
    var frame = layout.frame
    frame.size.height += layout.backgroundDepth
    return app.placement.convertToScreen(frame)
  }
}
