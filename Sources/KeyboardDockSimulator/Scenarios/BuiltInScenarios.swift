import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The built-in scenarios: every configuration that breaks input bars, one each.
///
/// Names say what a scenario does; those with interactive dismissal contain `interactive`.
/// Drags are written relative to the keyboard's top, so one script fits every device.
public enum BuiltInScenarios {
  /// Every built-in scenario, in report order.
  public static let all: [Scenario] =
    [
      Scenario(
        name: "show-hide", summary: "focus, then dismiss: the plain show and hide animations",
        steps: [.focus(keyboard: .system, duration: nil), .wait(0.8), .dismiss, .wait(0.8)]),
      Scenario(
        name: "show-hide-landscape", summary: "show and hide in landscape",
        orientation: .landscape,
        steps: [.focus(keyboard: .system, duration: nil), .wait(0.8), .dismiss, .wait(0.8)]),
      Scenario(
        name: "predictive-bar-toggle",
        summary: "the predictive strip turns off and on: animated height changes",
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8), .predictive(false), .wait(0.8),
          .predictive(true), .wait(0.8), .dismiss, .wait(0.8),
        ]),
      Scenario(
        name: "emoji-keyboard",
        summary: "switch to the emoji keyboard and back: height changes posted with duration 0",
        isPredictiveOn: false,
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8), .emoji(true), .wait(0.5),
          .emoji(false), .wait(0.5), .dismiss, .wait(0.8),
        ]),
      Scenario(
        name: "rotation-with-keyboard-up",
        summary: "rotate to landscape and back with the keyboard up: unanimated hide/show bursts",
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8), .rotate(to: .landscape, bursts: 2),
          .wait(0.5), .rotate(to: .portrait, bursts: 1), .wait(0.5), .dismiss, .wait(0.8),
        ]),
      Scenario(
        name: "interactive-dismissal-completed",
        summary: "drag the keyboard down and let go in the lower half: it hides",
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8),
          drag([(0, -80), (0.1, 0), (0.35, 120), (0.5, 210)], velocity: 600), .wait(1),
        ]),
      Scenario(
        name: "interactive-dismissal-cancelled",
        summary: "drag the keyboard a little, flick back up: it springs back, no notification",
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8),
          drag([(0, -60), (0.1, 0), (0.35, 110), (0.5, 70)], velocity: -250), .wait(1), .dismiss,
          .wait(0.8),
        ]),
      Scenario(
        name: "interactive-dismissal-slow-release",
        summary: "drag past half the keyboard and stop before letting go: it still hides",
        devices: .phone, orientation: .portrait,
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8),
          drag([(0, -40), (0.1, 0), (0.6, 230), (0.9, 230)], velocity: 0), .wait(1),
        ]),
      Scenario(
        name: "interactive-dismissal-tab-bar",
        summary: "interactive dismissal in a view above a tab bar",
        devices: .phone, window: AppWindow(.fullScreen, hasTabBar: true),
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8),
          drag([(0, -60), (0.1, 0), (0.35, 120), (0.5, 220)], velocity: 700), .wait(1),
        ]),
      Scenario(
        name: "third-party-keyboard",
        summary: "a third-party keyboard posts WillShow 0 → plain → its height, then a duplicate",
        steps: [.focus(keyboard: .thirdParty, duration: nil), .wait(1.4), .dismiss, .wait(0.8)]),
      Scenario(
        name: "hardware-keyboard-connect-disconnect",
        summary: "the shortcut bar of a hardware keyboard, then the full keyboard, then the bar",
        devices: .pad, orientation: .landscape,
        steps: [
          .connectHardwareKeyboard, .focus(keyboard: .system, duration: nil), .wait(0.8),
          .disconnectHardwareKeyboard, .wait(0.8), .connectHardwareKeyboard, .wait(0.8), .dismiss,
          .wait(0.8),
        ]),
      Scenario(
        name: "ipad-undock-float-drag-dock",
        summary: "undock the keyboard, make it float, drag it around, dock it again",
        devices: .pad, orientation: .landscape,
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8), .undock(postsWillHide: true),
          .wait(0.8), .float(nil), .wait(0.3), .moveFloating(x: 40, y: 80, duration: 0.5),
          .moveFloating(x: 600, y: 2000, duration: 0.5), .wait(0.2), .dock, .wait(0.8), .dismiss,
          .wait(0.8),
        ]),
      Scenario(
        name: "ipad-split-keyboard",
        summary: "split the iPad keyboard and dock it again",
        devices: .pad, orientation: .landscape,
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8), .split, .wait(0.8), .dock,
          .wait(0.8), .dismiss, .wait(0.8),
        ]),
      splitView(.oneThird, .left),
      splitView(.half, .left),
      splitView(.half, .right),
      splitView(.twoThirds, .right),
      // Apple's keyboardIsLocalUserInfoKey: "With Multitasking in iPadOS, the system notifies all
      // visible apps when the keyboard appears and disappears."
      Scenario(
        name: "split-view-other-app-keyboard",
        summary: "the other app in Split View shows and hides its keyboard (isLocal false)",
        devices: .pad, orientation: .landscape, window: AppWindow(.splitView(.half, .left)),
        steps: [.focus(keyboard: .otherApp, duration: nil), .wait(0.8), .dismiss, .wait(0.8)]),
      Scenario(
        name: "slide-over", summary: "show and hide in a Slide Over window", devices: .pad,
        orientation: .landscape, window: AppWindow(.slideOver),
        steps: [.focus(keyboard: .system, duration: nil), .wait(0.8), .dismiss, .wait(0.8)]),
      Scenario(
        name: "stage-manager-window", summary: "show and hide in a Stage Manager window",
        devices: .pad, orientation: .landscape, window: AppWindow(.stageManager),
        steps: [.focus(keyboard: .system, duration: nil), .wait(0.8), .dismiss, .wait(0.8)]),
      Scenario(
        name: "tab-bar", summary: "show and hide in a view that ends above a tab bar",
        window: AppWindow(.fullScreen, hasTabBar: true),
        steps: [.focus(keyboard: .system, duration: nil), .wait(0.8), .dismiss, .wait(0.8)]),
      Scenario(
        name: "form-sheet",
        summary: "show and hide in a form sheet, focused during its presentation (0.4 s)",
        devices: .pad, orientation: .landscape, window: AppWindow(.formSheet),
        steps: [
          .focus(keyboard: .system, duration: SystemKeyboard.modalPresentationDuration),
          .wait(0.8), .dismiss, .wait(0.8),
        ]),
      Scenario(
        name: "growing-bar-1-to-5-lines",
        summary: "type until the bar grows from 1 to 5 lines, with the keyboard up",
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8), .typeLines(5, interval: 0.2),
          .wait(0.5), .dismiss, .wait(0.8),
        ]),
      Scenario(
        name: "custom-input-view",
        summary:
          "keyboard → emoji panel at the remembered keyboard height → keyboard: the bar stays put",
        steps: [
          .focus(keyboard: .system, duration: nil), .wait(0.8),
          .switchInputView(.panel(height: nil)),
          .wait(0.8), .switchInputView(.keyboard), .wait(0.8), .dismiss, .wait(0.8),
        ]),
    ] + overlapping + systemEvents + BuiltInContentScenarios.all

  /// Format-2 scenarios of what iOS and the user do around the keyboard besides typing:
  /// navigating back, leaving the app, Reduce Motion, AutoFill, dictation, the keyboard's
  /// language.
  public static let systemEvents: [Scenario] = [
    timed(
      "swipe-back-completed",
      "swipe back with the keyboard open: it stays during the swipe, then hides",
      [(0, focus), (0.8, .swipeBack(completed: true, duration: 0.35)), (nil, .wait(1))]),
    timed(
      "swipe-back-cancelled",
      "start swiping back with the keyboard open and let go: the screen and keyboard stay",
      [
        (0, focus), (0.8, .swipeBack(completed: false, duration: 0.3)), (nil, .wait(0.5)),
        (nil, .dismiss), (nil, .wait(1)),
      ]),
    timed(
      "swipe-back-during-show", "a swipe back starts 0.1 s into the show and completes",
      [(0, focus), (0.1, .swipeBack(completed: true, duration: 0.25)), (nil, .wait(1))]),
    timed(
      "background-foreground",
      "the app leaves with the keyboard open and returns: hidden while away, shown again",
      [
        (0, focus), (0.8, .background), (1.3, .foreground), (2.3, .dismiss), (nil, .wait(1)),
      ]),
    timed(
      "background-during-show", "the app leaves 0.1 s into the show and returns",
      [(0, focus), (0.1, .background), (0.6, .foreground), (1.6, .dismiss), (nil, .wait(1))]),
    timed(
      "reduce-motion-show-hide",
      "Reduce Motion with cross-fades: show, predictive strip off, hide, all faded in place",
      [
        (0, .reduceMotion(true)), (0, focus), (0.8, .predictive(false)), (1.6, .dismiss),
        (nil, .wait(1)),
      ]),
    timed(
      "reduce-motion-during-show",
      "Reduce Motion turns on 0.1 s into a sliding show; the hide then fades",
      [(0, focus), (0.1, .reduceMotion(true)), (1.0, .dismiss), (nil, .wait(1))]),
    timed(
      "autofill-bar-secure-field",
      "a password field's AutoFill suggestion strip appears above the keys, then goes",
      [
        (0, focus), (0.8, .focusField(.secure)), (1.6, .autofill(true)), (2.4, .autofill(false)),
        (3.2, .dismiss), (nil, .wait(1)),
      ], devices: .phone),
    timed(
      "autofill-bar-during-show",
      "the AutoFill strip appears 0.1 s into a password field's show",
      [
        (0, focus), (0.05, .focusField(.secure)), (0.15, .autofill(true)), (1.2, .dismiss),
        (nil, .wait(1)),
      ], devices: .phone),
    timed(
      "dictation-start-stop", "dictation starts and stops with the keyboard up",
      [
        (0, focus), (0.8, .dictation(true)), (1.6, .dictation(false)), (2.4, .dismiss),
        (nil, .wait(1)),
      ]),
    timed(
      "dictation-during-drag", "dictation starts while a finger drags the keyboard",
      [
        (0, focus), (0.8, .fingerDown(y: -30, fromKeyboardTop: true)),
        (nil, .fingerMove(y: 80, duration: 0.2)), (0.9, .dictation(true)),
        (1.0, .fingerMove(y: 120, duration: 0.1)), (nil, .fingerUp(velocity: -300)),
        (nil, .wait(1)), (nil, .dismiss), (nil, .wait(1)),
      ]),
    {
      var scenario = timed(
        "interactive-dismissal-input-accessory",
        "drag the keyboard with a 44 pt toolbar accessory: on iOS 26.0 the layout guide leaves "
          + "the toolbar out during the drag",
        [
          (0, focus), (0.8, drag([(0, -30), (0.1, 0), (0.3, 90)], velocity: -250)),
          (nil, .wait(1)), (nil, drag([(0, -30), (0.1, 0), (0.4, 240)], velocity: 600)),
          (nil, .wait(1)),
        ], devices: .phone)
      scenario.inputAccessoryHeight = 44
      return scenario
    }(),
    timed(
      "language-switch",
      "the keyboard switches from English to Swedish and back (heights differ on iOS 26.0)",
      [
        (0, focus), (0.8, .language(.swedish)), (1.6, .language(.english)), (2.4, .dismiss),
        (nil, .wait(1)),
      ]),
  ]

  /// Scenarios of format 2 whose actions overlap: a step starts while an animation, a drag or
  /// another step is still going.
  public static let overlapping: [Scenario] = [
    timed(
      "hide-during-show", "dismiss 0.12 s into the show: the hide adds to the running spring",
      [(0, focus), (0.12, .dismiss), (nil, .wait(1))]),
    timed(
      "show-during-hide", "focus again 0.12 s into the hide",
      [(0, focus), (0.8, .dismiss), (0.92, focus), (1.8, .dismiss), (nil, .wait(1))]),
    timed(
      "show-hide-rapid", "show, hide, show, hide, show 80 ms apart: four animations overlap",
      [
        (0, focus), (0.08, .dismiss), (0.16, focus), (0.24, .dismiss), (0.32, focus),
        (1.4, .dismiss), (nil, .wait(1)),
      ]),
    timed(
      "emoji-during-show", "the emoji keyboard (duration 0) 0.1 s into the show",
      [(0, focus), (0.1, .emoji(true)), (1, .emoji(false)), (1.8, .dismiss), (nil, .wait(1))],
      predictive: false),
    timed(
      "predictive-off-during-show", "the predictive strip turns off 0.1 s into the show",
      [(0, focus), (0.1, .predictive(false)), (1.2, .dismiss), (nil, .wait(1))]),
    timed(
      "flick-during-show", "a finger catches the keyboard 0.1 s into the show and flicks it away",
      [
        (0, focus), (0.1, .fingerDown(y: -30, fromKeyboardTop: true)),
        (nil, .fingerMove(y: 260, duration: 0.15)), (nil, .fingerUp(velocity: nil)),
        (nil, .wait(1)),
      ]),
    timed(
      "rotate-during-drag", "the device rotates while a finger drags the keyboard",
      [
        (0, focus), (0.8, .fingerDown(y: -30, fromKeyboardTop: true)),
        (nil, .fingerMove(y: 100, duration: 0.2)), (1.0, .rotate(to: .landscape, bursts: 1)),
        (1.0, .fingerMove(y: 40, duration: 0.1)), (nil, .fingerUp(velocity: -200)),
        (nil, .wait(1)), (nil, .dismiss), (nil, .wait(1)),
      ]),
    timed(
      "emoji-during-drag", "the emoji keyboard is chosen while a finger drags the keyboard",
      [
        (0, focus), (0.8, .fingerDown(y: -30, fromKeyboardTop: true)),
        (nil, .fingerMove(y: 80, duration: 0.2)), (0.9, .emoji(true)),
        (1.0, .fingerMove(y: 120, duration: 0.1)), (nil, .fingerUp(velocity: -300)),
        (nil, .wait(1)), (nil, .dismiss), (nil, .wait(1)),
      ], predictive: false),
    timed(
      "bar-grows-during-drag", "a line is added to the bar while a finger drags the keyboard",
      [
        (0, focus), (0.8, .fingerDown(y: -30, fromKeyboardTop: true)),
        (nil, .fingerMove(y: 150, duration: 0.3)), (0.9, .typeLines(3, interval: 0.1)),
        (1.1, .fingerUp(velocity: 0)), (nil, .wait(1)),
      ]),
    timed(
      "bar-shrinks-during-show", "the message is sent 0.1 s into the show: the bar shrinks",
      [(0, focus), (0.1, .typeLines(1, interval: 0.1)), (1.2, .dismiss), (nil, .wait(1))],
      barLines: 4),
    timed(
      "second-field-number-pad", "focus moves to a number-pad field, then back to a text field",
      [
        (0, focus), (0.8, .focusField(.numberPad)), (1.6, .focusField(.default)),
        (2.4, .dismiss), (nil, .wait(1)),
      ]),
    timed(
      "second-field-during-show", "focus moves to a secure field 0.1 s into the show",
      [(0, focus), (0.1, .focusField(.secure)), (1.2, .dismiss), (nil, .wait(1))]),
    timed(
      "rotate-during-show", "the device rotates 0.1 s into the show",
      [(0, focus), (0.1, .rotate(to: .landscape, bursts: 2)), (1.2, .dismiss), (nil, .wait(1))]),
    timed(
      "landscape-left-to-right", "a 180° turn from landscape-right to landscape-left, keyboard up",
      [
        (0, focus), (0.8, .turn(to: .landscapeLeft, bursts: 1)), (1.6, .dismiss),
        (nil, .wait(1)),
      ], orientation: .landscape),
    timed(
      "upside-down-during-show", "an iPad turns upside down 0.1 s into the show",
      [
        (0, focus), (0.1, .turn(to: .portraitUpsideDown, bursts: 1)), (1.2, .dismiss),
        (nil, .wait(1)),
      ], devices: .pad),
    timed(
      "other-app-field-during-show",
      "another app's field takes the keyboard 0.1 s into this app's show (Split View)",
      [
        (0, focus), (0.1, .focus(keyboard: .otherApp, duration: nil)), (1.2, .dismiss),
        (nil, .wait(1)),
      ],
      devices: .pad, orientation: .landscape, window: AppWindow(.splitView(.half, .left))),
    timed(
      "hardware-keyboard-during-show", "a hardware keyboard connects 0.1 s into the show",
      [
        (0, focus), (0.1, .connectHardwareKeyboard), (1, .disconnectHardwareKeyboard),
        (1.8, .dismiss), (nil, .wait(1)),
      ], devices: .pad),
    timed(
      "split-view-resize-during-show",
      "the Split View divider is dragged from 1/2 to 2/3 during the show, then to 1/3",
      [
        (0, focus), (0.1, .window(AppWindow(.splitView(.twoThirds, .left)))),
        (1, .window(AppWindow(.splitView(.oneThird, .left)))), (1.8, .dismiss), (nil, .wait(1)),
      ], devices: .pad, orientation: .landscape, window: AppWindow(.splitView(.half, .left))),
    timed(
      "slide-over-to-split-view", "a Slide Over app with the keyboard up becomes a Split View app",
      [
        (0, focus), (0.8, .window(AppWindow(.splitView(.oneThird, .right)))), (1.6, .dismiss),
        (nil, .wait(1)),
      ], devices: .pad, orientation: .landscape, window: AppWindow(.slideOver)),
    timed(
      "stage-manager-resize", "a Stage Manager window is resized 0.1 s into the show",
      [
        (0, focus), (0.1, .window(AppWindow(.stageManagerSized(width: 600, height: 420)))),
        (1.2, .dismiss), (nil, .wait(1)),
      ], devices: .pad, orientation: .landscape, window: AppWindow(.stageManager)),
    {
      var scenario = timed(
        "named-devices-predictive-during-hide",
        "limited to two named devices: the predictive strip turns off while the keyboard hides",
        [(0, focus), (0.8, .dismiss), (0.85, .predictive(false)), (nil, .wait(1))])
      scenario.deviceNames = ["iphone-se", "ipad"]
      return scenario
    }(),
  ]

  /// Focus on the system keyboard with the usual duration.
  private static let focus = ScenarioStep.focus(keyboard: .system, duration: nil)

  /// A format-2 scenario: each step at a time after the start, or when the step before ends.
  private static func timed(
    _ name: String, _ summary: String, _ steps: [(TimeInterval?, ScenarioStep)],
    devices: Scenario.DeviceFilter = .all, orientation: Orientation = .portrait,
    window: AppWindow = AppWindow(), predictive: Bool = true, barLines: Int = 1
  ) -> Scenario {
    var scenario = Scenario(
      name: name, summary: summary, devices: devices, orientation: orientation, window: window,
      isPredictiveOn: predictive, barLines: barLines, steps: steps.map(\.1))
    for (index, step) in steps.enumerated() {
      if let at = step.0 { scenario.stepStarts[index] = at }
    }
    return scenario
  }

  /// The scenario named `name`, or `nil`.
  public static func scenario(named name: String) -> Scenario? {
    all.first { $0.name == name }
  }

  private static func drag(_ points: [(TimeInterval, CGFloat)], velocity: CGFloat)
    -> ScenarioStep
  {
    .dragDismiss(
      path: points.map { ScenarioStep.DragPoint(time: $0.0, y: $0.1) }, velocity: velocity,
      fromKeyboardTop: true)
  }

  private static func splitView(_ fraction: AppWindow.SplitFraction, _ side: AppWindow.Side)
    -> Scenario
  {
    let share =
      switch fraction {
      case .oneThird: "third"
      case .half: "half"
      case .twoThirds: "two-thirds"
      }
    return Scenario(
      name: "split-view-\(share)-\(side)",
      summary: "show and hide with the app on the \(side) \(fraction.rawValue) of Split View",
      devices: .pad, orientation: .landscape, window: AppWindow(.splitView(fraction, side)),
      steps: [.focus(keyboard: .system, duration: nil), .wait(0.8), .dismiss, .wait(0.8)])
  }
}
