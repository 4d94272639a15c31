import Foundation
import KeyboardDockComposer
import KeyboardDockCore
import KeyboardDockSimulatedIOS

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The app code that scrolls a form or a chat transcript with the keyboard, in a simulated run.
///
/// **The one place the hosted UIKit replaces.** Until the hosted UIKit exists, this is the
/// shipping adapters' logic, step for step: a ``KeyboardDockCore/KeyboardTracker`` fed like
/// ``TrackerStrategy`` (as `KeyboardDock` feeds it), ``KeyboardDockCore/KeyboardDockPolicy``'s
/// updates, and on each update what `KeyboardChatTranscript.apply(_:in:)` and
/// `FormScroller.apply(_:in:)` do: the keyboard-side inset from the covered height, then
/// ``KeyboardDockCore/ChatTranscriptCoordinator`` or ``KeyboardDockCore/FormScrollPolicy``, set
/// inside the update's animation. A focus change scrolls as
/// `FormScroller.revealFirstResponder(animated:)` does (0.25 s ease-in-out), and a grown composer
/// re-applies the last update with the bar's own animation, as
/// `KeyboardChatTranscript.barDidChangeHeight(_:)` does. Once the hosted UIKit lands, this type
/// becomes the real adapters on it; the measurement (``ContentMeasurement``) stays, since it
/// reads the simulated iOS's ``KeyboardDockSimulatedIOS/ScrollViewLayer``, never this type.
///
/// Two setups run side by side: ``Setup/recommended`` (the adapters), and ``Setup/insetOnly``,
/// the naive alternative that only insets the scroll view by the covered height.
struct ContentApp {
  /// Which app code runs.
  enum Setup: String, Sendable, CaseIterable {
    /// `KeyboardChatTranscript` / `FormScroller`.
    case recommended
    /// The scroll view's inset only (`UIScrollView.contentInset.bottom` = the covered height).
    case insetOnly = "inset-only"
  }

  let setup: Setup
  let content: ScenarioContent
  /// The dock's tracker, fed with the same inputs as the `tracker` strategy.
  private var dock = TrackerStrategy()
  private var policy = KeyboardDockPolicy()
  private var transcript: ChatTranscriptCoordinator?
  private var form: FormScrollPolicy?
  /// The app's geometry, from the last transition.
  private(set) var app: AppContext?
  /// The keyboard-side content inset the app set, in points.
  private(set) var keyboardInset: CGFloat = 0
  /// The focused field's id, once a field is focused.
  private(set) var focused: String?
  /// The last update applied, for the bar's growth.
  private var lastUpdate: KeyboardDockUpdate?
  /// The keyboard's activity at the last update, as `FormScroller` keeps it.
  private(set) var activity = FormScrollPolicy.KeyboardActivity.hidden
  /// The app's state before the first update of the current instant (run-loop turn): a later
  /// update of the same instant starts from it, as the adapters do.
  private var instant: Instant?
  /// Whether the app scrolled to the newest message after its first layout.
  private var hasScrolledToNewest = false

  /// What the app had set when an instant's first update came.
  private struct Instant {
    var time: TimeInterval
    var offset: CGFloat
    var keyboardInset: CGFloat
    var transcript: ChatTranscriptCoordinator?
    /// Whether an update of this instant changed something at once since the snapshot.
    var isDirty = false
  }

  private func snapshot(_ layer: ScrollViewLayer, at time: TimeInterval) -> Instant {
    Instant(
      time: time, offset: layer.contentOffset, keyboardInset: keyboardInset,
      transcript: transcript)
  }

  /// The duration of the animated scroll that brings a newly focused field in, in seconds.
  static let revealDuration: TimeInterval = 0.25

  init(setup: Setup, content: ScenarioContent) {
    self.setup = setup
    self.content = content
    switch content {
    case .transcript(let model):
      transcript = ChatTranscriptCoordinator(
        liftBehavior: setup == .recommended ? model.liftBehavior : .never,
        isInverted: model.isInverted)
    case .form(let model):
      // The scenario reader keeps the bottom offset within 0…1000, which the policy accepts.
      form = try? FormScrollPolicy(bottomOffset: model.bottomOffset)
    }
  }

