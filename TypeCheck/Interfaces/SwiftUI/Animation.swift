// Declarations-only interface: animations.

// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Sendable, Equatable {
  // https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { fatalError("declaration only") }
  // https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation { fatalError("declaration only") }
  // https://developer.apple.com/documentation/swiftui/animation/default
  public static let `default` = Animation()
}

// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{ fatalError("declaration only") }
