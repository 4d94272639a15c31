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
        "version", "name", "summary", "devices", "orientation", "window", "predictive",
        "bar-lines", "steps", "input-accessory", "form", "transcript",
      ])
    // Format 1 (no "version") reads as format 2: its steps run one after another, which is what
    // format 2 does for steps without "at".
    let version = try root.number("version", default: 1, in: 1...2, expected: "1 or 2")
    guard version.rounded() == version else {
      throw ScenarioFileError(
        path: "version", expected: "1 or 2", found: ScenarioFileError.text(.number(version)))
    }
    let name = try root.string("name")
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "-_.".contains($0) })
    else {
      throw ScenarioFileError(
        path: "name", expected: "a non-empty name of letters, digits, - _ .",
        found: ScenarioFileError.text(name))
    }
    let window =
      try root.has("window")
      ? Self.window(root.fields["window"] ?? .null, path: "window") : AppWindow()
    guard let rawSteps = root.fields["steps"] else {
      throw ScenarioFileError(path: "steps", expected: "an array of steps", found: nil)
    }
    guard case .array(let stepValues) = rawSteps, !stepValues.isEmpty else {
      throw ScenarioFileError(
        path: "steps", expected: "a non-empty array of steps",
        found: ScenarioFileError.text(rawSteps))
    }
    var starts: [Int: TimeInterval] = [:]
    let steps = try stepValues.enumerated().map { index, value in
      let path = "steps[\(index)]"
      var stepValue = value
      if case .object(var fields) = value, let at = fields["at"] {
        guard version >= 2 else {
          throw ScenarioFileError(
            path: path + ".at", expected: "\"version\": 2 at the top to time steps with \"at\"",
            found: ScenarioFileError.text(at))
        }
        guard let seconds = ScenarioFields.number(at), (0...3600).contains(seconds) else {
          throw ScenarioFileError(
            path: path + ".at", expected: "seconds from 0 to 3600 after the scenario starts",
            found: ScenarioFileError.text(at))
        }
        starts[index] = seconds
        fields["at"] = nil
        stepValue = .object(fields)
      }
      return try ScenarioStep(json: stepValue, path: path)
    }
    let (filter, names) = try Self.devices(root)
    self.init(
      name: name, summary: try root.string("summary", default: ""),
      devices: filter,
      orientation: try root.choice("orientation", default: Orientation.portrait),
      window: window, isPredictiveOn: try root.bool("predictive", default: true),
      barLines: try root.integer(
        "bar-lines", default: 1, in: 1...20, expected: "a number of lines from 1 to 20"),
      steps: steps)
    stepStarts = starts
    deviceNames = names
    inputAccessoryHeight = CGFloat(
      try root.number(
        "input-accessory", default: 0, in: 0...200,
        expected: "the input accessory view's height in points, 0 to 200"))
    content = try ScenarioContent.read(root)
    try checkFormSteps()
  }

  /// Refuses `focus-field` steps naming a field the form does not have, or given without a form.
  private func checkFormSteps() throws {
    for (index, step) in steps.enumerated() {
      guard case .focusFormField(let id) = step else { continue }
      guard case .form(let form) = content else {
        throw ScenarioFileError(
          path: "steps[\(index)].field", expected: "a \"form\" at the top to focus its fields",
          found: ScenarioFileError.text(id))
      }
      guard form.field(id) != nil else {
        throw ScenarioFileError(
          path: "steps[\(index)].field",
          expected: "one of the form's fields (" + form.fields.map(\.id).joined(separator: ", ")
            + ")", found: ScenarioFileError.text(id))
      }
    }
  }

  /// The `"devices"` field: `"all"`, `"phone"`, `"pad"`, or an array of device names.
  private static func devices(_ root: ScenarioFields) throws -> (DeviceFilter, [String]?) {
    guard case .array(let elements) = root.fields["devices"] else {
      return (try root.choice("devices", default: DeviceFilter.all), nil)
    }
    let known = DeviceCatalogue.all.map(\.id)
    var names: [String] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let name) = element, let device = DeviceCatalogue.device(named: name)
      else {
        throw ScenarioFileError(
          path: "devices[\(index)]",
          expected: "a device name: " + known.joined(separator: ", "),
          found: ScenarioFileError.text(element))
      }
      names.append(device.id)
    }
    guard !names.isEmpty else {
      throw ScenarioFileError(
        path: "devices", expected: "at least one device name", found: "[]")
    }
    return (.all, names)
  }

  /// The scenario as a JSON document that ``init(json:)`` reads back unchanged.
  public func jsonData() throws -> Data {
    try JSONSerialization.data(
      withJSONObject: jsonObject, options: [.prettyPrinted, .sortedKeys])
  }

  /// The scenario as a JSON object.
  public var jsonObject: [String: Any] {
    let stepObjects = steps.enumerated().map { index, step in
      var object = step.jsonObject
      if let at = stepStarts[index] { object["at"] = at }
      return object
    }
    var object: [String: Any] = [
      "version": 2, "name": name, "summary": summary,
      "devices": deviceNames.map { $0 as Any } ?? devices.rawValue,
      "orientation": orientation.rawValue, "window": Self.jsonObject(of: window),
      "predictive": isPredictiveOn, "bar-lines": barLines, "steps": stepObjects,
      "input-accessory": Double(inputAccessoryHeight),
    ]
    if let content {
      let entry = content.jsonObject
      object[entry.key] = entry.value
    }
    return object
  }

  /// A window as a JSON object.
  static func jsonObject(of appWindow: AppWindow) -> [String: Any] {
    var window: [String: Any] = ["tab-bar": appWindow.hasTabBar]
    switch appWindow.kind {
    case .fullScreen: window["kind"] = "full-screen"
    case .splitView(let fraction, let side):
      window["kind"] = "split-view"
      window["fraction"] = fraction.rawValue
      window["side"] = side.rawValue
    case .slideOver: window["kind"] = "slide-over"
    case .stageManager: window["kind"] = "stage-manager"
    case .stageManagerSized(let width, let height):
      window["kind"] = "stage-manager"
      window["width"] = Double(width)
      window["height"] = Double(height)
    case .formSheet: window["kind"] = "form-sheet"
    }
    return window
  }

  /// Reads a window object at `path`; `extra` names other fields the object may hold.
  static func window(_ value: JSONValue, path: String, extra: [String] = []) throws -> AppWindow {
    let object = try ScenarioFields(
      value, path: path,
      allowed: Set(["kind", "fraction", "side", "tab-bar", "width", "height"] + extra))
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
    case "stage-manager":
      if object.has("width") || object.has("height") {
        kind = .stageManagerSized(
          width: CGFloat(
            try object.number("width", in: 100...3000, expected: "a width in points (100–3000)")),
          height: CGFloat(
            try object.number(
              "height", in: 100...3000, expected: "a height in points (100–3000)")))
      } else {
        kind = .stageManager
      }
    case "form-sheet": kind = .formSheet
    default:
      throw ScenarioFileError(
        path: ScenarioFields.join(path, "kind"),
        expected: "one of " + kinds.map { "\"\($0)\"" }.joined(separator: ", "),
        found: ScenarioFileError.text(kindName))
    }
    return AppWindow(kind, hasTabBar: try object.bool("tab-bar", default: false))
  }
}
