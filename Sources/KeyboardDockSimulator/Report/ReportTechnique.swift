import Foundation

/// How the report names a strategy's technique, and the API an app calls to use it.
///
/// Readers of the report are iOS developers choosing what to write: a technique is named in
/// UIKit's words, never by a number, and paired with the type or modifier that implements it.
struct ReportTechnique {
  /// The technique in words, such as "keyboard tracker".
  var name: String
  /// The API an app uses for it, as HTML.
  var api: String
  /// Why it works, in one clause, for the recommendation.
  var why = ""
  /// Whether the strategy stands for a mistake shown for comparison, never recommended.
  var isMistake: Bool
  /// Whether the strategy's bar follows an undocked, split or floating keyboard by design, so a
  /// distance from the docked reference there is a policy, not an error.
  var followsUndockedKeyboard: Bool

  /// The technique of the ideal row `strategy`.
  static func of(_ strategy: StrategyDescriptor) -> ReportTechnique {
    of(ReportRow(ideal: strategy))
  }

  /// The technique of `strategy`, shipping code or ideal re-implementation.
  ///
  /// A shipping row names the API its app calls (``ReportRow/api``), and follows an undocked
  /// keyboard only as its app is set up: none of the shipping apps asks to.
  static func of(_ strategy: ReportRow) -> ReportTechnique {
    var technique = technique(of: strategy)
    if !strategy.isIdeal {
      technique.followsUndockedKeyboard = false
      if let api = strategy.api { technique.api = api }
    }
    return technique
  }

  /// The technique `strategy` implements, as the ideal row of it is set up.
  private static func technique(of strategy: ReportRow) -> ReportTechnique {
    if strategy.isMistake {
      return ReportTechnique(
        name: "keyboard notifications animated with the wrong curve",
        api: "a common mistake: <code>UIView.animate</code> with <code>.curveEaseInOut</code>",
        isMistake: true, followsUndockedKeyboard: false)
    }
    switch strategy.technique {
    case "input accessory view":
      return ReportTechnique(
        name: "input accessory view",
        api: "<code>inputAccessoryView</code> (<code>InputBarHostView</code>)",
        why: "UIKit moves the bar with the keyboard itself, at the keyboard's width",
        isMistake: false, followsUndockedKeyboard: false)
    case "keyboard notifications":
      return ReportTechnique(
        name: "animation from keyboard notifications",
        api: "<code>KeyboardAnimator</code> on <code>keyboardWillChangeFrameNotification</code>",
        why: "it replays every animated show, hide and height change with the keyboard's curve",
        isMistake: false, followsUndockedKeyboard: false)
    case "keyboard layout guide":
      return ReportTechnique(
        name: "keyboard layout guide",
        api: "<code>view.keyboardLayoutGuide</code> with tracked constraints "
          + "(<code>followsUndockedKeyboard = true</code>)",
        why: "UIKit moves the guide with the keyboard, interactive dismissal included",
        isMistake: false, followsUndockedKeyboard: true)
    case "keyboard tracker":
      return ReportTechnique(
        name: "keyboard tracker",
        api: "<code>KeyboardDock</code> (UIKit) or <code>.keyboardDock { … }</code> (SwiftUI)",
        why: "it combines the keyboard notifications with the observed frame of an invisible "
          + "input accessory view, so it follows an interactive dismissal frame by frame and "
          + "keeps the bar as wide as the app",
        isMistake: false, followsUndockedKeyboard: false)
    default:
      return ReportTechnique(
        name: strategy.summary, api: "<code>\(HTMLReport.escape(strategy.name))</code>",
        isMistake: false, followsUndockedKeyboard: false)
    }
  }

  /// Whether `scenario` moves the keyboard off its docked place (undock, float, split), where a
  /// strategy that follows the undocked keyboard differs from the docked reference by policy.
  static func undocksKeyboard(_ scenario: Scenario) -> Bool {
    scenario.steps.contains { ["undock", "float", "move-floating", "split"].contains($0.action) }
  }
}
