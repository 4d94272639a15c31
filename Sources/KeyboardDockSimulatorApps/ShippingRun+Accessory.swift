#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS

  extension ShippingRun {
    /// The keyboard a bar belongs on: `keyboard`, the keyboard's frame as the simulated iOS
    /// shows it, or, when the bar itself is the first responder's input accessory view, that
    /// frame without the accessory on top.
    ///
    /// The simulated keyboard counts an installed accessory in its frame, as iOS reports it
    /// (`UIResponder.inputAccessoryView`: the accessory is attached to the top of the keyboard).
    /// A bar that is the accessory belongs on the keys under it, not on top of itself: the same
    /// reference as the ideal `accessory-view` row's, whose bar's height is added only to what
    /// the app observes. With no keys under it (a responder showing only its accessory) the
    /// keyboard covers nothing and the bar belongs on the bottom safe area.
    @MainActor
    static func keys(under bar: UIView, keyboard: CGRect, system: HostedIOS) -> CGRect {
      guard bar.window === system.keyboardWindow else { return keyboard }
      let accessory = min(system.keyboard.accessoryToolbarHeight, keyboard.height)
      return CGRect(
        x: keyboard.minX, y: keyboard.minY + accessory, width: keyboard.width,
        height: keyboard.height - accessory)
    }
  }
#endif
