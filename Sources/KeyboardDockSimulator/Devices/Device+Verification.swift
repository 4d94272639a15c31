import Foundation
import KeyboardDockCore
import KeyboardDockLayout

// The layout verifier's view of a catalogue device. `KeyboardDockLayout` knows no devices (this
// module depends on it), so the geometry is translated here, from the one catalogue.
extension VerificationDevice {
  /// The verifier's geometry of a catalogue device.
  ///
  /// Both orientations; full screen and, on iPad, the six Split View arrangements (1/3, 1/2,
  /// 2/3, app on the left and on the right) placed as ``AppWindow`` places them; the docked
  /// keyboard with the predictive bar; on iPad also the hardware keyboard's shortcut bar, the
  /// split keyboard and the floating keyboard of the catalogue (estimates listed in
  /// ``DeviceCatalogue``).
  ///
  /// - Parameter device: A catalogue device.
  public init(_ device: Device) {
    let isPad = device.idiom == .pad
    var windows = [AppWindow(.fullScreen)]
    if isPad {
      for fraction in AppWindow.SplitFraction.allCases {
        for side in AppWindow.Side.allCases {
          windows.append(AppWindow(.splitView(fraction, side)))
        }
      }
    }
    let screens = Orientation.allCases.map { orientation in
      let keyboard = device.keyboard(orientation)
      return VerificationScreen(
        orientation: orientation.rawValue, size: device.screenSize(orientation),
        safeArea: device.layoutSafeArea(orientation),
        windows: windows.map {
          AppPlacement(
            name: $0.description, placement: $0.placement(on: device, orientation: orientation))
        },
        dockedKeyboardHeight: keyboard.predictive,
        hardwareBarHeight: isPad ? device.hardwareBarHeight : nil,
        splitKeyboardHeight: isPad ? keyboard.split : nil,
        floatingKeyboardSize: isPad ? device.floatingKeyboardSize : nil)
    }
    self.init(name: device.id, screens: screens)
  }
}
