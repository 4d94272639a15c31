import Foundation
import KeyboardDockCore
import Testing

@Suite("ChatTranscriptCoordinator: lift behaviours, inverted transcripts, freeze, scrolling")
struct ChatTranscriptCoordinatorTests {
  /// A 600 pt transcript of 1,000 pt of messages, scrolled to its newest message (offset 400).
  let atEnd = ScrollContentPosition(offset: 400, boundsHeight: 600, contentHeight: 1000)
  /// The same transcript scrolled back to older messages.
  let scrolledBack = ScrollContentPosition(offset: 100, boundsHeight: 600, contentHeight: 1000)

  @Test(
    "showing a 336 pt keyboard over the newest message",
    arguments: [
      (ChatLiftBehavior.always, 736.0 as Double?), (.whenAtEnd, 736), (.persistent, 736),
      (.never, nil),
    ])
  func showAtEnd(behavior: ChatLiftBehavior, offset: Double?) throws {
    var transcript = ChatTranscriptCoordinator(liftBehavior: behavior)
    let change = try transcript.change(in: atEnd, keyboardInset: 336)
    #expect(change?.keyboardInset == 336)
    #expect(change?.offset.map(Double.init) == offset)
    #expect(transcript.keyboardInset == 336)
  }

  @Test(
    "showing a 336 pt keyboard over older messages",
    arguments: [
      (ChatLiftBehavior.always, 436.0 as Double?), (.whenAtEnd, nil), (.persistent, 436),
      (.never, nil),
    ])
  func showScrolledBack(behavior: ChatLiftBehavior, offset: Double?) throws {
    var transcript = ChatTranscriptCoordinator(liftBehavior: behavior)
    let change = try transcript.change(in: scrolledBack, keyboardInset: 336)
    #expect(change?.keyboardInset == 336)
    #expect(change?.offset.map(Double.init) == offset)
  }

  @Test(
    "hiding the keyboard after the content lifted",
    arguments: [
      (ChatLiftBehavior.always, 400.0 as Double?), (.whenAtEnd, 400), (.never, nil),
    ])
  func hide(behavior: ChatLiftBehavior, offset: Double?) throws {
    var transcript = ChatTranscriptCoordinator(liftBehavior: behavior)
    let shown = try transcript.change(in: atEnd, keyboardInset: 336)
    let lifted = atEnd.withAdjustedInsets(top: 0, bottom: 336).withOffset(
      shown?.offset ?? atEnd.offset)
    let changeValue = try transcript.change(in: lifted, keyboardInset: 0)
    let change = try #require(changeValue)
    #expect(change.keyboardInset == 0)
    #expect(change.offset.map(Double.init) == offset)
  }

  @Test("persistent keeps the content where it lifted, with just the inset that needs")
  func persistentKeepsLiftedContent() throws {
    var transcript = ChatTranscriptCoordinator(liftBehavior: .persistent)
    _ = try transcript.change(in: atEnd, keyboardInset: 336)
    let lifted = atEnd.withAdjustedInsets(top: 0, bottom: 336).withOffset(736)
    // 1000 − 600 + 336 = 736: the whole inset is needed, so nothing changes at all.
    #expect(try transcript.change(in: lifted, keyboardInset: 34) == nil)
    #expect(transcript.keyboardInset == 336)
    // Scrolled back to 500 first: only 100 pt of the inset is needed to keep 500 in range.
    var other = ChatTranscriptCoordinator(liftBehavior: .persistent)
    _ = try other.change(in: atEnd, keyboardInset: 336)
    let back = atEnd.withAdjustedInsets(top: 0, bottom: 336).withOffset(500)
    let changeValue = try other.change(in: back, keyboardInset: 0)
    let change = try #require(changeValue)
    #expect(change.keyboardInset == 100)
    #expect(change.offset == nil)
  }

  @Test("an inverted transcript lifts by moving its offset down to the new top inset")
  func invertedLift() throws {
    var transcript = ChatTranscriptCoordinator(isInverted: true)
    // Newest message at the top of the flipped content: offset 0 with no inset.
    let newest = ScrollContentPosition(offset: 0, boundsHeight: 600, contentHeight: 1000)
    #expect(transcript.isShowingNewest(newest))
    let changeValue = try transcript.change(in: newest, keyboardInset: 336)
    let change = try #require(changeValue)
    #expect(change.keyboardInset == 336)
    #expect(change.offset == -336)
    let lifted = newest.withAdjustedInsets(top: 336, bottom: 0).withOffset(-336)
    #expect(transcript.isShowingNewest(lifted))
    let hiddenValue = try transcript.change(in: lifted, keyboardInset: 0)
    let hidden = try #require(hiddenValue)
    #expect(hidden.offset == 0)
    // Scrolled back to older messages (higher offsets in the flipped view): nothing moves.
    var back = ChatTranscriptCoordinator(isInverted: true)
    let older = newest.withOffset(250)
    #expect(!back.isShowingNewest(older))
    #expect(try back.change(in: older, keyboardInset: 336)?.offset == nil)
  }

