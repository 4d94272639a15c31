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
