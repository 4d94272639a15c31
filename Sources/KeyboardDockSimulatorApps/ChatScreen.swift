#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit

  /// The screen every shipping app but the quick start builds around its technique (the quick
  /// start keeps the README's code as written): a transcript filling the view and the README's
  /// one-line composer, a field and a Send button, not yet placed; or, for a scenario that
  /// types lines, a ``GrowingComposer``; the text input carries the scenario's toolbar as its
  /// input accessory view.
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

    /// Builds the screen for `bar`: the one-line composer with `field`, or a growing composer
    /// (returned), its text input carrying `bar`'s toolbar, if any.
    static func build(
      in view: UIView, transcript: UIScrollView, composer: UIStackView, field: UITextField,
      bar: ShippingAppBar
    ) -> GrowingComposer? {
      guard bar.grows else {
        build(in: view, transcript: transcript, composer: composer, field: field)
        if bar.toolbarHeight > 0 {
          field.inputAccessoryView = ToolbarAccessory.make(height: bar.toolbarHeight)
        }
        return nil
      }
      view.backgroundColor = .systemBackground
      transcript.frame = view.bounds
      transcript.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(transcript)
      let growing = GrowingComposer(in: composer, lines: bar.lines)
      if bar.toolbarHeight > 0 {
        growing.textView.inputAccessoryView = ToolbarAccessory.make(height: bar.toolbarHeight)
      }
      return growing
    }
  }
#endif
