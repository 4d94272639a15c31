// UIKit re-exports QuartzCore on Apple's platforms; the hosted UIKit re-exports the hosted
// Core Animation clock and display link the same way.
#if os(Linux)
  @_exported public import KeyboardDockHostedQuartzCore
#endif
