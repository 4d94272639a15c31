#if os(Linux)
  public import Foundation

  /// An action with a handler, as `UIAction`.
  @MainActor
  public final class UIAction {
    /// The title.
    public let title: String
    let handler: (UIAction) -> Void
    /// An action calling `handler`.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
      self.title = title
      self.handler = handler
    }
  }

  /// A control sending actions on events, as `UIControl`.
  @MainActor
  open class UIControl: UIView {
    /// Control events.
    public struct Event: OptionSet, Sendable, Hashable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let touchDown = Event(rawValue: 1 << 0)
      public static let touchUpInside = Event(rawValue: 1 << 6)
      public static let valueChanged = Event(rawValue: 1 << 12)
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
      public static let editingChanged = Event(rawValue: 1 << 17)
    }

    /// Control states.
    public struct State: OptionSet, Sendable, Hashable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let normal = State([])
      public static let highlighted = State(rawValue: 1 << 0)
      public static let disabled = State(rawValue: 1 << 1)
      public static let selected = State(rawValue: 1 << 2)
    }

    private var actions: [(UIAction, Event)] = []
    /// Whether the control is enabled.
    open var isEnabled = true

    /// Adds an action for events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
      actions.append((action, controlEvents))
    }

    /// Sends the actions registered for `controlEvents` (a tap, in tests).
    open func sendActions(for controlEvents: Event) {
      guard isEnabled else { return }
      for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
        action.handler(action)
      }
    }
  }

  /// A button, as `UIButton`.
  @MainActor
  open class UIButton: UIControl {
    /// Button types.
    public enum ButtonType: Int, Sendable { case custom, system }
    private var titles: [UInt: String] = [:]

    /// A button of a type.
    public convenience init(type buttonType: ButtonType) { self.init(frame: .zero) }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    /// The title for a state.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }
  }
#endif
