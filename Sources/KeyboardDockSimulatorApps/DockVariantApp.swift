#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockUIKit

  /// The README quick start for a scenario whose bar is not the one-line field: a composer that
  /// grows with its text, or a text input carrying a toolbar as its `inputAccessoryView`.
  ///
  /// A growing composer does what the README says for one and the example app does
  /// (`Examples/ChatApp`, `ChatViewController` and `ComposerBar`): its height change calls
  /// `setNeedsUpdate()`, and `viewDidLayoutSubviews()` passes the laid-out bar's height to
  /// `setAccessoryHeight(_:)` so a drag starts at the bar's top edge. A text input with a
  /// toolbar cannot carry the dock's invisible accessory too (a responder has one
  /// `inputAccessoryView`): the dock then follows the keyboard layout guide, as
  /// `KeyboardFrameObserver` documents for a responder that cannot take the accessory
  /// (`preferredFrameSource: .keyboardLayoutGuide`).
  ///
  /// Its transcript holds a conversation taller than any screen, shown at its end as a chat
  /// opens, so that what the dock does to the content offset (keeping the end in view as the
  /// inset changes, along the bar's own animation when the composer grows or shrinks) is what
  /// the last-row check sees; an empty transcript cannot scroll and shows none of it.
  @MainActor
  class DockVariantViewController: UIViewController, FieldOrComposerApp {
    let transcript = UIScrollView()
    let composer = UIStackView()
    let field = UITextField()
    var dock: KeyboardDock?
    /// What the scenario asks of the bar.
    let barSetup: ShippingAppBar
    private(set) var growingComposer: GrowingComposer?
    private(set) var setupError: String?
    private var hasScrolledToEnd = false
    /// The transcript's content height in points: more than any screen's height (1366 pt on
    /// the 12.9-inch iPad Pro), as ``TranscriptAppViewController/materialized``.
    static let transcriptHeight: CGFloat = 2000

    init(bar: ShippingAppBar) {
      barSetup = bar
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      growingComposer = ChatScreen.build(
        in: view, transcript: transcript, composer: composer, field: field, bar: barSetup)
      transcript.keyboardDismissMode = .interactive
      transcript.contentSize = CGSize(width: view.bounds.width, height: Self.transcriptHeight)
      let dock = barSetup.makeDock(in: view)
      dock.dock(composer, insetting: transcript)
      barSetup.installAccessory(of: dock, growing: growingComposer, field: field)
      growingComposer?.onHeightChange = { [weak self] _ in self?.dock?.setNeedsUpdate() }
      self.dock = dock
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layOutBar()
      guard !hasScrolledToEnd, view.window != nil, view.bounds.height > 0 else { return }
      hasScrolledToEnd = true
      transcript.scrollToContentEnd()
    }

    /// Tells the dock of the laid-out bar (``ShippingAppBar/layOut(_:composer:growing:)``), from
    /// `viewDidLayoutSubviews()`; a test's app overrides it to make a mistake there.
    func layOutBar() {
      if let error = barSetup.layOut(dock, composer: composer, growing: growingComposer) {
        setupError = error
      }
    }

    var bar: UIView { composer }
    var scrollView: UIScrollView { transcript }

    func addSecondField() -> UITextField {
      let other = UITextField()
      other.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 8, width: 200, height: 34)
      view.addSubview(other)
      if barSetup.toolbarHeight == 0 { dock?.installAccessory(on: other) }
      return other
    }
  }
#endif
