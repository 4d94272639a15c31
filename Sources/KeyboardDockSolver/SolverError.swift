/// Why a ``Solver`` refused a call; the solver is left exactly as it was before the call.
///
/// A struct with a ``Code`` (as in swift-nio), so that codes can be added without breaking
/// callers. It carries the offending ``constraint`` or ``variable``; for
/// ``Code-swift.enum/unsatisfiableConstraint`` it also carries ``conflict``, an irreducible set
/// of required constraints that cannot hold together: remove any one of them and the rest can.
public struct SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Code: Sendable, Hashable {
    /// A required constraint contradicts the required constraints already in the solver.
    case unsatisfiableConstraint
    /// The constraint instance is already in the solver.
    case duplicateConstraint
    /// The constraint instance is not in the solver.
    case unknownConstraint
    /// The constraint was added with `removable: false`, so it cannot be removed.
    case permanentConstraint
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// An edit variable was given the required strength; edits must be preferences.
    case requiredEditStrength
    /// A coefficient, constant, strength or suggested value is NaN or infinite.
    case nonFiniteValue
    /// The simplex found a cost it could lower without bound, which a consistent tableau of
    /// Cassowary's error objective (bounded below by 0) cannot have; only accumulated rounding
    /// can produce it. Rather than return a layout that is not optimal, the call is undone:
    /// the solver again has the constraints, edit variables and suggestions it had before the
    /// call (re-solved from them when the tableau itself could not be restored).
    case internalInconsistency
  }

  /// What went wrong.
  public let code: Code
  /// The constraint the call was about, if any.
  public let constraint: Constraint?
  /// The variable the call was about, if any.
  public let variable: Variable?
  /// For an unsatisfiable constraint: an irreducible conflicting set of required constraints,
  /// including ``constraint``, in the order they were added; empty for other codes.
  public let conflict: [Constraint]
  /// The offending number for ``Code-swift.enum/nonFiniteValue``, else `nil`.
  public let value: Double?

  /// Creates an error; the solver's methods make these, tests may compare with them.
  ///
  /// - Parameters:
  ///   - code: What went wrong.
  ///   - constraint: The constraint concerned.
  ///   - variable: The variable concerned.
  ///   - conflict: The conflicting required constraints, for an unsatisfiable constraint.
  ///   - value: The offending number, for a non-finite value.
  public init(
    _ code: Code, constraint: Constraint? = nil, variable: Variable? = nil,
    conflict: [Constraint] = [], value: Double? = nil
  ) {
    self.code = code
    self.constraint = constraint
    self.variable = variable
    self.conflict = conflict
    self.value = value
  }

  public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
    lhs.code == rhs.code && lhs.constraint === rhs.constraint && lhs.variable === rhs.variable
      && lhs.conflict.elementsEqual(rhs.conflict, by: ===)
      && lhs.value?.bitPattern == rhs.value?.bitPattern
  }

  /// What is wrong, with the value concerned and what would be valid.
  public var description: String {
    let subject = constraint.map { "constraint `\($0)`" } ?? variable.map { "variable `\($0)`" }
    let what = subject ?? "value"
    switch code {
    case .unsatisfiableConstraint:
      let set = conflict.map { "`\($0)`" }.joined(separator: ", ")
      return "unsatisfiable \(what): these required constraints cannot all hold: \(set); "
        + "remove one of them or add the constraint with a non-required strength"
    case .duplicateConstraint:
      return "duplicate \(what): this constraint instance is already in the solver; "
        + "add each instance once"
    case .unknownConstraint:
      return "unknown \(what): this constraint instance is not in the solver; "
        + "only constraints that were added can be removed"
    case .permanentConstraint:
      return "permanent \(what): it was added with removable: false and stays for the "
        + "solver's life; add it with removable: true to remove it later"
    case .duplicateEditVariable:
      return "duplicate edit \(what): it is already an edit variable; "
        + "remove it first to change its strength"
    case .unknownEditVariable:
      return "unknown edit \(what): it is not an edit variable; call addEditVariable first"
    case .requiredEditStrength:
      return "required strength for edit \(what): an edit variable must be strong, medium, "
        + "weak or another strength below required"
    case .internalInconsistency:
      return "internal inconsistency while changing \(what): rounding left the solver's tableau "
        + "unable to reach the optimum; the call was undone. Please report the sequence of "
        + "calls that led here"
    case .nonFiniteValue:
      return "non-finite number \(value.map { "\($0)" } ?? "?") in \(what): coefficients, "
        + "constants, strengths and suggested values must be finite"
    }
  }
}
