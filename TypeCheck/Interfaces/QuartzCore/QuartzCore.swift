// Declarations-only interface of the QuartzCore API KeyboardDockUIKit uses, for the Linux
// type-check (TypeCheck/run). Written from Apple's documentation; never part of a product.
// Bodies are never run.

@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { fatalError("declaration only") }

// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
  // https://developer.apple.com/documentation/quartzcore/calayer/frame
  open var frame: CGRect {
    get { fatalError("declaration only") }
    set { fatalError("declaration only") }
  }
  // https://developer.apple.com/documentation/quartzcore/calayer/presentation()
  open func presentation() -> Self? { fatalError("declaration only") }
}

// https://developer.apple.com/documentation/quartzcore/caframeraterange
public struct CAFrameRateRange: Sendable {
  // https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
  @available(iOS 15.0, *)
  public init(minimum: Float, maximum: Float, preferred: Float?) {
    fatalError("declaration only")
  }
}
