#if canImport(UIKit)
  public import UIKit

  /// A responder whose `inputAccessoryView` can be set: one that can carry the invisible
  /// accessory a ``KeyboardDock`` installs with ``KeyboardDock/installAccessory(on:)``.
  ///
  /// `UIResponder` declares `inputAccessoryView` read-only; `UITextView`, `UITextField` and
  /// `UISearchBar` redeclare it settable, and conform here. A custom responder conforms by
  /// declaring the property settable too:
  ///
  /// ```swift
  /// final class CanvasView: UIView, InputAccessoryResponder {
  ///   override var canBecomeFirstResponder: Bool { true }
  ///   override var inputAccessoryView: UIView? {
  ///     get { accessory }
  ///     set { accessory = newValue }
  ///   }
  ///   private var accessory: UIView?
  /// }
  ///
  /// dock.installAccessory(on: canvas)
  /// ```
  @MainActor
  public protocol InputAccessoryResponder: UIResponder {
    /// The view UIKit attaches to the top of the keyboard while this responder is first
    /// responder.
    var inputAccessoryView: UIView? { get set }
  }

  extension UITextView: InputAccessoryResponder {}
  extension UITextField: InputAccessoryResponder {}
  extension UISearchBar: InputAccessoryResponder {}
#endif