  /// Whether the dock's pseudo input accessory is installed (before iOS 26).
  var installsInputAccessory: Bool { dock.installsInputAccessory }

  /// The content's height, in points.
  var contentHeight: CGFloat {
    switch content {
    case .form(let form): form.contentHeight
    case .transcript(let transcript): transcript.contentHeight
    }
  }

  /// Whether the scroll view is flipped.
  var isFlipped: Bool {
    if case .transcript(let transcript) = content { return transcript.isInverted }
    return false
  }

  /// The scroll view the app creates for a view of `placement`: it fills the view; a transcript
  /// starts at its newest message, a form at its top.
  func makeLayer(in placement: ViewPlacement) -> ScrollViewLayer {
    let frame = placement.bounds
    var layer = ScrollViewLayer(frame: frame, offset: 0, isFlipped: isFlipped)
    let position = self.position(of: layer, in: placement)
    if case .transcript = content {
      let newest = isFlipped ? position.minimumOffset : position.maximumOffset
      layer.setContentOffset(newest, timing: nil, at: 0)
    } else {
      layer.setContentOffset(position.minimumOffset, timing: nil, at: 0)
    }
    _ = layer.takeSteps()
    return layer
  }

  /// The scroll view as UIKit reports it to the app: model offset, adjusted insets.
  ///
  /// Upright, `contentInsetAdjustmentBehavior` is automatic: the safe area's top and bottom are
  /// added to the insets, the keyboard inset on the bottom. Flipped, it is `.never` (the adapter
  /// sets it): the keyboard inset, which then holds the bottom safe area, is the top inset, and
  /// the status bar's inset is set on the (visual top) bottom edge.
  func position(of layer: ScrollViewLayer, in placement: ViewPlacement) -> ScrollContentPosition {
    let safe = placement.safeAreaInsets
    return isFlipped
      ? ScrollContentPosition(
        offset: layer.contentOffset, boundsHeight: layer.frame.height,
        contentHeight: contentHeight, adjustedTop: keyboardInset, adjustedBottom: safe.top)
      : ScrollContentPosition(
        offset: layer.contentOffset, boundsHeight: layer.frame.height,
        contentHeight: contentHeight, adjustedTop: safe.top,
        adjustedBottom: safe.bottom + keyboardInset)
  }

  /// Takes one input the app observes, and applies what the adapter would.
  mutating func receive(_ input: StrategyInput, layer: inout ScrollViewLayer) {
    dock.receive(input)
    let trigger: KeyboardDockPolicy.Trigger
    let time: TimeInterval
    switch input {
    case .transition(let context, let at):
      app = context
      layer.setFrame(context.placement.bounds, at: at)
      trigger = .layoutChange
      time = at
    case .notification(let event):
      trigger = .notification(event)
      time = event.time
    case .hostFrame(_, let at):
      trigger = .hostFrame
      time = at
    case .layoutGuide(let guide):
      trigger = .hostFrame
      time = guide.time
    case .crossFadeTransitions:
      return
    case .dragGesture(_, _, let at):
      // The tracker took the pan's start or end; the next host frame or notification moves
      // the content, as it moves the bar.
      trigger = .hostFrame
      time = at
    }
    guard let tracker = dock.tracker, let app,
      let update = policy.update(tracker: tracker, in: app.placement, at: time, after: trigger)
    else { return }
    apply(update, layer: &layer, at: time, timing: Self.timing(of: update))
  }

  /// The bar's height changed to `height` with `transition`'s animation: the last update again,
  /// animated as the bar grows.
  mutating func barDidChangeHeight(
    to height: CGFloat, transition: BarHeightTransition?, layer: inout ScrollViewLayer,
    at time: TimeInterval
  ) {
    app?.barHeight = height
    guard let lastUpdate else { return }
    let timing = transition.flatMap {
      LayerTiming.uiKit(curve: $0.curve.rawValue, duration: $0.duration)
    }
    apply(lastUpdate, layer: &layer, at: time, timing: timing)
  }

