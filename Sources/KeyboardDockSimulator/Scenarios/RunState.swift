import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The mutable state of one ``ScenarioRun``: the keyboard, the app, the strategies, the metrics.
struct RunState {
  let scenario: Scenario
  let device: Device
  var keyboard: SystemKeyboard
  var orientation: Orientation
  /// The composer's growing bar.
  var bar: GrowingBar
  var app: AppContext
  var strategies: [any DockingStrategy]
  var results: [RunResult]
  var trace: RunTrace?
  /// The start and end of the floating keyboard's current move.
  var floatingMove: (from: CGPoint, to: CGPoint)?
  /// The keyboard's top when the current drag began, for keyboard-relative paths.
  var dragAnchor: CGFloat?

  init(run: ScenarioRun) throws(ComposerError) {
    scenario = run.scenario
    device = run.device
    orientation = run.scenario.orientation
    bar = try InputBarModel.bar(lines: run.scenario.barLines)
    keyboard = SystemKeyboard(
      device: run.device, orientation: orientation,
      isPredictiveOn: run.scenario.isPredictiveOn)
    app = AppContext(screenBounds: .zero, placement: ViewPlacement.fullScreen(.zero), barHeight: 0)
    strategies = run.strategies.map { $0.make() }
    results = run.strategies.map {
      RunResult(
        scenario: run.scenario.name, device: run.device.id, strategy: $0.name, fps: run.fps)
    }
    trace =
      run.recordsTrace
      ? RunTrace(
        scenario: run.scenario.name, device: run.device.id, fps: run.fps,
        strategies: run.strategies.map(\.name))
      : nil
    app = makeApp(at: 0)
    send(.transition(app, time: 0))
    send(
      .layoutGuide(
        KeyboardLayoutGuideFrame(
          KeyboardLayoutChange(
            frame: keyboard.modelFrame, floatingFrame: nil, mode: .hidden, animation: nil,
            time: 0), placement: app.placement)))
  }

  /// The app's geometry for the current orientation, with the bar's height at `time`.
  func makeApp(at time: TimeInterval) -> AppContext {
    AppContext(
      screenBounds: device.screenBounds(orientation),
      placement: scenario.window.placement(on: device, orientation: orientation),
      barHeight: bar.height(at: time))
  }

  /// Gives an input to every strategy.
  mutating func send(_ input: StrategyInput) {
    for index in strategies.indices { strategies[index].receive(input) }
  }

  /// Delivers what the keyboard posted up to `time`, decoding every notification once.
  mutating func deliver(upTo time: TimeInterval) throws {
    for output in keyboard.drainOutputs(upTo: time) {
      switch output {
      case .notification(let posted):
        let event: KeyboardEvent
        do {
          event = try posted.decoded()
        } catch {
          throw SimulationError.undecodableNotification(
            scenario: scenario.name, device: device.id, reason: "\(error)")
        }
        trace?.notifications.append((posted.time, posted.kind.notificationName))
        send(.notification(event))
      case .hostFrame(let frame, let time):
        send(.hostFrame(frame, time: time))
      case .layoutChange(let change):
        send(.layoutGuide(KeyboardLayoutGuideFrame(change, placement: app.placement)))
      }
    }
  }

