#if canImport(UIKit)
  import Foundation
  import KeyboardDockCore
  import UIKit

  @available(iOS 15.4, *)
  extension KeyboardTraceRecorder {
    /// The device, system, locale and the accessibility settings that change the keyboard.
    static func environment(of view: UIView) -> KeyboardTrace.Environment {
      let device = UIDevice.current
      let idiom: String
      switch device.userInterfaceIdiom {
      case .phone: idiom = "phone"
      case .pad: idiom = "pad"
      default: idiom = "unknown"
      }
      return KeyboardTrace.Environment(
        deviceModel: modelIdentifier, systemName: device.systemName,
        systemVersion: device.systemVersion, userInterfaceIdiom: idiom,
        locale: Locale.current.identifier,
        isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
        prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitions,
        maximumFramesPerSecond: view.window?.windowScene?.screen.maximumFramesPerSecond ?? 60)
    }

    /// The hardware model identifier (`iPhone15,2`): `uname`'s machine, or on the iOS Simulator
    /// the model it simulates.
    static var modelIdentifier: String {
      if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] {
        return simulated
      }
      var system = utsname()
      uname(&system)
      return withUnsafeBytes(of: &system.machine) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
    }

    /// The screen, window, scene orientation, view frame and safe area of `view`, or `nil` when
    /// it is not in a window on a screen.
    static func geometry(of view: UIView) -> KeyboardTrace.Geometry? {
      guard let window = view.window, let scene = window.windowScene else { return nil }
      let screen = scene.screen
      let orientation: String
      switch scene.interfaceOrientation {
      case .portrait: orientation = "portrait"
      case .portraitUpsideDown: orientation = "portraitUpsideDown"
      case .landscapeLeft: orientation = "landscapeLeft"
      case .landscapeRight: orientation = "landscapeRight"
      default: orientation = "unknown"
      }
      return KeyboardTrace.Geometry(
        screen: screen.bounds, scale: Double(screen.scale),
        window: window.convert(window.bounds, to: screen.coordinateSpace),
        interfaceOrientation: orientation, view: view.convert(view.bounds, to: window),
        safeArea: LayoutInsets(view.safeAreaInsets))
    }
  }
#endif
