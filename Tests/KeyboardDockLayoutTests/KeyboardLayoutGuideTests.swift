import Foundation
import KeyboardDockCore
import KeyboardDockLayout
import PropertyBased
import Testing

/// The keyboard layout guide's frame and edge proximity, as Apple documents
/// `UIKeyboardLayoutGuide` (header `UIKeyboardLayoutGuide.h`) and “Keyboard Layout Guide”
/// shows.
@Suite("Keyboard layout guide")
struct KeyboardLayoutGuideTests {
  /// iPhone 375×812 portrait: home indicator 34 pt ("Supporting iPhone X", Use Your Loaf).
  static let phone = ViewPlacement.fullScreen(
    CGSize(width: 375, height: 812), safeAreaInsets: LayoutInsets(top: 44, bottom: 34))
  /// iPad 768×1024 portrait, full screen.
  static let pad = ViewPlacement.fullScreen(
    CGSize(width: 768, height: 1024), safeAreaInsets: LayoutInsets(top: 24, bottom: 20))
  /// The same iPad in Split View, the app on the right (x 448...768).
  static let padRight = ViewPlacement(
    windowFrame: CGRect(x: 448, y: 0, width: 320, height: 1024),
    viewFrame: CGRect(x: 0, y: 0, width: 320, height: 1024),
    safeAreaInsets: LayoutInsets(top: 24, bottom: 20))
  static let offscreen = CGRect(x: 0, y: 812, width: 375, height: 336)

