#if os(Linux)
  public import Foundation

  /// What a text view tells its delegate, as `UITextViewDelegate`
  /// (https://developer.apple.com/documentation/uikit/uitextviewdelegate); every method is
  /// optional.
  @MainActor
  public protocol UITextViewDelegate: AnyObject {
    /// "Asks the delegate whether to replace the specified text in the text view": called before
    /// the user's typing changes the text.
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// "Tells the delegate when the user changes the text or attributes of the specified text
    /// view" (not for changes the app makes).
    func textViewDidChange(_ textView: UITextView)
  }

  extension UITextViewDelegate {
    public func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
  }

  /// What a text field tells its delegate, as `UITextFieldDelegate`
  /// (https://developer.apple.com/documentation/uikit/uitextfielddelegate); every method is
  /// optional.
  @MainActor
  public protocol UITextFieldDelegate: AnyObject {
    /// "Asks the delegate whether to process the pressing of the Return button for the text
    /// field."
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
  }

  extension UITextFieldDelegate {
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  }

  /// The Return key's title, as `UIReturnKeyType` (`UITextInputTraits.returnKeyType`).
  public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go, google, join, next, route, search, send, yahoo, done, emergencyCall
    case `continue`
  }

  extension UITextField {
    /// The border styles, as `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

    /// The user taps the Return key: the delegate's `textFieldShouldReturn(_:)` decides
    /// (`UITextFieldDelegate` documentation).
    ///
    /// - Returns: What the delegate answered (`true` without one).
    @discardableResult
    public func pressReturnKey() -> Bool { delegate?.textFieldShouldReturn(self) ?? true }
  }

  extension UIView {
    /// "Causes the view (or one of its embedded text fields) to resign the first responder
    /// status" (`endEditing(_:)` documentation); `force` is ignored, the hosted responders
    /// always resign.
    ///
    /// - Returns: Whether the first responder resigned (or none was inside the view).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
      guard let first = HostedIOS.current.firstResponder as? UIView, first.isDescendant(of: self)
      else { return true }
      return first.resignFirstResponder()
    }
  }
#endif
