import Foundation

/// The screen a replayed log was recorded on, and how that was decided.
///
/// Keyboard notifications carry frames in screen coordinates but never the screen's size, so a
/// replay takes it from the user, or infers it from the frames:
///
/// - A docked keyboard's frame starts at x = 0 and is as wide as the screen; shown, its bottom
///   edge is the screen's bottom; hidden, its top edge is (DESIGN.md §5, hidden keyboard frame);
///   a hardware keyboard's frame straddles the bottom edge (DESIGN.md §5, hardware keyboard).
/// - Each screen size of DESIGN.md §5 (iPhones and the 768×1024 iPad, portrait then landscape)
///   scores 2 for every begin or end frame at x = 0, as wide as the screen, whose top or bottom
///   edge is the screen's bottom, and 1 for such a frame that straddles the bottom edge.
/// - The highest score wins (the first in that order on a tie); when no frame scores,
///   ``defaultSize`` is used, and ``source`` says so.
public struct KeyboardReplayScreen: Sendable, Hashable, CustomStringConvertible {
  /// How the screen size was decided.
  public enum Source: Sendable, Hashable {
    /// Given by the user.
    case given
    /// Inferred from the frames: `fitting` of the log's `frames` frames fit this screen.
    case inferred(fitting: Int, frames: Int)
    /// No frame fitted a known screen: ``KeyboardReplayScreen/defaultSize`` is assumed.
    case assumed
  }

  /// The size used when nothing better is known: the 375×667 iPhone of DESIGN.md §5.
  public static let defaultSize = CGSize(width: 375, height: 667)

  /// The portrait screen sizes of DESIGN.md §5, in points; landscape sizes are these, swapped.
  public static let knownPortraitSizes: [CGSize] = [
    CGSize(width: 375, height: 667), CGSize(width: 414, height: 736),
    CGSize(width: 375, height: 812), CGSize(width: 414, height: 896),
    CGSize(width: 430, height: 932), CGSize(width: 768, height: 1024),
  ]

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
  /// - Complexity: O(*n*) in the number of events.
  public static func inferred(from events: [KeyboardEvent]) -> Self {
    let frames = events.flatMap { [$0.beginFrame, $0.endFrame].compactMap(\.self) }
      .filter { $0.width > 0 && $0.height > 0 }
    let candidates =
      knownPortraitSizes + knownPortraitSizes.map { CGSize(width: $0.height, height: $0.width) }
    var best: (size: CGSize, score: Int, fitting: Int)?
    for candidate in candidates {
      let scores = frames.map { score($0, on: candidate) }
      let total = scores.reduce(0, +)
      if total > (best?.score ?? 0) {
        best = (candidate, total, scores.filter { $0 > 0 }.count)
      }
    }
    guard let best else { return Self(size: defaultSize, source: .assumed) }
    return Self(size: best.size, source: .inferred(fitting: best.fitting, frames: frames.count))
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
