import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import KeyboardDockSimulatedIOS

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
  /// The keyboard trace being exported, when ``ScenarioRun/exportsKeyboardTrace`` is set.
  var export: KeyboardTraceExport?
  /// The start and end of the floating keyboard's current move.
  var floatingMove: (from: CGPoint, to: CGPoint)?
  /// The keyboard's top when the current drag began, for keyboard-relative paths.
  var dragAnchor: CGFloat?
  /// The app's memory of keyboard heights, fed by the notifications it decodes (the composer's
  /// `KeyboardHeightMemory`): custom input panels open at the remembered height.
  var heightMemory = KeyboardHeightMemory()
  /// The iOS version's profile.
  let profile: IOSProfile
  /// What each strategy's app observes on that version (IOSAppObservations), by index.
  var observed: [IOSAppObservations]
  /// The app's window now: the scenario's, until a `window` step changes it.
  var window: AppWindow
  /// Which way up the interface is.
  var interfaceOrientation: InterfaceOrientation
  /// The orientation a `turn` step is turning the interface to, while it runs.
  var turning: InterfaceOrientation?
  /// The time of each strategy's last keyboard input (notification, KVO value, layout guide).
  var lastInputs: [TimeInterval?] = []
  /// When an app was given a value that shows nothing of where the keyboard is
  /// (``KeyboardLayoutChange/hidesPosition``).
  var silentChanges: [TimeInterval] = []
  /// Whether each strategy's app last saw a value that hid the keyboard's position, and nothing
  /// has shown it since.
  var positionHidden: [Bool] = []
  /// How many fingers are on the app's scroll view (0 or 1: one drag at a time).
  var fingersDown = 0
  /// Whether a finger gesture that found a keyboard to drag is under way.
  var isGestureUnderWay = false
  /// Where the finger on the app's scroll view is, in screen points, while it is down.
  var fingerY: CGFloat?
  /// The content apps (recommended, inset only) of a scenario with a form or a transcript.
  var contentApps: [ContentApp] = []
  /// Their scroll views in the simulated iOS, by index.
  var contentLayers: [ScrollViewLayer] = []
  /// Their measurements, by index.
  var contentMeasurements: [ContentMeasurement] = []
  /// What each content app observes on the profile's iOS version, by index.
  var contentObserved: [IOSAppObservations] = []
  /// When focus last moved to a form field, in seconds.
  var lastFocusTime: TimeInterval = -.infinity
  /// When the focused field may start to scroll in, in seconds: the focus change, or, when focus
  /// moved while a finger dragged the keyboard (the policy scrolls nothing then), the drag's end.
  var revealStart: TimeInterval = -.infinity
  /// Whether the keyboard was being dragged at the last measured frame.
  var wasDragged = false
  /// When the last drag of the keyboard started, in seconds.
  var dragStartedAt: TimeInterval = .infinity

  init(run: ScenarioRun) throws(ComposerError) {
    scenario = run.scenario
    device = run.device
    orientation = run.scenario.orientation
    window = run.scenario.window
    interfaceOrientation = InterfaceOrientation(starting: run.scenario.orientation)
    bar = try InputBarModel.bar(lines: run.scenario.barLines)
    // The variant changes the simulated iOS only; the app still reads the version's number.
    let profile = run.variant.apply(to: run.profile)
    self.profile = profile
    keyboard = SystemKeyboard(
      device: profile.device(run.device), orientation: orientation,
      isPredictiveOn: run.scenario.isPredictiveOn, profile: profile)
    keyboard.eventOrder = run.variant.eventOrder ?? run.eventOrder
    keyboard.accessoryToolbarHeight = run.scenario.inputAccessoryHeight
    app = AppContext(
      screenBounds: .zero, placement: ViewPlacement.fullScreen(.zero), barHeight: 0,
      systemVersion: run.profile.version)
    strategies = run.strategies.map { $0.make() }
    lastInputs = Array(repeating: nil, count: strategies.count)
    positionHidden = Array(repeating: false, count: strategies.count)
    observed = strategies.map {
      IOSAppObservations(profile: profile, hasInputAccessory: $0.installsInputAccessory)
    }
    results = run.strategies.map {
      var result = RunResult(
        scenario: run.scenario.name, device: run.device.id, strategy: $0.name, fps: run.fps,
        ios: run.profile.version)
      result.variant = run.variant.name
      return result
    }
    trace =
      run.recordsTrace
      ? RunTrace(
        scenario: run.scenario.name, device: run.device.id, fps: run.fps,
        strategies: run.strategies.map(\.name))
      : nil
    trace?.ios = run.profile.version
    export = run.exportsKeyboardTrace ? KeyboardTraceExport(run: run) : nil
    app = makeApp(at: 0)
    if let content = run.scenario.content {
      contentApps = ContentApp.Setup.allCases.map { ContentApp(setup: $0, content: content) }
      contentLayers = contentApps.map { $0.makeLayer(in: app.placement) }
      contentMeasurements = contentApps.map { _ in ContentMeasurement(content: content) }
      contentObserved = contentApps.map {
        IOSAppObservations(profile: run.profile, hasInputAccessory: $0.installsInputAccessory)
      }
    }
    send(.transition(app, time: 0))
    send(
      .layoutGuide(
        KeyboardLayoutGuideFrame(
          KeyboardLayoutChange(
            frame: keyboard.modelFrame, floatingFrame: nil, mode: .hidden, animation: nil,
            time: 0), placement: app.placement)))
  }

  /// The app view's scene geometry in the simulated iOS, kept with ``app``.
  var scene = SceneGeometry(windowFrame: .zero, viewFrame: .zero, safeArea: .zero)

  /// The app's geometry for the current orientation, with the bar's height at `time`.
  mutating func makeApp(at time: TimeInterval) -> AppContext {
    scene = window.geometry(on: device, orientation: orientation)
    return AppContext(
      screenBounds: device.screenBounds(orientation),
      placement: window.placement(on: device, orientation: orientation),
      barHeight: bar.height(at: time), inputAccessoryHeight: scenario.inputAccessoryHeight,
      systemVersion: profile.version)
  }

  /// Gives an input to every strategy.
  mutating func send(_ input: StrategyInput) {
    if export != nil {
      export?.setOrientation(turning ?? interfaceOrientation)
      export?.receive(input)
    }
    for index in strategies.indices {
      if case .layoutGuide(let guide) = input { lastInputs[index] = guide.time }
      strategies[index].receive(input)
    }
    for index in contentApps.indices {
      contentApps[index].receive(input, layer: &contentLayers[index])
    }
  }

  /// Tells the content apps that focus moved to the form's field `id`.
  mutating func focusContent(_ id: String, at time: TimeInterval) {
    lastFocusTime = time
    for index in contentApps.indices {
      contentApps[index].focus(id, layer: &contentLayers[index], at: time)
    }
  }

  /// Delivers what the keyboard posted up to `time` to every strategy, as its app observes it on
  /// the profile's iOS version (RunState+IOSProfile.swift).
  mutating func deliver(upTo time: TimeInterval) throws {
    try deliverObserved(keyboard.drainOutputs(upTo: time))
  }

  /// Remembers the height of a system or emoji keyboard this app shows, as the composer does.
  mutating func remember(_ event: KeyboardEvent) {
    let kind: KeyboardHeightMemory.KeyboardKind
    // The app knows which keyboard its field shows (`UITextInputMode.primaryLanguage` is
    // "emoji" for the emoji keyboard); custom panels and third-party keyboards are not kept.
    switch keyboard.content {
    case .system: kind = .default
    case .emoji: kind = .emoji
    case .thirdParty, .inputView: return
    }
    // The memory throws only for empty screen bounds; the catalogue's are never empty.
    _ = try? heightMemory.remember(event, in: app.screenBounds, for: memoryKey(kind))
  }

  /// The memory's key for this device and orientation and a keyboard kind.
  func memoryKey(_ kind: KeyboardHeightMemory.KeyboardKind) -> KeyboardHeightMemory.Key {
    KeyboardHeightMemory.Key(
      deviceName: device.id,
      orientation: KeyboardHeightMemory.Orientation(screenBounds: app.screenBounds),
      kind: kind)
  }

  /// Performs one scripted action.
  ///
  /// - Throws: ``ImpossibleAction`` when the simulated iOS cannot do it now, or the composer's
  ///   error for a bar it refuses.
  mutating func perform(_ action: ScenarioTimeline.Action, at time: TimeInterval) throws {
    try checkPossible(action)
    switch action {
    case .focus(let content, let duration):
      try keyboard.focus(content: content, duration: duration, at: time)
      export?.firstResponder("UITextView", at: time)
      if case .form(let form) = scenario.content { focusContent(form.focused, at: time) }
    case .focusInOtherApp(let duration):
      try keyboard.focusInOtherApp(duration: duration, at: time)
      export?.firstResponder(nil, at: time)
    case .thirdPartyStep(let step): try keyboard.thirdPartyStep(step, at: time)
    case .repeatWillShow: keyboard.repeatWillShow(at: time)
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
        try perform(.rotate(next.shape, bursts: bursts), at: time)
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
    case .swipeBackStart: try keyboard.beginSwipeBack(at: time)
    case .swipeBackEnd(let completed): try keyboard.endSwipeBack(completed: completed, at: time)
    case .background: try keyboard.enterBackground(at: time)
    case .foreground: try keyboard.enterForeground(at: time)
    case .reduceMotion(let isOn):
      try keyboard.setCrossFadeTransitions(isOn, at: time)
      send(.crossFadeTransitions(isOn, time: time))
    case .autofill(let isOn): try keyboard.setAutofillBar(isOn, at: time)
    case .dictation(let isOn): try keyboard.setDictation(isOn, at: time)
    case .language(let language): try keyboard.setLanguage(language, at: time)
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

  /// Refuses a user action the app cannot receive now: any touch or typing while the app is in
  /// the background, and another touch while a finger swipes back.
  ///
  /// - Throws: ``ImpossibleAction`` naming the action and why.
  func checkPossible(_ action: ScenarioTimeline.Action) throws(ImpossibleAction) {
    switch action {
    case .background, .foreground, .reduceMotion, .language, .predictive, .rotate, .turn,
      .connectHardwareKeyboard, .disconnectHardwareKeyboard, .thirdPartyStep, .repeatWillShow,
      .swipeBackEnd:
      // Settings, the device and the system, or the end of a step already under way.
      return
    default:
      break
    }
    if keyboard.isInBackground {
      throw ImpossibleAction(
        "step", "the app is in the background; add a \"foreground\" step first")
    }
    guard keyboard.isSwipingBack else { return }
    switch action {
    case .fingerDown, .fingerMove, .swipeBackStart, .floatingMoveStart, .floatingMove:
      throw ImpossibleAction(
        "step", "a finger is swiping back; it lifts when the swipe-back step ends")
    default:
      return
    }
  }

  /// Measures every strategy's bar against the true keyboard at one display frame.
  mutating func measure(at time: TimeInterval, frame: Int) {
    if keyboard.isSettled(at: time) {
      // At rest the keyboard is where the last values said it would rest.
      for index in positionHidden.indices { positionHidden[index] = false }
    }
    app.barHeight = bar.height(at: time)
    // The reference: what the simulated iOS shows, read from its truth, never from Core.
    let screenTruth = ScreenTruth(keyboard: keyboard, at: time, scene: scene)
    let visible = screenTruth.keyboard
    export?.frame(at: time, truth: screenTruth, screen: app.screenBounds)
    let coverage = screenTruth.barLift
    let correct = screenTruth.correctBar(contentHeight: app.barHeight)
    let truth = BarLayout(frame: correct.frame, contentBottomInset: correct.contentInset)
    var accessoryApp = app
    accessoryApp.inputAccessoryFrame = screenTruth.inputAccessoryFrame(
      contentHeight: app.barHeight, screen: device.screenBounds(orientation),
      screenSafeAreaBottom: device.safeArea(orientation).bottom)
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
      results[index].noteOverBound(measurement, lastInput: lastInputs[index])
      results[index].addCorners(
        exposure: KeyboardCornerExposure.area(
          keyboard: visible, radius: keyboard.profile.keyboardCornerRadius,
          screen: app.placement.frameInScreen, barBackground: barBackground(layout)))
      if trace != nil {
        bars.append(app.placement.convertToScreen(layout.frame))
        bottoms.append(layout.frame.maxY)
        insets.append(layout.contentBottomInset)
      }
    }
    measureContent(truth: screenTruth, at: time)
    guard trace != nil else { return }
    trace?.frames.append(
      RunTrace.Frame(
        time: time, screen: app.screenBounds, window: app.placement.windowFrame,
        view: app.placement.frameInScreen, safeArea: app.placement.safeAreaInsets,
        keyboard: visible, floatingKeyboard: keyboard.floatingFrame,
        keyboardIsSplit: keyboard.mode == .split, keyboardTop: app.placement.bounds.maxY - coverage,
        bars: bars, barBottoms: bottoms,
        contentInsets: insets))
  }
}

