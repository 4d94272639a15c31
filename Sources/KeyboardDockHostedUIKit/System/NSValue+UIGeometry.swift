#if os(Linux)
  public import Foundation

  /// UIKit's `NSValue` additions for geometry: `NSValue(cgRect:)` and `cgRectValue`
  /// (https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue), with which apps
  /// read a keyboard notification's `UIKeyboardFrameEndUserInfoKey`.
  ///
  /// UIKit boxes the rect's bytes with the Objective-C encoding of `CGRect`, which
  /// `NSValue(bytes:objCType:)` and `getValue(_:size:)` read and write on Linux too ("NSValue",
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
    public var cgRectValue: CGRect {
      guard String(cString: objCType) == Self.cgRectObjCType else { return .zero }
      var rect = CGRect.zero
      // swift-corelibs-foundation has only the unsized form; the encoding checked above holds
      // exactly a `CGRect`'s bytes.
      withUnsafeMutableBytes(of: &rect) { buffer in
        if let address = buffer.baseAddress { getValue(address) }
      }
      return rect
    }
  }
#endif
