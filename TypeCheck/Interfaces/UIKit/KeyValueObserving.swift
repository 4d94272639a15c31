// Declarations-only interface of Foundation's Swift key-value observing API, which
// swift-corelibs-foundation on Linux lacks. On Apple platforms it comes from Foundation, which
// UIKit re-exports; here it lives in the interface UIKit module so `import UIKit` brings it, as
// on device. None of these names exist in Linux Foundation, so nothing clashes.

// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/new
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/old
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/initial
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/prior
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/newvalue
  public let newValue: Value?
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/oldvalue
  public let oldValue: Value?
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/isprior
  public let isPrior: Bool
}

// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
public class NSKeyValueObservation: NSObject {
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
  public func invalidate() { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/swift/_keyvaluecodingandobserving
public protocol _KeyValueCodingAndObserving {}

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
  // (the handler is `@Sendable`: KVO calls it on the thread that made the change)
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation { fatalError("declaration only") }
}