  @Test("a hidden keyboard leaves a guide as tall as the bottom safe area (Apple's header)")
  func hiddenGuideIsBottomSafeAreaTall() {
    var guide = KeyboardLayoutGuide()
    guide.update(keyboardFrame: Self.offscreen, docking: .offscreen, in: Self.phone)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 778, width: 375, height: 34))
    #expect(guide.nearEdges == .bottom)
  }

  @Test("with usesBottomSafeArea false a hidden keyboard leaves a zero-height guide at the bottom")
  func hiddenGuideWithoutSafeArea() {
    var guide = KeyboardLayoutGuide()
    guide.usesBottomSafeArea = false
    guide.update(keyboardFrame: Self.offscreen, docking: .offscreen, in: Self.phone)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 812, width: 375, height: 0))
  }

  @Test("a docked keyboard's guide is the part covering the view, in the view's coordinates")
  func dockedGuideIsCoverage() {
    var guide = KeyboardLayoutGuide()
    let keyboard = CGRect(x: 0, y: 476, width: 375, height: 336)
    guide.update(keyboardFrame: keyboard, docking: .docked, in: Self.phone)
    #expect(guide.layoutFrame == keyboard)
    // Above a 49 pt tab bar (“Customizing the iOS keyboard”): only the covered part of the
    // shorter view.
    let aboveTabBar = ViewPlacement(
      windowFrame: CGRect(x: 0, y: 0, width: 375, height: 812),
      viewFrame: CGRect(x: 0, y: 0, width: 375, height: 729))
    guide.update(keyboardFrame: keyboard, docking: .docked, in: aboveTabBar)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 476, width: 375, height: 253))
    // In Split View the full-width docked keyboard covers the app's width only.
    let docked = CGRect(x: 0, y: 711, width: 768, height: 313)
    guide.update(keyboardFrame: docked, docking: .docked, in: Self.padRight)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 711, width: 320, height: 313))
    #expect(guide.nearEdges == .bottom)
  }

  @Test("by default the guide ignores an undocked keyboard and drops to the safe-area bottom")
  func undockedKeyboardIgnoredByDefault() {
    var guide = KeyboardLayoutGuide()
    #expect(guide.followsUndockedKeyboard == false)
    let floating = CGRect(x: 200, y: 300, width: 320, height: 260)
    for docking in [KeyboardDocking.floating, .undocked] {
      guide.update(keyboardFrame: floating, docking: docking, in: Self.pad)
      #expect(guide.layoutFrame == CGRect(x: 0, y: 1004, width: 768, height: 20))
      #expect(guide.nearEdges == .bottom)
    }
  }

  @Test("a followed floating keyboard across a Split View divider shrinks the guide to zero width")
  func guideShrinksAcrossDivider() {
    var guide = KeyboardLayoutGuide()
    guide.followsUndockedKeyboard = true
    // Keyboard from x 300 to 620 in the screen: 172 pt of it over the app on the right.
    guide.update(
      keyboardFrame: CGRect(x: 300, y: 400, width: 320, height: 260), docking: .floating,
      in: Self.padRight)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 400, width: 172, height: 260))
    #expect(guide.nearEdges == .leading)
    // Wholly over the other app: a zero-width guide at the app's leading side.
    guide.update(
      keyboardFrame: CGRect(x: 20, y: 400, width: 320, height: 260), docking: .floating,
      in: Self.padRight)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 400, width: 0, height: 260))
    #expect(guide.nearEdges == .leading)
  }

  /// A keyboard frame on the full-screen iPad and the edges its guide must be near.
  struct ProximityCase: Sendable, CustomTestStringConvertible {
    let docking: KeyboardDocking
    let keyboard: CGRect
    let expected: DirectionalRectEdge
    var testDescription: String { "\(docking) at \(keyboard.origin) → near \(expected)" }
  }

  static let proximityCases = [
    // Docked: near the bottom only, even though it spans leading to trailing.
    ProximityCase(
      docking: .docked, keyboard: CGRect(x: 0, y: 711, width: 768, height: 313), expected: .bottom),
    // Undocked full width: never near leading or trailing; near top or bottom, or neither.
    ProximityCase(
      docking: .undocked, keyboard: CGRect(x: 0, y: 30, width: 768, height: 313), expected: .top),
    ProximityCase(
      docking: .undocked, keyboard: CGRect(x: 0, y: 400, width: 768, height: 313), expected: []),
    ProximityCase(
      docking: .undocked, keyboard: CGRect(x: 0, y: 700, width: 768, height: 313),
      expected: .bottom),
    // Floating: at most two adjacent edges.
    ProximityCase(
      docking: .floating, keyboard: CGRect(x: 0, y: 764, width: 320, height: 260),
      expected: [.leading, .bottom]),
    ProximityCase(
      docking: .floating, keyboard: CGRect(x: 448, y: 24, width: 320, height: 260),
      expected: [.trailing, .top]),
    ProximityCase(
      docking: .floating, keyboard: CGRect(x: 200, y: 400, width: 320, height: 260), expected: []),
  ]

  @Test("edge proximity follows Apple's header per keyboard class", arguments: proximityCases)
  func proximityPerKeyboardClass(_ example: ProximityCase) {
    var guide = KeyboardLayoutGuide()
    guide.followsUndockedKeyboard = true
    guide.update(keyboardFrame: example.keyboard, docking: example.docking, in: Self.pad)
    #expect(guide.nearEdges == example.expected)
  }

  @Test("in right-to-left the left edge is the trailing edge")
  func rightToLeftProximity() {
    var guide = KeyboardLayoutGuide(layoutDirection: .rightToLeft)
    guide.followsUndockedKeyboard = true
    guide.update(
      keyboardFrame: CGRect(x: 0, y: 400, width: 320, height: 260), docking: .floating,
      in: Self.pad)
    #expect(guide.nearEdges == .trailing)
    #expect(guide.isNear(.trailing))
    #expect(!guide.isNear(.leading))
  }

  @Test("a floating keyboard is never near opposite edges, wherever it is")
  func floatingNeverNearOppositeEdges() async {
    await propertyCheck(
      count: 300,
      input: Gen.double(in: -400...900), Gen.double(in: -100...1100), Gen.double(in: 100...800)
    ) { x, y, width in
      var guide = KeyboardLayoutGuide()
      guide.followsUndockedKeyboard = true
      guide.update(
        keyboardFrame: CGRect(x: x, y: y, width: width, height: 260), docking: .floating,
        in: Self.padRight)
      #expect(!guide.nearEdges.isSuperset(of: [.leading, .trailing]))
      #expect(!guide.nearEdges.isSuperset(of: [.top, .bottom]))
      #expect(guide.layoutFrame.width >= 0 && guide.layoutFrame.maxX <= 320)
    }
  }

  @Test("a negative or non-finite keyboardDismissPadding counts as 0 (UIKeyboardLayoutGuide docs)")
  func dismissPaddingClampsAtZero() {
    var guide = KeyboardLayoutGuide()
    guide.keyboardDismissPadding = -10
    #expect(guide.keyboardDismissPadding == 0)
    guide.keyboardDismissPadding = .nan
    #expect(guide.keyboardDismissPadding == 0)
    guide.keyboardDismissPadding = 44
    guide.update(
      keyboardFrame: CGRect(x: 0, y: 476, width: 375, height: 336), docking: .docked,
      in: Self.phone)
    #expect(guide.interactiveDismissalStartY == 432)
  }

  @Test("the edge-proximity threshold is named and applies at its value")
  func thresholdIsApplied() {
    var guide = KeyboardLayoutGuide()
    guide.followsUndockedKeyboard = true
    let threshold = KeyboardLayoutGuide.defaultEdgeProximityThreshold
    guide.update(
      keyboardFrame: CGRect(x: 200, y: threshold, width: 320, height: 260), docking: .floating,
      in: Self.pad)
    #expect(guide.nearEdges == .top)
    guide.update(
      keyboardFrame: CGRect(x: 200, y: threshold + 1, width: 320, height: 260),
      docking: .floating, in: Self.pad)
    #expect(guide.nearEdges == [])
  }
}