  @Test("an inverted transcript with `always` lifts older messages too, within range")
  func invertedAlways() throws {
    var transcript = ChatTranscriptCoordinator(liftBehavior: .always, isInverted: true)
    let older = ScrollContentPosition(offset: 250, boundsHeight: 600, contentHeight: 1000)
    #expect(try transcript.change(in: older, keyboardInset: 336)?.offset == -86)
  }

  @Test("frozen, nothing changes; unfrozen, the next change applies")
  func freeze() throws {
    var transcript = ChatTranscriptCoordinator()
    _ = try transcript.change(in: atEnd, keyboardInset: 336)
    transcript.isFrozen = true
    let lifted = atEnd.withAdjustedInsets(top: 0, bottom: 336).withOffset(736)
    #expect(try transcript.change(in: lifted, keyboardInset: 0) == nil)
    #expect(try transcript.change(in: lifted, keyboardInset: 336) == nil)
    #expect(transcript.keyboardInset == 336)
    transcript.isFrozen = false
    #expect(try transcript.change(in: lifted, keyboardInset: 336) == nil, "nothing to change")
    #expect(try transcript.change(in: lifted, keyboardInset: 380)?.offset == 780)
  }

  @Test("a growing composer lifts the newest message by its growth")
  func growingComposer() throws {
    var transcript = ChatTranscriptCoordinator()
    _ = try transcript.change(in: atEnd, keyboardInset: 336 + 44)
    let resting = atEnd.withAdjustedInsets(top: 0, bottom: 380).withOffset(780)
    let grownValue = try transcript.change(in: resting, keyboardInset: 336 + 66)
    let grown = try #require(grownValue)
    #expect(grown.keyboardInset == 402)
    #expect(grown.offset == 802)
  }

  @Test("a user scrolling keeps the offset; only the inset changes")
  func neverFightsTheUser() throws {
    var transcript = ChatTranscriptCoordinator(liftBehavior: .always)
    let changeValue = try transcript.change(in: atEnd, keyboardInset: 336, isUserScrolling: true)
    let change = try #require(changeValue)
    #expect(change.keyboardInset == 336)
    #expect(change.offset == nil)
  }

  @Test("short content that the keyboard does not reach stays put")
  func shortContent() throws {
    var transcript = ChatTranscriptCoordinator(liftBehavior: .always)
    let short = ScrollContentPosition(offset: 0, boundsHeight: 600, contentHeight: 200)
    let changeValue = try transcript.change(in: short, keyboardInset: 336)
    let change = try #require(changeValue)
    #expect(change.offset == nil)
    // Content of 500 pt: the keyboard covers its end; it lifts by 236 pt, as far as it scrolls.
    var other = ChatTranscriptCoordinator()
    let taller = ScrollContentPosition(offset: 0, boundsHeight: 600, contentHeight: 500)
    #expect(try other.change(in: taller, keyboardInset: 336)?.offset == 236)
  }

  @Test("a resized transcript at its newest message stays there (a rotation)")
  func resizeKeepsNewest() throws {
    var transcript = ChatTranscriptCoordinator()
    _ = try transcript.change(in: atEnd, keyboardInset: 336)
    // Rotated: the bounds shrink to 300 pt and the keyboard covers 200 pt; the offset is still
    // the portrait one, which no longer shows the end.
    let rotated = ScrollContentPosition(
      offset: 736, boundsHeight: 300, contentHeight: 1000, adjustedBottom: 336)
    #expect(!transcript.isShowingNewest(rotated))
    let change = try #require(try transcript.change(in: rotated, keyboardInset: 200))
    #expect(change.offset == 900, "1000 − 300 + 200")
    // Scrolled back before the rotation: the offset stays.
    var back = ChatTranscriptCoordinator()
    _ = try back.change(in: scrolledBack, keyboardInset: 336)
    let rotatedBack = ScrollContentPosition(
      offset: 100, boundsHeight: 300, contentHeight: 1000, adjustedBottom: 336)
    #expect(try back.change(in: rotatedBack, keyboardInset: 200)?.offset == nil)
  }

  @Test("bad input throws, names the value, and changes nothing")
  func badInput() throws {
    var transcript = ChatTranscriptCoordinator()
    #expect(throws: ContentScrollError.invalidLength(-1, what: "keyboard inset")) {
      try transcript.change(in: atEnd, keyboardInset: -1)
    }
    let broken = ScrollContentPosition(offset: 0, boundsHeight: -600, contentHeight: 1000)
    #expect(throws: ContentScrollError.invalidPosition(broken)) {
      try transcript.change(in: broken, keyboardInset: 336)
    }
    #expect(transcript.keyboardInset == 0)
    #expect(throws: ContentScrollError.unknownLiftBehavior("sometimes")) {
      try ChatLiftBehavior(named: "sometimes")
    }
    #expect(
      "\(ContentScrollError.unknownLiftBehavior("sometimes"))"
        == "unknown lift behaviour \"sometimes\"; valid: \"always\", \"whenAtEnd\", \"persistent\", \"never\""
    )
    #expect(try ChatLiftBehavior(named: "persistent") == .persistent)
  }
}
