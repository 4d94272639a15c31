#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS

  extension ShippingRun {
    /// The keyboard a bar belongs on: `keyboard`, the keyboard's frame as the simulated iOS
    /// shows it, from the top of what the user sees of it.
    ///
    /// The simulated keyboard counts an installed accessory in its frame, as iOS reports it
    /// (`UIResponder.inputAccessoryView`: the accessory is attached to the top of the keyboard).
    /// What the user sees of the keyboard starts where the accessory draws something, as the
    /// hosted UIKit tells it (``KeyboardDockHostedUIKit/HostedIOS/visibleAccessoryHeight(excluding:)``):
    /// a toolbar accessory is part of the keyboard's top, an invisible one (the dock's pseudo
    /// accessory view, grown to a bar's height) is not, and a bar that is itself the accessory
    /// belongs on what is under it (the same reference as the ideal `accessory-view` row's).
    /// With nothing under it (a responder showing only its accessory) the keyboard covers
    /// nothing and the bar belongs on the bottom safe area.
    @MainActor
    static func keys(under bar: UIView, keyboard: CGRect, system: HostedIOS) -> CGRect {
      let hidden =
        system.keyboard.accessoryToolbarHeight - system.visibleAccessoryHeight(excluding: bar)
      let cut = min(max(0, hidden), keyboard.height)
      guard cut > 0 else { return keyboard }
      return CGRect(
        x: keyboard.minX, y: keyboard.minY + cut, width: keyboard.width,
        height: keyboard.height - cut)
    }
  }
#endif
