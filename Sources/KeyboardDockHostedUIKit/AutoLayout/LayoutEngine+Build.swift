#if os(Linux)
  import Foundation
  import KeyboardDockSolver

  private typealias Expression = KeyboardDockSolver.Expression

  extension LayoutEngine {
    /// Holds `index`'s width and height near its intrinsic `size` (hugging at 250, compression
    /// resistance at 750), or nothing for `nil`.
    func addIntrinsic(_ index: Int, _ size: CGSize?) {
      states[index].intrinsic = size
      guard let size else { return }
      let item = states[index].item
      var added: [Constraint] = []
      for (variable, length) in [(item.width, size.width), (item.height, size.height)]
      where length != UIView.noIntrinsicMetric {
        added.append(
          Constraint(
            Expression(variable) - Double(length), .lessThanOrEqual,
            strength: LayoutPass.strength(250)))
        added.append(
          Constraint(
            Expression(variable) - Double(length), .greaterThanOrEqual,
            strength: LayoutPass.strength(750)))
      }
      for constraint in added {
        do {
          try solver.addConstraint(constraint)
        } catch {
          isClean = false
        }
      }
      states[index].intrinsicConstraints = added
    }

    /// The expression of `member`'s `attribute` in its x, y, width and height.
    fileprivate func expression(_ member: Int, _ attribute: NSLayoutConstraint.Attribute)
      -> Expression
    {
      states[member].item.expression(attribute) ?? Expression(constant: 0)
    }

    /// The solver constraint of `spec`: `first ⋈ second × multiplier + constant` on the
    /// members' variables, at the strength of its priority.
    func built(_ spec: LayoutRequest.Spec) -> Constraint {
      let first = expression(spec.first, spec.firstAttribute)
      var rhs = Expression(constant: Double(spec.constant))
      if let second = spec.second {
        rhs =
          expression(second, spec.secondAttribute) * Double(spec.multiplier)
          + Double(spec.constant)
      }
      let relation: Constraint.Relation
      switch spec.relation {
      case .equal: relation = .equal
      case .lessThanOrEqual: relation = .lessThanOrEqual
      case .greaterThanOrEqual: relation = .greaterThanOrEqual
      }
      return Constraint(first - rhs, relation, strength: LayoutPass.strength(spec.priority))
    }
  }
#endif
