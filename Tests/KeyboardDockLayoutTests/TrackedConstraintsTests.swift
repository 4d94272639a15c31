import Foundation
import KeyboardDockCore
import KeyboardDockLayout
import Testing

/// Tracked constraints as `UITrackingLayoutGuide` activates them, checked against the view
/// debugger observations of “Keyboard Layout Guide”.
@Suite("Tracked constraints")
struct TrackedConstraintsTests {
  static func pin(
    _ attribute: LayoutAttribute, to other: LayoutAnchor, _ identifier: String
  ) -> LayoutConstraint {
    LayoutConstraint(LayoutAnchor("toolbar", attribute), .equal, other, identifier: identifier)
  }

  static let awayFromTop = pin(.bottom, to: LayoutAnchor(.keyboard, .top), "KB-awayFromTop")
  static let nearTop = pin(.bottom, to: LayoutAnchor(.safeArea, .bottom), "KB-nearTop")
  static let inMiddle = pin(.centerX, to: LayoutAnchor(.keyboard, .centerX), "KB-inMiddle")
  static let nearLeading = pin(.leading, to: LayoutAnchor(.keyboard, .leading), "KB-nearLeading")
  static let nearTrailing = pin(
    .trailing, to: LayoutAnchor(.keyboard, .trailing), "KB-nearTrailing")

  /// The adaptive toolbar's guide (“Keyboard Layout Guide”).
  static func adaptiveGuide() -> KeyboardLayoutGuide {
    var guide = KeyboardLayoutGuide()
    guide.followsUndockedKeyboard = true
    guide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
    guide.setConstraints([nearTop], activeWhenNearEdge: .top)
    guide.setConstraints([inMiddle], activeWhenAwayFrom: [.leading, .trailing])
    guide.setConstraints([nearLeading], activeWhenNearEdge: .leading)
    guide.setConstraints([nearTrailing], activeWhenNearEdge: .trailing)
    return guide
  }

  static func identifiers(_ constraints: [LayoutConstraint]) -> Set<String> {
    Set(constraints.compactMap(\.identifier))
  }

  @Test("a docked keyboard activates awayFromTop and inMiddle (“Keyboard Layout Guide”)")
  func dockedActivatesAwayFromTopAndInMiddle() {
    var guide = Self.adaptiveGuide()
    guide.update(
      keyboardFrame: CGRect(x: 0, y: 711, width: 768, height: 313), docking: .docked,
      in: KeyboardLayoutGuideTests.pad)
    #expect(
      Self.identifiers(guide.activeTrackedConstraints) == ["KB-awayFromTop", "KB-inMiddle"])
  }

  @Test("a floating keyboard over the divider, app on the right, activates nearLeading")
  func overDividerActivatesNearLeading() {
    var guide = Self.adaptiveGuide()
    guide.update(
      keyboardFrame: CGRect(x: 300, y: 400, width: 320, height: 260), docking: .floating,
      in: KeyboardLayoutGuideTests.padRight)
    #expect(
      Self.identifiers(guide.activeTrackedConstraints) == ["KB-awayFromTop", "KB-nearLeading"])
  }

  @Test("activation is recomputed as the keyboard moves, reporting what changed")
  func moveReportsChanges() {
    var guide = Self.adaptiveGuide()
    guide.update(
      keyboardFrame: CGRect(x: 200, y: 400, width: 320, height: 260), docking: .floating,
      in: KeyboardLayoutGuideTests.pad)
    let change = guide.update(
      keyboardFrame: CGRect(x: 200, y: 24, width: 320, height: 260), docking: .floating,
      in: KeyboardLayoutGuideTests.pad)
    #expect(Self.identifiers(change.activated) == ["KB-nearTop"])
    #expect(Self.identifiers(change.deactivated) == ["KB-awayFromTop"])
    let still = guide.update(
      keyboardFrame: CGRect(x: 210, y: 20, width: 320, height: 260), docking: .floating,
      in: KeyboardLayoutGuideTests.pad)
    #expect(still.isEmpty)
  }

  @Test("setting constraints for the same edges replaces them; an empty array removes them")
  func setReplacesAndEmptyRemoves() {
    var guide = Self.adaptiveGuide()
    #expect(guide.constraints(activeWhenNearEdge: .top) == [Self.nearTop])
    #expect(guide.constraints(activeWhenAwayFrom: [.leading, .trailing]) == [Self.inMiddle])
    #expect(guide.constraints(activeWhenAwayFrom: .leading).isEmpty)
    guide.setConstraints([Self.nearLeading], activeWhenNearEdge: .top)
    #expect(guide.constraints(activeWhenNearEdge: .top) == [Self.nearLeading])
    #expect(guide.trackedConstraints.count == 5)
    guide.setConstraints([], activeWhenNearEdge: .top)
    #expect(guide.constraints(activeWhenNearEdge: .top).isEmpty)
    #expect(guide.trackedConstraints.count == 4)
  }

  @Test("removeAllTrackedConstraints deactivates every active tracked constraint")
  func removeAllDeactivates() {
    var guide = Self.adaptiveGuide()
    guide.update(
      keyboardFrame: CGRect(x: 0, y: 711, width: 768, height: 313), docking: .docked,
      in: KeyboardLayoutGuideTests.pad)
    let change = guide.removeAllTrackedConstraints()
    #expect(Self.identifiers(change.deactivated) == ["KB-awayFromTop", "KB-inMiddle"])
    #expect(guide.activeTrackedConstraints.isEmpty)
    #expect(guide.trackedConstraints.isEmpty)
  }

  @Test("awayFrom several edges needs all of them; nearEdge several edges needs all of them")
  func multiEdgeConditions() {
    let away = TrackedConstraints.Condition.awayFrom([.leading, .trailing])
    #expect(away.holds(near: [.bottom]))
    #expect(!away.holds(near: [.leading]))
    #expect(!away.holds(near: [.trailing, .top]))
    let corner = TrackedConstraints.Condition.nearEdge([.leading, .bottom])
    #expect(corner.holds(near: [.leading, .bottom]))
    #expect(!corner.holds(near: [.leading]))
  }
}
