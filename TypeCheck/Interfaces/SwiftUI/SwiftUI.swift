// Declarations-only interface of the SwiftUI API that KeyboardDockUIKit and Examples/ChatApp use,
// for the Linux type-check (TypeCheck/run). Every declaration names the Apple documentation page
// it was written from. Bodies are never run. Never part of a product.

@_exported import Foundation
public import UIKit

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/view/body-swift.property
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { fatalError("declaration only") }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { fatalError("declaration only") }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError("declaration only") }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  // https://developer.apple.com/documentation/swiftui/emptyview/init()
  public init() {}
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent>: View {
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swift/optional
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

// https://developer.apple.com/documentation/swiftui/viewmodifier/content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier>: View {
  public var body: Never { fatalError("declaration only") }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    fatalError("declaration only")
  }
  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    DeclarationOnlyView()
  }
  // https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)
  @available(iOS 15.0, *)
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { DeclarationOnlyView() }
  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  @available(iOS 15.0, *)
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { DeclarationOnlyView() }
  // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
  @available(iOS 14.0, *)
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { DeclarationOnlyView() }
  // https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    DeclarationOnlyView()
  }
}

/// The underlying type of this interface's opaque results; never instantiated.
struct DeclarationOnlyView: View {
  var body: Never { fatalError("declaration only") }
}
