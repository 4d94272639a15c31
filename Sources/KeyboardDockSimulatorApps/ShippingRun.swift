#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator

  /// One scenario on one device, run by a shipping app on the hosted UIKit and measured with the
  /// simulator's metrics (``KeyboardDockSimulator/FrameMeasurement``).
  ///
  /// The scenario's actions are the user's (``KeyboardDockSimulator/HostedScenarioAction``): the
  /// app's field becomes or resigns first responder in a run-loop turn of `HostedIOS`, which
  /// drives the simulated keyboard and posts what it does to the app. At every display frame the
  /// run reads the bar view's presentation frame and the scroll view's adjusted bottom inset
  /// from the hosted UIKit and compares them with the simulated iOS's truth
  /// (``KeyboardDockSimulatedIOS/ScreenTruth``): the bar's bottom edge belongs on the keyboard's
  /// top, or on the bottom safe area while the keyboard covers less than it (the quick start's
  /// bar is docked above the safe area; a correct bar's content sits on that line, its
  /// background padded below: ``KeyboardDockSimulatedIOS/ScreenTruth/correctBar(contentHeight:)``).
  public struct ShippingRun: Sendable {
    /// The scenario.
    public var scenario: Scenario
    /// The device.
    public var device: Device
    /// Display frames per second.
    public var fps: Int
    /// The iOS version's behaviours.
    public var profile: IOSProfile
    /// The shipping app.
    public var strategy: ShippingStrategy
    /// The alternative model of one reported or estimated fact the simulated iOS uses.
    ///
    /// The fact table's model (`kbdock facts`) unless set. The app still reads the version's
    /// number.
    public var variant: ModelVariant = .baseline
    /// The order of a change's notification and KVO callback: alternating at every change, the
    /// fact table's model (`kvo-notification-order`), unless set; a variant that sets an order
    /// overrides it (`kvo-first`, `notification-first`).
    public var eventOrder: EventOrder = .modelled

    /// Creates a run.
    public init(
      scenario: Scenario, device: Device, fps: Int, profile: IOSProfile = .ios18,
      strategy: ShippingStrategy
    ) {
      self.scenario = scenario
      self.device = device
      self.fps = fps
      self.profile = profile
      self.strategy = strategy
    }

    /// Why the hosted system cannot run the scenario (the same words for every scenario held back
    /// by the same thing), or `nil` when it can.
    public var unsupportedReason: String? {
      hostedUnsupportedReason ?? appUnsupportedReason
    }

    /// Why the hosted system cannot perform the scenario's steps, whatever the row, or `nil`
    /// when it can: the part of ``unsupportedReason`` that is the same for every row, so a
    /// plan of many rows works it out once per scenario, device and version.
    public var hostedUnsupportedReason: String? {
      do {
        _ = try hostedRun.hostedActions()
      } catch let error as HostedScenarioUnsupported {
        return error.reason
      } catch {
        return "\(error)"
      }
      return nil
    }

    /// Why the row's app cannot host what the scenario shows (a form or transcript, its bar),
    /// or `nil` when it can.
    ///
    /// The form and transcript apps show every bar a scenario asks for (a growing composer, a
    /// toolbar accessory), as the quick start's variant does.
    public var appUnsupportedReason: String? {
      guard scenario.content != nil else { return strategy.unsupportedReason(for: bar) }
      return strategy.contentUnsupportedReason
    }

    /// What the scenario asks of the app's bar.
    public var bar: ShippingAppBar { ShippingAppBar(scenario: scenario) }

    private var hostedRun: ScenarioRun {
      var run = ScenarioRun(scenario: scenario, device: device, fps: fps, strategies: [])
      run.profile = profile
      return run
    }

    /// Runs the scenario and measures every display frame.
    ///
    /// Call it on the main thread, as UIKit runs an app (inside `OperationQueue.main` from a
    /// test, so `NotificationCenter` calls the adapters' `queue: .main` observers at once).
    ///
    /// - Throws: ``ShippingRunError`` for a scenario the hosted system cannot run, or one that
    ///   does not settle; a ``KeyboardDockSimulator/SimulationError`` for a bad scenario or a
    ///   step the keyboard cannot do at its moment (`stepFailed`, as the ideal rows say it).
    @MainActor
    public func run() throws -> RunResult {
      var trace: RunTrace?
      return try run(recording: &trace)
    }

    /// Runs the scenario and measures every display frame, appending each to `trace` when it is
    /// not `nil` (ShippingRun+Trace.swift).
    @MainActor
    func run(recording trace: inout RunTrace?) throws -> RunResult {
      let actions: [HostedScenarioAction]
      let end: TimeInterval
      do {
        (actions, end) = try hostedRun.hostedActions()
      } catch let error as HostedScenarioUnsupported {
        throw ShippingRunError.unsupported(
          scenario: error.scenario, strategy: strategy.name, step: error.step,
          reason: error.reason)
      }
      if let reason = appUnsupportedReason {
        throw ShippingRunError.unsupported(
          scenario: scenario.name, strategy: strategy.name, step: 1, reason: reason)
      }
      let clock = try VirtualClock(fps: fps)
      let orientation = scenario.orientation
      let system = HostedIOS(
        device: device, orientation: orientation, profile: variant.apply(to: profile),
        window: scenario.window, fps: fps)
      system.keyboardEventOrder = variant.eventOrder ?? eventOrder
      let notifications = trace == nil ? nil : PostedNotificationLog(system: system)
      var content = scenario.content.map { ShippingContentMeasurement(content: $0) }
      let contentApp = scenario.content.flatMap { strategy.makeContentApp($0, bar: bar) }
      let app: any ShippingApp = contentApp ?? strategy.makeApp(bar)
      let window = UIWindow(windowScene: system.windowScene)
      window.rootViewController = app
      window.makeKeyAndVisible()
      if let reason = app.setupError {
        throw ShippingRunError.appSetupFailed(strategy: strategy.name, reason: reason)
      }
      // The views measured at every frame: each app's bar and scroll view are the same views for
      // its whole life (``ShippingApp``), read once for the run rather than retained and released
      // at every frame (debug builds check it at every frame).
      let barView = app.bar
      let scrollView = app.scrollView
      var result = RunResult(
        scenario: scenario.name, device: device.id, strategy: strategy.name, fps: fps,
        ios: profile.version)
      result.variant = variant.name
      var performer = HostedPerformer(scenario: scenario)
      let limit = end + ScenarioRun.settlingLimit
      var next = 0
      var frame = 0
      var settledAt: TimeInterval?
      while true {
        let now = clock.time(ofFrame: frame)
        guard now <= limit else {
          throw ShippingRunError.didNotSettle(
            scenario: scenario.name, device: device.id, after: ScenarioRun.settlingLimit)
        }
        while next < actions.count, actions[next].time <= now {
          let action = actions[next]
          do {
            // Since the last frame the run only measured, as below: a frame before the action
            // in which nothing reaches the app leaves the run loop asleep.
            try system.perform(at: action.time, idleFramesSleep: true) { system in
              try performer.perform(action, app: app, system: system)
            }
            if let refusal = system.refusals.first { throw ImpossibleAction("step", refusal) }
            switch action.kind {
            case .focus, .focusFormField: content?.focusMoved(at: action.time)
            default: break
            }
          } catch {
            // A step the keyboard cannot do at its moment: named as the ideal rows name it.
            let steps = scenario.steps
            throw SimulationError.stepFailed(
              scenario: scenario.name, device: device.id, step: action.step,
              action: steps.indices.contains(action.step - 1)
                ? steps[action.step - 1].action : "step",
              time: action.time, reason: (error as? ImpossibleAction)?.reason ?? "\(error)")
          }
          next += 1
        }
        // Between frames the run only measures (presentation values, the scroll view's inset):
        // no app code runs, so a frame in which nothing reaches the app leaves the run loop
        // asleep.
        system.advance(to: now, idleFramesSleep: true)
        let shape = system.keyboard.orientation
        let scene = performer.window.geometry(on: system.device, orientation: shape)
        // No app code runs until the next frame; the content app, when there is one, is `app`.
        assert(
          app.bar === barView && app.scrollView === scrollView,
          "the app's bar or scroll view changed")
        let shown = clock.time(ofFrame: frame + 1)
        let context = AppContext(
          screenBounds: system.device.screenBounds(shape),
          placement: performer.window.placement(on: system.device, orientation: shape),
          barHeight: barView.bounds.height, systemVersion: profile.version)
        let measured = measure(
          scrollView: scrollView, bar: barView, system: system, scene: scene, context: context,
          at: now, shown: shown, frame: frame, into: &result, trace: &trace)
        if let contentApp {
          // The bar as the frame shows it: a growing composer's height animates (the model's
          // bounds are its end value from the change on), and the message belongs above what
          // the user sees of the bar. The truth under the bar at `shown` is the bar
          // measurement's.
          content?.measure(
            contentApp, scrollView: scrollView, system: system, truth: measured.truth,
            barHeight: measured.barOnScreen.height, placement: context.placement, at: now,
            shown: shown)
        }
        frame += 1
        if next >= actions.count, now >= end, system.keyboard.isSettled(at: now) {
          let since = settledAt ?? now
          settledAt = since
          if now >= since + ScenarioRun.tail { break }
        } else {
          settledAt = nil
        }
      }
      window.isHidden = true
      result.content = content?.figures
      trace?.notifications = notifications?.finish() ?? []
      trace?.actionTimes = actions.map(\.time)
      return result
    }

    ///
    /// The frame measured is the one the display shows next, at `shown`: at the display frame
    /// `time` a display link's callback prepares the frame shown at its `targetTimestamp` ("the
    /// time interval that represents when the next frame displays", `CADisplayLink`
    /// documentation), and the keyboard, animated by the render server, is shown as it is then.
    ///
    /// - Returns: What the simulated iOS shows at `shown` under the bar, and the bar's frame on
    ///   the screen then.
    @MainActor
    private func measure(
      scrollView: UIScrollView, bar: UIView, system: HostedIOS, scene: SceneGeometry,
      context: AppContext,
      at time: TimeInterval, shown: TimeInterval, frame: Int, into result: inout RunResult,
      trace: inout RunTrace?
    ) -> (truth: ScreenTruth, barOnScreen: CGRect) {
      var truth = ScreenTruth(keyboard: system.keyboard, at: shown, scene: scene)
      truth.keyboard = Self.keys(under: bar, keyboard: truth.keyboard, system: system)
      let correct = truth.correctBar(contentHeight: context.barHeight)
      let line = max(truth.barLift, scene.safeArea.bottom)
      let barOnScreen = bar.presentationFrameInScreen(at: shown)
      let layout = BarLayout(
        frame: context.placement.convertFromScreen(barOnScreen),
        contentBottomInset: Self.keyboardSideInset(of: scrollView))
      var measurement = FrameMeasurement(
        layout: layout,
        truth: BarLayout(frame: correct.frame, contentBottomInset: correct.contentInset),
        trueCoverage: line, app: context, time: shown,
        contentEndShift: Self.contentEndShift(of: scrollView, at: shown))
      // `contentInset` has no presentation value: an inset set inside the keyboard's animation
      // holds the animation's end from its first frame, and is judged there
      // (``insetAtKeyboardEnd(under:inset:system:scene:context:after:)``).
      if abs(measurement.contentInsetError) > FrameMeasurement.tolerance
        || !measurement.isLastRowVisible,
        let atEnd = Self.insetAtKeyboardEnd(
          under: bar, inset: layout.contentBottomInset, system: system, scene: scene,
          context: context, after: shown),
        abs(atEnd.contentInsetError) <= FrameMeasurement.tolerance
      {
        measurement.contentInsetError = atEnd.contentInsetError
        measurement.isLastRowVisible = atEnd.isLastRowVisible
      }
      result.add(measurement, index: frame)
      if trace != nil {
        trace?.frames.append(
          traceFrame(
            at: shown, system: system, scene: scene, context: context, truth: truth,
            bar: barOnScreen, layout: layout))
      }
      return (truth, barOnScreen)
    }
  }

  /// Why a shipping-code row could not run.
  public enum ShippingRunError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The hosted system cannot perform a step of the scenario.
    case unsupported(scenario: String, strategy: String, step: Int, reason: String)
    /// The keyboard did not settle within the limit after the last action.
    case didNotSettle(scenario: String, device: String, after: TimeInterval)
    /// The app could not set its bar up (a layout description it could not realise).
    case appSetupFailed(strategy: String, reason: String)

    public var description: String {
      switch self {
      case .unsupported(let scenario, let strategy, let step, let reason):
        "scenario \"\(scenario)\" cannot run on the hosted UIKit (row \(strategy)): step \(step): "
          + reason
      case .didNotSettle(let scenario, let device, let seconds):
        "scenario \"\(scenario)\" on \(device) did not settle within \(seconds) s"
      case .appSetupFailed(let strategy, let reason):
        "the \(strategy) row's app could not set its bar up: \(reason)"
      }
    }
  }
#endif
