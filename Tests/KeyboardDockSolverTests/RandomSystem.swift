import PropertyBased
import Testing

@testable import KeyboardDockSolver

/// One random constraint over three variables: `a·x[i] + b·x[j] + c ⋈ 0` at some strength.
struct ConstraintSpec: Sendable, CustomStringConvertible {
  var first: Int
  var firstCoefficient: Int
  var second: Int
  var secondCoefficient: Int
  var constant: Int
  var relation: Int
  var strength: Int

  static let strengths: [Strength] = [.required, .strong, .medium, .weak]

  /// The constraint over `variables`.
  func constraint(_ variables: [Variable]) -> Constraint {
    let expression =
      Double(firstCoefficient) * variables[first] + Double(secondCoefficient) * variables[second]
      + Double(constant)
    let base: Constraint =
      switch relation {
      case 0: expression == 0
      case 1: expression <= 0
      default: expression >= 0
      }
    return strength == 0 ? base : base.withStrength(Self.strengths[strength])
  }

  var description: String {
    let op = ["==", "<=", ">="][relation]
    return "\(firstCoefficient)x\(first) + \(secondCoefficient)x\(second) + \(constant) \(op) 0"
      + " @\(Self.strengths[strength])"
  }

  static let generator = zip(
    Gen.int(in: 0...2), Gen.int(in: -3...3), Gen.int(in: 0...2), Gen.int(in: -3...3),
    Gen.int(in: -20...20), Gen.int(in: 0...2), Gen.int(in: 0...3)
  ).map {
    ConstraintSpec(
      first: $0, firstCoefficient: $1, second: $2, secondCoefficient: $3, constant: $4,
      relation: $5, strength: $6)
  }

  static let systems = generator.array(of: 1...8)
}

/// A random system instantiated with fresh variables.
struct RandomSystem {
  let variables = [Variable("x0"), Variable("x1"), Variable("x2")]
  let constraints: [Constraint]

  init(_ specs: [ConstraintSpec]) {
    constraints = specs.map { [variables] in $0.constraint(variables) }
  }

  /// A solver with every constraint added one at a time; rejected ones are skipped.
  func solveOneByOne() -> Solver {
    var solver = Solver()
    for constraint in constraints {
      try? solver.addConstraint(constraint)
    }
    return solver
  }

  /// The variables' values in `solver`.
  func values(in solver: Solver) -> [Double] {
    variables.map { solver.value(of: $0) }
  }
}

/// The weighted error the solver minimizes, evaluated at a point.
enum BruteForce {
  /// `expression`'s value at `point` (the variables' values in order).
  static func evaluate(_ constraint: Constraint, _ variables: [Variable], _ point: [Double])
    -> Double
  {
    var sum = constraint.expression.constant
    for term in constraint.expression.terms {
      guard let index = variables.firstIndex(where: { $0 === term.variable }) else { continue }
      sum += term.coefficient * point[index]
    }
    return sum
  }

  /// How far `constraint` is from holding at `point`.
  static func violation(_ constraint: Constraint, _ variables: [Variable], _ point: [Double])
    -> Double
  {
    let value = evaluate(constraint, variables, point)
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  /// The objective: the strength-weighted violations of the non-required constraints.
  static func objective(_ constraints: [Constraint], _ variables: [Variable], _ point: [Double])
    -> Double
  {
    constraints.filter { !$0.strength.isRequired }
      .reduce(0) { $0 + $1.strength.value * violation($1, variables, point) }
  }

  /// The minimum of ``objective(_:_:_:)`` over the points satisfying every required constraint.
  static func minimum(_ constraints: [Constraint], _ variables: [Variable]) -> Double? {
    candidates(constraints, variables).map(\.value).min()
  }

  /// The feasible vertices with their objective values.
  ///
  /// The objective is convex and piecewise linear, so its minimum over the polyhedron is
  /// attained at a vertex of the arrangement of all constraint hyperplanes plus the coordinate
  /// hyperplanes `x = 0`, `x = ±1000` and `x = ±1001` (which give vertices even when the minimum
  /// set contains a line or a ray, and two distinct points on it); every vertex solves three of the equations.
  static func candidates(_ constraints: [Constraint], _ variables: [Variable])
    -> [(point: [Double], value: Double)]
  {
    var planes: [[Double]] = []  // a0 x0 + a1 x1 + a2 x2 + c = 0
    for constraint in constraints {
      var plane = [0.0, 0, 0, constraint.expression.constant]
      for term in constraint.expression.terms {
        if let index = variables.firstIndex(where: { $0 === term.variable }) {
          plane[index] += term.coefficient
        }
      }
      planes.append(plane)
    }
    for axis in 0..<3 {
      for offset in [0.0, -1000, 1000, -1001, 1001] {
        var plane = [0.0, 0, 0, offset]
        plane[axis] = 1
        planes.append(plane)
      }
    }
    var found: [(point: [Double], value: Double)] = []
    for i in planes.indices {
      for j in planes.indices where j > i {
        for k in planes.indices where k > j {
          guard let point = solve(planes[i], planes[j], planes[k]) else { continue }
          let feasible = constraints.allSatisfy {
            !$0.strength.isRequired || violation($0, variables, point) <= 1e-7
          }
          if feasible {
            found.append((point, objective(constraints, variables, point)))
          }
        }
      }
    }
    return found
  }

  /// The point on three planes, or `nil` if they do not meet in one point.
  static func solve(_ p: [Double], _ q: [Double], _ r: [Double]) -> [Double]? {
    func det(_ a: [Double], _ b: [Double], _ c: [Double]) -> Double {
      a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0])
        + a[2] * (b[0] * c[1] - b[1] * c[0])
    }
    let d = det(p, q, r)
    guard abs(d) > 1e-9 else { return nil }
    let rhs = [-p[3], -q[3], -r[3]]
    func replaced(_ column: Int) -> Double {
      var a = p
      var b = q
      var c = r
      a[column] = rhs[0]
      b[column] = rhs[1]
      c[column] = rhs[2]
      return det(a, b, c)
    }
    return [replaced(0) / d, replaced(1) / d, replaced(2) / d]
  }
}
