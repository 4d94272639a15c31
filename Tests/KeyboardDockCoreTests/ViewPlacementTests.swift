import Foundation
import KeyboardDockCore
import Testing

@Suite("View placement: converting keyboard frames and covered heights")
struct ViewPlacementTests {
  /// iPad 1024×768 landscape with a 398 pt docked keyboard.
  static let padLandscape = CGRect(x: 0, y: 0, width: 1024, height: 768)
  static let padKeyboard = CGRect(x: 0, y: 370, width: 1024, height: 398)

  /// Split View windows are offset in the screen while keyboard frames stay in screen
  /// coordinates (Apple's `keyboardFrameEndUserInfoKey` documentation: the screen's coordinate
  /// space); window widths here are illustrative, not measured.
  @Test(
    "a Split View window offset in the screen converts the keyboard into its own space",
    arguments: [
      CGRect(x: 0, y: 0, width: 507, height: 768), CGRect(x: 517, y: 0, width: 507, height: 768),
    ])
  func splitViewWindow(window: CGRect) {
    let view = ViewPlacement(
      windowFrame: window, viewFrame: CGRect(origin: .zero, size: window.size))
    let keyboard = view.convertFromScreen(Self.padKeyboard)
    #expect(keyboard.minX == -window.minX)
    #expect(keyboard.minY == 370)
    #expect(view.convertToScreen(keyboard) == Self.padKeyboard)
    let covered = view.coveredRect(byKeyboard: Self.padKeyboard)
    #expect(covered == CGRect(x: 0, y: 370, width: 507, height: 398))
    #expect(view.coveredHeight(byKeyboard: Self.padKeyboard) == 398)
  }

  @Test("a window lower in the screen is covered by less of the keyboard")
  func windowOffsetVertically() {
    let window = CGRect(x: 0, y: 100, width: 1024, height: 568)
    let view = ViewPlacement(
      windowFrame: window, viewFrame: CGRect(x: 0, y: 0, width: 1024, height: 568))
    #expect(view.frameInScreen == window)
    // The keyboard's top is 270 pt into the window: 568 − 270 pt are covered.
    #expect(view.coveredHeight(byKeyboard: Self.padKeyboard) == 298)
    let raised = CGRect(x: 0, y: 0, width: 1024, height: 300)
    #expect(view.coveredHeight(byKeyboard: raised) == 568)
  }

  /// A form sheet on iPad 768×1024 with its 313 pt docked keyboard.
  ///
  /// The sheet's size is illustrative. Only the part of the sheet the keyboard covers counts
  /// (“Customizing the iOS keyboard”).
  @Test("a form sheet is covered only from the keyboard's top to the sheet's bottom")
  func formSheet() {
    let screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let keyboard = CGRect(x: 0, y: 711, width: 768, height: 313)
    let sheet = ViewPlacement(
      windowFrame: screen, viewFrame: CGRect(x: 114, y: 202, width: 540, height: 620))
    #expect(
      sheet.coveredRect(byKeyboard: keyboard) == CGRect(x: 0, y: 509, width: 540, height: 111))
    #expect(sheet.coveredHeight(byKeyboard: keyboard) == 111)
    let short = CGRect(x: 0, y: 900, width: 768, height: 124)
    #expect(sheet.coveredHeight(byKeyboard: short) == 0)
  }

  /// iPhone 375×812: 336 pt keyboard, 34 pt home indicator ("Supporting iPhone X", Use Your
  /// Loaf); tab bar 49 pt + 34.
  @Test("a view above a tab bar is covered by the overlap, and by its safe area when clear")
  func viewAboveTabBar() {
    let screen = CGRect(x: 0, y: 0, width: 375, height: 812)
    let view = ViewPlacement(
      windowFrame: screen, viewFrame: CGRect(x: 0, y: 0, width: 375, height: 729),
      safeAreaInsets: LayoutInsets(top: 44))
    #expect(view.coveredHeight(byKeyboard: CGRect(x: 0, y: 476, width: 375, height: 336)) == 253)
    let hidden = CGRect(x: 0, y: 812, width: 375, height: 336)
    #expect(view.coveredRect(byKeyboard: hidden) == nil)
    #expect(view.coveredHeight(byKeyboard: hidden) == 0)
    let short = CGRect(x: 0, y: 750, width: 375, height: 62)
    #expect(view.coveredHeight(byKeyboard: short) == 0)
  }

  struct InsetCase: Sendable, CustomTestStringConvertible {
    var label: String
    var keyboardTop: CGFloat
    var adjustsForSafeArea: Bool
    var expected: CGFloat
    var testDescription: String { label }
  }

  /// A scroll view under a tab bar: bottom safe area 83 (49 pt tab bar + 34 pt home indicator;
  /// a tab bar is part of the safe area, “Customizing the iOS keyboard”).
  @Test(
    "a scroll view's bottom inset adds only what the safe area does not already cover",
    arguments: [
      InsetCase(
        label: "keyboard up, automatic adjustment", keyboardTop: 476, adjustsForSafeArea: true,
        expected: 253),
      InsetCase(
        label: "keyboard up, no adjustment", keyboardTop: 476, adjustsForSafeArea: false,
        expected: 336),
      InsetCase(
        label: "keyboard down, automatic adjustment", keyboardTop: 812, adjustsForSafeArea: true,
        expected: 0),
      InsetCase(
        label: "keyboard down, no adjustment", keyboardTop: 812, adjustsForSafeArea: false,
        expected: 83),
      InsetCase(
        label: "keyboard lower than the tab bar, automatic", keyboardTop: 762,
        adjustsForSafeArea: true, expected: 0),
    ])
  func scrollInset(example: InsetCase) {
    let view = ViewPlacement.fullScreen(
      CGSize(width: 375, height: 812), safeAreaInsets: LayoutInsets(top: 44, bottom: 83))
    let keyboard = CGRect(x: 0, y: example.keyboardTop, width: 375, height: 336)
    let covered = view.coveredHeight(byKeyboard: keyboard)
    let inset = view.scrollBottomInset(
      coveredHeight: covered, adjustsForSafeArea: example.adjustsForSafeArea)
    #expect(inset == example.expected)
  }

  @Test("converting to the screen and back gives the same rect")
  func conversionRoundTrips() {
    let view = ViewPlacement(
      windowFrame: CGRect(x: 517, y: 20, width: 507, height: 748),
      viewFrame: CGRect(x: 10, y: 64, width: 487, height: 600))
    let rect = CGRect(x: 3, y: -40, width: 100, height: 50)
    #expect(view.convertFromScreen(view.convertToScreen(rect)) == rect)
    #expect(view.frameInScreen == CGRect(x: 527, y: 84, width: 487, height: 600))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 487, height: 600))
  }
}
