#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulator

  /// What a scenario asks of a shipping app's bar: the README's one-line composer, a composer
  /// that grows with its text, or a text input that carries a toolbar as its input accessory
  /// view besides the bar.
  public struct ShippingAppBar: Sendable, Hashable {
    /// The lines of text the composer starts with.
    public var lines: Int
    /// Whether the composer is a growing text view (the scenario types lines, or starts with
    /// more than one).
    public var grows: Bool
    /// The height in points of the toolbar the text input carries as its `inputAccessoryView`
    /// (0: none).
    public var toolbarHeight: CGFloat

    /// The README quick start's bar: a one-line field, no toolbar.
    public static let oneLine = ShippingAppBar(lines: 1, grows: false, toolbarHeight: 0)

    /// Creates a bar setup.
    public init(lines: Int, grows: Bool, toolbarHeight: CGFloat) {
      self.lines = lines
      self.grows = grows
      self.toolbarHeight = toolbarHeight
    }

    /// The bar `scenario` asks for.
    public init(scenario: Scenario) {
      let types = scenario.steps.contains { step in
        if case .typeLines = step { return true }
        return false
      }
      self.init(
        lines: scenario.barLines, grows: types || scenario.barLines != 1,
        toolbarHeight: scenario.inputAccessoryHeight)
    }
  }

  /// The toolbar an app gives its text input as `inputAccessoryView` (the Previous / Next /
  /// Done bar of form apps, IQKeyboardManager's toolbar): a full-width strip of `height` points
  /// with a Done button, sized by its frame.
  @MainActor
  enum ToolbarAccessory {
    /// A new toolbar `height` points tall.
    static func make(height: CGFloat) -> UIView {
      let toolbar = UIStackView(frame: CGRect(x: 0, y: 0, width: 0, height: height))
      toolbar.autoresizingMask = [.flexibleWidth]
      toolbar.backgroundColor = .secondarySystemBackground
      let done = UIButton(type: .system)
      done.setTitle("Done", for: .normal)
      toolbar.addArrangedSubview(done)
      toolbar.isLayoutMarginsRelativeArrangement = true
      toolbar.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
      return toolbar
    }
  }
#endif
