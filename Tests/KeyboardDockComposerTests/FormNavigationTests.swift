import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import PropertyBased
import Testing

@Suite("Form navigation: previous, next, done")
struct FormNavigationTests {
  static func field(
    _ id: String, _ x: CGFloat, _ y: CGFloat, width: CGFloat = 160, height: CGFloat = 44,
    enabled: Bool = true, hidden: Bool = false
  ) -> FormField<String> {
    FormField(
      id: id, frame: CGRect(x: x, y: y, width: width, height: height), isEnabled: enabled,
      isHidden: hidden)
  }

  /// A sign-up form: two names side by side, a full-width email, city and zip side by side.
  static let signUp = [
    field("email", 16, 160, width: 343),
    field("zip", 192, 220),
    field("last", 192, 100),
    field("city", 16, 220),
    field("first", 16, 100),
  ]

  @Test(
    "reads rows top to bottom, each row leading to trailing",
    arguments: [
      (UserInterfaceLayoutDirection.leftToRight, ["first", "last", "email", "city", "zip"]),
      (.rightToLeft, ["last", "first", "email", "zip", "city"]),
    ])
  func readingOrder(direction: UserInterfaceLayoutDirection, expected: [String]) throws {
    let form = try FormNavigation(fields: Self.signUp, layoutDirection: direction)
    #expect(form.order == expected)
    #expect(form.first == expected.first)
    #expect(form.last == expected.last)
  }

  @Test("right to left orders a row by right edges, for fields of different widths")
  func rightToLeftUsesTrailingEdges() throws {
    let form = try FormNavigation(
      fields: [Self.field("wide", 0, 0, width: 300), Self.field("narrow", 250, 0, width: 100)],
      layoutDirection: .rightToLeft)
    #expect(form.order == ["narrow", "wide"])
  }

  /// Cases of (second field's y, second field's height, same row?).
  @Test(
    "fields share a row when their tops or centres are within the tolerance",
    arguments: [
      (100.0, 44.0, true), (104.0, 44.0, true), (108.0, 44.0, true), (109.0, 44.0, false),
      (90.0, 64.0, true), (140.0, 44.0, false),
    ])
  func rowTolerance(y: Double, height: Double, sameRow: Bool) throws {
    // The right field is listed first: only a shared row puts the left one before it.
    let form = try FormNavigation(fields: [
      Self.field("right", 200, CGFloat(y), height: CGFloat(height)), Self.field("left", 16, 100),
    ])
    let leftFirst = form.order == ["left", "right"]
    let rightFirst = form.order == ["right", "left"]
    if sameRow {
      #expect(leftFirst)
    } else {
      #expect(leftFirst == (100 < y))
      #expect(rightFirst == (y < 100))
    }
  }

  @Test("next and previous skip disabled and hidden fields and end with nil")
  func skipsDisabledAndHidden() throws {
    let form = try FormNavigation(fields: [
      Self.field("first", 16, 100), Self.field("last", 192, 100, enabled: false),
      Self.field("email", 16, 160, hidden: true), Self.field("city", 16, 220),
    ])
    #expect(form.order == ["first", "city"])
    #expect(form.readingOrder == ["first", "last", "email", "city"])
    #expect(try form.next(after: "first") == "city")
    #expect(try form.previous(before: "city") == "first")
    #expect(try form.next(after: "city") == nil)
    #expect(try form.previous(before: "first") == nil)
    #expect(try form.returnKey(for: "first") == .next)
    #expect(try form.returnKey(for: "city") == .done)
    // From a field that was just disabled, navigation continues from its place.
    #expect(try form.next(after: "last") == "city")
    #expect(try form.previous(before: "email") == "first")
  }

  @Test("a form with no navigable field has no first, no last, and done everywhere")
  func emptyForm() throws {
    let form = try FormNavigation(fields: [Self.field("only", 0, 0, enabled: false)])
    #expect(form.first == nil && form.last == nil)
    #expect(try form.returnKey(for: "only") == .done)
    #expect(try FormNavigation<String>(fields: []).order.isEmpty)
  }

  @Test("bad input throws with the bad value")
  func rejectsBadInput() throws {
    let form = try FormNavigation(fields: Self.signUp)
    #expect(
      throws: ComposerError.unknownField("phone", known: ["first", "last", "email", "city", "zip"])
    ) { try form.next(after: "phone") }
    #expect(throws: ComposerError.duplicateFieldID("a")) {
      try FormNavigation(fields: [Self.field("a", 0, 0), Self.field("a", 0, 50)])
    }
    let bad = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
    #expect(throws: ComposerError.self) {
      try FormNavigation(fields: [FormField(id: "n", frame: bad)])
    }
    #expect(throws: ComposerError.invalidRowTolerance(-1)) {
      try FormNavigation(fields: Self.signUp, rowTolerance: -1)
    }
    #expect(
      ComposerError.unknownField("phone", known: ["a", "b"]).description
        == "field 'phone' is not in the form; known fields: 'a', 'b'")
  }

  @Test("the order depends on the frames, not on the order the fields are given in")
  func orderIgnoresInputOrder() async {
    // Fields on a grid of distinct cells: rows 60 pt apart, columns 100 pt apart.
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...24).array(of: 1...12), Gen.int(in: 0...1000)
    ) { cells, seed in
      let unique = Array(Set(cells)).sorted()
      let fields = unique.map { cell in
        Self.field("c\(cell)", CGFloat(cell % 5) * 100, CGFloat(cell / 5) * 60, width: 90)
      }
      var generator = SplitMix(seed: UInt64(seed))
      let shuffled = fields.shuffled(using: &generator)
      let form = try FormNavigation(fields: shuffled)
      #expect(form.order == unique.map { "c\($0)" })
      let rtl = try FormNavigation(fields: shuffled, layoutDirection: .rightToLeft)
      let expected = unique.sorted { a, b in a / 5 != b / 5 ? a / 5 < b / 5 : a % 5 > b % 5 }
      #expect(rtl.order == expected.map { "c\($0)" })
      for (index, id) in form.order.enumerated() {
        #expect(
          try form.next(after: id) == (index + 1 < form.order.count ? form.order[index + 1] : nil))
        #expect(try form.previous(before: id) == (index > 0 ? form.order[index - 1] : nil))
      }
    }
  }
}

/// A small deterministic generator for shuffling in tests.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
