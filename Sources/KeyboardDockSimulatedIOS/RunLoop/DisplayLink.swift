import Foundation

/// `CADisplayLink`: a callback once per display refresh, at 60 Hz or, on ProMotion displays,
/// 120 Hz (https://developer.apple.com/documentation/quartzcore/cadisplaylink;
/// "Optimizing ProMotion refresh rates for iPhone 13 Pro and iPad Pro",
/// https://developer.apple.com/documentation/quartzcore/optimizing-promotion-refresh-rates-for-iphone-13-pro-and-ipad-pro).
///
/// Times are on a 1-µs grid so that a scripted time and the tick at the same instant compare
/// equal (102 / 60 s and 0.1 + 0.8 + 0.8 s are both 1.7 s).
public struct DisplayLink: Sendable, Hashable {
  /// The refresh rates a display runs at.
  public static let supportedRates = [60, 120]
  /// The grid every time is rounded to, in seconds.
  public static let resolution: TimeInterval = 1e-6

  /// Ticks per second.
  public let fps: Int

  /// A display link at `fps`, or `nil` for a rate no display runs at.
  public init?(fps: Int) {
    guard Self.supportedRates.contains(fps) else { return nil }
    self.fps = fps
  }

  /// The time of tick `index`, on the grid.
  public func time(ofTick index: Int) -> TimeInterval {
    Self.quantized(Double(index) / Double(fps))
  }

  /// A time rounded to the grid.
  public static func quantized(_ time: TimeInterval) -> TimeInterval {
    (time / resolution).rounded() * resolution
  }
}
