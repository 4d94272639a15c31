import Foundation

/// The simulation's clock: display frames at a fixed rate, and times on a 1-µs grid.
///
/// Nothing in the simulator sleeps or reads the wall clock. Every scripted time and every frame
/// time is put on the same microsecond grid, so an action scripted at 0.1 + 0.8 + 0.8 s and the
/// display frame at 102 / 60 s are the same instant (1.7 s), not 2 × 10⁻¹⁶ s apart.
///
/// ```swift
/// let clock = try VirtualClock(fps: 120)
/// clock.time(ofFrame: 204)  // 1.7
/// ```
public struct VirtualClock: Sendable, Hashable {
  /// The grid every time is rounded to, in seconds.
  public static let resolution: TimeInterval = DisplayLink.resolution

  /// Display frames per second.
  public let fps: Int

  /// Creates a clock for a display refresh rate.
  ///
  /// The rate comes from the user (`kbdock simulate --fps`, a suite's frame rates), so a rate
  /// no display runs at is an error, not a trap.
  ///
  /// - Parameter fps: Frames per second: 60 or 120 (``SimulationSuite/supportedFrameRates``).
  /// - Throws: ``SimulationError/unsupportedFrameRate(_:)`` with `fps` for any other rate.
  public init(fps: Int) throws(SimulationError) {
    guard SimulationSuite.supportedFrameRates.contains(fps), let link = DisplayLink(fps: fps)
    else {
      throw .unsupportedFrameRate(fps)
    }
    self.fps = fps
    displayLink = link
  }

  /// The simulated iOS's display link that ticks the frames.
  public let displayLink: DisplayLink

  /// The length of one display frame, in seconds.
  public var frameDuration: TimeInterval { 1 / Double(fps) }

  /// The time of display frame `index`, on the grid.
  public func time(ofFrame index: Int) -> TimeInterval {
    displayLink.time(ofTick: index)
  }

  /// The display-frame times strictly after `start` and before `end`, followed by `end` itself.
  ///
  /// - Complexity: O(frames in the interval).
  public func frameTimes(after start: TimeInterval, through end: TimeInterval) -> [TimeInterval] {
    let end = Self.quantized(end)
    guard end > start else { return [] }
    var times: [TimeInterval] = []
    var index = Int((start * Double(fps)).rounded(.down)) + 1
    while time(ofFrame: index) < end {
      if time(ofFrame: index) > start { times.append(time(ofFrame: index)) }
      index += 1
    }
    times.append(end)
    return times
  }

  /// A time rounded to the grid.
  public static func quantized(_ time: TimeInterval) -> TimeInterval {
    DisplayLink.quantized(time)
  }
}
