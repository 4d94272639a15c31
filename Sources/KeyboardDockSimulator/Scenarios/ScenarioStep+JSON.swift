import Foundation
import KeyboardDockLayout

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ScenarioStep {
  /// Reads a step from its JSON object.
  ///
  /// - Parameters:
  ///   - value: The decoded JSON value.
  ///   - path: The step's path for error messages, such as `steps[3]`.
  /// - Throws: ``ScenarioFileError`` naming the bad field.
  init(json value: JSONValue, path: String) throws {
    let actionPath = path + ".action"
    guard case .object(let fields) = value else {
      throw ScenarioFileError(
        path: path, expected: "an object with an \"action\"",
        found: ScenarioFileError.text(value))
    }
    guard case .string(let action) = fields["action"], Self.actions.contains(action) else {
      throw ScenarioFileError(
        path: actionPath,
        expected: "one of " + Self.actions.map { "\"\($0)\"" }.joined(separator: ", "),
        found: fields["action"].map(ScenarioFileError.text))
    }
    let object = try ScenarioFields(
      value, path: path, allowed: Set(["action"] + Self.fields(of: action)))
    let seconds = 0.0...3600
    switch action {
    case "focus":
      self = .focus(
        keyboard: try object.choice("keyboard", default: FocusKeyboard.system),
        duration: object.has("duration")
          ? try object.number("duration", in: 0...10, expected: "seconds from 0 to 10") : nil)
    case "dismiss": self = .dismiss
    case "wait":
      self = .wait(try object.number("seconds", in: seconds, expected: "seconds from 0 to 3600"))
    case "type-lines":
      self = .typeLines(
        try object.integer("lines", in: 1...20, expected: "a number of lines from 1 to 20"),
        interval: try object.number(
          "interval", default: 0.25, in: 0...60, expected: "seconds from 0 to 60"))
    case "rotate":
      let bursts = try object.integer(
        "bursts", default: 1, in: 1...2, expected: "1 or 2 bursts")
      if case .string(let name) = object.fields["to"],
        let turn = InterfaceOrientation(rawValue: name),
        Orientation(rawValue: name) == nil
      {
        self = .turn(to: turn, bursts: bursts)
      } else if case .string(let name) = object.fields["to"], Orientation(rawValue: name) == nil {
        let names =
          Orientation.allCases.map(\.rawValue)
          + InterfaceOrientation.allCases.map(\.rawValue).filter { $0 != "portrait" }
        throw ScenarioFileError(
          path: object.fieldPath("to"),
          expected: "one of " + names.map { "\"\($0)\"" }.joined(separator: ", "),
          found: ScenarioFileError.text(name))
      } else {
        self = .rotate(to: try object.choice("to", default: Orientation?.none), bursts: bursts)
      }
    case "finger-down":
      self = .fingerDown(
        y: CGFloat(try object.number("y", in: -10_000...10_000, expected: "a y in points")),
        fromKeyboardTop: try Self.isKeyboardRelative(object))
    case "finger-move":
      self = .fingerMove(
        y: CGFloat(try object.number("y", in: -10_000...10_000, expected: "a y in points")),
        duration: try object.number(
          "duration", default: 0, in: 0...60, expected: "seconds from 0 to 60"))
    case "finger-up":
      self = .fingerUp(
        velocity: object.has("velocity")
          ? CGFloat(
            try object.number(
              "velocity", in: -100_000...100_000, expected: "points per second"))
          : nil)
    case "focus-field" where object.has("field"):
      guard !object.has("keyboard-type") else {
        throw ScenarioFileError(
          path: object.fieldPath("keyboard-type"),
          expected: "no \"keyboard-type\" with \"field\" (the form's field has its own)",
          found: ScenarioFileError.text(object.fields["keyboard-type"] ?? .null))
      }
      self = .focusFormField(try object.string("field"))
    case "focus-field":
      self = .focusField(
        try object.choice("keyboard-type", default: SystemKeyboard.KeyboardType?.none))
    case "window":
      self = .window(try Scenario.window(value, path: path, extra: ["action"]))
    case "drag-dismiss":
      self = .dragDismiss(
        path: try Self.dragPath(object.fields["path"], path: object.fieldPath("path")),
        velocity: object.has("velocity")
          ? CGFloat(
            try object.number(
              "velocity", in: -100_000...100_000, expected: "points per second"))
          : nil,
        fromKeyboardTop: try Self.isKeyboardRelative(object))
    case "predictive": self = .predictive(try object.bool("on", default: nil))
    case "emoji": self = .emoji(try object.bool("on", default: nil))
    case "undock": self = .undock(postsWillHide: try object.bool("posts-will-hide", default: true))
    case "float":
      if object.has("x") || object.has("y") {
        let coordinate = -10_000.0...10_000
        self = .float(
          CGPoint(
            x: try object.number("x", in: coordinate, expected: "a screen x in points"),
            y: try object.number("y", in: coordinate, expected: "a screen y in points")))
      } else {
        self = .float(nil)
      }
    case "move-floating":
      let coordinate = -10_000.0...10_000
      self = .moveFloating(
        x: try object.number("x", in: coordinate, expected: "a screen x in points"),
        y: try object.number("y", in: coordinate, expected: "a screen y in points"),
        duration: try object.number(
          "duration", default: 0.5, in: 0...60, expected: "seconds from 0 to 60"))
    case "swipe-back":
      guard let outcome = object.fields["outcome"] else {
        throw ScenarioFileError(
          path: object.fieldPath("outcome"), expected: "\"completed\" or \"cancelled\"",
          found: nil)
      }
      guard case .string(let name) = outcome, name == "completed" || name == "cancelled" else {
        throw ScenarioFileError(
          path: object.fieldPath("outcome"), expected: "\"completed\" or \"cancelled\"",
          found: ScenarioFileError.text(outcome))
      }
      self = .swipeBack(
        completed: name == "completed",
        duration: try object.number(
          "duration", default: 0.35, in: 0.05...10, expected: "seconds from 0.05 to 10"))
    case "background": self = .background
    case "foreground": self = .foreground
    case "reduce-motion": self = .reduceMotion(try object.bool("on", default: nil))
    case "autofill": self = .autofill(try object.bool("on", default: nil))
    case "dictation": self = .dictation(try object.bool("on", default: nil))
    case "language":
      self = .language(try object.choice("to", default: KeyboardLanguage?.none))
    case "dock": self = .dock
    case "split": self = .split
    case "connect-hardware-keyboard": self = .connectHardwareKeyboard
    case "disconnect-hardware-keyboard": self = .disconnectHardwareKeyboard
    default:
      if object.has("to") {
        guard try object.string("to") == "keyboard" else {
          throw ScenarioFileError(
            path: object.fieldPath("to"), expected: "\"keyboard\"",
            found: ScenarioFileError.text(object.fields["to"] ?? .string("")))
        }
        if let height = object.fields["height"] {
          throw ScenarioFileError(
            path: object.fieldPath("height"), expected: "no height with \"to\": \"keyboard\"",
            found: ScenarioFileError.text(height))
        }
        self = .switchInputView(.keyboard)
      } else if object.has("height") {
        self = .switchInputView(
          .panel(
            height: CGFloat(
              try object.number(
                "height", in: 1...2000,
                expected: "the input view's height in points (1–2000), or \"to\": \"keyboard\""
              ))))
      } else {
        self = .switchInputView(.panel(height: nil))
      }
    }
  }

  /// The fields each action accepts besides `"action"`.
  static func fields(of action: String) -> [String] {
    switch action {
    case "focus": ["keyboard", "duration"]
    case "wait": ["seconds"]
    case "type-lines": ["lines", "interval"]
    case "rotate": ["to", "bursts"]
    case "drag-dismiss": ["path", "velocity", "relative-to"]
    case "predictive", "emoji": ["on"]
    case "undock": ["posts-will-hide"]
    case "float": ["x", "y"]
    case "move-floating": ["x", "y", "duration"]
    case "switch-input-view": ["height", "to"]
    case "finger-down": ["y", "relative-to"]
    case "finger-move": ["y", "duration"]
    case "finger-up": ["velocity"]
    case "focus-field": ["keyboard-type", "field"]
    case "window": ["kind", "fraction", "side", "tab-bar", "width", "height"]
    case "swipe-back": ["outcome", "duration"]
    case "reduce-motion", "autofill", "dictation": ["on"]
    case "language": ["to"]
    default: []
    }
  }

  private static func isKeyboardRelative(_ object: ScenarioFields) throws -> Bool {
    let origin = try object.string("relative-to", default: "screen")
    guard origin == "screen" || origin == "keyboard-top" else {
      throw ScenarioFileError(
        path: object.fieldPath("relative-to"), expected: "\"screen\" or \"keyboard-top\"",
        found: ScenarioFileError.text(origin))
    }
    return origin == "keyboard-top"
  }

  private static func dragPath(_ value: JSONValue?, path: String) throws -> [DragPoint] {
    let expected = "an array of [time, y] pairs"
    guard let value else { throw ScenarioFileError(path: path, expected: expected, found: nil) }
    guard case .array(let pairs) = value, pairs.count >= 2 else {
      throw ScenarioFileError(
        path: path, expected: expected + " (at least 2)", found: ScenarioFileError.text(value))
    }
    var points: [DragPoint] = []
    for (index, pair) in pairs.enumerated() {
      guard case .array(let numbers) = pair, numbers.count == 2,
        let time = ScenarioFields.number(numbers[0]), let y = ScenarioFields.number(numbers[1])
      else {
        throw ScenarioFileError(
          path: "\(path)[\(index)]", expected: "a [time, y] pair of numbers",
          found: ScenarioFileError.text(pair))
      }
      guard time >= 0, time <= 60, time >= (points.last?.time ?? 0) else {
        throw ScenarioFileError(
          path: "\(path)[\(index)][0]",
          expected: "a time from 0 to 60 s, not before the previous pair's",
          found: ScenarioFileError.text(numbers[0]))
      }
      guard (-10_000...10_000).contains(y) else {
        throw ScenarioFileError(
          path: "\(path)[\(index)][1]", expected: "a y from -10000 to 10000 points",
          found: ScenarioFileError.text(numbers[1]))
      }
      points.append(DragPoint(time: time, y: CGFloat(y)))
    }
    return points
  }

  /// The step as a JSON object that ``init(json:path:)`` reads back unchanged.
  var jsonObject: [String: Any] {
    var object: [String: Any] = ["action": action]
    switch self {
    case .focus(let keyboard, let duration):
      object["keyboard"] = keyboard.rawValue
      if let duration { object["duration"] = duration }
    case .dismiss, .dock, .split, .connectHardwareKeyboard, .disconnectHardwareKeyboard: break
    case .wait(let seconds): object["seconds"] = seconds
    case .typeLines(let lines, let interval):
      object["lines"] = lines
      object["interval"] = interval
    case .rotate(let orientation, let bursts):
      object["to"] = orientation.rawValue
      object["bursts"] = bursts
    case .dragDismiss(let path, let velocity, let fromKeyboardTop):
      object["path"] = path.map { [$0.time, Double($0.y)] }
      if let velocity { object["velocity"] = Double(velocity) }
      object["relative-to"] = fromKeyboardTop ? "keyboard-top" : "screen"
    case .predictive(let isOn), .emoji(let isOn): object["on"] = isOn
    case .undock(let postsWillHide): object["posts-will-hide"] = postsWillHide
    case .float(let origin):
      if let origin {
        object["x"] = Double(origin.x)
        object["y"] = Double(origin.y)
      }
    case .moveFloating(let x, let y, let duration):
      object["x"] = Double(x)
      object["y"] = Double(y)
      object["duration"] = duration
    case .switchInputView(.keyboard): object["to"] = "keyboard"
    case .switchInputView(.panel(let height)):
      if let height { object["height"] = Double(height) }
    case .fingerDown(let y, let fromKeyboardTop):
      object["y"] = Double(y)
      object["relative-to"] = fromKeyboardTop ? "keyboard-top" : "screen"
    case .fingerMove(let y, let duration):
      object["y"] = Double(y)
      object["duration"] = duration
    case .fingerUp(let velocity):
      if let velocity { object["velocity"] = Double(velocity) }
    case .focusField(let type): object["keyboard-type"] = type.rawValue
    case .focusFormField(let id): object["field"] = id
    case .turn(let orientation, let bursts):
      object["to"] = orientation.rawValue
      object["bursts"] = bursts
    case .window(let window):
      object.merge(Scenario.jsonObject(of: window)) { first, _ in first }
    case .swipeBack(let completed, let duration):
      object["outcome"] = completed ? "completed" : "cancelled"
      object["duration"] = duration
    case .background, .foreground: break
    case .reduceMotion(let isOn), .autofill(let isOn), .dictation(let isOn): object["on"] = isOn
    case .language(let language): object["to"] = language.rawValue
    }
    return object
  }
}
