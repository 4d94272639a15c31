#if canImport(UIKit)
  import Foundation
  public import KeyboardDockLayout

  /// Why a ``KeyboardDockLayout/LayoutDescription`` could not be realised in a UIKit view.
  ///
  /// Realising checks everything before it adds a constraint, so a failure leaves the view as it
  /// was.
  public enum LayoutRealizationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The description itself is invalid (the verifier reports the same error).
    case invalidDescription(LayoutError)
    /// The description names an item no view or layout guide was given for.
    case missingItem(String, provided: [String])
    /// An item was given as a view but the description declares a layout guide, or the reverse.
    case wrongKind(item: String, declared: LayoutItem.Kind)

    public var description: String {
      switch self {
      case .invalidDescription(let error):
        return "the layout description is invalid: \(error)"
      case .missingItem(let name, let provided):
        let list = provided.isEmpty ? "none" : provided.sorted().joined(separator: ", ")
        return "no view or layout guide was given for the item '\(name)'; given: \(list)"
      case .wrongKind(let item, let declared):
        let given = declared == .view ? "a layout guide" : "a view"
        return "the item '\(item)' is declared as a \(declared.rawValue) but \(given) was given; "
          + "give a \(declared == .view ? "UIView" : "UILayoutGuide") for it"
      }
    }
  }
#endif
