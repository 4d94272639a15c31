import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A linear relation between two anchors, or between an anchor and a constant, as
/// `NSLayoutConstraint` has it: `first  relation  second × multiplier + constant`.
///
/// Without a second anchor the constraint is `first relation constant`, allowed only for sizes
/// (`toolbar.width == 320`). The priority is on UIKit's scale (see ``LayoutPriority``). The
/// identifier names the constraint in the verifier's reports, as UIKit's debugger shows
/// `NSLayoutConstraint.identifier`; without one, the constraint is named by its equation.
///
/// ```swift
/// let awayFromTop = LayoutConstraint(
///   LayoutAnchor("toolbar", .bottom), .equal, LayoutAnchor(.keyboard, .top),
///   identifier: "KB-awayFromTop")
/// ```
public struct LayoutConstraint: Sendable, Hashable, CustomStringConvertible {
  /// How the two sides relate, as `NSLayoutConstraint.Relation`.
  public enum Relation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `first == second × multiplier + constant`.
    case equal
    /// `first <= second × multiplier + constant`.
    case lessThanOrEqual
    /// `first >= second × multiplier + constant`.
    case greaterThanOrEqual

    /// The relation as an operator: `==`, `<=` or `>=`.
    public var symbol: String {
      switch self {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    }

    public var description: String { rawValue }
  }

  /// The constrained anchor (the left-hand side).
  public var first: LayoutAnchor
  /// How the sides relate.
  public var relation: Relation
  /// The anchor on the right-hand side, or `nil` for a constant size.
  public var second: LayoutAnchor?
  /// The factor applied to the second anchor (1 unless a proportion is wanted).
  public var multiplier: CGFloat
  /// The offset added on the right-hand side, in points.
  public var constant: CGFloat
  /// The priority, 1...1000; 1000 (required) by default, as in UIKit.
  public var priority: LayoutPriority
  /// A name shown in reports, such as `KB-awayFromTop`; `nil` for none.
  public var identifier: String?

  /// Creates a constraint between two anchors.
  ///
  /// - Parameters:
  ///   - first: The constrained anchor.
  ///   - relation: How the sides relate.
  ///   - second: The anchor on the right-hand side.
  ///   - multiplier: The factor applied to `second`; 1 by default.
  ///   - constant: The offset in points; 0 by default.
  ///   - priority: The priority; required by default.
  ///   - identifier: The name shown in reports.
  public init(
    _ first: LayoutAnchor, _ relation: Relation = .equal, _ second: LayoutAnchor?,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required,
    identifier: String? = nil
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
  }

  /// Creates a constraint of a size to a constant, such as `toolbar.height == 44`.
  public init(
    _ first: LayoutAnchor, _ relation: Relation = .equal, constant: CGFloat,
    priority: LayoutPriority = .required, identifier: String? = nil
  ) {
    self.init(
      first, relation, nil, multiplier: 1, constant: constant, priority: priority,
      identifier: identifier)
  }

  /// The equation, as `toolbar.bottom == keyboard.top - 8 @750`.
  public var equation: String {
    var right = ""
    if let second {
      right = multiplier == 1 ? "\(second)" : "\(second) × \(Self.format(multiplier))"
      if constant > 0 { right += " + \(Self.format(constant))" }
      if constant < 0 { right += " - \(Self.format(-constant))" }
    } else {
      right = Self.format(constant)
    }
    let suffix = priority.isRequired ? "" : " @\(Self.format(CGFloat(priority.rawValue)))"
    return "\(first) \(relation.symbol) \(right)\(suffix)"
  }

  /// The identifier when there is one, otherwise the equation.
  public var name: String { identifier ?? equation }

  public var description: String {
    identifier.map { "\($0): \(equation)" } ?? equation
  }

  private static func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e9 ? "\(Int(value))" : "\(Double(value))"
  }
}
