#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockLayout
  import KeyboardDockUIKit

  /// The keyboard layout guide technique with `RealizedLayout`: a full-width bar whose bottom is
  /// the keyboard guide's top (on the hosted `UIKeyboardLayoutGuide` from iOS 15.4), from a
  /// layout description as `kbdock verify` checks them; the transcript's inset follows the bar
  /// at each layout.
  @MainActor
  final class LayoutGuideViewController: UIViewController, FieldOrComposerApp {
    let transcript = UIScrollView()
    let composer = UIStackView()
    let field = UITextField()
    var realized: RealizedLayout?
    var setupError: String?

    /// The bar's layout: pinned to the view's sides, its bottom on the keyboard guide's top.
    static let description = """
      {
        "name": "bar-on-keyboard-guide",
        "items": [{ "name": "bar", "kind": "view" }],
        "constraints": [
          { "first": { "item": "bar", "anchor": "leading" }, "relation": "equal",
            "second": { "item": "view", "anchor": "leading" } },
          { "first": { "item": "bar", "anchor": "trailing" }, "relation": "equal",
            "second": { "item": "view", "anchor": "trailing" } },
          { "first": { "item": "bar", "anchor": "bottom" }, "relation": "equal",
            "second": { "item": "keyboard", "anchor": "top" } }
        ]
      }
      """

    /// ``description`` decoded, once per process: the text is a constant, and the decoded
    /// layout a value, so every app gets the layout (or the error) its own decoding would give.
    static let layout = Result {
      try LayoutDescription(layoutFile: Data(description.utf8), name: "bar-on-keyboard-guide")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      growingComposer = ChatScreen.build(
        in: view, transcript: transcript, composer: composer, field: field, bar: barSetup)
      do {
        let layout = try Self.layout.get()
        realized = try RealizedLayout(layout, in: view, views: ["bar": composer])
      } catch {
        // The run reports it (ShippingRunError.appSetupFailed) instead of measuring a bar that
        // never moves.
        setupError = "\(error)"
      }
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let inset = view.bounds.maxY - composer.frame.minY - view.safeAreaInsets.bottom
      if transcript.contentInset.bottom != inset { transcript.contentInset.bottom = inset }
    }

    var bar: UIView { composer }
    var scrollView: UIScrollView { transcript }
    /// What the scenario asks of the bar; set before the view loads.
    var barSetup = ShippingAppBar.oneLine
    private(set) var growingComposer: GrowingComposer?
  }
#endif
