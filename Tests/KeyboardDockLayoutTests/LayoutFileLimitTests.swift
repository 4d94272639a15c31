import Foundation
import KeyboardDockLayout
import Testing

/// The size limits of a layout file: checked when the file is read, before anything is decoded,
/// with the count and the limit named.
@Suite("Layout files: size limits")
struct LayoutFileLimitTests {
  /// A layout file of `itemCount` items and `constraintCount` width constraints on the first
  /// item, `trackedCount` more in a tracked group.
  static func file(
    items itemCount: Int, constraints constraintCount: Int, tracked trackedCount: Int = 0
  )
    -> Data
  {
    let items = (0..<itemCount).map { "{\"name\":\"v\($0)\"}" }.joined(separator: ",")
    let constraint = "{\"first\":{\"item\":\"v0\",\"anchor\":\"width\"},\"constant\":40}"
    let constraints = Array(repeating: constraint, count: constraintCount).joined(separator: ",")
    let tracked = Array(repeating: constraint, count: trackedCount).joined(separator: ",")
    return Data(
      """
      {"items":[\(items)],"constraints":[\(constraints)],
       "trackedConstraints":[{"activeWhenNearEdge":["top"],"constraints":[\(tracked)]}]}
      """.utf8)
  }

  static func readError(_ data: Data) -> LayoutFileError? {
    do {
      _ = try LayoutDescription(layoutFile: data)
      return nil
    } catch {
      return error
    }
  }

  @Test("the limits are 10,000 items and 40,000 constraints")
  func limitsAreDocumentedValues() {
    #expect(LayoutDescription.maximumItemCount == 10_000)
    #expect(LayoutDescription.maximumConstraintCount == 40_000)
  }

  @Test("10,001 items are refused at `items`, naming the count and the limit, in well under 10 s")
  func tooManyItemsAreRefused() throws {
    let data = Self.file(items: 10_001, constraints: 1)
    let clock = ContinuousClock()
    let start = clock.now
    let error = try #require(Self.readError(data))
    #expect(clock.now - start < .seconds(10))
    #expect(error.code == .tooMany(noun: "items", count: 10_001, limit: 10_000))
    #expect(error.path == "items")
    #expect(
      error.description
        == "items: 10001 items, more than the 10000 a layout file may have; split the layout "
        + "into parts (screens, sections) and verify each")
  }

  @Test("exactly 10,000 items are read")
  func tenThousandItemsAreRead() throws {
    let layout = try LayoutDescription(layoutFile: Self.file(items: 10_000, constraints: 1))
    #expect(layout.items.count == 10_000)
  }

  @Test("constraints and tracked constraints count together: 40,001 are refused, 40,000 read")
  func tooManyConstraintsAreRefused() throws {
    let over = try #require(
      Self.readError(Self.file(items: 1, constraints: 30_000, tracked: 10_001)))
    #expect(over.code == .tooMany(noun: "constraints", count: 40_001, limit: 40_000))
    #expect(over.description.hasPrefix("layout file: 40001 constraints, more than the 40000"))
    let hundredThousand = try #require(
      Self.readError(Self.file(items: 1, constraints: 100_000)))
    #expect(hundredThousand.code == .tooMany(noun: "constraints", count: 100_000, limit: 40_000))
    let atLimit = try LayoutDescription(
      layoutFile: Self.file(items: 1, constraints: 30_000, tracked: 10_000))
    #expect(atLimit.allConstraints.count == 40_000)
  }
}
