import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Why a replay's screen size, view frame or safe-area insets, as typed on the command line, are
/// not usable.
///
/// The values come from `kbdock replay --screen WxH --view x,y,w,h --safe-area t,l,b,r`; the
/// message says what was typed and what a valid value looks like.
public struct KeyboardReplayError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Code: Equatable, Sendable {
    /// The screen size is not two numbers `WxH`, each from 100 to 1,000,000 points (the sizes a
    /// ``KeyboardTracker`` accepts; the smallest iOS screen is 320 × 480).
    case invalidScreen
    /// The view frame is not four numbers `x,y,w,h` with a positive width and height.
    case invalidView
    /// The view does not overlap the screen at all, so no keyboard could ever cover it.
    case viewOutsideScreen(screen: String)
    /// The safe-area insets are not four numbers `top,left,bottom,right`, each 0 or more.
    case invalidSafeArea
    /// The safe-area insets leave no room in the view: top + bottom reach its height, or
    /// left + right its width (`view` is its size).
    case safeAreaLargerThanView(view: String)
  }

  /// What was wrong.
  public var code: Code
  /// The text as typed.
  public var value: String

  /// Creates an error.
  public init(_ code: Code, value: String) {
    self.code = code
    self.value = value
  }

  public var description: String {
    switch code {
    case .invalidScreen:
      return "the screen size '\(value)' is not WIDTHxHEIGHT in points, each from 100 to "
        + "1000000; for example 375x667 (iPhone SE) or 768x1024 (iPad)"
    case .invalidView:
      return "the view frame '\(value)' is not x,y,width,height in screen points with a width "
        + "and height above 0; for example 0,0,375,618 (a view above a 49 pt tab bar)"
    case .viewOutsideScreen(let screen):
      return "the view frame '\(value)' lies entirely outside the \(screen) screen; "
        + "give it in the screen's coordinates, for example 0,0,375,618"
    case .invalidSafeArea:
      return "the safe-area insets '\(value)' are not top,left,bottom,right in points, each 0 "
        + "or more; for example 0,0,83,0 (a 49 pt tab bar above a 34 pt home indicator)"
    case .safeAreaLargerThanView(let view):
      return "the safe-area insets '\(value)' leave no room in the \(view) view; top + bottom "
        + "must be less than its height and left + right less than its width"
    }
  }
}

extension KeyboardReplayScreen {
  /// Reads a screen size typed as `375x667` (or `375×667`, `375X667`).
  ///
  /// - Parameter text: The size as typed.
  /// - Throws: ``KeyboardReplayError`` when the text is not two numbers, each from 100 to
  ///   1,000,000 points.
  public init(parsing text: String) throws {
    let parts = text.split(whereSeparator: { "xX×".contains($0) })
    let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    let sides = KeyboardTracker.minimumScreenSide...KeyboardTracker.maximumCoordinate
    guard parts.count == 2, numbers.count == 2, numbers.allSatisfy({ sides.contains($0) })
    else { throw KeyboardReplayError(.invalidScreen, value: text) }
    self.init(size: CGSize(width: numbers[0], height: numbers[1]), source: .given)
  }

  /// Reads a view frame typed as `x,y,w,h` in this screen's coordinates, as a view in a window
  /// that fills the screen.
  ///
  /// - Parameter text: The frame as typed.
  /// - Returns: The view's placement, with no safe-area insets.
  /// - Throws: ``KeyboardReplayError`` when the text is not four finite numbers with a positive
  ///   width and height, or when the view lies entirely outside the screen.
  public func viewPlacement(parsing text: String) throws -> ViewPlacement {
    try viewPlacement(parsing: text, safeArea: nil)
  }

  /// Reads a view frame typed as `x,y,w,h` and safe-area insets typed as `top,left,bottom,right`,
  /// as a view in a window that fills this screen.
  ///
  /// A log does not carry safe-area insets, but they decide what a view covers when the keyboard
  /// is away, floating or another app's: its bottom inset (a tab bar and the home indicator are
  /// part of it, DESIGN.md §5). For a whole-screen view of an iPhone with a home indicator
  /// above a 49 pt tab bar, `--safe-area 0,0,83,0`.
  ///
  /// - Parameters:
  ///   - text: The frame as typed, or `nil` for the whole screen.
  ///   - safeArea: The insets as typed, or `nil` for none.
  /// - Returns: The view's placement.
  /// - Throws: ``KeyboardReplayError`` when the frame is not four finite numbers with a positive
  ///   width and height, when the view lies entirely outside the screen, when the insets are not
  ///   four finite numbers, each 0 or more, or when they leave no room in the view.
  public func viewPlacement(parsing text: String?, safeArea: String?) throws -> ViewPlacement {
    var frame = bounds
    if let text {
      guard let numbers = Self.numbers(text), numbers[2] > 0, numbers[3] > 0 else {
        throw KeyboardReplayError(.invalidView, value: text)
      }
      frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      guard frame.intersects(bounds) else {
        throw KeyboardReplayError(
          .viewOutsideScreen(screen: KeyboardReplayFormat.size(size)), value: text)
      }
    }
    var insets = LayoutInsets.zero
    if let safeArea {
      guard let numbers = Self.numbers(safeArea), numbers.allSatisfy({ $0 >= 0 }) else {
        throw KeyboardReplayError(.invalidSafeArea, value: safeArea)
      }
      insets = LayoutInsets(
        top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
      guard insets.top + insets.bottom < frame.height, insets.left + insets.right < frame.width
      else {
        throw KeyboardReplayError(
          .safeAreaLargerThanView(view: KeyboardReplayFormat.size(frame.size)), value: safeArea)
      }
    }
    return ViewPlacement(windowFrame: bounds, viewFrame: frame, safeAreaInsets: insets)
  }

  /// Four finite numbers separated by commas, or `nil`.
  private static func numbers(_ text: String) -> [Double]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
    return numbers
  }
}
