import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import PropertyBased
import Testing

@Suite("Growing bar height changes")
struct GrowingBarTests {
  static let layout = try! GrowingBarLayout(
    lineHeight: 20, insets: LayoutInsets(top: 8, bottom: 8), minimumLines: 1, maximumLines: 4)

  @Test("a new line grows the bar with the keyboard's curve 7 and duration 0.25")
  func growsWithKeyboardCurve() throws {
    var bar = try GrowingBar(layout: Self.layout, lineCount: 1)
    let change = try #require(try bar.update(lineCount: 2, at: 10))
    #expect(
      change
        == BarHeightTransition(
          fromHeight: 36, toHeight: 56, start: 10, duration: 0.25, curve: .keyboard))
    #expect(change.pseudoAccessoryHeight == 56)
    #expect(bar.pseudoAccessoryHeight == 56)
    // The spring's reference value (react-native-keyboard-controller's closed form): 0.25 s into
    // a move, 316.52 / 336 of the way.
    let expected = 36 + 20 * 316.52 / 336
    #expect(abs(bar.height(at: 10.25) - expected) < 0.01)
    #expect(bar.height(at: 10) == 36)
    #expect(bar.height(at: change.end) == 56)
    #expect(bar.isAnimating(at: 10.1))
    #expect(!bar.isAnimating(at: change.end))
  }

  @Test("the bar's frame animates with its bottom edge fixed on the keyboard's top")
  func frameKeepsBottom() throws {
    let change = BarHeightTransition(
      fromHeight: 36, toHeight: 76, start: 0, duration: 0.25, curve: .easeInOut)
    let slide = change.animation(bottom: 400, x: 0, width: 375)
    #expect(slide.from == CGRect(x: 0, y: 364, width: 375, height: 36))
    #expect(slide.to == CGRect(x: 0, y: 324, width: 375, height: 76))
    let middle = slide.frame(at: 0.125)
    #expect(abs(middle.maxY - 400) < 1e-9)
    #expect(abs(middle.height - 56) < 1e-6)
    #expect(change.end == 0.25)
  }

  @Test("the keyboard frame with the pseudo accessory reaches up to the bar's new top")
  func keyboardFrameFollowsAccessory() {
    let change = BarHeightTransition(
      fromHeight: 44, toHeight: 64, start: 0, duration: 0.25, curve: .keyboard)
    let keyboard = CGRect(x: 0, y: 812 - 335 - 44, width: 375, height: 335 + 44)
    #expect(
      change.keyboardFrame(resizing: keyboard)
        == CGRect(x: 0, y: 812 - 335 - 64, width: 375, height: 335 + 64))
  }

  @Test("a line count that keeps the height (beyond the maximum) changes nothing but scrolling")
  func noChangeWhenHeightStays() throws {
    var bar = try GrowingBar(layout: Self.layout, lineCount: 4)
    #expect(try bar.update(lineCount: 7, at: 1) == nil)
    #expect(bar.metrics.isScrollEnabled)
    #expect(try bar.update(lineCount: 4, at: 2) == nil)
    #expect(!bar.metrics.isScrollEnabled)
    #expect(bar.transition == nil)
  }

  @Test("a change during a change starts from the height shown at that moment")
  func interruptedChangeStartsFromShownHeight() throws {
    var bar = try GrowingBar(layout: Self.layout, lineCount: 1)
    _ = try bar.update(lineCount: 3, at: 0)
    let shown = bar.height(at: 0.08)
    let second = try #require(try bar.update(lineCount: 1, at: 0.08))
    #expect(second.fromHeight == shown)
    #expect(shown > 36 && shown < 76)
    #expect(bar.height(at: 0.08) == shown)
  }

  @Test("a negative line count throws and leaves the bar unchanged")
  func rejectsNegativeCount() throws {
    var bar = try GrowingBar(layout: Self.layout, lineCount: 2)
    let before = bar
    #expect(throws: ComposerError.invalidLineCount(-1)) { try bar.update(lineCount: -1, at: 3) }
    #expect(bar == before)
  }

  @Test("the shown height never leaves the range between the heights of its change")
  func heightStaysBetweenEnds() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...8).array(of: 1...6), Gen.int(in: 0...100)
    ) { counts, sample in
      var bar = try GrowingBar(layout: Self.layout)
      var time = 0.0
      for count in counts {
        _ = try bar.update(lineCount: count, at: time)
        time += 0.1
      }
      let at = time + Double(sample) / 100
      let height = bar.height(at: at)
      #expect(height >= Self.layout.minimumHeight - 1e-9)
      #expect(height <= Self.layout.maximumHeight + 1e-9)
      if let change = bar.transition {
        #expect(height >= min(change.fromHeight, change.toHeight) - 1e-9)
        #expect(height <= max(change.fromHeight, change.toHeight) + 1e-9)
      }
      #expect(bar.height(at: at + 10) == bar.metrics.height)
    }
  }
}

@Suite("Growing bar while typing")
struct GrowingBarTypingTests {
  @Test("typing a long message grows the bar a line at a time up to the maximum, then scrolls")
  func typingGrowsThenScrolls() throws {
    let layout = try GrowingBarLayout(
      lineHeight: 20, insets: LayoutInsets(top: 8, left: 10, bottom: 8, right: 10),
      minimumLines: 1, maximumLines: 3)
    let measure = try MonospacedTextMeasure(characterWidth: 10)
    var bar = try GrowingBar(layout: layout)
    var text = ""
    var changes: [BarHeightTransition] = []
    // 120 pt wide bar: 100 pt of text, 10 characters a line; one character every 0.1 s.
    for (index, character) in String(repeating: "abcd ", count: 10).enumerated() {
      text.append(character)
      let time = Double(index) * 0.1
      let metrics = try layout.metrics(
        for: text, barWidth: 120, lineCount: measure.lineCount(of:width:))
      if let change = try bar.update(lineCount: metrics.lineCount, at: time) {
        changes.append(change)
      }
    }
    #expect(changes.map(\.toHeight) == [56, 76])
    #expect(changes.allSatisfy { $0.curve == .keyboard && $0.duration == 0.25 })
    #expect(bar.metrics.isScrollEnabled)
    #expect(bar.metrics.lineCount == 5)
    #expect(bar.height(at: 100) == 76)
  }
}
