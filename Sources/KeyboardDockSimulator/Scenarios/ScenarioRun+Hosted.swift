// Only the Linux-only KeyboardDockSimulatorApps target uses this (package access, which
// typecheck-ios's iOS compile has no package name for), so it exists on Linux only.
#if os(Linux)
  import Foundation
  import KeyboardDockSimulatedIOS

  #if canImport(CoreGraphics)
    import CoreGraphics
  #endif

  /// A scenario's actions as a hosted app's user and device perform them, for the shipping-code
  /// rows of `kbdock simulate` (the `KeyboardDockSimulatorApps` target, Linux only).
  ///
  /// The hosted system (`HostedIOS`) runs the keyboard from what the app does: focusing its field
  /// shows the keyboard the user has selected, resigning hides it, a second field's focus shows
  /// its keyboard type, an `inputView` replaces the keys. What the user does to the device or
  /// the keyboard alone (a rotation, a drag, the emoji key, undocking the iPad keyboard,
  /// backgrounding the app) is done to the hosted system; typing lines goes to the app's growing
  /// composer, and a form's `focus-field` step is the user tapping that field of the hosted form
  /// app. Whether an app can show a growing bar, a toolbar accessory, a form or a transcript
  /// (``Scenario/content``) is the row's to say (the shipping rows' own reasons).
  package struct HostedScenarioAction: Sendable {
    /// What happens.
    package enum Kind: Sendable {
      /// The user taps the app's text field: it becomes first responder, and the keyboard the
      /// user has selected (`content`) shows over `duration`.
      case focus(SystemKeyboard.Content, duration: TimeInterval)
      /// The app's text field resigns first responder.
      case dismiss
      /// The user taps a second text field of the app, asking for this keyboard type.
      case focusField(SystemKeyboard.KeyboardType)
      /// The user taps the field with this identifier of the app's form (``ScenarioContent``).
      case focusFormField(String)
      /// The app shows a panel of this height in place of the keys (`nil`: the keyboard's own
      /// height), or the keys again (`.keyboard`).
      case switchInputView(ScenarioStep.InputViewChoice)
      /// The device rotates to a new shape.
      case rotate(Orientation, bursts: Int)
      /// The interface turns (landscape-left ↔ landscape-right, a 180° turn on iPad, or a
      /// rotation to a new shape).
      case turn(InterfaceOrientation, bursts: Int)
      /// The app's window takes a new placement.
      case window(AppWindow)
      /// The user turns Reduce Motion (with Prefer Cross-Fade Transitions) on or off.
      case reduceMotion(Bool)
      /// A finger touches the app's scroll view, at `y` in the screen (or below the keyboard's
      /// top when `fromKeyboardTop`).
      case fingerDown(CGFloat, fromKeyboardTop: Bool)
      /// The finger moves (one display frame's touch).
      case fingerMove(CGFloat, fromKeyboardTop: Bool)
      /// The finger lifts at this speed, in points per second (positive: downward).
      case fingerLift(velocity: CGFloat)
      /// The user starts moving the floating keyboard towards this origin.
      case floatingMoveStart(CGPoint)
      /// The floating keyboard's move, this far (0…1).
      case floatingMove(fraction: Double)
      /// The user's swipe back ends; when it `completed`, the screen with the app's field has
      /// gone and the keyboard with it.
      case swipeBackEnd(completed: Bool)
      /// The user types in the app's growing composer until its text has this many lines, or
      /// sends the message, leaving this many.
      case barLines(Int)
      /// Something the user does to the keyboard or the device that the app has no part in.
      case keyboard(@Sendable (inout SystemKeyboard, TimeInterval) throws -> Void)
    }

    /// When, in seconds.
    package var time: TimeInterval
    /// What.
    package var kind: Kind
    /// The scenario step (1-based) it comes from.
    package var step: Int
    /// What the action needs of its moment, as the ideal runner checks it.
    var gate: ScenarioActionGate

    /// Refuses the action when the user cannot do it now (``ScenarioActionGate``).
    ///
    /// - Throws: ``KeyboardDockSimulatedIOS/ImpossibleAction`` naming the action and why.
    package func checkPossible(_ keyboard: SystemKeyboard) throws(ImpossibleAction) {
      try gate.check(keyboard)
    }
  }

  /// Why a scenario cannot run on the hosted system.
  package struct HostedScenarioUnsupported: Error, Sendable, Equatable {
    /// The scenario's name.
    package var scenario: String
    /// The step (1-based) the hosted system cannot perform.
    package var step: Int
    /// Why, in words.
    package var reason: String
  }

  extension ScenarioRun {
    /// The scenario's actions for a hosted app, in time order, and the end of its script (after
    /// its last wait), from which the run measures until the keyboard settles, as ``run()`` does.
    ///
    /// - Throws: ``HostedScenarioUnsupported`` naming the first step the hosted system cannot
    ///   perform; a ``SimulationError`` for a scenario the timeline rejects.
    package func hostedActions() throws -> (actions: [HostedScenarioAction], end: TimeInterval) {
      let timeline = try ScenarioTimeline(scenario, fps: fps)
      var actions: [HostedScenarioAction] = []
      for entry in timeline.entries {
        let kind = try Self.hostedKind(entry.action) {
          HostedScenarioUnsupported(
            scenario: scenario.name, step: entry.step + 1,
            reason: "the hosted system cannot perform \($0) yet")
        }
        actions.append(
          HostedScenarioAction(
            time: entry.time, kind: kind, step: entry.step + 1,
            gate: ScenarioActionGate(entry.action)))
      }
      return (actions, timeline.end)
    }

    private static func hostedKind(
      _ action: ScenarioTimeline.Action, unsupported: (String) -> HostedScenarioUnsupported
    ) throws -> HostedScenarioAction.Kind {
      typealias Kind = HostedScenarioAction.Kind
      func keyboard(
        _ body: @escaping @Sendable (inout SystemKeyboard, TimeInterval) throws -> Void
      ) -> Kind {
        .keyboard(body)
      }
      switch action {
      case .step(let step): return try hostedKind(step, unsupported: unsupported)
      case .focus(let content, let duration): return .focus(content, duration: duration)
      case .fingerMove(let y, let relative): return .fingerMove(y, fromKeyboardTop: relative)
      case .fingerLift(let velocity): return .fingerLift(velocity: velocity)
      case .floatingMoveStart(let target): return .floatingMoveStart(target)
      case .floatingMove(let fraction): return .floatingMove(fraction: fraction)
      case .focusInOtherApp(let duration):
        return keyboard { try $0.focusInOtherApp(duration: duration, at: $1) }
      case .thirdPartyStep(let step):
        return keyboard { try $0.thirdPartyStep(step, at: $1) }
      case .repeatWillShow: return keyboard { $0.repeatWillShow(at: $1) }
      case .swipeBackStart: return keyboard { try $0.beginSwipeBack(at: $1) }
      case .swipeBackEnd(let completed): return .swipeBackEnd(completed: completed)
      case .barLines(let lines): return .barLines(lines)
      }
    }

    /// An instantaneous step as the hosted app's user or device performs it.
    private static func hostedKind(
      _ step: ScenarioStep, unsupported: (String) -> HostedScenarioUnsupported
    ) throws -> HostedScenarioAction.Kind {
      typealias Kind = HostedScenarioAction.Kind
      func keyboard(
        _ body: @escaping @Sendable (inout SystemKeyboard, TimeInterval) throws -> Void
      ) -> Kind {
        .keyboard(body)
      }
      switch step {
      case .dismiss: return .dismiss
      case .focusField(let type): return .focusField(type)
      case .switchInputView(let choice): return .switchInputView(choice)
      case .rotate(let orientation, let bursts): return .rotate(orientation, bursts: bursts)
      case .turn(let orientation, let bursts): return .turn(orientation, bursts: bursts)
      case .window(let window): return .window(window)
      case .reduceMotion(let isOn): return .reduceMotion(isOn)
      case .fingerDown(let y, let relative): return .fingerDown(y, fromKeyboardTop: relative)
      case .predictive(let isOn): return keyboard { try $0.setPredictive(isOn, at: $1) }
      case .emoji(let isOn): return keyboard { try $0.setEmoji(isOn, at: $1) }
      case .undock(let postsWillHide):
        return keyboard { try $0.undock(postsWillHide: postsWillHide, at: $1) }
      case .float(let origin): return keyboard { try $0.float(at: origin, time: $1) }
      case .dock: return keyboard { try $0.dock(at: $1) }
      case .split: return keyboard { try $0.split(at: $1) }
      case .connectHardwareKeyboard: return keyboard { try $0.connectHardwareKeyboard(at: $1) }
      case .disconnectHardwareKeyboard:
        return keyboard { try $0.disconnectHardwareKeyboard(at: $1) }
      case .background: return keyboard { try $0.enterBackground(at: $1) }
      case .foreground: return keyboard { try $0.enterForeground(at: $1) }
      case .autofill(let isOn): return keyboard { try $0.setAutofillBar(isOn, at: $1) }
      case .dictation(let isOn): return keyboard { try $0.setDictation(isOn, at: $1) }
      case .language(let language): return keyboard { try $0.setLanguage(language, at: $1) }
      case .focusFormField(let id): return .focusFormField(id)
      case .focus, .wait, .typeLines, .dragDismiss, .moveFloating, .fingerMove, .fingerUp,
        .swipeBack:
        // The timeline compiles these into the actions above; never a step of its own.
        throw unsupported("\(step.action) as one instant")
      }
    }
  }
#endif
