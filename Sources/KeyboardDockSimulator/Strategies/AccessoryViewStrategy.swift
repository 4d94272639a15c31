import Foundation
import KeyboardDockCore

/// The input accessory view technique: the bar is the first responder's `inputAccessoryView`
/// (“UITextField docked like iOS Messenger”).
///
/// UIKit draws the bar as part of the keyboard, so it never leaves the keyboard vertically, even
/// during an interactive drag. Its caveats (“A Stickler for Details”) are what the metrics show: it
/// lives in the keyboard's window, as wide as the keyboard, so in Split View it is wider than the
/// app; when the keyboard hides it rests at the bottom of the *screen*, over a tab bar or outside a
/// form sheet. The content inset is set from notifications, as such apps do, with the posted curve.
public struct AccessoryViewStrategy: DockingStrategy {
  /// The registry entry.
  public static let descriptor = StrategyDescriptor(
    name: "accessory-view", technique: "input accessory view",
    summary: "the bar is the inputAccessoryView: part of the keyboard, as wide as the keyboard"
  ) { AccessoryViewStrategy() }

  private var insets = NotificationStrategy(mapping: .posted)

  /// Creates the strategy.
  public init() {}

  public var hosting: BarHosting { .inputAccessoryView }

  public mutating func receive(_ input: StrategyInput) {
    insets.receive(input)
  }

  public func layout(at time: TimeInterval, in app: AppContext) -> BarLayout {
    let inset = DockingGeometry.barLayout(coverage: insets.coverage(at: time), in: app)
    // UIKit places the accessory view; the app only sets the inset.
    return BarLayout(
      frame: app.inputAccessoryFrame ?? inset.frame, contentBottomInset: inset.contentBottomInset)
  }
}
