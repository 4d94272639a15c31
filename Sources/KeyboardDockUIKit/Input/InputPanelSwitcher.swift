#if canImport(UIKit)
  import Foundation
  public import KeyboardDockComposer
  import KeyboardDockCore
  public import UIKit

  /// Swaps a text view's system keyboard for a custom input panel (emoji, attachments) and
  /// back, opening the panel at the height the keyboard had: the custom input views of “Customizing
  /// the iOS keyboard”.
  ///
  /// While the system keyboard is the input view, each keyboard notification for the text view's
  /// screen goes to the composer's ``KeyboardDockComposer/KeyboardHeightMemory``, which remembers the docked
  /// keyboard's height per screen size, orientation and keyboard kind (and ignores hides,
  /// floating keyboards and other apps'). ``showPanel(_:)`` sizes the panel to the remembered
  /// height, so the switch moves nothing: begin and end frames match
  /// (``KeyboardDockComposer/InputViewSwitch``), and a docked bar stays where it is.
  ///
  /// ```swift
  /// let switcher = InputPanelSwitcher(textView: textView, defaultPanelHeight: 291)
  /// switcher.showPanel(emojiPanel)   // the emoji key
  /// switcher.showKeyboard()          // the keyboard key
  /// ```
  @MainActor
  public final class InputPanelSwitcher {
    /// The text view whose input view is swapped; held weakly.
    public private(set) weak var textView: UITextView?
    /// The remembered keyboard heights.
    public private(set) var memory = KeyboardHeightMemory()
    /// The kind of system keyboard the text view shows (its `keyboardType`).
    public var keyboardKind: KeyboardHeightMemory.KeyboardKind = .default
    /// The panel height, in points, used until a keyboard height has been seen.
    public let defaultPanelHeight: CGFloat
    /// What the memory did with the last notification, for diagnostics.
    public private(set) var lastOutcome: KeyboardHeightMemory.Outcome?
    /// Called when a notification could not be remembered because of bad input.
    public var onError: ((ComposerError) -> Void)?

    private let notifications: KeyboardNotificationObserver

    /// Starts remembering keyboard heights for `textView`.
    ///
    /// - Parameters:
    ///   - textView: The text view; the panel becomes its `inputView`.
    ///   - defaultPanelHeight: The panel's height in points before any keyboard was seen; pick
    ///     the keyboard height of the app's main device (`kbdock devices` lists them).
    public init(textView: UITextView, defaultPanelHeight: CGFloat) {
      self.textView = textView
      self.defaultPanelHeight = defaultPanelHeight
      notifications = KeyboardNotificationObserver(view: textView)
      notifications.onEvent = { [weak self] event in self?.remember(event) }
    }

    /// Whether a custom panel is the input view.
    public var isShowingPanel: Bool { textView?.inputView != nil }

    /// Makes `panel` the text view's input view, as tall as the keyboard was.
    ///
    /// - Parameter panel: The panel; its width follows the screen (flexible width).
    public func showPanel(_ panel: UIView) {
      guard let textView else { return }
      let height = key.map { memory.panelHeight(for: $0, default: defaultPanelHeight) }
      panel.frame.size.height = height ?? defaultPanelHeight
      panel.autoresizingMask = .flexibleWidth
      textView.inputView = panel
      textView.reloadInputViews()
      if !textView.isFirstResponder { textView.becomeFirstResponder() }
    }

    /// Makes the system keyboard the input view again.
    public func showKeyboard() {
      guard let textView, textView.inputView != nil else { return }
      textView.inputView = nil
      textView.reloadInputViews()
    }

    /// The memory key for the text view's screen: its size in points (portrait), orientation
    /// and keyboard kind; `nil` off screen.
    private var key: KeyboardHeightMemory.Key? {
      guard let bounds = textView?.window?.windowScene?.screen.bounds else { return nil }
      return KeyboardHeightMemory.Key(screenBounds: bounds, kind: keyboardKind)
    }

    /// Remembers the keyboard's height from a notification while the system keyboard shows.
    private func remember(_ event: KeyboardEvent) {
      guard let textView, textView.inputView == nil, let key,
        let screen = textView.window?.windowScene?.screen.bounds
      else { return }
      do {
        lastOutcome = try memory.remember(
          event, in: screen, accessoryHeight: textView.inputAccessoryView?.bounds.height ?? 0,
          for: key)
      } catch {
        onError?(error)
      }
    }
  }
#endif
