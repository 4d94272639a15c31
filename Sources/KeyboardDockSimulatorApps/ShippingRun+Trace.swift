#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator

  /// The report's plot and filmstrip of the shipping rows: each row's run of one scenario on one
  /// device, recorded frame by frame and put side by side in one ``KeyboardDockSimulator/RunTrace``.
  ///
  /// An ideal suite's run measures every strategy in one simulation; the shipping rows are one
  /// app each, so each is its own run of the same scenario, device, frame rate and iOS version.
  /// The simulated iOS is deterministic, so rows whose apps leave the keyboard alike show the
  /// same keyboard at the same frames and share one trace; see
  /// ``ShippingRun/recordedSideBySide(_:)``.
  extension ShippingRun {
    /// Runs the scenario and records every display frame: the keyboard as the user sees it, the
    /// bar's presentation frame and the scroll view's inset, the notifications the app received
    /// and the scenario's action times.
    ///
    /// Call it on the main thread, as ``run()``.
    @MainActor
    public func runRecorded() throws -> (result: RunResult, trace: RunTrace) {
      var trace: RunTrace? = RunTrace(
        scenario: scenario.name, device: device.id, fps: fps, ios: profile.version,
        strategies: [strategy.name])
      let result = try run(recording: &trace)
      guard let trace else { preconditionFailure("a recorded run keeps its trace") }
      return (result, trace)
    }

    /// The traces of the shipping rows `strategies` side by side on this run's scenario,
    /// device, frame rate, iOS version and model variant (``strategy`` is replaced by each in
    /// turn), in that order; a row that cannot run the scenario (``unsupportedReason``) is left
    /// out.
    ///
    /// Rows whose runs showed the same keyboard at the same display frames share a trace. A
    /// row's app can change what the keyboard does (an input accessory view is part of the
    /// keyboard: it is taller, and it stays on screen after the keys hide), so such a row gets a
    /// trace of its own rather than being drawn against a keyboard it did not have.
    ///
    /// - Returns: The traces, none when no row can run the scenario.
    /// - Throws: The first row's failure (``ShippingRunError``).
    @MainActor
    public func recordedSideBySide(_ strategies: [ShippingStrategy]) throws -> [RunTrace] {
      var results: [String: RunResult] = [:]
      return try recordedSideBySide(strategies, results: &results)
    }

    /// ``recordedSideBySide(_:)``, which also puts each recorded row's result in `results` by
    /// the row's name: the result ``run()`` gives for that row (the run is the same; recording
    /// only reads it).
    @MainActor
    public func recordedSideBySide(
      _ strategies: [ShippingStrategy], results: inout [String: RunResult]
    ) throws -> [RunTrace] {
      var groups: [RunTrace] = []
      for (place, strategy) in strategies.enumerated() {
        var run = self
        run.strategy = strategy
        guard run.unsupportedReason == nil else { continue }
        let recorded = try run.runRecorded()
        results[strategy.name] = recorded.result
        var trace = recorded.trace
        // Each row keeps its colour of the report's legend, where the rows are in this order.
        trace.palettes = [place]
        if let index = groups.firstIndex(where: { Self.showSameKeyboard($0, trace) }) {
          groups[index].strategies += trace.strategies
          groups[index].palettes += trace.palettes
          for frame in groups[index].frames.indices {
            groups[index].frames[frame].bars += trace.frames[frame].bars
            groups[index].frames[frame].barBottoms += trace.frames[frame].barBottoms
            groups[index].frames[frame].contentInsets += trace.frames[frame].contentInsets
          }
        } else {
          groups.append(trace)
        }
      }
      return groups
    }

    /// Whether two recorded runs showed the same screen, keyboard and bar line at the same
    /// display frames.
    static func showSameKeyboard(_ a: RunTrace, _ b: RunTrace) -> Bool {
      a.frames.count == b.frames.count
        && zip(a.frames, b.frames).allSatisfy { x, y in
          x.time == y.time && x.keyboard == y.keyboard && x.floatingKeyboard == y.floatingKeyboard
            && x.keyboardIsSplit == y.keyboardIsSplit && x.keyboardTop == y.keyboardTop
            && x.view == y.view && x.screen == y.screen
        }
    }

    /// One display frame of a recorded run, shown at `time`.
    @MainActor
    func traceFrame(
      at time: TimeInterval, system: HostedIOS, scene: SceneGeometry, context: AppContext,
      truth: ScreenTruth, bar: CGRect, layout: BarLayout
    ) -> RunTrace.Frame {
      let placement = context.placement
      return RunTrace.Frame(
        time: time, screen: context.screenBounds, window: placement.windowFrame,
        view: placement.frameInScreen, safeArea: placement.safeAreaInsets,
        keyboard: truth.keyboard, floatingKeyboard: system.keyboard.floatingFrame,
        keyboardIsSplit: system.keyboard.mode == .split,
        keyboardTop: truth.correctBar(contentHeight: context.barHeight).frame.maxY,
        bars: [bar], barBottoms: [layout.frame.maxY], contentInsets: [layout.contentBottomInset])
    }
  }

  /// The keyboard notifications the hosted system posts to the app during a recorded run, with
  /// their times, for the plot's ticks: in the order the system posts them
  /// (``HostedIOS/onKeyboardNotificationPost``), a post made from an observer's block after the
  /// post that caused it.
  @MainActor
  final class PostedNotificationLog {
    private var posted: [(time: TimeInterval, name: String)] = []
    private weak var system: HostedIOS?

    /// Starts recording what `system` posts.
    init(system: HostedIOS) {
      self.system = system
      system.onKeyboardNotificationPost = { [weak self] name, time in
        self?.posted.append((time, name))
      }
    }

    /// Stops recording and returns what was posted, in order.
    func finish() -> [(time: TimeInterval, name: String)] {
      system?.onKeyboardNotificationPost = nil
      return posted
    }
  }
#endif
