#if os(Linux)
  import Foundation
  import KeyboardDockSimulatedIOS

  /// The keyboard a text input asks for, as `UIKeyboardType` ("The type of keyboard to display
  /// for a given text-based view", Apple's documentation), with Apple's raw values.
  public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // Apple's spelling, so that the same call sites compile.
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
  }

  extension UIResponder {
    /// The simulated keyboard's layout for this responder's text input traits (`keyboardType`,
    /// `isSecureTextEntry` of `UITextInputTraits`): the number pads, the e-mail keyboard and a
    /// secure field's keyboard differ in height; every other type shows the default keys.
    var simulatedKeyboardType: SystemKeyboard.KeyboardType {
      let traits: (type: UIKeyboardType, secure: Bool)
      if let field = self as? UITextField {
        traits = (field.keyboardType, field.isSecureTextEntry)
      } else if let view = self as? UITextView {
        traits = (view.keyboardType, false)
      } else {
        return .default
      }
      if traits.secure { return .secure }
      switch traits.type {
      case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: return .numberPad
      case .emailAddress: return .emailAddress
      default: return .default
      }
    }
  }
#endif
