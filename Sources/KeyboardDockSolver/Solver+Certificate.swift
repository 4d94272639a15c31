// Explaining a conflict among required equalities from one insertion pass: the certificate.

extension Solver {
  /// One required equality inserted for the certificate pass, as needed to run it backwards.
  struct CertificateStep {
    /// The symbol the row was solved for.
    var subject: Int32
    /// The row's sign (−1 when the row was negated to make its constant non-negative) over the
    /// pivot: the solved row is `scale · (equation + Σ source rows)`.
    var scale: Double
    /// The basic rows substituted into the new row, with the coefficients they were taken at.
    var sources: [(basic: Int32, coefficient: Double)]
    /// The rows the new row was substituted into, with the subject's coefficient there.
    var targets: [(basic: Int32, coefficient: Double)]
  }

  /// The irreducible conflict of `constraint` with `candidates` when every one of them is a
  /// required equality and no insertion is redundant; `nil` otherwise (the caller then runs the
  /// deletion filter).
  ///
  /// Inserting `constraint` and then the candidates in order into a fresh solver is Gaussian
  /// elimination; the first candidate that cannot be added reduces to `0 = c` with `c ≠ 0`. Its
  /// row is a combination `y` of the equations before it; where those were independent (no
  /// insertion was redundant) `y` is unique up to scale, and its support is the only
  /// irreducible conflicting set among them: without a member the rest can hold, and every
  /// equation outside the support can go. That is exactly what the deletion filter keeps, but
  /// the filter re-inserts the candidates once per candidate, O(*k*²) insertions, while `y` is
  /// found by running the insertion pass backwards (reverse-mode differentiation of the row
  /// operations), O(*k*) insertions plus the operations recorded. The dummy columns Cassowary
  /// keeps for removal would hold `y` too, but in a chain each row holds every earlier dummy.
  ///
  /// - Returns: The members of the conflict in the order they were added, `constraint` last;
  ///   `nil` when the fast path does not apply.
  /// - Complexity: One insertion per candidate up to the failure, plus O(operations recorded).
  static func conflictByCertificate(
    adding constraint: Constraint, candidates: [Constraint]
  ) -> [Constraint]? {
    let equations = [constraint] + candidates
    guard equations.allSatisfy({ $0.relation == .equal && $0.strength.isRequired }) else {
      return nil
    }
    var solver = Solver()
    var steps: [CertificateStep] = []
    steps.reserveCapacity(equations.count)
    for (index, equation) in equations.enumerated() {
      switch solver.insertForCertificate(equation) {
      case .added(let step):
        steps.append(step)
      case .redundant:
        return nil
      case .failed(let failing):
        guard index > 0 else { return [constraint] }
        let weights = Self.certificate(failing, after: steps)
        let largest = weights.map(abs).max() ?? 0
        // Equation 0 is `constraint`, which must be among the support.
        guard largest > 0, abs(weights[0]) > 1e-9 * largest else { return nil }
        var members: [Constraint] = []
        for position in 1..<index where abs(weights[position]) > 1e-9 * largest {
          members.append(equations[position])
        }
        return members + [equations[index], constraint]
      }
    }
    return nil
  }

  /// The weight of each earlier equation in the failing row, by running `steps` backwards.
  ///
  /// - Parameters:
  ///   - failing: The failing equation's own step (its sources; no subject).
  ///   - steps: The steps of the equations added before it, in order.
  /// - Returns: One weight per step: the coefficient of its equation in the failing row.
  static func certificate(_ failing: CertificateStep, after steps: [CertificateStep]) -> [Double] {
    // The adjoint of each basic row's current version, by basic symbol id.
    var adjoint: [Int32: Double] = [:]
    for source in failing.sources {
      adjoint[source.basic, default: 0] += failing.scale * source.coefficient
    }
    var weights = [Double](repeating: 0, count: steps.count)
    for position in steps.indices.reversed() {
      let step = steps[position]
      var own = adjoint[step.subject] ?? 0
      // Undo the substitution of the new row into the rows that held its subject.
      for target in step.targets {
        own += target.coefficient * (adjoint[target.basic] ?? 0)
      }
      adjoint[step.subject] = nil
      guard own != 0 else { continue }
      let equation = own * step.scale
      weights[position] = equation
      for source in step.sources {
        adjoint[source.basic, default: 0] += equation * source.coefficient
      }
    }
    return weights
  }

  /// What inserting one equation for the certificate did.
  enum CertificateInsertion {
    /// Added, with what is needed to run it backwards.
    case added(CertificateStep)
    /// The equation follows from those before it.
    case redundant
    /// The equation contradicts those before it; its step has its sources and sign.
    case failed(CertificateStep)
  }

  /// Inserts a required equality permanently, recording the row operations.
  mutating func insertForCertificate(_ constraint: Constraint) -> CertificateInsertion {
    reserveInitialCapacity()
    let mark = nextSymbolID
    var sources: [(basic: Int32, coefficient: Double)] = []
    for term in constraint.expression.terms where !isNearZero(term.coefficient) {
      if let id = variableSymbols[term.variable.id], rowSlots[Int(id)] >= 0 {
        sources.append((id, term.coefficient))
      }
    }
    var (row, tag) = makeRow(for: constraint)
    // The dummy went in with +1; makeRow negates the row when its constant is negative.
    let sign = row.coefficient(for: tag.marker) < 0 ? -1.0 : 1.0
    let subject = chooseSubject(row, tag, newSince: mark)
    guard subject.kind == .external else {
      let step = CertificateStep(subject: -1, scale: sign, sources: sources, targets: [])
      return isNearZero(row.constant) ? .redundant : .failed(step)
    }
    row.remove(tag.marker)
    let scale = sign * (-1 / row.coefficient(for: subject))
    var targets: [(basic: Int32, coefficient: Double)] = []
    let isOld = subject.id < mark
    if isOld {
      let bit = Row.bit(subject)
      for slot in rowMasks.indices where rowMasks[slot] & bit != 0 {
        let coefficient = rows[slot].coefficient(for: subject)
        if coefficient != 0 { targets.append((rowBasics[slot].id, coefficient)) }
      }
    }
    row.solve(for: subject)
    substitute(subject, row, inRows: isOld)
    setRow(row, basic: subject)
    tag.isRemovable = false
    tags[ObjectIdentifier(constraint)] = tag
    return .added(
      CertificateStep(subject: subject.id, scale: scale, sources: sources, targets: targets))
  }
}
