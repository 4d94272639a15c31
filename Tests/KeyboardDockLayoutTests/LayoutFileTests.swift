import Foundation
import KeyboardDockLayout
import Testing

/// Reading layout files: the examples, and errors that name the path inside the file.
@Suite("Layout files")
struct LayoutFileTests {
  /// The repository's `Examples/layouts` folder.
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/layouts")

  static func example(_ name: String) throws -> LayoutDescription {
    let data = try Data(contentsOf: examples.appendingPathComponent("\(name).json"))
    return try LayoutDescription(layoutFile: data, name: name)
  }

  /// A file with one constraint whose fields are replaced by `constraint`.
  static func file(constraints: String, extra: String = "") -> Data {
    Data(
      """
      { "items": [{ "name": "toolbar", "intrinsicContentSize": { "width": 240, "height": 44 } }],
        \(extra)
        "constraints": [\(constraints)] }
      """.utf8)
  }

  static let valid = """
    { "first": { "item": "toolbar", "anchor": "bottom" },
      "second": { "item": "keyboard", "anchor": "top" } }
    """

  static func errorText(_ data: Data) -> String? {
    do {
      _ = try LayoutDescription(layoutFile: data)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("the adaptive toolbar example reads as “Keyboard Layout Guide”'s five tracked constraints")
  func adaptiveToolbarReads() throws {
    let layout = try Self.example("adaptive-toolbar")
    #expect(layout.name == "adaptive-toolbar")
    #expect(layout.guide.followsUndockedKeyboard)
    #expect(layout.items.map(\.name) == ["toolbar"])
    #expect(layout.items[0].intrinsicContentSize == LayoutSize(width: 240, height: 44))
    #expect(layout.guide.constraints(activeWhenAwayFrom: .top).map(\.name) == ["KB-awayFromTop"])
    #expect(layout.guide.constraints(activeWhenNearEdge: .top).map(\.name) == ["KB-nearTop"])
    #expect(
      layout.guide.constraints(activeWhenAwayFrom: [.leading, .trailing]).map(\.name)
        == ["KB-inMiddle"])
    #expect(
      layout.guide.constraints(activeWhenNearEdge: .leading).map(\.name) == ["KB-nearLeading"])
    #expect(
      layout.guide.constraints(activeWhenNearEdge: .trailing).map(\.name) == ["KB-nearTrailing"])
  }

  @Test("the Apple sample example has editViewToDockedKeyboardTrailing active near the bottom")
  func appleSampleReads() throws {
    let layout = try Self.example("apple-sample")
    let nearBottom = layout.guide.constraints(activeWhenNearEdge: .bottom)
    #expect(nearBottom.map(\.name) == ["keyboardToImageView", "editViewToDockedKeyboardTrailing"])
    #expect(nearBottom[1].first == LayoutAnchor(.keyboard, .trailing))
    #expect(nearBottom[1].second == LayoutAnchor("editView", .trailing))
  }

  /// A broken file and the message it must produce.
  struct BrokenCase: Sendable, CustomTestStringConvertible {
    let label: String
    let data: Data
    let message: String
    var testDescription: String { label }
  }

  static let brokenCases = [
    BrokenCase(
      label: "misspelt anchor",
      data: file(
        constraints: [valid, valid, valid].joined(separator: ",")
          + #", { "first": { "item": "toolbar", "anchor": "leadingg" }, "#
          + #""second": { "item": "keyboard", "anchor": "leading" } }"#),
      message: "constraints[3].first.anchor: 'leadingg' is not an anchor; valid: leading, "
        + "trailing, left, right, top, bottom, centerX, centerY, width, height"),
    BrokenCase(
      label: "unknown item",
      data: file(
        constraints: #"{ "first": { "item": "tolbar", "anchor": "top" }, "#
          + #""second": { "item": "view", "anchor": "top" } }"#),
      message: "constraints[0].first.item: 'tolbar' is not an item; valid: view, safeArea, "
        + "keyboard, toolbar"),
    BrokenCase(
      label: "misspelt key",
      data: file(
        constraints: #"{ "first": { "item": "toolbar", "anchor": "top" }, "constatn": 8, "#
          + #""second": { "item": "view", "anchor": "top" } }"#),
      message: "constraints[0].constatn: unknown key; valid keys here: identifier, first, "
        + "relation, second, multiplier, constant, priority"),
    BrokenCase(
      label: "priority out of range",
      data: file(
        constraints: #"{ "first": { "item": "toolbar", "anchor": "width" }, "constant": 9, "#
          + #""priority": 1001 }"#),
      message: "constraints[0].priority: '1001' is out of range; valid: 1...1000 (1000 = "
        + "required) or required, defaultHigh, defaultLow, fittingSizeLevel"),
    BrokenCase(
      label: "position set to a constant",
      data: file(
        constraints: #"{ "first": { "item": "toolbar", "anchor": "top" }, "constant": 9 }"#),
      message: "constraints[0].second: constraint toolbar.top == 9 sets position toolbar.top to a "
        + "constant; only width and height may be constants, positions need a second anchor"),
    BrokenCase(
      label: "leading related to left",
      data: file(
        constraints: #"{ "first": { "item": "toolbar", "anchor": "leading" }, "#
          + #""second": { "item": "view", "anchor": "left" } }"#),
      message: "constraints[0].second.anchor: constraint toolbar.leading == view.left relates "
        + "toolbar.leading to view.left; anchors must share an axis, and leading/trailing cannot "
        + "pair with left/right"),
    BrokenCase(
      label: "wrong type",
      data: file(
        constraints: valid, extra: #""keyboardLayoutGuide": { "followsUndockedKeyboard": "yes" },"#),
      message: "keyboardLayoutGuide.followsUndockedKeyboard: 'yes' is not true or false"),
    BrokenCase(
      label: "misspelt edge",
      data: Data(
        #"{ "trackedConstraints": [{ "activeWhenNearEdge": ["botom"], "constraints": [] }] }"#
          .utf8),
      message: "trackedConstraints[0].activeWhenNearEdge[0]: 'botom' is not an edge; valid: top, "
        + "leading, bottom, trailing"),
    BrokenCase(
      label: "missing first anchor",
      data: file(constraints: #"{ "second": { "item": "view", "anchor": "top" } }"#),
      message: "constraints[0].first: missing; this key is required"),
    BrokenCase(
      label: "duplicate identifier",
      data: file(
        constraints: #"{ "identifier": "a", "first": { "item": "toolbar", "anchor": "width" }, "#
          + #""constant": 9 }, { "identifier": "a", "#
          + #""first": { "item": "toolbar", "anchor": "height" }, "constant": 9 }"#),
      message: "layout file: two constraints have the identifier 'a'; identifiers must be unique"),
  ]

  @Test("a broken file gets an error naming the path inside the file", arguments: brokenCases)
  func brokenFileNamesPath(_ example: BrokenCase) {
    #expect(Self.errorText(example.data) == example.message)
  }

  @Test("text that is not JSON is reported as such, with the parser's reason")
  func invalidJSON() {
    let text = Self.errorText(Data("{ \"items\": [ }".utf8))
    #expect(text?.hasPrefix("layout file: not valid JSON: ") == true)
  }

  @Test("priorities may be written by UIKit name")
  func namedPriorities() throws {
    let layout = try LayoutDescription(
      layoutFile: Self.file(
        constraints: #"{ "first": { "item": "toolbar", "anchor": "width" }, "constant": 9, "#
          + #""priority": "defaultHigh" }"#))
    #expect(layout.constraints[0].priority == .defaultHigh)
  }
}

/// Writing layout files from Swift.
@Suite("Layout file encoding")
struct LayoutFileEncodingTests {
  @Test(
    "each example reads back equal after writing", arguments: ["adaptive-toolbar", "apple-sample"])
  func examplesRoundTrip(name: String) throws {
    let layout = try LayoutFileTests.example(name)
    #expect(try LayoutDescription(layoutFile: layout.layoutFileData(), name: "other") == layout)
  }

  @Test("a layout built in Swift writes a file that reads back equal")
  func swiftLayoutRoundTrips() throws {
    var layout = LayoutDescription(
      name: "built", layoutDirection: .rightToLeft,
      items: [
        LayoutItem(
          "bar", intrinsicContentSize: LayoutSize(width: 200),
          contentHuggingPriority:
            AxisPriorities(horizontal: .fittingSizeLevel, vertical: .defaultLow),
          minimumSize: LayoutSize(height: 30)),
        LayoutItem("spacer", kind: .guide),
      ],
      constraints: [
        LayoutConstraint(
          LayoutAnchor("bar", .width), .lessThanOrEqual, LayoutAnchor(.view, .width),
          multiplier: 0.5, constant: -8, priority: .defaultHigh, identifier: "half"),
        LayoutConstraint(LayoutAnchor("spacer", .height), .equal, constant: 12),
      ])
    layout.guide.keyboardDismissPadding = 44
    layout.guide.usesBottomSafeArea = false
    layout.guide.setConstraints(
      [
        LayoutConstraint(
          LayoutAnchor("bar", .bottom), .equal, LayoutAnchor(.keyboard, .top), identifier: "on")
      ], activeWhenAwayFrom: [.top, .leading])
    let data = try layout.layoutFileData()
    #expect(try LayoutDescription(layoutFile: data) == layout)
  }
}
