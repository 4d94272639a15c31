import Foundation
import Testing

/// `kbdock verify` on large files: a 10,000-view chained row is verified, and a file over the
/// documented limits is refused with the limit named, each in under 10 s.
@Suite("kbdock verify: large layout files")
struct VerifyLimitTests {
  /// A row of `count` views chained from the safe area's leading edge to its trailing edge with
  /// equal widths and no vertical constraint: every view is ambiguous in y and height.
  static func row(count: Int) -> String {
    func anchor(_ item: String, _ name: String) -> String {
      "{\"item\":\"\(item)\",\"anchor\":\"\(name)\"}"
    }
    var constraints = [
      "{\"first\":\(anchor("v0", "leading")),\"second\":\(anchor("safeArea", "leading"))}",
      "{\"first\":\(anchor("v\(count - 1)", "trailing")),"
        + "\"second\":\(anchor("safeArea", "trailing"))}",
    ]
    for index in 1..<count {
      constraints.append(
        "{\"first\":\(anchor("v\(index)", "leading")),"
          + "\"second\":\(anchor("v\(index - 1)", "trailing"))}")
      constraints.append(
        "{\"first\":\(anchor("v\(index)", "width")),\"second\":\(anchor("v0", "width"))}")
    }
    let items = (0..<count).map { "{\"name\":\"v\($0)\"}" }.joined(separator: ",")
    return "{\"name\":\"row-\(count)\",\"items\":[\(items)],"
      + "\"constraints\":[\(constraints.joined(separator: ","))]}"
  }

  @Test("a 10,000-view chained row is verified (every view ambiguous) in under 10 s")
  func tenThousandViewsAreVerified() throws {
    let kbdock = try Kbdock.built()
    let path = try Kbdock.temporaryFile("row-10000.json", Self.row(count: 10_000))
    let clock = ContinuousClock()
    let start = clock.now
    let run = try kbdock.run(["verify", path, "--device", "iphone-se", "--grid", "1"])
    #expect(clock.now - start < .seconds(10))
    #expect(run.status == 1, "\(run)")
    #expect(run.standardOutput.contains("ambiguous: v9999 (y, height)"))
    #expect(run.standardOutput.contains("FAIL row-10000: 4 of 4 configurations failed (grid 1)"))
  }

  @Test("10,001 views are refused with exit 65 and the limit named, in under 10 s")
  func tooManyViewsAreRefused() throws {
    let kbdock = try Kbdock.built()
    let path = try Kbdock.temporaryFile("row-10001.json", Self.row(count: 10_001))
    let clock = ContinuousClock()
    let start = clock.now
    let run = try kbdock.run(["verify", path])
    #expect(clock.now - start < .seconds(10))
    #expect(run.status == 65, "\(run)")
    #expect(run.standardOutput.isEmpty)
    #expect(
      run.standardError.contains(
        "items: 10001 items, more than the 10000 a layout file may have"))
  }
}
