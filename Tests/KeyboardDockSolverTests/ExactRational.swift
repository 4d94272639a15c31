/// A rational number of two 128-bit integers, for the exact optimality oracle.
///
/// Every operation reduces by the greatest common divisor and reports overflow by throwing
/// ``RationalOverflow`` instead of trapping, so the oracle can say "too large to check" rather
/// than crash or round. With the small integer systems of the tests overflow is rare and counted.
@available(macOS 15.0, iOS 18.0, *)
struct ExactRational: Equatable, Sendable, CustomStringConvertible {
  /// The numerator; carries the sign.
  var numerator: Int128
  /// The denominator, always positive.
  var denominator: Int128

  static let zero = ExactRational(0)
  static let one = ExactRational(1)

  init(_ integer: Int128) {
    numerator = integer
    denominator = 1
  }

  /// The exact value of a finite `Double` that is a dyadic fraction with a small denominator.
  ///
  /// - Throws: ``RationalOverflow`` when `value` needs more than 2⁴⁰ in its denominator.
  init(exactly value: Double) throws(RationalOverflow) {
    var scaled = value
    var denominator: Int128 = 1
    while scaled != scaled.rounded() {
      scaled *= 2
      denominator *= 2
      guard denominator < (1 << 40) else { throw RationalOverflow() }
    }
    guard abs(scaled) < 1e30 else { throw RationalOverflow() }
    self = try ExactRational(numerator: Int128(scaled), denominator: denominator)
  }

  /// Creates `numerator / denominator`, reduced; `denominator` must not be 0.
  init(numerator: Int128, denominator: Int128) throws(RationalOverflow) {
    precondition(denominator != 0, "a rational with denominator 0")
    guard numerator != .min, denominator != .min else { throw RationalOverflow() }
    let divisor = Self.gcd(numerator.magnitude, denominator.magnitude)
    let sign: Int128 = denominator < 0 ? -1 : 1
    self.numerator = sign * numerator / Int128(divisor)
    self.denominator = sign * denominator / Int128(divisor)
  }

  var isZero: Bool { numerator == 0 }
  var isNegative: Bool { numerator < 0 }
  var isPositive: Bool { numerator > 0 }

  /// The nearest `Double`.
  var doubleValue: Double { Double(numerator) / Double(denominator) }

  var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

  /// The greatest common divisor (1 for two zeros), by hardware division when both fit in
  /// 64 bits, else by the binary algorithm (128-bit division is slow in software).
  static func gcd(_ a: UInt128, _ b: UInt128) -> UInt128 {
    if a >> 64 == 0 && b >> 64 == 0 {
      var (x, y) = (UInt64(a), UInt64(b))
      while y != 0 { (x, y) = (y, x % y) }
      return x == 0 ? 1 : UInt128(x)
    }
    if a == 0 { return b == 0 ? 1 : b }
    if b == 0 { return a }
    var (x, y) = (a, b)
    let shift = (x | y).trailingZeroBitCount
    x >>= x.trailingZeroBitCount
    repeat {
      y >>= y.trailingZeroBitCount
      if x > y { swap(&x, &y) }
      y -= x
    } while y != 0
    return x << shift
  }

  static func multiply(_ a: Int128, _ b: Int128) throws(RationalOverflow) -> Int128 {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    guard !overflow else { throw RationalOverflow() }
    return product
  }

  static func add(_ a: Int128, _ b: Int128) throws(RationalOverflow) -> Int128 {
    let (sum, overflow) = a.addingReportingOverflow(b)
    guard !overflow else { throw RationalOverflow() }
    return sum
  }

  func adding(_ other: ExactRational) throws(RationalOverflow) -> ExactRational {
    if denominator == other.denominator {
      return try ExactRational(
        numerator: Self.add(numerator, other.numerator), denominator: denominator)
    }
    let divisor = Int128(Self.gcd(denominator.magnitude, other.denominator.magnitude))
    let left = try Self.multiply(numerator, other.denominator / divisor)
    let right = try Self.multiply(other.numerator, denominator / divisor)
    return try ExactRational(
      numerator: Self.add(left, right),
      denominator: Self.multiply(denominator, other.denominator / divisor))
  }

  func negated() -> ExactRational {
    var result = self
    result.numerator = -numerator
    return result
  }

  func subtracting(_ other: ExactRational) throws(RationalOverflow) -> ExactRational {
    try adding(other.negated())
  }

  func multiplied(by other: ExactRational) throws(RationalOverflow) -> ExactRational {
    if numerator == 0 || other.numerator == 0 { return .zero }
    let first = Int128(Self.gcd(numerator.magnitude, other.denominator.magnitude))
    let second = Int128(Self.gcd(other.numerator.magnitude, denominator.magnitude))
    return try ExactRational(
      numerator: Self.multiply(numerator / first, other.numerator / second),
      denominator: Self.multiply(denominator / second, other.denominator / first))
  }

  func divided(by other: ExactRational) throws(RationalOverflow) -> ExactRational {
    precondition(!other.isZero, "division by an exact zero")
    let inverse = try ExactRational(numerator: other.denominator, denominator: other.numerator)
    return try multiplied(by: inverse)
  }
}

/// An exact computation left the 128-bit range; the oracle reports the case as unchecked.
struct RationalOverflow: Error, Sendable {}
