extension Solver {
  /// Replaces an equality in the solver with `replacement`, the same terms and strength with
  /// another constant, by moving the constant through the tableau instead of removing and adding
  /// a row.
  ///
  /// A required equality `e + c = 0` is in the tableau as `e + c + d = 0`, `d` its dummy marker,
  /// fixed at 0; with the constant `c + δ` the system is the old one with `d` replaced by
  /// `d + δ`. A preference is in it as `e + c - p + m = 0`, `p` and `m` its error symbols; with
  /// `c + δ` it is the old one with `p` replaced by `p - δ`. Either way every row holding the
  /// marker moves its constant by the shift times the marker's coefficient, exactly as an edit
  /// variable's suggestion moves its error marker (``applyEditDelta(_:edit:)``, "The Cassowary
  /// Linear Arithmetic Constraint Solving Algorithm", Badros, Borning and Stuckey 2001,
  /// section 4.2), and the dual simplex restores feasibility. The solution is the one removing
  /// and re-adding the constraint gives.
  ///
  /// - Returns: `false` when it cannot: `constraint` is not a removable equality in the solver,
  ///   `replacement` is not the same equality and strength with another finite constant, or the
  ///   new constant conflicts with the required constraints. After `false` the solver must not be
  ///   used (its caller throws it away and builds afresh).
  @_spi(HostedLayout) public mutating func replaceConstant(
    of constraint: Constraint, with replacement: Constraint
  ) -> Bool {
    guard var tag = tags[ObjectIdentifier(constraint)], tag.isRemovable,
      tags[ObjectIdentifier(replacement)] == nil, !isEditConstraint(constraint),
      constraint.relation == .equal, replacement.relation == .equal,
      constraint.strength.value == replacement.strength.value,
      replacement.expression.constant.isFinite,
      Self.sameTerms(constraint.expression.terms, replacement.expression.terms)
    else { return false }
    let delta = replacement.expression.constant - constraint.expression.constant
    let marker = tag.marker
    let isRequired = constraint.strength.isRequired
    guard marker.kind == (isRequired ? .dummy : .error) else { return false }
    // The marker is replaced by itself plus `shift`.
    let shift = isRequired ? delta : -delta
    if let slot = slot(of: marker) {
      let constant = rows[slot].add(-shift)
      // A basic dummy is a redundant equality: it stays satisfiable only if nothing moves.
      if isRequired {
        guard isNearZero(constant) else { return false }
      } else if constant < 0 {
        infeasibleRows.append(marker)
      }
    } else {
      let bit = Row.bit(marker)
      // The rows holding the marker, in slot order; the scan stops after the last of them.
      var remaining = columnCounts[Int(marker.id)]
      for slot in rowMasks.indices {
        if remaining == 0 { break }
        guard rowMasks[slot] & bit != 0 else { continue }
        let coefficient = rows[slot].coefficient(for: marker)
        guard coefficient != 0 else { continue }
        remaining -= 1
        let basic = rowBasics[slot]
        if rows[slot].add(shift * coefficient) < 0 && basic.kind != .external {
          infeasibleRows.append(basic)
        }
      }
    }
    guard dualOptimize() else { return false }
    tag.constraint = replacement
    tags.rekey(ObjectIdentifier(constraint), to: ObjectIdentifier(replacement), tag: tag)
    return true
  }

  private static func sameTerms(_ lhs: [Term], _ rhs: [Term]) -> Bool {
    lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy {
        $0.variable === $1.variable && $0.coefficient == $1.coefficient
      }
  }
}
