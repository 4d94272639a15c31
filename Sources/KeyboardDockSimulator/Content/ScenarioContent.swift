import Foundation
import KeyboardDockCore
import KeyboardDockLayout

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a scenario's app shows above the bar besides the keyboard: a form or a chat transcript
/// in a scroll view filling the app's view (format 2's `"form"` or `"transcript"`).
///
/// ```json
/// "form": {"fields": [{"id": "name", "frame": [16, 120, 343, 44]},
///                     {"id": "zip", "frame": [16, 700, 343, 44], "keyboard-type": "number-pad"}],
///          "focused": "name", "bottom-offset": 16}
/// "transcript": {"messages": 60, "heights": [44, 64, 88], "inverted": true, "lift": "whenAtEnd"}
/// ```
public enum ScenarioContent: Sendable, Equatable {
  /// A form whose focused field must stay visible.
  case form(Form)
  /// A chat transcript whose newest message must stay visible.
  case transcript(Transcript)

  /// A form: fields in the scroll view's content, one of them focused by the `focus` step.
  public struct Form: Sendable, Equatable {
    /// One field.
    public struct Field: Sendable, Equatable {
      /// The field's identifier, for `focus-field`'s `"field"`.
      public var id: String
      /// The field's frame in the form's content, in points.
      public var frame: CGRect
      /// The keyboard the field shows.
      public var keyboardType: SystemKeyboard.KeyboardType

      /// Creates a field.
      public init(id: String, frame: CGRect, keyboardType: SystemKeyboard.KeyboardType = .default) {
        self.id = id
        self.frame = frame
        self.keyboardType = keyboardType
      }
    }

    /// The fields, in any order.
    public var fields: [Field]
    /// The field the `focus` step focuses.
    public var focused: String
    /// Points kept free below the focused field (``KeyboardDockCore/FormScrollPolicy/bottomOffset``).
    public var bottomOffset: CGFloat

    /// Creates a form.
    public init(fields: [Field], focused: String? = nil, bottomOffset: CGFloat = 16) {
      self.fields = fields
      self.focused = focused ?? fields.first?.id ?? ""
      self.bottomOffset = bottomOffset
    }

    /// `count` fields of 44 pt, 16 pt from the sides, every `spacing` points from `top`.
    public static func stacked(
      _ count: Int, top: CGFloat = 120, spacing: CGFloat = 76, width: CGFloat = 343,
      types: [SystemKeyboard.KeyboardType] = [.default]
    ) -> Self {
      Self(
        fields: (0..<count).map { index in
          Field(
            id: "field-\(index + 1)",
            frame: CGRect(x: 16, y: top + CGFloat(index) * spacing, width: width, height: 44),
            keyboardType: types[index % types.count])
        })
    }

    /// The content's height: below the lowest field, 40 pt of margin.
    public var contentHeight: CGFloat { (fields.map(\.frame.maxY).max() ?? 0) + 40 }

    /// The field named `id`, or `nil`.
    public func field(_ id: String) -> Field? { fields.first { $0.id == id } }
  }

  /// A chat transcript.
  public struct Transcript: Sendable, Equatable {
    /// How many messages it holds.
    public var messageCount: Int
    /// The messages' heights in points, repeated in turn.
    public var heights: [CGFloat]
    /// Whether the scroll view is flipped, newest message first.
    public var isInverted: Bool
    /// How the content moves with the keyboard.
    public var liftBehavior: ChatLiftBehavior

    /// Creates a transcript.
    public init(
      messageCount: Int, heights: [CGFloat] = [44, 64, 88], isInverted: Bool = false,
      liftBehavior: ChatLiftBehavior = .default
    ) {
      self.messageCount = messageCount
      self.heights = heights
      self.isInverted = isInverted
      self.liftBehavior = liftBehavior
    }

    /// The content's height: the sum of the messages' heights.
    public var contentHeight: CGFloat {
      guard !heights.isEmpty else { return 0 }
      return (0..<messageCount).reduce(0) { $0 + heights[$1 % heights.count] }
    }

    /// The newest message's rect in the content: last when upright, first when inverted.
    public var newestMessage: CGRect {
      guard messageCount > 0, !heights.isEmpty else { return .zero }
      let height = heights[(messageCount - 1) % heights.count]
      return CGRect(
        x: 0, y: isInverted ? 0 : contentHeight - height, width: 1, height: height)
    }
  }
}

