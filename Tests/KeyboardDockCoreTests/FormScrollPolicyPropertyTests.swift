import Foundation
import KeyboardDockCore
import PropertyBased
import Testing

/// Random forms, fields and keyboards: the policy's offset is always one a user can scroll to,
/// and it reveals the field whenever some such offset does.
@Suite("FormScrollPolicy: properties")
struct FormScrollPolicyPropertyTests {
  @Test("the offset is in range and reveals the field whenever an offset in range can")
  func revealsWhenPossible() async {
    await propertyCheck(
      count: 500, input: Gen.int(in: 400...3000), Gen.int(in: 0...2900), Gen.int(in: 20...120),
      Gen.int(in: 0...400), Gen.int(in: 0...2000)
    ) { content, fieldY, fieldHeight, covered, start in
      var policy = try FormScrollPolicy(bottomOffset: 16)
      let base = ScrollContentPosition(
        offset: 0, boundsHeight: 812, contentHeight: CGFloat(content), adjustedTop: 44,
        adjustedBottom: 34 + CGFloat(covered))
      let position = base.withOffset(base.clamped(CGFloat(start)))
      let field = CGRect(
        x: 16, y: CGFloat(min(fieldY, max(0, content - fieldHeight))), width: 300,
        height: CGFloat(fieldHeight))
      let offset =
        try policy.offset(revealing: field, in: position, keyboard: .visible) ?? position.offset
      #expect(offset >= position.minimumOffset - 1e-9)
      #expect(offset <= position.maximumOffset + 1e-9)
      // Some offset in range reveals it: the field's top at the visible top, or its bottom (plus
      // the offset) at the visible bottom.
      let visibleHeight = 812 - 44 - 34 - CGFloat(covered)
      let lowest = field.maxY + 16 - (812 - 34 - CGFloat(covered))
      let highest = field.minY - 44
      let fits = field.height + 16 <= visibleHeight
      let reachable =
        max(lowest, position.minimumOffset) <= min(highest, position.maximumOffset)
      if fits && reachable {
        #expect(policy.isRevealing(field, in: position.withOffset(offset)), "\(field) \(position)")
      }
      // Already revealing: nothing moves.
      if policy.isRevealing(field, in: position) {
        #expect(abs(offset - position.offset) <= ScrollContentPosition.tolerance)
      }
    }
  }
}
