import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Boxes and unboxes `CGRect` and `CGPoint` in `NSValue` through Foundation API that exists on
/// every platform the package builds for.
///
/// UIKit posts keyboard frames as `NSValue(cgRect:)`, but that initialiser and `cgRectValue` live
/// in UIKit, which this module does not import, and `NSValue(rect:)` / `rectValue` exist on macOS
/// only. Both wrap the same thing: the struct's bytes with its Objective-C type encoding
/// (`@encode(CGRect)`), which `NSValue(bytes:objCType:)` writes on iOS, macOS and Linux alike and
/// `objCType` with `getValue(_:size:)` read on Apple platforms ("NSValue", Apple Developer
/// Documentation, https://developer.apple.com/documentation/foundation/nsvalue); Linux reads the
/// stored struct instead (``unbox(_:as:shape:names:)`` says why).
enum GeometryValue {
  /// `@encode(CGRect)` with 64-bit `CGFloat`, as UIKit's `NSValue(cgRect:)` reports it.
  static let rectObjCType = "{CGRect={CGPoint=dd}{CGSize=dd}}"
  /// `@encode(CGPoint)` with 64-bit `CGFloat`.
  static let pointObjCType = "{CGPoint=dd}"

  /// An `NSValue` holding `rect`, byte for byte as UIKit boxes it.
  static func value(_ rect: CGRect) -> NSValue {
    var rect = rect
    return NSValue(bytes: &rect, objCType: rectObjCType)
  }

  /// An `NSValue` holding `point`, byte for byte as UIKit boxes it.
  static func value(_ point: CGPoint) -> NSValue {
    var point = point
    return NSValue(bytes: &point, objCType: pointObjCType)
  }

  /// The rect an `NSValue` holds, or `nil` when it holds anything else.
  ///
  /// Accepts the encodings of `CGRect` and of AppKit's `NSRect` (`{CGRect=…}`, `{NSRect=…}`,
  /// `{_NSRect=…}`), each made of four doubles; a value of another shape (a 32-bit rect of floats,
  /// a point, a number) is refused before any byte is copied.
  static func rect(in value: NSValue) -> CGRect? {
    unbox(value, as: CGRect.zero, shape: "{={=dd}{=dd}}", names: rectNames)
  }

  /// The point an `NSValue` holds, or `nil` when it holds anything else (`CGPoint`, `NSPoint` or
  /// `_NSPoint` of two doubles).
  static func point(in value: NSValue) -> CGPoint? {
    unbox(value, as: CGPoint.zero, shape: "{=dd}", names: pointNames)
  }

  /// The struct names of a rect's encoding, made once (a set literal per read costs more than
  /// the read).
  private static let rectNames: Set<String> = ["CGRect", "NSRect", "_NSRect"]
  /// The struct names of a point's encoding.
  private static let pointNames: Set<String> = ["CGPoint", "NSPoint", "_NSPoint"]

  /// The struct an `NSValue` holds when its encoding has `shape` and one of `names`.
  ///
  /// On Apple platforms the value's `objCType` decides. swift-corelibs-foundation (Linux)
  /// returns a new C string from every `objCType` read and never frees it (its
  /// `NSSpecialValue.objCType` is marked "leaky": `utf8String` of a bridged string,
  /// https://github.com/swiftlang/swift-corelibs-foundation/blob/main/Sources/Foundation/NSSpecialValue.swift),
  /// 13 to 33 bytes per frame in every keyboard notification, so a process decoding many of
  /// them grows without bound. There an `NSValue` of a struct can only be one of Foundation's
  /// geometry and range values, which stores the struct itself, so the value is read as stored:
  /// by ``StoredGeometryReader`` when the value is such a box holding a `T`, by reflection
  /// otherwise (the same answer, about fifty times slower).
  private static func unbox<T>(_ value: NSValue, as empty: T, shape: String, names: Set<String>)
    -> T?
  {
    #if canImport(Darwin)
      guard encoding(String(cString: value.objCType), hasShape: shape, names: names) else {
        return nil
      }
      var result = empty
      copy(value, into: &result)
      return result
    #else
      if let reader = StoredGeometryReader.shared, let result = reader.stored(T.self, in: value) {
        return result
      }
      return stored(T.self, in: value)
    #endif
  }

  /// Whether `encoding` has `shape` once its struct names are removed, and its outermost name is
  /// one of `names`.
  static func encoding(_ encoding: String, hasShape shape: String, names: Set<String>) -> Bool {
    self.shape(of: encoding) == shape && names.contains(name(of: encoding))
  }

  #if !canImport(Darwin)
    /// The `T` a swift-corelibs-foundation `NSValue` stores, found by reflection (its geometry
    /// values keep the struct in a stored property), or `nil` when it stores none.
    static func stored<T>(_ type: T.Type, in value: NSValue) -> T? {
      var mirror: Mirror? = Mirror(reflecting: value)
      while let current = mirror {
        for child in current.children {
          if let stored = child.value as? T { return stored }
        }
        mirror = current.superclassMirror
      }
      return nil
    }
  #endif

  #if canImport(Darwin)
    /// Copies the value's bytes into `destination`, whose size the caller has checked.
    private static func copy<T>(_ value: NSValue, into destination: inout T) {
      withUnsafeMutableBytes(of: &destination) { buffer in
        guard let address = buffer.baseAddress else { return }
        value.getValue(address, size: buffer.count)
      }
    }
  #endif

  /// The encoding with its struct names removed: `{CGRect={CGPoint=dd}{CGSize=dd}}` →
  /// `{={=dd}{=dd}}`.
  private static func shape(of encoding: String) -> String {
    var shape: [UInt8] = []
    shape.reserveCapacity(encoding.utf8.count)
    var inName = false
    for byte in encoding.utf8 {
      switch byte {
      case UInt8(ascii: "{"):
        shape.append(byte)
        inName = true
      case UInt8(ascii: "="):
        shape.append(byte)
        inName = false
      default:
        if !inName { shape.append(byte) }
      }
    }
    return String(decoding: shape, as: UTF8.self)
  }

  /// The outermost struct name of an encoding: `{CGRect=…}` → `CGRect`.
  private static func name(of text: String) -> String {
    guard text.hasPrefix("{"), let equals = text.firstIndex(of: "=") else { return "" }
    return String(text[text.index(after: text.startIndex)..<equals])
  }
}
