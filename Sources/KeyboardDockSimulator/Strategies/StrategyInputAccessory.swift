import Foundation

extension DockingStrategy {
  /// An app gives its first responder an input accessory view when the bar is that view.
  public var installsInputAccessory: Bool { hosting == .inputAccessoryView }
}
