import Foundation
import Testing

@testable import KeyboardDockCore

/// The encoding check that decides, on Apple platforms, whether a `userInfo` value is read as a
/// rect or a point (Linux reads the struct Foundation stores instead, as `objCType` leaks there),
/// tested here on its own so it runs on Linux too.
@Suite("GeometryValue's encoding check")
struct GeometryValueEncodingTests {
  static let rectShape = "{={=dd}{=dd}}"
  static let rectNames: Set<String> = ["CGRect", "NSRect", "_NSRect"]

  @Test(
    "a rect of four doubles under any of its names is a rect",
    arguments: [
      "{CGRect={CGPoint=dd}{CGSize=dd}}", "{NSRect={NSPoint=dd}{NSSize=dd}}",
      "{_NSRect={_NSPoint=dd}{_NSSize=dd}}",
    ])
  func acceptsRects(encoding: String) {
    #expect(GeometryValue.encoding(encoding, hasShape: Self.rectShape, names: Self.rectNames))
  }

  @Test(
    "floats, a point, a size, a range or another struct's name are no rect",
    arguments: [
      "{CGRect={CGPoint=ff}{CGSize=ff}}", "{CGPoint=dd}", "{CGSize=dd}", "{_NSRange=QQ}",
      "{UIEdgeInsets=dddd}", "d", "",
    ])
  func refusesOthers(encoding: String) {
    #expect(!GeometryValue.encoding(encoding, hasShape: Self.rectShape, names: Self.rectNames))
  }

  @Test("a point of two doubles is a point; a size of two doubles is not")
  func points() {
    let names: Set<String> = ["CGPoint", "NSPoint", "_NSPoint"]
    #expect(GeometryValue.encoding("{CGPoint=dd}", hasShape: "{=dd}", names: names))
    #expect(!GeometryValue.encoding("{CGSize=dd}", hasShape: "{=dd}", names: names))
    #expect(!GeometryValue.encoding("{CGPoint=ff}", hasShape: "{=dd}", names: names))
  }
}
