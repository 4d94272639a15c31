#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator
  @testable import KeyboardDockSimulatorApps
  import Testing
  import KeyboardDockTestFixtures

  /// The growing-bar and toolbar-accessory scenarios on the hosted system: `kbdock simulate
  /// --strategy dock` (and the other shipping rows) with `growing-bar-1-to-5-lines`,
  /// `bar-grows-during-drag`, `bar-shrinks-during-show` and
  /// `interactive-dismissal-input-accessory`.
  ///
  /// Measured on iPhone X, iOS 18: the dock keeps its growing bar within 0.41 pt of the keys
  /// (the keyboard's frame counts the invisible accessory grown to the bar's height, fact
  /// `accessory-resize`), also while a line is added under a dragging finger, and keeps a bar
  /// over a 44 pt toolbar accessory within 0.37 pt; the bounds below are the tracker's 0.5 pt.
  @Suite("Growing bars and toolbar accessories on the hosted UIKit")
  struct GrowingBarRowTests {
    static let scenarios = [
      "growing-bar-1-to-5-lines", "bar-grows-during-drag", "bar-shrinks-during-show",
      "interactive-dismissal-input-accessory",
    ]

    @Test(arguments: scenarios, [60, 120])
    func dockStaysOnTheKeys(scenario: String, fps: Int) async throws {
      let dock = try await ShippingRowTests.run(scenario, device: "iphone-x", fps: fps)
      let ideal = try ShippingRowTests.tracker(scenario, device: "iphone-x", fps: fps)
      #expect(dock.frames == ideal.frames)
      #expect(dock.frames > fps)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
      #expect(abs(dock.maxBarWidthExcess) < 0.01)
      #expect(dock.framesBarOffScreen == 0)
      #expect(dock.maxContentInsetError < 0.5)
    }

    /// The same on iOS 26.0 and 26.2, where KVO on the accessory's host is silent during a drag
    /// and the dock follows the finger and the keyboard layout guide: measured 0.30 pt gap,
    /// 0.38 pt overlap at worst over every device.
    @Test(arguments: [IOSProfile.ios26dot0, .ios26dot2], scenarios)
    func dockOnIOS26(profile: IOSProfile, scenario: String) async throws {
      let dock = try await ShippingRowTests.run(
        scenario, device: "iphone-x", profile: profile, fps: 60)
      #expect(dock.frames > 60)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
    }

    /// Under the variant `accessory-resize-silent` (a resized accessory posts no notification,
    /// only KVO and the layout guide move) the dock stays on the keys just the same: it never
    /// needed the notification, the KVO value of the grown host says it all.
    @Test(arguments: scenarios.prefix(3))
    func dockWithoutResizeNotifications(scenario: String) async throws {
      let silent = try ModelVariant.named("accessory-resize-silent").apply(to: .ios18)
      #expect(!silent.accessoryResizePostsNotifications)
      let dock = try await ShippingRowTests.run(
        scenario, device: "iphone-x", profile: silent, fps: 60)
      #expect(dock.frames > 60)
      #expect(dock.maxGap < 0.5)
      #expect(dock.maxOverlap < 0.5)
    }

    /// The README's growing-bar step makes the invisible accessory as tall as the bar.
    ///
    /// `setAccessoryHeight(_:)` with the laid-out composer's height, as the example app does: the
    /// keyboard's frame reaches the bar's top, so a drag starts there (“A Stickler for
    /// Details”), while what the user sees of the keyboard starts at the keys (the accessory
    /// draws nothing). Fact `accessory-resize`.
    @Test func growingAccessoryReachesTheBarsTop() async throws {
      try await onMainQueue {
        let controller = DockVariantViewController(
          bar: ShippingAppBar(lines: 1, grows: true, toolbarHeight: 0))
        let app = HostedApp(controller, device: "iphone-x")
        app.system.perform(at: 0) { _ in controller.focus() }
        app.system.advance(to: 0.8)
        let oneLine = controller.composer.bounds.height
        let keysTop = app.system.keyboard.modelFrame.minY + oneLine
        #expect(oneLine > 40 && oneLine < 60)
        app.system.perform(at: 0.8) { _ in try? controller.typeLines(3) }
        app.system.advance(to: 1.6)
        let threeLines = controller.composer.bounds.height
        #expect(threeLines > oneLine + 39)
        #expect(app.system.keyboard.accessoryToolbarHeight == threeLines)
        #expect(abs(app.system.keyboard.modelFrame.minY - (keysTop - threeLines)) < 0.01)
        #expect(abs(app.visibleFrame(controller.composer).maxY - keysTop) < 0.01)
        #expect(app.system.visibleAccessoryHeight(excluding: controller.composer) == 0)
        #expect(controller.dock?.accessoryHeight == threeLines)
        // Sent: the bar and the accessory shrink back to one line, the keys stay.
        app.system.perform(at: 1.6) { _ in try? controller.typeLines(1) }
        app.system.advance(to: 2.4)
        #expect(app.system.keyboard.accessoryToolbarHeight == oneLine)
        #expect(abs(app.system.keyboard.modelFrame.minY - (keysTop - oneLine)) < 0.01)
        #expect(controller.setupError == nil)
      }
    }

    /// A toolbar accessory draws: it is part of the keyboard's top as the user sees it, and the
    /// dock (on the keyboard layout guide, since the field carries the toolbar instead of the
    /// dock's accessory) puts the bar on it; the input-bar host's own bar is its accessory and
    /// is left out of the keyboard it belongs on.
    @Test func aToolbarIsPartOfTheKeyboardsTop() async throws {
      try await onMainQueue {
        let controller = DockVariantViewController(
          bar: ShippingAppBar(lines: 1, grows: false, toolbarHeight: 44))
        let app = HostedApp(controller, device: "iphone-x")
        app.system.perform(at: 0) { _ in controller.focus() }
        app.system.advance(to: 0.8)
        #expect(controller.dock?.frameSource == .keyboardLayoutGuide)
        #expect(app.system.keyboard.accessoryToolbarHeight == 44)
        #expect(app.system.visibleAccessoryHeight(excluding: controller.composer) == 44)
        let top = app.system.keyboard.modelFrame.minY
        #expect(abs(app.visibleFrame(controller.composer).maxY - top) < 0.01)

        let host = InputBarHostViewController()
        host.barSetup = ShippingAppBar(lines: 2, grows: true, toolbarHeight: 0)
        let hosted = HostedApp(host, device: "iphone-x")
        hosted.system.perform(at: 0) { _ in host.focus() }
        hosted.system.advance(to: 0.8)
        let bar = host.composer.bounds.height
        #expect(bar > 70)
        #expect(hosted.system.keyboard.accessoryToolbarHeight == bar)
        #expect(hosted.system.visibleAccessoryHeight(excluding: host.composer) == 0)
        #expect(hosted.system.visibleAccessoryHeight(excluding: nil) == bar)
      }
    }
  }
#endif
