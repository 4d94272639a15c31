import Foundation
import KeyboardDockCore
import KeyboardDockLayout
import Testing

/// The verifier over the example layouts: the adaptive toolbar passes everywhere, Apple's
/// sample is flagged where “Keyboard Layout Guide” shows it squeezed.
@Suite("Layout verifier")
struct LayoutVerifierTests {
  /// iPad 768×1024 (keyboard 313 pt portrait, 398 landscape, as `kbdock devices` lists them).
  ///
  /// It has a home button, so no bottom inset. Split View widths, floating and split keyboard sizes are the simulator
  /// catalogue's estimates (compact 320 pt, divider 10 pt, floating 320×254, split 75 %).
  static let pad = VerificationDevice(
    name: "ipad",
    screens: [
      screen("portrait", CGSize(width: 768, height: 1024), keyboard: 313),
      screen("landscape", CGSize(width: 1024, height: 768), keyboard: 398),
    ])

  /// iPhone 375×812 (keyboard 336 pt portrait, 162 landscape, as `kbdock devices` lists them).
  ///
  /// Home indicator 34 and 21 pt, notch sides 44 pt in landscape.
  static let phone = VerificationDevice(
    name: "iphone-x",
    screens: [
      VerificationScreen(
        orientation: "portrait", size: CGSize(width: 375, height: 812),
        safeArea: LayoutInsets(top: 44, bottom: 34),
        windows: [
          AppPlacement(
            name: "full-screen",
            placement: .fullScreen(
              CGSize(width: 375, height: 812), safeAreaInsets: LayoutInsets(top: 44, bottom: 34)))
        ], dockedKeyboardHeight: 336),
      VerificationScreen(
        orientation: "landscape", size: CGSize(width: 812, height: 375),
        safeArea: LayoutInsets(left: 44, bottom: 21, right: 44),
        windows: [
          AppPlacement(
            name: "full-screen",
            placement: .fullScreen(
              CGSize(width: 812, height: 375),
              safeAreaInsets: LayoutInsets(left: 44, bottom: 21, right: 44)))
        ], dockedKeyboardHeight: 162),
    ])

  static func screen(_ orientation: String, _ size: CGSize, keyboard: CGFloat)
    -> VerificationScreen
  {
    let safe = LayoutInsets(top: 20)
    var windows = [
      AppPlacement(name: "full-screen", placement: .fullScreen(size, safeAreaInsets: safe))
    ]
    let widths = [
      ("1/3", CGFloat(320)), ("1/2", ((size.width - 10) / 2).rounded(.down)),
      ("2/3", size.width - 10 - 320),
    ]
    for (fraction, width) in widths {
      for side in ["left", "right"] {
        let x = side == "left" ? 0 : size.width - width
        windows.append(
          AppPlacement(
            name: "split-view-\(fraction)-\(side)",
            placement: ViewPlacement(
              windowFrame: CGRect(x: x, y: 0, width: width, height: size.height),
              viewFrame: CGRect(x: 0, y: 0, width: width, height: size.height),
              safeAreaInsets: safe)))
      }
    }
    return VerificationScreen(
      orientation: orientation, size: size, safeArea: safe, windows: windows,
      dockedKeyboardHeight: keyboard, hardwareBarHeight: 55,
      splitKeyboardHeight: keyboard * 0.75,
      floatingKeyboardSize: CGSize(width: 320, height: 254))
  }

  static func report(_ name: String, direction: LayoutDirection? = nil, grid: Int = 5) throws
    -> VerificationReport
  {
    var layout = try LayoutFileTests.example(name)
    if let direction { layout.layoutDirection = direction }
    var verifier = try LayoutVerifier(layout)
    return verifier.verify(devices: [pad, phone], grid: grid)
  }

  @Test(
    "the adaptive toolbar passes in every configuration, in both layout directions",
    arguments: LayoutDirection.allCases)
  func adaptiveToolbarPasses(direction: LayoutDirection) throws {
    let report = try Self.report("adaptive-toolbar", direction: direction, grid: 7)
    #expect(report.results.count == 928)
    #expect(report.passed, "\(report.text(maximumDetails: 5))")
  }

  @Test("Apple's sample is squeezed only in Split View, app on the right, near leading and bottom")
  func appleSampleFlaggedWhereSeedSays() throws {
    let report = try Self.report("apple-sample")
    let failures = report.failures
    #expect(!failures.isEmpty)
    for failure in failures {
      let configuration = failure.configuration
      #expect(configuration.window.name.hasSuffix("-right"), "\(configuration)")
      #expect(configuration.keyboard.docking == .floating, "\(configuration)")
      #expect(failure.nearEdges == [.leading, .bottom], "\(configuration)")
      #expect(failure.squeezedItems.map(\.item) == ["editView"], "\(configuration)")
      #expect(failure.activeTrackedConstraints.contains("editViewToDockedKeyboardTrailing"))
    }
    #expect(report.text().contains("editViewToDockedKeyboardTrailing"))
  }

  @Test(
    "incremental solving agrees with solving each configuration afresh",
    arguments: ["adaptive-toolbar", "apple-sample"], LayoutDirection.allCases)
  func incrementalAgreesWithFresh(name: String, direction: LayoutDirection) throws {
    var layout = try LayoutFileTests.example(name)
    layout.layoutDirection = direction
    var verifier = try LayoutVerifier(layout)
    for configuration in verifier.configurations(devices: [Self.pad, Self.phone], grid: 5) {
      var fresh = try LayoutVerifier(layout)
      #expect(verifier.check(configuration) == fresh.check(configuration), "\(configuration)")
    }
  }
}
