import Foundation
import KeyboardDockLayout

extension Scenario {
  /// Reads a scenario from a JSON document.
  ///
  /// - Parameter data: The document's bytes (UTF-8 JSON).
  /// - Throws: ``ScenarioFileError`` naming the first bad field by its path, such as
  ///   `steps[3].path: expected an array of [time, y] pairs, got "soon"`.
  public init(json data: Data) throws {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: data)
    } catch {
      guard case .invalidJSON(let reason) = error.code else {
        throw ScenarioFileError(path: "", expected: "valid JSON", found: "\(error)")
      }
      throw ScenarioFileError.invalidJSON(reason)
    }
    try self.init(jsonValue: value)
  }

  /// Reads a scenario from a parsed JSON object, checking every field as a file's is checked.
  ///
  /// ``ScenarioRun/run()`` also reads a scenario's own ``jsonObject`` back with it, so a
  /// scenario built in Swift meets the same ranges as one read from a file.
  ///
  /// - Parameter object: What `JSONSerialization` returns for the document (or ``jsonObject``).
  /// - Throws: ``ScenarioFileError`` naming the first bad field by its path.
  init(jsonObject object: Any) throws {
    guard let value = ScenarioFields.value(foundationObject: object) else {
      throw ScenarioFileError(
        path: "", expected: "a JSON object", found: "a value JSON cannot hold")
    }
    try self.init(jsonValue: value)
  }

  private init(jsonValue value: JSONValue) throws {
    let root = try ScenarioFields(
      value, path: "",
      allowed: [
        "name", "summary", "devices", "orientation", "window", "predictive", "bar-lines",
        "steps",
      ])
    let name = try root.string("name")
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) })
    else {
      throw ScenarioFileError(
        path: "name", expected: "a non-empty name of letters, digits, - _ .",
        found: ScenarioFileError.text(name))
    }
    let window = try root.has("window") ? Self.window(root.fields["window"] ?? .null) : AppWindow()
    guard let rawSteps = root.fields["steps"] else {
      throw ScenarioFileError(path: "steps", expected: "an array of steps", found: nil)
    }
    guard case .array(let stepValues) = rawSteps, !stepValues.isEmpty else {
      throw ScenarioFileError(
        path: "steps", expected: "a non-empty array of steps",
        found: ScenarioFileError.text(rawSteps))
    }
    let steps = try stepValues.enumerated().map { index, value in
      try ScenarioStep(json: value, path: "steps[\(index)]")
    }
    self.init(
      name: name, summary: try root.string("summary", default: ""),
      devices: try root.choice("devices", default: DeviceFilter.all),
      orientation: try root.choice("orientation", default: Orientation.portrait),
      window: window, isPredictiveOn: try root.bool("predictive", default: true),
      barLines: try root.integer(
        "bar-lines", default: 1, in: 1...20, expected: "a number of lines from 1 to 20"),
      steps: steps)
  }

  /// The scenario as a JSON document that ``init(json:)`` reads back unchanged.
  public func jsonData() throws -> Data {
    try JSONSerialization.data(
      withJSONObject: jsonObject, options: [.prettyPrinted, .sortedKeys])
  }

  /// The scenario as a JSON object.
  public var jsonObject: [String: Any] {
    var window: [String: Any] = ["tab-bar": self.window.hasTabBar]
    switch self.window.kind {
    case .fullScreen: window["kind"] = "full-screen"
    case .splitView(let fraction, let side):
      window["kind"] = "split-view"
      window["fraction"] = fraction.rawValue
      window["side"] = side.rawValue
    case .slideOver: window["kind"] = "slide-over"
    case .stageManager: window["kind"] = "stage-manager"
    case .formSheet: window["kind"] = "form-sheet"
    }
    return [
      "name": name, "summary": summary, "devices": devices.rawValue,
      "orientation": orientation.rawValue, "window": window, "predictive": isPredictiveOn,
      "bar-lines": barLines, "steps": steps.map(\.jsonObject),
    ]
  }

  private static func window(_ value: JSONValue) throws -> AppWindow {
    let object = try ScenarioFields(
      value, path: "window", allowed: ["kind", "fraction", "side", "tab-bar"])
    let kinds = ["full-screen", "split-view", "slide-over", "stage-manager", "form-sheet"]
    let kindName = try object.string("kind", default: "full-screen")
    let kind: AppWindow.Kind
    switch kindName {
    case "full-screen": kind = .fullScreen
    case "split-view":
      kind = .splitView(
        try object.choice("fraction", default: AppWindow.SplitFraction?.none),
        try object.choice("side", default: AppWindow.Side.left))
    case "slide-over": kind = .slideOver
    case "stage-manager": kind = .stageManager
    case "form-sheet": kind = .formSheet
    default:
      throw ScenarioFileError(
        path: "window.kind",
        expected: "one of " + kinds.map { "\"\($0)\"" }.joined(separator: ", "),
        found: ScenarioFileError.text(kindName))
    }
    return AppWindow(kind, hasTabBar: try object.bool("tab-bar", default: false))
  }
}
