import Foundation
import KeyboardDockSolver

/// The solver's linear expression (Foundation has an `Expression` type too).
typealias LinearExpression = KeyboardDockSolver.Expression

/// The four solver variables of one layout item's frame, and the expressions of its anchors.
///
/// A frame is stored as origin and size (`x`, `y`, `width`, `height`, in the owning view's
/// coordinates); every anchor is a linear expression of them. Leading and trailing resolve by
/// layout direction. In right-to-left, a horizontal constraint that involves leading or trailing
/// is built in mirrored coordinates (x ↦ −x), so its constant counts in the reading direction as
/// UIKit's does (see ``LayoutDirection``).
struct ItemVariables: Sendable {
  /// The left edge, in points.
  let x: Variable
  /// The top edge, in points.
  let y: Variable
  /// The width, in points.
  let width: Variable
  /// The height, in points.
  let height: Variable

  /// Creates the variables of the item named `name`.
  init(_ name: String) {
    x = Variable("\(name).x")
    y = Variable("\(name).y")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  /// All four, in the order x, y, width, height.
  var all: [Variable] { [x, y, width, height] }

  /// The expression of an attribute in the given direction, not mirrored.
  func expression(_ attribute: LayoutAttribute, direction: LayoutDirection) -> LinearExpression {
    switch attribute {
    case .left: LinearExpression(x)
    case .right: x + width
    case .centerX: x + 0.5 * width
    case .top: LinearExpression(y)
    case .bottom: y + height
    case .centerY: y + 0.5 * height
    case .width: LinearExpression(width)
    case .height: LinearExpression(height)
    case .leading: direction.isRightToLeft ? x + width : LinearExpression(x)
    case .trailing: direction.isRightToLeft ? LinearExpression(x) : x + width
    }
  }

  /// The attribute that one of the four variables stands for, for reports.
  func attribute(of variable: Variable) -> String? {
    switch variable.id {
    case x.id: "x"
    case y.id: "y"
    case width.id: "width"
    case height.id: "height"
    default: nil
    }
  }
}

/// Translating a ``LayoutConstraint`` into a solver constraint.
extension LayoutConstraint {
  /// Whether the constraint is measured in the reading direction (involves leading or
  /// trailing), so right-to-left mirrors it.
  var isDirectional: Bool {
    first.attribute.axis == .directional || second?.attribute.axis == .directional
  }

  /// The solver constraint `first − (second × multiplier + constant)  relation  0`.
  ///
  /// - Parameters:
  ///   - variables: The variables of every item, by name; every anchor's item must be there.
  ///   - direction: The owning view's layout direction.
  /// - Returns: The solver constraint, at the strength of the priority.
  func solverConstraint(
    _ variables: [String: ItemVariables], direction: LayoutDirection
  ) -> Constraint {
    let sign: Double = direction.isRightToLeft && isDirectional ? -1 : 1
    func side(_ anchor: LayoutAnchor) -> LinearExpression {
      guard let item = variables[anchor.item] else {
        preconditionFailure("validated layout names unknown item \(anchor.item)")
      }
      let expression = item.expression(anchor.attribute, direction: direction)
      return anchor.attribute.isDimension ? expression : expression * sign
    }
    var right = LinearExpression(constant: Double(constant))
    if let second { right = side(second) * Double(multiplier) + right }
    let relation: Constraint.Relation =
      switch self.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(side(first) - right, relation, strength: priority.strength)
  }
}

extension LayoutPriority {
  /// The solver strength: required for 1000, else ``strengthWeight``.
  var strength: Strength {
    strengthWeight.map { Strength($0) } ?? .required
  }
}
