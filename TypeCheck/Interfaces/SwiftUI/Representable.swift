// Declarations-only interface: hosting UIKit views in SwiftUI and SwiftUI views in UIKit.

public import UIKit

// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
  associatedtype UIViewType: UIView
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
  typealias Context = UIViewRepresentableContext<Self>
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
}

extension UIViewRepresentable {
  // https://developer.apple.com/documentation/swiftui/uiviewrepresentable
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {}

// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
  public init(rootView: Content) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
  public required init?(coder aDecoder: NSCoder) { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper
public struct State<Value>: DynamicProperty {
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { fatalError("declaration only") }
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("declaration only") }
    nonmutating set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError("declaration only") }
    nonmutating set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }
  // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}
