#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulator
  import KeyboardDockUIKit

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

  // The dock as the apps that dock a composer set it up (quick-start variant, form, transcript).
  @MainActor
  extension ShippingAppBar {
    /// A dock for `view`: with a toolbar as the text input's accessory the pseudo accessory
    /// cannot be installed, so the dock follows the keyboard layout guide.
    func makeDock(in view: UIView) -> KeyboardDock {
      KeyboardDock(
        view: view,
        preferredFrameSource: toolbarHeight > 0 ? .keyboardLayoutGuide : .accessorySuperview)
    }

    /// Installs the dock's pseudo accessory on the composer's text input (the growing text view,
    /// or the one-line field) unless a toolbar is the accessory.
    func installAccessory(of dock: KeyboardDock, growing: GrowingComposer?, field: UITextField) {
      guard toolbarHeight == 0 else { return }
      if let textView = growing?.textView {
        dock.installAccessory(on: textView)
      } else {
        dock.installAccessory(on: field)
      }
    }

    /// What the apps do in `viewDidLayoutSubviews()`: `setNeedsUpdate()`, and the example app's
    /// growing pseudo accessory as tall as the laid-out composer.
    ///
    /// - Returns: The setup error to report, if the dock refused the height.
    func layOut(_ dock: KeyboardDock?, composer: UIView, growing: GrowingComposer?) -> String? {
      dock?.setNeedsUpdate()
      guard growing != nil, toolbarHeight == 0 else { return nil }
      do {
        try dock?.setAccessoryHeight(composer.bounds.height)
        return nil
      } catch {
        return "KeyboardDock refused the accessory height: \(error)"
      }
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
