import Foundation
import KeyboardDockCore
import KeyboardDockTestFixtures
import Testing

@Suite("ViewPlacement.keyboardFrame(layoutGuideTop:): the layout-guide probe's frame")
struct ViewPlacementLayoutGuideTests {
  let phone = ViewPlacement.fullScreen(
    CGSize(width: 375, height: 812), safeAreaInsets: LayoutInsets(top: 44, bottom: 34))

  @Test("a guide above the safe area stands for a full-width keyboard down to the screen's bottom")
  func docked() {
    #expect(phone.keyboardFrame(layoutGuideTop: 476, screenBounds: Phone.screen) == Phone.shown)
  }

  @Test(
    "a guide on or below the safe area's bottom says nothing",
    arguments: [778, 790, 812] as [CGFloat])
  func restingSaysNothing(top: CGFloat) {
    #expect(phone.keyboardFrame(layoutGuideTop: top, screenBounds: Phone.screen) == nil)
  }

  @Test("a view away from the screen's origin converts the guide's top into screen coordinates")
  func formSheet() {
    // An iPad form sheet: 540×620 at (114, 202) on a 768×1024 screen, no safe area.
    let sheet = ViewPlacement(
      windowFrame: CGRect(x: 0, y: 0, width: 768, height: 1024),
      viewFrame: CGRect(x: 114, y: 202, width: 540, height: 620))
    let screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let frame = sheet.keyboardFrame(layoutGuideTop: 500, screenBounds: screen)
    #expect(frame == CGRect(x: 0, y: 702, width: 768, height: 322))
  }

  @Test("a top that is not finite gives no frame", arguments: [CGFloat.nan, -CGFloat.infinity])
  func nonFinite(top: CGFloat) {
    #expect(phone.keyboardFrame(layoutGuideTop: top, screenBounds: Phone.screen) == nil)
  }
}
