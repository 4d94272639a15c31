// QuartzCore on Linux: the hosted UIKit's Core Animation surface under Apple's module name, for
// the adapter sources' `import QuartzCore`. Only the Core Animation declarations are re-exported,
// so a file importing both `UIKit` and `QuartzCore` takes its UIKit types from `UIKit`. It
// declares nothing of its own.
#if os(Linux)
  @_exported import func KeyboardDockHostedUIKit.CACurrentMediaTime
  @_exported import class KeyboardDockHostedUIKit.CADisplayLink
  @_exported import struct KeyboardDockHostedUIKit.CAFrameRateRange
  @_exported import enum KeyboardDockHostedUIKit.CATransaction
  @_exported import class KeyboardDockHostedUIKit.CALayer
#endif
