import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import KeyboardDockSimulatedIOS

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a run performs its timeline's actions on the simulated iOS and the app: the actions the
/// timeline derives (a focus, per-frame finger and floating moves, a swipe back, typing) and the
/// instantaneous steps it passes through as the scenario wrote them.
extension RunState {
  /// Performs one scripted action.
  ///
  /// - Throws: ``ImpossibleAction`` when the simulated iOS cannot do it now, or the composer's
  ///   error for a bar it refuses.
  mutating func perform(_ action: ScenarioTimeline.Action, at time: TimeInterval) throws {
    try checkPossible(action)
    switch action {
    case .step(let step): try performStep(step, at: time)
    case .focus(let content, let duration):
      try keyboard.focus(content: content, duration: duration, at: time)
      export?.firstResponder("UITextView", at: time)
      if case .form(let form) = scenario.content { focusContent(form.focused, at: time) }
    case .focusInOtherApp(let duration):
      try keyboard.focusInOtherApp(duration: duration, at: time)
      export?.firstResponder(nil, at: time)
    case .thirdPartyStep(let step): try keyboard.thirdPartyStep(step, at: time)
    case .repeatWillShow: keyboard.repeatWillShow(at: time)
    case .fingerMove(let y, let fromKeyboardTop):
      try moveFinger(to: y, fromKeyboardTop: fromKeyboardTop, at: time)
    case .fingerLift(let velocity):
      fingersDown = 0
      dragAnchor = nil
      isGestureUnderWay = false
      // The pan ends, where the finger last was, before the keyboard reacts to the lift.
      send(.dragGesture(isActive: false, fingerY: fingerY, time: time))
      fingerY = nil
      keyboard.fingerLifted(velocity: velocity, at: time)
    case .floatingMoveStart(let target):
      guard let origin = keyboard.floatingFrame?.origin else {
        throw ImpossibleAction("move-floating", "the keyboard is not floating")
      }
      floatingMove = (origin, target)
    case .floatingMove(let fraction):
      guard let move = floatingMove else {
        throw ImpossibleAction("move-floating", "the keyboard is not floating")
      }
      let f = CGFloat(min(1, max(0, fraction)))
      try keyboard.moveFloating(
        to: CGPoint(
          x: move.from.x + (move.to.x - move.from.x) * f,
          y: move.from.y + (move.to.y - move.from.y) * f), at: time)
    case .swipeBackStart: try keyboard.beginSwipeBack(at: time)
    case .swipeBackEnd(let completed): try keyboard.endSwipeBack(completed: completed, at: time)
    case .barLines(let lines):
      // The composer animates the height change; every strategy reads it per frame.
      let transition = try bar.update(lineCount: lines, at: time)
      // The app lays the grown bar out at once (its model height) and animates it.
      for index in contentApps.indices {
        contentApps[index].barDidChangeHeight(
          to: bar.pseudoAccessoryHeight, transition: transition, layer: &contentLayers[index],
          at: time)
      }
    }
  }

