#if os(Linux)
  import Foundation
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  import KeyboardDockUIKit

  /// The content metrics of a shipping app's form or transcript, read from the hosted views'
  /// presentation values as the display shows them, with the meaning of the ideal rows' content
  /// columns (``KeyboardDockSimulator/ContentFigures``, `ContentMeasurement`).
  ///
  /// What the app shows comes from its views: the focused field's or the newest message's
  /// presentation frame on the screen at the display link's `targetTimestamp` (the frame
  /// ``ShippingRun`` reads its bar at), with every transform applied (an inverted transcript),
  /// and the content offset's changes made without an animation (a step on the screen,
  /// `CALayer.takeBoundsOriginSteps()`). What counts as hidden comes from the simulated iOS:
  /// the bar a correct app shows on the true keyboard
  /// (``KeyboardDockSimulatedIOS/ScreenTruth/correctBar(contentHeight:)``), as tall as the
  /// app's bar shows at that frame (a growing composer's height along its own animation, as the
  /// ideal rows take the bar's animated height, `GrowingBar.height(at:)`), and the view's top
  /// safe area. Which field is focused is the hosted system's first responder. Nothing is read
  /// from the adapters.
  ///
  /// - **Hidden**: the focused field's frame or the newest message reaches above the top
  ///   safe-area inset or below the bar's top edge by more than ``tolerance``. A field is not
  ///   counted while the keyboard is hidden, while a finger drags it (the form scrolls nothing
  ///   then), or within ``revealWindow`` of focus moving to it (it is being
  ///   scrolled in), counted from the drag's end when focus moved during a drag or a drag
  ///   interrupted the scrolling in; a message not while the lift behaviour is `never`.
  /// - **Jump**: the part of the content's step this frame beyond the bar's own move (keyboard,
  ///   finger); frames on which the view's geometry changed (rotation, window resize) are not
  ///   counted.
  @MainActor
  struct ShippingContentMeasurement {
    /// How far, in points, a field or message may reach past the visible area and still count as
    /// fully visible: a quarter point, less than a pixel on any iPhone or iPad screen, the
    /// ideal rows' tolerance.
    static let tolerance: CGFloat = 0.25

    /// How long after focus moved a field may still be scrolling in, in seconds: the ideal rows'
    /// reveal (a 0.25 s ease-in-out scroll), not read from the adapter.
    static let revealWindow: TimeInterval = 0.25

    let content: ScenarioContent
    private(set) var figures: ContentFigures
    private var lastBarTop: CGFloat?
    private var lastPlacement: ViewPlacement?
    /// When the user last moved focus (the `focus` or a `focus-field` step), in seconds.
    private var lastFocusTime: TimeInterval = -.infinity
    /// When the focused field may start to scroll in: the focus change, or the end of a drag
    /// during which focus moved.
    private var revealStart: TimeInterval = -.infinity
    private var wasDragged = false
    private var dragStartedAt: TimeInterval = .infinity

    init(content: ScenarioContent) {
      self.content = content
      switch content {
      case .form: figures = ContentFigures(isForm: true, countsMessages: false)
      case .transcript(let transcript):
        figures = ContentFigures(isForm: false, countsMessages: transcript.liftBehavior != .never)
      }
    }

    /// The user moved focus at `time` (a `focus` or `focus-field` step).
    mutating func focusMoved(at time: TimeInterval) {
      lastFocusTime = time
    }

    /// Measures the frame the display shows at `shown`, prepared at `now`.
    ///
    /// - Parameters:
    ///   - app: The app, whose views are read.
    ///   - scrollView: The app's scroll view (`app.scrollView`).
    ///   - system: The hosted system: its keyboard and first responder.
    ///   - truth: What the simulated iOS shows at `shown` (the keys under the bar).
    ///   - barHeight: The bar's height as the display shows it at `shown`.
    ///   - placement: The app view's placement now.
    ///   - now: The display frame's time.
    ///   - shown: When the frame shows.
    mutating func measure(
      _ app: any ContentShippingApp, scrollView: UIScrollView, system: HostedIOS,
      truth: ScreenTruth, barHeight: CGFloat, placement: ViewPlacement, at now: TimeInterval,
      shown: TimeInterval
    ) {
      figures.frames += 1
      let isDragged = system.keyboard.isDragged
      if !wasDragged, isDragged { dragStartedAt = now }
      if !isDragged {
        if wasDragged, lastFocusTime + Self.revealWindow > dragStartedAt {
          revealStart = now
        } else if lastFocusTime > revealStart {
          revealStart = lastFocusTime
        }
      }
      wasDragged = isDragged
      let barTop = truth.correctBar(contentHeight: barHeight).frame.minY
      let top = placement.safeAreaInsets.top
      func isHidden(_ view: UIView) -> Bool {
        let shown = placement.convertFromScreen(
          view.presentationFrameInScreenApplyingTransforms(at: shown))
        return shown.minY < top - Self.tolerance || shown.maxY > barTop + Self.tolerance
      }
      switch content {
      case .form(let form):
        let isRevealing = shown < revealStart + Self.revealWindow + 1e-9
        // The focused field is the first responder when it is one of the form's fields.
        if truth.mode != .hidden, !isDragged, !isRevealing,
          let responder = system.firstResponder as? UIView,
          form.fields.contains(where: { app.formField($0.id) === responder }),
          isHidden(responder)
        {
          figures.focusedFieldHiddenFrames? += 1
        }
      case .transcript:
        if figures.lastMessageHiddenFrames != nil, let message = app.newestMessage,
          isHidden(message)
        {
          figures.lastMessageHiddenFrames? += 1
        }
      }
      let steps = scrollView.layer.takeBoundsOriginSteps().y
      defer {
        lastBarTop = barTop
        lastPlacement = placement
      }
      guard let lastBarTop, lastPlacement == placement else { return }
      // A content offset step moves the content up when upright, down when flipped.
      let step = scrollView.transform.d < 0 ? steps : -steps
      let barMove = barTop - lastBarTop
      let explained = min(max(step, min(0, barMove)), max(0, barMove))
      figures.maxContentJump = max(figures.maxContentJump, abs(step - explained))
    }
  }

  extension ShippingRun {
    /// The scroll view's adjusted inset on the edge the screen shows at its bottom, where the
    /// bar and the keyboard are: the bottom, or the top of a view flipped by its transform (an
    /// inverted transcript, `CGAffineTransform(scaleX: 1, y: -1)`).
    @MainActor
    static func keyboardSideInset(of scrollView: UIScrollView) -> CGFloat {
      let insets = scrollView.adjustedContentInset
      return scrollView.transform.d < 0 ? insets.top : insets.bottom
    }

    /// How far below where its model content offset puts it the display shows the content at
    /// `time`, in points on the screen: the content-offset animation in flight (0 at rest).
    ///
    /// The last-row check puts the last row, scrolled to the bottom, on the inset's edge
    /// (``KeyboardDockSimulator/FrameMeasurement``). That is where the model's content offset
    /// shows it; an offset changed inside an animation block holds its end value in the model
    /// from the change on, while the screen shows the layer's presentation bounds ("the state
    /// of the layer as it currently appears onscreen", `CALayer.presentation()`), as it shows
    /// the bar's. An app that scrolls its transcript with its bar's own animation
    /// (`KeyboardChatTranscript.barDidChangeHeight(_:)` with a growing composer's transition)
    /// shows the newest message riding the bar down while the model already has it at the end;
    /// one that sets the offset at once has no animation in flight, and the row is where the
    /// inset puts it. A flipped view (an inverted transcript) shows the content moving the other
    /// way.
    ///
    /// Only while the model offset is at the content's keyboard-side end (the bottom, or the
    /// top when flipped), within ``ShippingContentMeasurement/tolerance``: the check's row is the
    /// last one scrolled to the bottom, and an animation towards another offset (a form
    /// scrolling a field into view) says nothing of where that row would show. Read from the
    /// hosted views only, not from the adapters or Core.
    @MainActor
    static func contentEndShift(of scrollView: UIScrollView, at time: TimeInterval) -> CGFloat {
      let offset = scrollView.bounds.minY
      let insets = scrollView.adjustedContentInset
      let isFlipped = scrollView.transform.d < 0
      let end =
        isFlipped
        ? -insets.top
        : max(-insets.top, scrollView.contentSize.height - scrollView.bounds.height + insets.bottom)
      guard abs(offset - end) <= ShippingContentMeasurement.tolerance else { return 0 }
      let lag = offset - scrollView.presentationBounds(at: time).minY
      return isFlipped ? -lag : lag
    }

    /// The scroll view's keyboard-side inset measured against where the keyboard's animation in
    /// flight ends, or `nil` while the keyboard does not animate (at rest, or under a finger).
    ///
    /// `contentInset` is a plain property of `UIScrollView`, not a layer property with a
    /// presentation value: set inside the keyboard's animation block (as the keyboard
    /// notifications' `UIKeyboardAnimationDurationUserInfoKey` / `...CurveUserInfoKey` are meant
    /// for, and as Apple's "Managing the keyboard" has apps adjust their scroll view's insets),
    /// it takes its final value at once, while what the user sees (the content offset, the
    /// layer's bounds origin) animates to it. Core Animation's model layer tree holds "the target
    /// values for any animations" (Apple's Core Animation Programming Guide, "Layer Trees Reflect
    /// Different Aspects of the Animation State"), and `contentInset` / `adjustedContentInset`
    /// ("the insets derived from the content insets and the safe area of the scroll view",
    /// Apple's `adjustedContentInset` documentation) bound how far the user can scroll, not where
    /// the content shows. So an inset set in the keyboard's animation is right when it is the
    /// inset the keyboard calls for where it comes to rest: the truth at the end of the
    /// keyboard's animation in the simulated iOS (its own host frame's animation, never the
    /// app's), under the correct bar at the bar's model height; the last row is judged there too.
    /// ``ShippingRun`` takes this only when the inset is wrong for the frame and right for the
    /// end: an inset set every frame is still measured against the frame, and one wrong for both
    /// (off by any amount, or left at the old value until the animation ends) is counted as
    /// before. Where the content shows during the animation is measured from the presentation
    /// values by ``ShippingContentMeasurement``.
    ///
    /// The bar's own animation (a growing composer) is not taken: whether the last row then
    /// shows depends on whether the app animated its content offset with the bar, which only the
    /// scroll layer's presentation tells (``contentEndShift(of:at:)``).
    @MainActor
    static func insetAtKeyboardEnd(
      under bar: UIView, inset: CGFloat, system: HostedIOS, scene: SceneGeometry,
      context: AppContext, after shown: TimeInterval
    ) -> FrameMeasurement? {
      guard let end = system.keyboard.host.animationEnd, end > shown, !system.keyboard.isDragged
      else { return nil }
      var truth = ScreenTruth(keyboard: system.keyboard, at: end, scene: scene)
      truth.keyboard = keys(under: bar, keyboard: truth.keyboard, system: system)
      let correct = truth.correctBar(contentHeight: context.barHeight)
      return FrameMeasurement(
        layout: BarLayout(frame: correct.frame, contentBottomInset: inset),
        truth: BarLayout(frame: correct.frame, contentBottomInset: correct.contentInset),
        trueCoverage: max(truth.barLift, scene.safeArea.bottom), app: context, time: end)
    }
  }

  extension ShippingStrategy {
    /// Why this row cannot host a scenario's form or transcript, or `nil` when it can.
    ///
    /// The shipping content adapters, `FormScroller` (`scrollForm(_:bottomOffset:)`) and
    /// `KeyboardChatTranscript` (`dock(_:transcript:liftBehavior:isInverted:)`), apply
    /// `KeyboardDock`'s updates: only the `dock` row's app has a `KeyboardDock` to feed them.
    public var contentUnsupportedReason: String? {
      switch name {
      case ShippingStrategy.dock.name, ShippingStrategy.dockWithoutContentAdapters.name:
        return nil
      default:
        // One sentence for every row without a dock, so `kbdock simulate` prints one note for
        // all of them (its notes group rows by reason and scenarios).
        return "each row's app has no KeyboardDock, and the shipping form and transcript adapters "
          + "apply KeyboardDock's updates (FormScroller through scrollForm, "
          + "KeyboardChatTranscript through dock(_:transcript:)), which the dock row runs"
      }
    }

    /// This row's app hosting `content` with `bar`, or `nil` when it cannot
    /// (``contentUnsupportedReason``).
    @MainActor
    func makeContentApp(
      _ content: ScenarioContent, bar: ShippingAppBar
    ) -> (any ContentShippingApp)? {
      guard contentUnsupportedReason == nil else { return nil }
      let usesAdapters = name != ShippingStrategy.dockWithoutContentAdapters.name
      switch content {
      case .form(let form):
        return FormAppViewController(form: form, bar: bar, usesFormScroller: usesAdapters)
      case .transcript(let transcript):
        return TranscriptAppViewController(
          transcript: transcript, bar: bar, usesChatTranscript: usesAdapters)
      }
    }

    /// The `dock` row's apps without `FormScroller` or `KeyboardChatTranscript`.
    ///
    /// The form is only inset by the dock (`dock(_:insetting:)`), the transcript left where it
    /// was (`dock(_:)`). Not a row of `kbdock simulate`: the tests' evidence that the content
    /// metrics see what the content adapters do.
    static let dockWithoutContentAdapters = ShippingStrategy(
      name: "dock-without-content-adapters",
      technique: "KeyboardDock without FormScroller or KeyboardChatTranscript",
      summary: "the dock row's form and transcript apps without their content adapters"
    ) { _ in QuickStartViewController() }
  }
#endif
