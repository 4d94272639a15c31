#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit

  /// The screen every shipping app but the quick start builds around its technique (the quick
  /// start keeps the README's code as written): a transcript filling the view and the README's
  /// one-line composer, a field and a Send button, not yet placed.
  @MainActor
  enum ChatScreen {
    /// Adds `transcript` over the whole of `view` and fills `composer` with `field` and a Send
    /// button, in the README quick start's margins and colours.
    static func build(
      in view: UIView, transcript: UIScrollView, composer: UIStackView, field: UITextField
    ) {
      view.backgroundColor = .systemBackground
      transcript.frame = view.bounds
      transcript.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(transcript)

      field.placeholder = "Message"
      let send = UIButton(type: .system)
      send.setTitle("Send", for: .normal)
      composer.addArrangedSubview(field)
      composer.addArrangedSubview(send)
      composer.spacing = 8
      composer.isLayoutMarginsRelativeArrangement = true
      composer.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      composer.backgroundColor = .secondarySystemBackground
    }
  }
#endif
