#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator

  /// Performs a scenario's actions on a hosted app and its device.
  ///
  /// What the user does in the app goes through the app's views (its fields become and resign first responder, its
  /// `inputView` is swapped), what the user does to the device or the keyboard goes to the
  /// hosted system. It keeps what the user is doing across actions: the interface's
  /// orientation, the app's window, the finger on the scroll view, the floating keyboard's move.
  @MainActor
  struct HostedPerformer {
    /// The interface's orientation.
    private(set) var interfaceOrientation: InterfaceOrientation
    /// The app's window placement.
    private(set) var window: AppWindow
    private var fingerDown = false
    private var dragAnchor: CGFloat?
    private var isGestureUnderWay = false
    private var floatingMove: (from: CGPoint, to: CGPoint)?
    /// The finger's last height on the screen.
    private var fingerY: CGFloat = 0
    /// The fields the user taps at `focus-field` steps, besides the app's own.
    private var secondFields: [UITextField] = []

    init(scenario: Scenario) {
      interfaceOrientation = InterfaceOrientation(starting: scenario.orientation)
      window = scenario.window
    }

    /// Performs one action now, inside a run-loop turn of `system`.
    ///
    /// What the user can do at all at this moment is checked as the ideal runner checks it
    /// (``KeyboardDockSimulator/HostedScenarioAction/checkPossible(_:)``); what the keyboard
    /// can do is the simulated keyboard's to say, as it says it to the ideal runner.
    ///
    /// - Throws: ``KeyboardDockSimulatedIOS/ImpossibleAction`` when the user cannot do it now.
    mutating func perform(
      _ action: HostedScenarioAction, app: any ShippingApp, system: HostedIOS
    ) throws {
      try action.checkPossible(system.keyboard)
      switch action.kind {
      case .focus(let content, let duration):
        system.userKeyboard = content
        system.focusDuration = duration
        app.focus()
        try Self.checkFocused(app: app, system: system)
      case .dismiss:
        if let responder = system.firstResponder {
          _ = responder.resignFirstResponder()
        } else {
          // Another app's field has the keyboard (Split View): it resigns there.
          try system.keyboardAction { try $0.dismiss(at: $1) }
        }
      case .focusField(let type):
        // The user taps another field than the one being edited (the ideal runner's
        // `focusSecondField`): its keyboard type and a fresh keyboard (no emoji keys, no
        // panel), so two second fields taken in turn are enough.
        let field = secondFieldToTap(app: app)
        field.isSecureTextEntry = type == .secure
        switch type {
        case .default, .secure: field.keyboardType = .default
        case .numberPad: field.keyboardType = .numberPad
        case .emailAddress: field.keyboardType = .emailAddress
        }
        _ = field.becomeFirstResponder()
      case .focusFormField(let id):
        guard let form = app as? any ContentShippingApp else {
          throw ImpossibleAction("focus-field", "the app has no form")
        }
        try form.focusFormField(id)
      case .switchInputView(.keyboard):
        guard let responder = system.firstResponder else {
          throw ImpossibleAction("switch-input-view", "no text input is first responder")
        }
        app.setInputView(nil, on: responder)
      case .switchInputView(.panel(let height)):
        guard let responder = system.firstResponder else {
          throw ImpossibleAction("switch-input-view", "no text input is first responder")
        }
        let panel = UIView()
        panel.frame.size.height = height ?? system.keyboard.systemHeight
        app.setInputView(panel, on: responder)
      case .rotate(let next, let bursts):
        guard next != system.keyboard.orientation else {
          throw ImpossibleAction("rotate", "the device is already in \(next.rawValue)")
        }
        try system.rotate(to: next, bursts: bursts)
        interfaceOrientation = InterfaceOrientation(starting: next)
      case .turn(let next, let bursts):
        guard next != interfaceOrientation else {
          throw ImpossibleAction("rotate", "the interface is already \(next.rawValue)")
        }
        guard next.isSupported(on: system.device) else {
          throw ImpossibleAction(
            "rotate",
            "iPhone apps do not turn upside down by default (supportedInterfaceOrientations)")
        }
        if next.shape != system.keyboard.orientation {
          try system.rotate(to: next.shape, bursts: bursts)
        } else {
          system.turnAround()
        }
        interfaceOrientation = next
      case .window(let next):
        guard next != window else {
          throw ImpossibleAction("window", "the app's window is already \(next)")
        }
        guard system.device.idiom == .pad || !next.requiresPad else {
          throw ImpossibleAction("window", "\(next) exists only on iPad")
        }
        window = next
        system.resizeAppWindow(to: next)
      case .reduceMotion(let isOn):
        try system.setPrefersCrossFadeTransitions(isOn)
      case .fingerDown(let y, let fromKeyboardTop):
        guard !fingerDown else {
          throw ImpossibleAction(
            "finger-down", "a finger is already dragging (overlapping drag steps)")
        }
        fingerDown = true
        dragAnchor = nil
        isGestureUnderWay = false
        try moveFinger(
          to: y, fromKeyboardTop: fromKeyboardTop, pan: .began, app: app, system: system)
      case .fingerMove(let y, let fromKeyboardTop):
        try moveFinger(
          to: y, fromKeyboardTop: fromKeyboardTop, pan: .changed, app: app, system: system)
      case .fingerLift(let velocity):
        fingerDown = false
        dragAnchor = nil
        isGestureUnderWay = false
        // The pan ends before the keyboard reacts to the lift.
        system.pan(app.scrollView, .ended, at: fingerPoint(fingerY, system: system))
        var dismissed = false
        try system.keyboardAction { dismissed = $0.fingerLifted(velocity: velocity, at: $1) }
        if dismissed { system.keyboardDismissedBySystem() }
      case .floatingMoveStart(let target):
        guard let origin = system.keyboard.floatingFrame?.origin else {
          throw ImpossibleAction("move-floating", "the keyboard is not floating")
        }
        floatingMove = (origin, target)
      case .floatingMove(let fraction):
        guard let move = floatingMove else {
          throw ImpossibleAction("move-floating", "the keyboard is not floating")
        }
        let f = CGFloat(min(1, max(0, fraction)))
        let origin = CGPoint(
          x: move.from.x + (move.to.x - move.from.x) * f,
          y: move.from.y + (move.to.y - move.from.y) * f)
        try system.keyboardAction { try $0.moveFloating(to: origin, at: $1) }
      case .swipeBackEnd(let completed):
        let wasShown = system.keyboard.mode != .hidden
        try system.keyboardAction { try $0.endSwipeBack(completed: completed, at: $1) }
        // The screen that held the first responder has gone: it resigns with its keyboard.
        if completed, wasShown { system.keyboardDismissedBySystem() }
      case .barLines(let lines):
        try app.typeLines(lines)
      case .keyboard(let body):
        try system.keyboardAction { try body(&$0, $1) }
      }
    }

    /// The finger moves on the app's scroll view; once it has reached the keyboard, the
    /// keyboard follows it (`UIScrollView.KeyboardDismissMode.interactive`: "The keyboard
    /// follows the dragging touch offscreen, and can be pulled upward again to cancel the
    /// dismiss").
    ///
    /// The finger pans the app's scroll view first (its `panGestureRecognizer` begins or
    /// changes), then the keyboard under it moves.
    private mutating func moveFinger(
      to y: CGFloat, fromKeyboardTop: Bool, pan: UIGestureRecognizer.State,
      app: any ShippingApp, system: HostedIOS
    ) throws {
      let anchor = dragAnchor ?? system.keyboard.modelFrame.minY
      dragAnchor = anchor
      let fingerY = fromKeyboardTop ? anchor + y : y
      self.fingerY = fingerY
      system.pan(app.scrollView, pan, at: fingerPoint(fingerY, system: system))
      do {
        try system.keyboardAction { try $0.fingerMoved(to: fingerY, at: $1) }
        isGestureUnderWay = true
      } catch {
        // Once the gesture has found the keyboard, a later step may take the keyboard away
        // (a dismiss, another app's field): the finger goes on scrolling the content.
        guard isGestureUnderWay else { throw error }
      }
    }

    /// Refuses a focus step whose tap found no field to edit: the app's text field did not
    /// become first responder.
    ///
    /// An app whose field is in an input accessory bar (``InputBarHostViewController``) has no
    /// field on the screen while another responder's keyboard goes down: the bar left with that
    /// responder's keyboard, and `InputBarHostView` takes the first responder back, bringing the
    /// bar back, only when the keyboard has gone down (`keyboardDidHideNotification`).
    private static func checkFocused(app: any ShippingApp, system: HostedIOS)
      throws(ImpossibleAction)
    {
      let responder = system.firstResponder
      guard !(responder is UIKeyInput || responder is UISearchBar) else { return }
      guard app.bar.window == nil else {
        throw ImpossibleAction("focus", "the app's text field did not become first responder")
      }
      throw ImpossibleAction(
        "focus",
        "the app's text field is in its bar, an input accessory that is off the screen until "
          + "the keyboard of the field that took the focus has gone down (InputBarHostView "
          + "takes the first responder back at keyboardDidHide); wait for it before \"focus\"")
    }

    /// A second field that is not first responder, added to the app when there is none.
    private mutating func secondFieldToTap(app: any ShippingApp) -> UITextField {
      if let idle = secondFields.first(where: { !$0.isFirstResponder }) { return idle }
      let field = app.addSecondField()
      secondFields.append(field)
      return field
    }

    /// The finger on the screen: across its middle, at `y`.
    private func fingerPoint(_ y: CGFloat, system: HostedIOS) -> CGPoint {
      CGPoint(x: system.keyboard.screenBounds.midX, y: y)
    }
  }
#endif
