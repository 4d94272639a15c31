// Declarations-only interface of the QuartzCore API KeyboardDockUIKit uses, for the Linux
// type-check (TypeCheck/run). Written from Apple's documentation; never part of a product.
// Bodies are never run.

@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { fatalError("declaration only") }
