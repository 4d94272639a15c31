import Foundation
import KeyboardDockCore
@_exported import KeyboardDockSimulatedIOS

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The iOS boundary: what crosses from the simulated iOS (which shares no model with this package)
// into app code. Notifications arrive as raw `userInfo` and are decoded by Core as an app decodes
// them; geometry the app knows about itself (its window, view and safe area) is translated into
// Core's types; nothing of the keyboard's presentation crosses.

extension PostedNotification {
  /// Decodes the `userInfo` as an app does, with Core's decoder.
  ///
  /// - Throws: ``KeyboardEventError`` when the dictionary is malformed (a simulator bug), or
  ///   ``SimulationError/undecodableNotification(scenario:device:reason:)``-worthy names.
  public func decoded() throws -> KeyboardEvent {
    try KeyboardEvent(
      kind: KeyboardEvent.Kind(notificationName: name.rawValue), userInfo: userInfo, time: time)
  }

  /// The kind in Core's terms.
  public var kind: KeyboardEvent.Kind? { KeyboardEvent.Kind(notificationName: name.rawValue) }
}

extension LayoutInsets {
  /// Core's insets for the simulated iOS's safe-area insets.
  public init(_ insets: SafeAreaInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension ViewPlacement {
  /// The app's own view geometry, as UIKit tells it to the app.
  public init(_ scene: SceneGeometry) {
    self.init(
      windowFrame: scene.windowFrame, viewFrame: scene.viewFrame,
      safeAreaInsets: LayoutInsets(scene.safeArea))
  }
}

extension Device {
  /// Safe-area insets of a full-screen window in an orientation, in Core's type.
  public func layoutSafeArea(_ orientation: Orientation) -> LayoutInsets {
    LayoutInsets(safeArea(orientation))
  }
}

extension AppWindow {
  /// The placement of the app's main view, as the app knows it.
  public func placement(on device: Device, orientation: Orientation) -> ViewPlacement {
    ViewPlacement(geometry(on: device, orientation: orientation))
  }
}

extension KeyboardLayoutChange.Animation {
  /// The posted curve in Core's terms.
  public var keyboardCurve: KeyboardAnimationCurve { KeyboardAnimationCurve(rawValue: curve) }
}

extension SystemKeyboard {
  /// The keyboard's mode in the tracker's terms, for traces and tests.
  public var dockingMode: KeyboardMode {
    if mode != .hidden, !isLocal { return .otherApp }
    switch mode {
    case .hidden: return .hidden
    case .docked: return .docked
    case .undocked: return .undocked
    case .floating: return .floating
    case .split: return .split
    case .hardwareBar: return .hardwareShortcutBar
    }
  }
}
