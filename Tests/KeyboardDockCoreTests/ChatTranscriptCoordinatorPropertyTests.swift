import Foundation
import KeyboardDockCore
import PropertyBased
import Testing

/// Random sequences of keyboard insets, applied as the adapter applies them: the invariants of
/// every lift behaviour, upright and inverted.
@Suite("ChatTranscriptCoordinator: properties")
struct ChatTranscriptCoordinatorPropertyTests {
  /// Applies `insets` in turn from the newest message of a transcript of `content` points in a
  /// 600 pt scroll view, and checks each result with `check` (position after, change, behaviour).
  static func run(
    behavior: ChatLiftBehavior, inverted: Bool, content: Int, insets: [Int],
    check: (ScrollContentPosition, ScrollContentPosition, ChatTranscriptCoordinator.Change?) -> Void
  ) throws {
    var transcript = ChatTranscriptCoordinator(liftBehavior: behavior, isInverted: inverted)
    var position = ScrollContentPosition(
      offset: 0, boundsHeight: 600, contentHeight: CGFloat(content))
    position.offset = transcript.newestOffset(in: position)
    for inset in insets {
      let before = position
      let change = try transcript.change(in: position, keyboardInset: CGFloat(inset))
      if let change {
        position =
          inverted
          ? position.withAdjustedInsets(top: change.keyboardInset, bottom: position.adjustedBottom)
          : position.withAdjustedInsets(top: position.adjustedTop, bottom: change.keyboardInset)
        if let offset = change.offset { position.offset = offset }
      }
      check(before, position, change)
    }
  }

  @Test("whenAtEnd and always keep the newest message showing, at any inset, in range")
  func newestStaysVisible() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...400).array(of: 1...12), Gen.int(in: 50...3000),
      Gen.bool
    ) { insets, content, inverted in
      for behavior in [ChatLiftBehavior.whenAtEnd, .always] {
        var steps = 0
        try Self.run(behavior: behavior, inverted: inverted, content: content, insets: insets) {
          _, after, _ in
          steps += 1
          let transcript = ChatTranscriptCoordinator(isInverted: inverted)
          #expect(transcript.isShowingNewest(after), "\(behavior) \(insets) \(content)")
          #expect(after.offset >= after.minimumOffset - 1e-9)
          #expect(after.offset <= after.maximumOffset + 1e-9)
        }
        #expect(steps == insets.count)
      }
    }
  }

  @Test("never moves no offset that stays in range; the inset always follows")
  func neverKeepsOffset() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...400).array(of: 1...12), Gen.int(in: 50...3000),
      Gen.bool
    ) { insets, content, inverted in
      var steps = 0
      try Self.run(behavior: .never, inverted: inverted, content: content, insets: insets) {
        before, after, change in
        steps += 1
        if let offset = change?.offset {
          // Only to bring an offset the smaller inset left out of range back in.
          #expect(before.clamped(before.offset) == before.offset)
          #expect(offset == after.clamped(offset))
          #expect(offset != before.offset)
        }
        let keyboardSide = inverted ? after.adjustedTop : after.adjustedBottom
        #expect(keyboardSide == CGFloat(insets[steps - 1]))
      }
      #expect(steps == insets.count)
    }
  }

  @Test("persistent never drops the content when the inset shrinks")
  func persistentNeverDrops() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...400).array(of: 1...12), Gen.int(in: 700...3000),
      Gen.bool
    ) { insets, content, inverted in
      var steps = 0
      try Self.run(behavior: .persistent, inverted: inverted, content: content, insets: insets) {
        before, after, _ in
        steps += 1
        let keyboardBefore = inverted ? before.adjustedTop : before.adjustedBottom
        if CGFloat(insets[steps - 1]) <= keyboardBefore {
          #expect(after.offset == before.offset, "\(insets) \(content)")
        }
      }
      #expect(steps == insets.count)
    }
  }
}
