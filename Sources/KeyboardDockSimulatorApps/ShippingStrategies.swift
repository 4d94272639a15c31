#if os(Linux)
  import Foundation
  import KeyboardDockHostedUIKit
  import KeyboardDockSimulatedIOS
  import KeyboardDockSimulator

  /// A strategy row of `kbdock simulate` measuring shipping code: an app built from the
  /// KeyboardDockUIKit adapters, running on the hosted UIKit.
  ///
  /// Unlike a ``KeyboardDockSimulator/DockingStrategy`` it never says where its bar is: the run
  /// reads the bar view's presentation frame from the hosted UIKit.
  public struct ShippingStrategy: Sendable {
    /// The row's name on the command line and in the table, such as `dock`.
    public var name: String
    /// The technique, in words.
    public var technique: String
    /// One line saying what the app does.
    public var summary: String
    let makeApp: @MainActor @Sendable (ShippingAppBar) -> any ShippingApp
    /// Why the app cannot show a bar, or `nil` when it can.
    let cannotShow: @Sendable (ShippingAppBar) -> String?

    init(
      name: String, technique: String, summary: String,
      cannotShow: @escaping @Sendable (ShippingAppBar) -> String? = { _ in nil },
      makeApp: @escaping @MainActor @Sendable (ShippingAppBar) -> any ShippingApp
    ) {
      self.name = name
      self.technique = technique
      self.summary = summary
      self.cannotShow = cannotShow
      self.makeApp = makeApp
    }

    /// Why this row's app cannot show `bar` (the same words for every scenario held back by
    /// the same thing), or `nil` when it can.
    public func unsupportedReason(for bar: ShippingAppBar) -> String? { cannotShow(bar) }

    /// The README UIKit quick start: `KeyboardDock` with `dock(_:insetting:)`,
    /// `installAccessory(on:)` and `setNeedsUpdate()` in `viewDidLayoutSubviews()`.
    public static let dock = ShippingStrategy(
      name: "dock", technique: "KeyboardDock (shipping adapter on the hosted UIKit)",
      summary: "The README UIKit quick start, built from KeyboardDockUIKit, run on the hosted "
        + "UIKit; its bar's presentation frame is read from the hosted views"
    ) { bar -> any ShippingApp in
      if bar == .oneLine { return QuickStartViewController() }
      return DockVariantViewController(bar: bar)
    }

    /// The notification technique as `KeyboardAnimator`'s documentation shows it: a
    /// `KeyboardNotificationObserver` animating the bar's bottom constraint alongside each
    /// keyboard notification.
    public static let notifications = ShippingStrategy(
      name: "animator",
      technique: "KeyboardAnimator (shipping adapter on the hosted UIKit)",
      summary: "KeyboardNotificationObserver + KeyboardAnimator.animate(alongside:) moving the "
        + "bar's bottom constraint, built from KeyboardDockUIKit, run on the hosted UIKit"
    ) { bar in
      let app = NotificationsViewController()
      app.barSetup = bar
      return app
    }

    /// The keyboard layout guide technique: `RealizedLayout` pinning the bar's bottom to the
    /// keyboard guide's top (the hosted `UIKeyboardLayoutGuide` from iOS 15.4).
    public static let layoutGuide = ShippingStrategy(
      name: "realized-guide",
      technique: "RealizedLayout (shipping adapter on the hosted UIKit)",
      summary: "RealizedLayout pinning the bar to the keyboard layout guide's top, built from "
        + "KeyboardDockUIKit, run on the hosted UIKit"
    ) { bar in
      let app = LayoutGuideViewController()
      app.barSetup = bar
      return app
    }

    /// The input accessory view technique: `InputBarHostView` as the controller's view, the bar
    /// its `inputAccessoryView`.
    public static let inputBarHost = ShippingStrategy(
      name: "input-bar-host",
      technique: "InputBarHostView (shipping adapter on the hosted UIKit)",
      summary: "InputBarHostView as the controller's view, the bar its inputAccessoryView, built "
        + "from KeyboardDockUIKit, run on the hosted UIKit",
      cannotShow: inputBarHostCannotShow
    ) { bar in
      let app = InputBarHostViewController()
      app.barSetup = bar
      return app
    }

    /// Why the input-bar host cannot show `bar`: its bar is the accessory, so no toolbar.
    @Sendable static func inputBarHostCannotShow(_ bar: ShippingAppBar) -> String? {
      guard bar.toolbarHeight > 0 else { return nil }
      return "its bar is the text input's inputAccessoryView, and a responder shows one input "
        + "accessory view (a toolbar would replace the bar)"
    }

    /// The common mistake as app code: `.curveEaseInOut` over the notification's duration.
    ///
    /// It ignores the posted curve and uses no KeyboardDock code: it shows what the adapters
    /// correct.
    public static let easeInOut = ShippingStrategy(
      name: "ease-in-out-app",
      technique: "UIView.animate with .curveEaseInOut (app code on the hosted UIKit)",
      summary: "the bar's bottom constraint animated with the notification's duration and "
        + ".curveEaseInOut, ignoring its curve: the common mistake, run on the hosted UIKit"
    ) { bar in
      let app = EaseInOutViewController()
      app.barSetup = bar
      return app
    }

    /// Every shipping-code row, in report order.
    public static let all: [ShippingStrategy] = [
      .dock, .notifications, .layoutGuide, .inputBarHost, .easeInOut,
    ]

    /// The row named `name` (case-insensitive), or `nil`.
    public static func named(_ name: String) -> ShippingStrategy? {
      all.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
  }
#endif
