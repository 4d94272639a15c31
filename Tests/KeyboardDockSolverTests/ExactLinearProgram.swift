/// An independent, exact solver of the problem the Cassowary solver approximates.
///
/// It shares no code with ``KeyboardDockSolver``: a dense two-phase primal simplex in exact
/// rational arithmetic with Bland's rule (lowest index enters, lowest basic index leaves on
/// ties), which cannot cycle and never rounds. It minimises Σ strength × violation over the
/// non-required constraints subject to the required ones, the objective the solver's doc
/// promises, and so gives the true optimum to compare the solver's answer with.
@available(macOS 15.0, iOS 18.0, *)
struct ExactLinearProgram {
  /// One constraint `Σ coefficients[i]·x[i] + constant ⋈ 0`; `weight` `nil` means required.
  struct Row {
    var coefficients: [ExactRational]
    var constant: ExactRational
    /// -1 for ≤, 0 for =, 1 for ≥.
    var relation: Int
    var weight: ExactRational?
  }

  /// The outcome of ``minimum(of:variableCount:)``.
  enum Outcome: Equatable {
    /// The required constraints cannot all hold.
    case infeasible
    /// The smallest weighted violation over the required constraints' feasible set.
    case optimum(ExactRational)
  }

  /// Solves the weighted-violation problem exactly.
  ///
  /// An equality preference gets two error columns, an inequality one plus its slack, as in
  /// the Cassowary paper, but here in a plain dense LP; the free variables are eliminated first.
  ///
  /// - Throws: ``RationalOverflow`` if a number leaves the 128-bit range.
  static func minimum(of constraints: [Row], variableCount: Int) throws(RationalOverflow)
    -> Outcome
  {
    var extra = 0
    for row in constraints {
      extra += row.weight == nil ? (row.relation == 0 ? 0 : 1) : 2
    }
    // Equations over the free variables, then the non-negative columns, then the right side.
    let width = variableCount + extra
    var equations = [[ExactRational]](
      repeating: [ExactRational](repeating: .zero, count: width + 1), count: constraints.count)
    var fullCost = [ExactRational](repeating: .zero, count: width)
    var next = variableCount
    for (index, row) in constraints.enumerated() {
      for variable in 0..<variableCount {
        equations[index][variable] = row.coefficients[variable]
      }
      // Σ a·x + c ⋈ 0, written as Σ a·x + (columns) = −c.
      if let weight = row.weight {
        switch row.relation {
        case 0:  // a·x + c − p + m = 0
          equations[index][next] = ExactRational(-1)
          equations[index][next + 1] = .one
          fullCost[next] = weight
          fullCost[next + 1] = weight
        case -1:  // a·x + c − e + s = 0, s ≥ 0
          equations[index][next] = ExactRational(-1)
          equations[index][next + 1] = .one
          fullCost[next] = weight
        default:  // a·x + c + e − s = 0
          equations[index][next] = .one
          equations[index][next + 1] = ExactRational(-1)
          fullCost[next] = weight
        }
        next += 2
      } else if row.relation != 0 {
        equations[index][next] = row.relation < 0 ? .one : ExactRational(-1)
        next += 1
      }
      equations[index][width] = row.constant.negated()
    }
    // The free variables cost nothing and have no sign: solve one equation for each (Gauss–
    // Jordan) and drop it; the remaining equations no longer mention them.
    var used = [Bool](repeating: false, count: equations.count)
    for variable in 0..<variableCount {
      guard
        let pivotRow = equations.indices.first(where: {
          !used[$0] && !equations[$0][variable].isZero
        })
      else { continue }
      used[pivotRow] = true
      let divisor = equations[pivotRow][variable]
      for entry in 0...width where !equations[pivotRow][entry].isZero {
        equations[pivotRow][entry] = try equations[pivotRow][entry].divided(by: divisor)
      }
      let source = equations[pivotRow]
      for index in equations.indices where index != pivotRow {
        let factor = equations[index][variable]
        guard !factor.isZero else { continue }
        for entry in 0...width where !source[entry].isZero {
          equations[index][entry] = try equations[index][entry].subtracting(
            factor.multiplied(by: source[entry]))
        }
      }
    }
    let remaining = equations.indices.filter { !used[$0] }
    let structural = extra
    let rowCount = remaining.count
    let columns = structural + rowCount  // then one artificial per row
    var tableau = [[ExactRational]](
      repeating: [ExactRational](repeating: .zero, count: columns + 1), count: rowCount)
    var cost = [ExactRational](repeating: .zero, count: columns)
    for column in 0..<structural { cost[column] = fullCost[variableCount + column] }
    for (index, source) in remaining.enumerated() {
      for column in 0..<structural {
        tableau[index][column] = equations[source][variableCount + column]
      }
      tableau[index][columns] = equations[source][width]
      if tableau[index][columns].isNegative {
        for column in 0...columns { tableau[index][column] = tableau[index][column].negated() }
      }
      tableau[index][structural + index] = .one
    }
    var basis = (0..<rowCount).map { structural + $0 }
    // Phase one: minimise the sum of the artificial columns.
    var phaseOne = [ExactRational](repeating: .zero, count: columns)
    for index in 0..<rowCount { phaseOne[structural + index] = .one }
    var objective = try reducedCosts(phaseOne, tableau, basis, columns: columns)
    try run(&tableau, &basis, &objective, allowed: columns)
    // objective[columns] is minus the current value.
    guard objective[columns].isZero else { return .infeasible }
    // Drive artificial columns out of the basis; a row with no other column is redundant.
    var keep = [Bool](repeating: true, count: rowCount)
    for index in 0..<rowCount where basis[index] >= structural {
      if let column = (0..<structural).first(where: { !tableau[index][$0].isZero }) {
        try pivot(&tableau, &basis, &objective, row: index, column: column)
      } else {
        keep[index] = false
      }
    }
    tableau = tableau.indices.filter { keep[$0] }.map { tableau[$0] }
    basis = basis.indices.filter { keep[$0] }.map { basis[$0] }
    objective = try reducedCosts(cost, tableau, basis, columns: columns)
    try run(&tableau, &basis, &objective, allowed: structural)
    return .optimum(objective[columns].negated())
  }

