import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The screen a replayed log was recorded on, and how that was decided.
///
/// Keyboard notifications carry frames in screen coordinates but never the screen's size, so a
/// replay takes it from the user, or infers it from the frames among candidate screen sizes the
/// caller passes (`kbdock replay` passes the device catalogue's, the one place for device
/// facts; Core knows no device):
///
/// - A docked keyboard's frame starts at x = 0 and is as wide as the screen; shown, its bottom
///   edge is the screen's bottom; hidden, its top edge is (DESIGN.md §5, hidden keyboard frame);
///   a hardware keyboard's frame straddles the bottom edge (DESIGN.md §5, hardware keyboard).
/// - Each candidate portrait screen size, in the order given, scores, for every begin or end
///   frame, 2 when the frame is at x = 0, as wide as the screen in either orientation, and
///   its top or bottom edge is that orientation's bottom edge, and 1 for such a frame that
///   straddles the bottom edge (``fits(_:)``). A log may span a rotation, so both orientations
///   of one device count together.
/// - The highest score wins (the first in that order on a tie); its orientation is the one the
///   first fitting frame fits, so the replay starts the way the log does. When no frame scores,
///   the caller's fallback size is assumed, and ``source`` says so.
///
/// Rotation: a replay turns the screen (``rotated``) before an event whose end frame fits the
/// other orientation and not the current one (see
/// ``KeyboardReplayTimeline/init(replaying:screen:view:)``).
public struct KeyboardReplayScreen: Sendable, Hashable, CustomStringConvertible {
  /// How the screen size was decided.
  public enum Source: Sendable, Hashable {
    /// Given by the user.
    case given
    /// Inferred from the frames: `fitting` of the log's `frames` frames fit this screen.
    case inferred(fitting: Int, frames: Int)
    /// No frame fitted a candidate screen: the caller's fallback size is assumed.
    case assumed
  }

  /// The screen's size in points.
  public var size: CGSize
  /// How the size was decided.
  public var source: Source

  /// Creates a screen of a given size.
  public init(size: CGSize, source: Source = .given) {
    self.size = size
    self.source = source
  }

  /// The screen's bounds, origin at the top-left corner.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// Infers the screen from the begin and end frames of `events` (see the type's discussion).
  ///
  /// - Parameters:
  ///   - events: The log's events, in file order.
  ///   - portraitSizes: The candidate screens' portrait sizes in points, best guess first (it
  ///     wins ties); landscape sizes are these, swapped.
  ///   - fallback: The size assumed when no frame fits any candidate.
  /// - Returns: The best-fitting candidate in the orientation the log starts in, or `fallback`
  ///   with source ``Source/assumed`` when no frame fits any.
  /// - Complexity: O(*n* × *m*) for *n* events and *m* candidates.
  public static func inferred(
    from events: [KeyboardEvent], among portraitSizes: [CGSize], assuming fallback: CGSize
  ) -> Self {
    let frames = events.flatMap { [$0.beginFrame, $0.endFrame].compactMap(\.self) }
      .filter { $0.width > 0 && $0.height > 0 }
    var best: (size: CGSize, score: Int, fitting: Int)?
    for candidate in portraitSizes {
      let turned = CGSize(width: candidate.height, height: candidate.width)
      let scores = frames.map { max(score($0, on: candidate), score($0, on: turned)) }
      let total = scores.reduce(0, +)
      if total > (best?.score ?? 0) {
        best = (candidate, total, scores.filter { $0 > 0 }.count)
      }
    }
    guard let best else { return Self(size: fallback, source: .assumed) }
    var screen = Self(
      size: best.size, source: .inferred(fitting: best.fitting, frames: frames.count))
    if let first = frames.first(where: { screen.fits($0) || screen.rotated.fits($0) }),
      !screen.fits(first)
    {
      screen = screen.rotated
    }
    return screen
  }

  /// The same screen turned a quarter (a rotation): width and height swapped, same source.
  public var rotated: Self {
    Self(size: CGSize(width: size.height, height: size.width), source: source)
  }

  /// Whether a keyboard frame belongs on this screen as a docked, hidden or hardware keyboard:
  /// at x = 0, as wide as the screen, with its top or bottom edge on the screen's bottom edge,
  /// or straddling it.
  ///
  /// An empty frame (iPadOS's `CGRect.zero` for a floating keyboard) fits no screen.
  ///
  /// - Parameter frame: A frame in screen coordinates.
  /// - Returns: `true` when the frame fits.
  public func fits(_ frame: CGRect) -> Bool {
    frame.width > 0 && frame.height > 0 && Self.score(frame, on: size) > 0
  }

  /// How well a frame fits a screen: 2 when it rests on or hides below the bottom edge, 1 when
  /// it straddles it, 0 otherwise.
  private static func score(_ frame: CGRect, on screen: CGSize) -> Int {
    guard frame.minX == 0, frame.width == screen.width else { return 0 }
    if frame.maxY == screen.height || frame.minY == screen.height { return 2 }
    return frame.minY < screen.height && frame.maxY > screen.height ? 1 : 0
  }

  public var description: String {
    let size = KeyboardReplayFormat.size(self.size)
    switch source {
    case .given:
      return "\(size) (given)"
    case .inferred(let fitting, let frames):
      return "\(size) (inferred: \(fitting) of the log's \(frames) non-empty frames "
        + "sit at this screen's bottom edge)"
    case .assumed:
      return "\(size) (assumed: no frame matched a known screen's bottom edge)"
    }
  }
}

extension KeyboardReplayScreen {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size: size)
    hasher.combine(source)
  }
}
