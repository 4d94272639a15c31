#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  import KeyboardDockUIKit

  /// A scenario's chat transcript (``KeyboardDockSimulator/ScenarioContent/Transcript``) as app
  /// code: one view per message in a `UIScrollView` filling the view, the README's one-line
  /// composer (or the scenario's growing composer) docked by `KeyboardDock` with
  /// `dock(_:transcript:liftBehavior:isInverted:)`, as the example app's chat screens do.
  ///
  /// A growing composer does what README and the example app's `ChatViewController` do when it
  /// changes height: `setNeedsUpdate()` and `barDidChangeHeight(_:)` with the composer's
  /// transition (the newest message rises with the bar's own animation), and
  /// `viewDidLayoutSubviews()` passes the laid-out composer's height to `setAccessoryHeight(_:)`.
  /// A text input carrying a toolbar as its `inputAccessoryView` cannot carry the dock's
  /// invisible accessory too: the dock then follows the keyboard layout guide
  /// (`preferredFrameSource: .keyboardLayoutGuide`).
  ///
  /// An inverted transcript is flipped with `transform = CGAffineTransform(scaleX: 1, y: -1)`,
  /// its newest message first in the content (at the visual bottom). After its first layout the
  /// app shows the newest message (`scrollToNewest(animated: false)`), as a chat opens.
  @MainActor
  final class TranscriptAppViewController: UIViewController, ContentShippingApp,
    FieldOrComposerApp
  {
    let model: ScenarioContent.Transcript
    /// What the scenario asks of the bar.
    let barSetup: ShippingAppBar
    let transcriptView = UIScrollView()
    let composer = UIStackView()
    let field = UITextField()
    private var messages: [UIView] = []
    var dock: KeyboardDock?
    var transcript: KeyboardChatTranscript?
    private(set) var growingComposer: GrowingComposer?
    private(set) var setupError: String?
    private var hasScrolledToNewest = false
    /// How far from the newest message, in points, messages are views: more than any screen's
    /// height (1366 pt on the 12.9-inch iPad Pro), so every message the screen can show is one.
    static let materialized: CGFloat = 2000

    /// Whether a `KeyboardChatTranscript` keeps the transcript; without it the dock moves only
    /// the bar (`dock(_:)`) and the transcript stays where it was: the content alone, for the
    /// tests' evidence that the metrics see what the adapter does. (`dock(_:insetting:)` is no
    /// such baseline: its inset keeps the content's end in view.)
    let usesChatTranscript: Bool

    init(
      transcript: ScenarioContent.Transcript, bar: ShippingAppBar = .oneLine,
      usesChatTranscript: Bool = true
    ) {
      model = transcript
      barSetup = bar
      self.usesChatTranscript = usesChatTranscript
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      growingComposer = ChatScreen.build(
        in: view, transcript: transcriptView, composer: composer, field: field, bar: barSetup)
      transcriptView.keyboardDismissMode = .interactive
      if model.isInverted { transcriptView.transform = CGAffineTransform(scaleX: 1, y: -1) }
      // Message 0 is the oldest; an inverted transcript lays the newest out first. As a table
      // view holds cells only for the rows near what it shows (`UITableView` reuses its cells),
      // only the messages within `Self.materialized` points of the newest one are views; the
      // content size is the whole transcript's.
      let heights = (0..<model.messageCount).map { model.heights[$0 % model.heights.count] }
      let total = heights.reduce(0, +)
      var y: CGFloat = 0
      for index in 0..<model.messageCount {
        let position = model.isInverted ? model.messageCount - 1 - index : index
        let height = heights[position]
        let fromNewest = model.isInverted ? y : total - y - height
        if fromNewest < Self.materialized {
          let message = UIView(
            frame: CGRect(x: 0, y: y, width: view.bounds.width, height: height))
          message.autoresizingMask = [.flexibleWidth]
          transcriptView.addSubview(message)
          messages.append(message)
        }
        y += height
      }
      if model.isInverted { messages.reverse() }
      transcriptView.contentSize = CGSize(width: view.bounds.width, height: total)
      let dock = barSetup.makeDock(in: view)
      if usesChatTranscript {
        transcript = dock.dock(
          composer, transcript: transcriptView, liftBehavior: model.liftBehavior,
          isInverted: model.isInverted)
      } else {
        if model.isInverted { transcriptView.contentInsetAdjustmentBehavior = .never }
        dock.dock(composer)
      }
      barSetup.installAccessory(of: dock, growing: growingComposer, field: field)
      growingComposer?.onHeightChange = { [weak self] change in
        self?.dock?.setNeedsUpdate()
        // The newest message rises and falls with the composer's own animation.
        self?.transcript?.barDidChangeHeight(change)
      }
      self.dock = dock
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      if let error = barSetup.layOut(dock, composer: composer, growing: growingComposer) {
        setupError = error
      }
      guard !hasScrolledToNewest, view.window != nil, view.bounds.height > 0 else { return }
      hasScrolledToNewest = true
      if let transcript {
        transcript.scrollToNewest(animated: false)
      } else {
        // The newest message: the content's end, or its start when inverted.
        let insets = transcriptView.adjustedContentInset
        transcriptView.contentOffset.y =
          model.isInverted
          ? -insets.top
          : max(
            -insets.top,
            transcriptView.contentSize.height - transcriptView.bounds.height + insets.bottom)
      }
    }

    var bar: UIView { composer }
    var scrollView: UIScrollView { transcriptView }

    func focusFormField(_ id: String) throws(ImpossibleAction) {
      throw ImpossibleAction("focus-field", "the app shows a chat transcript, not a form")
    }

    func formField(_ id: String) -> UIView? { nil }
    /// The newest message: the content's last, or its first when inverted.
    var newestMessage: UIView? { messages.last }
  }
#endif
