import Foundation
import KeyboardDockCore
import KeyboardDockLayout
import Testing

/// What the verifier reports per configuration: conflicts, ambiguity, views off screen,
/// squeezed items, and the tracked constraints active there.
@Suite("Verifier findings")
struct ConfigurationResultTests {
  static let toolbar = LayoutItem(
    "toolbar", intrinsicContentSize: LayoutSize(width: 240, height: 44),
    minimumSize: LayoutSize(width: 240, height: 44))

  static func pin(
    _ attribute: LayoutAttribute, _ other: LayoutAnchor, constant: CGFloat = 0,
    identifier: String
  ) -> LayoutConstraint {
    LayoutConstraint(
      LayoutAnchor("toolbar", attribute), .equal, other, constant: constant,
      identifier: identifier)
  }

  static func results(_ layout: LayoutDescription) throws -> [ConfigurationResult] {
    var verifier = try LayoutVerifier(layout)
    return verifier.verify(devices: [LayoutVerifierTests.pad], grid: 3).results
  }

  @Test("a bar pinned above a floating keyboard at the top edge is reported off screen")
  func offscreenReported() throws {
    var layout = LayoutDescription(
      items: [Self.toolbar],
      constraints: [Self.pin(.centerX, LayoutAnchor(.keyboard, .centerX), identifier: "x")])
    layout.guide.followsUndockedKeyboard = true
    layout.guide.setConstraints(
      [Self.pin(.bottom, LayoutAnchor(.keyboard, .top), identifier: "onTop")],
      activeWhenAwayFrom: [])
    let atTop = try Self.results(layout).filter {
      $0.configuration.window.name == "full-screen" && $0.configuration.keyboard.frame.minY <= 20
    }
    #expect(!atTop.isEmpty)
    for result in atTop {
      #expect(result.isFailure, "\(result.configuration)")
      #expect(result.offscreenItems.map(\.item) == ["toolbar"])
      #expect(result.offscreenItems.first?.detail.contains("24 pt past the top edge") == true)
    }
  }

  @Test("required constraints that fight the guide are named in every configuration")
  func conflictsNamed() throws {
    let layout = LayoutDescription(
      items: [Self.toolbar],
      constraints: [
        Self.pin(.leading, LayoutAnchor(.view, .leading), identifier: "leading"),
        Self.pin(.bottom, LayoutAnchor(.keyboard, .top), identifier: "onKeyboard"),
        Self.pin(.top, LayoutAnchor(.view, .top), identifier: "atTop"),
        LayoutConstraint(LayoutAnchor("toolbar", .height), .equal, constant: 44, identifier: "h"),
      ])
    let results = try Self.results(layout)
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0.isFailure })
    for result in results {
      let conflict = try #require(result.conflicts.first)
      #expect(conflict.broken == "h")
      #expect(Set(conflict.conflicting).isSuperset(of: ["onKeyboard", "atTop", "h"]))
      #expect(conflict.conflicting.contains("keyboard.frame (system)"))
    }
  }

  @Test("a bar with no horizontal constraint is ambiguous in x everywhere")
  func ambiguityReported() throws {
    let layout = LayoutDescription(
      items: [Self.toolbar],
      constraints: [Self.pin(.bottom, LayoutAnchor(.keyboard, .top), identifier: "onKeyboard")])
    let results = try Self.results(layout)
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0.ambiguousItems == ["toolbar (x)"] })
  }

  @Test("the text report names each failing configuration and its active tracked constraints")
  func textNamesConfigurations() throws {
    var verifier = try LayoutVerifier(LayoutFileTests.example("apple-sample"))
    let text = verifier.verify(devices: [LayoutVerifierTests.pad], grid: 5).text()
    #expect(text.contains("FAIL ipad portrait split-view-1/3-right, keyboard floating x=0 y=770"))
    #expect(text.contains("squeezed: editView (0, 718, 0×44): width 0 < minimum 300"))
    #expect(text.contains("active tracked: keyboardToImageView, editViewToDockedKeyboardTrailing"))
    #expect(text.hasSuffix("configurations failed (grid 5)\n"))
  }

  @Test("the JSON report lists the failures with their findings")
  func jsonReport() throws {
    var verifier = try LayoutVerifier(LayoutFileTests.example("apple-sample"))
    let json = verifier.verify(devices: [LayoutVerifierTests.pad], grid: 5).json()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["passed"] as? Bool == false)
    let failures = try #require(object["failures"] as? [[String: Any]])
    #expect(!failures.isEmpty)
    #expect(
      (failures.first?["activeTrackedConstraints"] as? [String])?
        .contains("editViewToDockedKeyboardTrailing") == true)
  }

  /// Fuzzing `kbdock verify` found a trap: an intrinsic width of 1e20 in a layout file made the
  /// finding's frame text convert 1e20 to `Int`.
  @Test("a finding about a frame far beyond any screen prints it without trapping")
  func hugeFrameText() throws {
    let problem = ItemProblem(
      item: "toolbar", frame: CGRect(x: -1e20, y: 0, width: 1e20, height: 44.25), detail: "x")
    #expect(problem.description == "toolbar (-1e+20, 0, 1e+20×44.3): x")
    var layout = try LayoutFileTests.example("adaptive-toolbar")
    layout.items[0].intrinsicContentSize = LayoutSize(width: 1e20, height: 44)
    var verifier = try LayoutVerifier(layout)
    let report = verifier.verify(devices: [LayoutVerifierTests.pad], grid: 2)
    #expect(!report.results.isEmpty)
    #expect(!report.text().isEmpty)
    #expect(report.text().contains("e+"))
  }
}
