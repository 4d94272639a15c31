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

  /// A row or column of views, as `UIStackView`: it makes the arranged subviews' constraints.
  @MainActor
  open class UIStackView: UIView {
    /// How the arranged views share the length.
    public enum Distribution: Int, Sendable {
      case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// How they are placed across.
    public enum Alignment: Int, Sendable {
      case fill, leading, firstBaseline, center, trailing, lastBaseline
    }
    /// The arranged views.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The axis.
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { rebuild() } }
    /// The distribution.
    open var distribution = Distribution.fill { didSet { rebuild() } }
    /// The alignment.
    open var alignment = Alignment.fill { didSet { rebuild() } }
    /// The spacing between views.
    open var spacing: CGFloat = 0 { didSet { rebuild() } }
    /// Whether the arranged views are inset by the layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { rebuild() } }
    open override var layoutMargins: UIEdgeInsets { didSet { rebuild() } }
    private var made: [NSLayoutConstraint] = []

    /// Creates a stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
      self.init(frame: .zero)
      for view in views { addArrangedSubview(view) }
    }

    /// Adds a view at the end.
    open func addArrangedSubview(_ view: UIView) {
      arrangedSubviews.append(view)
      addSubview(view)
      view.translatesAutoresizingMaskIntoConstraints = false
      rebuild()
    }

    private func rebuild() {
      NSLayoutConstraint.deactivate(made)
      made = []
      let horizontal = axis == .horizontal
      let m = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
      var previous: UIView?
      for view in arrangedSubviews {
        if horizontal {
          made += [
            view.topAnchor.constraint(equalTo: topAnchor, constant: m.top),
            view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -m.bottom),
            previous.map {
              view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: spacing)
            }
              ?? view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.left),
          ]
          if distribution == .fillEqually, let first = arrangedSubviews.first, first !== view {
            made.append(view.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 1))
          }
        } else {
          made += [
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.left),
            view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.right),
            previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: spacing) }
              ?? view.topAnchor.constraint(equalTo: topAnchor, constant: m.top),
          ]
          if distribution == .fillEqually, let first = arrangedSubviews.first, first !== view {
            made.append(view.heightAnchor.constraint(equalTo: first.heightAnchor, multiplier: 1))
          }
        }
        previous = view
      }
      if let last = arrangedSubviews.last {
        made.append(
          horizontal
            ? last.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.right)
            : last.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -m.bottom))
      }
      NSLayoutConstraint.activate(made)
    }
  }
#endif