  /// Performs a step that takes effect at one instant (``ScenarioTimeline/Action/step(_:)``).
  ///
  /// - Throws: ``ImpossibleAction`` when the simulated iOS cannot do it now, or for a step the
  ///   timeline compiles into actions of its own (a focus, a wait, typing, a drag, a floating
  ///   move, a finger's move or lift, a swipe back), which never reaches here as one.
  private mutating func performStep(_ step: ScenarioStep, at time: TimeInterval) throws {
    switch step {
    case .dismiss:
      try keyboard.dismiss(at: time)
      export?.firstResponder(nil, at: time)
    case .predictive(let isOn): try keyboard.setPredictive(isOn, at: time)
    case .emoji(let isOn): try keyboard.setEmoji(isOn, at: time)
    case .rotate(let next, let bursts):
      guard next != orientation else {
        throw ImpossibleAction("rotate", "the device is already in \(next.rawValue)")
      }
      interfaceOrientation = InterfaceOrientation(starting: next)
      orientation = next
      app = makeApp(at: time)
      // viewWillTransition(to:with:) comes before the keyboard's burst.
      send(.transition(app, time: time))
      keyboard.rotationBursts = bursts
      try keyboard.rotate(to: next, at: time)
    case .fingerDown(let y, let fromKeyboardTop):
      guard fingersDown == 0 else {
        // Two fingers would pan the scroll view by their centroid, which the simulated iOS does
        // not model; the steps of two drags interleaved would jump the keyboard between them.
        throw ImpossibleAction(
          "finger-down",
          "a finger is already dragging (overlapping drag steps): the simulated scroll view "
            + "takes one finger at a time; start this drag after the other's \"finger-up\"")
      }
      fingersDown = 1
      dragAnchor = nil
      isGestureUnderWay = false
      try moveFinger(to: y, fromKeyboardTop: fromKeyboardTop, at: time)
    case .focusField(let type):
      try keyboard.focusSecondField(type: type, at: time)
      export?.firstResponder("UITextField", at: time)
    case .focusFormField(let id):
      // The scenario reader checked that the form has the field.
      guard case .form(let form) = scenario.content, let field = form.field(id) else {
        throw ImpossibleAction("focus-field", "the scenario's form has no field \"\(id)\"")
      }
      try keyboard.focusSecondField(type: field.keyboardType, at: time)
      export?.firstResponder("UITextField", at: time)
      focusContent(id, at: time)
    case .turn(let next, let bursts):
      guard next != interfaceOrientation else {
        throw ImpossibleAction("rotate", "the interface is already \(next.rawValue)")
      }
      guard next.isSupported(on: device) else {
        throw ImpossibleAction(
          "rotate",
          "iPhone apps do not turn upside down by default (supportedInterfaceOrientations)")
      }
      // The exported trace records the orientation the interface turns to.
      turning = next
      defer { turning = nil }
      if next.shape != orientation {
        try perform(.step(.rotate(to: next.shape, bursts: bursts)), at: time)
      } else {
        // A 180° turn: the bounds stay; the app hears of the transition and the keyboard is
        // laid out again.
        send(.transition(app, time: time))
        keyboard.turnAround(at: time)
      }
      interfaceOrientation = next
    case .window(let next):
      guard next != window else {
        throw ImpossibleAction("window", "the app's window is already \(next)")
      }
      guard device.idiom == .pad || !next.requiresPad else {
        throw ImpossibleAction("window", "\(next) exists only on iPad")
      }
      // The system resizes the scene: viewWillTransition(to:with:) and a new layout; the
      // keyboard, which spans the screen, does not move (an estimate for the resize's timing:
      // the new size applies at once when the divider or the window is let go).
      window = next
      app = makeApp(at: time)
      send(.transition(app, time: time))
      send(
        .layoutGuide(
          KeyboardLayoutGuideFrame(
            KeyboardLayoutChange(
              frame: keyboard.modelFrame, floatingFrame: keyboard.floatingFrame,
              mode: keyboard.mode, animation: nil, time: time), placement: app.placement)))
    case .undock(let postsWillHide): try keyboard.undock(postsWillHide: postsWillHide, at: time)
    case .float(let origin): try keyboard.float(at: origin, time: time)
    case .dock: try keyboard.dock(at: time)
    case .split: try keyboard.split(at: time)
    case .connectHardwareKeyboard: try keyboard.connectHardwareKeyboard(at: time)
    case .disconnectHardwareKeyboard: try keyboard.disconnectHardwareKeyboard(at: time)
    case .switchInputView(.keyboard):
      try keyboard.switchToKeyboard(at: time)
      inputViewsReloaded()
    case .switchInputView(.panel(let height)):
      let panel =
        height
        ?? heightMemory.panelHeight(for: memoryKey(.default), default: keyboard.systemHeight)
      try keyboard.switchToInputView(height: panel, at: time)
      inputViewsReloaded()
    case .background: try keyboard.enterBackground(at: time)
    case .foreground: try keyboard.enterForeground(at: time)
    case .reduceMotion(let isOn):
      try keyboard.setCrossFadeTransitions(isOn, at: time)
      send(.crossFadeTransitions(isOn, time: time))
    case .autofill(let isOn): try keyboard.setAutofillBar(isOn, at: time)
    case .dictation(let isOn): try keyboard.setDictation(isOn, at: time)
    case .language(let language): try keyboard.setLanguage(language, at: time)
    case .focus, .wait, .typeLines, .dragDismiss, .moveFloating, .fingerMove, .fingerUp,
      .swipeBack:
      throw ImpossibleAction(
        step.action, "the timeline compiles this step into actions of its own, not one step")
    }
  }

  /// Refuses a user action the app cannot receive now (``ScenarioActionGate``, which the
  /// hosted performer of the shipping rows checks too).
  ///
  /// - Throws: ``ImpossibleAction`` naming the action and why.
  func checkPossible(_ action: ScenarioTimeline.Action) throws(ImpossibleAction) {
    try ScenarioActionGate(action).check(keyboard)
  }
}
