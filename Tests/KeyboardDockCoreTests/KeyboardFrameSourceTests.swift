import Foundation
import KeyboardDockCore
import Testing

@Suite("KeyboardFrameSource: which source feeds the tracker on device")
struct KeyboardFrameSourceTests {
  @Test(
    "the start follows the preference where both sources work",
    arguments: KeyboardFrameSource.allCases)
  func preferenceWhereBothWork(preferred: KeyboardFrameSource) {
    #expect(
      KeyboardFrameSource.initial(
        preferred: preferred, isLayoutGuideReliable: true, isAccessoryHostObservable: true)
        == preferred)
  }

  @Test("iOS 26, where the accessory's host no longer moves, starts with the guide")
  func ios26UsesGuide() {
    #expect(
      KeyboardFrameSource.initial(
        preferred: .accessorySuperview, isLayoutGuideReliable: true,
        isAccessoryHostObservable: false) == .keyboardLayoutGuide)
  }

  @Test(
    "before iOS 15.4 the accessory is used whatever is preferred",
    arguments: KeyboardFrameSource.allCases)
  func unreliableGuide(preferred: KeyboardFrameSource) {
    #expect(
      KeyboardFrameSource.initial(
        preferred: preferred, isLayoutGuideReliable: false, isAccessoryHostObservable: true)
        == .accessorySuperview)
  }

  @Test("a shown keyboard without the accessory in a window switches to the guide")
  func detachedAccessorySwitches() {
    let source = KeyboardFrameSource.accessorySuperview
    #expect(
      source.afterKeyboardDidShow(isAccessoryInWindow: false, isLayoutGuideReliable: true)
        == .keyboardLayoutGuide)
    #expect(
      source.afterKeyboardDidShow(isAccessoryInWindow: true, isLayoutGuideReliable: true)
        == .accessorySuperview)
    #expect(
      source.afterKeyboardDidShow(isAccessoryInWindow: false, isLayoutGuideReliable: false)
        == .accessorySuperview)
  }

  @Test("the guide is never left once chosen")
  func guideIsKept() {
    for inWindow in [false, true] {
      #expect(
        KeyboardFrameSource.keyboardLayoutGuide.afterKeyboardDidShow(
          isAccessoryInWindow: inWindow, isLayoutGuideReliable: true) == .keyboardLayoutGuide)
    }
  }

  @Test(
    "screen bounds a tracker can be made for are finite and at least 100 pt a side",
    arguments: [
      (CGRect(x: 0, y: 0, width: 375, height: 812), true),
      (CGRect(x: 0, y: 0, width: 0, height: 812), false),
      (CGRect(x: 0, y: 0, width: 99, height: 812), false),
      (CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 812), false),
      (CGRect(x: CGFloat.nan, y: 0, width: 375, height: 812), false),
    ])
  func validScreen(bounds: CGRect, isValid: Bool) {
    #expect(KeyboardTracker.isValidScreen(bounds) == isValid)
  }
}
