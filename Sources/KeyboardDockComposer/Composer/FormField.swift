import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One field of a form, as the keyboard's previous / next / done navigation sees it.
///
/// The frame must be in one coordinate space for every field of a form (the form's view, or the
/// window). A disabled or hidden field stays in the form, so navigation can start from it, but
/// is never navigated to.
public struct FormField<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The field's identifier (a tag, a name, an `ObjectIdentifier`).
  public var id: ID
  /// The field's frame in the form's coordinate space, in points.
  public var frame: CGRect
  /// Whether the field accepts input (`UIControl.isEnabled`, `UITextView.isEditable`).
  public var isEnabled: Bool
  /// Whether the field is hidden (`UIView.isHidden`, or an alpha of 0).
  public var isHidden: Bool

  /// Creates a field.
  public init(id: ID, frame: CGRect, isEnabled: Bool = true, isHidden: Bool = false) {
    self.id = id
    self.frame = frame
    self.isEnabled = isEnabled
    self.isHidden = isHidden
  }

  /// Whether navigation may move to this field: enabled and not hidden.
  public var isNavigable: Bool { isEnabled && !isHidden }
}

/// The direction text and controls are read in, as `UIUserInterfaceLayoutDirection` has it.
public enum UserInterfaceLayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Leading is left (English).
  case leftToRight
  /// Leading is right (Arabic, Hebrew).
  case rightToLeft
}

/// The return key a field should show: `UIReturnKeyType.next` before another field, `.done` on
/// the last one.
public enum FormReturnKey: String, Sendable, Hashable, CaseIterable {
  /// Another field follows.
  case next
  /// The last field: return ends editing.
  case done
}

extension FormField {
  /// Hashes every stored property; geometry by its components, since `CGRect` and `CGSize` are
  /// not `Hashable` at the package's iOS deployment target.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(rect: frame)
    hasher.combine(isEnabled)
    hasher.combine(isHidden)
  }
}
