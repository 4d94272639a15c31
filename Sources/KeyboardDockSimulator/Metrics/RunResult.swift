import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The metrics of one strategy on one scenario, device and frame rate.
public struct RunResult: Sendable, Hashable, Codable {
  /// The frame with the largest vertical error (or the first frame in error when no frame has a
  /// vertical error).
  public struct WorstFrame: Sendable, Hashable, Codable {
    /// The frame's index (0 at the start).
    public var index: Int
    /// The frame's time, in seconds.
    public var time: TimeInterval
    /// The gap at that frame, in points.
    public var gap: CGFloat
    /// The overlap at that frame, in points.
    public var overlap: CGFloat
  }

  /// The scenario's name.
  public var scenario: String
  /// The device's name.
  public var device: String
  /// The strategy's name.
  public var strategy: String
  /// Display frames per second.
  public var fps: Int
  /// The simulated iOS version (an ``IOSProfile``'s), such as `26.2`.
  public var ios: String
  /// The ``ModelVariant`` the simulated iOS ran (`baseline`: the fact table's model).
  public var variant = ModelVariant.baseline.name
  /// Frames measured.
  public var frames = 0
  /// The largest gap (bar above the keyboard), in points.
  public var maxGap: CGFloat = 0
  /// The largest overlap (bar reaching into the keyboard), in points.
  public var maxOverlap: CGFloat = 0
  /// Frames with any error (see ``FrameMeasurement/isInError``).
  public var framesInError = 0
  /// The worst frame, if any frame was in error.
  public var worstFrame: WorstFrame?
  /// The largest amount by which the bar was wider than the app, in points (0 when never).
  public var maxBarWidthExcess: CGFloat = 0
  /// Frames where the bar was not entirely on screen.
  public var framesBarOffScreen = 0
  /// The largest content-inset error, in points (absolute).
  public var maxContentInsetError: CGFloat = 0
  /// Frames where the last content row was hidden.
  public var framesLastRowHidden = 0
  /// Frames with a gap or overlap over the tolerance.
  public var framesVerticalError = 0
  /// Frames where the bar was wider or narrower than the app, or not entirely on screen.
  public var framesWidthError = 0
  /// Frames with a content-inset error over the tolerance.
  public var framesInsetError = 0
  /// The largest area behind the keyboard's rounded top corners that neither the bar's
  /// background nor the app covers, in square points (RunResult+Corners.swift).
  public var maxCornerExposure: CGFloat = 0
  /// Frames with some of that area exposed (over 1 pt²).
  public var framesCornersExposed = 0
  /// The content metrics of the recommended setup (the `KeyboardChatTranscript` and
  /// `FormScroller` adapters' decisions) in a scenario with a form or a transcript, on the
  /// `tracker` strategy's row; `nil` otherwise.
  public var content: ContentFigures?
  /// The same metrics for the naive alternative, the scroll view's inset only.
  public var insetOnlyContent: ContentFigures?

  /// The frames whose vertical error is above ``trackerBound`` (the first 100),
  /// each with the time of the last keyboard input (notification, KVO value, layout-guide
  /// change) that had reached the strategy by then.
  public var framesOverBound: [FrameOverBound] = []

  /// A frame in error, with what the app had last heard.
  public struct FrameOverBound: Sendable, Hashable, Codable {
    /// The frame's time, in seconds.
    public var time: TimeInterval
    /// Its vertical error, in points.
    public var error: CGFloat
    /// The time of the strategy's last keyboard input, or `nil` before any.
    public var lastInput: TimeInterval?
  }

  /// Creates an empty result.
  public init(
    scenario: String, device: String, strategy: String, fps: Int,
    ios: String = IOSProfile.ios18.version
  ) {
    self.ios = ios
    self.scenario = scenario
    self.device = device
    self.strategy = strategy
    self.fps = fps
  }

  /// Adds one frame's measurement.
  public mutating func add(_ measurement: FrameMeasurement, index: Int) {
    frames += 1
    maxGap = max(maxGap, measurement.gap)
    maxOverlap = max(maxOverlap, measurement.overlap)
    maxBarWidthExcess = max(maxBarWidthExcess, measurement.barWidthExcess)
    maxContentInsetError = max(maxContentInsetError, abs(measurement.contentInsetError))
    if !measurement.isBarOnScreen { framesBarOffScreen += 1 }
    if !measurement.isLastRowVisible { framesLastRowHidden += 1 }
    if measurement.verticalError > FrameMeasurement.tolerance { framesVerticalError += 1 }
    if abs(measurement.barWidthExcess) > FrameMeasurement.tolerance || !measurement.isBarOnScreen {
      framesWidthError += 1
    }
    if abs(measurement.contentInsetError) > FrameMeasurement.tolerance { framesInsetError += 1 }
    guard measurement.isInError else { return }
    framesInError += 1
    let candidate = WorstFrame(
      index: index, time: measurement.time, gap: measurement.gap, overlap: measurement.overlap)
    if let worst = worstFrame {
      if measurement.verticalError > max(worst.gap, worst.overlap) { worstFrame = candidate }
    } else {
      worstFrame = candidate
    }
  }

  /// The keyboard tracker's bound: half a point, at every frame.
  public static let trackerBound: CGFloat = 0.5

  /// Notes a frame whose vertical error is above ``trackerBound`` (up to the first 100).
  mutating func noteOverBound(_ measurement: FrameMeasurement, lastInput: TimeInterval?) {
    guard measurement.verticalError > Self.trackerBound, framesOverBound.count < 100
    else { return }
    framesOverBound.append(
      FrameOverBound(time: measurement.time, error: measurement.verticalError, lastInput: lastInput)
    )
  }

  /// The larger of ``maxGap`` and ``maxOverlap``.
  public var maxVerticalError: CGFloat { max(maxGap, maxOverlap) }
}
