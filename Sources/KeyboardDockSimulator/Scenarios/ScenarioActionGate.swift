import Foundation
import KeyboardDockSimulatedIOS

/// What one of a scenario's actions needs of its moment, shared by the ideal runner
/// (``RunState``) and the hosted performer of the shipping rows, so that both refuse the same
/// actions for the same reason.
///
/// It checks only what the user can do at all, whatever the app: nothing is touched or typed
/// while the app is in the background, and no other touch begins while a finger swipes back.
/// Whether the keyboard can do the action (is shown, is floating) is the simulated keyboard's to
/// say, in both runners, when the action reaches it.
struct ScenarioActionGate: Sendable, Equatable {
  /// Whether the action is possible while the app is in the background: a setting, the device,
  /// the system, or the end of something already under way.
  var isPossibleInBackground: Bool
  /// Whether the action is a new touch, which a finger swiping back leaves no room for.
  var isNewTouch: Bool
  /// Whether the action moves the focus from the app's field whose keyboard is shown to
  /// another of its fields (`focus-field`): the scenario's way of saying "the user taps the
  /// next field while typing", which a hidden keyboard leaves nothing to move from.
  var movesFocusFromShownField: Bool

  init(_ action: ScenarioTimeline.Action) {
    switch action {
    case .step(.background), .step(.foreground), .step(.reduceMotion), .step(.language),
      .step(.predictive), .step(.rotate), .step(.turn), .step(.connectHardwareKeyboard),
      .step(.disconnectHardwareKeyboard), .thirdPartyStep, .repeatWillShow, .swipeBackEnd,
      .fingerLift:
      // A finger lifting ends a touch already under way, as a swipe back's end does.
      isPossibleInBackground = true
    default:
      isPossibleInBackground = false
    }
    switch action {
    case .step(.fingerDown), .fingerMove, .swipeBackStart, .floatingMoveStart, .floatingMove:
      isNewTouch = true
    default:
      isNewTouch = false
    }
    switch action {
    case .step(.focusField), .step(.focusFormField): movesFocusFromShownField = true
    default: movesFocusFromShownField = false
    }
  }

  /// Refuses the action when the user cannot do it now, whatever the app.
  ///
  /// - Throws: ``KeyboardDockSimulatedIOS/ImpossibleAction`` naming the action and why.
  func check(_ keyboard: SystemKeyboard) throws(ImpossibleAction) {
    if keyboard.isInBackground, !isPossibleInBackground {
      throw ImpossibleAction(
        "step", "the app is in the background; add a \"foreground\" step first")
    }
    if keyboard.isSwipingBack, isNewTouch {
      throw ImpossibleAction(
        "step", "a finger is swiping back; it lifts when the swipe-back step ends")
    }
    if movesFocusFromShownField, !keyboard.isLocal || keyboard.mode == .hidden {
      throw ImpossibleAction(
        "focus-field", "this app's keyboard is not shown; focus a field with \"focus\" first")
    }
  }
}
