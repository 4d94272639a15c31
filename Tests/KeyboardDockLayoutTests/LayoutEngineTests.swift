import Foundation
import KeyboardDockCore
import KeyboardDockLayout
import Testing

/// Solving layouts: anchors, right-to-left, priorities, intrinsic sizes, conflicts, ambiguity.
@Suite("Layout engine")
struct LayoutEngineTests {
  static let screen = CGSize(width: 390, height: 844)
  static let placement = ViewPlacement.fullScreen(
    screen, safeAreaInsets: LayoutInsets(top: 47, bottom: 34))
  static let docked = CGRect(x: 0, y: 508, width: 390, height: 336)

  static func engine(
    _ items: [LayoutItem], _ constraints: [LayoutConstraint],
    direction: LayoutDirection = .leftToRight
  ) throws -> LayoutEngine {
    var engine = try LayoutEngine(
      LayoutDescription(layoutDirection: direction, items: items, constraints: constraints))
    engine.update(keyboardFrame: docked, docking: .docked, in: placement)
    return engine
  }

  static let bar = LayoutItem("bar", intrinsicContentSize: LayoutSize(width: 200, height: 44))

  static func pin(
    _ attribute: LayoutAttribute, _ item: LayoutItem.BuiltIn, _ other: LayoutAttribute,
    constant: CGFloat = 0, priority: LayoutPriority = .required, identifier: String? = nil
  ) -> LayoutConstraint {
    LayoutConstraint(
      LayoutAnchor("bar", attribute), .equal, LayoutAnchor(item, other), constant: constant,
      priority: priority, identifier: identifier)
  }

  @Test("a bar pinned to the guide's top sits on the keyboard, at its intrinsic size")
  func barOnKeyboard() throws {
    let engine = try Self.engine(
      [Self.bar], [Self.pin(.bottom, .keyboard, .top), Self.pin(.centerX, .view, .centerX)])
    #expect(engine.frame(of: "bar") == CGRect(x: 95, y: 464, width: 200, height: 44))
    #expect(engine.frame(of: "keyboard") == Self.docked)
    #expect(engine.ambiguousItems().isEmpty)
    #expect(!engine.hasUnsatisfiableConstraints)
  }

  @Test(
    "leading + 16 is 16 pt in from the reading edge in both directions",
    arguments: [(LayoutDirection.leftToRight, CGFloat(16)), (.rightToLeft, 390 - 16 - 200)])
  func leadingFollowsDirection(direction: LayoutDirection, expectedX: CGFloat) throws {
    let engine = try Self.engine(
      [Self.bar],
      [Self.pin(.leading, .view, .leading, constant: 16), Self.pin(.bottom, .keyboard, .top)],
      direction: direction)
    #expect(engine.frame(of: "bar")?.minX == expectedX)
  }

  @Test("trailing − 8 is 8 pt in from the trailing edge in both directions")
  func trailingFollowsDirection() throws {
    for (direction, expected) in [(LayoutDirection.leftToRight, CGFloat(182)), (.rightToLeft, 8)] {
      let engine = try Self.engine(
        [Self.bar],
        [Self.pin(.trailing, .view, .trailing, constant: -8), Self.pin(.top, .view, .top)],
        direction: direction)
      #expect(engine.frame(of: "bar")?.minX == expected, "\(direction)")
    }
  }

  @Test("left and right never flip in right-to-left")
  func leftRightAreAbsolute() throws {
    let engine = try Self.engine(
      [Self.bar], [Self.pin(.left, .view, .left, constant: 10), Self.pin(.top, .view, .top)],
      direction: .rightToLeft)
    #expect(engine.frame(of: "bar")?.minX == 10)
  }

  @Test("compression resistance (750) beats a width preference of 500, which beats hugging (250)")
  func prioritiesOrderTheOutcome() throws {
    let wide = LayoutConstraint(
      LayoutAnchor("bar", .width), .equal, constant: 300,
      priority: try #require(LayoutPriority(500)))
    let narrow = LayoutConstraint(
      LayoutAnchor("bar", .width), .equal, constant: 100,
      priority: try #require(LayoutPriority(500)))
    let place = [Self.pin(.top, .view, .top), Self.pin(.left, .view, .left)]
    // 500 beats hugging at 250: the bar grows to 300.
    #expect(try Self.engine([Self.bar], place + [wide]).frame(of: "bar")?.width == 300)
    // Compression resistance at 750 beats 500: the bar keeps its 200.
    #expect(try Self.engine([Self.bar], place + [narrow]).frame(of: "bar")?.width == 200)
  }

  @Test("a required constraint beats compression resistance, squeezing the item")
  func requiredSqueezes() throws {
    let engine = try Self.engine(
      [Self.bar],
      [
        Self.pin(.top, .view, .top),
        LayoutConstraint(LayoutAnchor("bar", .width), .equal, constant: 120),
      ])
    #expect(engine.frame(of: "bar")?.width == 120)
  }

  @Test("conflicting required constraints are named with the system frame they fight")
  func conflictsNamed() throws {
    let engine = try Self.engine(
      [Self.bar],
      [
        Self.pin(.bottom, .keyboard, .top, identifier: "onKeyboard"),
        Self.pin(.bottom, .view, .bottom, identifier: "atBottom"),
        Self.pin(.left, .view, .left),
      ])
    #expect(engine.hasUnsatisfiableConstraints)
    let conflicts = engine.unsatisfiableConstraints()
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.broken == "atBottom")
    #expect(conflicts.first?.conflicting.contains("onKeyboard") == true)
    #expect(conflicts.first?.conflicting.contains("keyboard.frame (system)") == true)
  }

  @Test("an item with no horizontal position is ambiguous in x")
  func ambiguityReported() throws {
    let engine = try Self.engine([Self.bar], [Self.pin(.bottom, .keyboard, .top)])
    #expect(engine.ambiguousItems() == ["bar (x)"])
  }

  @Test("an invalid layout is refused before solving")
  func invalidLayoutRefused() {
    let broken = LayoutDescription(
      items: [Self.bar],
      constraints: [LayoutConstraint(LayoutAnchor("bar", .top), .equal, LayoutAnchor("bar", .left))]
    )
    #expect(throws: LayoutError.self) { try LayoutEngine(broken) }
  }

  @Test("the bar follows the keyboard frame by frame as the guide moves")
  func followsGuideEachFrame() throws {
    var engine = try Self.engine(
      [Self.bar], [Self.pin(.bottom, .keyboard, .top), Self.pin(.left, .view, .left)])
    for y in stride(from: CGFloat(844), through: 508, by: -16) {
      engine.update(
        keyboardFrame: CGRect(x: 0, y: y, width: 390, height: 336), docking: .docked,
        in: Self.placement)
      let expected = min(y, 844 - 34) - 44
      #expect(engine.frame(of: "bar")?.minY == expected, "keyboard at \(y)")
    }
  }
}
