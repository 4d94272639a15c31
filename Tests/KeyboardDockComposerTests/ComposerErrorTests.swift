import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import Testing

@Suite("Composer errors")
struct ComposerErrorTests {
  /// Cases of (error, the bad value as shown, what the message says is valid).
  static let cases: [(ComposerError, String, String)] = [
    (.invalidLineHeight(-2), "-2.0", "above 0"),
    (.invalidInsets(LayoutInsets(top: -1)), "top: -1.0", "0 or more"),
    (.invalidLineLimits(minimum: 3, maximum: 2), "3...2", "1 ≤ minimum ≤ maximum"),
    (.invalidLineCount(-4), "-4", "0 or more lines"),
    (.invalidWidth(-1), "-1.0", "0 or more"),
    (.invalidDuration(-0.5), "-0.5", "0 or more"),
    (.invalidHeight(.infinity, what: "accessory height"), "accessory height inf", "finite"),
    (.invalidScreenBounds(.zero), "(x: 0.0, y: 0.0, width: 0.0, height: 0.0)", "above 0"),
    (.invalidRowTolerance(-8), "-8.0", "0 or more"),
    (.duplicateFieldID("email"), "'email'", "its own identifier"),
    (
      .nonFiniteFieldFrame(
        id: "zip", frame: CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1)),
      "'zip' has frame (x: 0.0, y: inf", "must be finite"
    ),
    (.unknownField("phone", known: ["a"]), "'phone'", "known fields: 'a'"),
  ]

  @Test("every message names the bad value and what is valid", arguments: cases)
  func messageNamesValueAndValidRange(error: ComposerError, value: String, valid: String) {
    #expect(error.description.contains(value), "\(error.description)")
    #expect(error.description.contains(valid), "\(error.description)")
  }

  @Test("the unknown-field message lists at most eight known fields")
  func unknownFieldListIsShort() {
    let known = (1...20).map { "f\($0)" }
    let message = ComposerError.unknownField("x", known: known).description
    #expect(message.contains("'f8'"))
    #expect(!message.contains("'f9'"))
    #expect(message.hasSuffix(", …"))
  }

  @Test(
    "orientation follows the screen's aspect",
    arguments: [
      (CGRect(x: 0, y: 0, width: 375, height: 812), KeyboardHeightMemory.Orientation.portrait),
      (CGRect(x: 0, y: 0, width: 812, height: 375), .landscape),
      (CGRect(x: 0, y: 0, width: 768, height: 768), .portrait),
    ])
  func orientationFromBounds(bounds: CGRect, orientation: KeyboardHeightMemory.Orientation) {
    #expect(KeyboardHeightMemory.Orientation(screenBounds: bounds) == orientation)
  }
}