  /// Performs one scripted action.
  mutating func perform(_ action: ScenarioTimeline.Action, at time: TimeInterval) {
    switch action {
    case .focus(let content, let duration):
      keyboard.focus(content: content, duration: duration, at: time)
    case .focusInOtherApp(let duration): keyboard.focusInOtherApp(duration: duration, at: time)
    case .thirdPartyStep(let step): keyboard.thirdPartyStep(step, at: time)
    case .repeatWillShow: keyboard.repeatWillShow(at: time)
    case .dismiss: keyboard.dismiss(at: time)
    case .predictive(let isOn): keyboard.setPredictive(isOn, at: time)
    case .emoji(let isOn): keyboard.setEmoji(isOn, at: time)
    case .rotate(let next, let bursts):
      guard next != orientation else { return }
      orientation = next
      app = makeApp(at: time)
      // viewWillTransition(to:with:) comes before the keyboard's burst.
      send(.transition(app, time: time))
      keyboard.rotationBursts = bursts
      keyboard.rotate(to: next, at: time)
    case .fingerMove(let y, let fromKeyboardTop):
      let anchor = dragAnchor ?? keyboard.modelFrame.minY
      dragAnchor = anchor
      keyboard.fingerMoved(to: fromKeyboardTop ? anchor + y : y, at: time)
    case .fingerLift(let velocity):
      dragAnchor = nil
      keyboard.fingerLifted(velocity: velocity, at: time)
    case .undock(let postsWillHide): keyboard.undock(postsWillHide: postsWillHide, at: time)
    case .float(let origin): keyboard.float(at: origin, time: time)
    case .floatingMoveStart(let target):
      floatingMove = (keyboard.floatingFrame?.origin ?? target, target)
    case .floatingMove(let fraction):
      guard let move = floatingMove else { return }
      let f = CGFloat(min(1, max(0, fraction)))
      keyboard.moveFloating(
        to: CGPoint(
          x: move.from.x + (move.to.x - move.from.x) * f,
          y: move.from.y + (move.to.y - move.from.y) * f), at: time)
    case .dock: keyboard.dock(at: time)
    case .split: keyboard.split(at: time)
    case .connectHardwareKeyboard: keyboard.connectHardwareKeyboard(at: time)
    case .disconnectHardwareKeyboard: keyboard.disconnectHardwareKeyboard(at: time)
    case .switchInputView(.keyboard): keyboard.switchToKeyboard(at: time)
    case .switchInputView(.panel(let height)): keyboard.switchToInputView(height: height, at: time)
    case .barLines(let lines):
      // The composer animates the height change; every strategy reads it per frame.
      _ = try? bar.update(lineCount: lines, at: time)
    }
  }

  /// Measures every strategy's bar against the true keyboard at one display frame.
  mutating func measure(at time: TimeInterval, frame: Int) {
    app.barHeight = bar.height(at: time)
    let visible = keyboard.visibleFrame(at: time)
    // The reference: the true keyboard under the package's one docking policy.
    let coverage = DockingGeometry.coverage(
      of: visible, mode: keyboard.dockingMode, in: app.placement)
    let truth = DockingGeometry.barLayout(coverage: coverage, in: app)
    var accessoryApp = app
    // This app's input accessory view rides only this app's keyboard; another app's keyboard
    // leaves it at the bottom of the screen, like a hidden one (an estimate: not observed).
    accessoryApp.inputAccessoryFrame = DockingGeometry.inputAccessoryFrame(
      keyboard: keyboard.isLocal ? visible : keyboard.hiddenFrame,
      screenSafeAreaBottom: device.safeArea(orientation).bottom, app: app)
    var bars: [CGRect] = []
    var bottoms: [CGFloat] = []
    var insets: [CGFloat] = []
    for index in strategies.indices {
      let strategy = strategies[index]
      let context = strategy.hosting == .inputAccessoryView ? accessoryApp : app
      let layout = strategy.layout(at: time, in: context)
      let measurement = FrameMeasurement(
        layout: layout, truth: truth, trueCoverage: coverage, app: app, time: time)
      results[index].add(measurement, index: frame)
      if trace != nil {
        bars.append(app.placement.convertToScreen(layout.frame))
        bottoms.append(layout.frame.maxY)
        insets.append(layout.contentBottomInset)
      }
    }
    guard trace != nil else { return }
    trace?.frames.append(
      RunTrace.Frame(
        time: time, screen: app.screenBounds, window: app.placement.windowFrame,
        view: app.placement.frameInScreen, safeArea: app.placement.safeAreaInsets,
        keyboard: visible, floatingKeyboard: keyboard.floatingFrame,
        keyboardTop: app.placement.bounds.maxY - coverage, bars: bars, barBottoms: bottoms,
        contentInsets: insets))
  }
}
