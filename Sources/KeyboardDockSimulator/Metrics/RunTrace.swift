import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Every frame of one run, kept for the report's plot and filmstrip.
public struct RunTrace: Sendable, Equatable {
  /// One display frame: the screen, the true keyboard and every strategy's bar.
  public struct Frame: Sendable, Equatable {
    /// The frame's time, in seconds.
    public var time: TimeInterval
    /// The screen's bounds.
    public var screen: CGRect
    /// The app's window, in screen coordinates.
    public var window: CGRect
    /// The app's view, in screen coordinates.
    public var view: CGRect
    /// The view's safe-area insets.
    public var safeArea: LayoutInsets
    /// The true visible docked keyboard, in screen coordinates.
    public var keyboard: CGRect
    /// The floating keyboard, in screen coordinates, when it floats.
    public var floatingKeyboard: CGRect?
    /// Whether the iPad keyboard is split: ``keyboard`` is then the full-width frame iOS
    /// reports, and the keys are two halves at its left and right edges.
    public var keyboardIsSplit = false
    /// Where the bar's bottom edge belongs, in the view's coordinates.
    public var keyboardTop: CGFloat
    /// Each strategy's bar, in screen coordinates, in the run's strategy order.
    public var bars: [CGRect]
    /// Each strategy's bar bottom, in the view's coordinates.
    public var barBottoms: [CGFloat]
    /// Each strategy's bottom content inset, in points.
    public var contentInsets: [CGFloat]

    /// Creates a frame.
    public init(
      time: TimeInterval, screen: CGRect, window: CGRect, view: CGRect, safeArea: LayoutInsets,
      keyboard: CGRect, floatingKeyboard: CGRect?, keyboardIsSplit: Bool = false,
      keyboardTop: CGFloat, bars: [CGRect], barBottoms: [CGFloat], contentInsets: [CGFloat]
    ) {
      self.time = time
      self.screen = screen
      self.window = window
      self.view = view
      self.safeArea = safeArea
      self.keyboard = keyboard
      self.floatingKeyboard = floatingKeyboard
      self.keyboardIsSplit = keyboardIsSplit
      self.keyboardTop = keyboardTop
      self.bars = bars
      self.barBottoms = barBottoms
      self.contentInsets = contentInsets
    }
  }

  /// The scenario's name.
  public var scenario: String
  /// The device's name.
  public var device: String
  /// Display frames per second.
  public var fps: Int
  /// The simulated iOS version.
  public var ios = IOSProfile.ios18.version
  /// The strategies, in the order of ``Frame/bars``.
  public var strategies: [String]
  /// The frames.
  public var frames: [Frame] = []
  /// The notifications posted, with their times, in order.
  public var notifications: [(time: TimeInterval, name: String)] = []
  /// The times of the script's actions, for choosing key frames.
  public var actionTimes: [TimeInterval] = []
  /// Each strategy's place in the report's palette (colour and dashes), in the order of
  /// ``strategies``; empty when it is the strategy's place in ``strategies``.
  ///
  /// A trace holding some of the rows (the shipping rows whose apps change the keyboard are
  /// plotted apart) keeps each row's colour of the legend.
  public var palettes: [Int] = []

  /// The palette entry of the strategy at `index` of ``strategies``.
  public func palette(_ index: Int) -> Int {
    palettes.indices.contains(index) ? palettes[index] : index
  }

  /// Creates a trace with no frames yet.
  public init(
    scenario: String, device: String, fps: Int, ios: String = IOSProfile.ios18.version,
    strategies: [String]
  ) {
    self.scenario = scenario
    self.device = device
    self.fps = fps
    self.ios = ios
    self.strategies = strategies
  }

  public static func == (lhs: RunTrace, rhs: RunTrace) -> Bool {
    lhs.scenario == rhs.scenario && lhs.device == rhs.device && lhs.fps == rhs.fps
      && lhs.strategies == rhs.strategies && lhs.frames == rhs.frames
      && lhs.actionTimes == rhs.actionTimes
      && lhs.notifications.map(\.time) == rhs.notifications.map(\.time)
      && lhs.notifications.map(\.name) == rhs.notifications.map(\.name)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(scenario)
    hasher.combine(device)
    hasher.combine(fps)
    hasher.combine(frames.count)
  }
}
