#if os(Linux)
  import Foundation
  import KeyboardDockComposer
  import KeyboardDockCore
  import KeyboardDockHostedUIKit
  import KeyboardDockUIKit

  /// The composer that grows with its text, as the example app's `ComposerBar` builds it: a
  /// `UITextView` without scrolling whose height constraint follows the composer's
  /// ``KeyboardDockComposer/GrowingBar`` (1 to 5 lines, then it scrolls), each change animated
  /// with `KeyboardAnimator` on the keyboard's curve, and a Send button.
  ///
  /// The user types a return for each new line (`insertText(_:)`, as the keyboard does, so the
  /// text view tells its delegate) and sends the message to shrink it; the line count comes from
  /// the text view's `contentSize`, as the example app measures it.
  @MainActor
  final class GrowingComposer: UITextViewDelegate {
    /// The text view the user types in.
    let textView = UITextView()
    /// Called after each height change was started, with the change.
    var onHeightChange: ((BarHeightTransition) -> Void)?
    private var growth: GrowingBar?
    private var heightConstraint: NSLayoutConstraint?

    /// Fills `composer` with the text view and a Send button, `lines` lines of text typed.
    init(in composer: UIStackView, lines: Int) {
      textView.isScrollEnabled = false
      textView.delegate = self
      textView.text = Array(repeating: "Line", count: max(1, lines)).joined(separator: "\n")
      let send = UIButton(type: .system)
      send.setTitle("Send", for: .normal)
      composer.addArrangedSubview(textView)
      composer.addArrangedSubview(send)
      composer.spacing = 8
      composer.isLayoutMarginsRelativeArrangement = true
      composer.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      composer.backgroundColor = .secondarySystemBackground
      let inset = textView.textContainerInset
      guard let font = textView.font,
        let layout = try? GrowingBarLayout(
          lineHeight: font.lineHeight,
          insets: LayoutInsets(top: inset.top, bottom: inset.bottom), minimumLines: 1,
          maximumLines: 5),
        let bar = try? GrowingBar(layout: layout, lineCount: lineCount)
      else { return }
      growth = bar
      textView.isScrollEnabled = bar.metrics.isScrollEnabled
      let height = textView.heightAnchor.constraint(equalToConstant: bar.metrics.height)
      height.isActive = true
      heightConstraint = height
    }

    /// The text view's height in points (its height constraint's end value).
    var textHeight: CGFloat { heightConstraint?.constant ?? textView.contentSize.height }

    /// The text's lines, from the laid-out text's height.
    var lineCount: Int {
      guard let font = textView.font else { return 1 }
      let inset = textView.textContainerInset
      return Int(
        ((textView.contentSize.height - inset.top - inset.bottom) / font.lineHeight)
          .rounded())
    }

    /// The user types until the text has `lines` lines, or sends the message and starts again
    /// with `lines` lines when it has more.
    func type(toLines lines: Int) {
      if lines < lineCount {
        // Send: the app clears the text view, which tells no delegate of a change in code.
        textView.text = Array(repeating: "Line", count: max(1, lines)).joined(separator: "\n")
        textViewDidChange(textView)
      }
      while lineCount < lines { textView.insertText("\n") }
    }

    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }

    func textViewDidChange(_ textView: UITextView) {
      guard var growth else { return }
      let change = try? growth.update(lineCount: lineCount, at: CACurrentMediaTime())
      self.growth = growth
      textView.isScrollEnabled = growth.metrics.isScrollEnabled
      guard let change else { return }
      KeyboardAnimator.animate(duration: change.duration, curve: change.curve) {
        self.heightConstraint?.constant = change.toHeight
        self.textView.superview?.superview?.layoutIfNeeded()
      }
      onHeightChange?(change)
    }
  }
#endif
