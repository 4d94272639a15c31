import Foundation
import KeyboardDockCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension TraceCalibration {
  // MARK: - Fitting

  /// The trajectory residual with another spring.
  public func trajectoryResidual(with spring: Spring) -> TrajectoryResidual {
    var changed = profile
    changed.keyboardSpring = spring.animation
    let run = Self.run(
      actions: actions, drags: drags, events: trace.events, frames: trace.frames, device: device,
      orientation: orientation, isPredictiveOn: isPredictiveOn, profile: changed)
    return Self.residual(trace: trace, model: run.tops, frames: compared, clamp: clampLines)
  }

  /// Proposes the spring's stiffness and damping that minimise the sum of squared trajectory
  /// residuals, starting from the model's spring (Nelder–Mead on their logarithms).
  ///
  /// The mass stays the model's: the trajectory `m·x″ = −k·(x − 1) − c·x′` depends on `k/m` and
  /// `c/m` only, so mass, stiffness and damping cannot be told apart from a trace; stiffness and
  /// damping at the model's mass say everything a trace can.
  ///
  /// - Returns: `nil` when no frame of an animation is compared.
  public func fitSpring() -> SpringFit? {
    guard !compared.isEmpty else { return nil }
    let start = Spring(profile.keyboardSpring)
    var evaluations = 0
    let objective = { (point: [Double]) -> Double in
      evaluations += 1
      let spring = Spring(mass: start.mass, stiffness: exp(point[0]), damping: exp(point[1]))
      return self.trajectoryResidual(with: spring).sumOfSquares
    }
    let best = NelderMead.minimise(
      objective, from: [log(start.stiffness), log(start.damping)], step: log(1.1))
    let after = Spring(mass: start.mass, stiffness: exp(best[0]), damping: exp(best[1]))
    return SpringFit(
      before: start, after: after, residualBefore: trajectory,
      residualAfter: trajectoryResidual(with: after), evaluations: evaluations)
  }
}

/// The Nelder–Mead downhill simplex method (Nelder and Mead, "A simplex method for function
/// minimization", The Computer Journal 7, 1965), with the standard coefficients: reflection 1,
/// expansion 2, contraction ½, shrink ½.
enum NelderMead {
  /// The point that minimises `f`, from `start` with a first simplex of `step` along each axis.
  ///
  /// Stops when the simplex's values agree within 1e-14 of the best (relative, plus an
  /// absolute 1e-18) and its vertices within 1e-9 of each other, or after `limit` iterations.
  static func minimise(
    _ f: ([Double]) -> Double, from start: [Double], step: Double, limit: Int = 500
  ) -> [Double] {
    let n = start.count
    var simplex = [start]
    for axis in 0..<n {
      var vertex = start
      vertex[axis] += step
      simplex.append(vertex)
    }
    var values = simplex.map(f)
    func point(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] {
      zip(a, b).map { $0 + t * ($1 - $0) }
    }
    for _ in 0..<limit {
      let order = values.indices.sorted { values[$0] < values[$1] }
      simplex = order.map { simplex[$0] }
      values = order.map { values[$0] }
      let spread = abs(values[n] - values[0])
      let size =
        simplex.dropFirst().map { vertex in
          zip(vertex, simplex[0]).map { abs($0 - $1) }.max() ?? 0
        }.max() ?? 0
      if spread <= 1e-14 * abs(values[0]) + 1e-18, size <= 1e-9 { break }
      var centroid = [Double](repeating: 0, count: n)
      for vertex in simplex.dropLast() {
        for axis in 0..<n { centroid[axis] += vertex[axis] / Double(n) }
      }
      let worst = simplex[n]
      let reflected = point(centroid, worst, -1)
      let reflectedValue = f(reflected)
      if reflectedValue < values[0] {
        let expanded = point(centroid, worst, -2)
        let expandedValue = f(expanded)
        if expandedValue < reflectedValue {
          simplex[n] = expanded
          values[n] = expandedValue
        } else {
          simplex[n] = reflected
          values[n] = reflectedValue
        }
      } else if reflectedValue < values[n - 1] {
        simplex[n] = reflected
        values[n] = reflectedValue
      } else {
        let outside = reflectedValue < values[n]
        let contracted = point(centroid, outside ? reflected : worst, 0.5)
        let contractedValue = f(contracted)
        if contractedValue < min(reflectedValue, values[n]) {
          simplex[n] = contracted
          values[n] = contractedValue
        } else {
          for index in 1...n {
            simplex[index] = point(simplex[0], simplex[index], 0.5)
            values[index] = f(simplex[index])
          }
        }
      }
    }
    let best = values.indices.min { values[$0] < values[$1] } ?? 0
    return simplex[best]
  }
}
