import UIKit

/// One chat message.
struct Message: Hashable, Identifiable {
  let id: Int
  let text: String
  let isMine: Bool

  /// A few messages to start with, long enough to scroll.
  static let samples: [Message] = (0..<24).map { index in
    Message(
      id: index,
      text: index.isMultiple(of: 3)
        ? "Message \(index): drag the transcript down to dismiss the keyboard; the bar follows."
        : "Message \(index)",
      isMine: index.isMultiple(of: 2))
  }
}

/// A message bubble: a label with padding and a background.
final class MessageBubble: UIView {
  init(_ message: Message) {
    super.init(frame: .zero)
    let label = UILabel()
    label.text = message.text
    label.numberOfLines = 0
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    backgroundColor = message.isMine ? UIColor.systemBlue : UIColor.secondarySystemBackground
    label.textColor = message.isMine ? UIColor.systemBackground : UIColor.label
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
      label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }
}

/// A scrolling transcript of message bubbles.
final class TranscriptView: UIScrollView {
  private let stack = UIStackView()

  init(messages: [Message]) {
    super.init(frame: .zero)
    alwaysBounceVertical = true
    // Dragging the transcript down drags the keyboard with the finger (no notifications then).
    keyboardDismissMode = .interactive
    stack.axis = .vertical
    stack.spacing = 8
    stack.alignment = .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
      stack.widthAnchor.constraint(equalTo: widthAnchor, constant: -32),
    ])
    for message in messages { append(message) }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// Adds a message at the end and scrolls to it if the end was showing.
  func append(_ message: Message) {
    let wasShowingEnd = isShowingContentEnd
    stack.addArrangedSubview(MessageBubble(message))
    layoutIfNeeded()
    if wasShowingEnd { scrollToContentEnd() }
  }
}
