// Declarations-only interface of the UIKit API that KeyboardDockUIKit and Examples/ChatApp use,
// for the Linux type-check (TypeCheck/run). Every declaration names the Apple documentation page
// it was written from. Bodies are never run. Never part of a product.
//
// UIKit re-exports Foundation and QuartzCore on device
// (https://developer.apple.com/documentation/uikit), so this module does too.

@_exported import Foundation
@_exported import QuartzCore

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable, Equatable {
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/top
  public var top: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/left
  public var left: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
  public var bottom: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/right
  public var right: CGFloat
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/top
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  // https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/leading
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  // https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/bottom
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  // https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/trailing
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  // https://developer.apple.com/documentation/uikit/nsdirectionalrectedge/all
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

// https://developer.apple.com/documentation/uikit/uicoordinatespace
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  // https://developer.apple.com/documentation/uikit/uicoordinatespace/bounds
  var bounds: CGRect { get }
}

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
  // https://developer.apple.com/documentation/objectivec/nsobject/init()
  public override init() { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiresponder/next
  open var next: UIResponder? { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  open var canBecomeFirstResponder: Bool { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiresponder/canresignfirstresponder
  open var canResignFirstResponder: Bool { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  @discardableResult open func resignFirstResponder() -> Bool { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  open var isFirstResponder: Bool { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiresponder/inputview
  open var inputView: UIView? { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview
  open var inputAccessoryView: UIView? { fatalError("declaration only") }
  // https://developer.apple.com/documentation/uikit/uiresponder/reloadinputviews()
  open func reloadInputViews() { fatalError("declaration only") }

  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  // https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification
  public static let keyboardDidShowNotification = NSNotification.Name(
    "UIKeyboardDidShowNotification")
  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
  public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  // https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidhidenotification
  public static let keyboardDidHideNotification = NSNotification.Name(
    "UIKeyboardDidHideNotification")
  // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
  public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  // https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidchangeframenotification
  public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")
}
