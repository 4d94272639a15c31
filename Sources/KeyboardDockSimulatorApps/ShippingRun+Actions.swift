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
    private var secondField: UITextField?

    init(scenario: Scenario) {
      interfaceOrientation = InterfaceOrientation(starting: scenario.orientation)
      window = scenario.window
    }

    /// Performs one action now, inside a run-loop turn of `system`.
    ///
    /// - Throws: ``KeyboardDockSimulatedIOS/ImpossibleAction`` when the user cannot do it now.
    mutating func perform(
      _ kind: HostedScenarioAction.Kind, app: any ShippingApp, system: HostedIOS
    ) throws {
      try checkPossible(kind, keyboard: system.keyboard)
      switch kind {
      case .focus(let content, let duration):
        system.userKeyboard = content
        system.focusDuration = duration
        app.focus()
      case .dismiss:
        if let responder = system.firstResponder {
          _ = responder.resignFirstResponder()
        } else {
          // Another app's field has the keyboard (Split View): it resigns there.
          try system.keyboardAction { try $0.dismiss(at: $1) }
        }
      case .focusField(let type):
        let field = secondField ?? app.addSecondField()
        secondField = field
        switch type {
        case .default: field.keyboardType = .default
        case .numberPad: field.keyboardType = .numberPad
        case .emailAddress: field.keyboardType = .emailAddress
        case .secure: field.isSecureTextEntry = true
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
        try system.keyboardAction { _ = $0.fingerLifted(velocity: velocity, at: $1) }
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
      case .barLines(let lines):
        try app.typeLines(lines)
      case .keyboard(_, let body):
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

    /// The keyboard steps that are settings, the device or the system, or the end of a step
    /// already under way: possible while the app is in the background.
    private static let systemSteps: Set<String> = [
      "background", "foreground", "predictive", "language", "swipe-back-end",
      "focus third-party", "connect-hardware-keyboard", "disconnect-hardware-keyboard",
    ]

    /// The finger on the screen: across its middle, at `y`.
    private func fingerPoint(_ y: CGFloat, system: HostedIOS) -> CGPoint {
      CGPoint(x: system.keyboard.screenBounds.midX, y: y)
    }

    /// Refuses what the user cannot do now: touch or type in an app in the background, or touch
    /// anything else while a finger swipes back.
    private func checkPossible(
      _ kind: HostedScenarioAction.Kind, keyboard: SystemKeyboard
    ) throws(ImpossibleAction) {
      switch kind {
      case .reduceMotion, .rotate, .turn, .fingerLift:
        return
      case .keyboard(let name, _)
      where Self.systemSteps.contains(name):
        return
      default:
        break
      }
      if keyboard.isInBackground {
        throw ImpossibleAction(
          "step", "the app is in the background; add a \"foreground\" step first")
      }
    }
  }
#endif
