/// A column of the simplex tableau: an external variable or one of the solver's own unknowns.
///
/// Symbols are tiny values with an integer id handed out in creation order; every choice the
/// solver makes between symbols prefers the lowest id, so results never depend on hash order.
struct Symbol: Hashable, Comparable, Sendable {
  /// What a symbol stands for; it decides where the symbol may appear and whether it may pivot.
  enum Kind: UInt8, Sendable {
    /// No symbol: the result of a search that found nothing.
    case invalid
    /// A user ``Variable``; unrestricted in sign.
    case external
    /// The slack of an inequality (or the artificial variable); restricted to be ≥ 0.
    case slack
    /// The error of a non-required constraint; restricted to be ≥ 0 and penalised.
    case error
    /// The marker of a required equality; fixed at 0 and never pivoted in.
    case dummy
  }

  /// The creation index; lower ids win every tie.
  var id: Int32
  /// What the symbol stands for.
  var kind: Kind

  /// The symbol standing for "none".
  static let invalid = Symbol(id: -1, kind: .invalid)

  /// Whether this is a real symbol rather than ``invalid``.
  var isValid: Bool { kind != .invalid }

  /// Whether the symbol is restricted to non-negative values (slack or error).
  var isRestricted: Bool { kind == .slack || kind == .error }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// One entry of a tableau row: a symbol and its coefficient.
struct Cell: Sendable {
  /// The column.
  var symbol: Symbol
  /// The coefficient, never near zero while stored in a row.
  var coefficient: Double
}

/// Whether a coefficient or constant is treated as zero (kiwi's tolerance, 1e-8).
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  abs(value) < 1.0e-8
}
