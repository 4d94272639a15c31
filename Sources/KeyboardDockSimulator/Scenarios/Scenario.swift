import Foundation

/// A scripted sequence of user actions, run on every device it applies to under every strategy.
///
/// Built-in scenarios are in ``BuiltInScenarios``; users write their own as JSON files
/// (``Scenario/init(json:)``), for example:
///
/// ```json
/// {
///   "name": "drag-half-way-interactive",
///   "summary": "drag the keyboard half-way down and let go",
///   "devices": "phone",
///   "steps": [
///     {"action": "focus"}, {"action": "wait", "seconds": 0.8},
///     {"action": "drag-dismiss", "path": [[0, 500], [0.3, 640]], "velocity": 0},
///     {"action": "wait", "seconds": 0.8}
///   ]
/// }
/// ```
public struct Scenario: Sendable, Equatable, Identifiable {
  /// The devices a scenario applies to.
  public enum DeviceFilter: String, Sendable, Hashable, CaseIterable {
    case all
    case phone
    case pad

    /// Whether a device passes the filter.
    public func includes(_ device: Device) -> Bool {
      switch self {
      case .all: true
      case .phone: device.idiom == .phone
      case .pad: device.idiom == .pad
      }
    }
  }

  /// A unique name saying what the scenario does; with interactive dismissal it contains
  /// `interactive`.
  public var name: String
  /// One line for `kbdock scenarios`.
  public var summary: String
  /// Which devices it runs on.
  public var devices: DeviceFilter
  /// The starting orientation.
  public var orientation: Orientation
  /// The app's window.
  public var window: AppWindow
  /// Whether the predictive strip starts on.
  public var isPredictiveOn: Bool
  /// How many lines the bar starts with.
  public var barLines: Int
  /// The height in points of a visible input accessory view (a toolbar) the text field
  /// carries besides the bar (`"input-accessory"`, format 2; 0 for none): UIKit draws it on top
  /// of the keyboard and counts it in the keyboard's frame.
  public var inputAccessoryHeight: CGFloat = 0
  /// The actions, in order.
  public var steps: [ScenarioStep]
  /// A form or chat transcript in a scroll view above the bar (`"form"`, `"transcript"`,
  /// format 2), measured frame by frame; `nil` for none.
  public var content: ScenarioContent?

  /// Creates a scenario.
  public init(
    name: String, summary: String, devices: DeviceFilter = .all,
    orientation: Orientation = .portrait, window: AppWindow = AppWindow(),
    isPredictiveOn: Bool = true, barLines: Int = 1, steps: [ScenarioStep]
  ) {
    self.name = name
    self.summary = summary
    self.devices = devices
    self.orientation = orientation
    self.window = window
    self.isPredictiveOn = isPredictiveOn
    self.barLines = barLines
    self.steps = steps
  }

  /// When steps start, by index, in seconds after ``startTime``.
  ///
  /// Format 2's `"at"`. A step without one starts when the step before it ends, as every step
  /// of format 1 does.
  public var stepStarts: [Int: TimeInterval] = [:]
  /// The devices the scenario is limited to by name, or `nil` for ``devices``' filter alone.
  public var deviceNames: [String]?

  public var id: String { name }

  /// Whether the scenario runs on `device`: the filter, and iPad-only windows and steps.
  public func applies(to device: Device) -> Bool {
    guard devices.includes(device) else { return false }
    if let deviceNames, !deviceNames.contains(device.id) { return false }
    if device.idiom == .phone, window.requiresPad || steps.contains(where: \.requiresPad) {
      return false
    }
    return true
  }

  /// The time the last step ends, in seconds from the start.
  public var scriptedDuration: TimeInterval {
    var time = Scenario.startTime
    var end = time
    for (index, step) in steps.enumerated() {
      if let at = stepStarts[index] { time = Scenario.startTime + at }
      time += step.duration
      end = max(end, time)
    }
    return end
  }

  /// When the first step runs: a few frames of a resting screen come first.
  public static let startTime: TimeInterval = 0.1
}
