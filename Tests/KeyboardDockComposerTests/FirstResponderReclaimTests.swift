import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import Testing

@Suite("FirstResponderReclaim: when an input-bar host takes the first responder back")
struct FirstResponderReclaimTests {
  typealias Facts = FirstResponderReclaim.Facts

  static let uncovered = Facts(
    ownsFirstResponder: false, isInWindow: true, isWindowKey: true, isPresenting: false)

  @Test(
    "an uncovered host in a window reclaims after every trigger",
    arguments: FirstResponderReclaim.Trigger.allCases)
  func uncoveredReclaims(trigger: FirstResponderReclaim.Trigger) {
    #expect(FirstResponderReclaim.decide(after: trigger, Self.uncovered) == .reclaim)
  }

  @Test(
    "a host that already has the first responder does nothing",
    arguments: FirstResponderReclaim.Trigger.allCases)
  func alreadyFirst(trigger: FirstResponderReclaim.Trigger) {
    var facts = Self.uncovered
    facts.ownsFirstResponder = true
    facts.isWindowKey = false
    #expect(FirstResponderReclaim.decide(after: trigger, facts) == .alreadyFirstResponder)
  }

  @Test(
    "a host in no window never reclaims",
    arguments: FirstResponderReclaim.Trigger.allCases)
  func notInWindow(trigger: FirstResponderReclaim.Trigger) {
    let facts = Facts(
      ownsFirstResponder: false, isInWindow: false, isWindowKey: false, isPresenting: false)
    #expect(FirstResponderReclaim.decide(after: trigger, facts) == .leave(.notInWindow))
  }

  @Test("after the keyboard hid, an alert's key window or a presented sheet keeps it away")
  func coveredAfterKeyboardHid() {
    var alert = Self.uncovered
    alert.isWindowKey = false
    #expect(FirstResponderReclaim.decide(after: .keyboardDidHide, alert) == .leave(.windowNotKey))
    var sheet = Self.uncovered
    sheet.isPresenting = true
    #expect(FirstResponderReclaim.decide(after: .keyboardDidHide, sheet) == .leave(.presenting))
  }

  @Test("the app's request and moving into a window reclaim even when covered")
  func explicitTriggersIgnoreCover() {
    let covered = Facts(
      ownsFirstResponder: false, isInWindow: true, isWindowKey: false, isPresenting: true)
    #expect(FirstResponderReclaim.decide(after: .requested, covered) == .reclaim)
    #expect(FirstResponderReclaim.decide(after: .movedToWindow, covered) == .reclaim)
    #expect(FirstResponderReclaim.leave(.presenting).description.contains("presenting"))
  }
}