extension ScenarioContent {
  /// Reads `"form"` or `"transcript"` from a scenario's root object.
  ///
  /// - Throws: ``ScenarioFileError`` naming the bad field.
  static func read(_ root: ScenarioFields) throws -> ScenarioContent? {
    if root.has("form"), root.has("transcript") {
      throw ScenarioFileError(
        path: "transcript", expected: "either \"form\" or \"transcript\", not both",
        found: "both")
    }
    if let value = root.fields["form"], value != .null { return .form(try readForm(value)) }
    if let value = root.fields["transcript"], value != .null {
      let object = try ScenarioFields(
        value, path: "transcript", allowed: ["messages", "heights", "inverted", "lift"])
      let count = try object.integer(
        "messages", in: 1...10_000, expected: "a number of messages from 1 to 10000")
      var heights: [CGFloat] = [44, 64, 88]
      if let raw = object.fields["heights"] {
        guard case .array(let values) = raw, !values.isEmpty else {
          throw ScenarioFileError(
            path: "transcript.heights", expected: "a non-empty array of heights in points",
            found: ScenarioFileError.text(raw))
        }
        heights = try values.enumerated().map { index, value in
          guard let number = ScenarioFields.number(value), (1...2000).contains(number) else {
            throw ScenarioFileError(
              path: "transcript.heights[\(index)]", expected: "a height from 1 to 2000 points",
              found: ScenarioFileError.text(value))
          }
          return CGFloat(number)
        }
      }
      return .transcript(
        Transcript(
          messageCount: count, heights: heights,
          isInverted: try object.bool("inverted", default: false),
          liftBehavior: try object.choice("lift", default: ChatLiftBehavior.default)))
    }
    return nil
  }

  private static func readForm(_ value: JSONValue) throws -> Form {
    let object = try ScenarioFields(
      value, path: "form", allowed: ["fields", "focused", "bottom-offset"])
    guard case .array(let values) = object.fields["fields"] ?? .null, !values.isEmpty else {
      throw ScenarioFileError(
        path: "form.fields", expected: "a non-empty array of fields",
        found: object.fields["fields"].map(ScenarioFileError.text))
    }
    var fields: [Form.Field] = []
    for (index, value) in values.enumerated() {
      let path = "form.fields[\(index)]"
      let field = try ScenarioFields(value, path: path, allowed: ["id", "frame", "keyboard-type"])
      let id = try field.string("id")
      guard !id.isEmpty, !fields.contains(where: { $0.id == id }) else {
        throw ScenarioFileError(
          path: path + ".id", expected: "a non-empty identifier no other field has",
          found: ScenarioFileError.text(id))
      }
      guard case .array(let numbers) = field.fields["frame"] ?? .null, numbers.count == 4,
        let parts = Optional(numbers.compactMap(ScenarioFields.number)), parts.count == 4,
        parts[2] > 0, parts[3] > 0, parts.allSatisfy({ abs($0) <= 100_000 })
      else {
        throw ScenarioFileError(
          path: path + ".frame", expected: "[x, y, width, height] in points, sizes above 0",
          found: field.fields["frame"].map(ScenarioFileError.text))
      }
      fields.append(
        Form.Field(
          id: id, frame: CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3]),
          keyboardType: try field.choice("keyboard-type", default: .default)))
    }
    let focused = try object.string("focused", default: fields[0].id)
    guard fields.contains(where: { $0.id == focused }) else {
      throw ScenarioFileError(
        path: "form.focused",
        expected: "one of the fields' ids (" + fields.map(\.id).joined(separator: ", ") + ")",
        found: ScenarioFileError.text(focused))
    }
    return Form(
      fields: fields, focused: focused,
      bottomOffset: CGFloat(
        try object.number(
          "bottom-offset", default: 16, in: 0...1000, expected: "points from 0 to 1000")))
  }

  /// The JSON object of this content, for ``Scenario/jsonObject``.
  var jsonObject: (key: String, value: [String: Any]) {
    switch self {
    case .form(let form):
      return (
        "form",
        [
          "fields": form.fields.map { field -> [String: Any] in
            [
              "id": field.id,
              "frame": [
                Double(field.frame.minX), Double(field.frame.minY), Double(field.frame.width),
                Double(field.frame.height),
              ],
              "keyboard-type": field.keyboardType.rawValue,
            ]
          },
          "focused": form.focused, "bottom-offset": Double(form.bottomOffset),
        ]
      )
    case .transcript(let transcript):
      return (
        "transcript",
        [
          "messages": transcript.messageCount, "heights": transcript.heights.map(Double.init),
          "inverted": transcript.isInverted, "lift": transcript.liftBehavior.rawValue,
        ]
      )
    }
  }
}