  /// Focus moved to the form's field `id` (`textDidBeginEditingNotification`).
  mutating func focus(_ id: String, layer: inout ScrollViewLayer, at time: TimeInterval) {
    focused = id
    guard setup == .recommended, activity != .dragged, let app else { return }
    reveal(
      layer: &layer, in: app.placement, at: time,
      timing: .bezier(.easeInOut, duration: Self.revealDuration))
  }

  /// The focused field's caret rect in the content: the field's frame.
  var focusedRect: CGRect? {
    guard case .form(let model) = content, let focused else { return nil }
    return model.field(focused)?.frame
  }

  private mutating func apply(
    _ update: KeyboardDockUpdate, layer: inout ScrollViewLayer, at time: TimeInterval,
    timing: LayerTiming?
  ) {
    lastUpdate = update
    guard let app else { return }
    // Several updates in one run-loop turn (the keyboard host's model frame reported just
    // before the notification of the same instant): the screen shows only the turn's end, so
    // what earlier updates of the turn set at once is undone before a later one applies, as
    // KeyboardChatTranscript does (an animation would start from it: a visible jump).
    if let instant, instant.time == time {
      if instant.isDirty {
        layer.setContentOffset(instant.offset, timing: nil, at: time)
        keyboardInset = instant.keyboardInset
        transcript = instant.transcript
      }
    } else {
      instant = snapshot(layer, at: time)
    }
    defer {
      if timing == nil { instant?.isDirty = true } else { instant = snapshot(layer, at: time) }
    }
    let placement = app.placement
    let covered = update.scrollViewCoveredHeight(
      scrollViewMaxY: layer.frame.maxY, viewHeight: placement.bounds.height,
      barHeight: app.barHeight)
    let inset = placement.scrollBottomInset(coveredHeight: covered, adjustsForSafeArea: !isFlipped)
    if transcript != nil {
      let position = self.position(of: layer, in: placement)
      // The scroll view's geometry is finite (the device catalogue's), so the decision cannot
      // throw; if it did, the app would change nothing, as the adapter reports and skips.
      guard let change = try? transcript?.change(in: position, keyboardInset: inset) else {
        return
      }
      keyboardInset = change.keyboardInset
      if let offset = change.offset { layer.setContentOffset(offset, timing: timing, at: time) }
      if !hasScrolledToNewest {
        // After its first layout the app shows the newest message (`scrollToNewest`), whichever
        // setup it runs.
        hasScrolledToNewest = true
        let position = self.position(of: layer, in: placement)
        let newest = isFlipped ? position.minimumOffset : position.maximumOffset
        layer.setContentOffset(newest, timing: nil, at: time)
        _ = layer.takeSteps()
      }
      return
    }
    keyboardInset = inset
    activity = FormScrollPolicy.KeyboardActivity(update.state.phase)
    if update.state.phase == .showing || update.state.phase == .hiding {
      activity = update.coveredHeight > placement.safeAreaInsets.bottom ? .visible : .hidden
    }
    guard setup == .recommended else { return }
    reveal(layer: &layer, in: placement, at: time, timing: timing)
  }

  private mutating func reveal(
    layer: inout ScrollViewLayer, in placement: ViewPlacement, at time: TimeInterval,
    timing: LayerTiming?
  ) {
    let position = self.position(of: layer, in: placement)
    let rect = focusedRect
    guard var policy = form else { return }
    let offset = try? policy.offset(revealing: rect, in: position, keyboard: activity)
    form = policy
    guard let offset else { return }
    layer.setContentOffset(offset, timing: timing, at: time)
  }

  /// The Core Animation timing of an update's animation, or `nil` for at once.
  static func timing(of update: KeyboardDockUpdate) -> LayerTiming? {
    guard let animation = update.animation, update.isAnimated else { return nil }
    return LayerTiming.uiKit(curve: animation.curve.rawValue, duration: animation.duration)
  }
}
