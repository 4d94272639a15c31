#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockUIKit
  import Testing

  @testable import KeyboardDockExampleScreens
  import KeyboardDockTestFixtures

  @Suite("The example app's form and layout-guide screens on the hosted UIKit")
  struct ToolbarScreenTests {
    /// The form tab (`FormViewController`): a toolbar docked with `KeyboardDock` and a
    /// `FormScroller` over twelve fields; its previous / next / done items move the focus.
    @Test(arguments: ["iphone-15", "ipad-air"], IOSProfile.all.map(\.version))
    func formKeepsItsToolbarOnTheKeyboard(device: String, version: String) async throws {
      let profile = try #require(IOSProfile.all.first { $0.version == version })
      try await onMainQueue {
        let navigation = FormViewController.inNavigation()
        let host = ScreenHost(navigation, device: device, profile: profile)
        let view = try #require(navigation.view)
        let toolbar = try #require(view.firstSubview(of: UIToolbar.self))
        let scrollView = try #require(view.firstSubview(of: UIScrollView.self))
        let fields = scrollView.subviews(of: UITextField.self)
        #expect(fields.count == 12)
        let first = try #require(fields.first)
        let probe = ScreenProbe(
          bar: toolbar, responder: first,
          accessoryHeight: { first.inputAccessoryView?.bounds.height ?? 0 })
        var run = ScreenRun(host, probe)
        run.sample()
        try run.runScenarios()
        print("FormViewController \(device) iOS \(version):", run.summary)
        #expect(run.gaps.count == ScreenRun.frameCount + 1)
        #expect(run.largestGap < 0.5, "largest gap \(run.largestGap) pt")

        // The toolbar's "next" item focuses the second field, "done" ends editing.
        let items = try #require(toolbar.items)
        #expect(items.count == 4)
        host.system.perform(at: 7) { _ in _ = first.becomeFirstResponder() }
        host.system.perform(at: 8) { _ in items[1].tap() }
        #expect(fields[1].isFirstResponder)
        host.system.perform(at: 9) { _ in items[3].tap() }
        #expect(!fields[1].isFirstResponder)
      }
    }

    /// The layout-guide tab (`LayoutGuideViewController`): a toolbar placed by
    /// `RealizedLayout` from `Examples/layouts/adaptive-toolbar.json` on the keyboard layout
    /// guide, its bottom on the guide's top (the safe area's bottom while the keyboard is down).
    @Test func layoutGuideToolbarRidesTheKeyboardLayoutGuide() async throws {
      try await onMainQueue {
        // The file itself, not a copy in the main bundle's resources: Foundation caches a
        // bundle's resource table at its first lookup, which another suite running in the same
        // process can make before a copy is in place.
        let navigation = LayoutGuideViewController.inNavigation(
          layoutFile: ExampleResources.layoutFile)
        let host = ScreenHost(navigation)
        let view = try #require(navigation.view)
        let toolbar = try #require(view.firstSubview(of: ToolbarView.self))
        let textView = try #require(view.firstSubview(of: UITextView.self))
        let status = try #require(view.firstSubview(of: UILabel.self))
        #expect(status.text?.hasPrefix("Keyboard guide:") == true, "\(status.text ?? "")")
        let probe = ScreenProbe(bar: toolbar, responder: textView)
        var run = ScreenRun(host, probe)
        run.sample()
        try run.runScenarios()
        print("LayoutGuideViewController:", run.summary)
        #expect(run.gaps.count == ScreenRun.frameCount + 1)
        // At rest the toolbar is on the line. While the keyboard moves, the guide's top runs
        // from or to the safe area's bottom (`usesBottomSafeArea`, true by default) while the
        // keyboard runs from or to the screen's bottom, on the same curve: the toolbar leads
        // the keyboard on a show and trails it on a hide by a share of the bottom safe-area
        // inset (34 pt portrait, 21 pt landscape on iPhone 15), 29.8 pt at most.
        let inset = host.window.safeAreaInsets.bottom
        #expect(run.largestGap <= 34, "largest gap \(run.largestGap) pt")
        #expect(run.largestGap > 0.5, "the guide's lead is no longer measured: \(run.summary)")
        #expect(abs(run.gaps.last ?? .infinity) < 0.5)
        #expect(inset > 0)
      }
    }
  }

  extension UIView {
    /// Every view of type `T` in this view's tree, depth first.
    func subviews<T: UIView>(of type: T.Type) -> [T] {
      subviews.flatMap { subview in
        ((subview as? T).map { [$0] } ?? []) + subview.subviews(of: type)
      }
    }
  }

  /// The layout file the layout-guide screen reads from the app's resources
  /// (`LayoutGuideViewController.resource(_:withExtension:)`: the main bundle, or a `.bundle`
  /// inside it, as an app package puts a target's resources).
  enum ExampleResources {
    /// `Examples/layouts/adaptive-toolbar.json`, the file the app target bundles.
    static let layoutFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/layouts/adaptive-toolbar.json").standardized
  }
#endif
