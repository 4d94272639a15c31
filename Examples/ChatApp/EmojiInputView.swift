import UIKit

/// A custom input view of emoji keys that types into a `UITextInput` (“Customizing the iOS
/// keyboard”).
///
/// UIKit presents it in place of the keyboard, with the same notifications, so the docked
/// composer follows it like any keyboard; `InputPanelSwitcher` opens it at the keyboard's height,
/// so the composer does not move when switching.
final class EmojiInputView: UIView {
  weak var textInput: (any UITextInput)?

  private static let emoji = ["😀", "😂", "😍", "👍", "🎉", "🙏", "🔥", "❤️", "😢", "🤔", "👀", "✅"]

  init(textInput: any UITextInput) {
    self.textInput = textInput
    super.init(frame: .zero)  // InputPanelSwitcher sizes it to the keyboard's height
    autoresizingMask = .flexibleWidth
    backgroundColor = UIColor.secondarySystemBackground
    let rows = stride(from: 0, to: Self.emoji.count, by: 4).map { start in
      let row = UIStackView(
        arrangedSubviews: Self.emoji[start..<min(start + 4, Self.emoji.count)].map(key))
      row.axis = .horizontal
      row.distribution = .fillEqually
      return row
    }
    let grid = UIStackView(arrangedSubviews: rows)
    grid.axis = .vertical
    grid.distribution = .fillEqually
    grid.translatesAutoresizingMaskIntoConstraints = false
    addSubview(grid)
    NSLayoutConstraint.activate([
      grid.leadingAnchor.constraint(equalTo: leadingAnchor),
      grid.trailingAnchor.constraint(equalTo: trailingAnchor),
      grid.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      grid.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  private func key(_ emoji: String) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(emoji, for: .normal)
    button.addAction(
      UIAction { [weak self] _ in self?.textInput?.insertText(emoji) }, for: .touchUpInside)
    return button
  }
}
