import Foundation
import KeyboardDockCore
import Testing

@Suite("FormScrollPolicy: the focused field stays above the keyboard and the bar")
struct FormScrollPolicyTests {
  /// A 812 pt form of 1,200 pt at its top; the keyboard (336) and a 44 pt bar cover its bottom.
  let covered = ScrollContentPosition(
    offset: 0, boundsHeight: 812, contentHeight: 1200, adjustedBottom: 380)

  @Test("on show, the smallest scroll that shows the caret and 16 pt under it")
  func revealsOnShow() throws {
    var policy = try FormScrollPolicy()
    let caret = CGRect(x: 20, y: 600, width: 2, height: 22)
    // visible bottom 812 − 380 = 432; 622 + 16 − 432 = 206.
    #expect(try policy.offset(revealing: caret, in: covered, keyboard: .visible) == 206)
    #expect(policy.offsetBeforeKeyboard == 0)
    #expect(policy.isRevealing(caret, in: covered.withOffset(206)))
    #expect(!policy.isRevealing(caret, in: covered.withOffset(205)))
  }

  @Test("a field already visible is left alone; one above the visible area scrolls down to it")
  func minimalScroll() throws {
    var policy = try FormScrollPolicy(bottomOffset: 10)
    let visible = CGRect(x: 20, y: 100, width: 300, height: 44)
    #expect(try policy.offset(revealing: visible, in: covered, keyboard: .visible) == nil)
    let scrolled = covered.withOffset(500)
    // Focus hops back up to the first field (y 100): its top goes to the visible top.
    #expect(try policy.offset(revealing: visible, in: scrolled, keyboard: .visible) == 100)
  }

  @Test("a focus change, a height change and a grown text view each scroll again")
  func everyTrigger() throws {
    var policy = try FormScrollPolicy(bottomOffset: 0)
    let field = CGRect(x: 20, y: 700, width: 300, height: 44)
    let firstValue = try policy.offset(revealing: field, in: covered, keyboard: .visible)
    let first = try #require(firstValue)
    #expect(first == 312)
    // The emoji keyboard is 30 pt taller: the inset grows, the field scrolls 30 pt further.
    let taller = covered.withAdjustedInsets(top: 0, bottom: 410).withOffset(first)
    #expect(try policy.offset(revealing: field, in: taller, keyboard: .visible) == 342)
    // The text view grew by two 22 pt lines: its caret moved down 44 pt.
    let grown = CGRect(x: 20, y: 744, width: 2, height: 22)
    let resting = taller.withOffset(342)
    #expect(try policy.offset(revealing: grown, in: resting, keyboard: .visible) == 364)
    #expect(policy.offsetBeforeKeyboard == 0, "the offset before the keyboard is kept once")
  }

  @Test("nothing scrolls while a finger drags the keyboard")
  func dragScrollsNothing() throws {
    var policy = try FormScrollPolicy()
    let caret = CGRect(x: 20, y: 600, width: 2, height: 22)
    #expect(try policy.offset(revealing: caret, in: covered, keyboard: .dragged) == nil)
    #expect(FormScrollPolicy.KeyboardActivity(.interactivelyDragged) == .dragged)
    #expect(FormScrollPolicy.KeyboardActivity(.hiding) == .hidden)
    #expect(FormScrollPolicy.KeyboardActivity(.showing) == .visible)
  }

  @Test("on hide, back only into range; with scrollsBackOnHide, back to where it was")
  func hide() throws {
    let caret = CGRect(x: 20, y: 1100, width: 2, height: 22)
    for scrollsBack in [false, true] {
      var policy = try FormScrollPolicy(scrollsBackOnHide: scrollsBack)
      let start = covered.withAdjustedInsets(top: 0, bottom: 34).withOffset(120)
      _ = try policy.offset(revealing: nil, in: start, keyboard: .visible)
      let liftedValue = try policy.offset(
        revealing: caret, in: covered.withOffset(120), keyboard: .visible)
      let lifted = try #require(liftedValue)
      #expect(lifted == 706)
      // Hidden: the inset is back to 34 pt, so 422 is the largest offset.
      let hidden = start.withOffset(lifted)
      let back = try policy.offset(revealing: caret, in: hidden, keyboard: .hidden)
      #expect(back == (scrollsBack ? 120 : 422))
      #expect(policy.offsetBeforeKeyboard == nil)
    }
  }

  @Test("a rectangle taller than the visible area keeps its bottom visible")
  func tallRect() throws {
    var policy = try FormScrollPolicy(bottomOffset: 0)
    let tall = CGRect(x: 0, y: 100, width: 300, height: 600)
    // visible height 432: the bottom (700) goes to the visible bottom.
    #expect(try policy.offset(revealing: tall, in: covered, keyboard: .visible) == 268)
  }

  @Test("bad input throws, naming the value")
  func badInput() throws {
    #expect(throws: ContentScrollError.invalidLength(-4, what: "bottom offset")) {
      try FormScrollPolicy(bottomOffset: -4)
    }
    var policy = try FormScrollPolicy()
    let rect = CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10)
    #expect(throws: ContentScrollError.invalidRect(rect)) {
      try policy.offset(revealing: rect, in: covered, keyboard: .visible)
    }
    #expect(policy.offsetBeforeKeyboard == nil, "a refused call changes nothing")
    #expect("\(ContentScrollError.invalidLength(-4, what: "bottom offset"))".contains("-4"))
  }
}
