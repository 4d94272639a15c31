import KeyboardDockComposer
import KeyboardDockCore
import KeyboardDockUIKit
import UIKit

/// The chat's composer: a Markdown toolbar above a growing text view, an emoji key and Send.
///
/// Its height comes from the composer's `GrowingBar`, animated with the keyboard's curve.
final class ComposerBar: UIView, UITextViewDelegate {
  let textView = UITextView(frame: .zero)
  let toolbar: MarkdownToolbar
  var onSend: ((String) -> Void)?
  /// Called after the composer changed height, with the change's animation.
  var onHeightChange: ((BarHeightTransition) -> Void)?

  private var growth: GrowingBar?
  private var textHeight: NSLayoutConstraint?
  private let emojiButton = UIButton(type: .system)
  private lazy var emojiPanel = EmojiInputView(textInput: textView)
  // 291 pt: the keyboard of a 375×812 iPhone, predictive off (observed on iOS), until one is seen.
  private lazy var panels = InputPanelSwitcher(textView: textView, defaultPanelHeight: 291)

  init() {
    toolbar = MarkdownToolbar(textInput: nil)
    super.init(frame: .zero)
    backgroundColor = UIColor.secondarySystemBackground
    toolbar.textInput = textView
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.delegate = self
    textView.isScrollEnabled = false
    _ = panels  // start remembering keyboard heights before the first switch

    emojiButton.setTitle("☺", for: .normal)
    emojiButton.accessibilityLabel = "Emoji"
    emojiButton.addAction(
      UIAction { [weak self] _ in self?.toggleEmojiPanel() }, for: .touchUpInside)
    let send = UIButton(type: .system)
    send.setTitle("Send", for: .normal)
    send.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)

    let row = UIStackView(arrangedSubviews: [emojiButton, textView, send])
    row.axis = .horizontal
    row.spacing = 8
    row.alignment = .center
    let column = UIStackView(arrangedSubviews: [toolbar, row])
    column.axis = .vertical
    column.translatesAutoresizingMaskIntoConstraints = false
    addSubview(column)
    NSLayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      column.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
      column.topAnchor.constraint(equalTo: topAnchor),
      column.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
    ])
    if let font = textView.font,
      let layout = try? GrowingBarLayout(
        lineHeight: font.lineHeight,
        insets: LayoutInsets(
          top: textView.textContainerInset.top, bottom: textView.textContainerInset.bottom),
        minimumLines: 1, maximumLines: 5)
    {
      growth = try? GrowingBar(layout: layout, lineCount: 1)
      let height = textView.heightAnchor.constraint(equalToConstant: layout.minimumHeight)
      height.isActive = true
      textHeight = height
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  // MARK: UITextViewDelegate

  func textViewDidChange(_ textView: UITextView) {
    guard let font = textView.font, var growth else { return }
    let inset = textView.textContainerInset
    let lines = Int(
      ((textView.contentSize.height - inset.top - inset.bottom) / font.lineHeight)
        .rounded())
    guard let change = try? growth.update(lineCount: lines, at: CACurrentMediaTime()) else {
      self.growth = growth
      return
    }
    self.growth = growth
    textView.isScrollEnabled = growth.metrics.isScrollEnabled
    KeyboardAnimator.animate(duration: change.duration, curve: change.curve) {
      self.textHeight?.constant = change.toHeight
      self.superview?.layoutIfNeeded()
    }
    onHeightChange?(change)
  }

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    guard text == "\n" else { return true }
    // Markdown lists continue on return (the composer's ListContinuation).
    return !((try? textView.performReturnKey()) ?? false)
  }

  // MARK: Actions

  private func send() {
    let text = textView.text ?? ""
    guard !text.isEmpty else { return }
    onSend?(text)
    textView.text = ""
    textViewDidChange(textView)
  }

  /// Swaps the system keyboard for the emoji panel (a custom input view, “Customizing the iOS
  /// keyboard”) and back.
  private func toggleEmojiPanel() {
    if panels.isShowingPanel {
      panels.showKeyboard()
    } else {
      panels.showPanel(emojiPanel)
    }
    emojiButton.setTitle(panels.isShowingPanel ? "⌨" : "☺", for: .normal)
  }
}