  /// The objective row `cost − c_B·B⁻¹A` (and minus the value in the last entry).
  static func reducedCosts(
    _ cost: [ExactRational], _ tableau: [[ExactRational]], _ basis: [Int], columns: Int
  ) throws(RationalOverflow) -> [ExactRational] {
    var objective = cost + [.zero]
    for (index, basic) in basis.enumerated() where !cost[basic].isZero {
      for column in 0...columns where !tableau[index][column].isZero {
        objective[column] = try objective[column].subtracting(
          cost[basic].multiplied(by: tableau[index][column]))
      }
    }
    return objective
  }

  /// Primal simplex with Bland's rule over the columns below `allowed`.
  static func run(
    _ tableau: inout [[ExactRational]], _ basis: inout [Int], _ objective: inout [ExactRational],
    allowed: Int
  ) throws(RationalOverflow) {
    let columns = objective.count - 1
    while let entering = (0..<allowed).first(where: { objective[$0].isNegative }) {
      var leaving = -1
      var best = ExactRational.zero
      for index in tableau.indices where tableau[index][entering].isPositive {
        let ratio = try tableau[index][columns].divided(by: tableau[index][entering])
        let difference = leaving < 0 ? ExactRational(-1) : try ratio.subtracting(best)
        if difference.isNegative || (difference.isZero && basis[index] < basis[leaving]) {
          leaving = index
          best = ratio
        }
      }
      // The weighted violation is bounded below by 0, so some row always limits the step.
      precondition(leaving >= 0, "the exact program is unbounded, which cannot be")
      try pivot(&tableau, &basis, &objective, row: leaving, column: entering)
    }
  }

  /// Makes `column` basic in `row`.
  static func pivot(
    _ tableau: inout [[ExactRational]], _ basis: inout [Int], _ objective: inout [ExactRational],
    row: Int, column: Int
  ) throws(RationalOverflow) {
    let pivot = tableau[row][column]
    for entry in tableau[row].indices where !tableau[row][entry].isZero {
      tableau[row][entry] = try tableau[row][entry].divided(by: pivot)
    }
    let pivotRow = tableau[row]
    for index in tableau.indices where index != row && !tableau[index][column].isZero {
      let factor = tableau[index][column]
      for entry in pivotRow.indices where !pivotRow[entry].isZero {
        tableau[index][entry] = try tableau[index][entry].subtracting(
          factor.multiplied(by: pivotRow[entry]))
      }
    }
    let factor = objective[column]
    if !factor.isZero {
      for entry in pivotRow.indices where !pivotRow[entry].isZero {
        objective[entry] = try objective[entry].subtracting(factor.multiplied(by: pivotRow[entry]))
      }
    }
    basis[row] = column
  }
}
