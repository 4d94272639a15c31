// Declarations-only interface: the stacks, controls and scroll view Examples/ChatApp uses.

// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
  // https://developer.apple.com/documentation/swiftui/text/init(_:)
  public init<S: StringProtocol>(_ content: S) { fatalError("declaration only") }
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/textfield
public struct TextField<Label: View>: View {
  public var body: Never { fatalError("declaration only") }
}

extension TextField where Label == Text {
  // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    fatalError("declaration only")
  }
}

// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
  public var body: Never { fatalError("declaration only") }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    fatalError("declaration only")
  }
}

// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError("declaration only") }
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError("declaration only") }
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Sendable, Equatable {
  // https://developer.apple.com/documentation/swiftui/verticalalignment/center
  public static let center = VerticalAlignment()
}

// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) { fatalError("declaration only") }
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Int8, Sendable {
  case horizontal, vertical
  // https://developer.apple.com/documentation/swiftui/axis/set
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/axis/set/vertical
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public var body: Never { fatalError("declaration only") }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    fatalError("declaration only")
  }
}

// https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode
public struct ScrollDismissesKeyboardMode: Sendable {
  // https://developer.apple.com/documentation/swiftui/scrolldismisseskeyboardmode/interactively
  public static let interactively = ScrollDismissesKeyboardMode()
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/scrolldismisseskeyboard(_:)
  @available(iOS 16.0, *)
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    DeclarationOnlyView()
  }
}
