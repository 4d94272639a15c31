#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  @testable import KeyboardDockSimulatorApps
  import Testing
  import KeyboardDockTestFixtures
  import KeyboardDockUIKit

  /// The shipping rows' last-row check (`FrameMeasurement.isLastRowVisible` through
  /// `ShippingRun.contentEndShift(of:at:)`) reads where the screen shows the content, not only
  /// where the model's content offset has it.
  ///
  /// An offset changed inside an animation block holds its end value in the model from the
  /// change on, while the screen shows the scroll layer's presentation bounds. The old check put
  /// the last row on the inset's edge alone: a transcript scrolled down with its shrinking
  /// composer's own animation (`KeyboardChatTranscript.barDidChangeHeight(_:)`) was counted
  /// hidden on every frame of the shrink (30 frames a run in `chat-growing-composer`, 996 over
  /// the dock row), while the newest message, read from its view's presentation frame, never
  /// was. A row the app really leaves under its bar (an offset set at once) is still counted on
  /// every frame it is under it.
  @Suite("The shipping rows' last-row check")
  struct ShippingLastRowCheckTests {
    /// A view controller with a scroll view filling its view, `content` points of content.
    @MainActor
    final class ScrollApp: UIViewController {
      let scrollView = UIScrollView()
      let content: CGFloat

      init(content: CGFloat) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
      }

      required init?(coder: NSCoder) { nil }

      override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: view.bounds.width, height: content)
        view.addSubview(scrollView)
      }
    }

    /// The shift when the app moves the bottom inset from 300 to 250 pt and the offset from
    /// `from` to `to`, inside a 0.4 s linear animation, measured 0.1 s in (a quarter of the way).
    @MainActor
    static func shift(
      content: CGFloat, from: CGFloat? = nil, to: CGFloat? = nil, isFlipped: Bool = false
    ) -> (shift: CGFloat, modelOffset: CGFloat, boundsHeight: CGFloat) {
      let controller = ScrollApp(content: content)
      let app = HostedApp(controller, device: "iphone-15")
      let scrollView = controller.scrollView
      if isFlipped { scrollView.transform = CGAffineTransform(scaleX: 1, y: -1) }
      let height = scrollView.bounds.height
      app.system.advance(to: 0.1)
      app.system.perform(at: 0.1) { _ in
        UIView.performWithoutAnimation {
          scrollView.contentInset.bottom = 300
          scrollView.contentOffset.y = from ?? (content - height + 300)
        }
      }
      app.system.advance(to: 0.2)
      app.system.perform(at: 0.2) { _ in
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) {
          scrollView.contentInset.bottom = 250
          scrollView.contentOffset.y = to ?? (content - height + 250)
        }
      }
      app.system.advance(to: 0.3)
      return (
        ShippingRun.contentEndShift(of: scrollView, at: 0.3), scrollView.contentOffset.y, height
      )
    }

    @Test func theShiftIsTheOffsetAnimationInFlightAtTheContentsEnd() async throws {
      try await onMainQueue {
        // At the end, scrolled down by 50 pt along a linear curve: a quarter of the way at
        // 0.1 s, so the screen shows the content 37.5 pt above the model's end.
        let atEnd = Self.shift(content: 3000)
        #expect(atEnd.boundsHeight > 700)
        #expect(abs(atEnd.modelOffset - (3000 - atEnd.boundsHeight + 250)) < 0.001)
        #expect(abs(atEnd.shift - -37.5) < 0.001)
        // Flipped (an inverted transcript, its keyboard side on top): its end is the content's
        // start, and the screen shows the content moving the other way: 37.5 pt below.
        let flipped = Self.shift(content: 3000, from: 50, to: 0, isFlipped: true)
        #expect(abs(flipped.shift - 37.5) < 0.001)
        let flippedDown = Self.shift(content: 3000, from: 0, to: 50, isFlipped: true)
        #expect(flippedDown.shift == 0)
        // An animation towards another offset (a form scrolling a field in): no shift.
        let elsewhere = Self.shift(content: 3000, from: 400, to: 1000)
        #expect(elsewhere.shift == 0)
      }
    }

    @Test func aTranscriptRidingItsShrinkingComposerIsNotHidden() async throws {
      let dock = try await ShippingContentTests.run("chat-growing-composer", device: "iphone-15")
      #expect(dock.frames > 60)
      // The old check: 30 frames, one for each frame of the composer's shrink.
      #expect(dock.framesLastRowHidden == 0)
      // The newest message's view, read from its presentation frame, agrees.
      #expect(dock.content?.lastMessageHiddenFrames == 0)
    }

    /// The dock row's growing-composer app with one mistake: it tells the dock of its layout
    /// inside `UIView.performWithoutAnimation(_:)`, so when its composer shrinks inside its own
    /// animation the dock insets the transcript and scrolls its end at once, while the composer
    /// still shows taller.
    @MainActor
    final class JumpingTranscriptApp: DockVariantViewController {
      override func layOutBar() {
        UIView.performWithoutAnimation { super.layOutBar() }
      }
    }

    /// `bar-shrinks-during-show` with ``JumpingTranscriptApp``: the last row, at the end of the
    /// content, is under the bar on every frame the bar shows taller than its end height, and
    /// counted on each.
    @Test func aRowLeftUnderAShrinkingBarIsCountedOnEveryFrame() async throws {
      let scenario = try #require(
        BuiltInScenarios.all.first { $0.name == "bar-shrinks-during-show" })
      let device = try #require(DeviceCatalogue.device(named: "iphone-15"))
      let strategy = ShippingStrategy(
        name: "jumping-transcript", technique: "test", summary: "test"
      ) { bar in JumpingTranscriptApp(bar: bar) }
      let run = ShippingRun(scenario: scenario, device: device, fps: 60, strategy: strategy)
      nonisolated(unsafe) var recorded: (result: RunResult, trace: RunTrace)?
      try await onMainQueue { recorded = try run.runRecorded() }
      let (result, trace) = try #require(recorded)
      #expect(trace.frames.count == result.frames)
      let end = try #require(trace.frames.last?.bars[0].height)
      // The message is sent (the bar's height set to one line) at the scenario's second step.
      #expect(trace.actionTimes.count == 3)
      let sent = try #require(trace.actionTimes.dropFirst().first)
      // The frames shown after that on which the bar still shows taller than it ends: the
      // app's inset is for the end height and its offset at the content's end, so the row is
      // under the bar by the difference. (Before, the bar is four lines tall at rest and inset
      // for them.)
      let taller = trace.frames.filter {
        $0.time > sent && $0.bars[0].height > end + FrameMeasurement.tolerance
      }.count
      #expect(taller > 20)
      #expect(result.framesLastRowHidden == taller)
    }
  }
#endif
