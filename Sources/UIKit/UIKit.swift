// UIKit on Linux: the hosted UIKit under Apple's module name, so that the adapter sources of
// KeyboardDockUIKit (`import UIKit`) compile unchanged. It declares nothing of its own.
#if os(Linux)
  @_exported import Foundation
  @_exported import KeyboardDockHostedUIKit
#endif
