#if os(Linux)
  public import Foundation
  import KeyboardDockSimulatedIOS

  /// UIKit's `NSValue` additions for geometry: `NSValue(cgRect:)` and `cgRectValue`
  /// (https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue), with which apps
  /// read a keyboard notification's `UIKeyboardFrameEndUserInfoKey`.
  ///
  /// UIKit boxes the rect's bytes with the Objective-C encoding of `CGRect`, which
  /// `NSValue(bytes:objCType:)` writes on Linux too ("NSValue",
  /// https://developer.apple.com/documentation/foundation/nsvalue).
  extension NSValue {
    /// `@encode(CGRect)` with 64-bit `CGFloat`.
    private static let cgRectObjCType = "{CGRect={CGPoint=dd}{CGSize=dd}}"

    /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
      var copy = rect
      self.init(bytes: &copy, objCType: Self.cgRectObjCType)
    }

    /// The rect this value holds; `CGRect.zero` when it holds no rect of 64-bit values (UIKit
    /// reads whatever bytes the value has; the hosted UIKit refuses to read past them).
    ///
    /// Read without `objCType`, which leaks a C string per read on Linux
    /// (``KeyboardDockSimulatedIOS/KeyboardUserInfo/rect(in:)``).
    public var cgRectValue: CGRect { KeyboardUserInfo.rect(in: self) ?? .zero }
  }
#endif
