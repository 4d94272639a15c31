#if canImport(UIKit)
  import Foundation
  public import KeyboardDockComposer
  public import UIKit

  /// An input accessory toolbar of Markdown formatting buttons wired to a `UITextInput`: the
  /// accessory view of “Customizing the iOS keyboard”.
  ///
  /// Install it as a text view's `inputAccessoryView` (a docked bar can hold it too). Each button
  /// toggles a ``KeyboardDockComposer/MarkdownAction`` on the text input's selection; the edit itself
  /// is decided by Core, this view only forwards taps. The text input is held weakly, like the
  /// article's `delegate`, so the toolbar never keeps its text view alive.
  ///
  /// ```swift
  /// let toolbar = MarkdownToolbar(textInput: textView)
  /// textView.inputAccessoryView = toolbar
  /// ```
  ///
  /// Its buttons use `UIAction` handlers, so it needs iOS 14.
  @available(iOS 14.0, *)
  @MainActor
  public final class MarkdownToolbar: UIView {
    /// The text input the buttons edit; held weakly.
    public weak var textInput: (any UITextInput)?
    /// Called when an edit could not be made (the selection lies outside the text).
    public var onError: ((TextEditError) -> Void)?
    /// The actions, one button each, in order.
    public let actions: [MarkdownAction]

    /// The toolbar's height in points: the height of UIKit's own keyboard toolbars.
    public static let height: CGFloat = 44

    private let stack = UIStackView()

    /// Creates a toolbar.
    ///
    /// - Parameters:
    ///   - actions: The buttons, in order; all of them by default.
    ///   - textInput: The text input to edit; it can be set later.
    public init(actions: [MarkdownAction] = MarkdownAction.allCases, textInput: (any UITextInput)?)
    {
      self.actions = actions
      self.textInput = textInput
      super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
      autoresizingMask = .flexibleWidth
      stack.axis = .horizontal
      stack.distribution = .fillEqually
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: trailingAnchor),
        stack.topAnchor.constraint(equalTo: topAnchor),
        stack.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
      for action in actions {
        let button = UIButton(type: .system)
        button.setTitle(Self.title(of: action), for: .normal)
        button.accessibilityLabel = Self.accessibilityLabel(of: action)
        button.addAction(UIAction { [weak self] _ in self?.perform(action) }, for: .touchUpInside)
        stack.addArrangedSubview(button)
      }
    }

    /// Not supported: the toolbar is made in code.
    @available(*, unavailable, message: "Use init(actions:textInput:)")
    public required init?(coder: NSCoder) {
      nil
    }

    override public var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    /// Toggles `action` on the text input's selection, reporting a failure to ``onError``.
    ///
    /// - Parameter action: The format to toggle.
    public func perform(_ action: MarkdownAction) {
      guard let textInput else { return }
      do {
        try textInput.perform(action)
      } catch {
        onError?(error)
      }
    }

    /// The button title for an action.
    static func title(of action: MarkdownAction) -> String {
      switch action {
      case .strong: "B"
      case .emphasis: "I"
      case .inlineCode: "</>"
      case .codeBlock: "```"
      case .link: "Link"
      case .strikethrough: "S"
      }
    }

    /// The VoiceOver label for an action's button.
    static func accessibilityLabel(of action: MarkdownAction) -> String {
      switch action {
      case .strong: "Bold"
      case .emphasis: "Italic"
      case .inlineCode: "Inline code"
      case .codeBlock: "Code block"
      case .link: "Link"
      case .strikethrough: "Strikethrough"
      }
    }
  }
#endif
