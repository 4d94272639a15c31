import Foundation

/// Why a replay's screen size or view frame, as typed on the command line, is not usable.
///
/// The values come from `kbdock replay --screen WxH --view x,y,w,h`; the message says what was
/// typed and what a valid value looks like.
public struct KeyboardReplayError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Code: Equatable, Sendable {
    /// The screen size is not two positive numbers `WxH`.
    case invalidScreen
    /// The view frame is not four numbers `x,y,w,h` with a positive width and height.
    case invalidView
    /// The view does not overlap the screen at all, so no keyboard could ever cover it.
    case viewOutsideScreen(screen: String)
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
      return "the screen size '\(value)' is not WIDTHxHEIGHT in points with both above 0; "
        + "for example 375x667 (iPhone SE) or 768x1024 (iPad)"
    case .invalidView:
      return "the view frame '\(value)' is not x,y,width,height in screen points with a width "
        + "and height above 0; for example 0,0,375,618 (a view above a 49 pt tab bar)"
    case .viewOutsideScreen(let screen):
      return "the view frame '\(value)' lies entirely outside the \(screen) screen; "
        + "give it in the screen's coordinates, for example 0,0,375,618"
    }
  }
}

extension KeyboardReplayScreen {
  /// Reads a screen size typed as `375x667` (or `375×667`, `375X667`).
  ///
  /// - Parameter text: The size as typed.
  /// - Throws: ``KeyboardReplayError`` when the text is not two finite numbers above 0.
  public init(parsing text: String) throws {
    let parts = text.split(whereSeparator: { "xX×".contains($0) })
    let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, numbers.count == 2, numbers.allSatisfy({ $0.isFinite && $0 > 0 })
    else { throw KeyboardReplayError(.invalidScreen, value: text) }
    self.init(size: CGSize(width: numbers[0], height: numbers[1]), source: .given)
  }

  /// Reads a view frame typed as `x,y,w,h` in this screen's coordinates, as a view in a window
  /// that fills the screen.
  ///
  /// - Parameter text: The frame as typed.
  /// - Returns: The view's placement (no safe-area insets: a log does not carry them).
  /// - Throws: ``KeyboardReplayError`` when the text is not four finite numbers with a positive
  ///   width and height, or when the view lies entirely outside the screen.
  public func viewPlacement(parsing text: String) throws -> ViewPlacement {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite),
      numbers[2] > 0, numbers[3] > 0
    else { throw KeyboardReplayError(.invalidView, value: text) }
    let frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    guard frame.intersects(bounds) else {
      throw KeyboardReplayError(
        .viewOutsideScreen(screen: KeyboardReplayFormat.size(size)), value: text)
    }
    return ViewPlacement(windowFrame: bounds, viewFrame: frame)
  }
}
