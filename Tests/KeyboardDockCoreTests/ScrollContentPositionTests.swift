import Foundation
import KeyboardDockCore
import Testing

@Suite("ScrollContentPosition: the last row stays visible when it was")
struct ScrollContentPositionTests {
  @Test("a transcript scrolled to its end scrolls up with the keyboard's inset")
  func followsEnd() {
    let before = ScrollContentPosition(offset: 400, boundsHeight: 600, contentHeight: 1000)
    #expect(before.isShowingContentEnd)
    let after = before.withAdjustedInsets(top: 0, bottom: 336)
    #expect(!after.isShowingContentEnd)
    #expect(before.offset(keepingContentEndIn: after) == 736)
  }

  @Test("a transcript scrolled back keeps its offset")
  func keepsOffsetWhenScrolledBack() {
    let before = ScrollContentPosition(offset: 100, boundsHeight: 600, contentHeight: 1000)
    #expect(!before.isShowingContentEnd)
    #expect(
      before.offset(keepingContentEndIn: before.withAdjustedInsets(top: 0, bottom: 336)) == nil)
  }

  @Test("content shorter than the visible area keeps its top at the top")
  func shortContent() {
    let before = ScrollContentPosition(
      offset: -44, boundsHeight: 812, contentHeight: 200, adjustedTop: 44, adjustedBottom: 34)
    #expect(before.isShowingContentEnd)
    #expect(
      before.offset(keepingContentEndIn: before.withAdjustedInsets(top: 44, bottom: 370)) == -44)
  }

  @Test(
    "the end counts as visible within half a point",
    arguments: [(399.5, true), (399.6, true), (399.4, false)])
  func tolerance(offset: Double, visible: Bool) {
    let position = ScrollContentPosition(offset: offset, boundsHeight: 600, contentHeight: 1000)
    #expect(position.isShowingContentEnd == visible)
  }

  @Test("the inset shrinking as the keyboard hides keeps the end at the bottom")
  func hide() {
    let before = ScrollContentPosition(
      offset: 736, boundsHeight: 600, contentHeight: 1000, adjustedBottom: 336)
    #expect(
      before.offset(keepingContentEndIn: before.withAdjustedInsets(top: 0, bottom: 34)) == 434)
  }
}
