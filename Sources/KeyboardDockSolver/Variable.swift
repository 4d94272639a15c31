/// An unknown of a linear system, identified by its instance.
///
/// Two variables are the same variable only if they are the same object, exactly as in kiwi:
/// two variables named `"width"` are different unknowns. The name is only for messages and
/// debugging. A variable holds no value; read the solution with ``Solver/value(of:)``.
///
/// Variables are deliberately not `Equatable`: `x == y` builds a ``Constraint``. Compare
/// identity with `===`, or key collections by ``id``.
///
/// ```swift
/// let left = Variable("left")
/// let width = Variable("width")
/// var solver = Solver()
/// try solver.addConstraint(width >= 20)
/// try solver.addConstraint(left + width == 100)
/// ```
public final class Variable: Sendable, CustomStringConvertible {
  /// The name shown in messages; it plays no part in identity.
  public let name: String

  /// Creates a new unknown, distinct from every other variable.
  ///
  /// - Parameter name: A name for messages and debugging; it may be empty or repeated.
  public init(_ name: String = "") {
    self.name = name
  }

  /// A key that is equal for two references exactly when they refer to the same variable.
  public var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// The name, or `"<unnamed>"` for an empty name.
  public var description: String { name.isEmpty ? "<unnamed>" : name }
}