extension RunState {
  /// Measures each content setup's scroll view against the simulated iOS, and puts the figures
  /// on the `tracker` strategy's row (the first row when it did not run).
  mutating func measureContent(truth: ScreenTruth, at time: TimeInterval) {
    guard let content = scenario.content, !contentApps.isEmpty else { return }
    if !wasDragged, keyboard.isDragged { dragStartedAt = time }
    if !keyboard.isDragged {
      if wasDragged, lastFocusTime + ContentApp.revealDuration > dragStartedAt {
        // Focus moved while a finger dragged the keyboard, or the drag interrupted the field's
        // scrolling in: it scrolls in from the drag's end, the first moment the form policy
        // scrolls again.
        revealStart = time
      } else if lastFocusTime > revealStart {
        revealStart = lastFocusTime
      }
    }
    wasDragged = keyboard.isDragged
    for index in contentApps.indices {
      contentMeasurements[index].measure(
        &contentLayers[index], truth: truth, barHeight: app.barHeight, content: content,
        focused: contentApps[index].focused,
        isRevealing: time < revealStart + ContentApp.revealDuration + 1e-9,
        isDragged: keyboard.isDragged, placement: app.placement, time: time)
    }
    let row = results.firstIndex { $0.strategy == TrackerStrategy.descriptor.name } ?? 0
    guard results.indices.contains(row) else { return }
    for (index, app) in contentApps.enumerated() {
      switch app.setup {
      case .recommended: results[row].content = contentMeasurements[index].figures
      case .insetOnly: results[row].insetOnlyContent = contentMeasurements[index].figures
      }
    }
  }
}
